import { describe, expect, it } from 'vitest';
import { solutions } from './solve.js';
import { searchSteps, type SearchStep } from './trace.js';

/** Replays steps on a board as the SearchStep documentation says, checking each one. */
function replay(n: number, steps: Iterable<SearchStep>): { solutions: number[][]; done?: number } {
  const board: number[] = new Array<number>(n).fill(-1);
  const found: number[][] = [];
  let tentative = -1;
  let done: number | undefined;
  for (const step of steps) {
    expect(done).toBeUndefined();
    switch (step.kind) {
      case 'try':
        for (let r = step.row; r < n; r++) board[r] = -1;
        board[step.row] = step.col;
        tentative = step.row;
        break;
      case 'conflict': {
        expect(tentative).toBe(step.row);
        const hits = board
          .slice(0, step.row)
          .map((c, r) => ({ x: c, y: r }))
          .filter((q) => q.x === step.col || Math.abs(q.x - step.col) === step.row - q.y);
        expect(step.with).toEqual(hits);
        expect(hits.length).toBeGreaterThan(0);
        board[step.row] = -1;
        break;
      }
      case 'place':
        expect(board[step.row]).toBe(step.col);
        break;
      case 'solution':
        expect(step.queens).toEqual(board);
        expect(step.index).toBe(found.length);
        found.push([...step.queens]);
        break;
      case 'backtrack':
        expect(board[step.row - 1]).toBe(step.col);
        for (let r = step.row - 1; r < n; r++) board[r] = -1;
        break;
      case 'done':
        done = step.solutions;
        break;
    }
  }
  return done === undefined ? { solutions: found } : { solutions: found, done };
}

describe('searchSteps()', () => {
  it('n = 4 finds 2 solutions and ends with done', () => {
    const steps = [...searchSteps(4)];
    expect(steps.filter((s) => s.kind === 'solution')).toHaveLength(2);
    expect(steps.at(-1)).toEqual({ kind: 'done', solutions: 2 });
    expect(steps.slice(0, 4)).toEqual([
      { kind: 'try', row: 0, col: 0 },
      { kind: 'place', row: 0, col: 0 },
      { kind: 'try', row: 1, col: 0 },
      { kind: 'conflict', row: 1, col: 0, with: [{ x: 0, y: 0 }] },
    ]);
  });

  it.each([1, 2, 3, 5, 6, 7])(
    'n = %i replays consistently and finds the solutions in order',
    (n) => {
      const r = replay(n, searchSteps(n));
      expect(r.solutions).toEqual([...solutions(n)].map((s) => [...s]));
      expect(r.done).toBe(r.solutions.length);
    },
  );
});
