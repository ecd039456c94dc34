/**
 * One online game held in memory: the stored setup, the match rebuilt from the action
 * log, the moves in notation, and what only the live server knows (sockets, abandon
 * times, a rematch offer, an engine thinking). Also the translation between stored
 * actions (moves and points in the game's notation) and match actions, and the views
 * of a game (the HTTP `GameView`, the WebSocket `Snapshot`).
 *
 * Seats are stored by the colour they were created with; Gomoku's swap2 may hand the
 * colours over, so `colorOfKey` maps a stored seat to the colour it plays now.
 *
 * @example
 * ```ts
 * const live = rebuild(await store.loadGame(id));
 * if (live.ok) gameView(live.value, Date.now()).moves; // ['h8', 'h9', ...]
 * ```
 */
import { err, ok, opposite, type Color, type Result } from '@qipan/core';
import { formatVertex, parseVertex, type GoState } from '@qipan/go';
import {
  abortable,
  apply,
  createMatch,
  matchGame,
  readClock,
  timeToFlag,
  turn,
  type Action,
  type AnyMatch,
} from '@qipan/match';
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
import {
  matchSeat,
  type GameSummary,
  type LoadedGame,
  type StoredAction,
  type StoredGame,
} from '../storage/types.js';
import { failure, fromMatchError, type OnlineError } from './errors.js';
import type { PresenceCounts } from './fanout.js';

/** Who watches a game: a socket (seated or spectator) or an HTTP stream. */
export interface Listener {
  readonly kind: 'socket' | 'stream';
  /** The stored seat the listener holds (sockets of players). */
  key: Color | undefined;
  send(event: HubEvent): void;
}

/** What the hub tells listeners. `state` carries a snapshot maker (memoised per `you`). */
export type HubEvent =
  | {
      readonly type: 'moved';
      readonly ply: number;
      readonly epoch: number;
      readonly move: string;
      readonly by: Color;
      readonly turn: Color;
      readonly clock?: ClockView;
    }
  | { readonly type: 'state'; readonly snapshot: (you: Color | 'spectator') => Snapshot }
  | { readonly type: 'presence'; readonly seats: Snapshot['seats']; readonly spectators: number }
  | { readonly type: 'rematch'; readonly id: string; readonly url: string }
  | { readonly type: 'notice'; readonly error: 'unavailable'; readonly message: string }
  | { readonly type: 'end'; readonly outcome: Outcome };

/** The match and its line, as rebuilt from the log. */
export interface Line {
  readonly match: AnyMatch;
  /** The moves on the line in notation. */
  readonly moves: readonly string[];
  /** Times moves were taken back. */
  readonly epoch: number;
}

export interface LiveGame extends Line {
  readonly id: string;
  stored: StoredGame;
  summary: GameSummary;
  match: AnyMatch;
  moves: readonly string[];
  epoch: number;
  /** The next action's seq. */
  seq: number;
  readonly listeners: Set<Listener>;
  /** Open sockets per stored seat. */
  readonly connected: { black: number; white: number };
  /** Per stored seat: a WebSocket of its holder has been open since the game was loaded (else it plays through the HTTP API). */
  readonly seenSocket: { black: boolean; white: boolean };
  /** Per stored seat: when the opponent may claim the game. */
  readonly abandonAtMs: { black: number | undefined; white: number | undefined };
  spectators: number;
  /** What other instances (by id) said is connected to this game there (./fanout.ts). */
  readonly elsewhere: Map<string, PresenceCounts>;
  rematchOffer: Color | undefined;
  rematchDeclined: boolean;
  thinking: Color | undefined;
  timer: unknown;
  queue: Promise<unknown>;
  touchedMs: number;
}

const isSwapped = (m: AnyMatch): boolean => m.game.swapped?.(m.state) ?? false;

/** The colour played now by the stored seat `key` (and, the same involution, the stored seat playing `color`). */
export const colorOfKey = (m: AnyMatch, key: Color): Color => (isSwapped(m) ? opposite(key) : key);

// --- stored actions ↔ match actions ----------------------------------------------

/** A stored action as a match action, parsed against the match's position. */
export function toMatchAction(
  match: AnyMatch,
  stored: Readonly<Record<string, unknown>>,
): Result<Action<unknown>, OnlineError> {
  const def = match.game.definition;
  if (stored.type === 'move') {
    if (typeof stored.move !== 'string') return err(failure('bad-request', 'move: not a string'));
    const m = def.parseMove(stored.move, match.state);
    if (!m.ok) {
      const code = m.error.reason === 'malformed' ? 'bad-request' : 'illegal';
      return err(failure(code, m.error.message, m.error.reason));
    }
    return ok({ type: 'move', move: m.value });
  }
  if (stored.type === 'mark-dead') {
    const point = typeof stored.point === 'string' ? parsePoint(match, stored.point) : undefined;
    if (!point) return err(failure('bad-request', `point: not a point like D4`));
    return ok({ ...stored, point } as unknown as Action<unknown>);
  }
  return ok(stored as unknown as Action<unknown>);
}

/** A Go point in notation ("D4") on the match's board. */
export function parsePoint(match: AnyMatch, text: string): { x: number; y: number } | undefined {
  if (match.game.id !== 'go') return undefined;
  return parseVertex(text, (match.state as GoState).size);
}

const formatPoint = (match: AnyMatch, p: { x: number; y: number }): string =>
  formatVertex(p, (match.state as GoState).size);

/** The move's text in the game's notation, as it reads before the move. */
export const moveText = (match: AnyMatch, move: unknown): string =>
  match.game.definition.formatMove(move, match.state);

/** Applies one action to the line: the new line, or the match's refusal. */
export function advance(
  line: Line,
  action: Action<unknown>,
  atMs: number,
): Result<Line, OnlineError> {
  const before = line.match;
  const r = apply(before, action, atMs);
  if (!r.ok) return err(fromMatchError(r.error));
  const match = r.value;
  // A move: the new tip holds its notation, as `apply` wrote it.
  const text = match.plies > before.plies ? match.record.node(match.tip).data.text : undefined;
  let moves: readonly string[];
  if (text !== undefined) moves = [...line.moves.slice(0, before.plies), text];
  else moves = match.plies === line.moves.length ? line.moves : line.moves.slice(0, match.plies);
  const epoch = line.epoch + (match.plies < before.plies ? 1 : 0);
  return ok({ match, moves, epoch });
}

/** The match at the start of a stored game. */
export function startMatch(game: StoredGame): Result<AnyMatch, OnlineError> {
  const mg = matchGame(game.game);
  const options = mg.parseOptions(game.options);
  if (!options.ok) return err(failure('internal', `stored options: ${options.error.message}`));
  return ok(
    createMatch(mg, {
      options: options.value,
      seats: { black: matchSeat(game.seats.black), white: matchSeat(game.seats.white) },
      ...(game.timeControl ? { timeControl: game.timeControl } : {}),
      nowMs: game.createdAtMs,
    }),
  );
}

/** Replays a stored game's log: its line, or the first action that does not replay. */
export function replay(game: StoredGame, actions: readonly StoredAction[]): Result<Line, string> {
  const start = startMatch(game);
  if (!start.ok) return err(start.error.message);
  let line: Line = { match: start.value, moves: [], epoch: 0 };
  for (const a of actions) {
    const action = toMatchAction(line.match, a.action);
    const next = action.ok ? advance(line, action.value, a.atMs) : action;
    if (!next.ok) return err(`game ${game.id} action ${a.seq}: ${next.error.message}`);
    line = next.value;
  }
  return ok(line);
}

/** A live game from what the store holds. */
export function rebuild(loaded: LoadedGame, nowMs: number): Result<LiveGame, string> {
  const line = replay(loaded.game, loaded.actions);
  if (!line.ok) return line;
  return ok({
    id: loaded.game.id,
    stored: loaded.game,
    summary: loaded.summary,
    ...line.value,
    seq: loaded.actions.length,
    listeners: new Set(),
    connected: { black: 0, white: 0 },
    seenSocket: { black: false, white: false },
    abandonAtMs: { black: undefined, white: undefined },
    spectators: 0,
    elsewhere: new Map(),
    rematchOffer: undefined,
    rematchDeclined: false,
    thinking: undefined,
    timer: undefined,
    queue: Promise.resolve(),
    touchedMs: nowMs,
  });
}

// --- views ---------------------------------------------------------------------------

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

export function gameView(live: LiveGame, nowMs: number): GameView {
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

/** Whether the holder of stored seat `key` is connected, here or on another instance. */
export function seatConnected(live: LiveGame, key: Color): boolean {
  if (live.connected[key] > 0) return true;
  for (const there of live.elsewhere.values()) if (there[key] > 0) return true;
  return false;
}

/** Spectators here and on the other instances. */
export function spectatorCount(live: LiveGame): number {
  let n = live.spectators;
  for (const there of live.elsewhere.values()) n += there.spectators;
  return n;
}

export function seatViews(live: LiveGame): Snapshot['seats'] {
  const view = (color: Color): SeatView => {
    const key = colorOfKey(live.match, color);
    const s = live.stored.seats[key];
    const name = s.name === undefined ? {} : { name: s.name };
    if (s.kind === 'engine') return { kind: 'engine', ...name, taken: true, connected: true };
    const at = live.abandonAtMs[key];
    return {
      kind: 'person',
      ...name,
      taken: s.tokenHash !== undefined,
      connected: seatConnected(live, key),
      ...(at === undefined ? {} : { abandonAtMs: at }),
    };
  };
  return { black: view('black'), white: view('white') };
}

export function snapshot(live: LiveGame, you: Color | 'spectator', nowMs: number): Snapshot {
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
    spectators: spectatorCount(live),
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
