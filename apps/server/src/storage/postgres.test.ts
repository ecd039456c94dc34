import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StorageError } from './errors.js';
import { freshSchema, TEST_DATABASE_URL, tcpProxy, type TestSchema } from './pg-testing.js';
import { describePostgresUrl, openPostgresStore, type PostgresStoreOptions } from './postgres.js';
import { newGameId, sampleGame, storageSuite, waitingGame } from './suite.js';
import type { GameStore, StoredAction } from './types.js';

// One schema for this file, created before the suite opens a store and dropped after.
const testSchema: Promise<TestSchema> = freshSchema();
afterAll(async () => (await testSchema).drop());

const openHere = async (over: Partial<PostgresStoreOptions> = {}): Promise<GameStore> =>
  openPostgresStore({ url: TEST_DATABASE_URL, schema: (await testSchema).schema, ...over });

storageSuite('postgres', () => openHere(), { persistent: true });

/** Runs one statement on the test schema outside the store. */
async function raw(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`set search_path = ${(await testSchema).schema}`);
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

const move = (seq: number, text: string): StoredAction => ({
  seq,
  atMs: 1_764_000_001_000 + seq,
  action: { type: 'move', move: text },
});

describe('PostgreSQL store', () => {
  const stores: GameStore[] = [];
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((s) => s.close()));
  });
  const open = async (over: Partial<PostgresStoreOptions> = {}): Promise<GameStore> => {
    const s = await openHere(over);
    stores.push(s);
    return s;
  };

  it('keeps its tables and its migration record in its own schema, migrated once', async () => {
    await open();
    await open();
    const { schema } = await testSchema;
    const tables = await raw(
      'select table_name from information_schema.tables where table_schema = $1 order by 1',
      [schema],
    );
    expect(tables.rows.map((r: { table_name: string }) => r.table_name)).toEqual([
      'actions',
      'games',
      'kysely_migration',
      'kysely_migration_lock',
      'store_health',
    ]);
    const migrations = await raw('select name from kysely_migration order by name');
    expect(migrations.rows).toEqual([
      { name: '0001_games_and_actions' },
      { name: '0002_flag_at' },
      { name: '0003_store_health' },
    ]);
    const types = await raw(
      `select column_name, data_type from information_schema.columns
       where table_schema = $1 and table_name = 'actions' order by ordinal_position`,
      [schema],
    );
    expect(types.rows).toEqual([
      { column_name: 'game_id', data_type: 'text' },
      { column_name: 'seq', data_type: 'integer' },
      { column_name: 'at_ms', data_type: 'bigint' },
      { column_name: 'action', data_type: 'text' },
    ]);
  });

  it('lets exactly one of two servers win each action when they race on 20 games at once', async () => {
    const a = await open({ poolSize: 4 });
    const b = await open({ poolSize: 4 });
    const games = Array.from({ length: 20 }, () => sampleGame());
    for (const g of games) await a.createGame(g, { status: 'playing' });
    const results = await Promise.all(
      games.map((g) =>
        Promise.all([
          a.appendAction(g.id, move(0, 'D4'), { status: 'playing' }),
          b.appendAction(g.id, move(0, 'Q16'), { status: 'playing' }),
        ]),
      ),
    );
    for (const [i, pair] of results.entries()) {
      expect([...pair].sort()).toEqual(['conflict', 'ok']);
      const winner = pair[0] === 'ok' ? 'D4' : 'Q16';
      expect((await b.loadGame(games[i]?.id ?? ''))?.actions).toEqual([move(0, winner)]);
    }
  });

  it('finishes operations already called when closed, and refuses later ones', async () => {
    const s = await openHere();
    const game = sampleGame();
    const other = sampleGame();
    await s.createGame(game, { status: 'playing' });
    // Operations run side by side on the pool (no order between them, unlike SQLite's
    // queue): each is called, then close() is called before any has finished.
    const created = s.createGame(other, { status: 'playing' });
    const appended = s.appendAction(game.id, move(0, 'D4'), { status: 'playing' });
    await s.close();
    await created;
    expect(await appended).toBe('ok');
    await expect(s.loadGame(game.id)).rejects.toThrow(/closed/);
    expect(await s.health()).toMatchObject({ ok: false, reason: 'closed' });
    const again = await open();
    expect((await again.loadGame(game.id))?.actions).toEqual([move(0, 'D4')]);
    expect((await again.loadGame(other.id))?.game).toEqual(other);
  });

  it('reads a damaged row as a corrupt StorageError for that game only', async () => {
    const s = await open();
    const damaged = sampleGame();
    const fine = waitingGame();
    await s.createGame(damaged, { status: 'playing' });
    await s.createGame(fine, { status: 'waiting' });
    await s.appendAction(damaged.id, move(0, 'D4'), { status: 'playing' });
    const r = await raw(`update actions set action = 'not json' where game_id = $1`, [damaged.id]);
    expect(r.rowCount).toBe(1);
    const error = await s.loadGame(damaged.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageError);
    expect(error).toMatchObject({ code: 'corrupt' });
    expect((error as Error).message).toContain(`game ${damaged.id}: stored action 0`);
    expect((await s.loadGame(fine.id))?.game).toEqual(fine);
  });

  it('reports its health, loses it while the database is cut off and recovers by itself', async () => {
    const proxy = await tcpProxy(TEST_DATABASE_URL);
    try {
      const s = await open({ url: proxy.url, connectTimeoutMs: 1_000 });
      const game = sampleGame();
      await s.createGame(game, { status: 'playing' });
      expect(await s.health()).toEqual({ ok: true });

      proxy.cut();
      const down = await s.health();
      expect(down).toMatchObject({ ok: false, reason: 'error' });
      expect(down.ok ? '' : down.detail).not.toBe('');
      await expect(s.loadGame(game.id)).rejects.toThrow();
      expect(await s.health()).toMatchObject({ ok: false });

      proxy.restore();
      // The pool opens new connections by itself: no reopen.
      expect(await s.health()).toEqual({ ok: true });
      expect(await s.appendAction(game.id, move(0, 'D4'), { status: 'playing' })).toBe('ok');
      expect((await s.loadGame(game.id))?.actions).toEqual([move(0, 'D4')]);
    } finally {
      await proxy.close();
    }
  });

  it('says "timeout" when the database goes silent, and answers again once it talks', async () => {
    const proxy = await tcpProxy(TEST_DATABASE_URL);
    try {
      const s = await open({ url: proxy.url, healthTimeoutMs: 300 });
      expect(await s.health()).toEqual({ ok: true });
      proxy.freeze();
      const started = Date.now();
      expect(await s.health()).toEqual({
        ok: false,
        reason: 'timeout',
        detail: 'no answer within 300 ms',
      });
      expect(Date.now() - started).toBeLessThan(1_500);
      proxy.restore();
      expect(await s.health()).toEqual({ ok: true });
    } finally {
      await proxy.close();
    }
  });

  it('gives up opening after connectTimeoutMs when the server accepts but never answers', async () => {
    // A server that accepts connections and says nothing: the check must not hang.
    const { createServer } = await import('node:net');
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    try {
      const started = Date.now();
      const e = await openPostgresStore({
        url: `postgres://postgres@127.0.0.1:${port}/postgres`,
        connectTimeoutMs: 300,
      }).catch((x: unknown) => x);
      expect(e).toBeInstanceOf(Error);
      expect((e as Error).message).toMatch(
        new RegExp(
          `^cannot connect to PostgreSQL at postgres://postgres@127\\.0\\.0\\.1:${port}/postgres: .*timeout`,
          'i',
        ),
      );
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      silent.close();
    }
  });
});

describe('opening PostgreSQL', () => {
  let closedPort = 0;
  beforeAll(async () => {
    const { createServer } = await import('node:net');
    const s = createServer();
    await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
    closedPort = (s.address() as { port: number }).port;
    await new Promise((resolve) => s.close(resolve));
  });

  it('fails with one line naming the server, never the password, when nothing listens', async () => {
    const e = await openPostgresStore({
      url: `postgres://qipan:s3cret@127.0.0.1:${closedPort}/qipan`,
    }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(Error);
    const message = (e as Error).message;
    expect(message).toBe(
      `cannot connect to PostgreSQL at postgres://qipan@127.0.0.1:${closedPort}/qipan: ` +
        `connect ECONNREFUSED 127.0.0.1:${closedPort}`,
    );
    expect(message).not.toContain('s3cret');
  });

  it('says when the database does not exist', async () => {
    const url = new URL(TEST_DATABASE_URL);
    const name = `qipan_missing_${newGameId().toLowerCase()}`;
    url.pathname = `/${name}`;
    await expect(openPostgresStore({ url: url.href })).rejects.toThrow(
      `database "${name}" does not exist`,
    );
  });

  it('refuses what is not a PostgreSQL URL before connecting', async () => {
    const cases: [string, RegExp][] = [
      ['not a url', /is not a URL: expected postgres:\/\//],
      ['mysql://u@h/db', /must start with postgres:\/\/ \(not mysql:\)/],
      ['postgres:///qipan', /has no host/],
    ];
    for (const [url, message] of cases) {
      expect(describePostgresUrl(url)).toBeInstanceOf(Error);
      await expect(openPostgresStore({ url })).rejects.toThrow(message);
    }
    await expect(
      openPostgresStore({ url: TEST_DATABASE_URL, schema: 'x; drop table games' }),
    ).rejects.toThrow(/bad PostgreSQL schema name/);
    expect(describePostgresUrl('postgresql://a:b@db.example:6543/q?sslmode=require')).toBe(
      'postgres://a@db.example:6543/q',
    );
  });
});
