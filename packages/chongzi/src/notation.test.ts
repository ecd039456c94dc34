import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { unwrap } from '@qipan/core';
import { formatMove, formatPoint, parseMove, parsePoint } from './notation.js';
import type { ChongziMove } from './types.js';

const size = fc.constantFrom(4 as const, 5 as const);
const pointIn = (n: number) =>
  fc.record({ x: fc.integer({ min: 0, max: n - 1 }), y: fc.integer({ min: 0, max: n - 1 }) });
const moveIn = (n: number): fc.Arbitrary<ChongziMove> =>
  fc.oneof(
    fc.record({ kind: fc.constant('step' as const), from: pointIn(n), to: pointIn(n) }),
    fc.record({ kind: fc.constant('place' as const), at: pointIn(n) }),
    fc.record({ kind: fc.constant('remove' as const), at: pointIn(n) }),
  );

describe('points', () => {
  it('A1 is the bottom-left point, E5 the top-right on 5×5', () => {
    expect(formatPoint({ x: 0, y: 4 }, 5)).toBe('A1');
    expect(formatPoint({ x: 4, y: 0 }, 5)).toBe('E5');
    expect(formatPoint({ x: 3, y: 0 }, 4)).toBe('D4');
    expect(unwrap(parsePoint('C3', 5))).toEqual({ x: 2, y: 2 });
    expect(unwrap(parsePoint('b1', 4))).toEqual({ x: 1, y: 3 });
  });
  it('refuses points off the board or malformed', () => {
    expect(parsePoint('E1', 4)).toMatchObject({ ok: false, error: { reason: 'off-board' } });
    expect(parsePoint('A6', 5)).toMatchObject({ ok: false, error: { reason: 'off-board' } });
    expect(parsePoint('A0', 5)).toMatchObject({ ok: false, error: { reason: 'malformed' } });
    expect(parsePoint('11', 5)).toMatchObject({ ok: false, error: { reason: 'malformed' } });
  });
});

describe('moves', () => {
  it('the three forms of the rules page', () => {
    expect(unwrap(parseMove('C2-C3', 5))).toEqual({
      kind: 'step',
      from: { x: 2, y: 3 },
      to: { x: 2, y: 2 },
    });
    expect(unwrap(parseMove('C3', 5))).toEqual({ kind: 'place', at: { x: 2, y: 2 } });
    expect(unwrap(parseMove('xC3', 5))).toEqual({ kind: 'remove', at: { x: 2, y: 2 } });
    for (const bad of ['', 'x', 'C2-', '-C3', 'xC2-C3', 'C2C3', 'C 3', 'yC3']) {
      expect(parseMove(bad, 5).ok, bad).toBe(false);
    }
  });

  it('format then parse gives the move back (property)', () => {
    fc.assert(
      fc.property(
        size.chain((n) => fc.tuple(fc.constant(n), moveIn(n))),
        ([n, m]) => {
          expect(unwrap(parseMove(formatMove(m, n), n))).toEqual(m);
        },
      ),
    );
  });

  it('parse then format gives canonical text that parses to the same move (property)', () => {
    const text = fc
      .tuple(
        fc.constantFrom('', 'x'),
        fc.constantFrom(...'ABCDEabcde'),
        fc.integer({ min: 1, max: 5 }),
      )
      .map(([x, c, r]) => `${x}${c}${r}`);
    fc.assert(
      fc.property(text, (t) => {
        const m = parseMove(t, 5);
        expect(m.ok).toBe(true);
        if (!m.ok) return;
        const f = formatMove(m.value, 5);
        expect(f).toBe(t.toUpperCase().replace('X', 'x'));
        expect(unwrap(parseMove(f, 5))).toEqual(m.value);
      }),
    );
  });
});
