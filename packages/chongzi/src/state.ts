/**
 * Immutable public states: the board as an array and as two masks, the phase,
 * the side to move, what the last move captured (and on which line), draw
 * counters and the outcome once the game is over.
 *
 * @example
 * ```ts
 * import { initialState, pieceAt } from '@qipan/chongzi';
 * const s = initialState({ size: 4, start: 'fixed' });
 * pieceAt(s, { x: 0, y: 3 }); // 'red'
 * s.phase; // 'movement'
 * ```
 */
import type { Outcome, Point } from '@qipan/core';
import {
  FastBoard,
  PHASE_CODES,
  PHASE_MOVEMENT,
  PHASE_PLACEMENT,
  type SideCode,
} from './fastboard.js';
import { popcount } from './geometry.js';
import type {
  BoardSize,
  Capture,
  ChongziEndReason,
  ChongziMove,
  ChongziOptions,
  Phase,
  ResolvedOptions,
  Side,
} from './types.js';
import { resolveOptions, sideColor } from './types.js';

/** How the game ended: core's {@link Outcome} plus the winner as a {@link Side}. */
export interface ChongziOutcome extends Outcome<ChongziEndReason> {
  readonly winnerSide: Side | null;
}

/** Earlier positions, newest first, for the repetition rule. */
export interface PositionTrail {
  readonly key: number;
  readonly prev: PositionTrail | null;
}

export interface ChongziState {
  readonly options: ResolvedOptions;
  readonly size: BoardSize;
  /** Row-major, `board[y * size + x]`. */
  readonly board: readonly (Side | null)[];
  /** Bit masks of the pieces (bit `y * size + x`). */
  readonly red: number;
  readonly blue: number;
  readonly turn: Side;
  readonly phase: Phase;
  /** Removals made so far (0..2); 2 once the movement phase of the empty start begins. */
  readonly removals: number;
  /** Moves played since the initial state (placements and removals count). */
  readonly ply: number;
  /** Consecutive steps without a capture, for the quiet-move draw. */
  readonly quietMoves: number;
  readonly lastMove: ChongziMove | null;
  /** What the last move captured, one entry per line that captured. */
  readonly captures: readonly Capture[];
  readonly outcome: ChongziOutcome | null;
  /** Positions so far, including this one. */
  readonly trail: PositionTrail;
}

export const sideCode = (s: Side): SideCode => (s === 'red' ? 0 : 1);
export const codeSide = (c: number): Side => (c === 0 ? 'red' : 'blue');

export function pieceAt(state: ChongziState, p: Point): Side | null {
  if (!Number.isInteger(p.x) || !Number.isInteger(p.y)) return null;
  if (p.x < 0 || p.y < 0 || p.x >= state.size || p.y >= state.size) return null;
  return state.board[p.y * state.size + p.x] ?? null;
}

export function pieceCount(state: ChongziState, side: Side): number {
  return popcount(side === 'red' ? state.red : state.blue);
}

/** The fast board of a state (for search). */
export function toFastBoard(state: ChongziState): FastBoard {
  const o = state.options;
  return new FastBoard({
    size: state.size,
    replace: o.start === 'fixed',
    capturesDuringPlacement: o.capturesDuringPlacement,
    first: sideCode(o.firstPlayer),
    red: state.red,
    blue: state.blue,
    side: sideCode(state.turn),
    phase: PHASE_CODES.indexOf(state.phase),
    removals: state.removals,
  });
}

export function boardFromMasks(n: number, red: number, blue: number): (Side | null)[] {
  const out: (Side | null)[] = [];
  for (let p = 0; p < n * n; p++)
    out.push((red >>> p) & 1 ? 'red' : (blue >>> p) & 1 ? 'blue' : null);
  return out;
}

function occurrences(trail: PositionTrail | null, key: number): number {
  let n = 0;
  for (let t = trail; t; t = t.prev) if (t.key === key) n++;
  return n;
}

/** The outcome of a position, given its draw counters. */
export function computeOutcome(
  fb: FastBoard,
  options: ResolvedOptions,
  quietMoves: number,
  trail: PositionTrail,
): ChongziOutcome | null {
  const win = (loser: number, reason: ChongziEndReason): ChongziOutcome => {
    const w = codeSide(loser ^ 1);
    return { winner: sideColor(w), winnerSide: w, reason };
  };
  if (fb.phase !== PHASE_PLACEMENT) {
    if (fb.pieces[fb.side] === 0) return win(fb.side, 'no-pieces');
    if (fb.pieces[fb.side ^ 1] === 0) return win(fb.side ^ 1, 'no-pieces');
  }
  if (!fb.hasMove()) return win(fb.side, 'no-moves');
  if (options.drawByRepetition && occurrences(trail, trail.key) >= 3) {
    return { winnerSide: null, reason: 'repetition' };
  }
  if (
    options.quietMoveLimit !== null &&
    fb.phase === PHASE_MOVEMENT &&
    quietMoves >= options.quietMoveLimit
  ) {
    return { winnerSide: null, reason: 'quiet-moves' };
  }
  return null;
}

/** Builds a public state from a fast board and the bookkeeping around it. */
export function stateFromFast(
  fb: FastBoard,
  options: ResolvedOptions,
  extra: {
    readonly ply: number;
    readonly quietMoves: number;
    readonly lastMove: ChongziMove | null;
    readonly captures: readonly Capture[];
    readonly prevTrail: PositionTrail | null;
  },
): ChongziState {
  const red = fb.pieces[0] as number;
  const blue = fb.pieces[1] as number;
  const trail: PositionTrail = { key: fb.key(), prev: extra.prevTrail };
  return {
    options,
    size: fb.g.n,
    board: boardFromMasks(fb.g.n, red, blue),
    red,
    blue,
    turn: codeSide(fb.side),
    phase: PHASE_CODES[fb.phase] as Phase,
    removals: fb.removals,
    ply: extra.ply,
    quietMoves: extra.quietMoves,
    lastMove: extra.lastMove,
    captures: extra.captures,
    outcome: computeOutcome(fb, options, extra.quietMoves, trail),
    trail,
  };
}

/** The start of a game: the rows of the fixed start, or an empty board. */
export function initialState(options: ChongziOptions = {}): ChongziState {
  const o = resolveOptions(options);
  return stateFromFast(FastBoard.start(o), o, {
    ply: 0,
    quietMoves: 0,
    lastMove: null,
    captures: [],
    prevTrail: null,
  });
}
