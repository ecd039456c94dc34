/**
 * What an online game looks like from outside: its summary (kept next to the log), the
 * HTTP `GameView`, the WebSocket `Snapshot` for one point of view, the clocks as the
 * protocol shows them, and when the side to move's flag falls. Pure: they read a live
 * game (anything shaped as {@link Viewed}) and the time they are given.
 *
 * @example
 * ```ts
 * gameView(live, Date.now()).moves; // ['h8', 'h9', ...]
 * snapshot(live, 'black', Date.now()).seats.white.connected; // true
 * ```
 */
import type { Color } from '@qipan/core';
import { abortable, readClock, timeToFlag, turn, type AnyMatch } from '@qipan/match';
import {
  gamePath,
  toClockSpec,
  type ClockView,
  type GameView,
  type OnlineGame,
  type Outcome,
  type SeatView,
  type Snapshot,
} from '@qipan/protocol';
import type { GameSummary, StoredGame } from '../storage/types.js';
import { formatPoint } from './hooks.js';
import { colorOfKey } from './live.js';

/** What the views read of a live game (./game.ts). */
export interface Viewed {
  readonly id: string;
  readonly stored: StoredGame;
  readonly summary: GameSummary;
  readonly match: AnyMatch;
  readonly moves: readonly string[];
  readonly epoch: number;
  readonly abandonAtMs: { readonly black: number | undefined; readonly white: number | undefined };
  readonly rematchOffer: Color | undefined;
  readonly rematchDeclined: boolean;
  readonly thinking: Color | undefined;
  seatConnected(key: Color): boolean;
  spectatorCount(): number;
}

/** The summary a game has with this match. */
export function summaryOf(stored: StoredGame, match: AnyMatch, rematchId?: string): GameSummary {
  const free = (['black', 'white'] as const).some(
    (k) => stored.seats[k].kind === 'person' && stored.seats[k].tokenHash === undefined,
  );
  const status = match.result ? 'ended' : free ? 'waiting' : 'playing';
  const flag = flagAt(match);
  return {
    status,
    ...(match.result ? { result: match.result } : {}),
    ...(rematchId === undefined ? {} : { rematchId }),
    ...(flag === undefined ? {} : { flagAtMs: flag }),
  };
}

/**
 * When the side to move's flag falls if it does not move (ms since the epoch), or
 * undefined while no clock runs (no time control, no move yet, game over, Go scoring).
 */
export function flagAt(match: AnyMatch): number | undefined {
  const c = match.clock;
  if (!c || c.runningSince === undefined || match.result || match.scoring) return undefined;
  const ms = timeToFlag(c, turn(match), c.runningSince);
  return Number.isFinite(ms) ? Math.ceil(c.runningSince + ms) : undefined;
}

export function outcomeOf(match: AnyMatch): Outcome | undefined {
  const r = match.result;
  if (!r) return undefined;
  return {
    ...(r.winner === undefined ? {} : { winner: r.winner }),
    reason: r.reason,
    ...(r.score ? { score: { black: r.score.black, white: r.score.white } } : {}),
  };
}

export function clockView(match: AnyMatch, nowMs: number): ClockView | undefined {
  const c = match.clock;
  if (!c) return undefined;
  const side = turn(match);
  const reading = readClock(c, side, nowMs);
  const view = (color: Color): ClockView['black'] => {
    const r = reading[color];
    return {
      remainingMs: Math.max(0, r.remainingMs),
      ...(r.periods === undefined ? {} : { periods: r.periods }),
      ...(r.stonesLeft === undefined ? {} : { stonesLeft: r.stonesLeft }),
      inOvertime: r.inOvertime,
    };
  };
  const running = c.runningSince !== undefined && !match.result && !match.scoring;
  return {
    control: toClockSpec(c.control),
    black: view('black'),
    white: view('white'),
    ...(running ? { running: side } : {}),
    serverNowMs: nowMs,
  };
}

export function gameView(live: Viewed, nowMs: number): GameView {
  const { match } = live;
  const outcome = outcomeOf(match);
  const clock = clockView(match, nowMs);
  return {
    id: live.id,
    game: live.stored.game as OnlineGame,
    options: live.stored.options,
    moves: [...live.moves],
    turn: turn(match),
    status: live.summary.status,
    ...(outcome ? { outcome } : {}),
    ...(clock ? { clock } : {}),
  };
}

export function seatViews(live: Viewed): Snapshot['seats'] {
  const view = (color: Color): SeatView => {
    const key = colorOfKey(live.match, color);
    const s = live.stored.seats[key];
    const name = s.name === undefined ? {} : { name: s.name };
    if (s.kind === 'engine') {
      const level = s.level === undefined ? {} : { level: s.level };
      return { kind: 'engine', ...name, ...level, taken: true, connected: true };
    }
    const at = live.abandonAtMs[key];
    return {
      kind: 'person',
      ...name,
      taken: s.tokenHash !== undefined,
      connected: live.seatConnected(key),
      ...(at === undefined ? {} : { abandonAtMs: at }),
    };
  };
  return { black: view('black'), white: view('white') };
}

export function snapshot(live: Viewed, you: Color | 'spectator', nowMs: number): Snapshot {
  const { match } = live;
  const rematch =
    live.summary.rematchId !== undefined
      ? { id: live.summary.rematchId }
      : live.rematchOffer !== undefined
        ? { offeredBy: live.rematchOffer }
        : live.rematchDeclined
          ? { declined: true }
          : undefined;
  return {
    ...gameView(live, nowMs),
    epoch: live.epoch,
    ...(live.stored.timeControl ? { timeControl: toClockSpec(live.stored.timeControl) } : {}),
    you,
    seats: seatViews(live),
    spectators: live.spectatorCount(),
    ...(match.pending ? { pending: { kind: match.pending.kind, by: match.pending.by } } : {}),
    ...(match.scoring
      ? {
          scoring: {
            dead: match.scoring.dead.map((p) => formatPoint(match, p)),
            accepted: { ...match.scoring.accepted },
          },
        }
      : {}),
    ...(rematch ? { rematch } : {}),
    ...(live.thinking ? { thinking: live.thinking } : {}),
    abortable: abortable(match),
  };
}

export const pagePath = (live: { stored: StoredGame }, id: string): string =>
  gamePath(live.stored.game as OnlineGame, id);
