import { describe, expect, it } from 'vitest';
import { NetSearchError } from './options.js';
import { byoYomiMargin, timeForMove } from './time.js';

describe('timeForMove', () => {
  it('shares main time over the moves still expected', () => {
    // 19×19 from the start: (0.7 × 361) / 2 = 126.35 own moves left.
    expect(timeForMove({ remainingMs: 600_000, movesPlayed: 0, boardSize: 19 })).toBe(4748);
    // Late in the game the share never drops under a tenth of the area (36.1 moves).
    expect(timeForMove({ remainingMs: 60_000, movesPlayed: 300, boardSize: 19 })).toBe(1662);
    // 9×9: 28.35 moves left at the start.
    expect(timeForMove({ remainingMs: 60_000, movesPlayed: 0, boardSize: 9 })).toBe(2116);
  });

  it('uses a byo-yomi period fully, minus a margin', () => {
    expect(byoYomiMargin(30_000)).toBe(3000);
    expect(byoYomiMargin(1000)).toBe(300);
    expect(byoYomiMargin(400)).toBe(200);
    const byo = { remainingMs: 0, periods: 5, byoYomiMs: 30_000, movesPlayed: 150, boardSize: 19 };
    expect(timeForMove(byo)).toBe(27_000);
    expect(timeForMove({ ...byo, byoYomiMs: 1000 })).toBe(700);
    // Main time left as well: its share plus half of the usable period.
    expect(timeForMove({ ...byo, remainingMs: 60_000, movesPlayed: 200 })).toBe(1662 + 13_500);
    // Never more than half the main time beyond the usable period.
    expect(timeForMove({ ...byo, remainingMs: 100, movesPlayed: 200 })).toBe(13_502);
  });

  it('adds most of an increment and never goes negative', () => {
    const clock = { remainingMs: 0, incrementMs: 2000, movesPlayed: 10, boardSize: 9 };
    expect(timeForMove(clock)).toBe(1800);
    expect(timeForMove({ remainingMs: 0, movesPlayed: 10, boardSize: 9 })).toBe(0);
  });

  it('refuses a bad clock with a typed error naming the field', () => {
    const ok = { remainingMs: 1000, movesPlayed: 0, boardSize: 19 };
    for (const [clock, field] of [
      [{ ...ok, remainingMs: -1 }, 'remainingMs'],
      [{ ...ok, remainingMs: Number.NaN }, 'remainingMs'],
      [{ ...ok, movesPlayed: -3 }, 'movesPlayed'],
      [{ ...ok, byoYomiMs: Infinity }, 'byoYomiMs'],
      [{ ...ok, boardSize: 1 }, 'boardSize'],
      [{ ...ok, boardSize: 9.5 }, 'boardSize'],
    ] as const) {
      let e: unknown;
      try {
        timeForMove(clock);
      } catch (x) {
        e = x;
      }
      expect(e).toBeInstanceOf(NetSearchError);
      expect((e as NetSearchError).reason).toBe('bad-clock');
      expect((e as Error).message).toContain(field);
    }
  });
});
