/**
 * The app shell: header with the Qipan name, navigation and language switch, and the
 * routed page; the document title follows the page and the language. The home page is
 * part of the entry; each game page (and each online game page) is a chunk of its own,
 * loaded when shown or when a link to it is hovered or focused (`preloadPageAt`).
 *
 * @example
 * ```tsx
 * preloadPageAt(location.pathname);
 * createRoot(el).render(<App />);
 * ```
 */
import { normalPath as normal, ONLINE_PAGE as ONLINE, type PagePath } from '@qipan/protocol';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadBundle, loadNamespaces } from './i18n/browser.js';
import { LanguageSwitch } from './i18n/LanguageSwitch.js';
import type { Namespace } from './i18n/locales/index.js';
import { HomePage } from './pages/HomePage.js';
import { lazyPage, PageLoadBoundary, PageLoading, type Loadable } from './pages/lazyPage.js';
import { NotFoundPage } from './pages/NotFoundPage.js';
import { ThemeSwitch } from './prefs/ThemeSwitch.js';
import { Link, useLocation } from './router.js';
import { ShortcutsHost } from './shortcuts/ShortcutsHost.js';
import { SoundControl } from './sound/SoundControl.js';

type OnlineProps = { readonly id: string };
/** A game page's catalogues (besides the shell's): its own, the reasons, online play. */
const gameNs = (game: Namespace) => (): Promise<void> =>
  loadNamespaces([game, 'reasons', 'online']);
const Queens = lazyPage(
  () => import('./games/queens/QueensPage.js').then((m) => m.QueensPage),
  () => loadNamespaces(['queens', 'reasons']),
);
const Go = lazyPage(() => import('./games/go/GoPage.js').then((m) => m.GoPage), gameNs('go'));
const Gomoku = lazyPage(
  () => import('./games/gomoku/GomokuPage.js').then((m) => m.GomokuPage),
  gameNs('gomoku'),
);
// The Chongzi page shows the Chinese terms beside the English ones.
const chongziNs = (): Promise<unknown> =>
  Promise.all([gameNs('chongzi')(), loadBundle('zh', 'chongzi')]);
const Chongzi = lazyPage(
  () => import('./games/chongzi/ChongziPage.js').then((m) => m.ChongziPage),
  chongziNs,
);
const GoOnline = lazyPage<OnlineProps>(
  () => import('./games/go/GoOnline.js').then((m) => m.GoOnline),
  gameNs('go'),
);
const GomokuOnline = lazyPage<OnlineProps>(
  () => import('./games/gomoku/GomokuOnline.js').then((m) => m.GomokuOnline),
  gameNs('gomoku'),
);
const ChongziOnline = lazyPage<OnlineProps>(
  () => import('./games/chongzi/ChongziOnline.js').then((m) => m.ChongziOnline),
  chongziNs,
);
const LAZY: { readonly [path: string]: Loadable } = {
  '/queens': Queens,
  '/go': Go,
  '/gomoku': Gomoku,
  '/chongzi': Chongzi,
};
const LAZY_ONLINE = { go: GoOnline, gomoku: GomokuOnline, chongzi: ChongziOnline };

const PAGES = ['home', 'queens', 'go', 'gomoku', 'chongzi'] as const;
type PageId = (typeof PAGES)[number];
// The server answers these paths (and the online pages) with 200, any other with 404.
const pathOf = (id: PageId): PagePath => (id === 'home' ? '/' : `/${id}`);
const pageAt = (path: string): PageId | undefined => PAGES.find((id) => pathOf(id) === path);

/** The lazy page shown at `pathname` (path only, no query), if it is one. */
function lazyAt(pathname: string): Loadable | undefined {
  const path = normal(pathname);
  const online = ONLINE.exec(path);
  return online ? LAZY_ONLINE[online[1] as keyof typeof LAZY_ONLINE] : LAZY[path];
}

/** Starts loading the page at `to` (a path, maybe with a query); nothing for the home page. */
export function preloadPageAt(to: string): Promise<void> {
  return lazyAt(to.split(/[?#]/)[0] ?? '')?.preload() ?? Promise.resolve();
}

export function App(): ReactNode {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const path = normal(pathname);
  const online = ONLINE.exec(path);
  const id = online ? (online[1] as PageId) : pageAt(path);
  const title = id ? t(`title.${id}`) : t('title.notFound');
  useEffect(() => {
    document.title = title;
  }, [title]);
  let page: ReactNode;
  if (online) {
    const [, game, gameId] = online as unknown as [string, 'go' | 'gomoku' | 'chongzi', string];
    const Online = LAZY_ONLINE[game].Page;
    page = <Online key={gameId} id={gameId} />;
  } else if (path === '/') page = <HomePage />;
  else if (path === '/queens') page = <Queens.Page />;
  else if (path === '/go') page = <Go.Page />;
  else if (path === '/chongzi') page = <Chongzi.Page />;
  else if (path === '/gomoku') page = <Gomoku.Page />;
  else page = <NotFoundPage />;
  const shown = lazyAt(path);
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
            </span>{' '}
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
          <ThemeSwitch />
          <SoundControl />
        </div>
      </header>
      <ShortcutsHost page={path}>
        <main id="main" className="site-main" tabIndex={-1}>
          <PageLoadBoundary key={path} pages={shown ? [shown] : []}>
            <Suspense fallback={<PageLoading />}>{page}</Suspense>
          </PageLoadBoundary>
        </main>
      </ShortcutsHost>
      <footer className="site-footer">{t('footer')}</footer>
    </>
  );
}
