/**
 * Game records: the compact move string (`h8i9j10`) and a versioned JSON record
 * that keeps options, a set-up position, swap2 choices and names. Import replays
 * every move through the rules and reports typed errors.
 *
 * @example
 * ```ts
 * import { fromMoveString, toMoveString, toJsonRecord, fromJsonRecord } from '@qipan/gomoku';
 * const r = fromMoveString('h8i9j10', { size: 15, rule: 'renju' });
 * if (r.ok) {
 *   toMoveString(r.value); // { ok: true, value: 'h8i9j10' }
 *   fromJsonRecord(JSON.stringify(toJsonRecord(r.value))); // the same game
 * }
 * ```
 */
import { err, isColor, ok, type Color, type Point, type Result } from '@qipan/core';
import { playMove } from './game.js';
import {
  formatMoveText,
  formatPoint,
  parseMoveString,
  parseMoveText,
  parsePoint,
} from './notation.js';
import { fromSetup, initial, resolveOptions, type GomokuState } from './state.js';
import {
  isChoice,
  type GomokuEndReason,
  type GomokuOptions,
  type GomokuRefusal,
  type OpeningRule,
  type RuleSet,
} from './types.js';

export const RECORD_FORMAT = 'qipan-gomoku';
export const RECORD_VERSION = 1;

/** The JSON record, version 1. Moves use {@link formatMoveText}: `h8`, `swap:white`. */
export interface GomokuRecord {
  readonly format: typeof RECORD_FORMAT;
  readonly version: typeof RECORD_VERSION;
  readonly size: number;
  readonly rule: RuleSet;
  readonly opening: OpeningRule;
  readonly setup?: {
    readonly black: readonly string[];
    readonly white: readonly string[];
    readonly toMove: Color;
  };
  readonly moves: readonly string[];
  /** Informative on export; checked against the replay on import. */
  readonly result?: { readonly winner?: Color; readonly reason: GomokuEndReason };
  /** Free text: player names, event, date... */
  readonly tags?: Readonly<Record<string, string>>;
}

export type RecordError =
  | {
      readonly reason: 'not-json' | 'wrong-format' | 'unsupported-version';
      readonly message: string;
    }
  | { readonly reason: 'invalid-field'; readonly message: string; readonly path: string }
  | {
      readonly reason: 'bad-move-text';
      readonly message: string;
      readonly index: number;
      readonly offset?: number;
    }
  | {
      readonly reason: 'illegal-move';
      readonly message: string;
      readonly index: number;
      /** The move as written (`h8`). */
      readonly move: string;
      readonly refusal: GomokuRefusal;
    }
  | { readonly reason: 'result-mismatch'; readonly message: string }
  | { readonly reason: 'has-setup' | 'has-choices'; readonly message: string };

/** The stones played, as a compact move string; refused for set-up positions. */
export function toMoveString(s: GomokuState): Result<string, RecordError> {
  if (s.setup.black.length + s.setup.white.length > 0)
    return err({
      reason: 'has-setup',
      message: 'a set-up position has no move string; use the JSON record',
    });
  return ok(s.moves.flatMap((m) => (isChoice(m) ? [] : [formatPoint(m, s.config.size)])).join(''));
}

/** Replays a compact move string from the empty board (opening rule `none`). */
export function fromMoveString(
  text: string,
  options: GomokuOptions = {},
): Result<GomokuState, RecordError> {
  const config = resolveOptions({ ...options, opening: 'none' });
  if (!config.ok)
    return err({
      reason: 'invalid-field',
      message: config.error.message,
      path: config.error.reason,
    });
  const parsed = parseMoveString(text, config.value.size);
  if (!parsed.ok)
    return err({
      reason: 'bad-move-text',
      message: parsed.message,
      index: -1,
      offset: parsed.offset,
    });
  let s = initial(config.value);
  for (const [index, p] of parsed.points.entries()) {
    const r = playMove(s, p);
    if (!r.ok)
      return err(illegalAt(index, formatPoint(p, s.config.size), r.error.reason, r.error.message));
    s = r.value;
  }
  return ok(s);
}

const illegalAt = (
  index: number,
  text: string,
  refusal: GomokuRefusal,
  why: string,
): RecordError => ({
  reason: 'illegal-move',
  message: `move ${index + 1} (${text}): ${why}`,
  index,
  move: text,
  refusal,
});

/** The JSON record of a game (an object; `JSON.stringify` it to save). */
export function toJsonRecord(
  s: GomokuState,
  tags?: Readonly<Record<string, string>>,
): GomokuRecord {
  const { size, rule, opening } = s.config;
  const hasSetup = s.setup.black.length + s.setup.white.length > 0;
  return {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    size,
    rule,
    opening,
    ...(hasSetup
      ? {
          setup: {
            black: s.setup.black.map((p) => formatPoint(p, size)),
            white: s.setup.white.map((p) => formatPoint(p, size)),
            toMove: s.setup.turn,
          },
        }
      : {}),
    moves: s.moves.map((m) => formatMoveText(m, size)),
    ...(s.outcome
      ? {
          result: s.outcome.winner
            ? { winner: s.outcome.winner, reason: s.outcome.reason }
            : { reason: s.outcome.reason },
        }
      : {}),
    ...(tags ? { tags: { ...tags } } : {}),
  };
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isStringArray = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((t) => typeof t === 'string');
const invalid = (path: string, message: string): Result<never, RecordError> =>
  err({ reason: 'invalid-field', message, path });

/** Reads a JSON record (text or parsed value), validating every field and replaying every move. */
export function fromJsonRecord(input: string | unknown): Result<GomokuState, RecordError> {
  let v: unknown = input;
  if (typeof input === 'string') {
    try {
      v = JSON.parse(input);
    } catch (e) {
      return err({ reason: 'not-json', message: e instanceof Error ? e.message : 'not JSON' });
    }
  }
  if (!isObject(v) || v.format !== RECORD_FORMAT)
    return err({ reason: 'wrong-format', message: `not a ${RECORD_FORMAT} record` });
  if (v.version !== RECORD_VERSION)
    return err({
      reason: 'unsupported-version',
      message: `version ${String(v.version)} is not supported (expected 1)`,
    });
  const config = resolveOptions({
    size: v.size as number,
    rule: v.rule as RuleSet,
    opening: v.opening as OpeningRule,
  });
  if (!config.ok) return invalid(config.error.reason.slice(4), config.error.message);
  const { size } = config.value;
  if (!isStringArray(v.moves)) return invalid('moves', 'moves must be a list of strings');
  if (
    v.tags !== undefined &&
    !(isObject(v.tags) && Object.values(v.tags).every((t) => typeof t === 'string'))
  )
    return invalid('tags', 'tags must map names to strings');
  let s: GomokuState;
  if (v.setup !== undefined) {
    const setup = v.setup;
    if (
      !isObject(setup) ||
      !isStringArray(setup.black) ||
      !isStringArray(setup.white) ||
      !isColor(setup.toMove)
    )
      return invalid('setup', 'setup needs black and white point lists and toMove');
    if (config.value.opening !== 'none') return invalid('setup', 'a setup needs opening "none"');
    const bad = [...setup.black, ...setup.white].find((t) => parsePoint(t, size) === undefined);
    if (bad !== undefined) return invalid('setup', `setup point ${bad} is not on the board`);
    const points = (ts: string[]): Point[] => ts.flatMap((t) => parsePoint(t, size) ?? []);
    const r = fromSetup({
      ...config.value,
      black: points(setup.black),
      white: points(setup.white),
      turn: setup.toMove,
    });
    if (!r.ok) return invalid('setup', r.error.message);
    s = r.value;
  } else s = initial(config.value);
  for (const [index, text] of v.moves.entries()) {
    const m = parseMoveText(text, size);
    if (!m)
      return err({
        reason: 'bad-move-text',
        message: `move ${index + 1}: cannot read '${text}'`,
        index,
      });
    const r = playMove(s, m);
    if (!r.ok) return err(illegalAt(index, text, r.error.reason, r.error.message));
    s = r.value;
  }
  if (v.result !== undefined) {
    const res = v.result;
    if (!isObject(res) || typeof res.reason !== 'string')
      return invalid('result', 'result needs a reason');
    if (res.reason !== s.outcome?.reason || res.winner !== s.outcome?.winner)
      return err({
        reason: 'result-mismatch',
        message: 'the recorded result is not what the moves give',
      });
  }
  return ok(s);
}
