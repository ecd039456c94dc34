import { describe, expect, it } from 'vitest';
import { stateOf, tacticsById, vcfProblems } from '../../test/tactics.js';
import { SearchBoard } from './search-board.js';
import { findVcf } from './vcf.js';

// A few quick VCF positions; the whole file runs in test/tactics.slow.test.ts.
const QUICK = [
  'quintet/test_vcf_white',
  'mintaka/test_vcf/basic_vcf/1',
  'mintaka/test_vcf/trap_vcf/3',
  'games/rapfi100-vs-gobang1000/game1/ply33',
  'games/gobang-self-1000ms/game1/ply31',
];

describe('findVcf', () => {
  for (const id of QUICK)
    it(`finds a valid VCF: ${id}`, () => {
      const s = stateOf(tacticsById(id));
      const b = SearchBoard.fromState(s);
      const line = findVcf(b, { deadline: Date.now() + 10_000 });
      expect(line).toBeDefined();
      expect(
        vcfProblems(
          s,
          line!.map((i) => b.point(i)),
        ),
      ).toEqual([]);
      expect(b.history).toEqual([]);
    });
  it('finds nothing on an empty board or a board without fours', () => {
    const s = stateOf(tacticsById('quintet/test_vcf_white'));
    const b = SearchBoard.fromState({ ...s, cells: s.cells.map(() => 0) });
    expect(findVcf(b, { deadline: Date.now() + 1000 })).toBeUndefined();
  });
  it('gives up at the deadline and restores the board', () => {
    const s = stateOf(tacticsById('quintet/test_vcf_long'));
    const b = SearchBoard.fromState(s);
    const before = [b.hashLo, b.hashHi, b.score];
    expect(findVcf(b, { deadline: 0, now: () => 1 })).toBeUndefined();
    expect([b.hashLo, b.hashHi, b.score]).toEqual(before);
  });
});
