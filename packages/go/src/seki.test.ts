import { describe, expect, it } from 'vitest';
import { unwrap, type Point } from '@qipan/core';
import { fromDiagram } from './diagram.js';
import { score } from './score.js';
import { guessDeadStones } from './deadstones.js';
import { findSeki } from './seki.js';
import type { GoOptions } from './rules.js';
import type { GoState } from './state.js';

// Known answers counted by hand and checked with GNU Go 3.8 (`loadsgf`, `final_score`,
// `final_status_list seki`; Japanese rules by default, `--chinese-rules`), komi 0.

const at = (d: string, rules: Omit<GoOptions, 'size'>) => unwrap(fromDiagram(d, rules));
const pts = (...xy: [number, number][]): Point[] => xy.map(([x, y]) => ({ x, y }));
const sorted = (ps: readonly Point[]): Point[] => [...ps].sort((a, b) => a.y - b.y || a.x - b.x);
const japanese = { preset: 'japanese', komi: 0 } as const;
const chinese = { preset: 'chinese', komi: 0 } as const;

/** No eyes: two groups sharing two liberties (E9, E8) on the top edge. GNU Go: W+5 both. */
const EYELESS = `. . X O . X O . .
                 . . X O . X O . .
                 . . X O X X O . .
                 . . X X O O O . .
                 . . . X O . . . .
                 . . . X O . . . .
                 . . . X O . . . .
                 . . . X O . . . .
                 . . . X O . . . .`;
/** One eye each (A9, E9) and one shared liberty (C9). GNU Go: W+24 Japanese, W+26 Chinese. */
const ONE_EYE = `. O . X . X O . .
                 O O O X X X O . .
                 X X X O O O O . .
                 . . X O . . . . .
                 . . X O . . . . .
                 . . X O . . . . .
                 . . X O . . . . .
                 . . X O . . . . .
                 . . X O . . . . .`;
/** In the corner, no eyes: shared liberties B9, B8. GNU Go: W+37 Japanese, W+39 Chinese. */
const CORNER = `O . X O . . . . .
                O . X O . . . . .
                O X X O . . . . .
                X O O O . . . . .
                X X X O . . . . .
                . . X O . . . . .
                . . X O . . . . .
                . . X O . . . . .
                . . X O . . . . .`;
/** Not a seki: Black connects at C6 and White, left with one eye, dies. */
const CONNECTS = `. X . X . .
                  X X O X . .
                  O O O X . .
                  . O X X . .
                  O O X . . .
                  X X X . . .`;
/** Not a seki: a 2-point eye beats a 1-point eye (Black fills C9 without self-atari). */
const BIG_EYE = `. O . X . . X O .
                 O O O X X X X O .
                 X X X O O O O O .
                 . . X O . . . . .
                 . . X O . . . . .
                 . . X O . . . . .
                 . . X O . . . . .
                 . . X O . . . . .
                 . . X O . . . . .`;
/** Two walls with unfilled dame (column C): dame, not seki. */
const DAME = `X X . O O
              . X . O .
              X X . O O
              . X . O .
              X X . O O`;

const sekiOf = (s: GoState) => {
  const r = findSeki(s.board.size, s.board.cells);
  const p = (i: number): Point => ({ x: s.board.x(i), y: s.board.y(i) });
  return { stones: r.stones.map(p), points: r.points.map(p) };
};

describe('findSeki', () => {
  it('finds two eyeless groups sharing two liberties', () => {
    const r = sekiOf(at(EYELESS, japanese));
    expect(r.points).toEqual(pts([4, 0], [4, 1]));
    // GNU Go: D9 D8 D7 F9 F8 E7 F7
    expect(sorted(r.stones)).toEqual(pts([3, 0], [5, 0], [3, 1], [5, 1], [3, 2], [4, 2], [5, 2]));
  });

  it('finds a seki with one eye each; the eyes are seki points', () => {
    const r = sekiOf(at(ONE_EYE, japanese));
    expect(r.points).toEqual(pts([0, 0], [2, 0], [4, 0]));
    expect(r.stones).toHaveLength(9); // GNU Go: B9 A8 B8 C8 D9 F9 D8 E8 F8
  });

  it('finds a seki in the corner', () => {
    const r = sekiOf(at(CORNER, japanese));
    expect(r.points).toEqual(pts([1, 0], [1, 1]));
    expect(r.stones).toHaveLength(7); // GNU Go: A9 A8 A7 C9 C8 B7 C7
  });

  it('finds none where a side can fill the shared liberties, nor in dame', () => {
    expect(sekiOf(at(CONNECTS, japanese))).toEqual({ stones: [], points: [] });
    expect(sekiOf(at(BIG_EYE, japanese))).toEqual({ stones: [], points: [] });
    expect(sekiOf(at(DAME, japanese))).toEqual({ stones: [], points: [] });
  });
});

describe('score with seki', () => {
  it('eyeless seki: the shared liberties count for nobody', () => {
    const t = score(at(EYELESS, japanese));
    expect(t.territory).toEqual({ black: 23, white: 28 });
    expect(t.result).toBe('W+5');
    expect(t.seki).toEqual(pts([4, 0], [4, 1]));
    expect(t.sekiStones).toHaveLength(7);
    const a = score(at(EYELESS, chinese));
    expect(a.stones).toEqual({ black: 14, white: 14 });
    expect(a.territory).toEqual({ black: 23, white: 28 });
    expect(a.result).toBe('W+5');
  });

  it('one eye each: the eyes count under area scoring only', () => {
    const t = score(at(ONE_EYE, japanese));
    expect(t.territory).toEqual({ black: 12, white: 36 });
    expect(t.ownership[0]![0]).toBeUndefined();
    expect(t.ownership[0]![4]).toBeUndefined();
    expect(t.result).toBe('W+24');
    const a = score(at(ONE_EYE, chinese));
    expect(a.stones).toEqual({ black: 14, white: 16 });
    expect(a.territory).toEqual({ black: 13, white: 37 });
    expect(a.ownership[0]![0]).toBe('white');
    expect(a.ownership[0]![2]).toBeUndefined();
    expect(a.result).toBe('W+26');
    expect(a.seki).toEqual(pts([0, 0], [2, 0], [4, 0]));
    // Declaring no seki counts the eyes as territory again.
    expect(score(at(ONE_EYE, japanese), { seki: [] }).territory).toEqual({
      black: 13,
      white: 37,
    });
  });

  it('corner seki', () => {
    expect(score(at(CORNER, japanese)).result).toBe('W+37');
    expect(score(at(CORNER, chinese)).result).toBe('W+39');
  });

  it('dead stones are removed before looking for seki', () => {
    // A dead white stone inside Black's area of the one-eye seki board: still a seki.
    const d = ONE_EYE.replace(/\n(\s*)\. \. X O \. \. \. \. \.$/, '\n$1. O X O . . . . .');
    const s = at(d, japanese);
    expect(s.board.cells[s.board.index(1, 8)]).toBe(2);
    const t = score(s, { dead: pts([1, 8]) });
    expect(t.result).toBe('W+23'); // 12 points (the dead stone's included) + 1 prisoner against 36
    expect(t.seki).toEqual(pts([0, 0], [2, 0], [4, 0]));
  });
});

describe('guessDeadStones and seki', () => {
  it('keeps groups in seki alive', () => {
    for (const d of [EYELESS, ONE_EYE, CORNER])
      expect(guessDeadStones(at(d, japanese)).dead).toEqual([]);
  });
});
