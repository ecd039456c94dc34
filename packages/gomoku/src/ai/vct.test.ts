import { describe, expect, it } from 'vitest';
import { stateOf, tacticsById } from '../../test/tactics.js';
import { SearchBoard } from './search-board.js';
import { findVct } from './vct.js';

describe('findVct', () => {
  for (const id of [
    'quintet/test_vct_white',
    'quintet/test_vct_counter',
    'games/rapfi100-vs-gobang1000/game6/ply26',
  ])
    it(`finds a confirmed winning first threat: ${id}`, () => {
      const p = tacticsById(id);
      const b = SearchBoard.fromState(stateOf(p));
      const before = [b.hashLo, b.hashHi, b.score, b.toMove];
      const m = findVct(b, { deadline: Date.now() + 60_000, maxThreats: 2 });
      expect([b.hashLo, b.hashHi, b.score, b.toMove]).toEqual(before);
      expect(m).toBeDefined();
      const pt = b.point(m!);
      expect(p.winningMoves).toContainEqual([pt.x, pt.y]);
    });
  it('gives up within its node bound and restores the board', () => {
    const b = SearchBoard.fromState(stateOf(tacticsById('quintet/bench_vct_unstable')));
    const before = [b.hashLo, b.hashHi, b.score, b.toMove];
    findVct(b, { deadline: Date.now() + 60_000, maxNodes: 50 });
    expect([b.hashLo, b.hashHi, b.score, b.toMove]).toEqual(before);
    expect(b.history).toEqual([]);
  });
});
