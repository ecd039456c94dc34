import { describe, expect, it } from 'vitest';
import { Rng, unwrap } from '@qipan/core';
import { chooseMove } from './ai.js';
import { legalMoves, playMove } from '../game.js';
import { formatMove } from '../notation.js';
import { fromSetup, positionState } from '../position.js';
import { solve4x4 } from '../solver4.js';
import { boardFromMasks, initial, type ChongziState } from '../state.js';
import type { ChongziOptions } from '../types.js';

/** A frozen clock: the search is bounded by depth only, so results are reproducible. */
const frozen = { now: () => 0 };

const table = solve4x4();

describe('the AI', () => {
  it('always returns a legal move, at every level and in every phase', () => {
    const variants: ChongziOptions[] = [
      { size: 5, start: 'fixed' },
      { size: 4, start: 'fixed' },
      { size: 5, start: 'empty' },
      { size: 4, start: 'empty', capturesDuringPlacement: true },
    ];
    const rng = Rng.fromSeed('ai-legal');
    let checked = 0;
    for (const v of variants) {
      let s: ChongziState = initial(v);
      for (let ply = 0; ply < 40 && !s.outcome; ply++) {
        const level = ((ply % 5) + 1) as 1 | 2 | 3 | 4 | 5;
        const r = chooseMove(s, { level, maxDepth: 3, seed: ply, ...frozen });
        expect(r).toBeDefined();
        if (!r) break;
        expect(legalMoves(s)).toContainEqual(r.move);
        checked++;
        // Alternate AI moves with random ones to reach varied positions.
        const next = ply % 2 === 0 ? r.move : rng.pick(legalMoves(s));
        s = unwrap(playMove(s, next));
      }
    }
    expect(checked).toBeGreaterThan(90);
  });

  it('returns undefined when the game is over', () => {
    const lost = unwrap(positionState('R.../..../..../.... b', { start: 'fixed' }));
    expect(chooseMove(lost)).toBeUndefined();
  });

  it('takes the capture that wins at once', () => {
    // A1-A2 pushes Blue's last piece (R R B): the game is won in one ply.
    const w = unwrap(positionState('..../..../.RB./R... r', { start: 'empty' }));
    const r = chooseMove(w, { maxDepth: 4, ...frozen });
    expect(r && formatMove(r.move, 4)).toBe('A1-A2');
    expect(r?.score).toBe(100000 - 1);
    // Even at depth 1, the capture of two (R R B B) is preferred to the quiet moves.
    const s = unwrap(positionState('...B/..../.RBB/R... r', { start: 'empty' }));
    const r2 = chooseMove(s, { maxDepth: 1, ...frozen });
    expect(r2 && formatMove(r2.move, 4)).toBe('A1-A2');
  });

  it('finds the winning move in every short win of the solved 4×4 table (sample)', () => {
    const wins: [number, number, number][] = [];
    table.forEach((mine, theirs, v) => {
      if (v.value === 'win' && v.distance !== null && v.distance <= 5 && wins.length < 400)
        wins.push([mine, theirs, v.distance]);
    });
    expect(wins.length).toBe(400);
    for (const [mine, theirs, d] of wins.filter((_, i) => i % 8 === 0)) {
      const s = unwrap(
        fromSetup(
          { size: 4, board: boardFromMasks(4, mine, theirs), turn: 'red' },
          { start: 'fixed', drawByRepetition: false },
        ),
      );
      const r = chooseMove(s, { maxDepth: 6, ...frozen });
      expect(r).toBeDefined();
      if (!r) continue;
      expect(r.score).toBe(100000 - d);
      const after = unwrap(playMove(s, r.move));
      expect(table.lookup(after)?.value).toBe('loss');
    }
  });

  it('plays the table move when given a solved table', () => {
    const s = initial({ size: 4, start: 'fixed' });
    const r = chooseMove(s, { table });
    expect(r?.move).toEqual(table.bestMove(s));
    expect(r?.score).toBe(-(100000 - 46));
  });

  it('same seed and depth, same move', () => {
    const s = initial({ size: 5, start: 'fixed' });
    const a = chooseMove(s, { maxDepth: 5, seed: 7, ...frozen });
    const b = chooseMove(s, { maxDepth: 5, seed: 7, ...frozen });
    expect(a).toEqual(b);
    expect(a?.depth).toBe(5);
  });
});
