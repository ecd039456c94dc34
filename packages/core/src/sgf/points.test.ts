import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { expandSgfPoints, formatSgfPoint, parseSgfPoint, splitSgfCompose } from './points.js';

describe('SGF points', () => {
  it('maps letters a–z then A–Z', () => {
    expect(parseSgfPoint('dp')).toEqual({ x: 3, y: 15 });
    expect(parseSgfPoint('aZ')).toEqual({ x: 0, y: 51 });
    expect(parseSgfPoint('d')).toBeUndefined();
    expect(parseSgfPoint('d1')).toBeUndefined();
  });
  it('round-trips', () => {
    fc.assert(
      fc.property(fc.nat(51), fc.nat(51), (x, y) => {
        expect(parseSgfPoint(formatSgfPoint({ x, y }))).toEqual({ x, y });
      }),
    );
  });
  it('expands compressed rectangles in either corner order', () => {
    const r = expandSgfPoints(['bc:ab', 'ee']);
    expect(r.ok && r.value).toEqual([
      { x: 0, y: 1 },
      { x: 1, y: 1 },
      { x: 0, y: 2 },
      { x: 1, y: 2 },
      { x: 4, y: 4 },
    ]);
    expect(
      expandSgfPoints(['aa:zz']).ok && (expandSgfPoints(['aa:ss']) as { value: unknown[] }).value,
    ).toHaveLength(361);
    expect(expandSgfPoints(['a1']).ok).toBe(false);
    expect(expandSgfPoints(['aa:b']).ok).toBe(false);
  });
  it('splits compose values at the first colon', () => {
    expect(splitSgfCompose('dd:a:b')).toEqual(['dd', 'a:b']);
    expect(splitSgfCompose('dd')).toBeUndefined();
  });
});
