import { unwrap, type Point } from '@qipan/core';
import { chongzi, positionState } from '@qipan/chongzi';
import { go, playAt, PASS, type GoMove } from '@qipan/go';
import { fromSetup, gomoku } from '@qipan/gomoku';
import { describe, expect, it } from 'vitest';
import { answerDrawOffer } from './drawoffer.js';
import { gomokuWinningPoints } from './gomokuMatch.js';
import { chongziMatch, gomokuMatch, goMatch } from './games.js';

const pts = (...xy: [number, number][]): Point[] => xy.map(([x, y]) => ({ x, y }));

describe('answerDrawOffer: Gomoku', () => {
  it('declines at the start, at every level', () => {
    const s = gomoku.initial({ size: 15 });
    for (const level of [1, 3, 5])
      expect(answerDrawOffer(gomokuMatch, s, level, 'white')).toBe(false);
  });

  it('accepts when the opponent has an open four and the AI no four of its own', () => {
    // Black: open four on row 7 (two winning points); White (AI) to move with scattered stones.
    const s = unwrap(
      fromSetup({
        size: 15,
        black: pts([5, 7], [6, 7], [7, 7], [8, 7]),
        white: pts([0, 0], [14, 14], [0, 14]),
        turn: 'white',
      }),
    );
    expect(gomokuWinningPoints(s, 'black')).toBe(2);
    expect(answerDrawOffer(gomokuMatch, s, 3, 'white')).toBe(true);
    expect(answerDrawOffer(gomokuMatch, s, 1, 'white')).toBe(false); // the beginner does not judge
    // With a four of its own to complete first, the AI is winning: decline.
    const t = unwrap(
      fromSetup({
        size: 15,
        black: pts([5, 7], [6, 7], [7, 7], [8, 7]),
        white: pts([0, 0], [0, 1], [0, 2], [0, 3]),
        turn: 'white',
      }),
    );
    expect(answerDrawOffer(gomokuMatch, t, 3, 'white')).toBe(false);
  });

  it('accepts a dead-drawn board: the AI can never make five', () => {
    const s = unwrap(
      fromSetup({
        size: 5,
        black: pts([1, 0], [3, 1], [2, 2], [0, 3], [4, 4]),
        white: pts([0, 0]),
        turn: 'white',
      }),
    );
    expect(answerDrawOffer(gomokuMatch, s, 1, 'white')).toBe(true);
    expect(answerDrawOffer(gomokuMatch, s, 1, 'black')).toBe(false);
  });
});

describe('answerDrawOffer: Chongzi', () => {
  it('accepts when behind in material (level 2+), declines when ahead or even early', () => {
    const o = { size: 5, start: 'fixed' } as const;
    const behindRed = unwrap(positionState('BBBBB/BBBBB/...../RRRRR/RRRR. r', o));
    expect(answerDrawOffer(chongziMatch, behindRed, 3, 'black')).toBe(true);
    expect(answerDrawOffer(chongziMatch, behindRed, 1, 'black')).toBe(false);
    expect(answerDrawOffer(chongziMatch, behindRed, 3, 'white')).toBe(false);
    expect(answerDrawOffer(chongziMatch, chongzi.initial(o), 5, 'white')).toBe(false);
  });
});

describe('answerDrawOffer: Go', () => {
  it('declines in the opening even when the count favours the opponent', () => {
    const s = go.initial({ size: 9 });
    expect(answerDrawOffer(goMatch, s, 5, 'black')).toBe(false); // White leads by komi only
  });

  it('accepts late in a game the AI is losing on the count', () => {
    // 5×5: Black walls off three columns, White two; 14 moves ≥ 25 / 2.
    let s = go.initial({ size: 5, preset: 'chinese', komi: 0.5 });
    const moves: GoMove[] = [
      ...[0, 1, 2, 3, 4].flatMap((y) => [playAt(2, y), playAt(3, y)]),
      PASS,
      playAt(4, 4),
      playAt(1, 1),
      PASS,
    ];
    for (const m of moves) s = unwrap(go.play(s, m));
    expect(answerDrawOffer(goMatch, s, 3, 'white')).toBe(true);
    expect(answerDrawOffer(goMatch, s, 3, 'black')).toBe(false);
  });
});
