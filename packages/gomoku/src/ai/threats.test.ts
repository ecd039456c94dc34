import { unwrap, type Point } from '@qipan/core';
import { describe, expect, it } from 'vitest';
import { engineVcfLine, stateOf, tacticsById, vcfProblems } from '../../test/tactics.js';
import { gomoku } from '../game.js';
import { parsePoint } from '../notation.js';
import { fromSetup } from '../state.js';
import { engineMove, timedVcf, timedVct } from './engine.js';
import { PatternBoard } from './pattern-board.js';

// The engine's threat searches and search on positions the window search's tests
// used (the whole tactics file runs in test/tactics.slow.test.ts).

/** The position after the moves of a record such as 'h8i8g5'. */
const afterRecord = (record: string) => {
  let s = gomoku.initial({ rule: 'freestyle', size: 15 });
  for (const text of record.match(/[a-o]\d+/g) ?? [])
    s = unwrap(gomoku.play(s, parsePoint(text, 15)!));
  return s;
};
const row = (y: number, xs: number[]): Point[] => xs.map((x) => ({ x, y }));

describe('VCF', () => {
  for (const id of [
    'quintet/test_vcf_white',
    'mintaka/test_vcf/basic_vcf/1',
    'mintaka/test_vcf/trap_vcf/3',
    'games/rapfi100-vs-gobang1000/game1/ply33',
    'games/gobang-self-1000ms/game1/ply31',
  ])
    it(`finds a line the rules accept: ${id}`, () => {
      const s = stateOf(tacticsById(id));
      const b = PatternBoard.fromState(s);
      const before = [b.hashLo, b.hashHi, [...b.cnt]];
      expect(timedVcf(b, 40, Date.now() + 10_000)).toBeGreaterThanOrEqual(0);
      expect([b.hashLo, b.hashHi, [...b.cnt]]).toEqual(before);
      expect(b.history).toEqual([]);
      const line = engineVcfLine(s);
      expect(line).toBeDefined();
      expect(vcfProblems(s, line!)).toEqual([]);
    });
  it('finds nothing on an empty board', () => {
    const s = stateOf(tacticsById('quintet/test_vcf_white'));
    const b = PatternBoard.fromState({ ...s, cells: s.cells.map(() => 0) });
    expect(timedVcf(b, 40, Date.now() + 1000)).toBe(-1);
  });
  it('gives up at the deadline and restores the board', () => {
    const b = PatternBoard.fromState(stateOf(tacticsById('quintet/test_vcf_long')));
    const before = [b.hashLo, b.hashHi, [...b.cnt]];
    // Out of time (-2), or done within the nodes between two clock checks (-1): never a move.
    expect(timedVcf(b, 40, 0, () => 1)).toBeLessThan(0);
    expect([b.hashLo, b.hashHi, [...b.cnt]]).toEqual(before);
    expect(b.history).toEqual([]);
  });
});

describe('VCT', () => {
  for (const id of [
    'quintet/test_vct_white',
    'quintet/test_vct_counter',
    'games/rapfi100-vs-gobang1000/game6/ply26',
  ])
    it(`finds a confirmed winning first threat: ${id}`, () => {
      const p = tacticsById(id);
      const b = PatternBoard.fromState(stateOf(p));
      const before = [b.hashLo, b.hashHi, b.toMove];
      const m = timedVct(b, 7, Date.now() + 60_000);
      expect([b.hashLo, b.hashHi, b.toMove]).toEqual(before);
      expect(m).toBeGreaterThanOrEqual(0);
      const pt = b.point(m);
      expect(p.winningMoves).toContainEqual([pt.x, pt.y]);
    });
  it("sees through the defender's counter-fours (a lost game against gobang, ply 15)", () => {
    // White to move wins (e.g. f11: a double three); Black has four counter-fours.
    const b = PatternBoard.fromState(afterRecord('h8i8g5h9f6i9h4e7h6g9j9f8h10f9e9'));
    const m = timedVct(b, 7, Date.now() + 60_000);
    expect(m).toBeGreaterThanOrEqual(0);
    b.play(m);
    // Black, to move after the threat, cannot escape: the search proves the loss.
    const r = engineMove(b, { deadline: Date.now() + 60_000, maxDepth: 9 });
    expect(r.score).toBeLessThan(-900_000);
  });
  it('gives up at the deadline and restores the board', () => {
    const b = PatternBoard.fromState(stateOf(tacticsById('quintet/bench_vct_unstable')));
    const before = [b.hashLo, b.hashHi, b.toMove];
    expect(timedVct(b, 7, 0, () => 1)).toBe(-2);
    expect([b.hashLo, b.hashHi, b.toMove]).toEqual(before);
    expect(b.history).toEqual([]);
  });
});

describe('search', () => {
  it('blocks an open three next to it (a far block would still allow an open four)', () => {
    // White (to move) faces Black's open three on row 7: only x = 4 or x = 8 holds.
    const s = unwrap(
      fromSetup({
        size: 15,
        rule: 'freestyle',
        black: [...row(7, [5, 6, 7]), { x: 12, y: 1 }],
        white: [
          { x: 2, y: 2 },
          { x: 2, y: 12 },
          { x: 12, y: 13 },
        ],
        turn: 'white',
      }),
    );
    for (const rule of ['freestyle', 'standard', 'renju'] as const) {
      const b = PatternBoard.fromState({ ...s, config: { ...s.config, rule } });
      const r = engineMove(b, { deadline: Date.now() + 60_000, maxDepth: 2 });
      expect([b.index(4, 7), b.index(8, 7)]).toContain(r.move);
    }
  });
});
