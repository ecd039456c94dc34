import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from './open.js';
import { SQLITE_FILE } from './sqlite.js';

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

  it('refuses QIPAN_DATABASE_URL until PostgreSQL is supported, creating nothing', async () => {
    const data = join(dir, 'never');
    await expect(
      openStore({ QIPAN_DATA_DIR: data, QIPAN_DATABASE_URL: 'postgres://qipan@localhost/qipan' }),
    ).rejects.toThrow(/QIPAN_DATABASE_URL.*PostgreSQL storage is not yet supported/);
    expect(existsSync(data)).toBe(false);
  });
});
