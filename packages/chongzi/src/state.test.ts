import { describe, expect, it } from 'vitest';
import { unwrap } from '@qipan/core';
import { chongzi } from './game.js';
import { checkOptions, initial, newGame, pieceAt } from './state.js';
import type { ChongziOptions } from './types.js';

describe('newGame and initial', () => {
  it('newGame returns the start of a game for valid options', () => {
    const s = unwrap(newGame({ size: 4, start: 'empty' }));
    expect([s.size, s.phase, s.turn, s.ply]).toEqual([4, 'placement', 'red', 0]);
  });
  it.each<[ChongziOptions, keyof ChongziOptions]>([
    [{ size: 6 as 4 }, 'size'],
    [{ start: 'random' as 'fixed' }, 'start'],
    [{ firstPlayer: 'green' as 'red' }, 'firstPlayer'],
    [{ capturesDuringPlacement: 'yes' as unknown as boolean }, 'capturesDuringPlacement'],
    [{ quietMoveLimit: 0 }, 'quietMoveLimit'],
    [{ quietMoveLimit: 2.5 }, 'quietMoveLimit'],
  ])('refuses %j, naming the option %s; initial throws a RangeError', (o, option) => {
    const r = newGame(o);
    expect(r.ok ? undefined : r.error).toMatchObject({ reason: 'bad-options', option });
    expect(checkOptions(o).ok).toBe(false);
    expect(() => initial(o)).toThrow(RangeError);
  });
});

describe('undefined for nothing', () => {
  const s = initial({ size: 5, start: 'fixed' });
  it('a running game has no outcome and no last move; empty points hold undefined', () => {
    expect(s.outcome).toBeUndefined();
    expect(s.lastMove).toBeUndefined();
    expect(pieceAt(s, { x: 2, y: 2 })).toBeUndefined();
    expect(pieceAt(s, { x: 9, y: 9 })).toBeUndefined();
    expect(s.board[2 * 5 + 2]).toBeUndefined();
    expect(chongzi.outcome(s)).toBeUndefined();
  });
  it('a draw has no winner at all', () => {
    const d = unwrap(newGame({ size: 4, start: 'fixed', quietMoveLimit: 1 }));
    const m = chongzi.legalMoves(d).find((mv) => {
      const r = chongzi.play(d, mv);
      return r.ok && r.value.outcome?.reason === 'quiet-moves';
    });
    const end = unwrap(chongzi.play(d, m!)).outcome;
    expect(end).toEqual({ reason: 'quiet-moves' });
    expect(end && 'winnerSide' in end).toBe(false);
  });
});

describe('newGame on options from outside (found by the conformance suite)', () => {
  it('refuses a value that is not an options object instead of throwing', () => {
    expect(newGame(null as unknown as ChongziOptions).ok).toBe(false);
    expect(newGame('5x5' as unknown as ChongziOptions).ok).toBe(false);
  });
});
