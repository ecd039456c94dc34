/**
 * The engine contract every two-player game implements (see ARCHITECTURE.md).
 *
 * @example
 * ```ts
 * import type { GameDefinition } from '@qipan/core';
 * declare const gomoku: GameDefinition<GState, GMove, GOptions, 'occupied' | 'game-over'>;
 * let s = gomoku.initial({ size: 15, rule: 'renju' });
 * const r = gomoku.play(s, { x: 7, y: 7 });
 * if (r.ok) s = r.value; else console.log(r.error.reason);
 * ```
 */
import type { Color } from './color.js';
import type { Point } from './point.js';
import type { Result } from './result.js';

/** Reason codes shared by every game; each game adds its own. */
export const COMMON_REFUSALS = [
  'not-your-turn',
  'game-over',
  'occupied',
  'off-board',
  'malformed',
] as const;
export type CommonRefusal = (typeof COMMON_REFUSALS)[number];

/** A refused move: a reason code the UI can translate, and a sentence for logs. */
export interface IllegalMove<R extends string = string> {
  readonly reason: R;
  readonly message: string;
}

export const illegal = <R extends string>(reason: R, message: string): IllegalMove<R> => ({
  reason,
  message,
});

/** How a game ended. `winner` is absent for a draw. */
export interface Outcome<Reason extends string = string> {
  readonly winner?: Color;
  readonly reason: Reason;
  /** Points of a winning line or other highlight, when the game has one. */
  readonly line?: readonly Point[];
  /** A score when the game counts one (Go). */
  readonly score?: { readonly black: number; readonly white: number };
}

export interface GameDefinition<
  State,
  Move,
  Options,
  Reason extends string = string,
  EndReason extends string = string,
> {
  /** A short stable name: 'go', 'gomoku', 'chongzi'. */
  readonly id: string;
  /** The start of a game for trusted options; throws a RangeError for impossible ones. */
  initial(options: Options): State;
  /**
   * The start of a game for options from users or files: the state, or why the options
   * are impossible (a reason code and a sentence). Every game in this repository has it.
   */
  newGame?(options: Options): Result<State, { readonly reason: string; readonly message: string }>;
  /** The side to move. */
  turn(state: State): Color;
  legalMoves(state: State): Move[];
  /** Undefined when the move is legal, else the refusal. */
  check(state: State, move: Move): IllegalMove<Reason> | undefined;
  /** A new state; never mutates `state`, never throws for user input. */
  play(state: State, move: Move): Result<State, IllegalMove<Reason>>;
  /** Undefined while the game runs. */
  outcome(state: State): Outcome<EndReason> | undefined;
  parseMove(text: string, state: State): Result<Move, IllegalMove<Reason | 'malformed'>>;
  formatMove(move: Move, state: State): string;
}
