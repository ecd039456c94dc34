/**
 * The gomoku `GameDefinition`: freestyle, standard and renju on 5×5..25×25
 * boards, with the swap2 opening as explicit phases.
 *
 * @example
 * ```ts
 * import { gomoku } from '@qipan/gomoku';
 * let s = gomoku.initial({ size: 15, rule: 'renju' });
 * const r = gomoku.play(s, { x: 7, y: 7 });
 * if (r.ok) s = r.value; else console.log(r.error.reason); // e.g. 'occupied'
 * gomoku.outcome(s); // undefined while the game runs
 * ```
 */
import {
  err,
  illegal,
  ok,
  opposite,
  type GameDefinition,
  type IllegalMove,
  type Outcome,
  type Point,
  type Result,
} from '@qipan/core';
import type { Board } from './board.js';
import { formatMoveText, formatPoint, parseMoveText } from './notation.js';
import { forbiddenKind, forbiddenIndices } from './renju.js';
import { boardOf, initial, newGame, type GomokuState } from './state.js';
import {
  BLACK,
  colorCell,
  EMPTY,
  isChoice,
  type ChoiceMove,
  type ForbiddenPoint,
  type GomokuEndReason,
  type GomokuMove,
  type GomokuOptions,
  type GomokuRefusal,
  type StoneMove,
} from './types.js';
import { winningLine } from './win.js';

/** A refused move with its reason code. @inline */
type Refusal = IllegalMove<GomokuRefusal>;

const CHOICE_PHASES = new Set(['swap2-choose', 'swap2-final-choice']);

/** Undefined when the move is legal, else the refusal. */
export function checkMove(s: GomokuState, move: GomokuMove): Refusal | undefined {
  const r = apply(s, move);
  return r.ok ? undefined : r.error;
}

/** Plays a move: a new state, or the refusal (the given state is never changed). */
export function playMove(s: GomokuState, move: GomokuMove): Result<GomokuState, Refusal> {
  return apply(s, move);
}

/** Why a value from outside is not a {@link GomokuMove} shape, or undefined when it is one. */
export function malformedMove(move: unknown): Refusal | undefined {
  if (typeof move !== 'object' || move === null)
    return illegal('malformed', 'a move is a stone {x, y} or a choice {choose}');
  if ('choose' in move)
    return typeof move.choose === 'string'
      ? undefined
      : illegal('malformed', 'a choice is black, white or place-two');
  const m = move as { x?: unknown; y?: unknown; color?: unknown };
  if (typeof m.x !== 'number' || typeof m.y !== 'number')
    return illegal('malformed', 'a stone needs numbers x and y');
  if (m.color !== undefined && m.color !== 'black' && m.color !== 'white')
    return illegal('malformed', 'a stone colour is black or white');
  return undefined;
}

function apply(s: GomokuState, move: GomokuMove): Result<GomokuState, Refusal> {
  if (s.outcome) return err(illegal('game-over', 'the game is over'));
  const malformed = malformedMove(move);
  if (malformed) return err(malformed);
  if (isChoice(move)) return applyChoice(s, move);
  if (CHOICE_PHASES.has(s.phase))
    return err(illegal('choice-expected', `a colour choice is due (${s.phase})`));
  return applyStone(s, move);
}

function applyStone(s: GomokuState, move: StoneMove): Result<GomokuState, Refusal> {
  const { size, rule } = s.config;
  const { x, y } = move;
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= size || y >= size)
    return err(illegal('off-board', `${x},${y} is not on the ${size}×${size} board`));
  if (move.color !== undefined && move.color !== s.turn)
    return err(illegal('not-your-turn', `${s.turn} is to move, not ${move.color}`));
  // Messages name points as players write them (h8), not as indexes.
  const at = formatPoint({ x, y }, size);
  if (s.cells[y * size + x] !== EMPTY) return err(illegal('occupied', `${at} is occupied`));
  const b = boardOf(s);
  const i = b.index(x, y);
  const c = colorCell(s.turn);
  if (rule === 'renju' && c === BLACK) {
    const kind = forbiddenKind(b, i);
    if (kind) return err(illegal(`forbidden-${kind}`, `${at} is forbidden for black (${kind})`));
  }
  b.put(i, c);
  const line = winningLine(b, i, c, rule);
  let outcome: Outcome<GomokuEndReason> | undefined;
  if (line) outcome = { winner: s.turn, reason: 'five', line: line.map((j) => b.point(j)) };
  else if (b.full) outcome = { reason: 'full-board' };
  const stones = b.stones;
  let phase = s.phase;
  if (phase === 'swap2-place3' && stones === 3) phase = 'swap2-choose';
  else if (phase === 'swap2-place2' && stones === 5) phase = 'swap2-final-choice';
  const turn = opposite(s.turn);
  if (!outcome && rule === 'renju' && turn === 'black' && phase === 'play' && !blackHasMove(b))
    outcome = { reason: 'no-legal-move' };
  const cells = s.cells.slice();
  cells[y * size + x] = c;
  return ok({
    ...s,
    cells: Object.freeze(cells),
    turn,
    phase,
    moves: [...s.moves, { x, y }],
    lastStone: { x, y },
    outcome,
  });
}

function blackHasMove(b: Board): boolean {
  for (const i of b.points())
    if (b.at(i) === EMPTY && forbiddenKind(b, i) === undefined) return true;
  return false;
}

function applyChoice(s: GomokuState, move: ChoiceMove): Result<GomokuState, Refusal> {
  if (!CHOICE_PHASES.has(s.phase))
    return err(illegal('stone-expected', `a stone is due (${s.phase})`));
  const next = { ...s, moves: [...s.moves, { choose: move.choose }], phase: 'play' as const };
  if (s.phase === 'swap2-choose') {
    // The second player decides: black means taking over the first player's colour.
    if (move.choose === 'place-two') return ok({ ...next, phase: 'swap2-place2' });
    if (move.choose === 'black') return ok({ ...next, firstPlayerColor: 'white' });
    if (move.choose === 'white') return ok({ ...next, firstPlayerColor: 'black' });
  } else {
    if (move.choose === 'black' || move.choose === 'white')
      return ok({ ...next, firstPlayerColor: move.choose });
  }
  return err(illegal('invalid-choice', `${move.choose} is not a choice in ${s.phase}`));
}

/** Every point forbidden for Black (renju only; empty for the other rule sets), row-major. */
export function forbiddenPoints(s: GomokuState): ForbiddenPoint[] {
  if (s.config.rule !== 'renju') return [];
  const b = boardOf(s);
  return forbiddenIndices(b).map(({ index, kind }) => ({ point: b.point(index), kind }));
}

/** Legal moves: the choices in a choice phase, else every empty point Black may use. */
export function legalMoves(s: GomokuState): GomokuMove[] {
  if (s.outcome) return [];
  if (s.phase === 'swap2-choose')
    return [{ choose: 'black' }, { choose: 'white' }, { choose: 'place-two' }];
  if (s.phase === 'swap2-final-choice') return [{ choose: 'black' }, { choose: 'white' }];
  const b = boardOf(s);
  const renjuBlack = s.config.rule === 'renju' && s.turn === 'black';
  const out: Point[] = [];
  for (const i of b.points()) {
    if (b.at(i) !== EMPTY) continue;
    if (renjuBlack && forbiddenKind(b, i) !== undefined) continue;
    out.push(b.point(i));
  }
  return out;
}

export const gomoku: GameDefinition<
  GomokuState,
  GomokuMove,
  GomokuOptions,
  GomokuRefusal,
  GomokuEndReason
> = {
  id: 'gomoku',
  initial: (options) => initial(options),
  newGame: (options) => newGame(options),
  turn: (s) => s.turn,
  legalMoves,
  check: checkMove,
  play: playMove,
  outcome: (s) => s.outcome,
  parseMove(text, s) {
    const m = parseMoveText(text, s.config.size);
    return m ? ok(m) : err(illegal('malformed', `cannot read a move from '${text}'`));
  },
  formatMove: (m, s) => formatMoveText(m, s.config.size),
};
