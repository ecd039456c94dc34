/**
 * Time on the page: clock durations formatted with `Intl` ("4:59", "1:02:03", "9.4"),
 * time-control presets and their one-line descriptions, the low-time test, and the
 * AI's thinking budget from its clock.
 *
 * @example
 * ```ts
 * formatClock(299_000); // '4:59'
 * formatClock(9_400); // '9.4'
 * describeControl({ kind: 'fischer', mainMs: 300_000, incrementMs: 3_000 }); // '5 min + 3 s'
 * aiBudgetMs({ remainingMs: 60_000, inOvertime: false, flagged: false }, control, 1000); // 1000 or less
 * ```
 */
import type { ClockReading, TimeControl } from '@qipan/match';

const pad2 = new Intl.NumberFormat('en', { minimumIntegerDigits: 2, useGrouping: false });
const int = new Intl.NumberFormat('en', { maximumFractionDigits: 0, useGrouping: false });
const tenth = new Intl.NumberFormat('en', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  roundingMode: 'trunc',
} as Intl.NumberFormatOptions);

/** Under this, a clock shows tenths and warns. */
export const LOW_TIME_MS = 10_000;

/**
 * A clock reading: `h:mm:ss` from an hour, `m:ss` from ten seconds, `s.t` below
 * (tenths truncated, so it never shows time that is not there).
 */
export function formatClock(ms: number): string {
  const t = Math.max(0, ms);
  if (t < LOW_TIME_MS) return tenth.format(Math.floor(t / 100) / 10);
  const total = Math.floor(t / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0
    ? `${int.format(h)}:${pad2.format(m)}:${pad2.format(s)}`
    : `${int.format(m)}:${pad2.format(s)}`;
}

/** "5 min", "30 s", "1 min 30 s", "1 h": a setting's length in words. */
export function formatSpan(ms: number): string {
  const s = Math.round(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const r = s % 60;
  const parts: string[] = [];
  if (h) parts.push(`${int.format(h)} h`);
  if (m) parts.push(`${int.format(m)} min`);
  if (r || parts.length === 0) parts.push(`${int.format(r)} s`);
  return parts.join(' ');
}

/** A time control in one line: "none", "5 min", "5 min + 3 s", "10 min + 3 × 30 s", … */
export function describeControl(c: TimeControl): string {
  switch (c.kind) {
    case 'none':
      return 'No clock';
    case 'absolute':
      return formatSpan(c.mainMs);
    case 'fischer':
      return `${formatSpan(c.mainMs)} + ${formatSpan(c.incrementMs)} per move`;
    case 'byoyomi': {
      const over = `${int.format(c.periods)} × ${formatSpan(c.periodMs)} byo-yomi`;
      return c.mainMs > 0 ? `${formatSpan(c.mainMs)} + ${over}` : over;
    }
    case 'canadian': {
      const over = `${int.format(c.stones)} moves in ${formatSpan(c.periodMs)}`;
      return c.mainMs > 0 ? `${formatSpan(c.mainMs)} + ${over}` : over;
    }
  }
}

export interface TimePreset {
  readonly id: string;
  readonly label: string;
  readonly control: TimeControl;
}

const MIN = 60_000;
const SEC = 1000;

/** The presets the new-game dialog offers; "custom" edits the fields. */
export const TIME_PRESETS: readonly TimePreset[] = [
  { id: 'none', label: 'No clock', control: { kind: 'none' } },
  { id: '1m', label: '1 min', control: { kind: 'absolute', mainMs: 1 * MIN } },
  { id: '3+2', label: '3+2', control: { kind: 'fischer', mainMs: 3 * MIN, incrementMs: 2 * SEC } },
  { id: '5+3', label: '5+3', control: { kind: 'fischer', mainMs: 5 * MIN, incrementMs: 3 * SEC } },
  {
    id: '10+5',
    label: '10+5',
    control: { kind: 'fischer', mainMs: 10 * MIN, incrementMs: 5 * SEC },
  },
  { id: '10m', label: '10 min', control: { kind: 'absolute', mainMs: 10 * MIN } },
  {
    id: 'byo30',
    label: '30 s byo-yomi ×3',
    control: { kind: 'byoyomi', mainMs: 0, periods: 3, periodMs: 30 * SEC },
  },
  {
    id: 'byo5',
    label: '5 min + 3 × 30 s',
    control: { kind: 'byoyomi', mainMs: 5 * MIN, periods: 3, periodMs: 30 * SEC },
  },
  {
    id: 'byo10',
    label: '10 min + 3 × 30 s',
    control: { kind: 'byoyomi', mainMs: 10 * MIN, periods: 3, periodMs: 30 * SEC },
  },
  {
    id: 'can',
    label: '5 min + 10 moves / 2 min',
    control: { kind: 'canadian', mainMs: 5 * MIN, stones: 10, periodMs: 2 * MIN },
  },
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
