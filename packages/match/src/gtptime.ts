/**
 * A match clock as GTP's `time_settings` / `time_left` say it, for an engine that plays
 * one seat (the browser's engine requests and the server's online engine use it alike).
 *
 * @example
 * ```ts
 * import { gtpTime } from '@qipan/match';
 * gtpTime(match.clock, 'white', Date.now());
 * // { mainMs: 600000, periodMs: 30000, stones: 1, leftMs: 512345, stonesLeft: 0 }
 * ```
 */
import type { Color } from '@qipan/core';
import { readClock } from './clock.js';
import type { ClockState } from './types.js';

/** The control (`mainMs`, `periodMs`, `stones`) and the reading (`leftMs`, `stonesLeft`, 0 in main time), in ms. */
export interface GtpTime {
  readonly mainMs: number;
  readonly periodMs: number;
  readonly stones: number;
  readonly leftMs: number;
  readonly stonesLeft: number;
}

/** The server's limits: a week of time, 1000 stones a period. */
const MAX_TIME_MS = 7 * 24 * 3600_000;
const MAX_STONES = 1000;
const ms = (v: number): number =>
  Number.isFinite(v) ? Math.max(0, Math.min(MAX_TIME_MS, Math.floor(v))) : 0;

/**
 * `color`'s clock at `nowMs` for the engine: absolute and Fischer as main time only (the
 * remaining time, increments included, goes again with each move), byo-yomi as one
 * period of one stone, Canadian as its block; undefined without a time control.
 */
export function gtpTime(
  clock: ClockState | undefined,
  color: Color,
  nowMs: number,
): GtpTime | undefined {
  const c = clock?.control;
  if (!clock || !c || c.kind === 'none') return undefined;
  const r = readClock(clock, color, nowMs)[color];
  const leftMs = ms(r.remainingMs);
  const mainMs = ms(c.mainMs);
  const periodMs = c.kind === 'absolute' || c.kind === 'fischer' ? 0 : ms(c.periodMs);
  if (periodMs === 0 || c.kind === 'absolute' || c.kind === 'fischer') {
    return mainMs > 0 ? { mainMs, periodMs: 0, stones: 0, leftMs, stonesLeft: 0 } : undefined;
  }
  const stones = c.kind === 'byoyomi' ? 1 : Math.max(1, Math.min(MAX_STONES, c.stones));
  const stonesLeft = !r.inOvertime
    ? 0
    : c.kind === 'byoyomi'
      ? 1
      : Math.min(stones, Math.max(1, r.stonesLeft ?? stones));
  return { mainMs, periodMs, stones, leftMs, stonesLeft };
}
