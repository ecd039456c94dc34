/**
 * The hub: every online game the server is serving, in memory (the registry), and the
 * one path by which anything changes one. A game is loaded from the store on first use
 * (its log replayed through `apply`); actions on a game run one at a time through its
 * queue; each is authorised (seat token), applied at the server's time, committed to
 * the store and only then kept, acknowledged and broadcast. A commit that loses a race
 * (`conflict`) reloads the game and answers `stale-ply`. The flag timers are the hub's
 * too: the server applies `claim-timeout` itself.
 *
 * Around it, each on a narrow host (./host.ts): creating and joining (./seats.ts),
 * presence (./presence.ts), rematches (./rematch.ts), the engine opponent
 * (./opponent.ts); the other instances
 * (./cluster/); what only Go does (./hooks.ts). The game itself is ./game.ts.
 *
 * @example
 * ```ts
 * const hub = new Hub({ store, now: Date.now, abandonMs: 60_000 });
 * await hub.start();
 * const g = await createGame(hub, { game: 'gomoku', side: 'black' }); // ./seats.ts
 * if (g.ok) await hub.act(g.value.id, g.value.token, { type: 'move', move: 'h8', ply: 0 });
 * ```
 */
import { err, ok, opposite, type Result } from '@qipan/core';
import { turn, type Action } from '@qipan/match';
import type { GameView } from '@qipan/protocol';
import type { GameStore, StoredGame } from '../storage/types.js';
import { planAction, type SeatAction } from './actions.js';
import { Cluster } from './cluster/cluster.js';
import type { Fanout } from './cluster/fanout.js';
import type { OnlineEngines } from './engine.js';
import { failure, type OnlineError } from './errors.js';
import { LiveGame } from './game.js';
import { hooksOf } from './hooks.js';
import type { Done, GameHost } from './host.js';
import { advance, colorOfKey, startMatch } from './live.js';
import { EngineOpponent } from './opponent.js';
import { declineRematch, rematch } from './rematch.js';
import type { EngineLookup } from './engine.js';
import { clockView, flagAt, gameView, outcomeOf, summaryOf } from './views.js';

/** Timers the hub uses for flags (tests pass a manual one). */
export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/** Real timers, unref'd (a pending flag does not keep the process alive). */
export const realTimers: Timers = {
  set(fn, ms) {
    const t = setTimeout(fn, Math.min(Math.max(0, ms), 2 ** 31 - 1));
    t.unref();
    return t;
  },
  clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

export interface HubOptions {
  readonly store: GameStore;
  readonly engines?: OnlineEngines | undefined;
  /** The server's clock (ms since the epoch). */
  readonly now?: () => number;
  /** How long a seat may be without a socket during play before it can be claimed. */
  readonly abandonMs?: number;
  readonly timers?: Timers;
  /** A game without listeners or timers is dropped from memory after this idle time. */
  readonly evictAfterMs?: number;
  readonly log?: (message: string) => void;
  /** The wait before asking a busy engine (503) again (default 2 s). */
  readonly engineBusyDelayMs?: number;
  /** Other server instances on the same store (./cluster/fanout.ts): none by default. */
  readonly fanout?: Fanout | undefined;
  /**
   * With a fan-out: how often this instance loads the timed games in play that it does
   * not hold, so their flags fall even when every instance that held them is gone
   * (default 10 s; 0 for never). See `Cluster.adopt`.
   */
  readonly adoptEveryMs?: number | undefined;
  /**
   * With a fan-out: how often this instance repeats who is connected to each game it
   * holds. What another instance said expires after three of these without a word from
   * it, so the players and spectators of an instance that died are not counted (and
   * its players become claimable) for ever (default 20 s; 0 for never).
   */
  readonly presenceEveryMs?: number | undefined;
}

export type { SeatAction };

export class Hub implements GameHost {
  readonly store: GameStore;
  readonly now: () => number;
  readonly abandonMs: number;
  readonly log: (message: string) => void;
  /** The other instances on the store. */
  readonly cluster: Cluster;
  private readonly timers: Timers;
  private readonly evictAfterMs: number;
  private readonly games = new Map<string, LiveGame>();
  private readonly loading = new Map<string, Promise<LiveGame | undefined>>();
  private readonly opponent: EngineOpponent | undefined;
  /** The engines a game may be created against (./seats.ts). */
  readonly engines: EngineLookup | undefined;
  private sweeper: ReturnType<typeof setInterval> | undefined;
  private closed = false;

  constructor(options: HubOptions) {
    this.store = options.store;
    this.now = options.now ?? Date.now;
    this.abandonMs = options.abandonMs ?? 60_000;
    this.timers = options.timers ?? realTimers;
    this.evictAfterMs = options.evictAfterMs ?? 10 * 60_000;
    this.log = options.log ?? (() => undefined);
    this.opponent = options.engines
      ? new EngineOpponent(this, options.engines, options.engineBusyDelayMs)
      : undefined;
    this.engines = this.opponent;
    this.cluster = new Cluster(this, {
      store: options.store,
      fanout: options.fanout,
      adoptEveryMs: options.adoptEveryMs,
      presenceEveryMs: options.presenceEveryMs,
    });
  }

  /** Loads every game still in play (its clock and engine restart); starts the idle sweep. */
  async start(): Promise<void> {
    for (const id of await this.store.activeGames()) {
      // One game that does not replay must not keep the others (or the server) down.
      await this.get(id).catch((e: unknown) => this.log(`online: game ${id}: ${String(e)}`));
    }
    this.sweeper = setInterval(() => this.sweep(), Math.min(this.evictAfterMs, 60_000));
    this.sweeper.unref();
    this.cluster.start();
  }

  close(): void {
    this.closed = true;
    if (this.sweeper) clearInterval(this.sweeper);
    this.cluster.close();
    for (const live of this.games.values()) this.clearTimer(live);
    this.games.clear();
  }

  get isClosed(): boolean {
    return this.closed;
  }

  // --- the registry ----------------------------------------------------------------------

  /** Games held in memory now. */
  get size(): number {
    return this.games.size;
  }

  held(id: string): LiveGame | undefined {
    return this.games.get(id);
  }

  loadingOf(id: string): Promise<unknown> | undefined {
    return this.loading.get(id);
  }

  heldGames(): Iterable<LiveGame> {
    return this.games.values();
  }

  /** The live game, loaded from the store on first use; undefined when there is none. */
  async get(id: string): Promise<LiveGame | undefined> {
    const held = this.games.get(id);
    if (held) {
      held.touch(this.now());
      return held;
    }
    let p = this.loading.get(id);
    if (!p) {
      p = this.load(id).finally(() => this.loading.delete(id));
      this.loading.set(id, p);
    }
    return p;
  }

  /** The live game for a read: with what other instances committed applied first. */
  async current(id: string): Promise<LiveGame | undefined> {
    const live = await this.get(id);
    if (live) await this.cluster.fresh(live);
    return live;
  }

  private async load(id: string): Promise<LiveGame | undefined> {
    const loaded = await this.store.loadGame(id);
    if (!loaded) return undefined;
    const live = LiveGame.fromStore(loaded, this.now(), this.log);
    if (!live.ok) throw new Error(live.error);
    if (this.closed) return live.value;
    this.games.set(id, live.value);
    // Nobody is connected yet: a player who never comes back can still be claimed against.
    live.value.startGrace(this.now(), this.abandonMs);
    // Players may be connected to other instances: they say so, which ends their grace.
    this.cluster.loaded(live.value);
    this.schedule(live.value);
    this.opponent?.follow(live.value);
    return live.value;
  }

  /** Reads the game again from the store (after a lost race) and tells everyone. */
  async reload(live: LiveGame): Promise<void> {
    const loaded = await this.store.loadGame(live.id);
    const fresh = loaded && LiveGame.fromStore(loaded, this.now(), this.log);
    if (!fresh?.ok) return;
    live.replaced(fresh.value);
    live.broadcastState(this.now());
    this.schedule(live);
  }

  /** Stores a new game and holds it live (its engine starts if it is to move). */
  async add(stored: StoredGame): Promise<Result<LiveGame, OnlineError>> {
    const start = startMatch(stored);
    if (!start.ok) return start;
    const summary = summaryOf(stored, start.value);
    try {
      await this.store.createGame(stored, summary);
    } catch (e) {
      this.log(`online: cannot store game ${stored.id}: ${String(e)}`);
      return err(failure('internal', 'the game could not be saved'));
    }
    const live = LiveGame.fromStore({ game: stored, summary, actions: [] }, this.now(), this.log);
    if (!live.ok) return err(failure('internal', live.error));
    this.games.set(stored.id, live.value);
    this.opponent?.follow(live.value);
    return ok(live.value);
  }

  /**
   * Drops games nobody watches and no engine thinks in, idle long enough, and with no
   * flag timer — or, when this instance adopts games (with a fanout), with a flag further
   * off than adoption looks ahead: some instance loads the game again before it falls.
   */
  sweep(): void {
    const now = this.now();
    const { adoptEveryMs, adoptAheadMs } = this.cluster;
    for (const [id, live] of this.games) {
      if (live.listeners.size > 0 || live.thinking !== undefined) continue;
      if (now - live.touchedMs < this.evictAfterMs) continue;
      if (live.hasTimer) {
        const at = flagAt(live.match);
        if (adoptEveryMs === 0 || at === undefined || at - now <= adoptAheadMs) continue;
        this.clearTimer(live);
      }
      this.games.delete(id);
    }
  }

  // --- the queue ---------------------------------------------------------------------------

  /** Runs `fn` after every earlier action on the game. */
  serial<T>(live: LiveGame, fn: () => Promise<T>): Promise<T> {
    return live.queued(fn);
  }

  // --- reading ----------------------------------------------------------------------------

  async view(id: string): Promise<GameView | undefined> {
    const live = await this.current(id);
    return live && gameView(live, this.now());
  }

  // --- the commit ----------------------------------------------------------------------------

  /** A seat's action, by its token: the ply after it, or why not (nothing changed). */
  async act(id: string, token: string | undefined, action: SeatAction): Promise<Done> {
    const live = await this.get(id);
    if (!live) return err(failure('not-found', `no game ${id}`));
    return this.serial(live, () => this.actNow(live, token, action));
  }

  private async actNow(
    live: LiveGame,
    token: string | undefined,
    action: SeatAction,
  ): Promise<Done> {
    // A seat may have been taken on another instance a moment ago (its notice still on
    // the way): a game waiting for a player reads the store before judging.
    if (live.summary.status === 'waiting') await this.cluster.catchUp(live);
    const key = live.seatOf(token);
    if (key === undefined)
      return err(
        failure(
          'unauthorized',
          token === undefined ? 'only a seated player can do this' : 'unknown seat token',
        ),
      );
    // A client ahead of this instance saw moves another instance accepted (a notice
    // missed, or no fan-out at all): read them from the store before judging its action.
    if ('ply' in action && action.ply > live.match.plies) await this.cluster.catchUp(live);
    const color = colorOfKey(live.match, key);
    if (action.type === 'rematch') return rematch(this, live, color);
    if (action.type === 'decline-rematch') return declineRematch(this, live, color);
    const planned = planAction(live, key, action, this.now());
    if (!planned.ok) return planned;
    return this.commit(live, planned.value.action, planned.value.stored);
  }

  /**
   * Applies `action` at the server's time, commits it, then keeps it and tells
   * everyone. A move after the mover's flag fell makes the server claim the timeout.
   */
  async commit(
    live: LiveGame,
    action: Action<unknown>,
    stored: Readonly<Record<string, unknown>>,
  ): Promise<Done> {
    const at = this.now();
    const next = advance(live, action, at);
    if (!next.ok) {
      if (next.error.reason === 'flag-fallen') {
        await this.claimTimeout(live);
        return err(failure('game-over', 'your time ran out before the move'));
      }
      return next;
    }
    const summary = summaryOf(live.stored, next.value.match, live.summary.rematchId);
    let saved: 'ok' | 'conflict';
    try {
      saved = await this.store.appendAction(
        live.id,
        { seq: live.seq, atMs: at, action: stored },
        summary,
      );
    } catch (e) {
      this.log(`online: cannot store an action of ${live.id}: ${String(e)}`);
      return err(failure('internal', 'the action could not be saved; nothing changed'));
    }
    if (saved === 'conflict') {
      await this.reload(live);
      return err(failure('stale-ply', 'another action was accepted first'));
    }
    const before = live.match;
    live.advanced(next.value, summary, at);
    this.cluster.committed(live);
    this.changed(live, before, action, true);
    return ok({ ply: live.match.plies });
  }

  private async claimTimeout(live: LiveGame): Promise<void> {
    const claimer = opposite(turn(live.match));
    const a = { type: 'claim-timeout', color: claimer } as const;
    const r = await this.commit(live, a, a);
    if (!r.ok && r.error.reason === 'flag-not-fallen') this.schedule(live);
  }

  /**
   * After a committed change: broadcast it, restart the flag timer, let the engine play.
   * A change another instance committed (`here` false) is only told and timed: the engine
   * and the game's own seat actions answer on the instance that committed it, so two
   * instances never think for the same move.
   */
  changed(live: LiveGame, before: LiveGame['match'], action: Action<unknown>, here: boolean): void {
    const m = live.match;
    const now = this.now();
    if (live.thinking !== undefined && (m.result || turn(m) !== live.thinking))
      live.think(undefined);
    if (action.type === 'move' && m.plies === before.plies + 1) {
      const clock = clockView(m, now);
      live.emit({
        type: 'moved',
        ply: m.plies,
        epoch: live.epoch,
        move: live.moves[m.plies - 1] ?? '',
        by: turn(before),
        turn: turn(m),
        ...(clock ? { clock } : {}),
      });
      const swapped = colorOfKey(m, 'black') !== colorOfKey(before, 'black');
      if (m.result || m.scoring || before.pending || swapped) live.broadcastState(now);
    } else live.broadcastState(now);
    const outcome = outcomeOf(m);
    if (outcome) live.emit({ type: 'end', outcome });
    this.schedule(live);
    if (!here) return;
    this.opponent?.follow(live);
    const auto = hooksOf(m).apiSeatAction?.(live);
    if (auto) this.commitUnlessMoved(live, auto);
  }

  /** Commits `action` after the game's queue, unless another action came first. */
  commitUnlessMoved(live: LiveGame, action: Action<unknown>): void {
    const seq = live.seq;
    this.serial(live, async () => {
      if (live.seq === seq) await this.commit(live, action, action);
    }).catch((e: unknown) => this.log(`online: ${action.type} in ${live.id}: ${String(e)}`));
  }

  // --- clocks -------------------------------------------------------------------------

  private clearTimer(live: LiveGame): void {
    const handle = live.swapTimer(undefined);
    if (handle !== undefined) this.timers.clear(handle);
  }

  /** A timer at the flag of the side to move (none without a running clock). */
  private schedule(live: LiveGame): void {
    this.clearTimer(live);
    const at = flagAt(live.match);
    if (this.closed || at === undefined) return;
    const ms = Math.max(0, at - this.now());
    const handle = this.timers.set(() => {
      live.swapTimer(undefined);
      if (this.closed || this.games.get(live.id) !== live) return;
      void this.serial(live, () => this.claimTimeout(live)).catch((e: unknown) =>
        this.log(`online: flag of ${live.id}: ${String(e)}`),
      );
    }, ms + 1);
    live.swapTimer(handle);
  }
}
