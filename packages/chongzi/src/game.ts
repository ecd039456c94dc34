/**
 * The rules as core's `GameDefinition`: legality as a query with reason codes,
 * `play` returning a new immutable state (never throwing for user input).
 *
 * @example
 * ```ts
 * import { chongzi } from '@qipan/chongzi';
 * let s = chongzi.initial({ size: 5, start: 'fixed' });
 * const r = chongzi.play(s, { kind: 'step', from: { x: 1, y: 3 }, to: { x: 1, y: 2 } });
 * if (r.ok) s = r.value; // Red pushed two Blue pieces on the antidiagonal: s.captures
 * ```
 */
import {
  err,
  illegal,
  ok,
  type GameDefinition,
  type IllegalMove,
  type Point,
  type Result,
} from '@qipan/core';
import { lineCaptureMask, runMask } from './capture.js';
import {
  encodeMove,
  KIND_PLACE,
  KIND_REMOVE,
  KIND_STEP,
  moveFrom,
  moveKind,
  moveTo,
} from './fastboard.js';
import { indexToPoint, maskPoints, pointToIndex } from './geometry.js';
import { formatMove, parseMove } from './notation.js';
import {
  initial,
  newGame,
  pieceAt,
  stateFromFast,
  toFastBoard,
  type ChongziOutcome,
  type ChongziState,
} from './state.js';
import type {
  Capture,
  ChongziEndReason,
  ChongziMove,
  ChongziOptions,
  ChongziRefusal,
} from './types.js';
import { LINES, sideColor } from './types.js';

export type ChongziIllegal = IllegalMove<ChongziRefusal>;

const isPointLike = (p: unknown): p is Point =>
  typeof p === 'object' &&
  p !== null &&
  Number.isInteger((p as { x?: unknown }).x) &&
  Number.isInteger((p as { y?: unknown }).y);

const onBoard = (p: Point, n: number): boolean => p.x >= 0 && p.y >= 0 && p.x < n && p.y < n;

const PHASE_OF_KIND = { step: 'movement', place: 'placement', remove: 'removal' } as const;

/** Undefined when `move` is legal in `state`, else why not. */
export function checkMove(state: ChongziState, move: ChongziMove): ChongziIllegal | undefined {
  if (state.outcome) return illegal('game-over', `the game is over (${state.outcome.reason})`);
  const m = move as unknown as { kind?: unknown; from?: unknown; to?: unknown; at?: unknown };
  if (typeof m !== 'object' || m === null) return illegal('malformed', 'a move must be an object');
  const kind = m.kind;
  if (kind !== 'step' && kind !== 'place' && kind !== 'remove') {
    return illegal('malformed', 'the move kind must be step, place or remove');
  }
  const pts = kind === 'step' ? [m.from, m.to] : [m.at];
  if (!pts.every(isPointLike)) return illegal('malformed', 'points need integer x and y');
  if (PHASE_OF_KIND[kind] !== state.phase) {
    return illegal('wrong-phase', `a ${kind} is not allowed in the ${state.phase} phase`);
  }
  const n = state.size;
  if (!(pts as Point[]).every((p) => onBoard(p, n)))
    return illegal('off-board', 'the point is off the board');
  if (move.kind === 'place') {
    return pieceAt(state, move.at) ? illegal('occupied', 'that point is occupied') : undefined;
  }
  if (move.kind === 'remove') {
    const owner = pieceAt(state, move.at);
    if (owner === undefined) return illegal('empty', 'there is no piece to remove there');
    if (owner === state.turn)
      return illegal('not-opponent-piece', 'remove one of the opponent’s pieces');
    return undefined;
  }
  const owner = pieceAt(state, move.from);
  if (owner === undefined) return illegal('empty', 'there is no piece on that point');
  if (owner !== state.turn) return illegal('not-your-piece', 'that piece belongs to the opponent');
  if (Math.abs(move.from.x - move.to.x) + Math.abs(move.from.y - move.to.y) !== 1) {
    return illegal('not-adjacent', 'a piece moves one step along a grid line');
  }
  if (pieceAt(state, move.to)) return illegal('occupied', 'that point is occupied');
  return undefined;
}

/** The integer encoding of a (legal) move for the fast board. */
export function encodePublicMove(move: ChongziMove, n: number): number {
  if (move.kind === 'step')
    return encodeMove(KIND_STEP, pointToIndex(move.from, n), pointToIndex(move.to, n));
  return encodeMove(move.kind === 'place' ? KIND_PLACE : KIND_REMOVE, 0, pointToIndex(move.at, n));
}

export function decodeMove(m: number, n: number): ChongziMove {
  const k = moveKind(m);
  const to = indexToPoint(moveTo(m), n);
  if (k === KIND_STEP) return { kind: 'step', from: indexToPoint(moveFrom(m), n), to };
  return k === KIND_PLACE ? { kind: 'place', at: to } : { kind: 'remove', at: to };
}

export function legalMoves(state: ChongziState): ChongziMove[] {
  if (state.outcome) return [];
  const fb = toFastBoard(state);
  const buf = new Int32Array(128);
  const count = fb.generate(buf, 0);
  const out: ChongziMove[] = [];
  for (let i = 0; i < count; i++) out.push(decodeMove(buf[i] as number, state.size));
  return out;
}

/** The new state after a legal move; the last move's captures are listed by line. */
export function playMove(
  state: ChongziState,
  move: ChongziMove,
): Result<ChongziState, ChongziIllegal> {
  const refusal = checkMove(state, move);
  if (refusal) return err(refusal);
  const n = state.size;
  const fb = toFastBoard(state);
  const code = encodePublicMove(move, n);
  const captures: Capture[] = [];
  const capturing =
    move.kind === 'step' || (move.kind === 'place' && state.options.capturesDuringPlacement);
  if (capturing) {
    const s = fb.side;
    const to = moveTo(code);
    const fromBit = move.kind === 'step' ? 1 << moveFrom(code) : 0;
    const mine = ((fb.pieces[s] as number) & ~fromBit) | (1 << to);
    const occ = mine | (fb.pieces[s ^ 1] as number);
    LINES.forEach((line, d) => {
      const cap = lineCaptureMask(fb.g, mine, occ, to, d);
      if (cap !== 0) {
        const run = maskPoints(runMask(fb.g, occ, to, d), n);
        captures.push({ line, run, captured: maskPoints(cap, n) });
      }
    });
  }
  fb.make(code);
  const clean = decodeMove(code, n); // the move without any extra fields of the caller's object
  const irreversible = move.kind !== 'step' || fb.lastCaptured !== 0;
  return ok(
    stateFromFast(fb, state.options, {
      ply: state.ply + 1,
      quietMoves: irreversible ? 0 : state.quietMoves + 1,
      lastMove: clean,
      captures,
      prevTrail: state.trail,
    }),
  );
}

/** Core's engine contract for Chongzi. `turn` maps Red to `black` and Blue to `white`. */
export const chongzi: GameDefinition<
  ChongziState,
  ChongziMove,
  ChongziOptions,
  ChongziRefusal,
  ChongziEndReason
> & { outcome(state: ChongziState): ChongziOutcome | undefined } = {
  id: 'chongzi',
  initial: (options) => initial(options),
  newGame: (options) => newGame(options),
  turn: (state) => sideColor(state.turn),
  legalMoves,
  check: checkMove,
  play: playMove,
  outcome: (state) => state.outcome,
  parseMove: (text, state) => parseMove(text, state.size),
  formatMove: (move, state) => formatMove(move, state.size),
};
