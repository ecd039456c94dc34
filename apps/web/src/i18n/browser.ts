/**
 * The app's i18n in the browser: the language from `qipan.lang` or `navigator.languages`,
 * and, whenever it changes, `<html lang>` and the page description kept in step.
 *
 * @example
 * ```ts
 * const i18n = startI18n();
 * await setLanguage(i18n, 'zh'); // <html lang="zh-CN">, localStorage['qipan.lang'] = 'zh'
 * ```
 */
import type { i18n as I18n } from 'i18next';
import {
  detectLanguage,
  isLanguage,
  LANGUAGE_INFO,
  STORAGE_KEY,
  type Language,
} from './languages.js';
import { createI18n } from './setup.js';

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

export function startI18n(): I18n {
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? []);
  const lang = detectLanguage(stored(), browser.length > 0 ? browser : [navigator.language]);
  const i18n = createI18n(lang);
  reflect(i18n, lang);
  i18n.on('languageChanged', (next: string) => {
    if (isLanguage(next)) reflect(i18n, next);
  });
  return i18n;
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
