import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { unwrap } from '@qipan/core';
import {
  attackedSquares,
  attackingPairs,
  attacks,
  conflictedQueens,
  createPuzzle,
  isSolved,
  parseSquareName,
  placeQueen,
  puzzleFromSolution,
  puzzleToRows,
  removeQueen,
  squareName,
  toggleQueen,
} from './puzzle.js';

const empty = (n: number) => unwrap(createPuzzle(n));

describe('puzzle state', () => {
  it('creates boards of size 1..32 only', () => {
    expect(createPuzzle(1).ok).toBe(true);
    expect(createPuzzle(32).ok).toBe(true);
    for (const n of [0, 33, 7.5]) {
      const r = createPuzzle(n);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.reason).toBe('bad-size');
    }
  });

  it('places, removes and toggles with reasons for refusals', () => {
    let p = empty(8);
    p = unwrap(placeQueen(p, { x: 3, y: 2 }));
    p = unwrap(placeQueen(p, { x: 1, y: 0 }));
    expect(p.queens).toEqual([
      { x: 1, y: 0 },
      { x: 3, y: 2 },
    ]);
    const again = placeQueen(p, { x: 3, y: 2 });
    expect(again.ok ? 'ok' : again.error.reason).toBe('occupied');
    const off = placeQueen(p, { x: 8, y: 0 });
    expect(off.ok ? 'ok' : off.error.reason).toBe('off-board');
    const gone = removeQueen(p, { x: 0, y: 0 });
    expect(gone.ok ? 'ok' : gone.error.reason).toBe('empty');
    const offRemove = removeQueen(p, { x: -1, y: 0 });
    expect(offRemove.ok ? 'ok' : offRemove.error.reason).toBe('off-board');
    const offToggle = toggleQueen(p, { x: 0, y: 1.5 });
    expect(offToggle.ok ? 'ok' : offToggle.error.reason).toBe('off-board');
    p = unwrap(toggleQueen(p, { x: 1, y: 0 }));
    expect(p.queens).toEqual([{ x: 3, y: 2 }]);
    p = unwrap(toggleQueen(p, { x: 1, y: 0 }));
    expect(p.queens).toHaveLength(2);
    p = unwrap(removeQueen(p, { x: 3, y: 2 }));
    expect(p.queens).toEqual([{ x: 1, y: 0 }]);
  });

  it('finds the attacking pair of two queens on a diagonal', () => {
    const p = puzzleFromSolution(8, [0, -1, 2]);
    expect(attackingPairs(p)).toEqual([
      [
        { x: 0, y: 0 },
        { x: 2, y: 2 },
      ],
    ]);
    expect(conflictedQueens(p)).toHaveLength(2);
    const anti = puzzleFromSolution(8, [-1, -1, -1, 4, -1, 2]);
    expect(attackingPairs(anti)).toHaveLength(1);
    expect(attackingPairs(puzzleFromSolution(8, [0, -1, 3]))).toEqual([]);
  });

  it('attacks() is symmetric and matches the rules', () => {
    fc.assert(
      fc.property(fc.nat(9), fc.nat(9), fc.nat(9), fc.nat(9), (ax, ay, bx, by) => {
        const a = { x: ax, y: ay };
        const b = { x: bx, y: by };
        const same = ax === bx && ay === by;
        const expected =
          !same && (ax === bx || ay === by || ax - bx === ay - by || ax - bx === by - ay);
        expect(attacks(a, b)).toBe(expected);
        expect(attacks(b, a)).toBe(expected);
      }),
    );
  });

  it('lists attacked squares', () => {
    const p = puzzleFromSolution(4, [0]);
    const att = attackedSquares(p);
    expect(att).toHaveLength(9); // 3 in the row, 3 in the column, 3 on the diagonal
    expect(att).not.toContainEqual({ x: 0, y: 0 });
    expect(att).toContainEqual({ x: 3, y: 3 });
    expect(attackedSquares(p, { x: 1, y: 1 })).toEqual([]);
    expect(attackedSquares(p, { x: 0, y: 0 })).toEqual(att);
  });

  it('knows when it is solved', () => {
    expect(isSolved(puzzleFromSolution(4, [1, 3, 0, 2]))).toBe(true);
    expect(isSolved(puzzleFromSolution(4, [1, 3, 0]))).toBe(false);
    expect(isSolved(puzzleFromSolution(4, [0, 1, 2, 3]))).toBe(false);
  });

  it('names squares and parses the names back', () => {
    expect(squareName({ x: 3, y: 3 }, 8)).toBe('d5');
    expect(squareName({ x: 0, y: 7 }, 8)).toBe('a1');
    expect(squareName({ x: 26, y: 0 }, 30)).toBe('aa30');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 32 }), fc.nat(), fc.nat(), (n, x, y) => {
        const p = { x: x % n, y: y % n };
        expect(parseSquareName(squareName(p, n), n)).toEqual(p);
      }),
    );
    expect(parseSquareName('i1', 8)).toBeUndefined();
    expect(parseSquareName('a0', 8)).toBeUndefined();
    expect(parseSquareName('zz', 8)).toBeUndefined();
  });

  it('turns a board into rows, -1 for empty or crowded rows', () => {
    let p = puzzleFromSolution(5, [2, -1, 4]);
    p = unwrap(placeQueen(p, { x: 0, y: 2 }));
    expect(puzzleToRows(p)).toEqual([2, -1, -1, -1, -1]);
  });
});
