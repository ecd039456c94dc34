/**
 * The `Intl` formatters bound to the current language, for components.
 *
 * @example
 * ```tsx
 * const f = useFormat();
 * <span>{f.number(14772512)}</span>; // '14,772,512'
 * <span>{f.duration(ms, 'elapsed')}</span>; // '1.2 sec' / '1.2秒'
 * ```
 */
import { useTranslation } from 'react-i18next';
import { currentLanguage } from './browser.js';
import { formatDate, formatDuration, formatNumber, type DurationStyle } from './format.js';
import type { Language } from './languages.js';

export interface Formatters {
  readonly lang: Language;
  number(n: number): string;
  duration(ms: number, style?: DurationStyle): string;
  date(d: Date | number): string;
}

export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  return {
    lang,
    number: (n) => formatNumber(n, lang),
    duration: (ms, style) => formatDuration(ms, lang, style),
    date: (d) => formatDate(d, lang),
  };
}
