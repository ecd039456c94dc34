/**
 * The 8 symmetries of the square acting on solutions and on points.
 *
 * @example
 * ```ts
 * import { transform, canonical, composeSymmetry } from '@qipan/queens';
 * transform([1, 3, 0, 2], 'rot90'); // [1, 3, 0, 2]: this 4-queens solution is rotation-symmetric
 * canonical([2, 0, 3, 1]); // [1, 3, 0, 2], the lexicographically smallest image
 * composeSymmetry('rot90', 'rot90'); // 'rot180'
 * ```
 */
import type { Point } from '@qipan/core';
import type { Solution } from './types.js';

export const SYMMETRIES = [
  'identity',
  'rot90',
  'rot180',
  'rot270',
  'flipH',
  'flipV',
  'flipD',
  'flipA',
] as const;
/**
 * `rot90` turns the board a quarter clockwise (top-left corner to top-right), `flipH`
 * mirrors left-right, `flipV` top-bottom, `flipD` about the main diagonal (top-left to
 * bottom-right, a transpose), `flipA` about the anti-diagonal.
 */
export type Symmetry = (typeof SYMMETRIES)[number];

/** Where square (x, y) of an n-board goes (x column, y row). */
export function transformPoint(p: Point, n: number, sym: Symmetry): Point {
  const m = n - 1;
  const { x, y } = p;
  switch (sym) {
    case 'identity':
      return { x, y };
    case 'rot90':
      return { x: m - y, y: x };
    case 'rot180':
      return { x: m - x, y: m - y };
    case 'rot270':
      return { x: y, y: m - x };
    case 'flipH':
      return { x: m - x, y };
    case 'flipV':
      return { x, y: m - y };
    case 'flipD':
      return { x: y, y: x };
    case 'flipA':
      return { x: m - y, y: m - x };
  }
}

/** The image of a full solution (one queen per row and column). */
export function transform(s: Solution, sym: Symmetry): Solution {
  const n = s.length;
  const m = n - 1;
  const out = new Array<number>(n).fill(-1);
  for (let y = 0; y < n; y++) {
    const x = s[y] as number;
    switch (sym) {
      case 'identity':
        out[y] = x;
        break;
      case 'rot90':
        out[x] = m - y;
        break;
      case 'rot180':
        out[m - y] = m - x;
        break;
      case 'rot270':
        out[m - x] = y;
        break;
      case 'flipH':
        out[y] = m - x;
        break;
      case 'flipV':
        out[m - y] = x;
        break;
      case 'flipD':
        out[x] = y;
        break;
      case 'flipA':
        out[m - x] = m - y;
        break;
    }
  }
  return out;
}

/** Applying `first` then `second` equals applying the result. */
export function composeSymmetry(first: Symmetry, second: Symmetry): Symmetry {
  const n = 5;
  const probe = [
    { x: 1, y: 0 },
    { x: 0, y: 2 },
  ];
  const target = probe.map((p) => transformPoint(transformPoint(p, n, first), n, second));
  const found = SYMMETRIES.find((s) =>
    probe.every((p, i) => {
      const q = transformPoint(p, n, s);
      const t = target[i] as Point;
      return q.x === t.x && q.y === t.y;
    }),
  );
  return found as Symmetry;
}

/** The symmetry that undoes `sym`. */
export function inverseSymmetry(sym: Symmetry): Symmetry {
  return SYMMETRIES.find((s) => composeSymmetry(sym, s) === 'identity') as Symmetry;
}

/** Lexicographic order of equal-length column lists. */
export function compareSolutions(a: Solution, b: Solution): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = (a[i] as number) - (b[i] as number);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}

/** The distinct images of `s` under the 8 symmetries, sorted (itself included). */
export function images(s: Solution): Solution[] {
  const all = SYMMETRIES.map((sym) => transform(s, sym)).sort(compareSolutions);
  return all.filter((x, i) => i === 0 || compareSolutions(x, all[i - 1] as Solution) !== 0);
}

/** The lexicographically smallest image of `s`. */
export function canonical(s: Solution): Solution {
  return images(s)[0] as Solution;
}
