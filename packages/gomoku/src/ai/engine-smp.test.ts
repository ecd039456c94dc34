import { describe, expect, it } from 'vitest';
import { freestylePosition } from '../../test/tactics.js';
import { helpSearch } from './ai.js';
import { engineMove, shareEngineTable } from './engine.js';
import { PatternBoard } from './pattern-board.js';

const position = freestylePosition;

// A quiet middle game (no fours, no open threes), where the search has work to do.
const MIDDLE = 'h8i9f6j9i7i10k8i11';
/** A search to a fixed depth with no clock: its move and how many nodes it took. */
const fixedSearch = (moves: string, maxDepth: number) => {
  const r = engineMove(PatternBoard.fromState(position(moves)), {
    deadline: Number.POSITIVE_INFINITY,
    maxDepth,
  });
  return { move: r.move, depth: r.depth, nodes: r.nodes };
};

describe('Lazy SMP: the shared transposition table', () => {
  it('what a helper stored is found by the main search: the same move in fewer nodes', () => {
    shareEngineTable();
    const cold = fixedSearch(MIDDLE, 5);
    expect(cold.depth).toBe(5);
    // A new shared table, filled by a helper-style search one ply deeper.
    shareEngineTable();
    engineMove(PatternBoard.fromState(position(MIDDLE)), {
      deadline: Number.POSITIVE_INFINITY,
      maxDepth: 6,
      helper: 1,
    });
    const warm = fixedSearch(MIDDLE, 5);
    expect(warm.depth).toBe(5);
    expect(warm.move).toBe(cold.move);
    expect(warm.nodes).toBeLessThan(cold.nodes / 2);
  });

  it('a table of torn or foreign entries reads as empty: the search is the same as on a clean one', () => {
    shareEngineTable();
    const clean = fixedSearch(MIDDLE, 4);
    // Fill every word with noise, as concurrent writes or another program would.
    const noise = shareEngineTable();
    const words = new Int32Array(noise);
    let x = 0x2545f491;
    for (let i = 0; i < words.length; i++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      words[i] = x;
    }
    expect(fixedSearch(MIDDLE, 4)).toEqual(clean);
  });

  it('a helper searches until the deadline or until its clock says the move is made', () => {
    shareEngineTable();
    const state = position(MIDDLE);
    let t = 0;
    let reads = 0;
    // The clock reads time 0 for a while, then jumps past the deadline (a stop).
    helpSearch(state, 1_000, 1, () => (++reads < 200 ? t : (t = 1e12)));
    expect(reads).toBeGreaterThanOrEqual(200);
    // Every rule has its search (the one engine plays them all).
    reads = 0;
    t = 0;
    const renju = { ...state, config: { ...state.config, rule: 'renju' as const } };
    helpSearch(renju, 1_000, 1, () => (++reads < 200 ? t : (t = 1e12)));
    expect(reads).toBeGreaterThanOrEqual(200);
    // Nothing to do once the game is over.
    reads = 0;
    helpSearch({ ...state, outcome: { winner: 'black', reason: 'five' } }, 1_000, 1, () => ++reads);
    expect(reads).toBe(0);
  });
});
