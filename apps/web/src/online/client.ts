/**
 * The browser's side of an online game's WebSocket, without React: it says `hello`
 * (seat token, the moves it has and their epoch), keeps the game (the last snapshot
 * plus the moves that arrived since), checks every message with the protocol's
 * schemas (what does not validate is logged and dropped), applies a `moved` only
 * when it is the next ply of the same epoch and otherwise asks again (resync),
 * reconnects with exponential backoff and jitter, matches `ack`/`error` to request
 * ids, and estimates the server's clock offset from `serverNowMs`. An engine's move
 * ends its `thinking`; this seat's offer that goes away unanswered by the end of the
 * game or a take-back is noted as `declined`.
 *
 * @example
 * ```ts
 * const c = new OnlineClient({ url: 'ws://host/api/games/Ab3dE5gH7k/ws', token, socket: (u) => new WebSocket(u) });
 * c.subscribe(() => render(c.view));
 * c.start();
 * const r = await c.request({ type: 'move', move: 'h8', ply: 0 }); // { ok: true, ply: 1 } or { ok: false, error }
 * c.close();
 * ```
 */
import {
  parseServerMessage,
  type ClientMessage,
  type ClockView,
  type ServerMessage,
  type Snapshot,
} from '@qipan/protocol';

/** The part of a WebSocket the client uses (a fake in tests). */
export interface SocketLike {
  send(text: string): void;
  close(): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

export type SocketFactory = (url: string) => SocketLike;

export type ConnState = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** An error the server (or the connection) gave: the protocol's `{ error, message, reason? }`. */
export interface ServerError {
  readonly error: string;
  readonly message: string;
  readonly reason?: string;
}

export type Reply =
  { readonly ok: true; readonly ply: number } | { readonly ok: false; readonly error: ServerError };

type Distribute<T> = T extends unknown ? Omit<T, 'id'> : never;
/** Everything a page may ask of the server (the hello is the client's own business). */
export type Request = Exclude<Distribute<ClientMessage>, { type: 'hello' }>;

export interface OnlineView {
  readonly conn: ConnState;
  /** The game as last known: the snapshot, with the moves and clock of later `moved`s. */
  readonly game: Snapshot | undefined;
  /** Server time minus local time (ms), best estimate so far. */
  readonly offsetMs: number;
  /** The last error not tied to a request (e.g. the hello was refused). */
  readonly error: ServerError | undefined;
  /** A rematch was agreed: the new game (everyone follows it). */
  readonly rematch: { readonly id: string; readonly url: string } | undefined;
  /** Bumped on every `state` (a page clears what it asked when the game changed under it). */
  readonly version: number;
  /**
   * This seat's draw offer or undo request was turned down (the opponent declined, or
   * moved instead); `at` counts such answers, so a page tells each one once.
   */
  readonly declined: { readonly kind: 'draw' | 'undo'; readonly at: number } | undefined;
}

export interface ClientOptions {
  readonly url: string;
  readonly token?: string | undefined;
  readonly socket: SocketFactory;
  readonly now?: () => number;
  readonly random?: () => number;
  readonly log?: (message: string) => void;
  /** First retry after this (doubling each failed attempt). */
  readonly minDelayMs?: number;
  readonly maxDelayMs?: number;
  /** A ping this often keeps the socket alive and the offset fresh. */
  readonly pingMs?: number;
}

/** The connection was lost: what a request in flight resolves to. */
export const CONNECTION_LOST: ServerError = {
  error: 'unavailable',
  message: 'the connection to the server was lost',
};

/** The delay before retry number `attempt` (0-based): `min·2^attempt` up to `max`, ±25 % jitter. */
export function backoffMs(attempt: number, random: number, minMs = 500, maxMs = 10_000): number {
  const base = Math.min(maxMs, minMs * 2 ** Math.min(attempt, 30));
  return Math.round(base * (0.75 + 0.5 * random));
}

const OFFSET_SAMPLES = 8;

export class OnlineClient {
  private readonly opts: Required<Omit<ClientOptions, 'token'>> & { token: string | undefined };
  private socket: SocketLike | undefined;
  private state: OnlineView = {
    conn: 'connecting',
    game: undefined,
    offsetMs: 0,
    error: undefined,
    rematch: undefined,
    version: 0,
    declined: undefined,
  };
  private readonly listeners = new Set<() => void>();
  private readonly waiting = new Map<number, (r: Reply) => void>();
  private nextId = 1;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private samples: number[] = [];
  private stopped = false;

  constructor(options: ClientOptions) {
    this.opts = {
      now: () => Date.now(),
      random: Math.random,
      log: (m) => console.warn(m),
      minDelayMs: 500,
      maxDelayMs: 10_000,
      pingMs: 20_000,
      ...options,
      token: options.token,
    };
  }

  get view(): OnlineView {
    return this.state;
  }

  /** Calls `f` after every change of {@link view}; returns the unsubscribe. */
  subscribe(f: () => void): () => void {
    this.listeners.add(f);
    return () => this.listeners.delete(f);
  }

  /** The seat token (set after a join, so the next hello sits down). */
  setToken(token: string | undefined): void {
    this.opts.token = token;
  }

  start(): void {
    this.stopped = false;
    this.connect();
  }

  /** Ends for good: no more retries; requests in flight fail. */
  close(): void {
    this.stopped = true;
    this.clearTimers();
    this.detach();
    this.failWaiting();
    this.set({ conn: 'closed' });
  }

  /** Drops the socket now and retries later (the browser went offline, a stalled socket). */
  drop(): void {
    if (this.stopped) return;
    this.detach();
    this.lost();
  }

  /** Retries at once (the browser is back online). */
  retryNow(): void {
    if (this.stopped || this.state.conn === 'open') return;
    if (this.retryTimer !== undefined) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.detach();
    this.connect();
  }

  /** Sends `req` with a fresh id: its `ack` (the ply) or its `error`; fails at once when not connected. */
  request(req: Request): Promise<Reply> {
    if (this.state.conn !== 'open' || !this.socket)
      return Promise.resolve({ ok: false, error: CONNECTION_LOST });
    const id = this.nextId++;
    return new Promise<Reply>((resolve) => {
      this.waiting.set(id, resolve);
      this.sendRaw({ ...req, id } as ClientMessage);
    });
  }

  /** Asks for the whole game again (a move arrived out of order, or a page wants to be sure). */
  resync(): void {
    this.sendRaw(this.hello());
  }

  private hello(): ClientMessage {
    const g = this.state.game;
    return {
      type: 'hello',
      ...(this.opts.token ? { token: this.opts.token } : {}),
      ...(g ? { have: g.moves.length, epoch: g.epoch } : {}),
    };
  }

  private connect(): void {
    if (this.stopped) return;
    let s: SocketLike;
    try {
      s = this.opts.socket(this.opts.url);
    } catch (e) {
      this.opts.log(`online: cannot open the socket: ${String(e)}`);
      this.lost();
      return;
    }
    this.socket = s;
    s.onopen = () => {
      if (this.socket !== s) return;
      this.attempt = 0;
      this.set({ conn: 'open', error: undefined });
      this.sendRaw(this.hello());
      this.startPing();
    };
    s.onmessage = (ev) => {
      if (this.socket === s) this.receive(ev.data);
    };
    s.onclose = () => {
      if (this.socket !== s) return;
      this.socket = undefined;
      this.lost();
    };
    s.onerror = () => undefined; // a close follows
  }

  /** The socket is gone: requests in flight fail, a retry is scheduled. */
  private lost(): void {
    this.stopPing();
    this.failWaiting();
    if (this.stopped) return;
    this.set({ conn: this.state.game || this.attempt > 0 ? 'reconnecting' : 'connecting' });
    if (this.retryTimer !== undefined) return;
    const delay = backoffMs(
      this.attempt,
      this.opts.random(),
      this.opts.minDelayMs,
      this.opts.maxDelayMs,
    );
    this.attempt++;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connect();
    }, delay);
  }

  private detach(): void {
    const s = this.socket;
    this.socket = undefined;
    this.stopPing();
    if (!s) return;
    s.onopen = s.onmessage = s.onclose = s.onerror = null;
    try {
      s.close();
    } catch {
      // already closed
    }
  }

  private failWaiting(): void {
    const w = [...this.waiting.values()];
    this.waiting.clear();
    for (const resolve of w) resolve({ ok: false, error: CONNECTION_LOST });
  }

  private clearTimers(): void {
    if (this.retryTimer !== undefined) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.stopPing();
  }

  private startPing(): void {
    this.stopPing();
    this.pingTimer = setInterval(() => this.sendRaw({ type: 'ping' }), this.opts.pingMs);
  }

  private stopPing(): void {
    if (this.pingTimer !== undefined) clearInterval(this.pingTimer);
    this.pingTimer = undefined;
  }

  private sendRaw(m: ClientMessage): void {
    try {
      this.socket?.send(JSON.stringify(m));
    } catch (e) {
      this.opts.log(`online: send failed: ${String(e)}`);
    }
  }

  private set(patch: Partial<OnlineView>): void {
    this.state = { ...this.state, ...patch };
    for (const f of [...this.listeners]) f();
  }

  /** A reading of the server's time: the offset is the largest of the last few (least delayed). */
  private sample(serverNowMs: number): void {
    this.samples = [...this.samples.slice(-(OFFSET_SAMPLES - 1)), serverNowMs - this.opts.now()];
    const offsetMs = Math.max(...this.samples);
    if (offsetMs !== this.state.offsetMs) this.state = { ...this.state, offsetMs };
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') {
      this.opts.log('online: dropped a binary message');
      return;
    }
    const r = parseServerMessage(data);
    if (!r.ok) {
      this.opts.log(`online: dropped a message that does not validate (${r.error.message})`);
      return;
    }
    this.handle(r.value);
  }

  private handle(m: ServerMessage): void {
    switch (m.type) {
      case 'state': {
        if (m.game.clock) this.sample(m.game.clock.serverNowMs);
        const declined = this.declinedBy(this.state.game, m.game);
        this.set({
          game: m.game,
          error: undefined,
          version: this.state.version + 1,
          ...(declined ? { declined } : {}),
        });
        return;
      }
      case 'moved':
        this.moved(m);
        return;
      case 'presence': {
        const g = this.state.game;
        if (g) this.set({ game: { ...g, seats: m.seats, spectators: m.spectators } });
        return;
      }
      case 'rematch':
        this.set({ rematch: { id: m.id, url: m.url } });
        return;
      case 'ack':
        this.settle(m.id, { ok: true, ply: m.ply });
        return;
      case 'error': {
        const error: ServerError = {
          error: m.error,
          message: m.message,
          ...(m.reason === undefined ? {} : { reason: m.reason }),
        };
        if (m.id !== undefined && this.waiting.has(m.id)) this.settle(m.id, { ok: false, error });
        else if (m.error === 'not-found' && !this.state.game) {
          // No such game: retrying cannot help.
          this.set({ error });
          this.close();
        } else this.set({ error });
        return;
      }
      case 'pong':
        this.sample(m.serverNowMs);
        this.set({});
        return;
    }
  }

  /**
   * Whether `next` turns down what this seat asked in `prev`: the offer is gone while
   * the game goes on with the same moves (an accepted draw ends the game, an accepted
   * undo takes moves back).
   */
  private declinedBy(prev: Snapshot | undefined, next: Snapshot): OnlineView['declined'] {
    const p = prev?.pending;
    if (!prev || !p || p.by !== prev.you || next.pending?.kind === p.kind) return undefined;
    if (next.id !== prev.id || next.epoch !== prev.epoch || next.outcome) return undefined;
    if (next.moves.length < prev.moves.length) return undefined;
    return { kind: p.kind, at: (this.state.declined?.at ?? 0) + 1 };
  }

  private settle(id: number, r: Reply): void {
    const resolve = this.waiting.get(id);
    if (!resolve) return;
    this.waiting.delete(id);
    resolve(r);
  }

  private moved(m: Extract<ServerMessage, { type: 'moved' }>): void {
    const g = this.state.game;
    if (!g) {
      this.resync();
      return;
    }
    const have = g.moves.length;
    if (m.epoch === g.epoch && m.ply <= have && g.moves[m.ply - 1] === m.move) return; // seen
    if (m.epoch !== g.epoch || m.ply !== have + 1) {
      this.resync();
      return;
    }
    if (m.clock) this.sample(m.clock.serverNowMs);
    const clock: ClockView | undefined = m.clock ?? g.clock;
    // A move answers any pending offer; an engine that has moved is no longer thinking.
    const { pending, thinking, ...rest } = g;
    const next: Snapshot = {
      ...rest,
      moves: [...g.moves, m.move],
      turn: m.turn,
      ...(clock ? { clock } : {}),
      ...(thinking !== undefined && thinking === m.turn ? { thinking } : {}),
    };
    const declined =
      pending && pending.by === g.you && m.by !== g.you
        ? { kind: pending.kind, at: (this.state.declined?.at ?? 0) + 1 }
        : undefined;
    this.set({ game: next, ...(declined ? { declined } : {}) });
  }
}
