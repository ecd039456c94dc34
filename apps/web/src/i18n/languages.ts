/**
 * The languages of the app and how one is chosen: a stored choice (`qipan.lang`)
 * wins, else the first English or Chinese entry of the browser's list (any `zh*`
 * gives Simplified Chinese), else English.
 *
 * @example
 * ```ts
 * detectLanguage(undefined, ['zh-TW', 'en']); // 'zh'
 * detectLanguage('en', ['zh-CN']); // 'en'
 * LANGUAGE_INFO.zh.htmlLang; // 'zh-CN'
 * ```
 */

export const LANGUAGES = ['en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Where the chosen language is kept. */
export const STORAGE_KEY = 'qipan.lang';

export interface LanguageInfo {
  /** The `<html lang>` value and the locale given to `Intl`. */
  readonly htmlLang: string;
  /** The language's own name, as the switch shows it. */
  readonly label: string;
}

export const LANGUAGE_INFO: { readonly [L in Language]: LanguageInfo } = {
  en: { htmlLang: 'en', label: 'English' },
  zh: { htmlLang: 'zh-CN', label: '简体中文' },
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The app language for one BCP 47 tag, if it is one we have: `zh-Hant-TW` → `zh`. */
export function languageOfTag(tag: string): Language | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}

/** The stored choice if valid, else the browser's first supported language, else English. */
export function detectLanguage(
  stored: string | null | undefined,
  browserLanguages: readonly string[],
): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const lang = languageOfTag(tag);
    if (lang) return lang;
  }
  return DEFAULT_LANGUAGE;
}
