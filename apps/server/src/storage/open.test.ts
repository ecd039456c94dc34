import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from './open.js';
import { freshDatabase } from './pg-testing.js';
import { SQLITE_FILE } from './sqlite.js';
import { sampleGame } from './suite.js';

const dir = mkdtempSync(join(tmpdir(), 'qipan-open-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('openStore', () => {
  it('opens SQLite in QIPAN_DATA_DIR', async () => {
    const data = join(dir, 'data');
    const store = await openStore({ QIPAN_DATA_DIR: data, QIPAN_DATABASE_URL: '' });
    try {
      expect(store.kind).toBe('sqlite');
      expect(existsSync(join(data, SQLITE_FILE))).toBe(true);
    } finally {
      await store.close();
    }
  });

  it('checks the SQLite file as QIPAN_SQLITE_CHECK says, and refuses a bad value', async () => {
    const data = join(dir, 'checked');
    const store = await openStore({ QIPAN_DATA_DIR: data, QIPAN_SQLITE_CHECK: 'full' });
    await store.close();
    await expect(openStore({ QIPAN_DATA_DIR: data, QIPAN_SQLITE_CHECK: 'fast' })).rejects.toThrow(
      'bad QIPAN_SQLITE_CHECK: fast (quick, full or off)',
    );
  });

  it('opens PostgreSQL at QIPAN_DATABASE_URL instead, creating no data directory', async () => {
    const db = await freshDatabase();
    try {
      const data = join(dir, 'unused');
      const store = await openStore({ QIPAN_DATA_DIR: data, QIPAN_DATABASE_URL: db.url });
      try {
        expect(store.kind).toBe('postgres');
        const game = sampleGame();
        await store.createGame(game, { status: 'playing' });
        expect((await store.loadGame(game.id))?.game).toEqual(game);
      } finally {
        await store.close();
      }
      expect(existsSync(data)).toBe(false);
    } finally {
      await db.drop();
    }
  });

  it('fails on a bad or unreachable QIPAN_DATABASE_URL rather than falling back to SQLite', async () => {
    const data = join(dir, 'never');
    await expect(
      openStore({ QIPAN_DATA_DIR: data, QIPAN_DATABASE_URL: 'sqlite:./data' }),
    ).rejects.toThrow(/QIPAN_DATABASE_URL must start with postgres:\/\//);
    await expect(
      openStore({ QIPAN_DATA_DIR: data, QIPAN_DATABASE_URL: 'postgres://qipan:pw@127.0.0.1:1/q' }),
    ).rejects.toThrow(/^cannot connect to PostgreSQL at postgres:\/\/qipan@127\.0\.0\.1:1\/q: /);
    expect(existsSync(data)).toBe(false);
  });
});
