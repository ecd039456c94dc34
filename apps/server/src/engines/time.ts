/**
 * The engine's clock in a genmove request, shaped after GTP v2: the control as
 * `time_settings main_time byo_yomi_time byo_yomi_stones`, the reading as
 * `time_left color time stones` — in milliseconds. Absolute and Fischer time are main
 * time only (Fischer's remaining time is re-sent each move), byo-yomi is one period of
 * one stone, Canadian a block of `stones` moves. Also: how long to wait for the engine.
 *
 * @example
 * ```ts
 * const r = parseGenmoveTime({ mainMs: 60_000, periodMs: 0, stones: 0, leftMs: 42_000, stonesLeft: 0 });
 * r.ok ? waitBoundMs(r.value) : r.error; // 43_000 | 'time.leftMs: ...'
 * ```
 */
import { err, ok, type Result } from '@qipan/core';

export interface GenmoveTime {
  /** The control's main time (0 for none). */
  readonly mainMs: number;
  /** The byo-yomi period or Canadian block (0: no overtime). */
  readonly periodMs: number;
  /** Moves per period: 1 for byo-yomi, the block's moves for Canadian, 0 without overtime. */
  readonly stones: number;
  /** Time left now: main time, or in overtime the rest of the current period. */
  readonly leftMs: number;
  /** 0 in main time; in overtime the moves still to play in the current period. */
  readonly stonesLeft: number;
}

/** A week: no game clock holds more. */
export const MAX_TIME_MS = 7 * 24 * 3600_000;
export const MAX_STONES = 1000;
/** The wait for an engine's move is its time left plus this (the answer's way back). */
export const WAIT_MARGIN_MS = 1000;

const SHAPE = 'time: { mainMs, periodMs, stones, leftMs, stonesLeft } or no time field';

function field(body: Record<string, unknown>, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(body, key) ? body[key] : undefined;
}

/** Checks the request's `time` field (undefined: the engine plays without a clock). */
export function parseGenmoveTime(v: unknown): Result<GenmoveTime | undefined, string> {
  if (v === undefined) return ok(undefined);
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return err(SHAPE);
  const t = v as Record<string, unknown>;
  const values: Record<string, number> = {};
  for (const key of ['mainMs', 'periodMs', 'leftMs']) {
    const x = field(t, key);
    if (typeof x !== 'number' || !Number.isFinite(x) || x < 0 || x > MAX_TIME_MS) {
      return err(`time.${key}: milliseconds from 0 to ${MAX_TIME_MS}`);
    }
    values[key] = Math.floor(x);
  }
  for (const key of ['stones', 'stonesLeft']) {
    const x = field(t, key);
    if (typeof x !== 'number' || !Number.isInteger(x) || x < 0 || x > MAX_STONES) {
      return err(`time.${key}: a whole number from 0 to ${MAX_STONES}`);
    }
    values[key] = x;
  }
  const { mainMs = 0, periodMs = 0, stones = 0, leftMs = 0, stonesLeft = 0 } = values;
  if (periodMs > 0 !== stones > 0) {
    return err('time.stones: 1 or more with a periodMs, 0 without');
  }
  if (mainMs === 0 && periodMs === 0) return err('time.mainMs: more than 0 without a periodMs');
  if (stonesLeft > stones) return err(`time.stonesLeft: at most stones (${stones})`);
  return ok({ mainMs, periodMs, stones, leftMs, stonesLeft });
}

/** Until the flag falls (the period after main time counts), plus {@link WAIT_MARGIN_MS}. */
export function waitBoundMs(t: GenmoveTime): number {
  return t.leftMs + (t.stonesLeft === 0 ? t.periodMs : 0) + WAIT_MARGIN_MS;
}
