/**
 * The app's i18n in the browser: the language from `qipan.lang` or `navigator.languages`,
 * and, whenever it changes, `<html lang>` and the page description kept in step. Only
 * the current language's catalogues are fetched, namespace by namespace (`catalogues.ts`):
 * the shell's at start, a page's with the page (`loadNamespaces`); switching the language
 * fetches the new language's tables for every namespace in use, then switches.
 *
 * @example
 * ```ts
 * const i18n = startI18n();
 * await i18nReady(); // the shell's namespaces are in
 * await loadNamespaces(['queens']); // before showing the N-Queens page
 * await setLanguage(i18n, 'zh'); // <html lang="zh-CN">, localStorage['qipan.lang'] = 'zh'
 * ```
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogueBackend } from './catalogues.js';
import {
  detectLanguage,
  isLanguage,
  LANGUAGE_INFO,
  LANGUAGES,
  STORAGE_KEY,
  type Language,
} from './languages.js';
import type { Namespace } from './locales/index.js';

/** The namespaces of the shell and the home page, fetched at start. */
export const SHELL_NAMESPACES: readonly Namespace[] = ['common', 'home', 'match'];

function stored(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function reflect(i18n: I18n, lang: Language): void {
  document.documentElement.lang = LANGUAGE_INFO[lang].htmlLang;
  const meta = document.querySelector('meta[name="description"]');
  if (meta) meta.setAttribute('content', i18n.t('description'));
}

/** The current language of `i18n` (English if it holds anything else). */
export const currentLanguage = (i18n: I18n): Language =>
  isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

let started: { i18n: I18n; ready: Promise<unknown> } | undefined;

/** The app's instance: created on the first call, fetching the shell's catalogues. */
export function startI18n(): I18n {
  if (started) return started.i18n;
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? []);
  const lang = detectLanguage(stored(), browser.length > 0 ? browser : [navigator.language]);
  const i18n = i18next.createInstance();
  // At once, before the catalogues arrive (the description follows with them).
  document.documentElement.lang = LANGUAGE_INFO[lang].htmlLang;
  i18n.on('languageChanged', (next: string) => {
    if (isLanguage(next)) reflect(i18n, next);
  });
  const ready = i18n
    .use(catalogueBackend)
    .use(initReactI18next)
    .init({
      lng: lang,
      // Every language has every key (catalogue.test.ts): no fallback to fetch.
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      load: 'currentOnly',
      ns: [...SHELL_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  started = { i18n, ready };
  return i18n;
}

/** Resolves when the shell's catalogues are in (or failed: then keys show). */
export const i18nReady = (): Promise<void> =>
  (started?.ready ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );

/** Fetches `ns` in the current language (and keeps them on a language switch). */
export async function loadNamespaces(ns: readonly Namespace[]): Promise<void> {
  if (!started) return;
  await started.ready;
  await started.i18n.loadNamespaces([...ns]);
}

/** Fetches one namespace in `lang` whatever the current language (a page showing both). */
export async function loadBundle(lang: Language, ns: Namespace): Promise<void> {
  if (!started) return;
  await started.ready;
  if (!started.i18n.hasResourceBundle(lang, ns)) await started.i18n.reloadResources([lang], [ns]);
}

/** Switches the language and remembers the choice. */
export async function setLanguage(i18n: I18n, lang: Language): Promise<void> {
  try {
    window.localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  await i18n.changeLanguage(lang);
}
