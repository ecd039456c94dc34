/**
 * The app shell: header with the Qipan name, navigation and language switch, and the
 * routed page; the document title follows the page and the language.
 *
 * @example
 * ```tsx
 * createRoot(el).render(<App />);
 * ```
 */
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChongziOnline } from './chongzi/ChongziOnline.js';
import { ChongziPage } from './chongzi/ChongziPage.js';
import { GoOnline } from './go/GoOnline.js';
import { GoPage } from './go/GoPage.js';
import { GomokuOnline } from './gomoku/GomokuOnline.js';
import { GomokuPage } from './gomoku/GomokuPage.js';
import { LanguageSwitch } from './i18n/LanguageSwitch.js';
import { HomePage } from './pages/HomePage.js';
import { NotFoundPage } from './pages/NotFoundPage.js';
import { QueensPage } from './queens/QueensPage.js';
import { Link, useLocation } from './router.js';

const PAGES = ['home', 'queens', 'go', 'gomoku', 'chongzi'] as const;
type PageId = (typeof PAGES)[number];
const pathOf = (id: PageId): string => (id === 'home' ? '/' : `/${id}`);
const pageAt = (path: string): PageId | undefined => PAGES.find((id) => pathOf(id) === path);
/** An online game's page path: `/<game>/online/<id>`. */
const ONLINE = /^\/(go|gomoku|chongzi)\/online\/([0-9A-Za-z]{10})$/;

export function App(): ReactNode {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const online = ONLINE.exec(path);
  const id = online ? (online[1] as PageId) : pageAt(path);
  const title = id ? t(`title.${id}`) : t('title.notFound');
  useEffect(() => {
    document.title = title;
  }, [title]);
  let page: ReactNode;
  if (online) {
    const [, game, gameId] = online as unknown as [string, 'go' | 'gomoku' | 'chongzi', string];
    page =
      game === 'go' ? (
        <GoOnline key={gameId} id={gameId} />
      ) : game === 'gomoku' ? (
        <GomokuOnline key={gameId} id={gameId} />
      ) : (
        <ChongziOnline key={gameId} id={gameId} />
      );
  } else if (path === '/') page = <HomePage />;
  else if (path === '/queens') page = <QueensPage />;
  else if (path === '/go') page = <GoPage />;
  else if (path === '/chongzi') page = <ChongziPage />;
  else if (path === '/gomoku') page = <GomokuPage />;
  else page = <NotFoundPage />;
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipLink')}
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <Link to="/" className="brand" aria-label={t('homeLabel')}>
            <span className="brand__mark" aria-hidden="true">
              棋盘
            </span>
            <span className="brand__name">Qipan</span>
          </Link>
          <nav aria-label={t('nav.label')} className="site-nav">
            <ul className="nav">
              {PAGES.map((p) => (
                <li key={p}>
                  <Link to={pathOf(p)} aria-current={id === p ? 'page' : undefined}>
                    {t(`nav.${p}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitch />
        </div>
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        {page}
      </main>
      <footer className="site-footer">{t('footer')}</footer>
    </>
  );
}
