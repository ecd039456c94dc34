import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bareApp, localServer, testWebRoot } from '../test/appFixtures.js';
import { MemoryGameStore } from './storage/memory.js';
import {
  freshDatabase,
  freshSchema,
  TEST_DATABASE_URL,
  tcpProxy,
  type TestDatabase,
} from './storage/pg-testing.js';
import { describePostgresUrl, openPostgresStore } from './storage/postgres.js';

const webRoot = testWebRoot('qipan-pg-web-');

describe('/healthz reports the store', () => {
  it('answers 503 with a JSON reason while PostgreSQL is cut off, and 200 again by itself', async () => {
    const db = await freshSchema();
    const proxy = await tcpProxy(TEST_DATABASE_URL);
    const store = await openPostgresStore({
      url: proxy.url,
      schema: db.schema,
      connectTimeoutMs: 1_000,
    });
    let app: FastifyInstance | undefined;
    try {
      app = await bareApp({ store });
      const health = () => (app as FastifyInstance).inject({ url: '/healthz' });
      const up = await health();
      expect(up.statusCode).toBe(200);
      expect(up.body).toBe('ok\n');

      proxy.cut();
      const down = await health();
      expect(down.statusCode).toBe(503);
      expect(down.headers['content-type']).toMatch(/^application\/json/);
      expect(down.headers['cache-control']).toBe('no-store');
      expect(down.json()).toEqual({
        error: 'unavailable',
        reason: 'error',
        message: 'postgres: the database does not answer',
      });
      // Still down a second later: nothing recovers while the database is away.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect((await health()).statusCode).toBe(503);

      proxy.restore();
      expect((await health()).statusCode).toBe(200);
      // The online API works again without a restart.
      const created = await app.inject({
        method: 'POST',
        url: '/api/games',
        payload: { game: 'gomoku' },
      });
      expect(created.statusCode).toBe(201);
    } finally {
      await app?.close();
      await store.close();
      await proxy.close();
      await db.drop();
    }
  });

  it('answers 503 "closed" for a closed store and 200 without a store', async () => {
    const store = new MemoryGameStore();
    const withStore = await bareApp({ store });
    const without = await bareApp();
    try {
      expect((await withStore.inject({ url: '/healthz' })).statusCode).toBe(200);
      await store.close();
      const r = await withStore.inject({ url: '/healthz' });
      expect(r.statusCode).toBe(503);
      expect(r.json()).toEqual({
        error: 'unavailable',
        reason: 'closed',
        message: 'memory: the store is closed',
      });
      expect((await without.inject({ url: '/healthz' })).body).toBe('ok\n');
    } finally {
      await withStore.close();
      await without.close();
    }
  });
});

describe('the server on PostgreSQL', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await freshDatabase();
  });
  afterAll(() => db.drop());

  it('keeps an online game across a restart', async () => {
    const start = () => localServer({ webRoot, databaseUrl: db.url, redisUrl: '' });
    const first = await start();
    let id: string;
    try {
      expect(first.store.kind).toBe('postgres');
      expect(first.storeLocation).toBe(describePostgresUrl(db.url));
      expect(first.storeLocation).toMatch(new RegExp(`^postgres://[^:]*@[^/]+/${db.name}$`));
      expect(first.fanoutLocation).toBeUndefined();
      const created = await fetch(`${first.url}/api/games`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ game: 'gomoku', side: 'black' }),
      });
      expect(created.status).toBe(201);
      const body = (await created.json()) as { id: string; token: string };
      id = body.id;
      const joined = await fetch(`${first.url}/api/games/${id}/join`, { method: 'POST' });
      expect(joined.status).toBe(201);
      const moved = await fetch(`${first.url}/api/games/${id}/moves`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${body.token}` },
        body: JSON.stringify({ move: 'h8', ply: 0 }),
      });
      expect(moved.status).toBe(200);
    } finally {
      await first.close();
    }
    const second = await start();
    try {
      const r = await fetch(`${second.url}/api/games/${id}`);
      expect(r.status).toBe(200);
      expect(await r.json()).toMatchObject({
        id,
        game: 'gomoku',
        status: 'playing',
        moves: ['h8'],
      });
      expect((await fetch(`${second.url}/healthz`)).status).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('does not start when the database is unreachable, saying where in one line', async () => {
    await expect(
      localServer({ webRoot, databaseUrl: 'postgres://qipan:pw@127.0.0.1:1/qipan' }),
    ).rejects.toThrow(
      /^cannot connect to PostgreSQL at postgres:\/\/qipan@127\.0\.0\.1:1\/qipan: connect ECONNREFUSED/,
    );
  });
});
