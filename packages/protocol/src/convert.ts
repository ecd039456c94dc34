/**
 * The API's spelling of time controls and sides, to and from the match layer's.
 *
 * @example
 * ```ts
 * import { toTimeControl, gamePath } from '@qipan/protocol';
 * toTimeControl({ kind: 'canadian', mainMs: 600_000, moves: 10, periodMs: 300_000 });
 * // { kind: 'canadian', mainMs: 600000, stones: 10, periodMs: 300000 }
 * gamePath('gomoku', 'Ab3dE5gH7k'); // '/gomoku/online/Ab3dE5gH7k'
 * ```
 */
import type { TimeControl } from '@qipan/match';
import type { ClockSpec, Color, OnlineGame, SideChoice } from './schemas.js';

export function toTimeControl(spec: ClockSpec): TimeControl {
  switch (spec.kind) {
    case 'none':
      return { kind: 'none' };
    case 'absolute':
      return { kind: 'absolute', mainMs: spec.initialMs };
    case 'fischer':
      return { kind: 'fischer', mainMs: spec.initialMs, incrementMs: spec.incrementMs };
    case 'byoyomi':
      return {
        kind: 'byoyomi',
        mainMs: spec.mainMs,
        periods: spec.periods,
        periodMs: spec.periodMs,
      };
    case 'canadian':
      return { kind: 'canadian', mainMs: spec.mainMs, stones: spec.moves, periodMs: spec.periodMs };
  }
}

export function toClockSpec(tc: TimeControl): ClockSpec {
  switch (tc.kind) {
    case 'none':
      return { kind: 'none' };
    case 'absolute':
      return { kind: 'absolute', initialMs: tc.mainMs };
    case 'fischer':
      return { kind: 'fischer', initialMs: tc.mainMs, incrementMs: tc.incrementMs };
    case 'byoyomi':
      return { kind: 'byoyomi', mainMs: tc.mainMs, periods: tc.periods, periodMs: tc.periodMs };
    case 'canadian':
      return { kind: 'canadian', mainMs: tc.mainMs, moves: tc.stones, periodMs: tc.periodMs };
  }
}

/** The seat colour a side choice asks for (red plays as black, blue as white); undefined for random. */
export function sideColor(side: SideChoice | undefined): Color | undefined {
  if (side === 'black' || side === 'red') return 'black';
  if (side === 'white' || side === 'blue') return 'white';
  return undefined;
}

/** The page path of an online game: the shareable link. */
export const gamePath = (game: OnlineGame, id: string): string => `/${game}/online/${id}`;

/** The WebSocket path of an online game. */
export const socketPath = (id: string): string => `/api/games/${id}/ws`;
