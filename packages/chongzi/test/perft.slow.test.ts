import { describe, expect, it } from 'vitest';
import { initial, perft, type ChongziOptions } from '@qipan/chongzi';

/**
 * Deep perft counts from the starts. Depths up to 6–8 are cross-checked against
 * the simple reference implementation in src/perft.test.ts; the deeper rows are
 * regression values of the fast implementation.
 */
const ROWS: readonly [string, ChongziOptions, readonly number[]][] = [
  [
    '5×5 fixed',
    { size: 5, start: 'fixed' },
    [5, 18, 140, 930, 6378, 38502, 268972, 1759512, 11947904, 77226668],
  ],
  [
    '4×4 fixed',
    { size: 4, start: 'fixed' },
    [4, 16, 106, 768, 4764, 31856, 200384, 1355650, 8352014, 53661444],
  ],
  ['4×4 empty', { size: 4, start: 'empty' }, [16, 240, 3360, 43680, 524160, 5765760, 57657600]],
  ['5×5 empty', { size: 5, start: 'empty' }, [25, 600, 13800, 303600, 6375600, 127512000]],
];

describe('deep perft from the starts', () => {
  for (const [name, options, counts] of ROWS) {
    it(`${name} to depth ${counts.length}`, () => {
      expect(perft(initial(options), counts.length)).toEqual(counts);
    });
  }
});
