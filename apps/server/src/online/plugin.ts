/**
 * Online play as a Fastify plugin: the game API, the NDJSON stream and the WebSocket,
 * over one {@link Hub} and a {@link GameStore}. The app registers `@fastify/websocket`
 * first (with `maxPayload: WS_MAX_PAYLOAD`, so a huge frame closes the socket with
 * 1009 while merely oversized messages get a typed `too-large` error).
 *
 * Inside its scope the plugin validates with TypeBox (the protocol's schemas, no type
 * coercion, no silently dropped fields), reads empty JSON bodies as no body, and answers
 * every refusal as `{ error, message, reason? }`, those of the app's hooks too. The
 * Origin check is the app's (`originGuard` of security.ts with `app.qipan.originAllowed`,
 * added before the plugin is registered): the plugin has none of its own.
 *
 * @example
 * ```ts
 * const app = Fastify();
 * await app.register(websocket, { options: { maxPayload: WS_MAX_PAYLOAD } });
 * app.addHook('onRequest', originGuard((request) => requestOriginAllowed(request, [])));
 * await app.register(onlinePlugin, { store, goEngines });
 * await app.listen({ host: '127.0.0.1', port: 3000 });
 * ```
 */
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import { ERROR_CODES, MAX_BODY_BYTES, type ErrorCode } from '@qipan/protocol';
import type { GameStore } from '../storage/types.js';
import type { OnlineEngines } from './engine.js';
import { failure, STATUS, type OnlineError } from './errors.js';
import type { Fanout } from './cluster/fanout.js';
import { Hub, type Timers } from './hub.js';
import { Counter, resolveLimits, type OnlineLimits } from './limits.js';
import { refuse, registerRoutes, type TypedApp } from './routes.js';
import { registerSocket } from './socket.js';

/** The `maxPayload` to give `@fastify/websocket`: frames beyond it close the socket (1009). */
export const WS_MAX_PAYLOAD = 64 * 1024;

export interface OnlineOptions {
  readonly store: GameStore;
  /** Server engines as opponents (Go); without it, `opponent` is refused. */
  readonly goEngines?: OnlineEngines;
  /** How long a player may be gone during play before the opponent can claim (default 60 s). */
  readonly abandonMs?: number;
  readonly limits?: OnlineLimits;
  /** The server's clock (default `Date.now`). */
  readonly now?: () => number;
  /** Flag timers (tests pass a manual one; default real timers). */
  readonly timers?: Timers;
  /** Idle games are dropped from memory after this (default 10 minutes). */
  readonly evictAfterMs?: number;
  /** The wait before asking a busy engine (503) again (default 2 s). */
  readonly engineBusyDelayMs?: number;
  /** Called with the hub once it has started (tests, metrics). */
  readonly onHub?: (hub: Hub) => void;
  /** Other server instances on the same store (the caller closes it). */
  readonly fanout?: Fanout;
  /** With a fan-out: how often to adopt timed games no instance may hold (Hub option; default 10 s). */
  readonly adoptEveryMs?: number;
  /** With a fan-out: how often to repeat presence (Hub option; default 20 s). */
  readonly presenceEveryMs?: number;
}

const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code);

function fromFastifyError(e: FastifyError): OnlineError {
  // Refusals of the app's own hooks (foreign Origin, rate limits) keep their code.
  if (isErrorCode(e.code))
    return { status: e.statusCode ?? STATUS[e.code], error: e.code, message: e.message };
  if (e.validation) {
    if (e.validationContext === 'params') return failure('not-found', 'no such game');
    // Unions repeat themselves: each problem once, and not a page of them.
    const unique = [...new Set(e.message.split(', '))].join('; ');
    return failure('bad-request', unique.length > 300 ? `${unique.slice(0, 297)}...` : unique);
  }
  switch (e.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return failure('too-large', `body: larger than ${MAX_BODY_BYTES} bytes`);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { ...failure('bad-request', 'body: send application/json'), status: 415 };
  }
  const status = e.statusCode ?? 500;
  if (status === 429) return failure('rate-limited', e.message);
  if (status >= 400 && status < 500) return { ...failure('bad-request', e.message), status };
  return failure('internal', 'something went wrong');
}

export const onlinePlugin: FastifyPluginAsync<OnlineOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider() as unknown as TypedApp;
  const limits = resolveLimits(opts.limits);
  const hub = new Hub({
    store: opts.store,
    engines: opts.goEngines,
    ...(opts.now ? { now: opts.now } : {}),
    ...(opts.abandonMs === undefined ? {} : { abandonMs: opts.abandonMs }),
    ...(opts.timers ? { timers: opts.timers } : {}),
    ...(opts.evictAfterMs === undefined ? {} : { evictAfterMs: opts.evictAfterMs }),
    ...(opts.engineBusyDelayMs === undefined ? {} : { engineBusyDelayMs: opts.engineBusyDelayMs }),
    ...(opts.fanout ? { fanout: opts.fanout } : {}),
    ...(opts.adoptEveryMs === undefined ? {} : { adoptEveryMs: opts.adoptEveryMs }),
    ...(opts.presenceEveryMs === undefined ? {} : { presenceEveryMs: opts.presenceEveryMs }),
    log: (m) => app.log.warn(m),
  });
  await hub.start();
  opts.onHub?.(hub);
  app.addHook('onClose', (_app, done) => {
    hub.close();
    done();
  });

  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const e = fromFastifyError(error);
    if (e.status >= 500) req.log.error(error);
    return refuse(reply, e);
  });
  // JSON bodies of this scope: an empty body is no body; a broken one a typed 400.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: MAX_BODY_BYTES },
    (_req, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      try {
        done(null, JSON.parse(text));
      } catch {
        const e = new Error('body: not valid JSON') as FastifyError;
        e.statusCode = STATUS['bad-request'];
        done(e, undefined);
      }
    },
  );
  const open = new Counter();
  registerRoutes(app, hub, limits, open);
  registerSocket(app, hub, limits, open);
};
