/**
 * The hub: every online game the server is serving, in memory, and the one path by
 * which anything changes one. A game is loaded from the store on first use (its log
 * replayed through `apply`); actions on a game run one at a time through its queue;
 * each is authorised (seat token), applied at the server's time, committed to the
 * store and only then kept, acknowledged and broadcast. A commit that loses a race
 * (`conflict`) reloads the game and answers `stale-ply`.
 *
 * Also kept here: the flag timers (the server applies `claim-timeout` itself),
 * presence and abandonment, rematches and the engine opponent (see `opponent.ts`).
 *
 * @example
 * ```ts
 * const hub = new Hub({ store, now: Date.now, abandonMs: 60_000 });
 * await hub.start();
 * const g = await hub.create({ game: 'gomoku', side: 'black' });
 * if (g.ok) await hub.act(g.value.id, g.value.token, { type: 'move', move: 'h8', ply: 0 });
 * ```
 */
import { err, ok, opposite, type Color, type Result } from '@qipan/core';
import { turn, type Action } from '@qipan/match';
import {
  type CreateGameBody,
  type CreateGameReply,
  type GameView,
  type JoinGameReply,
  type Snapshot,
} from '@qipan/protocol';
import type { GameStore, StoredGame, StoredSeat } from '../storage/types.js';
import { failure, type OnlineError } from './errors.js';
import { newToken, hashToken, tokenMatches } from './ids.js';
import {
  advance,
  toMatchAction,
  clockView,
  colorOfKey,
  gameView,
  flagAt,
  outcomeOf,
  pagePath,
  rebuild,
  snapshot,
  startMatch,
  summaryOf,
  type HubEvent,
  type LiveGame,
} from './live.js';
import type { OnlineEngines } from './engine.js';
import { planAction, type SeatAction } from './actions.js';
import { EngineOpponent } from './opponent.js';
import type { Fanout, Notice } from './fanout.js';
import { presenceElsewhere } from './presence.js';
import { declineRematch, rematch } from './rematch.js';
import { newGameSetup } from './setup.js';

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
  /** Other server instances on the same store (./fanout.ts): none by default. */
  readonly fanout?: Fanout | undefined;
  /**
   * With a fan-out: how often this instance loads the timed games in play that it does
   * not hold, so their flags fall even when every instance that held them is gone
   * (default 10 s; 0 for never). See `adopt`.
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

const KEYS = ['black', 'white'] as const;

export class Hub {
  readonly store: GameStore;
  readonly now: () => number;
  readonly abandonMs: number;
  private readonly timers: Timers;
  private readonly evictAfterMs: number;
  readonly log: (message: string) => void;
  private readonly games = new Map<string, LiveGame>();
  private readonly loading = new Map<string, Promise<LiveGame | undefined>>();
  private readonly opponent: EngineOpponent | undefined;
  private readonly fanout: Fanout | undefined;
  private sweeper: ReturnType<typeof setInterval> | undefined;
  private readonly adoptEveryMs: number;
  /** How far ahead `adopt` looks: two rounds (a flag due before the round after next). */
  private readonly adoptAheadMs: number;
  private adopter: ReturnType<typeof setInterval> | undefined;
  private adopting = false;
  private readonly presenceEveryMs: number;
  private presenter: ReturnType<typeof setInterval> | undefined;
  /** When each other instance last told its presence in a game: `${id} ${from}` → ms. */
  private readonly heard = new Map<string, number>();
  private closed = false;
  /**
   * Whether other instances may write this store (a fan-out, or PostgreSQL): then a read
   * first takes from the store what they committed, so it shows every action another
   * instance has answered, even before that instance's notice arrives here.
   */
  private readonly shared: boolean;

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
    this.fanout = options.fanout;
    this.fanout?.onNotice((n, from) => this.noticed(n, from));
    this.fanout?.onReconnect?.(() => this.catchUpAll());
    this.adoptEveryMs = options.fanout ? (options.adoptEveryMs ?? 10_000) : 0;
    this.adoptAheadMs = 2 * (options.adoptEveryMs ?? 10_000);
    this.presenceEveryMs = options.fanout ? (options.presenceEveryMs ?? 20_000) : 0;
    this.shared = options.fanout !== undefined || options.store.kind === 'postgres';
  }

  /** Loads every game still in play (its clock and engine restart); starts the idle sweep. */
  async start(): Promise<void> {
    for (const id of await this.store.activeGames()) {
      // One game that does not replay must not keep the others (or the server) down.
      await this.get(id).catch((e: unknown) => this.log(`online: game ${id}: ${String(e)}`));
    }
    this.sweeper = setInterval(() => this.sweep(), Math.min(this.evictAfterMs, 60_000));
    this.sweeper.unref();
    if (this.adoptEveryMs > 0) {
      this.adopter = setInterval(() => void this.adopt(), this.adoptEveryMs);
      this.adopter.unref();
    }
    if (this.presenceEveryMs > 0) {
      this.presenter = setInterval(() => this.refreshPresence(), this.presenceEveryMs);
      this.presenter.unref();
    }
  }

  /**
   * Says again who is connected to each game held here (to the other instances), and
   * forgets what an instance said about a game when it has been silent for three
   * rounds (it died, or lost Redis): its seats start their grace period here.
   */
  refreshPresence(): void {
    if (this.closed) return;
    const now = this.now();
    for (const live of this.games.values()) {
      if (live.connected.black + live.connected.white + live.spectators > 0)
        this.presenceChanged(live);
      for (const from of [...live.elsewhere.keys()]) {
        const key = `${live.id} ${from}`;
        if (now - (this.heard.get(key) ?? 0) <= 3 * this.presenceEveryMs) continue;
        this.heard.delete(key);
        presenceElsewhere(this, live, from, { black: 0, white: 0, spectators: 0 });
      }
    }
    for (const key of this.heard.keys())
      if (!this.games.has(key.slice(0, key.indexOf(' ')))) this.heard.delete(key);
  }

  /**
   * Loads the games whose flag falls before the next round but one (their stored
   * `flagAtMs`) that this instance does not hold, which starts their flag timers. So a
   * timed game whose instances all died, or whose players left, still ends on time:
   * every instance adopts it, each one's flag timer fires, and the store takes the
   * first `claim-timeout` commit (the others lose the seq race and reload), exactly as
   * with a ply. Games whose flag is far off, and untimed games, are not loaded. Returns
   * how many games it loaded.
   */
  async adopt(): Promise<number> {
    if (this.adopting || this.closed) return 0;
    this.adopting = true;
    let n = 0;
    try {
      for (const id of await this.store.dueGames(this.now() + this.adoptAheadMs)) {
        if (this.closed) break;
        if (this.games.has(id)) continue;
        const live = await this.get(id).catch((e: unknown) => {
          this.log(`online: adopting ${id}: ${String(e)}`);
          return undefined;
        });
        if (live) n++;
      }
    } catch (e) {
      this.log(`online: adopting games: ${String(e)}`);
    } finally {
      this.adopting = false;
    }
    return n;
  }

  close(): void {
    this.closed = true;
    if (this.sweeper) clearInterval(this.sweeper);
    if (this.adopter) clearInterval(this.adopter);
    if (this.presenter) clearInterval(this.presenter);
    for (const live of this.games.values()) this.clearTimer(live);
    this.games.clear();
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Games held in memory now. */
  get size(): number {
    return this.games.size;
  }

  // --- loading ---------------------------------------------------------------------

  /** The live game, loaded from the store on first use; undefined when there is none. */
  async get(id: string): Promise<LiveGame | undefined> {
    const held = this.games.get(id);
    if (held) {
      held.touchedMs = this.now();
      return held;
    }
    let p = this.loading.get(id);
    if (!p) {
      p = this.load(id).finally(() => this.loading.delete(id));
      this.loading.set(id, p);
    }
    return p;
  }

  /**
   * The live game for a read (a view, a stream's or a socket's first state): on a shared
   * store, with what the store has beyond it applied first (after the game's queue).
   */
  async current(id: string): Promise<LiveGame | undefined> {
    const live = await this.get(id);
    if (live && this.shared) await this.serial(live, () => this.catchUp(live));
    return live;
  }

  private async load(id: string): Promise<LiveGame | undefined> {
    const loaded = await this.store.loadGame(id);
    if (!loaded) return undefined;
    const live = rebuild(loaded, this.now());
    if (!live.ok) throw new Error(live.error);
    if (this.closed) return live.value;
    this.games.set(id, live.value);
    this.startGraceOnLoad(live.value);
    // Players may be connected to other instances: they say so, which ends their grace.
    this.fanout?.publish({ type: 'query', id });
    this.schedule(live.value);
    this.opponent?.follow(live.value);
    return live.value;
  }

  /**
   * A game loaded from the store (after a restart) has nobody connected yet: every
   * player's grace period starts now, and ends for each as they come back. So a player
   * who never returns after a restart can still be claimed against.
   */
  private startGraceOnLoad(live: LiveGame): void {
    if (live.summary.status !== 'playing' || live.match.result) return;
    for (const key of KEYS) {
      const seat = live.stored.seats[key];
      if (seat.kind === 'person' && seat.tokenHash !== undefined && live.connected[key] === 0)
        live.abandonAtMs[key] = this.now() + this.abandonMs;
    }
  }

  /** Reads the game again from the store (after a lost race) and tells everyone. */
  async reload(live: LiveGame): Promise<void> {
    const loaded = await this.store.loadGame(live.id);
    const fresh = loaded && rebuild(loaded, this.now());
    if (!fresh?.ok) return;
    const f = fresh.value;
    Object.assign(live, {
      stored: f.stored,
      summary: f.summary,
      match: f.match,
      moves: f.moves,
      epoch: f.epoch,
      seq: f.seq,
    });
    this.broadcastState(live);
    this.schedule(live);
  }

  /**
   * What another instance says about game `n.id`, when it is held here (or once it is
   * loaded, when it is being loaded): a change is
   * read from the store and told to this instance's listeners as if it had happened
   * here (`moved`, `state`, `end`), after the game's earlier actions; presence is
   * merged; a query is answered with this instance's presence.
   */
  private noticed(n: Notice, from: string): void {
    const live = this.games.get(n.id);
    if (this.closed) return;
    if (!live) {
      // Being loaded: the load may have read the store before this change, so the
      // notice waits for it (else the game would be held here a move behind).
      this.loading
        .get(n.id)
        ?.then(() => this.noticed(n, from))
        .catch(() => undefined);
      return;
    }
    if (n.type === 'presence') {
      this.heard.set(`${n.id} ${from}`, this.now());
      presenceElsewhere(this, live, from, n.here);
    } else if (n.type === 'query') this.presenceChanged(live);
    else if (n.type === 'rematch-offer') {
      if (live.summary.rematchId !== undefined) return;
      live.rematchOffer = n.by ?? undefined;
      live.rematchDeclined = n.declined;
      this.broadcastState(live);
    } else
      this.serial(live, () => this.catchUp(live)).catch((e: unknown) =>
        this.log(`online: catching up ${n.id}: ${String(e)}`),
      );
  }

  /** Tells the other instances about a rematch offered or declined here. */
  rematchChanged(live: LiveGame): void {
    this.fanout?.publish({
      type: 'rematch-offer',
      id: live.id,
      by: live.rematchOffer ?? null,
      declined: live.rematchDeclined,
    });
  }

  /** Tells the other instances to read `live` from the store again (a rematch recorded here). */
  storedChanged(live: LiveGame): void {
    this.fanout?.publish({ type: 'changed', id: live.id, seq: live.seq });
  }

  /**
   * After Redis was away: notices of that time are lost, so every held game reads what
   * the store has beyond it (and tells its listeners), and says its presence again.
   */
  catchUpAll(): void {
    for (const live of this.games.values()) {
      this.serial(live, () => this.catchUp(live)).catch((e: unknown) =>
        this.log(`online: catching up ${live.id}: ${String(e)}`),
      );
      this.presenceChanged(live);
    }
  }

  /** Tells the other instances who is connected to `live` here. */
  presenceChanged(live: LiveGame): void {
    this.fanout?.publish({
      type: 'presence',
      id: live.id,
      here: {
        black: live.connected.black,
        white: live.connected.white,
        spectators: live.spectators,
      },
    });
  }

  /** Applies the actions and seats the store has beyond what `live` holds. */
  async catchUp(live: LiveGame): Promise<void> {
    const loaded = await this.store.loadGame(live.id);
    if (!loaded || this.games.get(live.id) !== live) return;
    const holder = (s: StoredSeat): string | undefined =>
      s.kind === 'person' ? s.tokenHash : s.id;
    const seatsChanged = KEYS.some(
      (k) => holder(loaded.game.seats[k]) !== holder(live.stored.seats[k]),
    );
    live.stored = loaded.game;
    const rematchId = loaded.summary.rematchId ?? live.summary.rematchId;
    for (const a of loaded.actions.slice(live.seq)) {
      const action = toMatchAction(live.match, a.action);
      const next = action.ok ? advance(live, action.value, a.atMs) : action;
      if (!action.ok || !next.ok) {
        // Not the line this instance holds (should not happen): start again from the store.
        await this.reload(live);
        return;
      }
      const before = live.match;
      live.match = next.value.match;
      live.moves = next.value.moves;
      live.epoch = next.value.epoch;
      live.seq += 1;
      live.summary = summaryOf(live.stored, live.match, rematchId);
      live.touchedMs = this.now();
      this.changed(live, before, action.value, false);
    }
    const agreed = rematchId !== undefined && live.summary.rematchId === undefined;
    live.summary = summaryOf(live.stored, live.match, rematchId);
    if (agreed) {
      // Agreed on another instance: players and spectators here follow to the new game.
      live.rematchOffer = undefined;
      this.emit(live, { type: 'rematch', id: rematchId, url: pagePath(live, rematchId) });
    }
    if (seatsChanged || agreed) this.broadcastState(live);
  }

  /** Runs `fn` after every earlier action on the game. */
  serial<T>(live: LiveGame, fn: () => Promise<T>): Promise<T> {
    const run = live.queue.then(fn);
    live.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Drops games nobody watches and no engine thinks in, idle long enough, and with no
   * flag timer — or, when this instance adopts games (with a fanout), with a flag further
   * off than adoption looks ahead: some instance loads the game again before it falls.
   */
  sweep(): void {
    const now = this.now();
    for (const [id, live] of this.games) {
      if (live.listeners.size > 0 || live.thinking !== undefined) continue;
      if (now - live.touchedMs < this.evictAfterMs) continue;
      if (live.timer !== undefined) {
        const at = flagAt(live.match);
        if (this.adoptEveryMs === 0 || at === undefined || at - now <= this.adoptAheadMs) continue;
        this.clearTimer(live);
      }
      this.games.delete(id);
    }
  }

  // --- creating and joining ------------------------------------------------------------

  async create(body: CreateGameBody): Promise<Result<CreateGameReply, OnlineError>> {
    const setup = newGameSetup(body, this.opponent, this.now());
    if (!setup.ok) return setup;
    const { stored, side, token } = setup.value;
    const saved = await this.add(stored);
    if (!saved.ok) return saved;
    return ok({ id: stored.id, url: pagePath({ stored }, stored.id), side, token });
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
    const live = rebuild({ game: stored, summary, actions: [] }, this.now());
    if (!live.ok) return err(failure('internal', live.error));
    this.games.set(stored.id, live.value);
    this.opponent?.follow(live.value);
    return ok(live.value);
  }

  async join(id: string, name?: string): Promise<Result<JoinGameReply, OnlineError>> {
    const live = await this.get(id);
    if (!live) return err(failure('not-found', `no game ${id}`));
    return this.serial(live, async () => {
      if (this.shared) await this.catchUp(live);
      if (live.match.result) return err(failure('game-over', 'the game is over'));
      const key = KEYS.find(
        (k) => live.stored.seats[k].kind === 'person' && !live.stored.seats[k].tokenHash,
      );
      if (key === undefined) return err(failure('seats-taken', 'both seats are taken'));
      const token = newToken();
      const seat: StoredSeat = {
        kind: 'person',
        tokenHash: hashToken(token),
        ...(name === undefined ? {} : { name }),
      };
      const stored = { ...live.stored, seats: { ...live.stored.seats, [key]: seat } };
      const summary = summaryOf(stored, live.match, live.summary.rematchId);
      let taken: boolean;
      try {
        taken = await this.store.takeSeat(id, key, seat.tokenHash ?? '', summary, name);
      } catch (e) {
        this.log(`online: cannot store a seat of ${id}: ${String(e)}`);
        return err(failure('internal', 'the seat could not be saved'));
      }
      if (!taken) {
        await this.reload(live);
        return err(failure('seats-taken', 'both seats are taken'));
      }
      live.stored = stored;
      live.summary = summary;
      this.broadcastState(live);
      this.fanout?.publish({ type: 'changed', id, seq: live.seq });
      return ok({ side: colorOfKey(live.match, key), token });
    });
  }

  async view(id: string): Promise<GameView | undefined> {
    const live = await this.current(id);
    return live && gameView(live, this.now());
  }

  /** The stored seat a token holds in a game. */
  seatOf(live: LiveGame, token: string | undefined): Color | undefined {
    if (token === undefined) return undefined;
    return KEYS.find((k) => {
      const s = live.stored.seats[k];
      return s.kind === 'person' && s.tokenHash !== undefined && tokenMatches(token, s.tokenHash);
    });
  }

  snapshotFor(live: LiveGame, key: Color | undefined): Snapshot {
    return snapshot(
      live,
      key === undefined ? 'spectator' : colorOfKey(live.match, key),
      this.now(),
    );
  }

  // --- acting ----------------------------------------------------------------------------

  /** A seat's action, by its token: the ply after it, or why not (nothing changed). */
  async act(
    id: string,
    token: string | undefined,
    action: SeatAction,
  ): Promise<Result<{ ply: number }, OnlineError>> {
    const live = await this.get(id);
    if (!live) return err(failure('not-found', `no game ${id}`));
    return this.serial(live, () => this.actNow(live, token, action));
  }

  private async actNow(
    live: LiveGame,
    token: string | undefined,
    action: SeatAction,
  ): Promise<Result<{ ply: number }, OnlineError>> {
    // A seat may have been taken on another instance a moment ago (its notice still on
    // the way): a game waiting for a player reads the store before judging.
    if (live.summary.status === 'waiting') await this.catchUp(live);
    const key = this.seatOf(live, token);
    if (key === undefined)
      return err(
        failure(
          'unauthorized',
          token === undefined ? 'only a seated player can do this' : 'unknown seat token',
        ),
      );
    // A client ahead of this instance saw moves another instance accepted (a notice
    // missed, or no fan-out at all): read them from the store before judging its action.
    if ('ply' in action && action.ply > live.match.plies) await this.catchUp(live);
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
  ): Promise<Result<{ ply: number }, OnlineError>> {
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
    live.match = next.value.match;
    live.moves = next.value.moves;
    live.epoch = next.value.epoch;
    live.seq += 1;
    live.summary = summary;
    live.touchedMs = at;
    this.fanout?.publish({ type: 'changed', id: live.id, seq: live.seq });
    this.changed(live, before, action);
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
   * and the API seats' counting answer on the instance that committed it, so two
   * instances never think for the same move.
   */
  private changed(
    live: LiveGame,
    before: LiveGame['match'],
    action: Action<unknown>,
    here = true,
  ): void {
    const m = live.match;
    const now = this.now();
    if (live.thinking !== undefined && (m.result || turn(m) !== live.thinking))
      live.thinking = undefined;
    if (action.type === 'move' && m.plies === before.plies + 1) {
      const clock = clockView(m, now);
      this.emit(live, {
        type: 'moved',
        ply: m.plies,
        epoch: live.epoch,
        move: live.moves[m.plies - 1] ?? '',
        by: turn(before),
        turn: turn(m),
        ...(clock ? { clock } : {}),
      });
      const swapped = colorOfKey(m, 'black') !== colorOfKey(before, 'black');
      if (m.result || m.scoring || before.pending || swapped) this.broadcastState(live);
    } else this.broadcastState(live);
    if (m.result) {
      live.abandonAtMs.black = undefined;
      live.abandonAtMs.white = undefined;
      const outcome = outcomeOf(m);
      if (outcome) this.emit(live, { type: 'end', outcome });
    }
    this.schedule(live);
    if (!here) return;
    this.opponent?.follow(live);
    this.acceptForApiSeats(live);
  }

  /**
   * Go's counting for seats played through the HTTP API (bots: it has no counting
   * calls): such a seat accepts the dead stones once the other side has accepted them,
   * or at once when the other side is a bot or an engine too.
   */
  private acceptForApiSeats(live: LiveGame): void {
    const m = live.match;
    if (!m.scoring || m.result) return;
    const viaApi = (c: Color): boolean =>
      live.stored.seats[c].kind === 'person' && !live.seenSocket[c];
    for (const color of ['black', 'white'] as const) {
      const other = opposite(color);
      if (!viaApi(color) || m.scoring.accepted[color]) continue;
      const otherIsMachine = viaApi(other) || live.stored.seats[other].kind === 'engine';
      if (!m.scoring.accepted[other] && !otherIsMachine) continue;
      const seq = live.seq;
      const action = { type: 'accept-score', color } as const;
      this.serial(live, async () => {
        if (live.seq === seq) await this.commit(live, action, action);
      }).catch((e: unknown) => this.log(`online: counting of ${live.id}: ${String(e)}`));
      return;
    }
  }

  // --- clocks -------------------------------------------------------------------------

  private clearTimer(live: LiveGame): void {
    if (live.timer !== undefined) this.timers.clear(live.timer);
    live.timer = undefined;
  }

  /** A timer at the flag of the side to move (none without a running clock). */
  private schedule(live: LiveGame): void {
    this.clearTimer(live);
    const at = flagAt(live.match);
    if (this.closed || at === undefined) return;
    const ms = Math.max(0, at - this.now());
    live.timer = this.timers.set(() => {
      live.timer = undefined;
      if (this.closed || this.games.get(live.id) !== live) return;
      void this.serial(live, () => this.claimTimeout(live)).catch((e: unknown) =>
        this.log(`online: flag of ${live.id}: ${String(e)}`),
      );
    }, ms + 1);
  }

  // --- listeners, presence --------------------------------------------------------------

  emit(live: LiveGame, event: HubEvent): void {
    for (const l of live.listeners) {
      try {
        l.send(event);
      } catch (e) {
        this.log(`online: a listener of ${live.id} failed: ${String(e)}`);
      }
    }
  }

  broadcastState(live: LiveGame): void {
    const now = this.now();
    const made = new Map<string, Snapshot>();
    this.emit(live, {
      type: 'state',
      snapshot: (you) => {
        let s = made.get(you);
        if (!s) {
          s = snapshot(live, you, now);
          made.set(you, s);
        }
        return s;
      },
    });
  }
}
