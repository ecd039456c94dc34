/**
 * The Go engine HTTP API as a Fastify plugin (JSON in and out):
 * `GET /api/go/engines` lists the engines; `POST /api/go/engines/:id/genmove` asks
 * one for a move in the game described by the body. Every refusal is
 * `{ "error": { "reason", "message" } }` with a fitting status; no request can throw.
 *
 * A POST must be `application/json` (a `text/plain` body is what any page may send
 * cross-site without asking); the app refuses foreign Origins before this runs. Sessions are
 * shared fairly per client IP, and a client that disconnects takes its queued
 * requests with it (see `bridge.ts`).
 *
 * @example
 * ```ts
 * await app.register(goApi, { prefix: '/api/go', bridge: new GoEngineBridge(specs) });
 * ```
 */
import type { FastifyError, FastifyPluginAsync, FastifyReply } from 'fastify';
import { classify } from '../errors.js';
import type { GoEngineBridge } from './bridge.js';
import { ID_PATTERN } from './engines.js';
import { publicInfo } from './probe.js';
import { parseGenmoveRequest, replayRequest } from './request.js';

/** Bodies above this are refused unread. */
export const MAX_BODY_BYTES = 256 * 1024;

export interface GoApiOptions {
  readonly bridge: GoEngineBridge;
}

function refuse(
  reply: FastifyReply,
  status: number,
  reason: string,
  message: string,
  extra: Record<string, unknown> = {},
): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ error: { reason, message, ...extra } });
}

/** An AbortSignal that fires when the client closes the connection before the answer. */
function clientGone(reply: FastifyReply): AbortController {
  const gone = new AbortController();
  const res = reply.raw;
  const onClose = (): void => {
    if (!res.writableFinished) gone.abort();
  };
  res.once('close', onClose);
  return gone;
}

export const goApi: FastifyPluginAsync<GoApiOptions> = async (app, { bridge }) => {
  // JSON only: `text/plain` (a CORS "simple request") and other types get 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: MAX_BODY_BYTES },
    app.getDefaultJsonParser('error', 'error'),
  );

  app.setErrorHandler((e: FastifyError, _request, reply) => {
    const { status, code, message } = classify(e, MAX_BODY_BYTES);
    const reason = e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'unsupported-media-type' : code;
    // A half-read upload is not drained: the connection closes after the answer.
    if (status === 413) reply.header('connection', 'close');
    return refuse(reply, status, reason, message);
  });
  app.setNotFoundHandler((request, reply) =>
    refuse(reply, 404, 'not-found', `no API at ${request.url.split('?')[0] ?? ''}`),
  );

  app.get('/engines', async (_request, reply) => {
    const engines = await bridge.list();
    return reply.header('cache-control', 'no-store').send({ engines: engines.map(publicInfo) });
  });
  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/engines',
    handler: (_request, reply) =>
      refuse(reply.header('allow', 'GET, HEAD'), 405, 'method-not-allowed', 'use GET'),
  });

  app.route({
    method: ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE'],
    url: '/engines/:id/genmove',
    handler: (_request, reply) =>
      refuse(reply.header('allow', 'POST'), 405, 'method-not-allowed', 'use POST'),
  });
  app.post<{ Params: { id: string } }>(
    '/engines/:id/genmove',
    { bodyLimit: MAX_BODY_BYTES },
    async (request, reply) => {
      const id = request.params.id;
      const parsed = parseGenmoveRequest(request.body);
      if (!parsed.ok) return refuse(reply, 400, 'bad-request', parsed.error);
      if (!ID_PATTERN.test(id) || !bridge.specs.some((s) => s.id === id)) {
        return refuse(
          reply,
          404,
          'unknown-engine',
          `no engine "${id.slice(0, 64)}" on this server`,
        );
      }
      const replayed = replayRequest(parsed.value);
      if (!replayed.ok) {
        const { move, message } = replayed.error;
        const at = move >= 0 ? `moves[${move}] ` : '';
        return refuse(reply, 422, 'illegal-move', `${at}${message}`, move >= 0 ? { move } : {});
      }
      const gone = clientGone(reply);
      const r = await bridge.genmove(id, parsed.value, { client: request.ip, signal: gone.signal });
      if (r.ok) return reply.header('cache-control', 'no-store').send({ move: r.value });
      const { status, reason, message, move } = r.error;
      const at = move === undefined ? '' : `moves[${move}] `;
      return refuse(reply, status, reason, `${at}${message}`, move === undefined ? {} : { move });
    },
  );
};
