import { describe, expect, it } from 'vitest';
import { Rng } from '@qipan/core';
import { BLACK, EMPTY, FastBoard } from './index.js';
import type { MoveModel } from './features.js';
import { PASS_MOVE, search, widthAt } from './search.js';

/** A model that ranks the points of the fourth row first, left to right, and the rest far below. */
const fourthRow: MoveModel = {
  gamma: (b, _c, p) => (b.y(p) === 3 ? 1000 - b.x(p) : 1),
};

function rootOf(b: FastBoard): number[] {
  const out: number[] = [];
  for (let p = 0; p < b.cells.length; p++) if (b.cells[p] === EMPTY) out.push(p);
  return out;
}

const run = (widen: boolean, playouts: number) => {
  const b = FastBoard.create(19);
  return search(b, BLACK, {
    komi: 7,
    maxPlayouts: playouts,
    deadline: Infinity,
    now: () => 0,
    rng: Rng.fromSeed(3),
    rootMoves: rootOf(b),
    passes: 0,
    last: -1,
    model: fourthRow,
    widen,
  });
};

describe('progressive widening', () => {
  it('lets 2 children compete, then more as the visits grow', () => {
    expect([0, 15, 16, 39, 400, 20_000].map(widthAt)).toEqual([2, 2, 3, 4, 9, 20]);
  });

  it('searches only the children the model ranks best, more as the visits grow', () => {
    const r = run(true, 300);
    const visited = r.candidates.filter((c) => c.visits > 0 && c.move !== PASS_MOVE);
    const b = FastBoard.create(19);
    // The model's best are the fourth row's points: only they are tried.
    expect(visited.length).toBeLessThanOrEqual(widthAt(300));
    expect(visited.length).toBeGreaterThan(2);
    for (const c of visited) expect(b.y(c.move)).toBe(3);
    // Without widening the same search spreads over many more points.
    const wide = run(false, 300).candidates.filter((c) => c.visits > 0);
    expect(wide.length).toBeGreaterThan(2 * visited.length);
  });
});

describe('score weight', () => {
  /** A 5×5 board of Black stones but two eyes, Black to move after White's pass. */
  const filled = (): FastBoard => {
    const b = FastBoard.create(5);
    for (let p = 0; p < b.cells.length; p++)
      if (b.cells[p] === EMPTY && p !== b.index(0, 0) && p !== b.index(4, 4)) b.play(BLACK, p);
    return b;
  };
  const passValue = (scoreWeight: number): number => {
    const r = search(filled(), BLACK, {
      komi: 5,
      maxPlayouts: 20,
      deadline: Infinity,
      now: () => 0,
      rng: Rng.fromSeed(1),
      rootMoves: [],
      passes: 1,
      last: PASS_MOVE,
      scoreWeight,
    });
    expect(r.move).toBe(PASS_MOVE);
    // The winning rate (what resigning and passing read) leaves the margin out.
    expect(r.winRate).toBe(1);
    const pass = r.tree.children?.[0];
    if (pass === undefined) throw new Error('no pass child');
    return (pass.w - pass.priorW) / pass.visits;
  };

  it('values a playout by its result only by default, and mixes in tanh(margin / 20) when asked', () => {
    // Passing ends the game: Black's 25 points less komi 5 wins by 20.
    expect(passValue(0)).toBe(1);
    expect(passValue(0.5)).toBeCloseTo(0.5 + 0.25 * (1 + Math.tanh(1)), 9); // 0.9404
    expect(passValue(1)).toBeCloseTo((1 + Math.tanh(1)) / 2, 9);
  });
});
