/**
 * Test harness of online play: a Fastify app with the app's Origin guard (loopback
 * origins of its port allowed), `@fastify/websocket` and the online plugin on 127.0.0.1 (a random port), an in-memory store, a fake server clock and
 * manual flag timers; helpers for HTTP calls, NDJSON streams and WebSocket clients
 * that wait for the message they expect.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import WebSocket from 'ws';
import {
  GameView,
  parseServerMessage,
  parseWith,
  StreamEvent,
  type ServerMessage,
} from '@qipan/protocol';
import { onlinePlugin, WS_MAX_PAYLOAD, type OnlineOptions } from '../src/online/plugin.js';
import type { Hub, Timers } from '../src/online/hub.js';
import { originGuard, requestOriginAllowed } from '../src/security.js';
import { MemoryGameStore } from '../src/storage/memory.js';
import type { GameStore } from '../src/storage/types.js';

/** Everything the server sent that does not match the protocol's schemas (checked at close). */
const offProtocol: string[] = [];
function check(ok: boolean, what: string): void {
  if (!ok) offProtocol.push(what.slice(0, 300));
}

/** Timers fired by the test: `runDue()` runs those due at the fake time. */
export class ManualTimers implements Timers {
  private next = 1;
  readonly pending = new Map<number, { fn: () => void; dueMs: number }>();
  constructor(private readonly now: () => number) {}
  set(fn: () => void, ms: number): unknown {
    const id = this.next++;
    this.pending.set(id, { fn, dueMs: this.now() + ms });
    return id;
  }
  clear(h: unknown): void {
    this.pending.delete(h as number);
  }
  runDue(): number {
    let n = 0;
    for (const [id, t] of [...this.pending]) {
      if (t.dueMs > this.now()) continue;
      this.pending.delete(id);
      t.fn();
      n++;
    }
    return n;
  }
}

export interface Reply<T = Record<string, unknown>> {
  readonly status: number;
  readonly body: T;
}

export interface Harness {
  readonly app: FastifyInstance;
  readonly store: GameStore;
  readonly hub: Hub;
  readonly base: string;
  readonly host: string;
  readonly timers: ManualTimers;
  now(): number;
  advance(ms: number): void;
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<Reply>;
  get(path: string): Promise<Reply>;
  client(id: string, headers?: Record<string, string>): Promise<Client>;
  /** The NDJSON stream; with a seat token it counts as that player's presence. */
  stream(id: string, token?: string): Promise<Stream>;
  close(): Promise<void>;
}

export async function startOnline(
  options: Partial<OnlineOptions> & {
    store?: GameStore;
    /** Called with the app before the plugin is registered (app-level hooks). */
    before?: (app: FastifyInstance) => void;
  } = {},
): Promise<Harness> {
  const store = options.store ?? new MemoryGameStore();
  let nowMs = 1_700_000_000_000;
  const now = (): number => nowMs;
  const timers = new ManualTimers(now);
  const app = Fastify({ forceCloseConnections: true });
  await app.register(websocket, { options: { maxPayload: WS_MAX_PAYLOAD } });
  // After the websocket plugin, whose hook marks upgrades (request.ws) for the guard.
  app.addHook(
    'onRequest',
    originGuard((request) => requestOriginAllowed(request, [])),
  );
  const { before, ...pluginOptions } = options;
  before?.(app);
  let hub: Hub | undefined;
  await app.register(onlinePlugin, {
    now,
    timers,
    ...pluginOptions,
    store,
    onHub: (h) => {
      hub = h;
    },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!hub || typeof address !== 'object' || address === null) throw new Error('no server');
  const host = `127.0.0.1:${address.port}`;
  const base = `http://${host}`;
  const clients: Client[] = [];
  const streams: Stream[] = [];
  return {
    app,
    store,
    hub,
    base,
    host,
    timers,
    now,
    advance(ms) {
      nowMs += ms;
    },
    async post(path, body, headers = {}) {
      const r = await fetch(base + path, {
        method: 'POST',
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        ...(body === undefined
          ? {}
          : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      });
      const text = await r.text();
      return {
        status: r.status,
        body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>),
      };
    },
    async get(path) {
      const r = await fetch(base + path);
      const body = (await r.json()) as Record<string, unknown>;
      if (r.status === 200) check(parseWith(GameView, body).ok, `GameView ${JSON.stringify(body)}`);
      return { status: r.status, body };
    },
    async client(id, headers) {
      const c = await Client.open(`ws://${host}/api/games/${id}/ws`, headers);
      clients.push(c);
      return c;
    },
    async stream(id, token) {
      const s = await Stream.open(`${base}/api/games/${id}/stream`, token);
      streams.push(s);
      return s;
    },
    async close() {
      for (const c of clients) c.ws.terminate();
      for (const s of streams) s.abort();
      await app.close();
      const off = offProtocol.splice(0);
      if (off.length > 0) throw new Error(`off the protocol: ${off.join('\n')}`);
    },
  };
}

const WAIT_MS = 5000;

/** Waits for items matching a predicate in a growing list; each item is taken once, in order. */
class Inbox<T> {
  readonly items: T[] = [];
  private readonly taken: boolean[] = [];
  private wake: (() => void) | undefined;
  ended = false;

  push(item: T): void {
    this.items.push(item);
    this.taken.push(false);
    this.wake?.();
  }

  end(): void {
    this.ended = true;
    this.wake?.();
  }

  /** The first item not yet taken that matches `pred` (waiting for it if need be). */
  async next<S extends T>(pred: (m: T) => m is S, what: string): Promise<S>;
  async next(pred: (m: T) => boolean, what: string): Promise<T>;
  async next(pred: (m: T) => boolean, what: string): Promise<T> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      for (let i = 0; i < this.items.length; i++) {
        const m = this.items[i] as T;
        if (this.taken[i] || !pred(m)) continue;
        this.taken[i] = true;
        return m;
      }
      if (this.ended) throw new Error(`ended while waiting for ${what}`);
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no ${what}; got ${JSON.stringify(this.items.slice(-5)).slice(0, 800)}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(t);
          resolve();
        };
      });
      this.wake = undefined;
    }
  }
}

type Msg<K extends ServerMessage['type']> = Extract<ServerMessage, { type: K }>;

export class Client {
  readonly inbox = new Inbox<ServerMessage>();
  closeCode: number | undefined;
  private closed: Promise<number>;
  private rid = 1;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const text = String(data);
      check(parseServerMessage(text).ok, `message ${text}`);
      this.inbox.push(JSON.parse(text) as ServerMessage);
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code) => {
        this.closeCode = code;
        this.inbox.end();
        resolve(code);
      }),
    );
  }

  static open(url: string, headers?: Record<string, string>): Promise<Client> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, headers ? { headers } : {});
      const c = new Client(ws);
      ws.once('open', () => resolve(c));
      ws.once('unexpected-response', (_req, res) =>
        reject(new Error(`upgrade refused: ${res.statusCode}`)),
      );
      ws.once('error', reject);
    });
  }

  send(msg: Record<string, unknown> | string): void {
    this.ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
  }

  /** Sends a message with a fresh id; returns the id. */
  request(msg: Record<string, unknown>): number {
    const id = this.rid++;
    this.send({ ...msg, id });
    return id;
  }

  next<K extends ServerMessage['type']>(
    type: K,
    pred: (m: Msg<K>) => boolean = () => true,
  ): Promise<Msg<K>> {
    return this.inbox.next(
      (m): m is Msg<K> => m.type === type && pred(m as Msg<K>),
      `${type} message`,
    );
  }

  /** Sends `msg` with an id and waits for its ack or error. */
  async call(msg: Record<string, unknown>): Promise<Msg<'ack'> | Msg<'error'>> {
    const id = this.request(msg);
    return this.inbox.next(
      (m): m is Msg<'ack'> | Msg<'error'> =>
        (m.type === 'ack' || m.type === 'error') && m.id === id,
      `answer to ${JSON.stringify(msg)}`,
    );
  }

  async hello(token?: string, extra: Record<string, unknown> = {}): Promise<Msg<'state'>> {
    this.send({ type: 'hello', ...(token === undefined ? {} : { token }), ...extra });
    return this.next('state');
  }

  waitClose(): Promise<number> {
    return this.closed;
  }
}

export class Stream {
  readonly inbox = new Inbox<StreamEvent>();
  private constructor(private readonly controller: AbortController) {}

  static async open(url: string, token?: string): Promise<Stream> {
    const controller = new AbortController();
    const s = new Stream(controller);
    const r = await fetch(url, {
      signal: controller.signal,
      ...(token === undefined ? {} : { headers: bearer(token) }),
    });
    if (!r.body) throw new Error('no body');
    const reader = r.body.getReader();
    const decoder = new TextDecoder();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let nl;
          while ((nl = buffer.indexOf('\n')) >= 0) {
            const event = JSON.parse(buffer.slice(0, nl)) as unknown;
            check(parseWith(StreamEvent, event).ok, `stream ${JSON.stringify(event)}`);
            s.inbox.push(event as StreamEvent);
            buffer = buffer.slice(nl + 1);
          }
        }
      } catch {
        // aborted
      }
      s.inbox.end();
    })();
    return s;
  }

  next<K extends StreamEvent['type']>(type: K): Promise<Extract<StreamEvent, { type: K }>> {
    return this.inbox.next(
      (e): e is Extract<StreamEvent, { type: K }> => e.type === type,
      `${type} event`,
    );
  }

  abort(): void {
    this.controller.abort();
  }
}

/** Creates a game over HTTP and joins it: both tokens by colour. */
export async function newGame(
  h: Harness,
  body: Record<string, unknown>,
): Promise<{ id: string; black: string; white: string; url: string }> {
  const created = await h.post('/api/games', body);
  if (created.status !== 201) throw new Error(`create: ${JSON.stringify(created)}`);
  const c = created.body as { id: string; side: 'black' | 'white'; token: string; url: string };
  const joined = await h.post(`/api/games/${c.id}/join`);
  if (joined.status !== 201) throw new Error(`join: ${JSON.stringify(joined)}`);
  const j = joined.body as { token: string };
  return c.side === 'black'
    ? { id: c.id, black: c.token, white: j.token, url: c.url }
    : { id: c.id, black: j.token, white: c.token, url: c.url };
}

export const bearer = (token: string): Record<string, string> => ({
  authorization: `Bearer ${token}`,
});
