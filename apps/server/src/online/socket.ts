/**
 * `GET /api/games/:id/ws`: the live game over a WebSocket. The upgrade is refused for
 * a foreign Origin (403) or too many sockets from one IP (429). The first message is
 * `hello` (answered by `state`); every message is checked by `parseClientMessage`, and
 * anything wrong gets a typed `error` and changes nothing. A socket that floods is
 * told `rate-limited`, then closed with 1008; frames over the server's `maxPayload`
 * close it with 1009 (the `ws` library does that). Sockets are pinged; one that did
 * not answer the last ping is dropped.
 *
 * @example
 * ```ts
 * const ws = new WebSocket(`ws://localhost:3000/api/games/${id}/ws`);
 * ws.onopen = () => ws.send(JSON.stringify({ type: 'hello', token }));
 * ws.onmessage = (e) => console.log(JSON.parse(e.data)); // { type: 'state', game: {...} }
 * ```
 */
import type {} from '@fastify/websocket';
import type { WebSocket } from 'ws';
import type { Color } from '@qipan/core';
import {
  GameIdParams,
  parseClientMessage,
  type ClientMessage,
  type ServerMessage,
} from '@qipan/protocol';
import { failure, type OnlineError } from './errors.js';
import type { Hub } from './hub.js';
import { attach, detach, reseat } from './presence.js';
import type { HubEvent, Listener, LiveGame } from './game.js';
import { colorOfKey } from './live.js';
import { snapshot } from './views.js';
import { TokenBucket, type Counter, type ResolvedLimits } from './limits.js';
import { refuse, type TypedApp } from './routes.js';

/** Bytes queued to a socket beyond which it is too slow to keep. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Close codes. */
export const CLOSE_POLICY = 1008;

interface Peer {
  readonly socket: WebSocket;
  alive: boolean;
}

export function registerSocket(
  app: TypedApp,
  hub: Hub,
  limits: ResolvedLimits,
  perIp: Counter,
): void {
  const peers = new Set<Peer>();
  const pinger = setInterval(() => {
    for (const p of peers) {
      if (!p.alive) {
        p.socket.terminate();
        continue;
      }
      p.alive = false;
      p.socket.ping();
    }
  }, limits.pingIntervalMs);
  pinger.unref();
  app.addHook('onClose', (_app, done) => {
    clearInterval(pinger);
    for (const p of peers) p.socket.terminate();
    done();
  });

  app.get(
    '/api/games/:id/ws',
    {
      websocket: true,
      schema: { params: GameIdParams },
      preValidation: (req, reply, done) => {
        if (perIp.get(req.ip) >= limits.socketsPerIp) {
          void refuse(reply, failure('rate-limited', 'too many connections from this address'));
          return;
        }
        done();
      },
    },
    (socket, req) => {
      const ip = req.ip;
      perIp.add(ip);
      const peer: Peer = { socket, alive: true };
      peers.add(peer);
      socket.on('pong', () => {
        peer.alive = true;
      });
      const session = new Session(hub, req.params.id, socket, limits);
      const silent = setTimeout(() => {
        if (!session.greeted) socket.close(CLOSE_POLICY, 'say hello first');
      }, limits.helloTimeoutMs);
      silent.unref();
      socket.on('message', (data, isBinary) => session.receive(data, isBinary));
      socket.on('close', () => {
        clearTimeout(silent);
        perIp.remove(ip);
        peers.delete(peer);
        session.close();
      });
    },
  );
}

/** The text of a broadcast, made once for every socket it goes to. */
const texts = new WeakMap<object, string>();
function wire(key: object, make: () => ServerMessage): string {
  let text = texts.get(key);
  if (text === undefined) {
    text = JSON.stringify(make());
    texts.set(key, text);
  }
  return text;
}

/** One socket's conversation with the hub. */
class Session {
  private live: LiveGame | undefined;
  private listener: Listener | undefined;
  private token: string | undefined;
  private ready = false;
  private chain: Promise<void> = Promise.resolve();
  private readonly bucket: TokenBucket;
  private strikes = 0;
  private closed = false;

  constructor(
    private readonly hub: Hub,
    private readonly id: string,
    private readonly socket: WebSocket,
    private readonly limits: ResolvedLimits,
  ) {
    this.bucket = new TokenBucket(limits.messagesPerSecond, limits.messageBurst);
  }

  private send(msg: ServerMessage): void {
    this.sendText(JSON.stringify(msg));
  }

  private sendText(text: string): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.socket.terminate();
      return;
    }
    this.socket.send(text);
  }

  private error(e: OnlineError | { error: string; message: string }, id?: number): void {
    const reason = 'reason' in e && e.reason !== undefined ? { reason: e.reason } : {};
    this.send({
      type: 'error',
      ...(id === undefined ? {} : { id }),
      error: e.error,
      message: e.message,
      ...reason,
    });
  }

  receive(data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): void {
    if (this.closed) return;
    if (!this.bucket.take()) {
      this.strikes += 1;
      if (this.strikes === 1) this.error(failure('rate-limited', 'too many messages: slow down'));
      if (this.strikes >= this.limits.floodStrikes) this.socket.close(CLOSE_POLICY, 'flood');
      return;
    }
    if (isBinary) {
      this.error(failure('bad-request', 'send JSON text, not binary frames'));
      return;
    }
    const text = Array.isArray(data)
      ? Buffer.concat(data).toString('utf8')
      : Buffer.from(data as ArrayBuffer).toString('utf8');
    const r = parseClientMessage(text);
    if (!r.ok) {
      this.error(r.error);
      return;
    }
    const msg = r.value;
    // A ping is answered at once (clock offsets), not after the actions before it.
    if (msg.type === 'ping') {
      this.send({ type: 'pong', serverNowMs: this.hub.now() });
      return;
    }
    this.chain = this.chain
      .then(() => this.handle(msg))
      .catch(() => this.error(failure('internal', 'something went wrong'), msg.id));
  }

  private async handle(msg: ClientMessage): Promise<void> {
    if (this.closed) return;
    if (msg.type === 'ping') return;
    if (msg.type === 'hello') {
      await this.hello(msg);
      return;
    }
    if (!this.live) {
      this.error(failure('bad-request', 'say hello first'), msg.id);
      return;
    }
    const r = await this.hub.act(this.id, this.token, msg);
    if (!r.ok) this.error(r.error, msg.id);
    else if (msg.id !== undefined) this.send({ type: 'ack', id: msg.id, ply: r.value.ply });
  }

  /** True once a `hello` has been answered. */
  get greeted(): boolean {
    return this.live !== undefined;
  }

  private async hello(msg: Extract<ClientMessage, { type: 'hello' }>): Promise<void> {
    const live = this.live ?? (await this.hub.current(this.id));
    if (this.closed) return;
    if (!live) {
      this.error(failure('not-found', `no game ${this.id}`), msg.id);
      this.socket.close(CLOSE_POLICY, 'no such game');
      return;
    }
    const key = live.seatOf(msg.token);
    if (msg.token !== undefined && key === undefined)
      this.error(failure('unauthorized', 'unknown seat token: watching'), msg.id);
    this.token = key === undefined ? undefined : msg.token;
    if (!this.live || !this.listener) {
      this.live = live;
      this.listener = { kind: 'socket', key, send: (ev) => this.event(ev) };
      this.ready = false;
      attach(this.hub, live, this.listener);
    } else reseat(this.hub, live, this.listener, key);
    this.ready = true;
    this.send({ type: 'state', game: snapshot(live, this.you(), this.hub.now()) });
  }

  private you(): Color | 'spectator' {
    const key = this.listener?.key;
    return key === undefined || !this.live ? 'spectator' : colorOfKey(this.live.match, key);
  }

  private event(ev: HubEvent): void {
    if (!this.ready) return;
    switch (ev.type) {
      case 'moved': {
        const { type: _t, ...rest } = ev;
        this.sendText(wire(ev, () => ({ type: 'moved', ...rest })));
        return;
      }
      case 'state': {
        const game = ev.snapshot(this.you());
        this.sendText(wire(game, () => ({ type: 'state', game })));
        return;
      }
      case 'presence':
        this.sendText(
          wire(ev, () => ({ type: 'presence', seats: ev.seats, spectators: ev.spectators })),
        );
        return;
      case 'rematch':
        this.sendText(wire(ev, () => ({ type: 'rematch', id: ev.id, url: ev.url })));
        return;
      case 'notice':
        this.sendText(wire(ev, () => ({ type: 'error', error: ev.error, message: ev.message })));
        return;
      case 'end':
        return;
    }
  }

  close(): void {
    this.closed = true;
    if (this.live && this.listener) detach(this.hub, this.live, this.listener);
  }
}
