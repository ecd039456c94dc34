import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Point } from '@qipan/core';
import { hint } from './hint.js';
import { puzzleFromSolution, type Puzzle } from './puzzle.js';
import { solutions } from './solve.js';

/** Completions by brute force: solutions that contain every queen of the puzzle. */
function bruteCompletions(p: Puzzle): number[][] {
  return [...solutions(p.n)]
    .filter((s) => p.queens.every((q) => s[q.y] === q.x))
    .map((s) => [...s]);
}

const partial = fc.integer({ min: 4, max: 8 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    queens: fc.uniqueArray(fc.record({ x: fc.nat(n - 1), y: fc.nat(n - 1) }), {
      maxLength: 4,
      selector: (q) => `${q.x},${q.y}`,
    }),
  }),
);

describe('hint()', () => {
  it('agrees with brute force on random partial placements', () => {
    fc.assert(
      fc.property(partial, ({ n, queens }) => {
        const p: Puzzle = { n, queens: [...queens].sort((a, b) => a.y - b.y || a.x - b.x) };
        const brute = bruteCompletions(p);
        const h = hint(p);
        expect(h.exact).toBe(true);
        expect(h.completions).toBe(brute.length);
        expect(h.solvable).toBe(brute.length > 0);
        if (brute.length > 0 && p.queens.length < n) {
          const next = h.next as Point;
          expect(p.queens.some((q) => q.y === next.y)).toBe(false);
          expect(brute.some((s) => s[next.y] === next.x)).toBe(true);
          expect(p.queens.every((q) => q.y !== next.y)).toBe(true);
          const firstFree = [...Array(n).keys()].find((y) => p.queens.every((q) => q.y !== y));
          expect(next.y).toBe(firstFree);
        } else {
          expect(h.next).toBeUndefined();
        }
      }),
      { numRuns: 300 },
    );
  });

  it('knows the empty 8-board and a conflict', () => {
    expect(hint(puzzleFromSolution(8, []))).toMatchObject({
      solvable: true,
      completions: 92,
      next: { x: 0, y: 0 },
    });
    expect(hint(puzzleFromSolution(6, []))).toMatchObject({
      solvable: true,
      completions: 4,
      next: { x: 1, y: 0 },
    });
    expect(hint(puzzleFromSolution(3, []))).toMatchObject({ solvable: false, completions: 0 });
    expect(hint(puzzleFromSolution(14, []))).toMatchObject({ completions: 365596, exact: true });
    expect(hint(puzzleFromSolution(8, [0, 1]))).toMatchObject({ solvable: false, completions: 0 });
    expect(hint(puzzleFromSolution(4, [1, 3, 0, 2]))).toMatchObject({
      solvable: true,
      completions: 1,
    });
  });

  it('reports a partial answer when the budget runs out', () => {
    const h = hint(puzzleFromSolution(12, [0]), { budget: 1000 });
    expect(h.exact).toBe(false);
    expect(h.completions).toBeLessThan(14200);
  });
});
