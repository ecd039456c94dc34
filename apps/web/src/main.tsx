/**
 * Entry point of the Qipan web app: the language first (so the first paint is in it),
 * then the app.
 *
 * @example
 * ```html
 * <div id="root"></div><script type="module" src="/src/main.tsx"></script>
 * ```
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './App.js';
import { startI18n } from './i18n/browser.js';
import './styles/base.css';
import './styles/home.css';
import './styles/queens.css';
import './styles/queens-tools.css';
import './styles/board.css';

const i18n = startI18n();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <App />
      </I18nextProvider>
    </StrictMode>,
  );
}
