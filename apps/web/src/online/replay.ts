/**
 * The page's picture of an online game, rebuilt from what the server said: a local
 * `Match` made by replaying the server's moves (only to draw the board, the moves
 * and the turn: the server decides everything), the server's clock reading as a
 * `ClockState` on local time, and the result.
 *
 * @example
 * ```ts
 * let r = replay(gomokuMatch, snapshot, undefined); // ok({ match, epoch, applied })
 * r = replay(gomokuMatch, later, r.ok ? r.value : undefined); // only the new moves are applied
 * clockState(snapshot.clock, offsetMs); // for <ClockDisplay>
 * ```
 */
import { err, ok, type Result } from '@qipan/core';
import {
  applyNotation,
  createMatch,
  type ClockState,
  type Match,
  type MatchGame,
  type MatchResult,
  type NotationError,
  type Seat,
  type SideClock,
  type TimeControl,
} from '@qipan/match';
import {
  toTimeControl,
  type ClockView,
  type OnlineGame,
  type SeatView,
  type Snapshot,
} from '@qipan/protocol';
import { reasonMessage } from '../i18n/reasons.js';
import { say, type Tr } from '../i18n/say.js';

export interface Replayed<S, M, O> {
  readonly match: Match<S, M, O>;
  readonly id: string;
  readonly epoch: number;
  /** The moves (notation) the match holds. */
  readonly moves: readonly string[];
}

/**
 * Why the server's game does not replay here: bad options (where, when known), or move
 * `ply` (1-based) refused, with the reason code of whoever refused it: the rules' own
 * (`occupied`, `ko`…), the match's (`game-over`…), or `malformed` for a move not read.
 * The English message is for logs; `replayProblemText` says it in the reader's language.
 */
export type ReplayProblem =
  | { readonly kind: 'options'; readonly message: string; readonly path?: string }
  | {
      readonly kind: 'move';
      readonly ply: number;
      readonly move: string;
      readonly message: string;
      /** `illegal`: a rule's code; `refused`: a match refusal; `unreadable`: not a move here. */
      readonly by: 'illegal' | 'refused' | 'unreadable';
      readonly code: string;
    };

const seatOf = (v: SeatView, mine: boolean): Seat =>
  mine
    ? { kind: 'person' }
    : v.kind === 'engine'
      ? { kind: 'engine', id: 'server' }
      : { kind: 'remote' };

/**
 * The match after the snapshot's moves; from `prev` when the snapshot only adds moves
 * to it (same game and epoch, `prev`'s moves a prefix), else from the start.
 */
export function replay<S, M, O>(
  game: MatchGame<S, M, O>,
  snap: Snapshot,
  prev: Replayed<S, M, O> | undefined,
): Result<Replayed<S, M, O>, ReplayProblem> {
  const extends_ =
    prev !== undefined &&
    prev.id === snap.id &&
    prev.epoch === snap.epoch &&
    prev.moves.length <= snap.moves.length &&
    prev.moves.every((m, i) => snap.moves[i] === m);
  let match: Match<S, M, O>;
  let from: number;
  if (extends_ && prev) {
    match = prev.match;
    from = prev.moves.length;
  } else {
    const o = game.parseOptions(snap.options ?? {});
    if (!o.ok) return err(optionsProblem(o.error.message, o.error.path));
    match = createMatch(game, {
      options: o.value,
      seats: {
        black: seatOf(snap.seats.black, snap.you === 'black'),
        white: seatOf(snap.seats.white, snap.you === 'white'),
      },
      nowMs: 0,
    });
    from = 0;
  }
  const played = applyNotation(match, snap.moves.slice(from));
  if (!played.ok) {
    const e = played.error;
    if (e.reason === 'bad-options') return err(optionsProblem(e.message, undefined));
    return err({
      kind: 'move',
      ply: from + e.ply + 1,
      move: e.move,
      message: messageOf(e),
      by: e.reason,
      code: e.reason === 'refused' ? e.refusal.reason : e.illegal.reason,
    });
  }
  match = played.value;
  return ok({ match, id: snap.id, epoch: snap.epoch, moves: snap.moves });
}

const optionsProblem = (message: string, path: string | undefined): ReplayProblem => ({
  kind: 'options',
  message,
  ...(path === undefined ? {} : { path }),
});

/** The problem in the reader's language: the options' path, or the move and its refusal's reason. */
export function replayProblemText(t: Tr, game: OnlineGame, p: ReplayProblem): string {
  if (p.kind === 'options') {
    return p.path === undefined
      ? reasonMessage(t, 'match', 'bad-options')
      : say(t)('online:problem.options', { path: p.path });
  }
  const reason =
    p.by === 'refused'
      ? reasonMessage(t, 'match', p.code as 'game-over')
      : p.by === 'unreadable'
        ? reasonMessage(t, game, 'malformed')
        : reasonMessage(t, game, p.code as 'occupied');
  return say(t)('online:problem.move', { n: p.ply, move: p.move, reason });
}

/** The refusal's own words (the engine's or the match's), without the replay's "move n" prefix. */
const messageOf = (e: Exclude<NotationError, { reason: 'bad-options' }>): string =>
  e.reason === 'refused' ? e.refusal.message : e.illegal.message;

/** The result the page shows: the server's outcome, else what the rules reached on the board. */
export function resultOf(
  snap: Snapshot,
  match: Match<unknown, unknown, unknown> | undefined,
): MatchResult | undefined {
  const o = snap.outcome;
  if (o) {
    const score = o.score ? { score: o.score } : {};
    return o.winner
      ? { winner: o.winner, reason: o.reason, ...score }
      : { reason: o.reason, ...score };
  }
  return match?.result;
}

function sideOf(v: ClockView['black'], control: TimeControl): SideClock {
  const period =
    control.kind === 'byoyomi' || control.kind === 'canadian' ? control.periodMs : undefined;
  const extra = {
    ...(v.periods === undefined ? {} : { periods: v.periods }),
    ...(v.stonesLeft === undefined ? {} : { stonesLeft: v.stonesLeft }),
  };
  if (v.inOvertime)
    return { mainMs: 0, periodMs: Math.max(0, v.remainingMs), inOvertime: true, ...extra };
  return {
    mainMs: Math.max(0, v.remainingMs),
    inOvertime: false,
    ...extra,
    ...(period === undefined ? {} : { periodMs: period }),
  };
}

/**
 * The server's clock reading as a match `ClockState` on this browser's time: the
 * running side started at the reading's moment (`serverNowMs − offsetMs` locally),
 * so `readClock` counts down from the server's figures.
 */
export function clockState(view: ClockView | undefined, offsetMs: number): ClockState | undefined {
  if (!view || view.control.kind === 'none') return undefined;
  const control = toTimeControl(view.control);
  const sides = { black: sideOf(view.black, control), white: sideOf(view.white, control) };
  return view.running
    ? { control, sides, runningSince: view.serverNowMs - offsetMs }
    : { control, sides };
}
