/**
 * The store the server runs on, from its environment: SQLite in `QIPAN_DATA_DIR`
 * (default `./data`). `QIPAN_DATABASE_URL` is reserved for PostgreSQL, which is not
 * supported yet: setting it is an error rather than a silent fall back to SQLite.
 *
 * @example
 * ```ts
 * const store = await openStore(process.env); // ./data/qipan.sqlite
 * ```
 */
import { openSqliteStore } from './sqlite.js';
import type { GameStore } from './types.js';

export const DEFAULT_DATA_DIR = './data';

export type StoreEnv = Readonly<Record<string, string | undefined>>;

/** Opens and migrates the configured store. */
export async function openStore(env: StoreEnv = process.env): Promise<GameStore> {
  const url = env.QIPAN_DATABASE_URL;
  if (url !== undefined && url !== '') {
    throw new Error(
      'QIPAN_DATABASE_URL is set, but PostgreSQL storage is not yet supported: ' +
        'unset it to store games in SQLite under QIPAN_DATA_DIR (default ./data)',
    );
  }
  const dir = env.QIPAN_DATA_DIR;
  return openSqliteStore({ dir: dir === undefined || dir === '' ? DEFAULT_DATA_DIR : dir });
}
