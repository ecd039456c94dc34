/**
 * The Gomocup (Piskvork) brain protocol, input side: one manager line → one typed
 * command, or a typed error saying why the line is malformed. Pure: no I/O.
 * Inside a `BOARD` block the lines are `x,y,field` entries up to `DONE`, so the
 * caller passes the mode it is in.
 *
 * @example
 * ```ts
 * import { parseGomocupLine } from '@qipan/gomoku';
 * parseGomocupLine('TURN 7,8'); // { ok: true, value: { type: 'turn', point: { x: 7, y: 8 } } }
 * parseGomocupLine('10,10,1', 'board'); // a board entry: own stone on 10,10
 * parseGomocupLine('TURN 7'); // { ok: false, error: { reason: 'bad-argument', ... } }
 * ```
 */
import { err, ok, type Point, type Result } from '@qipan/core';
import { parseGomocupPoint } from '../notation.js';
import type { RuleSet } from '../types.js';

/** `INFO` keys whose values are integers (milliseconds, bytes or a code). */
export const NUMERIC_INFO_KEYS = [
  'timeout_turn',
  'timeout_match',
  'time_left',
  'max_memory',
  'game_type',
] as const;
export type NumericInfoKey = (typeof NUMERIC_INFO_KEYS)[number];

export type InfoCommand =
  | { readonly type: 'info'; readonly key: NumericInfoKey; readonly value: number }
  /** `rule` bitmask: 1 exactly five, 2 continuous game, 4 renju, 8 caro. */
  | {
      readonly type: 'info';
      readonly key: 'rule';
      readonly value: number;
      readonly rule: RuleSet;
      readonly continuous: boolean;
    }
  | { readonly type: 'info'; readonly key: 'folder'; readonly value: string }
  /** Keys this engine does not use (the protocol says to ignore them). */
  | { readonly type: 'info'; readonly key: 'other'; readonly name: string; readonly value: string };

/** Board entry field: 1 own stone, 2 opponent's stone, 3 a stone of a winning line (continuous game). */
export type BoardField = 1 | 2 | 3;

export type GomocupCommand =
  | { readonly type: 'empty' }
  | { readonly type: 'start'; readonly size: number }
  | { readonly type: 'rectstart'; readonly width: number; readonly height: number }
  | { readonly type: 'restart' }
  | { readonly type: 'begin' }
  | { readonly type: 'turn'; readonly point: Point }
  | { readonly type: 'board' }
  | { readonly type: 'board-entry'; readonly point: Point; readonly field: BoardField }
  | { readonly type: 'done' }
  | InfoCommand
  | { readonly type: 'takeback'; readonly point: Point }
  | { readonly type: 'about' }
  | { readonly type: 'end' }
  | { readonly type: 'yxshowforbid' };

export type GomocupErrorReason =
  'unknown-command' | 'missing-argument' | 'bad-argument' | 'bad-board-line';

export interface GomocupError {
  readonly reason: GomocupErrorReason;
  readonly message: string;
  readonly line: string;
}

export type ParseMode = 'command' | 'board';

/** The rule set of an `INFO rule` bitmask: renju (4) before exactly-five (1) before freestyle. */
export function ruleFromBits(bits: number): RuleSet {
  if (bits & 4) return 'renju';
  if (bits & 1) return 'standard';
  return 'freestyle';
}

/** The `INFO rule` bitmask of a rule set. */
export const ruleToBits = (rule: RuleSet): number =>
  rule === 'renju' ? 4 : rule === 'standard' ? 1 : 0;

const fail = (
  reason: GomocupErrorReason,
  message: string,
  line: string,
): Result<never, GomocupError> => err({ reason, message, line });

const INT = /^\d{1,10}$/;

type NoArgumentType = 'restart' | 'begin' | 'board' | 'about' | 'end' | 'yxshowforbid' | 'done';
const NO_ARGUMENT: ReadonlyMap<string, NoArgumentType> = new Map([
  ['RESTART', 'restart'],
  ['BEGIN', 'begin'],
  ['BOARD', 'board'],
  ['ABOUT', 'about'],
  ['END', 'end'],
  ['YXSHOWFORBID', 'yxshowforbid'],
  ['DONE', 'done'],
]);

/** Parses one line from the manager (`\r` and surrounding blanks are ignored). */
export function parseGomocupLine(
  raw: string,
  mode: ParseMode = 'command',
): Result<GomocupCommand, GomocupError> {
  const line = raw.replace(/\r$/, '').trim();
  if (line === '') return ok({ type: 'empty' });
  const space = line.search(/\s/);
  const token = space < 0 ? line : line.slice(0, space);
  const word = token.toUpperCase();
  const rest = space < 0 ? '' : line.slice(space).trim();
  if (mode === 'board') {
    if (word === 'DONE' && rest === '') return ok({ type: 'done' });
    const m = /^(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d)$/.exec(line);
    if (!m) return fail('bad-board-line', `expected x,y,field or DONE, got '${line}'`, raw);
    const field = Number(m[3]);
    if (field < 1 || field > 3)
      return fail('bad-board-line', `field must be 1, 2 or 3, got ${field}`, raw);
    return ok({
      type: 'board-entry',
      point: { x: Number(m[1]), y: Number(m[2]) },
      field: field as BoardField,
    });
  }
  const simple = NO_ARGUMENT.get(word);
  if (simple)
    return rest === ''
      ? ok({ type: simple })
      : fail('bad-argument', `${word} takes no argument`, raw);
  if (word === 'TURN' || word === 'TAKEBACK') {
    const type = word === 'TURN' ? 'turn' : 'takeback';
    if (rest === '') return fail('missing-argument', `${word} needs x,y`, raw);
    const point = parseGomocupPoint(rest);
    return point
      ? ok({ type, point })
      : fail('bad-argument', `${word} needs x,y, got '${rest}'`, raw);
  }
  switch (word) {
    case 'START': {
      if (rest === '') return fail('missing-argument', 'START needs a board size', raw);
      if (!INT.test(rest))
        return fail('bad-argument', `START needs a board size, got '${rest}'`, raw);
      return ok({ type: 'start', size: Number(rest) });
    }
    case 'RECTSTART': {
      if (rest === '') return fail('missing-argument', 'RECTSTART needs width,height', raw);
      const p = parseGomocupPoint(rest);
      if (!p) return fail('bad-argument', `RECTSTART needs width,height, got '${rest}'`, raw);
      return ok({ type: 'rectstart', width: p.x, height: p.y });
    }
    case 'INFO':
      return parseInfo(rest, raw);
    default:
      return fail('unknown-command', `unknown command ${token}`, raw);
  }
}

function parseInfo(rest: string, raw: string): Result<GomocupCommand, GomocupError> {
  if (rest === '') return fail('missing-argument', 'INFO needs a key and a value', raw);
  const space = rest.search(/\s/);
  const key = (space < 0 ? rest : rest.slice(0, space)).toLowerCase();
  const value = space < 0 ? '' : rest.slice(space).trim();
  if (key === 'folder') return ok({ type: 'info', key, value });
  const numeric = (NUMERIC_INFO_KEYS as readonly string[]).includes(key) || key === 'rule';
  if (!numeric) return ok({ type: 'info', key: 'other', name: key, value });
  if (value === '') return fail('missing-argument', `INFO ${key} needs a value`, raw);
  // time_left may be negative when the match clock has run out.
  if (!/^-?\d{1,10}$/.test(value))
    return fail('bad-argument', `INFO ${key} needs an integer, got '${value}'`, raw);
  const n = Number(value);
  if (key === 'rule') {
    if (n < 0) return fail('bad-argument', `INFO rule needs a bitmask, got '${value}'`, raw);
    return ok({ type: 'info', key, value: n, rule: ruleFromBits(n), continuous: (n & 2) !== 0 });
  }
  if (n < 0 && key !== 'time_left')
    return fail('bad-argument', `INFO ${key} must not be negative`, raw);
  return ok({ type: 'info', key: key as NumericInfoKey, value: n });
}
