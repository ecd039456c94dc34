/**
 * The store the server runs on, from its environment: PostgreSQL when
 * `QIPAN_DATABASE_URL` is set (`postgres://user[:password]@host[:port]/database`,
 * for several server instances on one database), else SQLite in `QIPAN_DATA_DIR`
 * (default `./data`), checked at start-up as `QIPAN_SQLITE_CHECK` says (`quick`, the
 * default, `full` or `off`: see sqlite.ts). A bad URL or a database that does not answer
 * is an error with a one-line message (never the password), not a fall back to SQLite.
 *
 * @example
 * ```ts
 * const store = await openStore(process.env); // ./data/qipan.sqlite
 * const pg = await openStore({ QIPAN_DATABASE_URL: 'postgres://qipan@127.0.0.1/qipan' });
 * ```
 */
import { openPostgresStore } from './postgres.js';
import { openSqliteStore, SQLITE_CHECKS, type SqliteCheck } from './sqlite.js';
import type { GameStore } from './types.js';

export const DEFAULT_DATA_DIR = './data';

export type StoreEnv = Readonly<Record<string, string | undefined>>;

/** Opens and migrates the configured store. */
export async function openStore(env: StoreEnv = process.env): Promise<GameStore> {
  const url = env.QIPAN_DATABASE_URL;
  if (url !== undefined && url !== '') return openPostgresStore({ url });
  const dir = env.QIPAN_DATA_DIR;
  const check = env.QIPAN_SQLITE_CHECK;
  if (
    check !== undefined &&
    check !== '' &&
    !(SQLITE_CHECKS as readonly string[]).includes(check)
  ) {
    throw new RangeError(`bad QIPAN_SQLITE_CHECK: ${check} (quick, full or off)`);
  }
  return openSqliteStore({
    dir: dir === undefined || dir === '' ? DEFAULT_DATA_DIR : dir,
    ...(check === undefined || check === '' ? {} : { check: check as SqliteCheck }),
  });
}
