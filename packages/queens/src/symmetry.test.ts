import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { randomSolution } from './solve.js';
import {
  SYMMETRIES,
  canonical,
  compareSolutions,
  composeSymmetry,
  images,
  inverseSymmetry,
  transform,
  transformPoint,
} from './symmetry.js';
import type { Solution } from './types.js';

const sym = fc.constantFrom(...SYMMETRIES);
const solution = fc
  .tuple(fc.integer({ min: 4, max: 20 }), fc.nat())
  .map(([n, seed]) => randomSolution(n, seed) as Solution);

describe('symmetries', () => {
  it('named ones do what their names say on a 4-board', () => {
    const p = { x: 1, y: 0 };
    expect(transformPoint(p, 4, 'rot90')).toEqual({ x: 3, y: 1 });
    expect(transformPoint(p, 4, 'rot180')).toEqual({ x: 2, y: 3 });
    expect(transformPoint(p, 4, 'rot270')).toEqual({ x: 0, y: 2 });
    expect(transformPoint(p, 4, 'flipH')).toEqual({ x: 2, y: 0 });
    expect(transformPoint(p, 4, 'flipV')).toEqual({ x: 1, y: 3 });
    expect(transformPoint(p, 4, 'flipD')).toEqual({ x: 0, y: 1 });
    expect(transformPoint(p, 4, 'flipA')).toEqual({ x: 3, y: 2 });
    expect(transform([0, 4, 7, 5, 2, 6, 1, 3], 'flipH')).toEqual([7, 3, 0, 2, 5, 1, 6, 4]);
  });

  it('form the dihedral group: closure, identity, inverses, associativity, rotations', () => {
    for (const a of SYMMETRIES) {
      expect(composeSymmetry(a, 'identity')).toBe(a);
      expect(composeSymmetry('identity', a)).toBe(a);
      expect(composeSymmetry(a, inverseSymmetry(a))).toBe('identity');
      for (const b of SYMMETRIES) {
        expect(SYMMETRIES).toContain(composeSymmetry(a, b));
        for (const c of SYMMETRIES) {
          expect(composeSymmetry(composeSymmetry(a, b), c)).toBe(
            composeSymmetry(a, composeSymmetry(b, c)),
          );
        }
      }
    }
    expect(composeSymmetry('rot90', 'rot90')).toBe('rot180');
    expect(composeSymmetry('rot180', 'rot90')).toBe('rot270');
    for (const f of ['flipH', 'flipV', 'flipD', 'flipA'] as const)
      expect(composeSymmetry(f, f)).toBe('identity');
    expect(composeSymmetry('flipH', 'flipV')).toBe('rot180');
  });

  it('transform agrees with transformPoint and with composition', () => {
    fc.assert(
      fc.property(solution, sym, sym, (s, a, b) => {
        const n = s.length;
        const t = transform(s, a);
        s.forEach((x, y) => {
          const q = transformPoint({ x, y }, n, a);
          expect(t[q.y]).toBe(q.x);
        });
        expect(transform(t, b)).toEqual(transform(s, composeSymmetry(a, b)));
        expect(transform(t, inverseSymmetry(a))).toEqual(s);
      }),
    );
  });

  it('canonical is invariant under all 8 symmetries and is the smallest image', () => {
    fc.assert(
      fc.property(solution, sym, (s, a) => {
        const c = canonical(s);
        expect(canonical(transform(s, a))).toEqual(c);
        expect(images(s)[0]).toEqual(c);
        for (const b of SYMMETRIES)
          expect(compareSolutions(c, transform(s, b))).toBeLessThanOrEqual(0);
        expect(images(s).map(String)).toContain(String(s));
      }),
    );
  });
});
