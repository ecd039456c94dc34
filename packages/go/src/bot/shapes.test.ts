import { describe, expect, it } from 'vitest';
import { BLACK, FastBoard, WHITE } from './index.js';
import { shapeCodes } from './shapes.js';

/** A 19×19 board with the stones of `stones` ([x, y, colour]) mapped by symmetry `s`. */
function boardOf(stones: readonly (readonly [number, number, number])[], s: number): FastBoard {
  const b = FastBoard.create(19);
  for (const [x, y, c] of stones) {
    const [tx, ty] = transform(x, y, s);
    b.play(c as 1 | 2, b.index(tx, ty));
  }
  return b;
}

function transform(x: number, y: number, s: number): [number, number] {
  let tx = s & 1 ? 18 - x : x;
  let ty = s & 2 ? 18 - y : y;
  if (s & 4) [tx, ty] = [ty, tx];
  return [tx, ty];
}

const codesAt = (b: FastBoard, c: 1 | 2, x: number, y: number): number[] => [
  ...shapeCodes(b, c, b.index(x, y)),
];

// Stones around (5, 5) within the 5×5 square, on both sides and off its corners.
const STONES = [
  [4, 4, BLACK],
  [6, 5, WHITE],
  [5, 3, WHITE],
  [7, 4, BLACK],
  [3, 6, BLACK],
  [5, 7, WHITE],
  [7, 7, BLACK], // a corner of the 5×5 square: outside both shapes
] as const;

describe('diamond and square shapes', () => {
  it('gives the same codes in all 8 symmetries of the board', () => {
    const want = codesAt(boardOf(STONES, 0), BLACK, 5, 5);
    for (let s = 1; s < 8; s++) {
      const [x, y] = transform(5, 5, s);
      expect(codesAt(boardOf(STONES, s), BLACK, x, y)).toEqual(want);
    }
  });

  it('sees stones from the side to move: swapping the colours swaps the codes', () => {
    const swapped = STONES.map(([x, y, c]) => [x, y, c === BLACK ? WHITE : BLACK] as const);
    expect(codesAt(boardOf(swapped, 0), WHITE, 5, 5)).toEqual(
      codesAt(boardOf(STONES, 0), BLACK, 5, 5),
    );
    expect(codesAt(boardOf(STONES, 0), WHITE, 5, 5)).not.toEqual(
      codesAt(boardOf(STONES, 0), BLACK, 5, 5),
    );
  });

  it('leaves the 5×5 corners out and tells the diamond from the square', () => {
    const a = boardOf([[7, 7, BLACK]], 0);
    expect(codesAt(a, BLACK, 5, 5)).toEqual([0, 0]); // (7, 7) is a corner of the 5×5
    const b = boardOf([[7, 6, BLACK]], 0); // in the square, not in the diamond
    const [d, sq] = codesAt(b, BLACK, 5, 5);
    expect(d).toBe(0);
    expect(sq).toBeGreaterThan(0);
    const c = boardOf([[7, 5, BLACK]], 0); // two away in a line: in both
    expect(codesAt(c, BLACK, 5, 5).every((v) => v > 0)).toBe(true);
  });

  it('counts points past the edge as off the board, also beyond the border row', () => {
    const empty = FastBoard.create(19);
    const corner = codesAt(empty, BLACK, 0, 0);
    expect(corner[0]).toBeGreaterThan(0);
    for (const [x, y] of [
      [18, 0],
      [0, 18],
      [18, 18],
    ] as const)
      expect(codesAt(empty, WHITE, x, y)).toEqual(corner);
    // The second line sees the edge two away; the third line does not.
    expect(codesAt(empty, BLACK, 9, 1)[0]).toBeGreaterThan(0);
    expect(codesAt(empty, BLACK, 9, 2)).toEqual([0, 0]);
  });
});
