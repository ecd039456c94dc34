/**
 * The Qipan server: the Fastify app of `app.ts` (the web app, the Go engine bridge
 * with GTP engines such as GNU Go or KataGo under /api/go, driven by
 * `@qipan/engine-process`) listening on a port.
 *
 * @example
 * ```ts
 * import { startServer } from '@qipan/server';
 * const s = await startServer({ port: 0, host: '127.0.0.1', gnugo: false });
 * console.log(s.url); // GET s.url + '/api/go/engines'
 * await s.close(); // stops every engine process too
 * ```
 */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp, type ServerLimits } from './app.js';
import { GoEngineBridge } from './engines/bridge.js';
import { discoverEngines, type EngineConfig } from './engines/engines.js';
import { openRedisFanout, shownRedisUrl, type Fanout } from './online/cluster/fanout.js';
import { openStore } from './storage/open.js';
import { describePostgresUrl } from './storage/postgres.js';
import { SQLITE_FILE } from './storage/sqlite.js';
import type { GameStore } from './storage/types.js';

export { GoEngineBridge, type BridgeError, type BridgeOptions } from './engines/bridge.js';
export type { EngineConfig, EngineSpec } from './engines/engines.js';
export type { EngineInfo } from './engines/probe.js';
export {
  buildApp,
  CSP_DIRECTIVES,
  DEFAULT_LIMITS,
  type AppOptions,
  type ServerLimits,
} from './app.js';
// The SQLite store alone (the storage bench in lab/ measures it without a server).
export { openSqliteStore, type SqliteStoreOptions } from './storage/sqlite.js';
export type { GameStore, GameSummary, StoredAction, StoredGame } from './storage/types.js';

export interface ServerOptions {
  /** 0 picks a free port. Default: $PORT or 3000. */
  readonly port?: number;
  /** Default: $HOST or 127.0.0.1. */
  readonly host?: string;
  /** The built web app. Default: apps/web/dist of this checkout. */
  readonly webRoot?: string;
  /** GNU Go's binary, or false for none. Default: $QIPAN_GNUGO, else found on the machine. */
  readonly gnugo?: string | false;
  /** Go engines (instead of reading the config file). */
  readonly goEngines?: readonly EngineConfig[];
  /** The config file. Default: $QIPAN_CONFIG, else ./qipan.config.json when present. */
  readonly configPath?: string;
  /**
   * Engine processes alive at once (default 4), at most `perClient` of them for one client
   * IP (default 2), and the idle time before one is stopped (10 min).
   */
  readonly goSessions?: {
    readonly max?: number;
    readonly perClient?: number;
    readonly idleMs?: number;
  };
  /** Where data is kept (the online games' SQLite database). Default: $QIPAN_DATA_DIR, else ./data. */
  readonly dataDir?: string;
  /**
   * The online games' PostgreSQL database, `postgres://user[:password]@host[:port]/db`,
   * instead of SQLite in `dataDir`; '' for SQLite. Default: $QIPAN_DATABASE_URL.
   */
  readonly databaseUrl?: string;
  /**
   * Redis, `redis://host[:port]`, through which instances on one PostgreSQL database
   * tell each other about moves; '' for none. Default: $QIPAN_REDIS_URL.
   */
  readonly redisUrl?: string;
  /** Rate, size and time limits (tests and benches raise them). */
  readonly limits?: ServerLimits;
  /** Serve source maps. Default: $QIPAN_SERVE_SOURCEMAPS === '1'. */
  readonly sourceMaps?: boolean;
  /**
   * The origins whose pages may change state: the addresses players open (such as
   * `https://qipan.example.org`). Default: $QIPAN_ALLOWED_ORIGINS (comma-separated); none:
   * the loopback origins of the server's own port.
   */
  readonly allowedOrigins?: readonly string[];
  /** Where warnings go (a bad config file). Default: console.warn. */
  readonly warn?: (line: string) => void;
  /** How long a player may be gone during play before the opponent can claim the game. Default: $QIPAN_ABANDON_MS, else 60 s. */
  readonly abandonMs?: number;
  /**
   * With Redis: how often each instance loads the timed games in play it does not hold,
   * so their flags fall even when the instances that held them are gone. Default:
   * $QIPAN_ADOPT_MS, else 10 s; 0 for never.
   */
  readonly adoptEveryMs?: number;
  /**
   * With Redis: how often each instance repeats who is connected to its games; what a
   * silent instance said expires after three rounds (a crashed instance's players are
   * no longer shown connected). Default: $QIPAN_PRESENCE_MS, else 20 s; 0 for never.
   */
  readonly presenceEveryMs?: number;
}

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  /** The Go engine bridge (engine list, live sessions). */
  readonly goEngines: GoEngineBridge;
  /** The data directory (absolute), as given or from $QIPAN_DATA_DIR (not created here). */
  readonly dataDir: string;
  /** The Fastify app. */
  readonly app: FastifyInstance;
  /** The online games' store (SQLite in `dataDir`, or PostgreSQL). */
  readonly store: GameStore;
  /** Where the games are, for people: the SQLite file, or the PostgreSQL URL without its password. */
  readonly storeLocation: string;
  /** The Redis that instances tell each other through (no password), or undefined. */
  readonly fanoutLocation: string | undefined;
  close(): Promise<void>;
}

function parseMs(name: string, text: string | undefined): number | undefined {
  if (text === undefined || text === '') return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`bad ${name}: ${text}`);
  return n;
}
const parseAbandonMs = (text: string | undefined): number | undefined =>
  parseMs('QIPAN_ABANDON_MS', text);

export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../web/dist', import.meta.url));

export function parsePort(text: string | undefined, fallback: number): number {
  if (text === undefined || text === '') return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new RangeError(`bad port: ${text}`);
  return n;
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const port = options.port ?? parsePort(process.env.PORT, 3000);
  const host = options.host ?? process.env.HOST ?? '127.0.0.1';
  const webRoot = options.webRoot ?? DEFAULT_WEB_ROOT;
  if (!existsSync(webRoot)) {
    throw new Error(`the web app is not built (${webRoot} is missing): run npm run build`);
  }
  const found = discoverEngines({
    ...(options.gnugo === undefined ? {} : { gnugo: options.gnugo }),
    ...(options.goEngines === undefined ? {} : { goEngines: options.goEngines }),
    ...(options.configPath === undefined ? {} : { configPath: options.configPath }),
  });
  for (const w of found.warnings) (options.warn ?? console.warn)(w);
  const bridge = new GoEngineBridge(found.specs, {
    ...(options.goSessions?.max === undefined ? {} : { maxSessions: options.goSessions.max }),
    ...(options.goSessions?.idleMs === undefined ? {} : { idleMs: options.goSessions.idleMs }),
    ...(options.goSessions?.perClient === undefined
      ? {}
      : { perClient: options.goSessions.perClient }),
  });
  const dataDir = resolve(options.dataDir ?? (process.env.QIPAN_DATA_DIR || './data'));
  const databaseUrl = options.databaseUrl ?? process.env.QIPAN_DATABASE_URL ?? '';
  const redisUrl = options.redisUrl ?? process.env.QIPAN_REDIS_URL ?? '';
  const abandonMs = options.abandonMs ?? parseAbandonMs(process.env.QIPAN_ABANDON_MS);
  const adoptEveryMs =
    options.adoptEveryMs ?? parseMs('QIPAN_ADOPT_MS', process.env.QIPAN_ADOPT_MS);
  const presenceEveryMs =
    options.presenceEveryMs ?? parseMs('QIPAN_PRESENCE_MS', process.env.QIPAN_PRESENCE_MS);
  let app: FastifyInstance;
  let store: GameStore | undefined;
  let fanout: Fanout | undefined;
  try {
    store = await openStore({
      QIPAN_DATABASE_URL: databaseUrl,
      QIPAN_DATA_DIR: dataDir,
      QIPAN_SQLITE_CHECK: process.env.QIPAN_SQLITE_CHECK,
    });
    if (redisUrl !== '')
      fanout = await openRedisFanout({ url: redisUrl, log: options.warn ?? console.warn });
    app = await buildApp({
      webRoot,
      goEngines: bridge,
      dataDir,
      store,
      ...(abandonMs === undefined ? {} : { abandonMs }),
      ...(adoptEveryMs === undefined ? {} : { adoptEveryMs }),
      ...(presenceEveryMs === undefined ? {} : { presenceEveryMs }),
      ...(options.limits === undefined ? {} : { limits: options.limits }),
      ...(options.sourceMaps === undefined ? {} : { sourceMaps: options.sourceMaps }),
      ...(options.allowedOrigins === undefined ? {} : { allowedOrigins: options.allowedOrigins }),
      ...(fanout === undefined ? {} : { fanout }),
    });
    await app.listen({ port, host });
  } catch (e) {
    await bridge.close();
    await fanout?.close();
    await store?.close();
    throw e;
  }
  const actual = (app.server.address() as AddressInfo).port;
  const shownHost =
    host === '127.0.0.1' || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return {
    url: `http://${shownHost}:${actual}`,
    port: actual,
    goEngines: bridge,
    dataDir,
    app,
    store,
    fanoutLocation: fanout === undefined ? undefined : shownRedisUrl(redisUrl),
    storeLocation:
      databaseUrl === '' ? join(dataDir, SQLITE_FILE) : String(describePostgresUrl(databaseUrl)),
    close: async () => {
      await app.close();
      await bridge.close();
      await fanout?.close();
      await store.close();
    },
  };
}
