import { describe, expect, it } from 'vitest';
import { Rng } from '@qipan/core';
import { fromDiagram } from '@qipan/go';
import { BLACK, WHITE } from './index.js';
import { libertiesAfter, onlyLiberty } from './liberties.js';
import { isRealEye } from './policy.js';
import { search } from './search.js';

function board(text: string) {
  const r = fromDiagram(text, { preset: 'chinese' });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.board;
}

describe('playout policy helpers', () => {
  it('tells real eyes from false ones by the diagonals', () => {
    const b = board(
      `. X . . . X .
       X . X . . . X
       X X O . . . .
       . X . O X . .
       X O . X . X .
       . . . . X O .
       . . . . . . .`,
    );
    // B6 (1,1): one opposing diagonal in the middle of the board is still a real eye.
    expect(isRealEye(b, BLACK, b.index(1, 1))).toBe(true);
    // E3 (4,4): two opposing diagonals make it false.
    expect(isRealEye(b, BLACK, b.index(4, 4))).toBe(false);
    // A4 (0,3): on the edge, one opposing diagonal is enough.
    expect(isRealEye(b, BLACK, b.index(0, 3))).toBe(false);
    // G7 (6,0): a corner eye with no opposing diagonal is real.
    expect(isRealEye(b, BLACK, b.index(6, 0))).toBe(true);
    // Never an eye for the other colour; an empty point without a wall is no eye.
    expect(isRealEye(b, WHITE, b.index(1, 1))).toBe(false);
    expect(isRealEye(b, BLACK, b.index(3, 1))).toBe(false);
  });

  it('finds the single liberty and counts liberties after a move', () => {
    const b = board(
      `. . . . .
       . . . . .
       . . X X .
       . . . . .
       . . . . .`,
    );
    expect(onlyLiberty(b, b.index(2, 2))).toBe(-1); // six liberties
    const c = board(
      `. X X X .
       X O O O .
       . X X X .
       . . . . .
       . . . . .`,
    );
    expect(onlyLiberty(c, c.index(1, 1))).toBe(c.index(4, 1));
    expect(libertiesAfter(c, WHITE, c.index(4, 1), 3)).toBe(2); // E4 joins: E5, E3
    expect(libertiesAfter(c, BLACK, c.index(4, 1), 3)).toBe(3); // E5, E3, and D4 freed by the capture
  });
});

describe('search tree reuse', () => {
  it('continues from a kept tree: the root visits add up over both searches', () => {
    const b = board(
      `. . . . .
       . . . . .
       . . X . .
       . . . . .
       . . . . .`,
    );
    const moves: number[] = [];
    for (let p = 0; p < b.cells.length; p++) if (b.cells[p] === 0) moves.push(p);
    const options = {
      komi: 0.5,
      maxPlayouts: 300,
      deadline: Infinity,
      now: () => 0,
      passes: 0,
      last: b.index(2, 2),
      rootMoves: moves,
    };
    const first = search(b, WHITE, { ...options, rng: Rng.fromSeed(1) });
    const visits = (r: typeof first): number => r.candidates.reduce((t, c) => t + c.visits, 0);
    expect(visits(first)).toBe(300);
    const second = search(b, WHITE, { ...options, rng: Rng.fromSeed(2), reuse: first.tree });
    expect(second.playouts).toBe(300);
    expect(visits(second)).toBe(600);
    // A kept tree for the wrong side to move is not reused.
    const other = search(b, BLACK, { ...options, rng: Rng.fromSeed(3), reuse: second.tree });
    expect(visits(other)).toBe(300);
  });
});
