/**
 * The embedded default store: one SQLite file through better-sqlite3 and Kysely.
 *
 * Durability: WAL journal with `synchronous = NORMAL`. A commit is written to the WAL
 * file (the operating system's page cache) before `appendAction` resolves, so a
 * process crash or `kill -9` of the server loses no acknowledged action. Power loss or
 * an operating-system crash can lose the last commits; `synchronous = FULL` (an fsync
 * per commit, much slower) would be needed against that.
 *
 * @example
 * ```ts
 * const store = await openSqliteStore({ dir: './data' }); // ./data/qipan.sqlite, migrated
 * const loaded = await store.loadGame('a1B2c3D4e5');
 * await store.close();
 * ```
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import { migrateToLatest, type StoreDatabase } from './migrations.js';
import { sqlStore } from './sql-store.js';
import type { GameStore } from './types.js';

/** The file name inside the data directory. */
export const SQLITE_FILE = 'qipan.sqlite';

export type SqliteStoreOptions = (
  | { readonly dir: string; readonly file?: undefined }
  | { readonly file: string; readonly dir?: undefined }
) & {
  /** How long a write waits for another connection's lock before failing (default 5 s). */
  readonly busyTimeoutMs?: number;
  /** Store clock for `updated_at_ms`. */
  readonly now?: () => number;
};

/** SQLite's primary-key / unique constraint failure, as better-sqlite3 reports it. */
export const isSqliteUniqueViolation = (e: unknown): boolean => {
  const code = (e as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

/**
 * Opens (creating the directory and the file if needed) and migrates the SQLite store.
 * `{ dir }` uses `<dir>/qipan.sqlite`; `{ file }` names the file (`:memory:` works).
 */
export async function openSqliteStore(opts: SqliteStoreOptions): Promise<GameStore> {
  const file = opts.file ?? join(opts.dir, SQLITE_FILE);
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new Database(file);
  let db: Kysely<StoreDatabase> | undefined;
  try {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma(`busy_timeout = ${Math.max(0, Math.floor(opts.busyTimeoutMs ?? 5000))}`);
    sqlite.pragma('foreign_keys = ON');
    db = new Kysely<StoreDatabase>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    });
    await migrateToLatest(db);
  } catch (e) {
    if (db === undefined) sqlite.close();
    else await db.destroy();
    throw e;
  }
  return sqlStore(db, {
    kind: 'sqlite',
    isUniqueViolation: isSqliteUniqueViolation,
    oneAtATime: true,
    ...(opts.now === undefined ? {} : { now: opts.now }),
  });
}

/** Prepared statements kept per SQL text (the store runs a handful of queries over and over). */
export const STATEMENT_CACHE_SIZE = 64;

/**
 * The database as Kysely's SQLite dialect sees it, with each SQL text prepared once
 * instead of on every query (that was about an eighth of the server's time under load).
 * The store runs one query at a time, so a cached statement is never in use twice.
 */
function withStatementCache(sqlite: Database.Database): SqliteDatabase {
  const cache = new Map<string, Database.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let stmt = cache.get(sql);
      if (stmt === undefined) {
        stmt = sqlite.prepare(sql);
        if (cache.size >= STATEMENT_CACHE_SIZE) {
          const oldest = cache.keys().next().value;
          if (oldest !== undefined) cache.delete(oldest);
        }
        cache.set(sql, stmt);
      }
      return stmt as unknown as SqliteStatement;
    },
  };
}
