import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../main.js';
import { bareApp, localServer, testWebRoot } from '../../../test/appFixtures.js';
import { freshDatabase, tcpProxy, type TestDatabase } from '../../storage/pg-testing.js';
import { newGame, startOnline, type Harness } from '../../../test/onlineHarness.js';
import { MemoryGameStore } from '../../storage/memory.js';
import { openRedisFanout, parseNotice, shownRedisUrl, type Fanout, type Notice } from './fanout.js';

const REDIS_URL = process.env.QIPAN_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** A channel of this file's own, so other test runs on the same Redis are not heard. */
const channel = `qipan:test:${process.pid}:${Date.now()}`;

describe('notices', () => {
  it('reads only well-formed notices', () => {
    expect(parseNotice('{"type":"changed","id":"Ab3dE5gH7k","seq":4,"from":"x"}')).toEqual({
      notice: { type: 'changed', id: 'Ab3dE5gH7k', seq: 4 },
      from: 'x',
    });
    expect(parseNotice('{"type":"query","id":"Ab3dE5gH7k","from":"x"}')).toEqual({
      notice: { type: 'query', id: 'Ab3dE5gH7k' },
      from: 'x',
    });
    expect(
      parseNotice(
        '{"type":"presence","id":"Ab3dE5gH7k","here":{"black":1,"white":0,"spectators":3},"from":"x"}',
      ),
    ).toEqual({
      notice: { type: 'presence', id: 'Ab3dE5gH7k', here: { black: 1, white: 0, spectators: 3 } },
      from: 'x',
    });
    for (const bad of [
      'not json',
      'null',
      '{"type":"changed","id":"short","seq":4,"from":"x"}',
      '{"type":"changed","id":"Ab3dE5gH7k","seq":-1,"from":"x"}',
      '{"type":"changed","id":"Ab3dE5gH7k","seq":1.5,"from":"x"}',
      '{"type":"changed","id":"Ab3dE5gH7k","seq":4}',
      '{"type":"moved","id":"Ab3dE5gH7k","seq":4,"from":"x"}',
      '{"type":"presence","id":"Ab3dE5gH7k","here":{"black":1,"white":0},"from":"x"}',
      '{"type":"presence","id":"Ab3dE5gH7k","here":{"black":-1,"white":0,"spectators":0},"from":"x"}',
    ])
      expect(parseNotice(bad), bad).toBeUndefined();
  });

  it('carries a notice to the other instances, not back to its sender', async () => {
    const a = await openRedisFanout({ url: REDIS_URL, channel });
    const b = await openRedisFanout({ url: REDIS_URL, channel });
    try {
      const atA: Notice[] = [];
      a.onNotice((n) => atA.push(n));
      const atB = new Promise<[Notice, string]>((resolve) =>
        b.onNotice((n, from) => resolve([n, from])),
      );
      a.publish({ type: 'changed', id: 'Ab3dE5gH7k', seq: 7 });
      const [notice, from] = await atB;
      expect(notice).toEqual({ type: 'changed', id: 'Ab3dE5gH7k', seq: 7 });
      expect(from).toMatch(/^[0-9a-f]{16}$/);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(atA).toEqual([]);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('shows Redis URLs without their password', () => {
    expect(shownRedisUrl('redis://127.0.0.1:6379')).toBe('redis://127.0.0.1:6379');
    expect(shownRedisUrl('redis://:pw@cache.example:6380')).toBe('redis://cache.example:6380');
    expect(shownRedisUrl('redis://qipan:pw@cache.example:6380/2')).toBe(
      'redis://qipan@cache.example:6380/2',
    );
  });

  it('fails in one line, without the password, when Redis is not there', async () => {
    const s = createServer();
    await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
    const port = (s.address() as { port: number }).port;
    await new Promise((resolve) => s.close(resolve));
    const e = await openRedisFanout({ url: `redis://:s3cret@127.0.0.1:${port}` }).catch(
      (x: unknown) => x,
    );
    expect(e).toBeInstanceOf(Error);
    expect((e as Error).message).toMatch(
      new RegExp(`^cannot connect to Redis at redis://127\\.0\\.0\\.1:${port}: .*ECONNREFUSED`),
    );
    expect((e as Error).message).not.toContain('s3cret');
    await expect(openRedisFanout({ url: 'http://127.0.0.1:6379' })).rejects.toThrow(
      'QIPAN_REDIS_URL must start with redis:// (not http:)',
    );
  });
});

/** Asks `check` every 50 ms until it gives `want`, for at most `ms`; the last answer. */
async function until<T>(check: () => Promise<T>, want: (v: T) => boolean, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (want(v) || Date.now() > end) return v;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('/healthz reports Redis', () => {
  it('answers 503 while Redis is cut off or silent, and 200 again by itself', async () => {
    const proxy = await tcpProxy(REDIS_URL);
    const logged: string[] = [];
    const fanout = await openRedisFanout({
      url: proxy.url,
      channel,
      healthTimeoutMs: 300,
      log: (line) => logged.push(line),
    });
    const other = await openRedisFanout({ url: REDIS_URL, channel });
    const warned: string[] = [];
    const app = await bareApp({ store: new MemoryGameStore(), fanout });
    app.addHook('onRequest', async (request) => {
      request.log.warn = ((line: string) => warned.push(line)) as typeof request.log.warn;
    });
    const health = () => app.inject({ url: '/healthz' });
    try {
      const up = await health();
      expect(up.statusCode).toBe(200);
      expect(up.body).toBe('ok\n');

      proxy.cut();
      // (A PING sent just before the close is noticed times out instead: also a 503.)
      const down = await until(
        health,
        (r) => r.statusCode === 503 && r.json().reason === 'error',
        2_000,
      );
      expect(down.statusCode).toBe(503);
      expect(down.headers['content-type']).toMatch(/^application\/json/);
      expect(down.headers['cache-control']).toBe('no-store');
      expect(down.json()).toEqual({
        error: 'unavailable',
        reason: 'error',
        message: 'redis: Redis does not answer',
      });
      // Public: no host or port; the detail went to the log.
      expect(down.body).not.toContain(String(proxy.port));
      expect(warned.at(-1)).toMatch(/^healthz: redis: (publisher|subscriber) connection is /);
      // Still down a second later: ioredis keeps retrying, and failing.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect((await health()).statusCode).toBe(503);

      proxy.restore();
      // Retries are at most 2 s apart.
      const back = await until(health, (r) => r.statusCode === 200, 4_000);
      expect(back.statusCode).toBe(200);
      // The subscription is back too: a notice from another instance arrives.
      const heard = new Promise<Notice>((resolve) => fanout.onNotice((n) => resolve(n)));
      other.publish({ type: 'changed', id: 'Ab3dE5gH7k', seq: 3 });
      expect(await heard).toEqual({ type: 'changed', id: 'Ab3dE5gH7k', seq: 3 });

      // A silent network: the connections look open, the PING gets no answer.
      proxy.freeze();
      const [a, b] = await Promise.all([health(), health()]);
      expect(a.statusCode).toBe(503);
      expect(a.json()).toEqual({
        error: 'unavailable',
        reason: 'timeout',
        message: 'redis: Redis did not answer in time',
      });
      expect(b.json()).toEqual(a.json());
      proxy.restore();
      expect((await until(health, (r) => r.statusCode === 200, 4_000)).statusCode).toBe(200);
      expect(logged.some((l) => l.includes('redis is back'))).toBe(true);

      await fanout.close();
      expect((await health()).json()).toEqual({
        error: 'unavailable',
        reason: 'closed',
        message: 'redis: the connection is closed',
      });
    } finally {
      await app.close();
      await fanout.close();
      await other.close();
      await proxy.close();
    }
  });

  it('ignores Redis without a fan-out', async () => {
    const app = await bareApp({ store: new MemoryGameStore() });
    try {
      expect((await app.inject({ url: '/healthz' })).body).toBe('ok\n');
    } finally {
      await app.close();
    }
  });
});

/** NDJSON lines of a game's stream, one at a time. */
async function openStream(url: string) {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal });
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(
      type: string,
      wanted: (e: Record<string, unknown>) => boolean = () => true,
    ): Promise<Record<string, unknown>> {
      for (;;) {
        const newline = buffer.indexOf('\n');
        if (newline >= 0) {
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + 1);
          if (line === '') continue;
          const event = JSON.parse(line) as Record<string, unknown>;
          if (event.type === type && wanted(event)) return event;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended before a ${type} line`);
        buffer += decoder.decode(value, { stream: true });
      }
    },
    close: () => controller.abort(),
  };
}

describe('two server instances on one database and one Redis', () => {
  let db: TestDatabase;
  let a: RunningServer;
  let b: RunningServer;
  const webRoot = testWebRoot('qipan-fanout-web-');
  beforeAll(async () => {
    db = await freshDatabase();
    const start = () => localServer({ webRoot, databaseUrl: db.url, redisUrl: REDIS_URL });
    a = await start();
    b = await start();
    expect(a.fanoutLocation).toBe(shownRedisUrl(REDIS_URL));
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.drop();
  });

  const post = async (base: string, path: string, body: unknown, token?: string) => {
    const r = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify(body),
    });
    return { status: r.status, body: (await r.json()) as Record<string, unknown> };
  };

  it("shows each instance's moves to the other's watchers at once, and both accept the next move", async () => {
    const created = await post(a.url, '/api/games', { game: 'gomoku', side: 'black' });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const black = created.body.token as string;
    const joined = await post(b.url, `/api/games/${id}/join`, {});
    expect(joined.status).toBe(201);
    const white = joined.body.token as string;

    const watchA = await openStream(`${a.url}/api/games/${id}/stream`);
    const watchB = await openStream(`${b.url}/api/games/${id}/stream`);
    try {
      // A learns of the seat taken on B (now, or as the first line when it already had).
      const playing = (e: Record<string, unknown>) =>
        (e.game as { status: string }).status === 'playing';
      expect(await watchA.next('game', playing)).toMatchObject({ game: { status: 'playing' } });
      await watchB.next('game');
      const moves = ['h8', 'h9', 'j8', 'j9', 'k8'];
      for (const [ply, move] of moves.entries()) {
        // Black plays on A, white on B: each instance accepts the move after the other's.
        const [base, token] = ply % 2 === 0 ? [a.url, black] : [b.url, white];
        const r = await post(base, `/api/games/${id}/moves`, { move, ply }, token);
        expect(r, `${move} on ${base}`).toEqual({ status: 200, body: { ply: ply + 1 } });
        const by = ply % 2 === 0 ? 'black' : 'white';
        expect(await watchA.next('move')).toMatchObject({ ply: ply + 1, move, by });
        expect(await watchB.next('move')).toMatchObject({ ply: ply + 1, move, by });
      }
      for (const base of [a.url, b.url]) {
        const view = (await (await fetch(`${base}/api/games/${id}`)).json()) as {
          moves: string[];
        };
        expect(view.moves).toEqual(moves);
      }
    } finally {
      watchA.close();
      watchB.close();
    }
  });

  it('lets an instance that heard nothing catch up when a seat or a move comes in ahead of it', async () => {
    // C shares the database but not Redis: it hears of no move.
    const c = await localServer({ webRoot, databaseUrl: db.url, redisUrl: '' });
    try {
      const created = await post(a.url, '/api/games', { game: 'gomoku', side: 'black' });
      const id = created.body.id as string;
      const black = created.body.token as string;
      const view = async (base: string) =>
        (await (await fetch(`${base}/api/games/${id}`)).json()) as {
          moves: string[];
          status: string;
        };
      expect((await view(c.url)).status).toBe('waiting'); // C holds the game now
      const white = (await post(a.url, `/api/games/${id}/join`, {})).body.token as string;
      // Nobody told C, but a read on a shared store takes what the store has.
      expect((await view(c.url)).status).toBe('playing');
      // Black plays on C: a waiting game reads the store first, finds white seated.
      expect(await post(c.url, `/api/games/${id}/moves`, { move: 'h8', ply: 0 }, black)).toEqual({
        status: 200,
        body: { ply: 1 },
      });
      // White, who saw h8, plays on A, which heard nothing from C: A reads the log first.
      expect(await post(a.url, `/api/games/${id}/moves`, { move: 'h9', ply: 1 }, white)).toEqual({
        status: 200,
        body: { ply: 2 },
      });
      expect((await view(a.url)).moves).toEqual(['h8', 'h9']);
    } finally {
      await c.close();
    }
  });

  it('still lets only one instance win a move sent to both at once', async () => {
    const created = await post(a.url, '/api/games', { game: 'gomoku', side: 'black' });
    const id = created.body.id as string;
    await post(b.url, `/api/games/${id}/join`, {});
    const token = created.body.token as string;
    await fetch(`${b.url}/api/games/${id}`); // B holds the game too
    const results = await Promise.all(
      [a.url, b.url].map((base) =>
        post(base, `/api/games/${id}/moves`, { move: 'h8', ply: 0 }, token),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body.error).toBe('stale-ply');
  });
});

describe('presence across two instances', () => {
  const fanouts: Fanout[] = [];
  const harnesses: Harness[] = [];
  afterAll(async () => {
    for (const h of harnesses) await h.close();
    for (const f of fanouts) await f.close();
  });
  /** Two hubs on one store, told through Redis (each with its own manual clock). */
  async function pair(): Promise<[Harness, Harness]> {
    const store = new MemoryGameStore();
    const own = `${channel}:presence:${harnesses.length}`;
    const open = async () => {
      const fanout = await openRedisFanout({ url: REDIS_URL, channel: own });
      fanouts.push(fanout);
      const h = await startOnline({ store, fanout });
      harnesses.push(h);
      return h;
    };
    return [await open(), await open()];
  }

  it('shows a player connected to the other instance, who cannot be claimed against until gone everywhere', async () => {
    const [a, b] = await pair();
    const g = await newGame(a, { game: 'gomoku', side: 'black' });
    const black = await a.client(g.id);
    await black.hello(g.black);
    // White comes to B, which loads the game and asks who is connected elsewhere.
    const white = await b.client(g.id);
    await white.hello(g.white);
    const seen = await white.next('presence', (m) => m.seats.black.connected);
    expect(seen.seats.black.abandonAtMs).toBeUndefined();
    await black.next('presence', (m) => m.seats.white.connected);

    // Black is on A all along: a claim on B long after is refused.
    b.advance(5 * 60_000);
    expect(await white.call({ type: 'claim-abandon' })).toMatchObject({
      type: 'error',
      reason: 'not-abandoned',
    });

    // Black leaves A: B shows it gone, with the grace period starting now on B.
    black.ws.close();
    const gone = await white.next('presence', (m) => !m.seats.black.connected);
    expect(gone.seats.black.abandonAtMs).toBe(b.now() + 60_000);
    b.advance(60_001);
    expect(await white.call({ type: 'claim-abandon' })).toMatchObject({ type: 'ack' });
  });

  it('agrees a rematch offered on one instance and accepted on the other, everyone following', async () => {
    const [a, b] = await pair();
    const g = await newGame(a, { game: 'gomoku', side: 'black' });
    const black = await a.client(g.id);
    await black.hello(g.black);
    const white = await b.client(g.id);
    await white.hello(g.white);
    await black.next('presence', (m) => m.seats.white.connected);
    expect(await white.call({ type: 'resign' })).toMatchObject({ type: 'ack' });
    await black.next('state', (m) => m.game.status === 'ended');

    expect(await black.call({ type: 'rematch' })).toMatchObject({ type: 'ack' });
    await white.next('state', (m) => m.game.rematch?.offeredBy === 'black');
    await white.call({ type: 'decline-rematch' });
    await black.next('state', (m) => m.game.rematch?.declined === true);
    await black.call({ type: 'rematch' });
    await white.next('state', (m) => m.game.rematch?.offeredBy === 'black');
    expect(await white.call({ type: 'rematch' })).toMatchObject({ type: 'ack' });
    const [onA, onB] = await Promise.all([black.next('rematch'), white.next('rematch')]);
    expect(onA).toEqual(onB);
    expect(onA.id).not.toBe(g.id);
    expect(await a.store.loadGame(onA.id)).toMatchObject({ game: { rematchOf: g.id } });
  });

  it('counts spectators on every instance', async () => {
    const [a, b] = await pair();
    const g = await newGame(a, { game: 'gomoku', side: 'black' });
    const black = await a.client(g.id);
    await black.hello(g.black);
    const watcher = await b.client(g.id);
    await watcher.hello();
    expect((await black.next('presence', (m) => m.spectators === 1)).spectators).toBe(1);
    watcher.ws.close();
    expect((await black.next('presence', (m) => m.spectators === 0)).spectators).toBe(0);
  });
});
