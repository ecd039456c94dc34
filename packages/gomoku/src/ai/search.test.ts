import { unwrap, type Point } from '@qipan/core';
import { describe, expect, it } from 'vitest';
import { fromSetup } from '../state.js';
import { BLACK, WHITE } from '../types.js';
import { SearchBoard } from './search-board.js';
import { leafScore, searchMove, WIN } from './search.js';

const board = (black: Point[], white: Point[], turn: 'black' | 'white' = 'black'): SearchBoard =>
  SearchBoard.fromState(unwrap(fromSetup({ size: 15, rule: 'freestyle', black, white, turn })));
const row = (y: number, xs: number[]): Point[] => xs.map((x) => ({ x, y }));

describe('leafScore', () => {
  it('an open three of the side to move wins when the opponent has no four to answer with', () => {
    const b = board(row(7, [5, 6, 7]), [
      { x: 2, y: 2 },
      { x: 12, y: 12 },
      { x: 2, y: 12 },
    ]);
    expect(leafScore(b, BLACK, WHITE, 4)).toBe(WIN - 7);
  });
  it('the same three is only worth its windows when the opponent can make a four', () => {
    const b = board(row(7, [5, 6, 7]), row(2, [3, 4, 5]));
    const v = leafScore(b, BLACK, WHITE, 4);
    expect(v).toBe(b.score);
    expect(v).toBeLessThan(WIN - 100);
  });
  it('a three closed at one end is no win', () => {
    const b = board(row(7, [5, 6, 7]), [
      { x: 4, y: 7 },
      { x: 12, y: 12 },
      { x: 2, y: 12 },
    ]);
    expect(leafScore(b, BLACK, WHITE, 0)).toBe(b.score);
  });
  it('scores from the side to move: White with an open three against a quiet Black', () => {
    const b = board(
      [
        { x: 2, y: 2 },
        { x: 12, y: 12 },
        { x: 2, y: 12 },
      ],
      row(7, [6, 7, 8]),
      'white',
    );
    expect(leafScore(b, WHITE, BLACK, 1)).toBe(WIN - 4);
  });
});

describe('searchMove', () => {
  it('blocks an open three next to it (a far block would still allow an open four)', () => {
    // White (to move) faces Black's open three on row 7: only x = 4 or x = 8 holds.
    const b = board(
      [...row(7, [5, 6, 7]), { x: 12, y: 1 }],
      [
        { x: 2, y: 2 },
        { x: 2, y: 12 },
        { x: 12, y: 13 },
      ],
      'white',
    );
    const r = searchMove(b, { deadline: Date.now() + 60_000, maxDepth: 2 });
    expect([b.index(4, 7), b.index(8, 7)]).toContain(r.move);
  });
});
