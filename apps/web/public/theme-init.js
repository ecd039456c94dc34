// Qipan: the stored look (src/prefs/theme.ts) on <html> before the first paint. A
// classic script in <head>, so it runs before the body is parsed; the CSP allows it
// (script-src 'self'). Unknown or missing values are the defaults.
/* global localStorage, document */
(function () {
  var theme = 'system';
  var board = 'wood';
  try {
    var t = localStorage.getItem('qipan.theme');
    var b = localStorage.getItem('qipan.boardTheme');
    if (t === 'light' || t === 'dark') theme = t;
    if (b === 'flat' || b === 'contrast') board = b;
  } catch {
    // No storage (private mode, policy): the defaults.
  }
  document.documentElement.setAttribute('data-theme', theme);
  document.documentElement.setAttribute('data-board-theme', board);
})();
