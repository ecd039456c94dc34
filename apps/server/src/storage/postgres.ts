/**
 * The {@link GameStore} on PostgreSQL, for several server instances sharing one
 * database: the same statements and migrations as SQLite (./sql-store.ts,
 * ./migrations.ts) through Kysely's PostgresDialect and a `pg` connection pool.
 *
 * Two instances cannot both accept action n of a game: the (game_id, seq) primary key
 * refuses the second insert with PostgreSQL's unique violation (23505), which the
 * store reports as `conflict`. A commit is durable before `appendAction` resolves
 * (PostgreSQL's default `synchronous_commit = on`).
 *
 * Pool: at most 10 connections by default; a connection attempt gives up after 5 s,
 * a statement after 15 s (server side, and client side for a silent network), an idle
 * connection closes after 30 s. A connection lost while idle is dropped from the pool
 * and the next query opens a new one, so the store recovers by itself when the
 * database comes back.
 *
 * @example
 * ```ts
 * const store = await openPostgresStore({ url: 'postgres://qipan@127.0.0.1:5432/qipan' });
 * await store.createGame(game, { status: 'waiting' });
 * await store.close();
 * ```
 */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest, type StoreDatabase } from './migrations.js';
import { errorLine, sqlStore } from './sql-store.js';
import type { GameStore } from './types.js';

export interface PostgresStoreOptions {
  /** `postgres://user[:password]@host[:port]/database` (also `postgresql://`). */
  readonly url: string;
  /**
   * The schema to keep the tables in (default `public`); it must exist. Tests use a
   * fresh one each so they never touch other data.
   */
  readonly schema?: string;
  /** Connections at most (default 10). */
  readonly poolSize?: number;
  /** How long opening a connection may take (default 5 s). */
  readonly connectTimeoutMs?: number;
  /** How long one statement may take (default 15 s). */
  readonly statementTimeoutMs?: number;
  /** How long the health check's `select 1` may take (default 2 s). */
  readonly healthTimeoutMs?: number;
  /** Store clock for `updated_at_ms`. */
  readonly now?: () => number;
  /** Where broken connections are reported (default: ignored, the pool replaces them). */
  readonly onConnectionError?: (e: Error) => void;
}

const SCHEMA = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * The URL without its password (for messages), or an Error saying why `url` is not
 * a PostgreSQL URL. The URL itself is never echoed: it may hold a password.
 */
export function describePostgresUrl(url: string): string | Error {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return new Error(
      'QIPAN_DATABASE_URL is not a URL: expected postgres://user[:password]@host[:port]/database',
    );
  }
  if (u.protocol !== 'postgres:' && u.protocol !== 'postgresql:') {
    return new Error(
      `QIPAN_DATABASE_URL must start with postgres:// (not ${u.protocol}): ` +
        'postgres://user[:password]@host[:port]/database',
    );
  }
  if (u.hostname === '' && !u.searchParams.has('host')) {
    return new Error('QIPAN_DATABASE_URL has no host: postgres://user@host[:port]/database');
  }
  const user = u.username === '' ? '' : `${decodeURIComponent(u.username)}@`;
  const port = u.port === '' ? '' : `:${u.port}`;
  return `postgres://${user}${u.hostname}${port}${u.pathname === '/' ? '' : u.pathname}`;
}

/** PostgreSQL's unique_violation (a primary key or unique constraint). */
export const isPostgresUniqueViolation = (e: unknown): boolean =>
  (e as { code?: unknown } | null)?.code === '23505';

const INT8_OID = 20;
const int8AsNumber = ((oid: number, format?: 'text' | 'binary') =>
  oid === INT8_OID && format !== 'binary'
    ? (text: string) => Number(text)
    : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser;

/**
 * Connects, checks the database answers and migrates it; throws an Error with a
 * one-line message naming the server (never the password) when it cannot.
 */
export async function openPostgresStore(opts: PostgresStoreOptions): Promise<GameStore> {
  const where = describePostgresUrl(opts.url);
  if (where instanceof Error) throw where;
  const schema = opts.schema ?? 'public';
  if (!SCHEMA.test(schema)) throw new Error(`storage: bad PostgreSQL schema name ${schema}`);
  const statementTimeoutMs = opts.statementTimeoutMs ?? 15_000;
  const pool = new pg.Pool({
    connectionString: opts.url,
    max: opts.poolSize ?? 10,
    connectionTimeoutMillis: opts.connectTimeoutMs ?? 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: statementTimeoutMs,
    // Client side too: a query on a connection whose peer went silent fails instead of hanging.
    query_timeout: statementTimeoutMs + 1_000,
    keepAlive: true,
    application_name: 'qipan-server',
    options: `-c search_path=${schema}`,
    // bigint columns (times in ms) as numbers, as SQLite returns them; they are below 2^53.
    types: { getTypeParser: int8AsNumber },
  });
  // A connection that breaks (the server restarted, the network went away) emits
  // 'error' on its client, and on the pool while idle; unhandled, that would end the
  // process. Kysely holds clients without a listener of its own, so every client gets
  // one: the query under way fails by itself, and the pool drops the broken client
  // when it comes back and opens a new one when asked.
  const onError = (e: Error): void => opts.onConnectionError?.(e);
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
  const db = new Kysely<StoreDatabase>({ dialect: new PostgresDialect({ pool }) });
  try {
    try {
      const client = await pool.connect();
      client.release();
    } catch (e) {
      throw new Error(`cannot connect to PostgreSQL at ${where}: ${errorLine(e)}`, { cause: e });
    }
    await migrateToLatest(db, { schema });
  } catch (e) {
    await db.destroy();
    throw e;
  }
  return sqlStore(db, {
    kind: 'postgres',
    isUniqueViolation: isPostgresUniqueViolation,
    healthTimeoutMs: opts.healthTimeoutMs ?? 2_000,
    ...(opts.now === undefined ? {} : { now: opts.now }),
  });
}
