/**
 * The store the server runs on, from its environment: PostgreSQL when
 * `QIPAN_DATABASE_URL` is set (`postgres://user[:password]@host[:port]/database`,
 * for several server instances on one database), else SQLite in `QIPAN_DATA_DIR`
 * (default `./data`). A bad URL or a database that does not answer is an error with a
 * one-line message (never the password), not a fall back to SQLite.
 *
 * @example
 * ```ts
 * const store = await openStore(process.env); // ./data/qipan.sqlite
 * const pg = await openStore({ QIPAN_DATABASE_URL: 'postgres://qipan@127.0.0.1/qipan' });
 * ```
 */
import { openPostgresStore } from './postgres.js';
import { openSqliteStore } from './sqlite.js';
import type { GameStore } from './types.js';

export const DEFAULT_DATA_DIR = './data';

export type StoreEnv = Readonly<Record<string, string | undefined>>;

/** Opens and migrates the configured store. */
export async function openStore(env: StoreEnv = process.env): Promise<GameStore> {
  const url = env.QIPAN_DATABASE_URL;
  if (url !== undefined && url !== '') return openPostgresStore({ url });
  const dir = env.QIPAN_DATA_DIR;
  return openSqliteStore({ dir: dir === undefined || dir === '' ? DEFAULT_DATA_DIR : dir });
}
