/**
 * The embedded default store: one SQLite file through better-sqlite3 and Kysely.
 *
 * Durability: WAL journal with `synchronous = NORMAL`. A commit is written to the WAL
 * file (the operating system's page cache) before `appendAction` resolves, so a
 * process crash or `kill -9` of the server loses no acknowledged action. Power loss or
 * an operating-system crash can lose the last commits; `synchronous = FULL` (an fsync
 * per commit, much slower) would be needed against that.
 *
 * Start-up never starts over silently: a missing file is created (complete, or not at
 * all: it is made under another name and renamed), an empty (0-byte) file, a main file
 * gone while its `-wal` is still there, or one that fails SQLite's `quick_check` is
 * refused with an error naming the file and what is wrong, leaving it untouched.
 *
 * @example
 * ```ts
 * const store = await openSqliteStore({ dir: './data' }); // ./data/qipan.sqlite, migrated
 * const loaded = await store.loadGame('a1B2c3D4e5');
 * await store.close();
 * ```
 */
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import { migrateToLatest, type StoreDatabase } from './migrations.js';
import { errorLine, sqlStore } from './sql-store.js';
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
  /**
   * The check of an existing file at start-up: `quick` (default: SQLite's `quick_check`,
   * every page and row, seconds for a few hundred MB), `full` (`integrity_check`, indexes
   * against their tables too, about 3 times slower) or `off`.
   */
  readonly check?: SqliteCheck;
};

export const SQLITE_CHECKS = ['quick', 'full', 'off'] as const;
export type SqliteCheck = (typeof SQLITE_CHECKS)[number];

/** A refusal to open the file, already naming it and saying what to do. */
class Refused extends Error {}

const LEFT_AS_IT_IS =
  'it was left as it is: restore it from a backup, or move it away to start with no games';

/**
 * Makes sure `file` is a database to open: creates a missing one (in WAL mode, under a
 * temporary name then renamed, so a crash never leaves an empty file behind), refuses
 * an empty one and a missing one whose write-ahead log is still there.
 */
function prepareFile(file: string): void {
  let size: number | undefined;
  try {
    size = statSync(file).size;
  } catch (e) {
    if ((e as { code?: unknown }).code !== 'ENOENT') throw e;
  }
  if (size === 0) {
    throw new Refused(`storage: ${file} is empty (0 bytes), not a database; ${LEFT_AS_IT_IS}`);
  }
  if (size !== undefined) return;
  if (existsSync(`${file}-wal`)) {
    throw new Refused(
      `storage: ${file} is missing but its write-ahead log ${file}-wal is there (the database was moved or deleted while in use); ${LEFT_AS_IT_IS}`,
    );
  }
  const fresh = `${file}.new`;
  for (const f of [fresh, `${fresh}-wal`, `${fresh}-shm`]) rmSync(f, { force: true });
  const created = new Database(fresh);
  try {
    created.pragma('journal_mode = WAL'); // writes the first page: the file is a database
  } finally {
    created.close();
  }
  renameSync(fresh, file);
}

/** Refuses a damaged database: SQLite's quick_check or integrity_check must say `ok`. */
function checkIntegrity(sqlite: Database.Database, file: string, check: SqliteCheck): void {
  if (check === 'off') return;
  const pragma = check === 'full' ? 'integrity_check' : 'quick_check';
  const rows = sqlite.pragma(`${pragma}(5)`) as Record<string, unknown>[];
  const problems = rows.map((r) => String(Object.values(r)[0]).replaceAll(/\s+/g, ' '));
  if (problems.length === 1 && problems[0] === 'ok') return;
  throw new Refused(
    `storage: ${file} is damaged (SQLite's ${pragma}: ${problems.join('; ')}); ${LEFT_AS_IT_IS} (sqlite3's .recover may save its games)`,
  );
}

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
  let sqlite: Database.Database | undefined;
  let db: Kysely<StoreDatabase> | undefined;
  try {
    if (file !== ':memory:') {
      mkdirSync(dirname(file), { recursive: true });
      prepareFile(file);
    }
    sqlite = new Database(file, { fileMustExist: file !== ':memory:' });
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma(`busy_timeout = ${Math.max(0, Math.floor(opts.busyTimeoutMs ?? 5000))}`);
    sqlite.pragma('foreign_keys = ON');
    checkIntegrity(sqlite, file, opts.check ?? 'quick');
    db = new Kysely<StoreDatabase>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    });
    await migrateToLatest(db);
  } catch (e) {
    if (db !== undefined) await db.destroy();
    else sqlite?.close();
    if (e instanceof Refused) throw e;
    const why = errorLine(e).replace(/^storage: /, '');
    throw new Error(`storage: cannot open ${file}: ${why}`, { cause: e });
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
export function withStatementCache(sqlite: Database.Database): SqliteDatabase {
  const cache = new Map<string, Database.Statement>();
  // SQLite ends a transaction by itself on some errors (SQLITE_FULL, SQLITE_IOERR…):
  // Kysely's `rollback` after one would throw "no transaction is active" in place of
  // the error that says what happened (a full disk).
  let rollback: Database.Statement | undefined;
  const safeRollback: SqliteStatement = {
    reader: false,
    all: () => [],
    iterate: () => [][Symbol.iterator](),
    run: () => {
      if (!sqlite.inTransaction) return { changes: 0, lastInsertRowid: 0 };
      rollback ??= sqlite.prepare('rollback');
      return rollback.run();
    },
  };
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      if (sql === 'rollback') return safeRollback;
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
