/**
 * Entry point of the Qipan web app: the language first (so the first paint is in it),
 * the current page's chunk started at once, links preloading their page on hover or
 * focus, then the app.
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
void preloadPageAt(window.location.pathname);
onLinkIntent((to) => void preloadPageAt(to));
const root = document.getElementById('root');
// The first paint waits for the shell's catalogues (fetched in parallel with the page's chunk).
if (root) {
  await i18nReady();
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <App />
      </I18nextProvider>
    </StrictMode>,
  );
}
