import { describe, expect, it } from 'vitest';
import { starPoints } from './starPoints.js';

const keys = (n: number): string[] =>
  starPoints(n)
    .map((p) => `${p.x},${p.y}`)
    .sort();

describe('starPoints', () => {
  it('gives the known points of the usual sizes', () => {
    expect(keys(5)).toEqual(['2,2']);
    expect(keys(7)).toEqual(['2,2', '2,4', '4,2', '4,4']);
    expect(keys(9)).toEqual(['2,2', '2,6', '4,4', '6,2', '6,6']);
    expect(keys(13)).toEqual(['3,3', '3,6', '3,9', '6,3', '6,6', '6,9', '9,3', '9,6', '9,9']);
    // The renju board: centre h8 and the four 4-4 points d4, d12, l4, l12.
    expect(keys(15)).toEqual(['11,11', '11,3', '3,11', '3,3', '7,7']);
    expect(keys(17)).toEqual(['13,13', '13,3', '13,8', '3,13', '3,3', '3,8', '8,13', '8,3', '8,8']);
    expect(keys(19)).toEqual(['15,15', '15,3', '15,9', '3,15', '3,3', '3,9', '9,15', '9,3', '9,9']);
  });

  it('has no centre on even sides and nothing on tiny boards', () => {
    expect(keys(8)).toEqual(['2,2', '2,5', '5,2', '5,5']);
    expect(keys(14)).toEqual(['10,10', '10,3', '3,10', '3,3']);
    expect(keys(6)).toEqual([]);
    expect(keys(4)).toEqual([]);
    expect(keys(3)).toEqual([]);
    expect(keys(0)).toEqual([]);
    expect(keys(9.5)).toEqual([]);
  });

  it('is symmetric and inside the board for every size up to 25', () => {
    for (let n = 1; n <= 25; n++) {
      const set = new Set(keys(n));
      expect(set.size).toBe(starPoints(n).length);
      for (const p of starPoints(n)) {
        expect(p.x >= 0 && p.x < n && p.y >= 0 && p.y < n).toBe(true);
        expect(set.has(`${n - 1 - p.x},${p.y}`)).toBe(true);
        expect(set.has(`${p.y},${p.x}`)).toBe(true);
      }
    }
  });
});
