/**
 * The freestyle opening book: moves for early 15×15 positions (and for the lines of
 * eight match openings on into the middle game), looked up under the board's eight
 * symmetries. The entries live in the data file `freestyle-book.json`, written by
 * `lab/gomoku/build-book.ts` from analysed game records (see that script and
 * `lab/gomoku/opponents.md` for how they were made), and are read by book-data.ts.
 *
 * @example
 * ```ts
 * import { gomoku } from '@qipan/gomoku';
 * const s = gomoku.initial({ rule: 'freestyle' });
 * bookMove(s); // a point for the empty board, or undefined
 * ```
 */
import type { Point } from '@qipan/core';
import type { GomokuState } from '../state.js';
import { BLACK, WHITE } from '../types.js';
import { describeBookError, readBook, type BookTable } from './book-data.js';
import FREESTYLE_BOOK from './freestyle-book.json' with { type: 'json' };

/** The board size the book is for. */
export const BOOK_SIZE = 15;

const A = 'a'.charCodeAt(0);

/** Point `p` under symmetry `t` (0–7) of an n×n board. */
export function transformPoint(p: Point, t: number, n: number): Point {
  const m = n - 1;
  const { x, y } = p;
  switch (t) {
    case 0:
      return { x, y };
    case 1:
      return { x: m - x, y };
    case 2:
      return { x, y: m - y };
    case 3:
      return { x: m - x, y: m - y };
    case 4:
      return { x: y, y: x };
    case 5:
      return { x: m - y, y: x };
    case 6:
      return { x: y, y: m - x };
    default:
      return { x: m - y, y: m - x };
  }
}

/** The point that symmetry `t` maps to `p`: the inverse of transformPoint. */
export function untransformPoint(p: Point, t: number, n: number): Point {
  // Every symmetry is its own inverse but the two quarter turns, which undo each other.
  return transformPoint(p, t === 5 ? 6 : t === 6 ? 5 : t, n);
}

const code = (p: Point): string => String.fromCharCode(A + p.x, A + p.y);

/** The key of a stone set (black then white) under symmetry `t`. */
function keyUnder(black: readonly Point[], white: readonly Point[], t: number, n: number): string {
  const side = (ps: readonly Point[]): string =>
    ps
      .map((p) => transformPoint(p, t, n))
      .sort((a, b) => a.y * n + a.x - (b.y * n + b.x))
      .map(code)
      .join('');
  return `${side(black)}/${side(white)}`;
}

/**
 * The canonical key of a position (the smallest of its eight symmetric keys) and the
 * symmetry that gives it.
 */
export function canonicalKey(
  black: readonly Point[],
  white: readonly Point[],
  n: number,
): { key: string; symmetry: number } {
  let key = keyUnder(black, white, 0, n);
  let symmetry = 0;
  for (let t = 1; t < 8; t++) {
    const k = keyUnder(black, white, t, n);
    if (k < key) {
      key = k;
      symmetry = t;
    }
  }
  return { key, symmetry };
}

let table: BookTable | undefined;

/** The shipped book, read and checked on the first call (a broken file throws its reason). */
function book(): BookTable {
  if (table) return table;
  const r = readBook(FREESTYLE_BOOK as unknown);
  if (!r.ok) throw new Error(`freestyle-book.json: ${describeBookError(r.error)}`);
  if (r.value.size !== BOOK_SIZE) throw new Error(`freestyle-book.json: size ${r.value.size}`);
  table = r.value;
  return table;
}

/** How many positions the book holds. */
export function bookSize(): number {
  return book().moves.size;
}

/** The most stones a book position has. */
export function bookMaxStones(): number {
  return book().maxStones;
}

/**
 * The book's move for the side to move in `state`, or undefined when the position is
 * not in the book (other rules or sizes, more than bookMaxStones() stones, or a
 * position the records never reached). The move is always an empty point.
 */
export function bookMove(state: GomokuState): Point | undefined {
  const n = state.config.size;
  if (state.config.rule !== 'freestyle' || n !== BOOK_SIZE || state.outcome !== undefined)
    return undefined;
  const black: Point[] = [];
  const white: Point[] = [];
  state.cells.forEach((c, k) => {
    const p = { x: k % n, y: Math.floor(k / n) };
    if (c === BLACK) black.push(p);
    else if (c === WHITE) white.push(p);
  });
  const stones = black.length + white.length;
  if (stones > bookMaxStones()) return undefined;
  // The side to move follows from the counts under freestyle; a position that breaks
  // that (a pass, an edited board) is not the book's.
  const toMove = black.length === white.length ? 'black' : 'white';
  if (state.turn !== toMove || black.length - white.length > 1) return undefined;
  const { key, symmetry } = canonicalKey(black, white, n);
  const entry = book().moves.get(key);
  if (entry === undefined) return undefined;
  const p = untransformPoint(
    { x: entry.charCodeAt(0) - A, y: entry.charCodeAt(1) - A },
    symmetry,
    n,
  );
  return state.cells[p.y * n + p.x] === 0 ? p : undefined;
}
