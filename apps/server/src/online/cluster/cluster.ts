/**
 * Everything about other server instances on the same store, in one place: the
 * notices they send each other over the fan-out (./fanout.ts: `changed`, `presence`,
 * `query`, `rematch-offer`), catching a held game up with what the store has beyond it,
 * reads that take what other instances committed first (so a read anywhere after a 200
 * shows that action), adopting timed games no instance may hold, and repeating and
 * expiring presence. The store stays the only authority; notices only say "look again".
 *
 * @example
 * ```ts
 * const cluster = new Cluster(hub, { store, fanout }); // the hub is its ClusterHost
 * await cluster.fresh(live); // live now has every action any instance committed
 * cluster.presenceChanged(live); // tells the other instances who is connected here
 * ```
 */
import type { Action } from '@qipan/match';
import type { GameStore, StoredAction, StoredSeat } from '../../storage/types.js';
import type { LiveGame } from '../game.js';
import type { Telling } from '../host.js';
import { advance, toMatchAction } from '../live.js';
import { broadcastPresence } from '../presence.js';
import { pagePath, summaryOf } from '../views.js';
import type { Fanout, Notice, PresenceCounts } from './fanout.js';

/** What the cluster needs of the hub (the registry, the queue, the commit path). */
export interface ClusterHost {
  readonly now: () => number;
  readonly abandonMs: number;
  readonly isClosed: boolean;
  readonly log: (message: string) => void;
  /** The game held here (not loading it). */
  held(id: string): LiveGame | undefined;
  /** The game's load under way here, if any. */
  loadingOf(id: string): Promise<unknown> | undefined;
  heldGames(): Iterable<LiveGame>;
  /** The game, loaded on first use. */
  get(id: string): Promise<LiveGame | undefined>;
  serial<T>(live: LiveGame, fn: () => Promise<T>): Promise<T>;
  /** Reads the game again from the store and tells everyone. */
  reload(live: LiveGame): Promise<void>;
  /** After an action applied: tells it and restarts the clock (`here` false: committed elsewhere). */
  changed(live: LiveGame, before: LiveGame['match'], action: Action<unknown>, here: boolean): void;
}

export interface ClusterOptions {
  readonly store: Pick<GameStore, 'kind' | 'loadGame' | 'dueGames'>;
  readonly fanout?: Fanout | undefined;
  /** How often to load the timed games due soon that no instance may hold (default 10 s; 0 never). */
  readonly adoptEveryMs?: number | undefined;
  /** How often to repeat who is connected here (default 20 s; 0 never). */
  readonly presenceEveryMs?: number | undefined;
}

const KEYS = ['black', 'white'] as const;
const holder = (s: StoredSeat): string | undefined => (s.kind === 'person' ? s.tokenHash : s.id);

export class Cluster implements Telling {
  private readonly store: ClusterOptions['store'];
  private readonly fanout: Fanout | undefined;
  /**
   * Whether other instances may write the store (a fan-out, or PostgreSQL): then a read
   * first takes from the store what they committed.
   */
  readonly shared: boolean;
  /** 0 without a fan-out: nothing to adopt from. */
  readonly adoptEveryMs: number;
  /** How far ahead `adopt` looks: two rounds (a flag due before the round after next). */
  readonly adoptAheadMs: number;
  private readonly presenceEveryMs: number;
  /** When each other instance last told its presence in a game: `${id} ${from}` → ms. */
  private readonly heard = new Map<string, number>();
  private adopting = false;
  private readonly timers: ReturnType<typeof setInterval>[] = [];

  constructor(
    private readonly host: ClusterHost,
    options: ClusterOptions,
  ) {
    this.store = options.store;
    this.fanout = options.fanout;
    this.shared = options.fanout !== undefined || options.store.kind === 'postgres';
    this.adoptEveryMs = options.fanout ? (options.adoptEveryMs ?? 10_000) : 0;
    this.adoptAheadMs = 2 * (options.adoptEveryMs ?? 10_000);
    this.presenceEveryMs = options.fanout ? (options.presenceEveryMs ?? 20_000) : 0;
    this.fanout?.onNotice((n, from) => this.noticed(n, from));
    this.fanout?.onReconnect?.(() => this.catchUpAll());
  }

  /** Starts adopting and repeating presence (with a fan-out). */
  start(): void {
    const every = (ms: number, fn: () => void): void => {
      if (ms <= 0) return;
      const t = setInterval(fn, ms);
      t.unref();
      this.timers.push(t);
    };
    every(this.adoptEveryMs, () => void this.adopt());
    every(this.presenceEveryMs, () => this.refreshPresence());
  }

  close(): void {
    for (const t of this.timers.splice(0)) clearInterval(t);
  }

  // --- telling the others -------------------------------------------------------------

  /** Asks the holders of a game just loaded here who is connected there. */
  loaded(live: LiveGame): void {
    this.fanout?.publish({ type: 'query', id: live.id });
  }

  /** The game's log (or a seat) changed here. */
  committed(live: LiveGame): void {
    this.fanout?.publish({ type: 'changed', id: live.id, seq: live.seq });
  }

  storedChanged(live: LiveGame): void {
    this.committed(live);
  }

  rematchChanged(live: LiveGame): void {
    this.fanout?.publish({
      type: 'rematch-offer',
      id: live.id,
      by: live.rematchOffer ?? null,
      declined: live.rematchDeclined,
    });
  }

  presenceChanged(live: LiveGame): void {
    this.fanout?.publish({ type: 'presence', id: live.id, here: live.presenceHere() });
  }

  // --- hearing them -------------------------------------------------------------------

  /**
   * What another instance says about game `n.id`, when it is held here (or once it is
   * loaded, when it is being loaded): a change is read from the store and told to this
   * instance's listeners as if it had happened here, after the game's earlier actions;
   * presence is merged; a query is answered with this instance's presence.
   */
  private noticed(n: Notice, from: string): void {
    if (this.host.isClosed) return;
    const live = this.host.held(n.id);
    if (!live) {
      // Being loaded: the load may have read the store before this change, so the
      // notice waits for it (else the game would be held here a move behind).
      this.host
        .loadingOf(n.id)
        ?.then(() => this.noticed(n, from))
        .catch(() => undefined);
      return;
    }
    if (n.type === 'presence') {
      this.heard.set(`${n.id} ${from}`, this.host.now());
      this.heardFrom(live, from, n.here);
    } else if (n.type === 'query') this.presenceChanged(live);
    else if (n.type === 'rematch-offer') {
      if (live.summary.rematchId !== undefined) return;
      live.rematchOffered(n.by ?? undefined, n.declined);
      live.broadcastState(this.host.now());
    } else this.catchUpLater(live);
  }

  private heardFrom(live: LiveGame, from: string, counts: PresenceCounts): void {
    live.heardFrom(from, counts, this.host.now(), this.host.abandonMs);
    broadcastPresence(live);
  }

  private catchUpLater(live: LiveGame): void {
    this.host
      .serial(live, () => this.catchUp(live))
      .catch((e: unknown) => this.host.log(`online: catching up ${live.id}: ${String(e)}`));
  }

  /**
   * After Redis was away: notices of that time are lost, so every held game reads what
   * the store has beyond it (and tells its listeners), and says its presence again.
   */
  catchUpAll(): void {
    for (const live of this.host.heldGames()) {
      this.catchUpLater(live);
      this.presenceChanged(live);
    }
  }

  // --- reading the store --------------------------------------------------------------

  /**
   * For a read: on a shared store, applies what the store has beyond `live` first (after
   * the game's queue), so the read shows every action another instance answered.
   */
  async fresh(live: LiveGame): Promise<void> {
    if (this.shared) await this.host.serial(live, () => this.catchUp(live));
  }

  /** Inside the game's queue: {@link fresh} without queueing. */
  async freshNow(live: LiveGame): Promise<void> {
    if (this.shared) await this.catchUp(live);
  }

  /** Applies the actions and seats the store has beyond what `live` holds. */
  async catchUp(live: LiveGame): Promise<void> {
    const loaded = await this.store.loadGame(live.id);
    if (!loaded || this.host.held(live.id) !== live) return;
    const seatsChanged = KEYS.some(
      (k) => holder(loaded.game.seats[k]) !== holder(live.stored.seats[k]),
    );
    const rematchId = loaded.summary.rematchId ?? live.summary.rematchId;
    live.seated(loaded.game, live.summary);
    if (!this.applyNew(live, loaded.actions.slice(live.seq), rematchId)) {
      // Not the line this instance holds (should not happen): start again from the store.
      await this.host.reload(live);
      return;
    }
    const agreed = rematchId !== undefined && live.summary.rematchId === undefined;
    live.resummarised(summaryOf(live.stored, live.match, rematchId));
    if (agreed) {
      // Agreed on another instance: players and spectators here follow to the new game.
      live.rematchAgreed(rematchId);
      live.emit({ type: 'rematch', id: rematchId, url: pagePath(live, rematchId) });
    }
    if (seatsChanged || agreed) live.broadcastState(this.host.now());
  }

  /** Replays actions committed elsewhere onto `live`, telling each; false if one does not apply. */
  private applyNew(live: LiveGame, actions: readonly StoredAction[], rematchId?: string): boolean {
    for (const a of actions) {
      const action = toMatchAction(live.match, a.action);
      const next = action.ok ? advance(live, action.value, a.atMs) : action;
      if (!action.ok || !next.ok) return false;
      const before = live.match;
      live.advanced(
        next.value,
        summaryOf(live.stored, next.value.match, rematchId),
        this.host.now(),
      );
      this.host.changed(live, before, action.value, false);
    }
    return true;
  }

  // --- games no instance may hold, instances that went quiet ----------------------------

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
    if (this.adopting || this.host.isClosed) return 0;
    this.adopting = true;
    let n = 0;
    try {
      for (const id of await this.store.dueGames(this.host.now() + this.adoptAheadMs)) {
        if (this.host.isClosed) break;
        if (this.host.held(id)) continue;
        const live = await this.host.get(id).catch((e: unknown) => {
          this.host.log(`online: adopting ${id}: ${String(e)}`);
          return undefined;
        });
        if (live) n++;
      }
    } catch (e) {
      this.host.log(`online: adopting games: ${String(e)}`);
    } finally {
      this.adopting = false;
    }
    return n;
  }

  /**
   * Says again who is connected to each game held here (to the other instances), and
   * forgets what an instance said about a game when it has been silent for three
   * rounds (it died, or lost Redis): its seats start their grace period here.
   */
  refreshPresence(): void {
    if (this.host.isClosed) return;
    const now = this.host.now();
    for (const live of this.host.heldGames()) {
      if (live.connected.black + live.connected.white + live.spectators > 0)
        this.presenceChanged(live);
      for (const from of [...live.elsewhere.keys()]) {
        const key = `${live.id} ${from}`;
        if (now - (this.heard.get(key) ?? 0) <= 3 * this.presenceEveryMs) continue;
        this.heard.delete(key);
        this.heardFrom(live, from, { black: 0, white: 0, spectators: 0 });
      }
    }
    for (const key of this.heard.keys())
      if (!this.host.held(key.slice(0, key.indexOf(' ')))) this.heard.delete(key);
  }
}
