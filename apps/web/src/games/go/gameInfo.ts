/**
 * The game information of a record's root (players, ranks, event, date, result,
 * komi…) as a form's text fields, and the check of an edited copy: the fields that
 * changed, or the first one that is not valid SGF with a reason code the page
 * translates. Unchanged fields are never refused (a loaded file may hold odd dates).
 *
 * @example
 * ```ts
 * const before = gameInfoOf({ PB: ['Shusaku'], KM: ['0'] });
 * checkGameInfo({ ...before, KM: '6.5' }, before); // ok({ KM: '6.5' })
 * checkGameInfo({ ...before, KM: 'six' }, before); // err({ field: 'KM', reason: 'komi' })
 * ```
 */
import { err, ok, type Result, type SgfNode } from '@qipan/core';

/** The game-info properties the page shows and edits, in the form's order. */
export const GAME_INFO_KEYS = [
  'PB',
  'BR',
  'RE',
  'PW',
  'WR',
  'KM',
  'GN',
  'EV',
  'DT',
  'PC',
  'HA',
  'RU',
  'SO',
  'GC',
] as const;
export type GameInfoKey = (typeof GAME_INFO_KEYS)[number];
export type GameInfo = { readonly [k in GameInfoKey]: string };
export type GameInfoChanges = Partial<Record<GameInfoKey, string>>;

export const GAME_INFO_PROBLEMS = ['komi', 'handicap', 'date', 'result'] as const;
export type GameInfoProblem = (typeof GAME_INFO_PROBLEMS)[number];
export interface GameInfoError {
  readonly field: GameInfoKey;
  readonly reason: GameInfoProblem;
}

/** The root's game info as text ('' where a property is absent; list values joined by ', '). */
export function gameInfoOf(sgf: SgfNode): GameInfo {
  const out = {} as Record<GameInfoKey, string>;
  for (const k of GAME_INFO_KEYS) out[k] = (sgf[k] ?? []).join(', ');
  return out;
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const WHOLE = /^\d+$/;
const DAY = /\d{4}(-\d\d(-\d\d)?)?/.source;
/** SGF dates: YYYY[-MM[-DD]], then more dates or shortened MM-DD / DD after commas. */
const DATE = new RegExp(`^${DAY}(,(${DAY}|\\d\\d(-\\d\\d)?))*$`);
const RESULT = /^(0|draw|void|\?|[BW]\+(r|resign|t|time|f|forfeit|\d+(\.\d+)?)?)$/i;

function problem(k: GameInfoKey, v: string): GameInfoProblem | undefined {
  if (v === '') return undefined;
  if (k === 'KM') return NUMBER.test(v) && Number.isFinite(Number(v)) ? undefined : 'komi';
  if (k === 'HA') return WHOLE.test(v) && Number(v) !== 1 ? undefined : 'handicap';
  if (k === 'DT') return DATE.test(v) ? undefined : 'date';
  if (k === 'RE') return RESULT.test(v) ? undefined : 'result';
  return undefined;
}

/**
 * The fields of `draft` that differ from `before` (trimmed; '' removes the property),
 * or the first changed field that is not valid: KM a number, HA a whole number other
 * than 1, DT an SGF date, RE an SGF result.
 */
export function checkGameInfo(
  draft: GameInfo,
  before: GameInfo,
): Result<GameInfoChanges, GameInfoError> {
  const out: GameInfoChanges = {};
  for (const k of GAME_INFO_KEYS) {
    const v = k === 'GC' ? draft[k].trim() : draft[k].trim().replace(/\s+/g, ' ');
    if (v === before[k].trim()) continue;
    const why = problem(k, v);
    if (why) return err({ field: k, reason: why });
    out[k] = v;
  }
  return ok(out);
}
