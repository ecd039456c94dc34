/**
 * Test-only helpers for the PostgreSQL store (excluded from the server build): the
 * test database's URL, a fresh schema or database per test file that is dropped
 * afterwards (tests never touch other data), and a TCP proxy on loopback that a test
 * can cut and restore to take the database away and bring it back.
 *
 * The database is `QIPAN_TEST_DATABASE_URL`, else the machine's PostgreSQL as
 * `postgres` on 127.0.0.1:5432 (scripts/test.mjs checks it answers, or starts it).
 *
 * @example
 * ```ts
 * const db = await freshSchema();
 * const store = await openPostgresStore({ url: TEST_DATABASE_URL, schema: db.schema });
 * const proxy = await tcpProxy(TEST_DATABASE_URL); // proxy.url reaches the same database
 * proxy.cut(); proxy.restore();
 * await db.drop();
 * ```
 */
import { randomBytes } from 'node:crypto';
import { createConnection, createServer, type Socket } from 'node:net';
import pg from 'pg';

export const TEST_DATABASE_URL =
  process.env.QIPAN_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A name no other test file uses: `qipan_test_<pid>_<random>`. */
const uniqueName = (): string => `qipan_test_${process.pid}_${randomBytes(4).toString('hex')}`;

/** Runs `statement` as the test database's user on one short-lived connection. */
async function admin(statement: string, url = TEST_DATABASE_URL): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface TestSchema {
  readonly schema: string;
  /** Drops the schema and everything in it. */
  drop(): Promise<void>;
}

/** Creates an empty schema in the test database. */
export async function freshSchema(): Promise<TestSchema> {
  const schema = uniqueName();
  await admin(`create schema ${schema}`);
  return { schema, drop: () => admin(`drop schema if exists ${schema} cascade`) };
}

export interface TestDatabase {
  /** The URL of the new database (the test URL with another database name). */
  readonly url: string;
  readonly name: string;
  /** Drops the database (closing whatever is still connected to it). */
  drop(): Promise<void>;
}

/** Creates an empty database on the test server. */
export async function freshDatabase(): Promise<TestDatabase> {
  const name = uniqueName();
  await admin(`create database ${name}`);
  const u = new URL(TEST_DATABASE_URL);
  u.pathname = `/${name}`;
  return {
    url: u.href,
    name,
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

export interface TcpProxy {
  /** `url` with the proxy's host and port. */
  readonly url: string;
  readonly port: number;
  /** Ends every connection through the proxy and refuses new ones. */
  cut(): void;
  /** Keeps the connections open but stops passing bytes (a silent network). */
  freeze(): void;
  /** Accepts connections again and passes bytes again. */
  restore(): void;
  close(): Promise<void>;
}

/** A proxy on 127.0.0.1 (a free port) to the host and port of `url`. */
export async function tcpProxy(url: string): Promise<TcpProxy> {
  const target = new URL(url);
  const host = target.hostname || '127.0.0.1';
  const targetPort = Number(target.port || 5432);
  const sockets = new Set<Socket>();
  let open = true;
  let frozen = false;
  const track = (s: Socket): void => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => s.destroy());
  };
  const server = createServer((client) => {
    track(client);
    if (!open) {
      client.destroy();
      return;
    }
    const upstream = createConnection({ host, port: targetPort });
    track(upstream);
    if (frozen) {
      client.pause();
      upstream.pause();
    }
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(port);
  return {
    url: proxied.href,
    port,
    cut() {
      open = false;
      for (const s of sockets) s.destroy();
    },
    freeze() {
      frozen = true;
      for (const s of sockets) s.pause();
    },
    restore() {
      open = true;
      frozen = false;
      for (const s of sockets) s.resume();
    },
    close() {
      open = false;
      for (const s of sockets) s.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
