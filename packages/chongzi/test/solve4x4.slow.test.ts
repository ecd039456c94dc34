import { describe, expect, it } from 'vitest';
import { unwrap } from '@qipan/core';
import { initial, legalMoves, playMove } from '@qipan/chongzi';
import { solve4x4 } from '@qipan/chongzi/ai';
import { checkSolution } from './solver-check.js';

describe('4×4 fixed start: the whole table', () => {
  const table = solve4x4({ start: 'fixed' });
  it('is closed and consistent at every stored position', () => {
    const r = checkSolution(table, true, () => true);
    expect(r.problems.slice(0, 5)).toEqual([]);
    expect(r.checked).toBe(389017);
  });
});

describe('4×4 empty start (about 30 s and 600 MB)', () => {
  const table = solve4x4({ start: 'empty' });
  it('stats: the first player wins in 33 plies', () => {
    const s = table.stats;
    expect(s.start).toEqual({ value: 'win', distance: 33 });
    expect(s.positions).toBe(4908800);
    expect(s.counts).toEqual({ win: 2875745, loss: 1756940, draw: 276115 });
  });
  it('is consistent on every 50th position', () => {
    const r = checkSolution(table, false, (i) => i % 50 === 0);
    expect(r.problems.slice(0, 5)).toEqual([]);
    expect(r.checked).toBe(Math.ceil(4908800 / 50));
  });
  it('perfect play through placement, removal and movement ends in 33 plies', () => {
    let s = initial({ size: 4, start: 'empty' });
    let expected = 33;
    while (!s.outcome) {
      expect(table.lookup(s)?.distance).toBe(expected--);
      const m = table.bestMove(s);
      if (!m) throw new Error('no best move');
      expect(legalMoves(s)).toContainEqual(m);
      s = unwrap(playMove(s, m));
    }
    expect(s.ply).toBe(33);
    expect(s.outcome.winnerSide).toBe('red');
  });
});
