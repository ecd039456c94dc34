import { unwrap, type Point } from '@qipan/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gomoku } from '../game.js';
import { fromSetup, initial, type GomokuState } from '../state.js';
import type { StoneMove } from '../types.js';
import { chooseMove, gomocupBrain } from './ai.js';

const setup = (
  rule: 'freestyle' | 'renju',
  turn: 'black' | 'white',
  black: Point[],
  white: Point[],
): GomokuState => unwrap(fromSetup({ size: 15, rule, black, white, turn }));
const row = (y: number, xs: number[]): Point[] => xs.map((x) => ({ x, y }));

describe('chooseMove', () => {
  it('opens in the centre', () => {
    expect(chooseMove(initial({ size: 15 }), { timeMs: 200 })?.move).toEqual({ x: 7, y: 7 });
    expect(chooseMove(initial({ size: 19 }), { timeMs: 200 })?.move).toEqual({ x: 9, y: 9 });
  });
  it('wins at once when it can', () => {
    const s = setup('freestyle', 'white', row(3, [0, 1, 2]), row(9, [4, 5, 6, 7]));
    const a = chooseMove(s, { timeMs: 500 });
    expect(a?.reason).toBe('win');
    expect([3, 8]).toContain((a?.move as StoneMove).x);
  });
  it('blocks a four', () => {
    const s = setup('freestyle', 'white', row(9, [4, 5, 6, 7]), row(9, [3]).concat(row(2, [1])));
    expect(chooseMove(s, { timeMs: 500 })).toMatchObject({ move: { x: 8, y: 9 }, reason: 'block' });
  });
  it('answers nothing when the game is over', () => {
    const s = setup('freestyle', 'white', row(9, [3, 4, 5, 6, 7]), row(2, [1, 2]));
    expect(s.outcome?.winner).toBe('black');
    expect(chooseMove(s, { timeMs: 100 })).toBeUndefined();
  });
  it('renju: black never plays a forbidden point, even to block', () => {
    // White threatens five at h8; h8 is a double-three for black.
    const black = [
      { x: 6, y: 7 },
      { x: 8, y: 7 },
      { x: 7, y: 5 },
      { x: 7, y: 6 },
      { x: 2, y: 2 },
    ];
    const white = [3, 4, 5, 6].map((k) => ({ x: k, y: k }));
    const s = setup('renju', 'black', black, white);
    expect(gomoku.check(s, { x: 7, y: 7 })?.reason).toBe('forbidden-double-three');
    const a = chooseMove(s, { timeMs: 300 });
    expect(a).toBeDefined();
    expect(gomoku.check(s, a!.move)).toBeUndefined();
  });
  it('answers a legal move at every level in random positions', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('freestyle' as const, 'standard' as const, 'renju' as const),
        fc.array(fc.nat(10_000), { maxLength: 30 }),
        fc.constantFrom(1 as const, 2 as const, 3 as const),
        (rule, picks, level) => {
          let s = initial({ size: 15, rule });
          for (const k of picks) {
            const moves = gomoku.legalMoves(s);
            if (moves.length === 0) break;
            s = unwrap(gomoku.play(s, moves[k % moves.length]!));
          }
          const a = chooseMove(s, { timeMs: 30, level });
          if (s.outcome) expect(a).toBeUndefined();
          else expect(gomoku.check(s, a!.move)).toBeUndefined();
        },
      ),
      { numRuns: 25 },
    );
  });
  it('plays legal moves on 5×5 and 25×25 boards to the end of a game', () => {
    for (const size of [5, 25]) {
      let s = initial({ size, rule: 'renju' });
      for (let k = 0; k < 40 && !s.outcome; k++)
        s = unwrap(gomoku.play(s, chooseMove(s, { timeMs: 20, level: 2 })!.move));
      expect(s.moves.length).toBeGreaterThan(5);
    }
  });
  it('swap2 choices are answered with a legal choice', () => {
    let s = initial({ opening: 'swap2' });
    for (const m of ['h8', 'i9', 'j8']) s = unwrap(gomoku.play(s, unwrap(gomoku.parseMove(m, s))));
    const a = chooseMove(s, { timeMs: 100 });
    expect(a?.reason).toBe('choice');
    expect(gomoku.check(s, a!.move)).toBeUndefined();
  });
  it('gomocupBrain plays a whole game against itself to the end', () => {
    const brain = gomocupBrain(1);
    let s = initial({ size: 9, rule: 'standard' });
    while (!s.outcome) s = unwrap(gomoku.play(s, brain(s, Date.now() + 50)));
    expect(s.outcome.reason === 'five' || s.outcome.reason === 'full-board').toBe(true);
  });
});
