import { describe, expect, it } from 'vitest';
import { findRootProperty } from './locate.js';

describe('findRootProperty', () => {
  it('finds a root property by the structure, never inside a value or a later node', () => {
    expect(findRootProperty('(;GM[1]C[SZ[9\\]]SZ[1e1])', 'SZ')).toEqual({
      offset: 16,
      value: '1e1',
    });
    expect(findRootProperty('(;GM[1];SZ[9])', 'SZ')).toBeUndefined();
    expect(findRootProperty('(;GM[1]C[never closed SZ[9]', 'SZ')).toBeUndefined();
    expect(findRootProperty('junk [x] (\n GM [1] SZ [19] [x])', 'SZ')).toEqual({
      offset: 19,
      value: '19',
    });
    expect(findRootProperty('(;GM[1]SiZe[9])', 'SZ')).toEqual({ offset: 7, value: '9' });
    expect(findRootProperty('(;CA[a\\]b])', 'CA', 0, 2)).toEqual({ offset: 2, value: 'a]' });
  });

  it("finds game N's root in a collection, skipping variations and values with parentheses", () => {
    const text = '(;GM[1]C[(]SZ[9](;B[aa])(;B[bb]))\n(;GM[1]C[)]SZ[13];B[cc])(;SZ[5])';
    expect(findRootProperty(text, 'SZ', 0)).toEqual({ offset: 11, value: '9' });
    expect(findRootProperty(text, 'SZ', 1)).toEqual({ offset: 45, value: '13' });
    expect(findRootProperty(text, 'SZ', 2)).toEqual({ offset: 60, value: '5' });
    expect(findRootProperty(text, 'SZ', 3)).toBeUndefined();
    const bytes = new TextEncoder().encode(text);
    expect(findRootProperty(bytes, 'SZ', 1)).toEqual({ offset: 45, value: '13' });
  });
});
