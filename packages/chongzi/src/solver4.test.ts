import { describe, expect, it } from 'vitest';
import { unwrap } from '@qipan/core';
import { checkSolution } from '../test/solver-check.js';
import { playMove } from './game.js';
import { positionState } from './position.js';
import { solve4x4 } from './solver4.js';
import { initial } from './state.js';

const table = solve4x4();

describe('4×4 fixed start, solved', () => {
  it('stats', () => {
    const s = table.stats;
    expect(s.variant).toBe('fixed');
    expect(s.positions).toBe(389017);
    expect(s.edges).toBe(2449079);
    expect([s.longestWin, s.longestLoss]).toEqual([61, 62]);
    expect(s.counts).toEqual({ win: 239938, loss: 131431, draw: 17648 });
    expect(s.counts.win + s.counts.loss + s.counts.draw).toBe(s.positions);
    // The first player (Red) loses with perfect play, after 46 plies.
    expect(s.start).toEqual({ value: 'loss', distance: 46 });
  });

  it('is closed and consistent (every 25th position; the slow suite checks all)', () => {
    const r = checkSolution(table, true, (i) => i % 25 === 0);
    expect(r.problems.slice(0, 5)).toEqual([]);
    expect(r.checked).toBe(Math.ceil(table.stats.positions / 25));
  });

  it('perfect play from the start: Blue wins after 46 plies, the distance falling by one each ply', () => {
    let s = initial({ size: 4, start: 'fixed' });
    let expected = 46;
    while (!s.outcome) {
      expect(table.lookup(s)?.distance).toBe(expected--);
      const m = table.bestMove(s);
      expect(m).toBeDefined();
      if (!m) break;
      s = unwrap(playMove(s, m));
    }
    expect(s.ply).toBe(46);
    expect(s.outcome?.winnerSide).toBe('blue');
  });

  it('lookup agrees across symmetric and colour-swapped positions, and is undefined elsewhere', () => {
    const a = unwrap(positionState('BBBB/..../R.../.RRR b', { start: 'fixed' }));
    const mirrored = unwrap(positionState('BBBB/..../...R/RRR. b', { start: 'fixed' }));
    const swapped = unwrap(positionState('BBB./...B/..../RRRR r', { start: 'fixed' }));
    expect(table.lookup(a)).toEqual(table.lookup(mirrored));
    expect(table.lookup(a)).toEqual(table.lookup(swapped));
    expect(table.lookup(a)?.value).toBe('win');
    expect(table.lookup(initial({ size: 5 }))).toBeUndefined();
  });
});
