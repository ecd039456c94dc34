/**
 * The immutable Go state and its moves. Each state owns a {@link FastBoard} that is
 * never mutated after the state is made; a move clones it once and plays on the copy.
 * Outside the engine the board is reachable only as a copy (`state.board` clones it at
 * each read), so a state cannot be changed through it.
 *
 * @example
 * ```ts
 * import { newGame, stoneAt } from '@qipan/go';
 * const r = newGame({ preset: 'chinese', size: 9, handicap: 2 });
 * if (r.ok) stoneAt(r.value, { x: 2, y: 6 }); // 'black' (a handicap stone on C3)
 * ```
 */
import { err, ok, type ByColor, type Color, type Point, type Result } from '@qipan/core';
import { BLACK, EMPTY, FastBoard, WHITE, type StoneColor } from './board.js';
import { fixedHandicapPoints } from './handicap.js';
import {
  checkOptions,
  resolveRules,
  type BadOptions,
  type GoOptions,
  type GoRules,
} from './rules.js';

export type GoMove =
  | { readonly type: 'play'; readonly point: Point }
  | { readonly type: 'pass' }
  | { readonly type: 'resign' };

export const playAt = (x: number, y: number): GoMove => ({ type: 'play', point: { x, y } });
export const PASS: GoMove = { type: 'pass' };
export const RESIGN: GoMove = { type: 'resign' };

/** A position seen in this game: its stones' hash and the side to move next. */
export interface PositionLink {
  readonly lo: number;
  readonly hi: number;
  readonly turn: Color;
  readonly prev: PositionLink | undefined;
}

export interface GoState {
  readonly rules: GoRules;
  /** Board side (the same as `rules.size`). */
  readonly size: number;
  /**
   * A copy of the board, made at each read: the state's own board cannot be changed
   * through it (search code plays on the copy). To read stones use {@link stoneAt},
   * {@link stoneRows}, `chainAt` or `libertiesOf`.
   */
  readonly board: FastBoard;
  readonly turn: Color;
  /** Moves played so far (passes included, setup and fixed handicap excluded). */
  readonly moveNumber: number;
  /** Consecutive passes just played. */
  readonly passes: number;
  /** Free handicap stones Black still has to place before White's first move. */
  readonly handicapToPlace: number;
  /** This position and every earlier one, newest first (for superko). */
  readonly positions: PositionLink;
  readonly lastMove: (GoMove & { readonly color: Color }) | undefined;
  readonly resigned: Color | undefined;
}

/** Where a state keeps its own board (engine code reads it with {@link boardOf}). */
const BOARD = Symbol('board');
type Fields = Omit<GoState, 'board'>;
type Stored = Fields & { [BOARD]?: FastBoard; board?: FastBoard };

const BOARD_COPY: PropertyDescriptor = {
  enumerable: true,
  get(this: GoState): FastBoard {
    return boardOf(this).clone();
  },
};

/**
 * The state's own board, not a copy: for engine code that only reads it (never mutate
 * it). A state written by hand with a plain `board` field gives that field.
 */
export function boardOf(state: GoState): FastBoard {
  const s = state as unknown as Stored;
  return s[BOARD] ?? (s.board as FastBoard);
}

/** A state from its fields (a fresh object, taken over) and its own board. */
export function makeState(fields: Fields, board: FastBoard): GoState {
  const s = fields as Stored;
  s[BOARD] = board;
  Object.defineProperty(s, 'board', BOARD_COPY);
  return s as unknown as GoState;
}

/** `state` with some fields changed, on its own board or on `board`. */
export function restate(
  state: GoState,
  patch: Partial<Fields>,
  board: FastBoard = boardOf(state),
): GoState {
  return makeState(
    {
      rules: patch.rules ?? state.rules,
      size: patch.size ?? state.size,
      turn: patch.turn ?? state.turn,
      moveNumber: patch.moveNumber ?? state.moveNumber,
      passes: patch.passes ?? state.passes,
      handicapToPlace: patch.handicapToPlace ?? state.handicapToPlace,
      positions: patch.positions ?? state.positions,
      lastMove: 'lastMove' in patch ? patch.lastMove : state.lastMove,
      resigned: 'resigned' in patch ? patch.resigned : state.resigned,
    },
    board,
  );
}

export const stoneColor = (c: Color): StoneColor => (c === 'black' ? BLACK : WHITE);
export const colorOf = (v: number): Color | undefined =>
  v === BLACK ? 'black' : v === WHITE ? 'white' : undefined;

/** The stone on a point, or undefined when empty (or off the board). */
export function stoneAt(state: GoState, p: Point): Color | undefined {
  const { size } = state.rules;
  if (p.x < 0 || p.y < 0 || p.x >= size || p.y >= size) return undefined;
  const b = boardOf(state);
  return colorOf(b.cells[b.index(p.x, p.y)] as number);
}

/** Rows of 'black' | 'white' | undefined, `[y][x]`. */
export function stoneRows(state: GoState): (Color | undefined)[][] {
  const { size } = state.rules;
  const b = boardOf(state);
  const rows: (Color | undefined)[][] = [];
  for (let y = 0; y < size; y++) {
    const row: (Color | undefined)[] = [];
    for (let x = 0; x < size; x++) row.push(colorOf(b.cells[b.index(x, y)] as number));
    rows.push(row);
  }
  return rows;
}

/** Prisoners taken by each side during play (not counting dead stones at the end). */
export function captures(state: GoState): ByColor<number> {
  const b = boardOf(state);
  return { black: b.prisoners[BLACK] as number, white: b.prisoners[WHITE] as number };
}

export const link = (
  board: FastBoard,
  turn: Color,
  prev: PositionLink | undefined,
): PositionLink => ({
  lo: board.hashLo,
  hi: board.hashHi,
  turn,
  prev,
});

/** A fresh game from resolved rules; fixed handicap stones are placed, free ones are left to Black. */
export function initialState(rules: GoRules): GoState {
  const board = FastBoard.create(rules.size);
  let turn: Color = 'black';
  let handicapToPlace = 0;
  if (rules.handicap >= 2) {
    const fixed =
      rules.handicapPlacement === 'fixed'
        ? fixedHandicapPoints(rules.size, rules.handicap)
        : undefined;
    if (fixed) {
      board.setup(fixed.map((p) => ({ index: board.index(p.x, p.y), value: BLACK })));
      turn = 'white';
    } else handicapToPlace = rules.handicap;
  }
  return makeState(
    {
      rules,
      size: rules.size,
      turn,
      moveNumber: 0,
      passes: 0,
      handicapToPlace,
      positions: link(board, turn, undefined),
      lastMove: undefined,
      resigned: undefined,
    },
    board,
  );
}

/** Validated user options → a fresh game, or why the options are impossible. */
export function newGame(options: GoOptions = {}): Result<GoState, BadOptions> {
  const r = checkOptions(options);
  return r.ok ? ok(initialState(r.value)) : err(r.error);
}

/** Like {@link newGame} for trusted options; throws a RangeError for an impossible size. */
export const initial = (options: GoOptions = {}): GoState => initialState(resolveRules(options));

/**
 * A state with stones put or removed (SGF AB/AW/AE), no captures, the position
 * history restarted, and optionally another side to move.
 */
export function withSetup(
  state: GoState,
  changes: readonly { point: Point; color: Color | undefined }[],
  turn: Color = state.turn,
): GoState {
  const board = boardOf(state).clone();
  board.setup(
    changes.map(({ point, color }) => ({
      index: board.index(point.x, point.y),
      value: color === undefined ? EMPTY : stoneColor(color),
    })),
  );
  return restate(state, { turn, positions: link(board, turn, state.positions) }, board);
}
