import { unwrap, type Point } from '@qipan/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forbiddenPoints, gomoku } from '../game.js';
import { fromSetup, initial, type GomokuState } from '../state.js';
import type { RuleSet, StoneMove } from '../types.js';
import { chooseMove } from './ai.js';
import { engineMove, fivePoints, timedVcf, timedVct } from './engine.js';
import { B, PatternBoard, W } from './pattern-board.js';
import { BLOCK3, BLOCK4, FIVE, FLEX1, FLEX3, FLEX4, lineKey, patternTable } from './pattern.js';

const setup = (
  rule: RuleSet,
  turn: 'black' | 'white',
  black: Point[],
  white: Point[],
): GomokuState => unwrap(fromSetup({ size: 15, rule, black, white, turn }));
const row = (y: number, xs: number[]): Point[] => xs.map((x) => ({ x, y }));
const pts = (b: PatternBoard, is: number[]): Point[] => is.map((i) => b.point(i));

describe('exact-five line patterns (standard, and Black under renju)', () => {
  const exact = patternTable(5, true);
  const free = patternTable(5, false);
  /** An eleven-point line as text (x own, o blocked, . empty), the centre (index 5) empty. */
  const key = (line: string): number =>
    lineKey([...line].filter((_, k) => k !== 5).map((c) => (c === 'x' ? 1 : c === 'o' ? 2 : 0)));
  it('five is exactly five: a sixth stone next to it makes an overline, no five', () => {
    expect(exact[key('.xxxx......')]).toBe(FIVE);
    expect(exact[key('xxxxx......')]).toBe(FLEX1);
    expect(free[key('xxxxx......')]).toBe(FIVE);
    expect(exact[key('.xxxx.x....')]).toBe(FLEX1);
    // The gap of x x . [c] x x: freestyle's five point, an overline under the exact rule.
    expect(free[key('..xx..xx...')]).toBe(BLOCK4);
    expect(exact[key('..xx..xx...')]).toBe(BLOCK3);
  });
  it('a four whose second five point would be an overline is a closed four', () => {
    expect(exact[key('..xxx......')]).toBe(FLEX4);
    expect(exact[key('x.xxx......')]).toBe(BLOCK4);
    expect(free[key('x.xxx......')]).toBe(FLEX4);
    expect(exact[key('...xx......')]).toBe(FLEX3);
  });
});

describe('PatternBoard under standard and renju', () => {
  it('play/undo keep the same tallies and hash as a board built at once', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<RuleSet>('standard', 'renju'),
        fc.array(fc.nat(224), { minLength: 1, maxLength: 70 }),
        fc.nat(30),
        (rule, picks, back) => {
          const b = new PatternBoard(15, rule);
          for (const k of picks) {
            const i = b.index(k % 15, Math.floor(k / 15));
            if (b.cells[i] === 0) b.play(i);
          }
          for (let n = 0; n < Math.min(back, b.history.length); n++) b.undo();
          const fresh = new PatternBoard(15, rule);
          for (const i of b.history) fresh.play(i);
          expect([b.hashLo, b.hashHi, [...b.cnt], [...b.value], [...b.clsCnt]]).toEqual([
            fresh.hashLo,
            fresh.hashHi,
            [...fresh.cnt],
            [...fresh.value],
            [...fresh.clsCnt],
          ]);
        },
      ),
      { numRuns: 40 },
    );
  });
  it('a position has another hash under another rule', () => {
    const s = setup('freestyle', 'black', row(7, [6, 7]), row(8, [7]));
    const hashes = (['freestyle', 'standard', 'renju'] as const).map(
      (rule) => PatternBoard.fromState({ ...s, config: { ...s.config, rule } }).hashLo,
    );
    expect(new Set(hashes).size).toBe(3);
  });
  it('five points follow the rule: an overline wins only freestyle, and for White under renju', () => {
    const black = row(7, [2, 3, 4, 6, 7]);
    const white = row(9, [2, 3, 4, 6, 7]);
    const at = (rule: RuleSet, c: 1 | 2): Point[] => {
      const b = PatternBoard.fromState(setup(rule, 'black', black, white));
      return pts(b, fivePoints(b, c));
    };
    expect(at('freestyle', B)).toEqual([{ x: 5, y: 7 }]);
    expect(at('standard', B)).toEqual([]);
    expect(at('standard', W)).toEqual([]);
    expect(at('renju', B)).toEqual([]);
    expect(at('renju', W)).toEqual([{ x: 5, y: 9 }]);
  });
  it("isFoul agrees with the rules' forbidden points in random renju positions", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(10_000), { minLength: 6, maxLength: 70 }), (picks) => {
        // Dense random play round the centre, where fouls are common.
        let s = initial({ size: 15, rule: 'renju' });
        for (const k of picks) {
          if (s.outcome) break;
          const moves = gomoku
            .legalMoves(s)
            .filter((m) => !('choose' in m) && Math.abs(m.x - 7) <= 4 && Math.abs(m.y - 7) <= 4);
          if (moves.length === 0) break;
          s = unwrap(gomoku.play(s, moves[k % moves.length]!));
        }
        const b = PatternBoard.fromState(s);
        const fouls = new Set(forbiddenPoints(s).map((f) => `${f.point.x},${f.point.y}`));
        for (const p of b.onBoard) {
          if (b.cells[p] !== 0) continue;
          const q = b.point(p);
          expect(b.isFoul(B, p), `${q.x},${q.y}`).toBe(fouls.has(`${q.x},${q.y}`));
          expect(b.isFoul(W, p)).toBe(false);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('the engine under renju', () => {
  // Black's double-three at h8 (7,7): g8 i8 across, h6 h7 down; White's diagonal d4 e5 f6.
  const black = [
    { x: 6, y: 7 },
    { x: 8, y: 7 },
    { x: 7, y: 5 },
    { x: 7, y: 6 },
    { x: 2, y: 2 },
  ];
  const white = [3, 4, 5].map((k) => ({ x: k, y: k })).concat({ x: 13, y: 1 });

  it('White wins with a four whose only block is a foul for Black', () => {
    const s = setup('renju', 'white', black, white);
    expect(gomoku.check({ ...s, turn: 'black' }, { x: 7, y: 7 })?.reason).toBe(
      'forbidden-double-three',
    );
    const b = PatternBoard.fromState(s);
    expect(b.point(timedVcf(b, 10, Date.now() + 10_000))).toEqual({ x: 6, y: 6 });
    const a = chooseMove(s, { timeMs: 500 });
    expect(a).toMatchObject({ move: { x: 6, y: 6 }, reason: 'vcf' });
    // Under standard the four is no win: Black blocks at h8.
    const std = PatternBoard.fromState(setup('standard', 'white', black, white));
    expect(timedVcf(std, 10, Date.now() + 10_000)).toBe(-1);
  });

  it('Black, facing that four, never blocks on the foul: the search knows the game is lost', () => {
    const s = setup(
      'renju',
      'black',
      black,
      [...white, { x: 6, y: 6 }, { x: 13, y: 3 }].slice(0, 5),
    );
    const b = PatternBoard.fromState(s);
    expect(b.isFoul(B, b.index(7, 7))).toBe(true);
    const r = engineMove(b, { deadline: Date.now() + 300 });
    expect(r.move).not.toBe(b.index(7, 7));
    const a = chooseMove(s, { timeMs: 300 });
    expect(gomoku.check(s, a!.move)).toBeUndefined();
  });

  it('Black never plays an overline, even where freestyle would make five and more', () => {
    // c8 d8 e8 . g8 h8: f8 makes six, a foul for Black under renju, a win under freestyle.
    const b6 = row(7, [2, 3, 4, 6, 7]);
    const w6 = [
      { x: 1, y: 7 },
      { x: 8, y: 7 },
      { x: 5, y: 3 },
      { x: 5, y: 11 },
      { x: 12, y: 12 },
    ];
    const free = chooseMove(setup('freestyle', 'black', b6, w6), { timeMs: 200 });
    expect(free).toMatchObject({ move: { x: 5, y: 7 }, reason: 'win' });
    const s = setup('renju', 'black', b6, w6);
    expect(gomoku.check(s, { x: 5, y: 7 })?.reason).toBe('forbidden-overline');
    for (const level of [1, 3, 5] as const) {
      const a = chooseMove(s, { timeMs: 200, level });
      expect(a?.reason).not.toBe('win');
      expect((a?.move as StoneMove).x === 5 && (a?.move as StoneMove).y === 7).toBe(false);
      expect(gomoku.check(s, a!.move)).toBeUndefined();
    }
  });

  it('White may win with an overline; Black threatens no five through one', () => {
    const s = setup(
      'renju',
      'white',
      row(3, [1, 2, 3]).concat(row(12, [9, 11])),
      row(7, [2, 3, 4, 6, 7]),
    );
    expect(chooseMove(s, { timeMs: 200 })).toMatchObject({ move: { x: 5, y: 7 }, reason: 'win' });
  });

  it("Black's threat searches skip fouls: no VCT or VCF through a double four", () => {
    // Black: a double four at h8 (d8 e8 f8 across… h8 completes two fours) is forbidden;
    // e8 f8 g8 across and h5 h6 h7 down: h8 makes four-four.
    const b4 = [...row(7, [4, 5, 6]), { x: 7, y: 4 }, { x: 7, y: 5 }, { x: 7, y: 6 }];
    const w4 = [
      { x: 3, y: 7 },
      { x: 7, y: 3 },
      { x: 12, y: 12 },
      { x: 12, y: 1 },
      { x: 1, y: 12 },
      { x: 13, y: 13 },
    ];
    const s = setup('renju', 'black', b4, w4);
    expect(gomoku.check(s, { x: 7, y: 7 })?.reason).toBe('forbidden-double-four');
    const b = PatternBoard.fromState(s);
    const v = timedVcf(b, 20, Date.now() + 5000);
    expect(v === -1 || b.point(v).x !== 7 || b.point(v).y !== 7).toBe(true);
    const t = timedVct(b, 5, Date.now() + 5000);
    expect(t === -1 || b.point(t).x !== 7 || b.point(t).y !== 7).toBe(true);
    // Under freestyle h8 is the double four that wins.
    const f = PatternBoard.fromState(setup('freestyle', 'black', b4, w4));
    expect(f.point(timedVcf(f, 20, Date.now() + 5000))).toEqual({ x: 7, y: 7 });
  });

  it('FLEX3 and FLEX4 keep their meaning for an open three and a straight four', () => {
    const b = PatternBoard.fromState(setup('standard', 'black', row(7, [5, 6]), row(9, [5])));
    expect(b.best(B, b.index(7, 7))).toBe(FLEX3);
    b.play(b.index(7, 7));
    b.pass();
    expect(b.best(B, b.index(8, 7))).toBe(FLEX4);
    expect(b.best(B, b.index(9, 7))).toBe(BLOCK4);
  });
});
