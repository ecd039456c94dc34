/**
 * The line of an online game: the match rebuilt from its action log, with the moves in
 * notation and the number of take-backs, and the translation between stored actions
 * (moves and points in the game's notation) and match actions.
 *
 * Seats are stored by the colour they were created with; Gomoku's swap2 may hand the
 * colours over, so `colorOfKey` maps a stored seat to the colour it plays now.
 *
 * @example
 * ```ts
 * const line = replay(loaded.game, loaded.actions);
 * if (line.ok) line.value.moves; // ['h8', 'h9', ...]
 * ```
 */
import { err, ok, opposite, type Color, type Result } from '@qipan/core';
import { apply, createMatch, matchGame, type Action, type AnyMatch } from '@qipan/match';
import { matchSeat, type StoredAction, type StoredGame } from '../storage/types.js';
import { failure, fromMatchError, type OnlineError } from './errors.js';
import { parsePoint } from './hooks.js';

/** The match and its line, as rebuilt from the log. */
export interface Line {
  readonly match: AnyMatch;
  /** The moves on the line in notation. */
  readonly moves: readonly string[];
  /** Times moves were taken back. */
  readonly epoch: number;
}

const isSwapped = (m: AnyMatch): boolean => m.game.swapped?.(m.state) ?? false;

/** The colour played now by the stored seat `key` (and, the same involution, the stored seat playing `color`). */
export const colorOfKey = (m: AnyMatch, key: Color): Color => (isSwapped(m) ? opposite(key) : key);

// --- stored actions ↔ match actions ----------------------------------------------

/** A stored action as a match action, parsed against the match's position. */
export function toMatchAction(
  match: AnyMatch,
  stored: Readonly<Record<string, unknown>>,
): Result<Action<unknown>, OnlineError> {
  const def = match.game.definition;
  if (stored.type === 'move') {
    if (typeof stored.move !== 'string') return err(failure('bad-request', 'move: not a string'));
    const m = def.parseMove(stored.move, match.state);
    if (!m.ok) {
      const code = m.error.reason === 'malformed' ? 'bad-request' : 'illegal';
      return err(failure(code, m.error.message, m.error.reason));
    }
    return ok({ type: 'move', move: m.value });
  }
  if (stored.type === 'mark-dead') {
    const point = typeof stored.point === 'string' ? parsePoint(match, stored.point) : undefined;
    if (!point) return err(failure('bad-request', `point: not a point like D4`));
    return ok({ ...stored, point } as unknown as Action<unknown>);
  }
  return ok(stored as unknown as Action<unknown>);
}

/** The move's text in the game's notation, as it reads before the move. */
export const moveText = (match: AnyMatch, move: unknown): string =>
  match.game.definition.formatMove(move, match.state);

/** Applies one action to the line: the new line, or the match's refusal. */
export function advance(
  line: Line,
  action: Action<unknown>,
  atMs: number,
): Result<Line, OnlineError> {
  const before = line.match;
  const r = apply(before, action, atMs);
  if (!r.ok) return err(fromMatchError(r.error));
  const match = r.value;
  // A move: the new tip holds its notation, as `apply` wrote it.
  const text = match.plies > before.plies ? match.record.node(match.tip).data.text : undefined;
  let moves: readonly string[];
  if (text !== undefined) moves = [...line.moves.slice(0, before.plies), text];
  else moves = match.plies === line.moves.length ? line.moves : line.moves.slice(0, match.plies);
  const epoch = line.epoch + (match.plies < before.plies ? 1 : 0);
  return ok({ match, moves, epoch });
}

/** The match at the start of a stored game. */
export function startMatch(game: StoredGame): Result<AnyMatch, OnlineError> {
  const mg = matchGame(game.game);
  const options = mg.parseOptions(game.options);
  if (!options.ok) return err(failure('internal', `stored options: ${options.error.message}`));
  return ok(
    createMatch(mg, {
      options: options.value,
      seats: { black: matchSeat(game.seats.black), white: matchSeat(game.seats.white) },
      ...(game.timeControl ? { timeControl: game.timeControl } : {}),
      nowMs: game.createdAtMs,
    }),
  );
}

/** Replays a stored game's log: its line, or the first action that does not replay. */
export function replay(game: StoredGame, actions: readonly StoredAction[]): Result<Line, string> {
  const start = startMatch(game);
  if (!start.ok) return err(start.error.message);
  let line: Line = { match: start.value, moves: [], epoch: 0 };
  for (const a of actions) {
    const action = toMatchAction(line.match, a.action);
    const next = action.ok ? advance(line, action.value, a.atMs) : action;
    if (!next.ok) return err(`game ${game.id} action ${a.seq}: ${next.error.message}`);
    line = next.value;
  }
  return ok(line);
}
