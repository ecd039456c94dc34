/**
 * The body of `POST /api/go/engines/:id/genmove`, checked field by field before any
 * engine sees it, then replayed with Qipan's rules so an impossible game is refused
 * with the move at fault. Refusals are values naming the field. An optional `time`
 * is the engine's clock (see `time.ts`).
 *
 * @example
 * ```ts
 * const r = parseGenmoveRequest({ session: 'tab-1', size: 9, komi: 7, rules: 'chinese',
 *   handicap: [], moves: [{ color: 'black', vertex: 'E5' }], color: 'white' });
 * r.ok ? r.value.moves : r.error; // [{ color: 'black', vertex: 'E5' }] | 'moves[0].vertex: ...'
 * ```
 */
import { err, ok, type Color, type Result } from '@qipan/core';
import {
  MAX_SIZE,
  MIN_SIZE,
  PRESETS,
  formatVertex,
  newGame,
  parseGtpVertex,
  parseVertex,
  playAs,
  withSetup,
  type GoState,
  type Preset,
} from '@qipan/go';
import type { PlayedMove } from '@qipan/engine-process';
import { parseGenmoveTime, type GenmoveTime } from './time.js';

export interface GenmoveRequest {
  readonly session: string;
  readonly size: number;
  readonly komi: number;
  readonly rules: Preset;
  /** Upper-case vertices (`D4`). */
  readonly handicap: readonly string[];
  /** Vertices upper-case, passes as `pass`. */
  readonly moves: readonly PlayedMove[];
  readonly color: Color;
  readonly level: number | undefined;
  /** The engine's clock; undefined when the game has none. */
  readonly time: GenmoveTime | undefined;
}

export const SESSION_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** More moves than any real game (and than a 25×25 board needs). */
export const MAX_MOVES = 2000;
export const MIN_LEVEL = 0;
export const MAX_LEVEL = 10;

const isColor = (v: unknown): v is Color => v === 'black' || v === 'white';

function field(body: Record<string, unknown>, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(body, key) ? body[key] : undefined;
}

/** Checks the shape and values of a request body (no rules yet). */
export function parseGenmoveRequest(body: unknown): Result<GenmoveRequest, string> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return err('body: expected a JSON object');
  }
  const b = body as Record<string, unknown>;
  const session = field(b, 'session');
  if (typeof session !== 'string' || !SESSION_PATTERN.test(session)) {
    return err('session: 1–64 characters of A-Z a-z 0-9 _ -');
  }
  const size = field(b, 'size');
  if (typeof size !== 'number' || !Number.isInteger(size) || size < MIN_SIZE || size > MAX_SIZE) {
    return err(`size: a whole number from ${MIN_SIZE} to ${MAX_SIZE}`);
  }
  const komi = field(b, 'komi');
  if (typeof komi !== 'number' || !Number.isFinite(komi) || Math.abs(komi) > 1000) {
    return err('komi: a number like 6.5');
  }
  const rules = field(b, 'rules');
  if (typeof rules !== 'string' || !(PRESETS as readonly string[]).includes(rules)) {
    return err(`rules: one of ${PRESETS.join(', ')}`);
  }
  const color = field(b, 'color');
  if (!isColor(color)) return err('color: "black" or "white"');
  const level = field(b, 'level');
  if (
    level !== undefined &&
    (typeof level !== 'number' ||
      !Number.isInteger(level) ||
      level < MIN_LEVEL ||
      level > MAX_LEVEL)
  ) {
    return err(`level: a whole number from ${MIN_LEVEL} to ${MAX_LEVEL}`);
  }
  const time = parseGenmoveTime(field(b, 'time'));
  if (!time.ok) return time;
  const handicap = field(b, 'handicap') ?? [];
  if (!Array.isArray(handicap) || handicap.length > size * size) {
    return err('handicap: a list of vertices like D4');
  }
  const stones: string[] = [];
  for (const [i, v] of handicap.entries()) {
    const p = typeof v === 'string' ? parseVertex(v, size) : undefined;
    if (!p) return err(`handicap[${i}]: expected a vertex like D4 on the ${size}×${size} board`);
    const text = formatVertex(p, size);
    if (stones.includes(text)) return err(`handicap[${i}]: ${text} is listed twice`);
    stones.push(text);
  }
  if (stones.length === 1) return err('handicap: at least 2 stones, or none');
  const moves = field(b, 'moves');
  if (!Array.isArray(moves)) return err('moves: a list of { color, vertex }');
  if (moves.length > MAX_MOVES) return err(`moves: at most ${MAX_MOVES}`);
  const played: PlayedMove[] = [];
  for (const [i, m] of moves.entries()) {
    if (typeof m !== 'object' || m === null || Array.isArray(m)) {
      return err(`moves[${i}]: expected { "color": "black", "vertex": "D4" }`);
    }
    const mc = field(m as Record<string, unknown>, 'color');
    const mv = field(m as Record<string, unknown>, 'vertex');
    if (!isColor(mc)) return err(`moves[${i}].color: "black" or "white"`);
    const move = typeof mv === 'string' ? parseGtpVertex(mv, size) : undefined;
    if (!move) return err(`moves[${i}].vertex: expected a vertex like D4 or pass`);
    played.push({
      color: mc,
      vertex: move.type === 'play' ? formatVertex(move.point, size) : 'pass',
    });
  }
  return ok({
    session,
    size,
    komi,
    rules: rules as Preset,
    handicap: stones,
    moves: played,
    color,
    level,
    time: time.value,
  });
}

/** Why a replay failed: the move's index and Qipan's reason. */
export interface ReplayRefusal {
  readonly move: number;
  readonly message: string;
}

/** Replays the request with its rules: the position, or the first impossible move. */
export function replayRequest(r: GenmoveRequest): Result<GoState, ReplayRefusal> {
  const start = newGame({ preset: r.rules, size: r.size, komi: r.komi });
  if (!start.ok) return err({ move: -1, message: start.error.message });
  const stones = r.handicap.flatMap((v) => {
    const point = parseVertex(v, r.size);
    return point ? [{ point, color: 'black' as const }] : [];
  });
  let s = withSetup(start.value, stones, stones.length > 0 ? 'white' : 'black');
  for (const [i, m] of r.moves.entries()) {
    const move = parseGtpVertex(m.vertex, r.size);
    if (!move) return err({ move: i, message: `${m.vertex} is not a vertex` });
    // Two passes end a Qipan game but engines play on (e.g. to settle a dispute).
    const next = playAs({ ...s, passes: 0 }, m.color, move);
    if (!next.ok) {
      return err({ move: i, message: `${m.color} ${m.vertex}: ${next.error.message}` });
    }
    s = next.value;
  }
  return ok(s);
}
