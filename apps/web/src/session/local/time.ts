/**
 * Time on the page: clock durations formatted with `Intl` ("4:59", "1:02:03", "0:09.4"),
 * time-control presets and their one-line descriptions, the low-time test, and the
 * AI's thinking budget from its clock.
 *
 * @example
 * ```ts
 * formatClock(299_000, 'en'); // '4:59'
 * formatClock(9_400, 'en'); // '0:09.4'
 * describeControl(t, 'en', { kind: 'fischer', mainMs: 300_000, incrementMs: 3_000 }); // '5 min + 3 s per move'
 * aiBudgetMs({ remainingMs: 60_000, inOvertime: false, flagged: false }, control, 1000); // 1000 or less
 * ```
 */
import type { ClockReading, TimeControl } from '@qipan/match';
import { formatDuration, formatNumber } from '../../i18n/format.js';
import type { Language } from '../../i18n/languages.js';
import { say, type Tr } from './messages.js';

/** Under this, a clock shows tenths and warns. */
export const LOW_TIME_MS = 10_000;

/**
 * A clock reading through `Intl` (`formatDuration`): `h:mm:ss` from an hour, `m:ss` from
 * ten seconds, `0:0s.t` below (tenths truncated, so it never shows time that is not there).
 */
export const formatClock = (ms: number, lang: Language): string =>
  formatDuration(ms, lang, 'clock');

/** "5 min", "30 s", "1 min 30 s", "1 h" (zh "5 分钟"): a setting's length in words. */
export function formatSpan(tr: Tr, lang: Language, ms: number): string {
  const t = say(tr);
  const s = Math.round(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const r = s % 60;
  const n = (v: number): string => formatNumber(v, lang);
  const parts: string[] = [];
  if (h) parts.push(t('match:time.hours', { n: n(h) }));
  if (m) parts.push(t('match:time.minutes', { n: n(m) }));
  if (r || parts.length === 0) parts.push(t('match:time.seconds', { n: n(r) }));
  return parts.join(t('match:time.sentenceGap'));
}

/** A time control in one line: "No clock", "5 min", "5 min + 3 s per move", "10 min + 3 × 30 s byo-yomi", … */
export function describeControl(tr: Tr, lang: Language, c: TimeControl): string {
  const t = say(tr);
  const span = (ms: number): string => formatSpan(tr, lang, ms);
  switch (c.kind) {
    case 'none':
      return t('match:time.none');
    case 'absolute':
      return span(c.mainMs);
    case 'fischer':
      return t('match:time.fischer', { main: span(c.mainMs), increment: span(c.incrementMs) });
    case 'byoyomi': {
      const periods = formatNumber(c.periods, lang);
      const over = t('match:time.byoyomi', { periods, period: span(c.periodMs) });
      return c.mainMs > 0
        ? t('match:time.withMain', { main: span(c.mainMs), overtime: over })
        : over;
    }
    case 'canadian': {
      const stones = formatNumber(c.stones, lang);
      const over = t('match:time.canadian', { stones, period: span(c.periodMs) });
      return c.mainMs > 0
        ? t('match:time.withMain', { main: span(c.mainMs), overtime: over })
        : over;
    }
  }
}

export const PRESET_IDS = [
  'none',
  '1m',
  '3+2',
  '5+3',
  '10+5',
  '10m',
  'byo30',
  'byo5',
  'byo10',
  'can',
] as const;
export type PresetId = (typeof PRESET_IDS)[number];

export interface TimePreset {
  /** Its label is `match:time.preset.<id>`. */
  readonly id: PresetId;
  readonly control: TimeControl;
}

const MIN = 60_000;
const SEC = 1000;

/** The presets the new-game dialog offers; "custom" edits the fields. */
export const TIME_PRESETS: readonly TimePreset[] = [
  { id: 'none', control: { kind: 'none' } },
  { id: '1m', control: { kind: 'absolute', mainMs: 1 * MIN } },
  { id: '3+2', control: { kind: 'fischer', mainMs: 3 * MIN, incrementMs: 2 * SEC } },
  { id: '5+3', control: { kind: 'fischer', mainMs: 5 * MIN, incrementMs: 3 * SEC } },
  { id: '10+5', control: { kind: 'fischer', mainMs: 10 * MIN, incrementMs: 5 * SEC } },
  { id: '10m', control: { kind: 'absolute', mainMs: 10 * MIN } },
  { id: 'byo30', control: { kind: 'byoyomi', mainMs: 0, periods: 3, periodMs: 30 * SEC } },
  { id: 'byo5', control: { kind: 'byoyomi', mainMs: 5 * MIN, periods: 3, periodMs: 30 * SEC } },
  { id: 'byo10', control: { kind: 'byoyomi', mainMs: 10 * MIN, periods: 3, periodMs: 30 * SEC } },
  { id: 'can', control: { kind: 'canadian', mainMs: 5 * MIN, stones: 10, periodMs: 2 * MIN } },
];

/** The preset equal to `c`, if any. */
export function presetOf(c: TimeControl): TimePreset | undefined {
  const key = JSON.stringify(c);
  return TIME_PRESETS.find((p) => JSON.stringify(p.control) === key);
}

/**
 * Whether a reading is low: under ten seconds of the last time there is (main time
 * without overtime, a Canadian block), or the last byo-yomi period.
 */
export function isLowTime(r: ClockReading, control: TimeControl): boolean {
  switch (control.kind) {
    case 'none':
      return false;
    case 'absolute':
    case 'fischer':
      return r.remainingMs < LOW_TIME_MS;
    case 'byoyomi':
      return r.inOvertime && (r.periods ?? 0) <= 1;
    case 'canadian':
      return r.inOvertime && r.remainingMs < LOW_TIME_MS;
  }
}

/** The share of the main time the AI spends on one move. */
const MOVES_TO_GO = 20;
/** The AI keeps this much in hand, for the worker's start and the message round trip. */
const SAFETY_MS = 300;
const MIN_BUDGET_MS = 50;

/**
 * How long the AI may think: the level's time without a clock; with one, its share
 * of the remaining time (remaining/20 + increment, a period's 80 % in byo-yomi,
 * the block's time over its stones in Canadian), never more than the level's time.
 */
export function aiBudgetMs(
  r: ClockReading | undefined,
  control: TimeControl | undefined,
  levelMs: number,
): number {
  if (!r || !control || control.kind === 'none') return levelMs;
  let share: number;
  if (!r.inOvertime) {
    share = r.remainingMs / MOVES_TO_GO;
    if (control.kind === 'fischer') share += control.incrementMs * 0.8;
    if (control.kind === 'byoyomi') share = Math.max(share, control.periodMs * 0.8);
    if (control.kind === 'canadian') share = Math.max(share, control.periodMs / control.stones / 2);
  } else if (control.kind === 'byoyomi') share = r.remainingMs * 0.8;
  else if (control.kind === 'canadian')
    share = (r.remainingMs / Math.max(1, r.stonesLeft ?? 1)) * 0.8;
  else share = r.remainingMs / MOVES_TO_GO;
  const safe = Math.min(share, r.remainingMs - SAFETY_MS);
  return Math.max(MIN_BUDGET_MS, Math.min(levelMs, Math.floor(safe)));
}

/** A time control from saved JSON, leniently: each field checked, no clock when it does not read. */
export function readTimeControl(v: unknown): TimeControl {
  const o = typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
  const ms = (k: string): number | undefined => {
    const x = o[k];
    return typeof x === 'number' && Number.isFinite(x) && x >= 0 ? x : undefined;
  };
  const mainMs = ms('mainMs');
  if (mainMs === undefined) return { kind: 'none' };
  if (o.kind === 'absolute') return { kind: 'absolute', mainMs };
  const periodMs = ms('periodMs');
  const incrementMs = ms('incrementMs');
  if (o.kind === 'fischer' && incrementMs !== undefined)
    return { kind: 'fischer', mainMs, incrementMs };
  const periods = ms('periods');
  if (o.kind === 'byoyomi' && periods && periodMs)
    return { kind: 'byoyomi', mainMs, periods, periodMs };
  const stones = ms('stones');
  if (o.kind === 'canadian' && stones && periodMs)
    return { kind: 'canadian', mainMs, stones, periodMs };
  return { kind: 'none' };
}
