/**
 * Immutable public states: the board as an array and as two masks, the phase,
 * the side to move, what the last move captured (and on which line), draw
 * counters and the outcome once the game is over.
 *
 * @example
 * ```ts
 * import { newGame, initial, pieceAt } from '@qipan/chongzi';
 * const s = initial({ size: 4, start: 'fixed' });
 * pieceAt(s, { x: 0, y: 3 }); // 'red'; undefined on an empty point
 * newGame({ size: 6 as 4 }); // { ok: false, error: { reason: 'bad-options', option: 'size', ... } }
 * s.phase; // 'movement'
 * ```
 */
import { err, ok, type Outcome, type Point, type Result } from '@qipan/core';
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
import { BOARD_SIZES, resolveOptions, sideColor, SIDES, STARTS } from './types.js';

/** How the game ended: core's {@link Outcome} plus the winner as a {@link Side}. */
export interface ChongziOutcome extends Outcome<ChongziEndReason> {
  /** Undefined for a draw. */
  readonly winnerSide?: Side;
}

/** Earlier positions, newest first, for the repetition rule. */
export interface PositionTrail {
  readonly key: number;
  readonly prev: PositionTrail | undefined;
}

export interface ChongziState {
  readonly options: ResolvedOptions;
  readonly size: BoardSize;
  /** Row-major, `board[y * size + x]`. */
  readonly board: readonly (Side | undefined)[];
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
  readonly lastMove: ChongziMove | undefined;
  /** What the last move captured, one entry per line that captured. */
  readonly captures: readonly Capture[];
  /** Undefined while the game runs. */
  readonly outcome: ChongziOutcome | undefined;
  /** Positions so far, including this one. */
  readonly trail: PositionTrail;
}

export const sideCode = (s: Side): SideCode => (s === 'red' ? 0 : 1);
export const codeSide = (c: number): Side => (c === 0 ? 'red' : 'blue');

/** The piece on a point, or undefined (empty or off the board). */
export function pieceAt(state: ChongziState, p: Point): Side | undefined {
  if (!Number.isInteger(p.x) || !Number.isInteger(p.y)) return undefined;
  if (p.x < 0 || p.y < 0 || p.x >= state.size || p.y >= state.size) return undefined;
  return state.board[p.y * state.size + p.x];
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

export function boardFromMasks(n: number, red: number, blue: number): (Side | undefined)[] {
  const out: (Side | undefined)[] = [];
  for (let p = 0; p < n * n; p++)
    out.push((red >>> p) & 1 ? 'red' : (blue >>> p) & 1 ? 'blue' : undefined);
  return out;
}

function occurrences(trail: PositionTrail | undefined, key: number): number {
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
): ChongziOutcome | undefined {
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
    return { reason: 'repetition' };
  }
  if (
    options.quietMoveLimit !== null &&
    fb.phase === PHASE_MOVEMENT &&
    quietMoves >= options.quietMoveLimit
  ) {
    return { reason: 'quiet-moves' };
  }
  return undefined;
}

/** Builds a public state from a fast board and the bookkeeping around it. */
export function stateFromFast(
  fb: FastBoard,
  options: ResolvedOptions,
  extra: {
    readonly ply: number;
    readonly quietMoves: number;
    readonly lastMove: ChongziMove | undefined;
    readonly captures: readonly Capture[];
    readonly prevTrail: PositionTrail | undefined;
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

/** Why options were refused, naming the option. */
export interface ChongziOptionsError {
  readonly reason: 'bad-options';
  readonly option: keyof ChongziOptions;
  readonly message: string;
}

/** Validates options from users or files: every rule filled in, or the first impossible one. */
export function checkOptions(
  options: ChongziOptions = {},
): Result<ResolvedOptions, ChongziOptionsError> {
  if (typeof options !== 'object' || options === null)
    return err({ reason: 'bad-options', option: 'size', message: 'the options must be an object' });
  const o = resolveOptions(options);
  const bad = (option: keyof ChongziOptions, message: string) =>
    err<ChongziOptionsError>({ reason: 'bad-options', option, message });
  if (!(BOARD_SIZES as readonly unknown[]).includes(o.size))
    return bad('size', `size must be ${BOARD_SIZES.join(' or ')}`);
  if (!(STARTS as readonly unknown[]).includes(o.start))
    return bad('start', `start must be ${STARTS.join(' or ')}`);
  if (!(SIDES as readonly unknown[]).includes(o.firstPlayer))
    return bad('firstPlayer', `firstPlayer must be ${SIDES.join(' or ')}`);
  if (typeof o.capturesDuringPlacement !== 'boolean')
    return bad('capturesDuringPlacement', 'capturesDuringPlacement must be true or false');
  if (typeof o.drawByRepetition !== 'boolean')
    return bad('drawByRepetition', 'drawByRepetition must be true or false');
  const q = o.quietMoveLimit;
  if (q !== null && !(Number.isInteger(q) && q > 0))
    return bad('quietMoveLimit', 'quietMoveLimit must be a positive integer or null (off)');
  return ok(o);
}

const startState = (o: ResolvedOptions): ChongziState =>
  stateFromFast(FastBoard.start(o), o, {
    ply: 0,
    quietMoves: 0,
    lastMove: undefined,
    captures: [],
    prevTrail: undefined,
  });

/** Validated options → the start of a game, or why the options are impossible. */
export function newGame(options: ChongziOptions = {}): Result<ChongziState, ChongziOptionsError> {
  const r = checkOptions(options);
  return r.ok ? ok(startState(r.value)) : r;
}

/**
 * The start of a game (the rows of the fixed start, or an empty board) for trusted
 * options, like {@link newGame}; throws a RangeError for impossible options.
 */
export function initial(options: ChongziOptions = {}): ChongziState {
  const r = checkOptions(options);
  if (!r.ok) throw new RangeError(r.error.message);
  return startState(r.value);
}
