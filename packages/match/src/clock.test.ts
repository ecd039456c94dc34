import { describe, expect, it } from 'vitest';
import { clockAfterMove, createClock, readClock, spend, timeToFlag } from './clock.js';
import type { ClockState } from './types.js';

/** Plays alternate moves at the given absolute times (black first). */
function moves(clock: ClockState, times: number[]): { clock: ClockState; flaggedAt?: number } {
  let c = clock;
  for (const [i, t] of times.entries()) {
    const r = clockAfterMove(c, i % 2 === 0 ? 'black' : 'white', t);
    if (r.flagged) return { clock: r.clock, flaggedAt: i };
    c = r.clock;
  }
  return { clock: c };
}

describe('clock: none and absolute', () => {
  it('none never flags and reads Infinity', () => {
    const c = moves(createClock({ kind: 'none' }), [0, 1e12]).clock;
    expect(readClock(c, 'black', 1e15).black).toMatchObject({
      remainingMs: Infinity,
      flagged: false,
    });
  });

  it('the first move costs nothing; then the opponent’s time runs', () => {
    const c = moves(createClock({ kind: 'absolute', mainMs: 10_000 }), [5_000]).clock;
    expect(c.runningSince).toBe(5_000);
    const r = readClock(c, 'white', 8_000);
    expect(r.black.remainingMs).toBe(10_000);
    expect(r.white.remainingMs).toBe(7_000);
  });

  it('a move at exactly zero is a flag; one millisecond earlier is not', () => {
    const c = moves(createClock({ kind: 'absolute', mainMs: 10_000 }), [0]).clock;
    expect(clockAfterMove(c, 'white', 9_999).flagged).toBe(false);
    expect(clockAfterMove(c, 'white', 10_000).flagged).toBe(true);
    expect(readClock(c, 'white', 10_000).white).toMatchObject({ remainingMs: 0, flagged: true });
    expect(readClock(c, 'white', 9_999).white.flagged).toBe(false);
  });
});

describe('clock: Fischer', () => {
  it('adds the increment after each move', () => {
    const c = moves(
      createClock({ kind: 'fischer', mainMs: 60_000, incrementMs: 2_000 }),
      [0, 10_000, 15_000],
    ).clock;
    // black: first move free (+2 s), then 5 s used (+2 s) → 59 s; white: 10 s used, +2 s → 52 s
    expect(c.sides.black.mainMs).toBe(59_000);
    expect(c.sides.white.mainMs).toBe(52_000);
  });

  it('the increment does not save a move made at zero', () => {
    const c = moves(createClock({ kind: 'fischer', mainMs: 1_000, incrementMs: 5_000 }), [0]).clock;
    expect(clockAfterMove(c, 'white', 1_000).flagged).toBe(true);
  });
});

describe('clock: byo-yomi', () => {
  const control = { kind: 'byoyomi', mainMs: 10_000, periods: 3, periodMs: 5_000 } as const;
  const start = moves(createClock(control), [0]).clock; // white thinks from 0

  it('a move inside a period resets that period', () => {
    const c = clockAfterMove(start, 'white', 13_000).clock; // 10 s main + 3 s of period 1
    expect(c.sides.white).toEqual({ mainMs: 0, periods: 3, periodMs: 5_000, inOvertime: true });
  });

  it('running past a period uses the next one', () => {
    const c = clockAfterMove(start, 'white', 17_000).clock; // main + 7 s: period 1 gone
    expect(c.sides.white).toMatchObject({ periods: 2, periodMs: 5_000, inOvertime: true });
    const r = readClock(start, 'white', 17_000).white;
    expect(r).toMatchObject({ remainingMs: 3_000, periods: 2, inOvertime: true, flagged: false });
  });

  it('a period ending exactly at the move is consumed, the next one is whole', () => {
    const r = readClock(start, 'white', 15_000).white;
    expect(r).toMatchObject({ remainingMs: 5_000, periods: 2, flagged: false });
  });

  it('the flag falls when the last period runs out (exactly at zero)', () => {
    expect(clockAfterMove(start, 'white', 24_999).flagged).toBe(false);
    expect(clockAfterMove(start, 'white', 25_000).flagged).toBe(true);
    expect(timeToFlag(start, 'white', 0)).toBe(25_000);
  });

  it('periods consumed stay consumed on later moves', () => {
    let c = clockAfterMove(start, 'white', 22_000).clock; // 2 periods used, 1 left
    expect(c.sides.white.periods).toBe(1);
    c = clockAfterMove(c, 'black', 23_000).clock;
    expect(clockAfterMove(c, 'white', 27_999).flagged).toBe(false);
    expect(clockAfterMove(c, 'white', 28_000).flagged).toBe(true);
  });

  it('main time exactly used up enters overtime without a flag', () => {
    expect(spend(start.sides.white, control, 10_000)).toMatchObject({
      flagged: false,
      side: { mainMs: 0, periods: 3, periodMs: 5_000, inOvertime: true },
    });
  });
});

describe('clock: Canadian', () => {
  const control = { kind: 'canadian', mainMs: 10_000, stones: 3, periodMs: 30_000 } as const;
  const start = moves(createClock(control), [0]).clock;

  it('counts stones in the block and resets the block after M moves', () => {
    let c = clockAfterMove(start, 'white', 12_000).clock; // enters overtime, 2 s of the block, stone 1
    expect(c.sides.white).toEqual({ mainMs: 0, stonesLeft: 2, periodMs: 28_000, inOvertime: true });
    c = clockAfterMove(c, 'black', 12_000).clock;
    c = clockAfterMove(c, 'white', 22_000).clock; // stone 2, 10 s more
    expect(c.sides.white).toMatchObject({ stonesLeft: 1, periodMs: 18_000 });
    c = clockAfterMove(c, 'black', 22_000).clock;
    c = clockAfterMove(c, 'white', 39_000).clock; // stone 3 with 1 s to spare: block resets
    expect(c.sides.white).toMatchObject({ stonesLeft: 3, periodMs: 30_000 });
  });

  it('flags when the block runs out before M moves, exactly at zero', () => {
    let c = clockAfterMove(start, 'white', 12_000).clock;
    c = clockAfterMove(c, 'black', 12_000).clock;
    expect(clockAfterMove(c, 'white', 39_999).flagged).toBe(false);
    expect(clockAfterMove(c, 'white', 40_000).flagged).toBe(true);
    expect(readClock(c, 'white', 40_000).white).toMatchObject({
      remainingMs: 0,
      stonesLeft: 2,
      flagged: true,
    });
  });
});
