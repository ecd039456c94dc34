import { describe, expect, it } from 'vitest';
import { stateOf, tacticsById } from '../../test/tactics.js';
import { unwrap } from '@qipan/core';
import { gomoku } from '../game.js';
import { parsePoint } from '../notation.js';
import { SearchBoard } from './search-board.js';
import { searchMove, WIN } from './search.js';
import { findVct } from './vct.js';

/** The position after the moves of a record such as 'h8i8g5'. */
const afterRecord = (record: string) => {
  let s = gomoku.initial({ rule: 'freestyle', size: 15 });
  for (const text of record.match(/[a-o]\d+/g) ?? [])
    s = unwrap(gomoku.play(s, parsePoint(text, 15)!));
  return s;
};

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
  it("sees through the defender's counter-fours (a lost game against gobang, ply 15)", () => {
    // White to move wins (e.g. f11: a double three); Black has four counter-fours,
    // which used to count as refutations of every quiet threat.
    const b = SearchBoard.fromState(afterRecord('h8i8g5h9f6i9h4e7h6g9j9f8h10f9e9'));
    const m = findVct(b, { deadline: Date.now() + 60_000, maxThreats: 2, maxNodes: 1e9 });
    expect(m).toBeDefined();
    b.play(m!);
    // Black, to move after the threat, cannot escape: the search proves the loss.
    const r = searchMove(b, { deadline: Date.now() + 60_000, maxDepth: 9 });
    expect(r.score).toBeLessThanOrEqual(-(WIN - 100));
  });
  it('gives up within its node bound and restores the board', () => {
    const b = SearchBoard.fromState(stateOf(tacticsById('quintet/bench_vct_unstable')));
    const before = [b.hashLo, b.hashHi, b.score, b.toMove];
    findVct(b, { deadline: Date.now() + 60_000, maxNodes: 50 });
    expect([b.hashLo, b.hashHi, b.score, b.toMove]).toEqual(before);
    expect(b.history).toEqual([]);
  });
});
