/**
 * Game clocks, pure: every function takes the time (`nowMs`) as a parameter, so the
 * server, the browser and a test with a fake time agree. Systems: none, absolute,
 * Fischer (increment after each move), byo-yomi (main time, then N periods of S ms; a
 * move inside a period resets it, running past a period uses the next one) and
 * Canadian (main time, then M moves in S ms; after M moves the block starts again).
 *
 * A flag falls when the remaining time reaches zero: a move made at exactly zero is
 * too late (as on lichess). The clock starts with the first move of the match: the
 * first move costs no time, after it the opponent's time runs.
 *
 * @example
 * ```ts
 * import { createClock, clockAfterMove, readClock } from '@qipan/match';
 * let c = createClock({ kind: 'fischer', mainMs: 60_000, incrementMs: 2_000 });
 * c = clockAfterMove(c, 'black', 0).clock;      // the clock starts; White thinks
 * c = clockAfterMove(c, 'white', 10_000).clock; // White used 10 s, gets 2 s back
 * readClock(c, 'black', 15_000).black.remainingMs; // 55_000
 * ```
 */
import { byColor, type ByColor, type Color } from '@qipan/core';
import type { ClockReading, ClockState, SideClock, TimeControl } from './types.js';

/** A fresh clock for `control`, not yet running. */
export function createClock(control: TimeControl): ClockState {
  return { control, sides: byColor(() => freshSide(control)) };
}

function freshSide(control: TimeControl): SideClock {
  switch (control.kind) {
    case 'none':
      return { mainMs: 0, inOvertime: false };
    case 'absolute':
    case 'fischer':
      return { mainMs: control.mainMs, inOvertime: false };
    case 'byoyomi':
      return {
        mainMs: control.mainMs,
        periods: control.periods,
        periodMs: control.periodMs,
        inOvertime: control.mainMs <= 0,
      };
    case 'canadian':
      return {
        mainMs: control.mainMs,
        stonesLeft: control.stones,
        periodMs: control.periodMs,
        inOvertime: control.mainMs <= 0,
      };
  }
}

/** A side's clock after thinking `elapsedMs` (no move effects), and whether its flag fell. */
export function spend(
  side: SideClock,
  control: TimeControl,
  elapsedMs: number,
): { side: SideClock; flagged: boolean } {
  const e = Math.max(0, elapsedMs);
  switch (control.kind) {
    case 'none':
      return { side, flagged: false };
    case 'absolute':
    case 'fischer': {
      const left = side.mainMs - e;
      return { side: { ...side, mainMs: Math.max(0, left) }, flagged: left <= 0 };
    }
    case 'byoyomi': {
      if (e < side.mainMs) return { side: { ...side, mainMs: side.mainMs - e }, flagged: false };
      let over = e - side.mainMs;
      let periods = side.periods ?? control.periods;
      let current = side.periodMs ?? control.periodMs;
      if (over >= current) {
        // The current period runs out; then whole periods, then part of the next one.
        over -= current;
        periods -= 1;
        const used = control.periodMs > 0 ? Math.floor(over / control.periodMs) : periods;
        periods -= used;
        current = control.periodMs - (over - used * control.periodMs);
      } else current -= over;
      const flagged = periods <= 0;
      return {
        side: {
          mainMs: 0,
          periods: Math.max(0, periods),
          periodMs: flagged ? 0 : current,
          inOvertime: true,
        },
        flagged,
      };
    }
    case 'canadian': {
      if (e < side.mainMs) return { side: { ...side, mainMs: side.mainMs - e }, flagged: false };
      const over = e - side.mainMs;
      const block = (side.periodMs ?? control.periodMs) - over;
      return {
        side: {
          mainMs: 0,
          stonesLeft: side.stonesLeft ?? control.stones,
          periodMs: Math.max(0, block),
          inOvertime: true,
        },
        flagged: block <= 0,
      };
    }
  }
}

/** What completing a move does to the mover's clock (increment, period reset, stone count). */
export function afterMove(side: SideClock, control: TimeControl): SideClock {
  switch (control.kind) {
    case 'none':
    case 'absolute':
      return side;
    case 'fischer':
      return { ...side, mainMs: side.mainMs + control.incrementMs };
    case 'byoyomi':
      return side.inOvertime ? { ...side, periodMs: control.periodMs } : side;
    case 'canadian': {
      if (!side.inOvertime) return side;
      const stonesLeft = (side.stonesLeft ?? control.stones) - 1;
      return stonesLeft <= 0
        ? { ...side, stonesLeft: control.stones, periodMs: control.periodMs }
        : { ...side, stonesLeft };
    }
  }
}

const withSide = (clock: ClockState, color: Color, side: SideClock): ByColor<SideClock> =>
  color === 'black'
    ? { black: side, white: clock.sides.white }
    : { black: clock.sides.black, white: side };

/**
 * The clock after `mover` moved at `nowMs`: its thinking time is spent, the move's
 * effects applied, and the opponent's time starts. `flagged` when the mover's time had
 * run out (then `clock` shows the mover at zero and the move must be refused).
 */
export function clockAfterMove(
  clock: ClockState,
  mover: Color,
  nowMs: number,
): { clock: ClockState; flagged: boolean } {
  const elapsed = clock.runningSince === undefined ? 0 : nowMs - clock.runningSince;
  const spent = spend(clock.sides[mover], clock.control, elapsed);
  if (spent.flagged)
    return { clock: { ...clock, sides: withSide(clock, mover, spent.side) }, flagged: true };
  const side = afterMove(spent.side, clock.control);
  return {
    clock: { control: clock.control, sides: withSide(clock, mover, side), runningSince: nowMs },
    flagged: false,
  };
}

/**
 * Charges `thinking` (the side whose time runs) up to `nowMs` without a move, then
 * restarts (`running: true`) or stops the clock. Used for undo and at the end of a game.
 */
export function settleClock(
  clock: ClockState,
  thinking: Color,
  nowMs: number,
  running: boolean,
): ClockState {
  const elapsed = clock.runningSince === undefined ? 0 : nowMs - clock.runningSince;
  const spent = spend(clock.sides[thinking], clock.control, elapsed);
  const sides = withSide(clock, thinking, spent.side);
  return running
    ? { control: clock.control, sides, runningSince: nowMs }
    : { control: clock.control, sides };
}

/** The same clock with the two sides exchanged (Gomoku swap2 colour choice). */
export const swapClockSides = (clock: ClockState): ClockState => ({
  ...clock,
  sides: { black: clock.sides.white, white: clock.sides.black },
});

function reading(side: SideClock, control: TimeControl, flagged: boolean): ClockReading {
  const base = {
    remainingMs:
      control.kind === 'none'
        ? Infinity
        : side.inOvertime && control.kind !== 'absolute' && control.kind !== 'fischer'
          ? (side.periodMs ?? 0)
          : side.mainMs,
    inOvertime: side.inOvertime,
    flagged,
  };
  if (control.kind === 'byoyomi') return { ...base, periods: side.periods ?? control.periods };
  if (control.kind === 'canadian')
    return { ...base, stonesLeft: side.stonesLeft ?? control.stones };
  return base;
}

/**
 * The clock as it reads at `nowMs`, `turn` being the side to move (only its time runs).
 * `remainingMs` is main time, or in overtime the time left in the period (byo-yomi) or
 * block (Canadian); `Infinity` without a time control.
 */
export function readClock(clock: ClockState, turn: Color, nowMs: number): ByColor<ClockReading> {
  return byColor((c) => {
    if (c !== turn || clock.runningSince === undefined)
      return reading(clock.sides[c], clock.control, false);
    const s = spend(clock.sides[c], clock.control, nowMs - clock.runningSince);
    return reading(s.side, clock.control, s.flagged);
  });
}

/** Milliseconds until `turn`'s flag falls at this rate (Infinity without a time control). */
export function timeToFlag(clock: ClockState, turn: Color, nowMs: number): number {
  const c = clock.control;
  if (c.kind === 'none') return Infinity;
  const side = clock.sides[turn];
  const since = clock.runningSince === undefined ? 0 : Math.max(0, nowMs - clock.runningSince);
  let total = side.mainMs;
  if (c.kind === 'byoyomi') {
    const periods = side.periods ?? c.periods;
    if (periods > 0) total += (side.periodMs ?? c.periodMs) + (periods - 1) * c.periodMs;
  } else if (c.kind === 'canadian') total += side.periodMs ?? c.periodMs;
  return Math.max(0, total - since);
}
