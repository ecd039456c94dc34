/**
 * Numbers, durations and dates for the reader's language, through `Intl`.
 *
 * @example
 * ```ts
 * formatNumber(14772512, 'en'); // '14,772,512'
 * formatDuration(65_000, 'en'); // '1:05' (a clock)
 * formatDuration(1_234, 'zh', 'elapsed'); // '1.2秒'
 * formatDate(new Date(0), 'zh'); // '1970年1月1日 08:00' (in the reader's time zone)
 * ```
 */
import { LANGUAGE_INFO, type Language } from './languages.js';

/** `clock`: `h:mm:ss` / `m:ss`, tenths under 10 s. `elapsed`: `1.2 s` under a minute, then a clock. */
export type DurationStyle = 'clock' | 'elapsed';

const cache = new Map<string, Intl.NumberFormat>();
function numberFormat(lang: Language, key: string, options: Intl.NumberFormatOptions) {
  const id = `${lang}|${key}`;
  let f = cache.get(id);
  if (!f) {
    f = new Intl.NumberFormat(LANGUAGE_INFO[lang].htmlLang, options);
    cache.set(id, f);
  }
  return f;
}

export const formatNumber = (n: number, lang: Language): string =>
  numberFormat(lang, 'n', {}).format(n);

const two = (n: number, lang: Language): string =>
  numberFormat(lang, '00', { minimumIntegerDigits: 2, useGrouping: false }).format(n);

function clock(ms: number, lang: Language): string {
  const plain = (n: number): string => numberFormat(lang, 'i', { useGrouping: false }).format(n);
  if (ms < 10_000) {
    const tenths = Math.floor(ms / 100);
    const sec = numberFormat(lang, 'tenths', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
      minimumIntegerDigits: 2,
    }).format(tenths / 10);
    return `${plain(0)}:${sec}`;
  }
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${plain(h)}:${two(m, lang)}:${two(s, lang)}` : `${plain(m)}:${two(s, lang)}`;
}

/** A duration in milliseconds (negative counts as 0). */
export function formatDuration(ms: number, lang: Language, style: DurationStyle = 'clock'): string {
  const t = Number.isFinite(ms) ? Math.max(0, ms) : 0;
  if (style === 'elapsed' && t < 60_000) {
    return numberFormat(lang, 'sec', {
      style: 'unit',
      unit: 'second',
      unitDisplay: 'short',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).format(Math.floor(t / 100) / 10);
  }
  return clock(t, lang);
}

const dates = new Map<Language, Intl.DateTimeFormat>();
/** A date and time, medium date and short time, in the reader's time zone. */
export function formatDate(date: Date | number, lang: Language): string {
  let f = dates.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(LANGUAGE_INFO[lang].htmlLang, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    dates.set(lang, f);
  }
  return f.format(date);
}
