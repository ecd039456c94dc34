/**
 * The app shell: header with the Qipan name and navigation, and the routed page.
 *
 * @example
 * ```tsx
 * createRoot(el).render(<App />);
 * ```
 */
import { useEffect, type ReactNode } from 'react';
import { ChongziPage } from './chongzi/ChongziPage.js';
import { GoPage } from './go/GoPage.js';
import { GomokuPage } from './gomoku/GomokuPage.js';
import { HomePage } from './pages/HomePage.js';
import { NotFoundPage } from './pages/NotFoundPage.js';
import { QueensPage } from './queens/QueensPage.js';
import { Link, useLocation } from './router.js';

const TITLES: Record<string, string> = {
  '/': 'Qipan 棋盘',
  '/queens': 'N-Queens · Qipan 棋盘',
  '/go': 'Go 围棋 · Qipan 棋盘',
  '/chongzi': 'Chongzi 冲子 · Qipan 棋盘',
  '/gomoku': 'Gomoku 五子棋 · Qipan 棋盘',
};

/** The header's links: the home page and each game. */
const NAV: readonly (readonly [string, string])[] = [
  ['/', 'Games'],
  ['/queens', 'N-Queens'],
  ['/go', 'Go'],
  ['/gomoku', 'Gomoku'],
  ['/chongzi', 'Chongzi'],
];

export function App(): ReactNode {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  useEffect(() => {
    document.title = TITLES[path] ?? 'Not found · Qipan 棋盘';
  }, [path]);
  let page: ReactNode;
  if (path === '/') page = <HomePage />;
  else if (path === '/queens') page = <QueensPage />;
  else if (path === '/go') page = <GoPage />;
  else if (path === '/chongzi') page = <ChongziPage />;
  else if (path === '/gomoku') page = <GomokuPage />;
  else page = <NotFoundPage />;
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <Link to="/" className="brand" aria-label="Qipan 棋盘, home">
            <span className="brand__mark" aria-hidden="true">
              棋盘
            </span>
            <span className="brand__name">Qipan</span>
          </Link>
          <nav aria-label="Main">
            <ul className="nav">
              {NAV.map(([to, label]) => (
                <li key={to}>
                  <Link to={to} aria-current={path === to ? 'page' : undefined}>
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        {page}
      </main>
      <footer className="site-footer">Qipan · grid board games and puzzles · MIT</footer>
    </>
  );
}
