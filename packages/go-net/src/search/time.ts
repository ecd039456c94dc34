/**
 * Time management: how long to think for one move from the clock.
 *
 * In main time a move gets its share of what is left over the moves the side still
 * expects to play (about 0.7 × area plies a game, never fewer than a tenth of the
 * area left), plus half of a byo-yomi period when there is one and most of any
 * increment. In byo-yomi a move uses the whole period minus a safety margin.
 */
import { NetSearchError } from './options.js';

export interface ClockState {
  /** Main time left (ms); 0 once in byo-yomi. */
  readonly remainingMs: number;
  /** Byo-yomi periods left (Japanese byo-yomi). */
  readonly periods?: number;
  /** Length of one byo-yomi period (ms). */
  readonly byoYomiMs?: number;
  /** Fischer increment per move (ms). */
  readonly incrementMs?: number;
  /** Moves played in the game so far (both sides). */
  readonly movesPlayed: number;
  readonly boardSize: number;
}

/** What is kept back from a byo-yomi period: a tenth, at least 300 ms, at most half. */
export function byoYomiMargin(byoYomiMs: number): number {
  return Math.min(byoYomiMs / 2, Math.max(300, byoYomiMs / 10));
}

/** Milliseconds to think for the next move; throws a {@link NetSearchError} for a bad clock. */
export function timeForMove(clock: ClockState): number {
  if (typeof clock !== 'object' || clock === null)
    throw new NetSearchError('bad-clock', 'the clock must be an object');
  const { remainingMs, movesPlayed, boardSize } = clock;
  const periods = clock.periods ?? (clock.byoYomiMs !== undefined ? 1 : 0);
  const byo = clock.byoYomiMs ?? 0;
  const inc = clock.incrementMs ?? 0;
  const fields: [string, number][] = [
    ['remainingMs', remainingMs],
    ['movesPlayed', movesPlayed],
    ['periods', periods],
    ['byoYomiMs', byo],
    ['incrementMs', inc],
  ];
  for (const [name, v] of fields)
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0)
      throw new NetSearchError('bad-clock', `clock ${name} = ${String(v)} must be a number ≥ 0`);
  if (!Number.isInteger(boardSize) || boardSize < 2 || boardSize > 25)
    throw new NetSearchError('bad-clock', `clock boardSize = ${String(boardSize)} is not 2..25`);
  const area = boardSize * boardSize;
  const ownMovesLeft = Math.max(area / 10, (area * 0.7 - movesPlayed) / 2);
  const usableByo = periods > 0 && byo > 0 ? byo - byoYomiMargin(byo) : 0;
  if (remainingMs <= 0) return Math.max(0, usableByo + inc * 0.9);
  let t = remainingMs / ownMovesLeft + usableByo / 2 + inc * 0.9;
  // Never more than half of what is left in main time beyond the safe part of a period.
  t = Math.min(t, remainingMs / 2 + usableByo);
  return Math.max(0, Math.floor(t));
}
