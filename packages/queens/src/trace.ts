/**
 * The textbook backtracking search as a stream of steps, for the "watch the search"
 * animation: rows top to bottom, columns left to right, check, recurse, backtrack.
 *
 * @example
 * ```ts
 * import { searchSteps } from '@qipan/queens';
 * for (const step of searchSteps(4)) if (step.kind === 'solution') console.log(step.queens);
 * // [1, 3, 0, 2] then [2, 0, 3, 1]; the last step is { kind: 'done', solutions: 2 }
 * ```
 */
import type { Point } from '@qipan/core';
import type { Solution } from './types.js';

/**
 * Replaying the steps on an empty board:
 * - `try`: remove any queen of `row`, put one on (row, col) tentatively;
 * - `conflict`: that queen attacks the queens `with` (earlier rows), so it is removed;
 * - `place`: it attacks nobody and stays; the search goes on to row + 1;
 * - `solution`: right after the `place` in the last row; `index` counts from 0;
 * - `backtrack`: every column of `row` has been tried; `row` is emptied and the queen
 *   of row - 1 (at `col`) is removed; the search continues in row - 1 at col + 1.
 *   Row 0 running out ends the search without a backtrack;
 * - `done`: the end, with the number of solutions.
 */
export type SearchStep =
  | { kind: 'try'; row: number; col: number }
  | { kind: 'conflict'; row: number; col: number; with: Point[] }
  | { kind: 'place'; row: number; col: number }
  | { kind: 'backtrack'; row: number; col: number }
  | { kind: 'solution'; queens: Solution; index: number }
  | { kind: 'done'; solutions: number };

/** The steps of the full search on an n x n board (n >= 1); lazy, O(n) per step. */
export function* searchSteps(n: number): Generator<SearchStep> {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`n must be a positive integer, got ${n}`);
  const queens: number[] = []; // queens[r] = column, for rows above the current one
  const next: number[] = [0]; // next column to try, per row on the path
  let found = 0;
  while (next.length > 0) {
    const row = next.length - 1;
    const col = next[row] as number;
    if (col === n) {
      next.pop();
      if (row > 0) {
        yield { kind: 'backtrack', row, col: queens[row - 1] as number };
        queens.length = row - 1;
      }
      continue;
    }
    next[row] = col + 1;
    queens.length = row;
    yield { kind: 'try', row, col };
    const hit: Point[] = [];
    for (let r = 0; r < row; r++) {
      const c = queens[r] as number;
      if (c === col || Math.abs(c - col) === row - r) hit.push({ x: c, y: r });
    }
    if (hit.length > 0) {
      yield { kind: 'conflict', row, col, with: hit };
      continue;
    }
    yield { kind: 'place', row, col };
    queens.push(col);
    if (row === n - 1) {
      yield { kind: 'solution', queens: queens.slice(), index: found++ };
      continue;
    }
    next.push(0);
  }
  yield { kind: 'done', solutions: found };
}
