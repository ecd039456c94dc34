/**
 * Reads after writes across two server instances on one PostgreSQL database and one
 * Redis: once an instance has answered 200 to an action, a `GET /api/games/:id` on the
 * other instance shows it, even when that instance holds the game and the Redis notice
 * of the change has not reached it yet. Repeated, since the notice and the read race.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../main.js';
import { localServer, testWebRoot } from '../../../test/appFixtures.js';
import { freshDatabase, type TestDatabase } from '../../storage/pg-testing.js';

const REDIS_URL = process.env.QIPAN_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Games played; before the fix about one read in three was stale, so 30 pairs miss it never. */
const ROUNDS = 30;

interface Reply {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

async function call(base: string, path: string, body?: unknown, token?: string): Promise<Reply> {
  const r = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: r.status, body: (await r.json()) as Record<string, unknown> };
}

describe('a read on one instance after a 200 on the other', () => {
  let db: TestDatabase;
  let a: RunningServer;
  let b: RunningServer;
  const webRoot = testWebRoot('qipan-reads-web-');
  beforeAll(async () => {
    db = await freshDatabase();
    const start = () => localServer({ webRoot, databaseUrl: db.url, redisUrl: REDIS_URL });
    a = await start();
    b = await start();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.drop();
  });

  it('shows the move, the seat and the resignation at once', async () => {
    const stale: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Each round the other way round: the writer is A, then B.
      const [w, r] = round % 2 === 0 ? [a.url, b.url] : [b.url, a.url];
      const created = await call(w, '/api/games', { game: 'gomoku', side: 'black' });
      expect(created.status).toBe(201);
      const id = created.body.id as string;
      const black = created.body.token as string;
      // The reader holds the game (waiting) before anything else happens to it.
      expect((await call(r, `/api/games/${id}`)).body.status).toBe('waiting');

      const joined = await call(w, `/api/games/${id}/join`, {});
      expect(joined.status).toBe(201);
      const seen = await call(r, `/api/games/${id}`);
      if (seen.body.status !== 'playing') stale.push(`${round} join: ${String(seen.body.status)}`);

      const moved = await call(w, `/api/games/${id}/moves`, { move: 'h8', ply: 0 }, black);
      expect(moved).toEqual({ status: 200, body: { ply: 1 } });
      const after = await call(r, `/api/games/${id}`);
      if (JSON.stringify(after.body.moves) !== '["h8"]')
        stale.push(`${round} move: ${JSON.stringify(after.body.moves)}`);

      const resigned = await call(w, `/api/games/${id}/resign`, {}, black);
      expect(resigned).toEqual({ status: 200, body: { ply: 1 } });
      const ended = await call(r, `/api/games/${id}`);
      if (ended.body.status !== 'ended')
        stale.push(`${round} resign: ${String(ended.body.status)}`);
      else expect(ended.body.outcome).toEqual({ winner: 'white', reason: 'resign' });
    }
    expect(stale).toEqual([]);
  });
});
