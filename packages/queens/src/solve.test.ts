import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { OEIS } from '../test/oeis.js';
import { isSolution } from './construct.js';
import { firstSolution, fundamentalSolutions, randomSolution, solutions } from './solve.js';
import { SYMMETRIES, canonical, compareSolutions, transform } from './symmetry.js';
import type { Solution } from './types.js';

describe('solutions()', () => {
  it.each(Array.from({ length: 14 }, (_, i) => i + 1))(
    'n = %i: as many as A000170, all valid, strictly increasing',
    (n) => {
      let count = 0;
      let prev: Solution | undefined;
      let allValid = true;
      let increasing = true;
      for (const s of solutions(n)) {
        count++;
        if (n <= 10 && !isSolution(s)) allValid = false;
        if (prev && compareSolutions(prev, s) >= 0) increasing = false;
        prev = s;
      }
      expect(count).toBe(OEIS.total(n));
      expect(allValid).toBe(true);
      expect(increasing).toBe(true);
    },
  );

  it('is lazy: the first of 24 comes without enumerating the rest', () => {
    const s = solutions(24).next().value as Solution;
    expect(s).toHaveLength(24);
    expect(isSolution(s)).toBe(true);
  });

  it('firstSolution is the lexicographically first', () => {
    expect(firstSolution(8)).toEqual([0, 4, 7, 5, 2, 6, 1, 3]);
    expect(firstSolution(1)).toEqual([0]);
    expect(firstSolution(3)).toBeUndefined();
  });
});

describe('fundamentalSolutions()', () => {
  it.each(Array.from({ length: 14 }, (_, i) => i + 1))(
    'n = %i: A002562 of them, images add up to A000170',
    (n) => {
      let count = 0;
      let images = 0;
      let prev: Solution | undefined;
      for (const f of fundamentalSolutions(n)) {
        count++;
        images += f.images.length;
        if (prev) expect(compareSolutions(prev, f.solution)).toBeLessThan(0);
        prev = f.solution;
        if (n <= 8) {
          expect(canonical(f.solution)).toEqual(f.solution);
          expect(f.images[0]).toEqual(f.solution);
          expect([1, 2, 4, 8]).toContain(f.images.length);
          for (const img of f.images) expect(canonical(img)).toEqual(f.solution);
        }
      }
      expect(count).toBe(OEIS.unique(n));
      expect(images).toBe(OEIS.total(n));
    },
  );

  it('the 4-queens solution has 2 images and the 8-queens orbits have 4 or 8', () => {
    const [four] = [...fundamentalSolutions(4)];
    expect(four?.images).toEqual([
      [1, 3, 0, 2],
      [2, 0, 3, 1],
    ]);
    const sizes = [...fundamentalSolutions(8)].map((f) => f.images.length).sort();
    expect(sizes).toEqual([4, ...new Array<number>(11).fill(8)]);
  });
});

describe('randomSolution()', () => {
  it('is valid and reproducible by seed for n from 1 to 40', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 40 }),
        fc.oneof(fc.integer(), fc.string()),
        (n, seed) => {
          const a = randomSolution(n, seed);
          expect(a).toBeDefined();
          expect(isSolution(a as Solution)).toBe(true);
          expect(randomSolution(n, seed)).toEqual(a);
        },
      ),
      { numRuns: 60 },
    );
    expect(randomSolution(1, 5)).toEqual([0]);
    expect(randomSolution(2, 5)).toBeUndefined();
    expect(randomSolution(3)).toBeUndefined();
  });

  it('reaches every 8-queens solution across seeds, and differs between seeds', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 2000; seed++) seen.add(String(randomSolution(8, seed)));
    expect(seen.size).toBe(92);
    const big = new Set<string>();
    for (let seed = 0; seed < 20; seed++) big.add(String(randomSolution(20, seed)));
    expect(big.size).toBeGreaterThan(15);
  });

  it('every symmetric image of a random solution is a solution', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 24 }),
        fc.nat(),
        fc.constantFrom(...SYMMETRIES),
        (n, seed, sym) => {
          expect(isSolution(transform(randomSolution(n, seed) as Solution, sym))).toBe(true);
        },
      ),
    );
  });
});
