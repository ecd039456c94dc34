/**
 * The whole HTTP app as a Fastify instance, not listening yet: security headers with a
 * Content-Security-Policy (`@fastify/helmet`), brotli/gzip (`@fastify/compress`), per-IP
 * rate limits (`@fastify/rate-limit`), WebSocket support (`@fastify/websocket`, for the
 * online routes), body-size limits and timeouts for slow clients, an Origin check
 * (security.ts) on every state-changing request and WebSocket upgrade, `/healthz`, the Go
 * engine API and the built web app.
 *
 * @example
 * ```ts
 * const app = await buildApp({ webRoot, goEngines: new GoEngineBridge([]), dataDir: './data' });
 * const r = await app.inject({ url: '/healthz' }); // 200 'ok\n' (503 JSON while the store's database or Redis is down)
 * await app.close();
 * ```
 */
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { classify, HttpRefusal } from './errors.js';
import { goApi } from './engines/api.js';
import type { GoEngineBridge } from './engines/bridge.js';
import {
  allowedOrigins,
  normalOrigins,
  originGuard,
  requestOriginAllowed,
  SAFE_METHODS,
} from './security.js';
import { isAppRoute, registerWebApp } from './static.js';
import type { OnlineLimits } from './online/limits.js';
import type { Fanout, FanoutHealth } from './online/cluster/fanout.js';
import { onlinePlugin } from './online/plugin.js';
import type { GameStore, StoreHealth } from './storage/types.js';

const ONLINE_LIMIT_KEYS = [
  'createPerMinute',
  'createBurst',
  'socketsPerIp',
  'messagesPerSecond',
  'messageBurst',
  'floodStrikes',
  'pingIntervalMs',
] as const satisfies readonly (keyof OnlineLimits)[];

/** The online plugin's part of the limits. */
function onlineLimits(limits: OnlineLimits): OnlineLimits {
  const out: Record<string, number> = {};
  for (const k of ONLINE_LIMIT_KEYS) {
    const v = limits[k];
    if (v !== undefined) out[k] = v;
  }
  return out;
}

/** Limits of the app; tests and benches raise them. */
export interface ServerLimits extends OnlineLimits {
  /** Requests per minute from one IP, static files and /healthz aside (default 1200). */
  readonly requestsPerMinute?: number;
  /** The largest request body of routes without their own limit (default 16 KB). */
  readonly bodyBytes?: number;
  /** A whole request (headers and body) must arrive within this (default 30 s). */
  readonly requestTimeoutMs?: number;
  /** A socket with no traffic at all is closed after this (default: the slowest engine's limit + 30 s, at least 2 min). */
  readonly connectionTimeoutMs?: number;
  /** An idle keep-alive connection is closed after this (default 10 s). */
  readonly keepAliveTimeoutMs?: number;
  /** The largest WebSocket message; bigger ones close the socket (default 64 KB). */
  readonly wsMessageBytes?: number;
}

export interface AppOptions {
  /** The built web app (index.html and assets/). */
  readonly webRoot: string;
  /** The Go engine bridge (the caller closes it). */
  readonly goEngines: GoEngineBridge;
  /** Where the server keeps its data (the SQLite file of online games). */
  readonly dataDir: string;
  readonly limits?: ServerLimits;
  /** Serve `*.map` files. Default: $QIPAN_SERVE_SOURCEMAPS === '1'. */
  readonly sourceMaps?: boolean;
  /**
   * The origins whose pages may change state (create games, play, open a WebSocket): the
   * addresses players open, such as `https://qipan.example.org`. Default:
   * $QIPAN_ALLOWED_ORIGINS (comma-separated); none: the loopback origins of the server's
   * own port (security.ts).
   */
  readonly allowedOrigins?: readonly string[];
  /** Trust X-Forwarded-For (behind a reverse proxy). Default: $QIPAN_TRUST_PROXY === '1'. */
  readonly trustProxy?: boolean;
  /** Fastify's logger (default off). */
  readonly logger?: boolean;
  /** The online games' store; without it the app has no online play (the caller closes it). */
  readonly store?: GameStore;
  /** How long a player may be gone during play before the opponent can claim the game. */
  readonly abandonMs?: number;
  /** Other server instances on the same store, through Redis (the caller closes it). */
  readonly fanout?: Fanout;
  /** With a fan-out: how often to adopt timed games in play (see Hub; default 10 s). */
  readonly adoptEveryMs?: number;
  /** With a fan-out: how often to repeat presence to the other instances (default 20 s). */
  readonly presenceEveryMs?: number;
}

/** What the app knows, for plugins registered later (the online games). */
export interface QipanContext {
  readonly dataDir: string;
  readonly goEngines: GoEngineBridge;
  /** The configured origins, normalised (empty: loopback ones of the server's port). */
  readonly allowedOrigins: readonly string[];
  /**
   * Whether this request's page may change state (security.ts): the one rule for writes,
   * WebSocket upgrades and, when they come, cookies.
   */
  readonly originAllowed: (request: FastifyRequest) => boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    readonly qipan: QipanContext;
  }
}

export const DEFAULT_LIMITS = {
  requestsPerMinute: 1200,
  bodyBytes: 16 * 1024,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 10_000,
  wsMessageBytes: 64 * 1024,
} as const;

/**
 * The Content-Security-Policy of the Vite app: everything from this origin only.
 * `connect-src 'self'` covers `ws://` to the same host in current browsers (CSP3).
 * `'wasm-unsafe-eval'` lets the N-Queens count workers compile their WebAssembly kernel
 * (assembled by @qipan/queens from its own code, no fetched module); it allows
 * `WebAssembly.compile`/`Module` only, not `eval` or `new Function` of JavaScript.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/**
 * The security headers (CSP above, nosniff, X-Frame-Options…) of every response: set by
 * `@fastify/helmet`'s hook, and by `helmet` itself on the replies Fastify makes before
 * any hook runs (a path with a bad escape such as `/%ZZ`, a too long parameter).
 */
const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  // Plain http on localhost or a LAN address: HSTS would break it; a TLS proxy adds it.
  hsts: false,
  crossOriginEmbedderPolicy: false,
} satisfies HelmetOptions;
const securityHeaders = helmet(HELMET_OPTIONS);

/** What /healthz says when the store is down: public, so no host, port or driver text. */
const HEALTH_MESSAGES = {
  closed: 'the store is closed',
  timeout: 'the database did not answer in time',
  error: 'the database does not answer',
  'read-only': 'the database refuses writes',
} as const;

/** The same for the Redis fan-out between instances. */
const FANOUT_HEALTH_MESSAGES = {
  closed: 'the connection is closed',
  timeout: 'Redis did not answer in time',
  error: 'Redis does not answer',
} as const;

/** How often Node checks requests against their time limits: a tenth of the limit, 50 ms–1 s. */
const checkEveryMs = (requestTimeoutMs: number): number =>
  Math.max(50, Math.min(1_000, Math.floor(requestTimeoutMs / 10)));

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const slowestEngine = Math.max(0, ...options.goEngines.specs.map((s) => s.timeoutMs));
  const connectionTimeout = limits.connectionTimeoutMs ?? Math.max(120_000, slowestEngine + 30_000);
  const allowed =
    options.allowedOrigins === undefined ? allowedOrigins() : normalOrigins(options.allowedOrigins);
  const originAllowed = (request: FastifyRequest): boolean =>
    requestOriginAllowed(request, allowed);
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: limits.bodyBytes,
    connectionTimeout,
    requestTimeout: limits.requestTimeoutMs,
    // Node looks for requests past their time only this often (30 s by default, which
    // let a slow body run 60 s): a second keeps the cut within a second of the limit.
    http: { connectionsCheckingInterval: checkEveryMs(limits.requestTimeoutMs) },
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    forceCloseConnections: true,
    trustProxy: options.trustProxy ?? process.env.QIPAN_TRUST_PROXY === '1',
    // Routing failed before any hook ran: a path with a bad escape (/%ZZ, /%E0%A4%A) is a
    // page like any other unknown one (the app's "not found" page, status 404).
    frameworkErrors: (e, request, res) => {
      const reply = res as FastifyReply;
      securityHeaders(request.raw, reply.raw, () => undefined);
      const path = request.url.split('?')[0] ?? '';
      if (e.code === 'FST_ERR_BAD_URL' && SAFE_METHODS.has(request.method) && isAppRoute(path)) {
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(createReadStream(join(options.webRoot, 'index.html')));
      }
      if (e.code === 'FST_ERR_BAD_URL') {
        // It cannot name anything here.
        const message = 'not found';
        return reply
          .code(404)
          .send(
            path.startsWith('/api/go/')
              ? { error: { reason: 'not-found', message } }
              : { error: 'not-found', message },
          );
      }
      const { status, code, message } = classify(e, limits.bodyBytes);
      return reply.code(status).send({ error: code, message });
    },
  });
  app.server.headersTimeout = Math.min(limits.requestTimeoutMs, 20_000);
  app.decorate('qipan', {
    dataDir: options.dataDir,
    goEngines: options.goEngines,
    allowedOrigins: allowed,
    originAllowed,
  } satisfies QipanContext);

  // JSON only: a `text/plain` body is what any page may send cross-site without asking.
  app.removeContentTypeParser('text/plain');

  app.setErrorHandler((e: FastifyError, _request, reply) => {
    const { status, code, message } = classify(e, limits.bodyBytes);
    if (status === 413) reply.header('connection', 'close');
    return reply.code(status).header('cache-control', 'no-store').send({ error: code, message });
  });

  await app.register(fastifyHelmet, HELMET_OPTIONS);
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Compressed per response: a middle brotli level is far cheaper than the maximum.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(fastifyRateLimit, {
    global: true,
    max: limits.requestsPerMinute,
    timeWindow: 60_000,
    allowList: (request) => {
      const path = request.url.split('?')[0] ?? '';
      if (path === '/healthz') return true;
      // Static files and app routes are cheap; the API and WebSocket upgrades count.
      return SAFE_METHODS.has(request.method) && !path.startsWith('/api/');
    },
    errorResponseBuilder: (_request, context) =>
      new HttpRefusal(429, 'rate-limited', `too many requests; try again in ${context.after}`),
  });
  await app.register(fastifyWebsocket, {
    options: { maxPayload: limits.wsMessageBytes },
  });

  // A page on another site must not change anything here, nor open a WebSocket. This
  // runs before every route's own checks; it is the only Origin check (the online
  // plugin and the Go engine API have none of their own).
  app.addHook('onRequest', originGuard(originAllowed));

  // 200 `ok` while the store's database (and Redis, with a fan-out) answers and the
  // store's writes go through; 503 with the
  // reason while one does not (a load balancer then sends players to another instance).
  // No restart is needed after. Both checks run at once.
  app.get('/healthz', { config: { rateLimit: false } }, async (request, reply) => {
    const store = options.store;
    const fanout = options.fanout;
    const [health, fanoutHealth] = await Promise.all([
      store ? store.health() : ({ ok: true } as StoreHealth),
      fanout?.health ? fanout.health() : ({ ok: true } as FanoutHealth),
    ]);
    reply.header('cache-control', 'no-store');
    if (!health.ok) {
      request.log.warn(`healthz: ${store?.kind ?? 'store'}: ${health.detail}`);
      return reply.code(503).send({
        error: 'unavailable',
        reason: health.reason,
        message: `${store?.kind ?? 'store'}: ${HEALTH_MESSAGES[health.reason]}`,
      });
    }
    if (!fanoutHealth.ok) {
      request.log.warn(`healthz: redis: ${fanoutHealth.detail}`);
      return reply.code(503).send({
        error: 'unavailable',
        reason: fanoutHealth.reason,
        message: `redis: ${FANOUT_HEALTH_MESSAGES[fanoutHealth.reason]}`,
      });
    }
    return reply.type('text/plain').send('ok\n');
  });
  await app.register(goApi, { prefix: '/api/go', bridge: options.goEngines });
  if (options.store) {
    await app.register(onlinePlugin, {
      store: options.store,
      goEngines: options.goEngines,
      limits: onlineLimits(limits),
      ...(options.abandonMs === undefined ? {} : { abandonMs: options.abandonMs }),
      ...(options.fanout === undefined ? {} : { fanout: options.fanout }),
      ...(options.adoptEveryMs === undefined ? {} : { adoptEveryMs: options.adoptEveryMs }),
      ...(options.presenceEveryMs === undefined
        ? {}
        : { presenceEveryMs: options.presenceEveryMs }),
    });
  }
  await registerWebApp(app, {
    root: options.webRoot,
    sourceMaps: options.sourceMaps ?? process.env.QIPAN_SERVE_SOURCEMAPS === '1',
  });
  return app;
}
