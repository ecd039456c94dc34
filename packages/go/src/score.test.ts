import { describe, expect, it } from 'vitest';
import { unwrap, type Point } from '@qipan/core';
import { fromDiagram } from './diagram.js';
import { score } from './score.js';
import { guessDeadStones } from './deadstones.js';
import type { GoOptions } from './rules.js';

const at = (d: string, rules: Omit<GoOptions, 'size'>) => unwrap(fromDiagram(d, rules));
const pts = (...xy: [number, number][]): Point[] => xy.map(([x, y]) => ({ x, y }));

const WALL = `. X O . .
              . X O . .
              . X O . .
              . X O . .
              . X O . .`;
const INVADER = `. X O . .
                 . X O . .
                 O X O . .
                 . X O . .
                 . X O . .`;
/**
 * One eye each and one shared liberty (C6), marked as seki by hand in a test below (it is
 * not one: Black can connect at C6, so it is not detected; see seki.test.ts).
 */
const SEKI = `. X . X . .
              X X O X . .
              O O O X . .
              . O X X . .
              O O X . . .
              X X X . . .`;
const SEKI_STONES = pts(
  [1, 0],
  [0, 1],
  [1, 1],
  [2, 1],
  [0, 2],
  [1, 2],
  [2, 2],
  [1, 3],
  [0, 4],
  [1, 4],
);

describe('score', () => {
  it('counts area and territory on a split board', () => {
    const a = score(at(WALL, { preset: 'chinese', komi: 0 }));
    expect(a).toMatchObject({
      stones: { black: 5, white: 5 },
      territory: { black: 5, white: 10 },
      result: 'W+5',
    });
    expect(a.total).toEqual({ black: 10, white: 15 });
    const t = score(at(WALL, { preset: 'japanese', komi: 6.5 }));
    expect(t.total).toEqual({ black: 5, white: 16.5 });
    expect(t.result).toBe('W+11.5');
    expect(t.ownership[0]).toEqual(['black', 'black', 'white', 'white', 'white']);
  });

  it('removes dead stones: territory for the owner, prisoners under territory scoring', () => {
    const alive = score(at(INVADER, { preset: 'chinese', komi: 0 }));
    expect(alive.territory.black).toBe(0); // the A-column points touch both colours
    const area = score(at(INVADER, { preset: 'chinese', komi: 0 }), { dead: pts([0, 2]) });
    expect(area.total).toEqual({ black: 10, white: 15 });
    const terr = score(at(INVADER, { preset: 'japanese', komi: 0 }), { dead: pts([0, 2]) });
    expect(terr.prisoners.black).toBe(1);
    expect(terr.territory.black).toBe(5);
    expect(terr.total).toEqual({ black: 6, white: 10 });
    expect(terr.result).toBe('W+4');
  });

  it('leaves the shared liberty of a seki neutral and counts its eyes only under area scoring', () => {
    const area = score(at(SEKI, { preset: 'chinese', komi: 0 }));
    expect(area.stones).toEqual({ black: 12, white: 7 });
    expect(area.territory).toEqual({ black: 15, white: 1 });
    expect(area.ownership[0]![2]).toBeUndefined(); // C6, the shared liberty
    expect(area.result).toBe('B+19');
    const marked = score(at(SEKI, { preset: 'japanese', komi: 0 }), { seki: SEKI_STONES });
    expect(marked.territory).toEqual({ black: 14, white: 0 });
    expect(marked.ownership[0]![0]).toBeUndefined(); // the eye of a group in seki
    expect(marked.result).toBe('B+14');
  });

  it('adds komi and handicap compensation by preset', () => {
    const empty = '. . .\n. . .\n. . .';
    expect(score(at(empty, { preset: 'chinese' })).result).toBe('W+7.5');
    const s = at(empty, { preset: 'aga', komi: 0.5 });
    expect(score({ ...s, rules: { ...s.rules, handicap: 4 } }).handicapCompensation).toBe(3);
    expect(
      score({ ...s, rules: { ...s.rules, handicap: 4, handicapCompensation: 'n' } }).total.white,
    ).toBe(4.5);
    expect(score(at(empty, { preset: 'japanese', komi: 0 })).result).toBe('0');
  });
});

describe('guessDeadStones', () => {
  it('guesses lone invaders dead and walls alive (a labelled guess)', () => {
    const s = at(
      `. . . . X O . . .
       . O . . X O . . .
       . . . . X O . . .
       . . . . X O . . .
       . . . . X O . . .
       . . . . X O . . .
       . . . . X O . X .
       . . . . X O . . .
       . . . . X O . . .`,
      { preset: 'chinese' },
    );
    const g = guessDeadStones(s);
    expect(g.guess).toBe(true);
    expect(g.dead).toEqual(pts([1, 1], [7, 6]));
    expect(g.confidence).toEqual([0.9, 0.9]);
    expect(score(s, { dead: g.dead }).total).toEqual({ black: 45, white: 43.5 });
  });

  it('keeps both sides of a one-eye shape alive and kills a one-eyed group inside enemy territory', () => {
    expect(guessDeadStones(at(SEKI, { preset: 'japanese' })).dead).toEqual([]);
    const s = at(
      `. . . . X O . . .
       . O O . X O . . .
       O . O . X O . . .
       O O . . X O . . .
       . . . . X O . . .
       . . . . X O . . .
       . . . . X O . . .
       . . . . X O . . .
       . . . . X O . . .`,
      { preset: 'japanese' },
    );
    expect(guessDeadStones(s).dead).toEqual(pts([1, 1], [2, 1], [0, 2], [2, 2], [0, 3], [1, 3]));
  });
});
