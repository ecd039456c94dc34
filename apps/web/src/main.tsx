/**
 * Entry point of the Qipan web app.
 *
 * @example
 * ```html
 * <div id="root"></div><script type="module" src="/src/main.tsx"></script>
 * ```
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import './styles/base.css';
import './styles/home.css';
import './styles/queens.css';
import './styles/queens-tools.css';
import './styles/board.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
