/**
 * The catalogues for the browser, one chunk per language and namespace, imported when
 * first needed: a page loads its own namespaces in its current language only. Unit tests
 * keep using `createI18n` (setup.ts), which has every catalogue at hand.
 *
 * @example
 * ```ts
 * const tables = await loadCatalogue('zh', 'queens'); // the Chinese N-Queens table
 * i18n.use(catalogueBackend); // i18next fetches the namespaces it is asked for
 * ```
 */
import type { BackendModule, ResourceKey } from 'i18next';
import type { Language } from './languages.js';
import type { MessageTree, Namespace } from './locales/index.js';

type Loader = () => Promise<MessageTree>;

const LOADERS: { readonly [L in Language]: { readonly [N in Namespace]: Loader } } = {
  en: {
    common: () => import('./locales/en/common.js').then((m) => m.common),
    home: () => import('./locales/en/home.js').then((m) => m.home),
    queens: () => import('./locales/en/queens.js').then((m) => m.queens),
    go: () => import('./locales/en/go.js').then((m) => m.go),
    gomoku: () => import('./locales/en/gomoku.js').then((m) => m.gomoku),
    chongzi: () => import('./locales/en/chongzi.js').then((m) => m.chongzi),
    match: () => import('./locales/en/match.js').then((m) => m.match),
    reasons: () => import('./locales/en/reasons.js').then((m) => m.reasons),
    online: () => import('./locales/en/online.js').then((m) => m.online),
  },
  zh: {
    common: () => import('./locales/zh/common.js').then((m) => m.common),
    home: () => import('./locales/zh/home.js').then((m) => m.home),
    queens: () => import('./locales/zh/queens.js').then((m) => m.queens),
    go: () => import('./locales/zh/go.js').then((m) => m.go),
    gomoku: () => import('./locales/zh/gomoku.js').then((m) => m.gomoku),
    chongzi: () => import('./locales/zh/chongzi.js').then((m) => m.chongzi),
    match: () => import('./locales/zh/match.js').then((m) => m.match),
    reasons: () => import('./locales/zh/reasons.js').then((m) => m.reasons),
    online: () => import('./locales/zh/online.js').then((m) => m.online),
  },
};

const isKnown = <T extends object>(table: T, key: string): key is Extract<keyof T, string> =>
  Object.hasOwn(table, key);

/** One namespace of one language; a clear error for an unknown language or namespace. */
export function loadCatalogue(lang: string, ns: string): Promise<MessageTree> {
  if (!isKnown(LOADERS, lang))
    return Promise.reject(new Error(`no catalogue for language ${lang}`));
  const byNs = LOADERS[lang];
  if (!isKnown(byNs, ns)) return Promise.reject(new Error(`no namespace ${ns} in ${lang}`));
  return byNs[ns]();
}

/** An i18next backend over `loadCatalogue`. */
export const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(lang, ns, callback) {
    loadCatalogue(lang, ns).then(
      (tree) => callback(null, tree as ResourceKey),
      (e: unknown) => callback(e instanceof Error ? e : new Error(String(e)), false),
    );
  },
};
