/**
 * Reads after writes across two real server processes (the built server, as `npm test`
 * builds it) on one PostgreSQL database and one Redis: right after one instance answers
 * 200 to a resignation, `GET /api/games/:id` on the other says the game ended. Before
 * the fix the other instance answered from memory until Redis told it (about 1 in 3).
 * ../src/online/cluster/reads.test.ts checks the same in one process, at every step.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../src/storage/pg-testing.js';
import { call, startInstance, stopAll, TEST_REDIS_URL, type Instance } from './cluster.js';

const ROUNDS = 40;

describe('two server processes on one database and one Redis', () => {
  let db: TestDatabase;
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    db = await freshDatabase();
    a = await startInstance({ databaseUrl: db.url, redisUrl: TEST_REDIS_URL });
    b = await startInstance({ databaseUrl: db.url, redisUrl: TEST_REDIS_URL });
  }, 90_000);
  afterAll(async () => {
    stopAll();
    await db?.drop();
  });

  it('shows a resignation answered 200 on one instance to a read on the other at once', async () => {
    const stale: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const [w, r] = round % 2 === 0 ? [a.url, b.url] : [b.url, a.url];
      const created = await call(`${w}/api/games`, { game: 'gomoku', side: 'black' });
      expect(created.status).toBe(201);
      const id = created.json.id as string;
      expect((await call(`${w}/api/games/${id}/join`, {})).status).toBe(201);
      // The reader holds the game, in play, before the resignation.
      expect((await call(`${r}/api/games/${id}`)).json.status).toBe('playing');
      const resigned = await call(`${w}/api/games/${id}/resign`, {}, created.json.token as string);
      expect(resigned.status).toBe(200);
      const read = await call(`${r}/api/games/${id}`);
      if (read.json.status !== 'ended') stale.push(`${round}: ${String(read.json.status)}`);
      else expect(read.json.outcome).toEqual({ winner: 'white', reason: 'resign' });
    }
    expect(stale).toEqual([]);
  });
});
