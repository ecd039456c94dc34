import { describe, expect, it } from 'vitest';
import { parseMoveString } from '../index.js';
import { freestylePosition, stateOf, tacticsById, vcfProblems } from '../../test/tactics.js';
import { chooseMove } from './ai.js';
import {
  allowsVcfAfter,
  engineMove,
  evaluatePosition,
  ThreatCache,
  timedVct,
  vcf,
  vct,
} from './engine.js';
import { PatternBoard } from './pattern-board.js';
import {
  BLOCK3,
  BLOCK4,
  FIVE,
  FLEX1,
  FLEX2,
  FLEX3,
  FLEX4,
  lineKey,
  NONE,
  PATTERN,
} from './pattern.js';
import { CLASS_COUNT, PATTERN_VALUE, pointClass } from './pattern-board.js';

/** The pattern of a nine-point line written as text: x own, o blocked, . empty; the centre is empty. */
const pattern = (line: string): number =>
  PATTERN[
    lineKey([...line].filter((_, k) => k !== 4).map((c) => (c === 'x' ? 1 : c === 'o' ? 2 : 0)))
  ] as number;

const position = freestylePosition;

describe('line patterns', () => {
  it('classifies the textbook shapes', () => {
    expect(pattern('xxxx.....')).toBe(FIVE);
    expect(pattern('.xxx.x...')).toBe(FIVE);
    expect(pattern('.xxx.....')).toBe(FLEX4);
    expect(pattern('oxxx.....')).toBe(BLOCK4);
    expect(pattern('x.xx.....')).toBe(BLOCK4);
    expect(pattern('.xx..x...')).toBe(BLOCK4);
    expect(pattern('..xx.....')).toBe(FLEX3);
    expect(pattern('...x.x...')).toBe(FLEX3);
    expect(pattern('o.xx..o..')).toBe(BLOCK3);
    expect(pattern('.....x...')).toBe(FLEX2);
    expect(pattern('..o......')).toBe(FLEX1);
    expect(pattern('ooo..o...')).toBe(NONE);
  });
});

describe('PatternBoard', () => {
  it('keeps the same tallies, value and hash through play and undo as a board built at once', () => {
    const s = position('h8i9f6j9i7i10k8i11i8j8j7k7h10h9g9l9');
    const b = PatternBoard.fromState(s);
    const before = [b.hashLo, b.hashHi, [...b.cnt], [...b.value]];
    const extra = position('h8i9f6j9i7i10k8i11i8j8j7k7h10h9g9l9g7g10f8e9k11');
    for (const [x, y] of [
      [6, 8],
      [6, 5],
      [5, 7],
      [4, 6],
      [10, 4],
    ] as const)
      b.play(b.index(x, y));
    // A board set up with the same stones at once agrees with the incremental one.
    const fresh = PatternBoard.fromState(extra);
    expect([b.hashLo, b.hashHi, [...b.cnt], [...b.value]]).toEqual([
      fresh.hashLo,
      fresh.hashHi,
      [...fresh.cnt],
      [...fresh.value],
    ]);
    for (let k = 0; k < 5; k++) b.undo();
    expect([b.hashLo, b.hashHi, [...b.cnt], [...b.value]]).toEqual(before);
  });

  it('keeps the value of each colour equal to the pattern values plus combination bonuses of its points through play and undo', () => {
    // The rule of the evaluation, written out: per empty point the four directions' values, plus
    // 400 for two fours (BLOCK4), else 300 for a four and an open three, else 150 for two open threes.
    const direct = (b: PatternBoard, c: 0 | 1): number => {
      let v = 0;
      for (const p of b.onBoard) {
        if (b.cells[p] !== 0) continue;
        let fours = 0;
        let threes = 0;
        for (let d = 0; d < 4; d++) {
          const q = b.pat[c][p * 4 + d] as number;
          v += PATTERN_VALUE[q] as number;
          if (q === BLOCK4) fours++;
          else if (q === FLEX3) threes++;
        }
        v += fours >= 2 ? 400 : fours === 1 && threes >= 1 ? 300 : threes >= 2 ? 150 : 0;
      }
      return v;
    };
    const b = PatternBoard.fromState(position('h8i9f6j9i7i10k8i11i8j8j7k7h10h9g9l9'));
    const check = (): void => {
      expect(b.value[0]).toBe(direct(b, 0));
      expect(b.value[1]).toBe(direct(b, 1));
    };
    check();
    // Moves that make and break fours and threes of both colours (g7 f8 e9 g10 k11 g11 h11).
    const moves = [
      [6, 8],
      [5, 7],
      [4, 6],
      [6, 5],
      [10, 4],
      [6, 4],
      [7, 4],
    ] as const;
    for (const [x, y] of moves) {
      b.play(b.index(x, y));
      check();
    }
    for (let k = 0; k < moves.length; k++) {
      b.undo();
      check();
    }
    // A double-three point made and unmade one stone at a time: Black f8 g8 and h6 h7 make h8
    // an open three both ways (White far away), then White e8 closes the row.
    const c = PatternBoard.fromState(position('a15'));
    const seq = ['o1', 'f8', 'o3', 'g8', 'o5', 'h6', 'a3', 'h7', 'e8'];
    for (const m of seq) {
      const parsed = parseMoveString(m, 15);
      const p = parsed.ok ? parsed.points[0] : undefined;
      if (p === undefined) throw new Error(m);
      c.play(c.index(p.x, p.y));
      expect([c.value[0], c.value[1]]).toEqual([direct(c, 0), direct(c, 1)]);
    }
    for (const _ of seq) {
      c.undo();
      expect([c.value[0], c.value[1]]).toEqual([direct(c, 0), direct(c, 1)]);
    }
    expect(b.value[0]).toBeGreaterThan(0);
  });

  it('keeps the point-class counts of the learned evaluation equal to a direct count through play and undo', () => {
    // pointClass: the best two direction patterns q1 >= q2 as q1 (q1 + 1) / 2 + q2.
    expect(pointClass(FLEX3, BLOCK4, NONE, FLEX3)).toBe((BLOCK4 * (BLOCK4 + 1)) / 2 + FLEX3);
    expect(pointClass(FLEX2, FLEX2, FLEX1, FLEX1)).toBe((FLEX2 * (FLEX2 + 1)) / 2 + FLEX2);
    expect(pointClass(NONE, NONE, NONE, FIVE)).toBe((FIVE * (FIVE + 1)) / 2);
    const direct = (b: PatternBoard, c: 0 | 1): number[] => {
      const n = new Array<number>(CLASS_COUNT).fill(0);
      for (const p of b.onBoard) {
        if (b.cells[p] !== 0) continue;
        const q = [0, 1, 2, 3].map((d) => b.pat[c][p * 4 + d] as number).sort((x, y) => y - x);
        const [q1, q2] = q as [number, number];
        const k = (q1 * (q1 + 1)) / 2 + q2;
        n[k] = (n[k] as number) + 1;
      }
      return n;
    };
    const counts = (b: PatternBoard, c: 0 | 1): number[] =>
      Array.from(b.clsCnt.subarray(c * 64, c * 64 + CLASS_COUNT));
    const b = PatternBoard.fromState(position('h8i9f6j9i7i10k8i11i8j8j7k7h10h9g9l9'));
    const check = (): void => {
      expect(counts(b, 0)).toEqual(direct(b, 0));
      expect(counts(b, 1)).toEqual(direct(b, 1));
    };
    check();
    const moves = ['g7', 'f8', 'e9', 'g10', 'k11', 'g11', 'h11', 'a1', 'o15'];
    for (const m of moves) {
      const parsed = parseMoveString(m, 15);
      const p = parsed.ok ? parsed.points[0] : undefined;
      if (p === undefined) throw new Error(m);
      b.play(b.index(p.x, p.y));
      check();
    }
    for (const _ of moves) {
      b.undo();
      check();
    }
    // The evaluation is the side to move's: Black's open two is good for Black to move, bad for White.
    const two = PatternBoard.fromState(position('h8a1i8a3'));
    expect(evaluatePosition(two, 1)).toBeGreaterThan(0);
    expect(evaluatePosition(two, 2)).toBeLessThan(0);
  });

  it('lists candidate points and pattern points the same way into buffers and arrays', () => {
    const b = PatternBoard.fromState(position('h8i9f6j9i7i10k8i11i8j8j7k7h10h9g9l9'));
    const n = b.fillCandidates();
    expect([...b.candBuf.subarray(0, n)]).toEqual(b.candidatePoints());
    expect(n).toBeGreaterThan(20);
    const buf = new Int32Array(225);
    for (const c of [1, 2] as const)
      for (const q of [FLEX3, BLOCK4, FLEX4, FIVE]) {
        const m = b.pointsWithInto(c, q, buf);
        expect([...buf.subarray(0, m)]).toEqual(b.pointsWith(c, q));
      }
    // An empty board has no candidates.
    expect(new PatternBoard(15).fillCandidates()).toBe(0);
  });

  it('remembers refuted positions by hash and depth in a ThreatCache', () => {
    const b = PatternBoard.fromState(position('h8i9f6'));
    const cache = new ThreatCache();
    expect(cache.get(b)).toBe(-1);
    cache.set(b, 5);
    expect(cache.get(b)).toBe(5);
    b.play(b.index(3, 3));
    expect(cache.get(b)).toBe(-1); // another position
    b.undo();
    expect(cache.get(b)).toBe(5);
  });

  it('counts threats: an open three gives open-four points, a four a five point', () => {
    const b = PatternBoard.fromState(position('h8a1i8a3j8'));
    expect(b.count(1, FLEX4)).toBeGreaterThan(0); // Black's h8 i8 j8
    expect(b.count(1, FIVE)).toBe(0);
    b.play(b.index(0, 10)); // White elsewhere
    b.play(b.index(10, 7)); // Black k8: h8 i8 j8 k8, an open four
    expect(b.count(1, FIVE)).toBe(2); // g8 and l8, one direction each
    expect(b.pointsWith(1, FIVE).map((i) => b.point(i).x)).toEqual([6, 11]);
  });
});

describe('freestyle engine', () => {
  it('wins at once, blocks a four, and answers the centre on an empty board', () => {
    const win = PatternBoard.fromState(position('h8a1i8a2j8a3k8'));
    // White to move must block (Black has an open four = two five points): it loses anyway.
    expect(engineMove(win, { deadline: Date.now() + 200 }).reason).toBe('search');
    const b = PatternBoard.fromState(position('h8a1i8a2j8a3k8a4'));
    const r = engineMove(b, { deadline: Date.now() + 200 });
    expect(r.reason).toBe('win');
    expect(['g8', 'l8']).toContain(
      `${'abcdefghijklmno'[b.point(r.move).x]}${15 - b.point(r.move).y}`,
    );
    const empty = new PatternBoard(15);
    expect(empty.point(engineMove(empty, { deadline: Date.now() + 100 }).move)).toEqual({
      x: 7,
      y: 7,
    });
  });

  for (const id of ['mintaka/test_vcf/basic_vcf/1', 'games/rapfi100-vs-gobang1000/game1/ply33'])
    it(`finds a valid VCF: ${id}`, () => {
      const s = stateOf(tacticsById(id));
      const b = PatternBoard.fromState(s);
      const first = vcf(b, 30, new ThreatCache(), () => {});
      expect(first).toBeGreaterThanOrEqual(0);
      const a = chooseMove(s, { timeMs: 2000 });
      expect(a?.reason).toBe('vcf');
      // The chosen first four starts a line the public rules accept.
      expect(vcfProblems(s, [b.point(first)]).length).toBeLessThanOrEqual(1);
    });

  it('finds a VCT whose every defence loses (checked by a search from the defender)', () => {
    const s = stateOf(tacticsById('games/rapfi100-vs-gobang1000/game5/ply13'));
    const b = PatternBoard.fromState(s);
    const m = timedVct(b, 7, Date.now() + 10_000);
    expect(m).toBeGreaterThanOrEqual(0);
    b.play(m);
    const r = engineMove(b, { deadline: Date.now() + 3000, maxDepth: 8 });
    expect(r.score).toBeLessThan(-900_000);
  });

  it('sees that leaving an open four point lets the opponent win by fours', () => {
    // Black h8 i8 j8 open three; if White plays elsewhere, Black has a VCF.
    const b = PatternBoard.fromState(position('h8a1i8a2j8'));
    expect(allowsVcfAfter(b, b.index(0, 5), 30, Date.now() + 1000)).toBe(true);
    expect(allowsVcfAfter(b, b.index(6, 7), 30, Date.now() + 1000)).toBe(false);
  });

  it('against an open three it answers on that line: an end or a far end', () => {
    // Black h8 i8 j8 is an open three (f8 g8 k8 l8 empty); White has no four to play.
    const s = position('h8d12i8m3j8');
    const a = chooseMove(s, { timeMs: 300 });
    expect(a?.move).toBeDefined();
    const m = a!.move as { x: number; y: number };
    expect(m.y).toBe(7);
    expect([5, 6, 10, 11]).toContain(m.x);
  });

  it('lost game vs Rapfi (2026-11-24, opening i7 g8 j10 h6): after Black f9, White wins by threats from h8', () => {
    // Black (Qipan) played f9 as its 6th move; Rapfi then won by a VCT starting h8.
    const s = position('i7g8j10h6i10i6g10h10i9f8f9');
    const b = PatternBoard.fromState(s);
    const first = vct(b, 7, new ThreatCache(), () => {});
    expect(b.point(first)).toEqual({ x: 7, y: 7 }); // h8
    // Every White-to-move search after h8 agrees Black is lost.
    b.play(first);
    const r = engineMove(b, { deadline: Date.now() + 20_000, maxDepth: 10 });
    expect(r.score).toBeLessThan(-900_000);
  });

  it('lost game vs gobang (2026-11-24): White to move is not lost (g10 even wins, by Rapfi)', () => {
    // The search once scored White's g10 (then g8 forced) as a win at depth 6 and
    // lost the game 40 moves later; this test then asserted g10 was no forced win.
    // Rapfi as a judge (3 s) disagrees: g10 wins in 11 plies (after g8, e10), and a
    // test variant of the engine with another move order proved it. The depth-6 search
    // may or may not prove it: it must not call White lost.
    const s = position('h8i8g5h9j7g9i9g7g11g6h10j8f12e13f5h5f7e9h6');
    const b = PatternBoard.fromState(s);
    const r = engineMove(b, { deadline: Date.now() + 60_000, maxDepth: 6 });
    expect(r.score).toBeGreaterThan(-900_000);
  });
});
