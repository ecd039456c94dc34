/**
 * The hand-solving state: any set of queens on an n x n board, with conflicts.
 *
 * @example
 * ```ts
 * import { unwrap } from '@qipan/core';
 * import { createPuzzle, placeQueen, attackingPairs, squareName } from '@qipan/queens';
 * let p = unwrap(createPuzzle(8));
 * p = unwrap(placeQueen(p, { x: 0, y: 0 }));
 * p = unwrap(placeQueen(p, { x: 2, y: 2 }));
 * attackingPairs(p); // [[{x:0,y:0}, {x:2,y:2}]] (same diagonal)
 * squareName({ x: 3, y: 3 }, 8); // 'd5'
 * ```
 */
import { err, illegal, ok, type IllegalMove, type Point, type Result } from '@qipan/core';
import type { Solution } from './types.js';

export const MIN_N = 1;
export const MAX_PUZZLE_N = 32;

export interface Puzzle {
  readonly n: number;
  /** Sorted by y, then x. */
  readonly queens: readonly Point[];
}

export const PUZZLE_REFUSALS = ['off-board', 'occupied', 'empty', 'bad-size'] as const;
export type PuzzleRefusal = (typeof PUZZLE_REFUSALS)[number];

const byRowThenColumn = (a: Point, b: Point): number => a.y - b.y || a.x - b.x;

/** An empty n x n board, n in MIN_N..MAX_PUZZLE_N. */
export function createPuzzle(n: number): Result<Puzzle, IllegalMove<'bad-size'>> {
  if (!Number.isInteger(n) || n < MIN_N || n > MAX_PUZZLE_N) {
    return err(
      illegal('bad-size', `the board size must be a whole number from ${MIN_N} to ${MAX_PUZZLE_N}`),
    );
  }
  return ok({ n, queens: [] });
}

const onBoard = (p: Puzzle, at: Point): boolean =>
  Number.isInteger(at.x) &&
  Number.isInteger(at.y) &&
  at.x >= 0 &&
  at.y >= 0 &&
  at.x < p.n &&
  at.y < p.n;

const hasQueen = (p: Puzzle, at: Point): boolean =>
  p.queens.some((q) => q.x === at.x && q.y === at.y);

export function placeQueen(p: Puzzle, at: Point): Result<Puzzle, IllegalMove<PuzzleRefusal>> {
  if (!onBoard(p, at))
    return err(illegal('off-board', `(${at.x}, ${at.y}) is not on the ${p.n}x${p.n} board`));
  if (hasQueen(p, at))
    return err(illegal('occupied', `there is already a queen on ${squareName(at, p.n)}`));
  return ok({ n: p.n, queens: [...p.queens, { x: at.x, y: at.y }].sort(byRowThenColumn) });
}

export function removeQueen(p: Puzzle, at: Point): Result<Puzzle, IllegalMove<PuzzleRefusal>> {
  if (!onBoard(p, at))
    return err(illegal('off-board', `(${at.x}, ${at.y}) is not on the ${p.n}x${p.n} board`));
  if (!hasQueen(p, at)) return err(illegal('empty', `there is no queen on ${squareName(at, p.n)}`));
  return ok({ n: p.n, queens: p.queens.filter((q) => q.x !== at.x || q.y !== at.y) });
}

/** Places a queen on an empty square, removes it from an occupied one. */
export function toggleQueen(p: Puzzle, at: Point): Result<Puzzle, IllegalMove<PuzzleRefusal>> {
  if (!onBoard(p, at))
    return err(illegal('off-board', `(${at.x}, ${at.y}) is not on the ${p.n}x${p.n} board`));
  return hasQueen(p, at) ? removeQueen(p, at) : placeQueen(p, at);
}

/** The board of a (possibly partial) solution: `s[row]` is the column, -1 for an empty row. */
export function puzzleFromSolution(n: number, s: Solution | readonly number[]): Puzzle {
  const queens: Point[] = [];
  s.forEach((x, y) => {
    if (x >= 0 && x < n && y < n) queens.push({ x, y });
  });
  return { n, queens };
}

/** True when a and b are different squares on one row, column or diagonal. */
export function attacks(a: Point, b: Point): boolean {
  if (a.x === b.x && a.y === b.y) return false;
  return a.x === b.x || a.y === b.y || Math.abs(a.x - b.x) === Math.abs(a.y - b.y);
}

/** Every attacking pair once, each pair in board order, the list in board order of first then second. */
export function attackingPairs(p: Puzzle): [Point, Point][] {
  const out: [Point, Point][] = [];
  const qs = p.queens;
  for (let i = 0; i < qs.length; i++) {
    for (let j = i + 1; j < qs.length; j++) {
      const a = qs[i] as Point;
      const b = qs[j] as Point;
      if (attacks(a, b)) out.push([a, b]);
    }
  }
  return out;
}

/** The queens that take part in at least one attacking pair, in board order. */
export function conflictedQueens(p: Puzzle): Point[] {
  return p.queens.filter((q) => p.queens.some((o) => attacks(q, o)));
}

/**
 * The squares attacked by the queens (their rows, columns and diagonals, not their own
 * squares; squares of other queens included), in board order. With `from`, only those
 * attacked by the queen on that square (none if it is empty).
 */
export function attackedSquares(p: Puzzle, from?: Point): Point[] {
  const sources =
    from === undefined ? p.queens : p.queens.filter((q) => q.x === from.x && q.y === from.y);
  const out: Point[] = [];
  for (let y = 0; y < p.n; y++) {
    for (let x = 0; x < p.n; x++) {
      const sq = { x, y };
      if (sources.some((q) => attacks(q, sq))) out.push(sq);
    }
  }
  return out;
}

/** n queens and no attacking pair. */
export function isSolved(p: Puzzle): boolean {
  return p.queens.length === p.n && attackingPairs(p).length === 0;
}

/** Column letters: a..z, then aa, ab, ... (spreadsheet style) for column 26 and beyond. */
export function columnName(x: number): string {
  let s = '';
  let v = x + 1;
  while (v > 0) {
    const d = (v - 1) % 26;
    s = String.fromCharCode(97 + d) + s;
    v = Math.floor((v - 1) / 26);
  }
  return s;
}

/** Algebraic name: column letter(s) then rank, rank 1 at the bottom: (3, n-5) is 'd5'. */
export function squareName(at: Point, n: number): string {
  return `${columnName(at.x)}${n - at.y}`;
}

/** Inverse of {@link squareName} (case-insensitive); undefined if malformed or off the board. */
export function parseSquareName(text: string, n: number): Point | undefined {
  const m = /^([a-z]+)([1-9][0-9]*)$/.exec(text.trim().toLowerCase());
  if (!m) return undefined;
  let x = 0;
  for (const ch of m[1] as string) x = x * 26 + (ch.charCodeAt(0) - 96);
  x -= 1;
  const y = n - Number(m[2]);
  if (x < 0 || x >= n || y < 0 || y >= n) return undefined;
  return { x, y };
}

/** For each row the queen's column; -1 if the row has no queen or more than one. */
export function puzzleToRows(p: Puzzle): number[] {
  const rows = new Array<number>(p.n).fill(-1);
  const seen = new Array<number>(p.n).fill(0);
  for (const q of p.queens) {
    seen[q.y] = (seen[q.y] as number) + 1;
    rows[q.y] = q.x;
  }
  return rows.map((c, y) => (seen[y] === 1 ? c : -1));
}
