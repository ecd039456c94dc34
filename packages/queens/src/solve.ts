/**
 * Enumerating solutions: all of them lazily in lexicographic order, the fundamental
 * ones with their images, the first one, and a random one from a seed.
 *
 * @example
 * ```ts
 * import { solutions, fundamentalSolutions, randomSolution } from '@qipan/queens';
 * solutions(6).next().value; // [1, 3, 5, 0, 2, 4]
 * [...fundamentalSolutions(8)].length; // 12
 * randomSolution(20, 'seed'); // the same solution for the same seed
 * ```
 */
import { Rng } from '@qipan/core';
import type { Solution } from './types.js';
import { SYMMETRIES, compareSolutions, images, transform } from './symmetry.js';
import { construct } from './construct.js';

/** Largest n for the bitmask enumerations. */
export const MAX_SOLVE_N = 32;

function checkSolveN(n: number): void {
  if (!Number.isInteger(n) || n < 1 || n > MAX_SOLVE_N) {
    throw new RangeError(`n must be an integer in 1..${MAX_SOLVE_N}, got ${n}`);
  }
}

/** Every solution, lazily, in strictly increasing lexicographic order. */
export function* solutions(n: number): Generator<Solution> {
  checkSolveN(n);
  yield* solutionsWithTop(n, n);
}

/** Solutions whose top queen is in a column < `topLimit`, in lexicographic order. */
function* solutionsWithTop(n: number, topLimit: number): Generator<Solution> {
  const all = n === 32 ? -1 : (1 << n) - 1;
  const L = new Int32Array(n + 1);
  const D = new Int32Array(n + 1);
  const R = new Int32Array(n + 1);
  const A = new Int32Array(n + 1);
  const cols = new Array<number>(n).fill(0);
  A[0] = topLimit >= 32 ? all : all & ((1 << topLimit) - 1);
  let row = 0;
  while (row >= 0) {
    const av = A[row] as number;
    if (av === 0) {
      row--;
      continue;
    }
    const bit = av & -av;
    A[row] = av ^ bit;
    cols[row] = 31 - Math.clz32(bit);
    if (row === n - 1) {
      yield cols.slice();
      continue;
    }
    const nl = ((L[row] as number) | bit) << 1;
    const nd = (D[row] as number) | bit;
    const nr = ((R[row] as number) | bit) >>> 1;
    const na = all & ~(nl | nd | nr);
    if (na === 0) continue;
    row++;
    L[row] = nl;
    D[row] = nd;
    R[row] = nr;
    A[row] = na;
  }
}

/** The lexicographically first solution, or undefined for n = 2, 3. */
export function firstSolution(n: number): Solution | undefined {
  const r = solutions(n).next();
  return r.done ? undefined : r.value;
}

export interface Fundamental {
  /** The canonical form: the lexicographically smallest image. */
  readonly solution: Solution;
  /** The distinct images including `solution` itself (1, 2, 4 or 8 of them), sorted. */
  readonly images: readonly Solution[];
}

/** The fundamental solutions, by canonical form in lexicographic order. */
export function* fundamentalSolutions(n: number): Generator<Fundamental> {
  checkSolveN(n);
  // A canonical form has its top queen in the left half (its mirror image is larger otherwise).
  for (const s of solutionsWithTop(n, Math.floor((n - 1) / 2) + 1)) {
    let smallest = true;
    for (const sym of SYMMETRIES) {
      if (sym !== 'identity' && compareSolutions(transform(s, sym), s) < 0) {
        smallest = false;
        break;
      }
    }
    if (smallest) yield { solution: s, images: images(s) };
  }
}

/** A seed for callers that did not give one (not reproducible). */
function freshSeed(): number {
  return Math.floor(Math.random() * 4294967296);
}

/**
 * A random solution, reproducible for a given seed; undefined for n = 2, 3.
 * For n <= 10 it is uniform over all solutions; for 11..32 it is found by randomised
 * backtracking with restarts (every solution possible, not exactly uniform); beyond 32
 * it is a random symmetric image of {@link construct} (only up to 8 different answers).
 */
export function randomSolution(n: number, seed?: number | string): Solution | undefined {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`n must be a positive integer, got ${n}`);
  if (n === 2 || n === 3) return undefined;
  const rng = Rng.fromSeed(seed ?? freshSeed());
  if (n <= 10) {
    const all = [...solutions(n)];
    return all[rng.int(all.length)];
  }
  if (n > MAX_SOLVE_N) return transform(Array.from(construct(n)), rng.pick(SYMMETRIES));
  for (let budget = 2000 * n; ; budget *= 2) {
    const s = randomDescent(n, rng, budget);
    if (s) return s;
  }
}

/** Backtracking that tries the columns of each row in random order, within a node budget. */
function randomDescent(n: number, rng: Rng, budget: number): Solution | undefined {
  const all = (2 ** n - 1) | 0;
  const L = new Int32Array(n + 1);
  const D = new Int32Array(n + 1);
  const R = new Int32Array(n + 1);
  const A = new Int32Array(n + 1);
  const cols = new Array<number>(n).fill(0);
  A[0] = all;
  let row = 0;
  let nodes = 0;
  while (row >= 0) {
    const av = A[row] as number;
    if (av === 0 || ++nodes > budget) {
      if (nodes > budget) return undefined;
      row--;
      continue;
    }
    const bit = kthBit(av, rng.int(popcount(av)));
    A[row] = av ^ bit;
    cols[row] = 31 - Math.clz32(bit);
    if (row === n - 1) return cols;
    const nl = ((L[row] as number) | bit) << 1;
    const nd = (D[row] as number) | bit;
    const nr = ((R[row] as number) | bit) >>> 1;
    const na = all & ~(nl | nd | nr);
    if (na === 0) continue;
    row++;
    L[row] = nl;
    D[row] = nd;
    R[row] = nr;
    A[row] = na;
  }
  return undefined;
}

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
}

/** The k-th lowest set bit of x (k from 0). */
function kthBit(x: number, k: number): number {
  let v = x;
  for (let i = 0; i < k; i++) v &= v - 1;
  return v & -v;
}
