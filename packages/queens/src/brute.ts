/**
 * Plain enumeration used for tiny boards and as an independent check.
 *
 * @example
 * ```ts
 * import { countBrute } from './brute.js';
 * countBrute(5); // { total: 10, unique: 2 }
 * ```
 */
import type { Counts, Solution } from './types.js';
import { canonical, compareSolutions } from './symmetry.js';

/** Every solution in lexicographic order, by simple backtracking (small n only). */
export function allSolutionsSimple(n: number): Solution[] {
  const out: Solution[] = [];
  const q: number[] = [];
  const free = (row: number, col: number): boolean =>
    q.every((c, r) => c !== col && Math.abs(c - col) !== row - r);
  const go = (row: number): void => {
    if (row === n) {
      out.push(q.slice());
      return;
    }
    for (let c = 0; c < n; c++) {
      if (!free(row, c)) continue;
      q.push(c);
      go(row + 1);
      q.pop();
    }
  };
  go(0);
  return out;
}

/** Counts by enumeration: total, and how many solutions are their own canonical form. */
export function countBrute(n: number): Counts {
  const all = allSolutionsSimple(n);
  const unique = all.filter((s) => compareSolutions(canonical(s), s) === 0).length;
  return { total: all.length, unique };
}
