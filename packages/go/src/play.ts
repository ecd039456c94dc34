/**
 * Legality and moves on the immutable state: `check`, `play`, `legalMoves`, with
 * the refusal reasons `occupied`, `suicide`, `ko`, `superko`, `game-over`,
 * `not-your-turn`, `off-board`.
 *
 * @example
 * ```ts
 * import { initial, play, playAt } from '@qipan/go';
 * let s = initial({ size: 9 });
 * const r = play(s, playAt(4, 4));
 * if (r.ok) s = r.value;
 * play(s, playAt(4, 4)); // { ok: false, error: { reason: 'occupied', ... } }
 * ```
 */
import { err, illegal, ok, opposite, type Color, type IllegalMove, type Result } from '@qipan/core';
import {
  boardOf,
  link,
  restate,
  stoneColor,
  type GoMove,
  type GoState,
  type PositionLink,
} from './state.js';
import type { FastBoard } from './board.js';

export const GO_REFUSALS = [
  'occupied',
  'suicide',
  'ko',
  'superko',
  'game-over',
  'not-your-turn',
  'off-board',
  'malformed',
] as const;
export type GoRefusal = (typeof GO_REFUSALS)[number];
export type GoIllegalMove = IllegalMove<GoRefusal>;

/** Two passes or a resignation end the game. */
export const isOver = (s: GoState): boolean => s.resigned !== undefined || s.passes >= 2;

function repeats(
  board: FastBoard,
  turn: Color,
  positions: PositionLink,
  situational: boolean,
): boolean {
  const lo = board.hashLo;
  const hi = board.hashHi;
  for (let p: PositionLink | undefined = positions; p; p = p.prev) {
    if (p.lo === lo && p.hi === hi && (!situational || p.turn === turn)) return true;
  }
  return false;
}

type Attempt = { ok: true; state: GoState } | { ok: false; error: GoIllegalMove };

/**
 * Why a value from outside (a worker message, a request body, a test) is not a
 * {@link GoMove}, or undefined when it is one; off-board points are the board's matter.
 */
export function malformedMove(move: unknown): GoIllegalMove | undefined {
  if (typeof move !== 'object' || move === null)
    return illegal('malformed', 'a move is an object with a type');
  const m = move as { type?: unknown; point?: unknown };
  if (m.type === 'pass' || m.type === 'resign') return undefined;
  if (m.type !== 'play') return illegal('malformed', 'the move type must be play, pass or resign');
  const p = m.point as { x?: unknown; y?: unknown } | null | undefined;
  if (typeof p !== 'object' || p === null || typeof p.x !== 'number' || typeof p.y !== 'number')
    return illegal('malformed', 'a play needs a point with numbers x and y');
  return undefined;
}

/**
 * Plays `move` for `color` whatever the turn (SGF replay); refuses only board and ko
 * reasons, and any move after a resignation. Moves after two passes are played (a record
 * goes on when the players resume, as GNU Go's do): only {@link play} ends a game there.
 */
export function playAs(state: GoState, color: Color, move: GoMove): Result<GoState, GoIllegalMove> {
  const a = attempt(state, color, move);
  return a.ok ? ok(a.state) : err(a.error);
}

function attempt(state: GoState, color: Color, move: GoMove): Attempt {
  const rules = state.rules;
  if (state.resigned !== undefined)
    return { ok: false, error: illegal('game-over', GO_REFUSAL_MESSAGES['game-over']) };
  const malformed = malformedMove(move);
  if (malformed) return { ok: false, error: malformed };
  if (move.type === 'resign') {
    return {
      ok: true,
      state: restate(state, { resigned: color, lastMove: { type: 'resign', color } }),
    };
  }
  const nextTurn = (placing: number): Color =>
    color === 'black' && placing > 0 ? 'black' : opposite(color);
  if (move.type === 'pass') {
    const board = boardOf(state).clone();
    board.pass();
    const turn = nextTurn(0);
    const next = restate(
      state,
      {
        turn,
        handicapToPlace: 0,
        moveNumber: state.moveNumber + 1,
        passes: state.passes + 1,
        positions: link(board, turn, state.positions),
        lastMove: { type: 'pass', color },
      },
      board,
    );
    return { ok: true, state: next };
  }
  const { x, y } = move.point;
  if (
    !Number.isInteger(x) ||
    !Number.isInteger(y) ||
    x < 0 ||
    y < 0 ||
    x >= rules.size ||
    y >= rules.size
  ) {
    return {
      ok: false,
      error: illegal('off-board', `${x},${y} is not on the ${rules.size}×${rules.size} board`),
    };
  }
  const c = stoneColor(color);
  const own = boardOf(state);
  const p = own.index(x, y);
  const refusal = own.check(c, p, rules.suicide);
  if (refusal) return { ok: false, error: illegal(refusal, GO_REFUSAL_MESSAGES[refusal]) };
  const board = own.clone();
  board.play(c, p);
  const placing = color === 'black' ? Math.max(0, state.handicapToPlace - 1) : 0;
  const turn = nextTurn(placing);
  if (
    rules.ko !== 'simple' &&
    repeats(board, turn, state.positions, rules.ko === 'situational-superko')
  ) {
    return { ok: false, error: illegal('superko', GO_REFUSAL_MESSAGES.superko) };
  }
  const next = restate(
    state,
    {
      turn,
      handicapToPlace: placing,
      moveNumber: state.moveNumber + 1,
      passes: 0,
      positions: link(board, turn, state.positions),
      // A fresh object: the caller's move (and any extra fields on it) stays out of the state.
      lastMove: { type: 'play', point: { x, y }, color },
    },
    board,
  );
  return { ok: true, state: next };
}

/** The message of each refusal `play` can give for a point (also used by the SGF loader). */
export const GO_REFUSAL_MESSAGES = {
  'game-over': 'the game is over',
  occupied: 'the point is occupied',
  suicide: 'the stone would have no liberty (suicide)',
  ko: 'the ko cannot be retaken at once',
  superko: 'the move repeats an earlier position (superko)',
} as const;

/** Plays for the side to move, or for `color` if given and it is that side's turn. */
export function play(state: GoState, move: GoMove, color?: Color): Result<GoState, GoIllegalMove> {
  if (isOver(state)) return err(illegal('game-over', GO_REFUSAL_MESSAGES['game-over']));
  const malformed = malformedMove(move);
  if (malformed) return err(malformed);
  if (color !== undefined && color !== state.turn && move.type !== 'resign') {
    return err(illegal('not-your-turn', `it is ${state.turn}'s turn`));
  }
  return playAs(state, color ?? state.turn, move);
}

/** Undefined when legal, else the refusal. */
export function check(state: GoState, move: GoMove, color?: Color): GoIllegalMove | undefined {
  const r = play(state, move, color);
  return r.ok ? undefined : r.error;
}

/** Every legal point of the side to move, then pass. Empty when the game is over. */
export function legalMoves(state: GoState): GoMove[] {
  if (isOver(state)) return [];
  const out: GoMove[] = [];
  const n = state.rules.size;
  const c = stoneColor(state.turn);
  const superko = state.rules.ko !== 'simple';
  const own = boardOf(state);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const p = own.index(x, y);
      if (own.check(c, p, state.rules.suicide) !== undefined) continue;
      const move: GoMove = { type: 'play', point: { x, y } };
      if (superko && check(state, move)) continue;
      out.push(move);
    }
  }
  out.push({ type: 'pass' });
  return out;
}
