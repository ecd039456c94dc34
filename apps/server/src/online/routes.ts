/**
 * The HTTP API of online play (JSON in and out; refusals `{ error, message, reason? }`):
 *
 * - `POST /api/games` → 201 `{ id, url, side, token }`
 * - `POST /api/games/:id/join` → 201 `{ side, token }` | 409 `seats-taken`
 * - `GET /api/games/:id` → the GameView
 * - `POST /api/games/:id/moves` (Bearer) `{ move, ply }` → 200 `{ ply }`
 * - `POST /api/games/:id/resign` (Bearer) → 200 `{ ply }`
 * - `GET /api/games/:id/stream` → NDJSON: `game`, then `move` per move, `game` after
 *   other changes, `end` then the end of the response.
 *
 * @example
 * ```sh
 * curl -X POST localhost:3000/api/games -H 'content-type: application/json' -d '{"game":"gomoku"}'
 * curl -X POST localhost:3000/api/games/Ab3dE5gH7k/moves -H "authorization: Bearer $TOKEN" \
 *   -H 'content-type: application/json' -d '{"move":"h8","ply":0}'
 * ```
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  CreateGameBody,
  GameIdParams,
  JoinGameBody,
  MAX_BODY_BYTES,
  MoveBody,
  parseWith,
  TOKEN_PATTERN,
  type StreamEvent,
} from '@qipan/protocol';
import { errorBody, failure, type OnlineError } from './errors.js';
import type { Hub } from './hub.js';
import { attach, detach } from './presence.js';
import { createGame, joinGame } from './seats.js';
import type { Listener } from './game.js';
import { gameView } from './views.js';
import { BucketMap, type Counter, type ResolvedLimits } from './limits.js';

export type TypedApp = FastifyInstance<
  FastifyInstance['server'],
  FastifyRequest['raw'],
  FastifyReply['raw'],
  FastifyInstance['log'],
  TypeBoxTypeProvider
>;

const TOKEN = new RegExp(TOKEN_PATTERN);
/** Bytes a stream may have waiting for its reader before it is closed. */
export const MAX_STREAM_BACKLOG = 1024 * 1024;

/** The seat token of `Authorization: Bearer …` (undefined when absent or malformed). */
export function bearerToken(header: string | undefined): string | undefined {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const token = m?.[1];
  return token !== undefined && TOKEN.test(token) ? token : undefined;
}

export const refuse = (reply: FastifyReply, e: OnlineError): FastifyReply =>
  reply.code(e.status).send(errorBody(e));

const notFound = (id: string): OnlineError => failure('not-found', `no game ${id}`);

/**
 * The routes; `open` counts the long-lived connections (streams and sockets) per IP.
 */
/** How often a quiet stream gets an empty line. */
export const STREAM_KEEPALIVE_MS = 30_000;

export function registerRoutes(
  app: TypedApp,
  hub: Hub,
  limits: ResolvedLimits,
  open: Counter,
): void {
  const creations = new BucketMap(limits.createPerMinute / 60, limits.createBurst);

  app.post(
    '/api/games',
    { schema: { body: CreateGameBody }, bodyLimit: MAX_BODY_BYTES },
    async (req, reply) => {
      if (!creations.take(req.ip))
        return refuse(reply, failure('rate-limited', 'too many new games from this address'));
      const r = await createGame(hub, req.body);
      if (!r.ok) return refuse(reply, r.error);
      return reply.code(201).send(r.value);
    },
  );

  app.post(
    '/api/games/:id/join',
    { schema: { params: GameIdParams }, bodyLimit: MAX_BODY_BYTES },
    async (req, reply) => {
      let name: string | undefined;
      if (req.body !== undefined) {
        const body = parseWith(JoinGameBody, req.body);
        if (!body.ok) return refuse(reply, failure('bad-request', `body: ${body.error.message}`));
        name = body.value.name;
      }
      const r = await joinGame(hub, req.params.id, name);
      if (!r.ok) return refuse(reply, r.error);
      return reply.code(201).send(r.value);
    },
  );

  app.get('/api/games/:id', { schema: { params: GameIdParams } }, async (req, reply) => {
    const view = await hub.view(req.params.id);
    if (!view) return refuse(reply, notFound(req.params.id));
    return reply.header('cache-control', 'no-store').send(view);
  });

  app.post(
    '/api/games/:id/moves',
    { schema: { params: GameIdParams, body: MoveBody }, bodyLimit: MAX_BODY_BYTES },
    async (req, reply) => {
      const token = bearerToken(req.headers.authorization);
      const { move, ply } = req.body;
      const r = await hub.act(req.params.id, token, { type: 'move', move, ply });
      if (!r.ok) return refuse(reply, r.error);
      return reply.send({ ply: r.value.ply });
    },
  );

  app.post(
    '/api/games/:id/resign',
    { schema: { params: GameIdParams }, bodyLimit: MAX_BODY_BYTES },
    async (req, reply) => {
      const token = bearerToken(req.headers.authorization);
      const r = await hub.act(req.params.id, token, { type: 'resign' });
      if (!r.ok) return refuse(reply, r.error);
      return reply.send({ ply: r.value.ply });
    },
  );

  app.get('/api/games/:id/stream', { schema: { params: GameIdParams } }, async (req, reply) => {
    const live = await hub.current(req.params.id);
    if (!live) return refuse(reply, notFound(req.params.id));
    const ip = req.ip;
    if (open.get(ip) >= limits.socketsPerIp)
      return refuse(reply, failure('rate-limited', 'too many connections from this address'));
    open.add(ip);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'application/x-ndjson; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    });
    // A stream is quiet while nobody moves: no idle timeout, and an empty line every
    // STREAM_KEEPALIVE_MS so proxies keep it open too (readers skip empty lines).
    res.socket?.setTimeout(0);
    const keepalive = setInterval(() => res.write('\n'), STREAM_KEEPALIVE_MS);
    res.on('close', () => {
      clearInterval(keepalive);
      open.remove(ip);
    });
    const line = (e: StreamEvent): void => {
      // A reader this far behind is not reading: let it go.
      if (res.writableLength > MAX_STREAM_BACKLOG) res.destroy();
      else res.write(`${JSON.stringify(e)}\n`);
    };
    line({ type: 'game', game: gameView(live, hub.now()) });
    const outcome = live.match.result && gameView(live, hub.now()).outcome;
    if (outcome) {
      line({ type: 'end', outcome });
      res.end();
      return;
    }
    const listener: Listener = {
      kind: 'stream',
      // A bot's stream with its seat token counts as that player being here.
      key: live.seatOf(bearerToken(req.headers.authorization)),
      send(ev) {
        if (ev.type === 'moved')
          line({
            type: 'move',
            ply: ev.ply,
            move: ev.move,
            by: ev.by,
            ...(ev.clock ? { clock: ev.clock } : {}),
          });
        else if (ev.type === 'state') line({ type: 'game', game: gameView(live, hub.now()) });
        else if (ev.type === 'end') {
          line({ type: 'end', outcome: ev.outcome });
          detach(hub, live, listener);
          res.end();
        }
      },
    };
    attach(hub, live, listener);
    res.on('close', () => detach(hub, live, listener));
  });
}
