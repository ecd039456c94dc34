import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { construct, isSolution } from './construct.js';

describe('construct()', () => {
  it('is valid for a few n in every residue mod 6', () => {
    for (let rest = 0; rest < 6; rest++) {
      for (const base of [0, 6, 12, 18, 60, 600, 6000, 600_000]) {
        const n = base + rest;
        if (n < 4) continue;
        const s = construct(n);
        expect(s).toHaveLength(n);
        expect(isSolution(s), `n = ${n}`).toBe(true);
      }
    }
    expect(Array.from(construct(1))).toEqual([0]);
    expect(Array.from(construct(8))).toEqual([1, 3, 5, 7, 2, 0, 6, 4]);
  });

  it('is valid for random n up to 10^6', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 1_000_000 }), (n) => {
        expect(isSolution(construct(n))).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('is valid for n = 10,000,000', () => {
    const s = construct(10_000_000);
    expect(s).toBeInstanceOf(Int32Array);
    expect(isSolution(s)).toBe(true);
  });

  it('refuses 2, 3 and nonsense', () => {
    for (const n of [0, 2, 3, -1, 2.5, Number.NaN]) expect(() => construct(n)).toThrow(RangeError);
  });
});

describe('isSolution()', () => {
  it('rejects clashes of every kind', () => {
    expect(isSolution([1, 3, 0, 2])).toBe(true);
    expect(isSolution([])).toBe(false);
    expect(isSolution([0, 2, 1, 3])).toBe(false); // diagonal
    expect(isSolution([1, 3, 1, 2])).toBe(false); // column
    expect(isSolution([1, 3, 0, 4])).toBe(false); // off the board
    expect(isSolution([2, 0, 3, 1.5])).toBe(false);
  });

  it('detects any single change to a constructed solution', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 2000 }), fc.nat(), fc.nat(), (n, i, c) => {
        const s = construct(n);
        const row = i % n;
        const col = c % n;
        if (s[row] === col) return;
        s[row] = col;
        expect(isSolution(s)).toBe(false);
      }),
    );
  });
});
