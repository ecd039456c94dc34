/**
 * Hints for the hand-solving puzzle: can the placement still be completed, in how
 * many ways, and which square keeps it solvable.
 *
 * @example
 * ```ts
 * import { unwrap } from '@qipan/core';
 * import { createPuzzle, placeQueen, hint } from '@qipan/queens';
 * const p = unwrap(placeQueen(unwrap(createPuzzle(8)), { x: 0, y: 0 }));
 * hint(p); // { solvable: true, completions: 4, next: { x: 4, y: 1 }, exact: true }
 * ```
 */
import type { Point } from '@qipan/core';
import { conflictedQueens, puzzleToRows, type Puzzle } from './puzzle.js';
import { count } from './count.js';
import { firstSolution } from './solve.js';

export interface Hint {
  /** A completion exists (when `exact` is false: none was found within the budget). */
  solvable: boolean;
  /** The number of solutions that extend the placement (a lower bound when `exact` is false). */
  completions: number;
  /** A square in the top-most empty row that keeps the placement solvable (its leftmost such square). */
  next?: Point;
  /** False when the search hit its node budget (large n with few queens): numbers are then partial. */
  exact?: boolean;
}

export interface HintOptions {
  /** Search nodes allowed (default 20 million, well under a second). */
  budget?: number;
}

/** Completions are counted exactly within the budget: always for n <= 13 and the empty board up to 15. */
export function hint(p: Puzzle, options: HintOptions = {}): Hint {
  const budget = options.budget ?? 20_000_000;
  if (conflictedQueens(p).length > 0) return { solvable: false, completions: 0, exact: true };
  const n = p.n;
  if (p.queens.length === 0 && n <= 15) {
    // The empty board: the symmetric counter is much faster than the plain search.
    const first = firstSolution(n);
    const completions = count(n);
    return first === undefined
      ? { solvable: false, completions, exact: true }
      : { solvable: true, completions, next: { x: first[0] as number, y: 0 }, exact: true };
  }
  const rows = puzzleToRows(p);
  const all = n === 32 ? -1 : (1 << n) - 1;
  // Free rows and, for each, the squares attacked by the fixed queens.
  const free: number[] = [];
  const fixedAttacks: number[] = [];
  for (let y = 0; y < n; y++) {
    if ((rows[y] as number) >= 0) continue;
    let ex = 0;
    for (const q of p.queens) {
      const d = y - q.y;
      ex |= 1 << q.x;
      if (q.x + d >= 0 && q.x + d < n) ex |= 1 << (q.x + d);
      if (q.x - d >= 0 && q.x - d < n) ex |= 1 << (q.x - d);
    }
    free.push(y);
    fixedAttacks.push(ex | ~all);
  }
  const m = free.length;
  if (m === 0) return { solvable: true, completions: 1, exact: true };
  const L = new Int32Array(m);
  const D = new Int32Array(m);
  const R = new Int32Array(m);
  const A = new Int32Array(m);
  let completions = 0;
  let firstCol = -1;
  let nodes = 0;
  let exact = true;
  A[0] = ~(fixedAttacks[0] as number);
  let i = 0;
  const top = new Int32Array(1);
  while (i >= 0) {
    const av = A[i] as number;
    if (av === 0) {
      i--;
      continue;
    }
    if (++nodes > budget) {
      exact = false;
      break;
    }
    const bit = av & -av;
    A[i] = av ^ bit;
    if (i === 0) top[0] = bit;
    if (i === m - 1) {
      completions++;
      if (firstCol < 0) firstCol = 31 - Math.clz32(top[0] as number);
      continue;
    }
    const shift = (free[i + 1] as number) - (free[i] as number);
    const nl = ((L[i] as number) | bit) << shift;
    const nd = (D[i] as number) | bit;
    const nr = ((R[i] as number) | bit) >>> shift;
    const na = ~(nl | nd | nr | (fixedAttacks[i + 1] as number));
    if (na === 0) continue;
    i++;
    L[i] = nl;
    D[i] = nd;
    R[i] = nr;
    A[i] = na;
  }
  const out: Hint = { solvable: completions > 0, completions, exact };
  if (firstCol >= 0) out.next = { x: firstCol, y: free[0] as number };
  return out;
}
