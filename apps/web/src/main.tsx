/**
 * Entry point of the Qipan web app: the language first (so the first paint is in it)
 * and the current page's chunk, links preloading their page on hover or focus, then the
 * app.
 *
 * @example
 * ```html
 * <div id="root"></div><script type="module" src="/src/main.tsx"></script>
 * ```
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App, preloadPageAt } from './App.js';
import { i18nReady, startI18n } from './i18n/browser.js';
import './styles/base.css';
import './styles/home.css';
import './styles/queens.css';
import './styles/queens-tools.css';
import './styles/board.css';
import { onLinkIntent } from './router.js';

const i18n = startI18n();
const page = preloadPageAt(window.location.pathname);
onLinkIntent((to) => void preloadPageAt(to));
const root = document.getElementById('root');
// The first paint waits for the shell's catalogues and the page's chunk (fetched in
// parallel): the page then mounts in the first render, as it did before the split,
// rather than in a later, interruptible one (a page whose state starts from
// localStorage, like /go's saved game, must not start twice). A chunk that fails shows
// the error with Retry.
if (root) {
  await Promise.all([i18nReady(), page]);
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <App />
      </I18nextProvider>
    </StrictMode>,
  );
}
