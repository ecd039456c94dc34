import { describe, expect, it } from 'vitest';
import { BLACK, FastBoard, WHITE } from './index.js';
import { lineOf, lowAndAlone, withoutLowAndAlone } from './lines.js';

describe('lines and the lonely-low-point rule', () => {
  it('counts lines from the edge', () => {
    const b = FastBoard.create(19);
    expect(lineOf(b, b.index(0, 7))).toBe(0);
    expect(lineOf(b, b.index(17, 9))).toBe(1);
    expect(lineOf(b, b.index(3, 15))).toBe(3);
    expect(lineOf(b, b.index(9, 9))).toBe(9);
  });

  it('marks first- and second-line points with no stone within 3 on big boards only', () => {
    const b = FastBoard.create(19);
    expect(lowAndAlone(b, b.index(1, 9))).toBe(true);
    expect(lowAndAlone(b, b.index(0, 0))).toBe(true);
    expect(lowAndAlone(b, b.index(2, 9))).toBe(false); // third line
    b.play(WHITE, b.index(3, 12)); // 3 columns right, 3 rows down from (0, 9)
    expect(lowAndAlone(b, b.index(0, 9))).toBe(false);
    expect(lowAndAlone(b, b.index(1, 8))).toBe(true); // 4 rows away
    const small = FastBoard.create(9);
    expect(lowAndAlone(small, small.index(1, 4))).toBe(false);
    small.play(BLACK, small.index(4, 4));
    const all = [small.index(0, 0), small.index(1, 1)];
    expect(withoutLowAndAlone(small, all)).toEqual(all);
  });

  it('keeps every point when all are low and alone', () => {
    const b = FastBoard.create(19);
    const low = [b.index(0, 9), b.index(1, 9)];
    expect(withoutLowAndAlone(b, low)).toEqual(low);
    expect(withoutLowAndAlone(b, [...low, b.index(3, 3)])).toEqual([b.index(3, 3)]);
  });
});
