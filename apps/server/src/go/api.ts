/**
 * The Go engine HTTP API (JSON in and out, node:http only):
 * `GET /api/go/engines` lists the engines; `POST /api/go/engines/:id/genmove` asks
 * one for a move in the game described by the body. Every refusal is
 * `{ "error": { "reason", "message" } }` with a fitting status; no request can throw.
 *
 * @example
 * ```ts
 * const api = goApi(new GoEngineBridge(specs));
 * http.createServer((req, res) => { if (!api(req, res)) serveStatic(req, res); });
 * ```
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GoEngineBridge } from './bridge.js';
import { ID_PATTERN } from './engines.js';
import { publicInfo } from './probe.js';
import { parseGenmoveRequest, replayRequest } from './request.js';

/** Bodies above this are refused unread. */
export const MAX_BODY_BYTES = 256 * 1024;

type Body = { ok: true; text: string } | { ok: false; message: string };

function send(res: ServerResponse, status: number, value: unknown, close = false): void {
  if (res.headersSent) return;
  const body = JSON.stringify(value);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...(close ? { connection: 'close' } : {}),
  });
  res.end(body);
}

const refuse = (
  res: ServerResponse,
  status: number,
  reason: string,
  message: string,
  extra: Record<string, unknown> = {},
  close = false,
): void => send(res, status, { error: { reason, message, ...extra } }, close);

/** Reads the body up to {@link MAX_BODY_BYTES}; stops reading (and says so) beyond. */
function readBody(req: IncomingMessage): Promise<Body> {
  return new Promise((resolve) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
      resolve({ ok: false, message: `body: larger than ${MAX_BODY_BYTES / 1024} KB` });
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (b: Body): void => {
      if (done) return;
      done = true;
      resolve(b);
    };
    req.on('data', (c: Buffer) => {
      if (done) return;
      size += c.length;
      if (size > MAX_BODY_BYTES) {
        finish({ ok: false, message: `body: larger than ${MAX_BODY_BYTES / 1024} KB` });
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      finish({ ok: true, text });
    });
    req.on('error', () => finish({ ok: false, message: 'body: the upload failed' }));
  });
}

const GENMOVE = /^\/api\/go\/engines\/([^/]*)\/genmove$/;

/** A request handler for `/api/go/...`: returns false for other paths. */
export function goApi(bridge: GoEngineBridge) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path !== '/api/go' && !path.startsWith('/api/go/')) return false;
    handle(bridge, req, res, path).catch((e: unknown) => {
      refuse(res, 500, 'internal', e instanceof Error ? e.message : String(e));
    });
    return true;
  };
}

async function handle(
  bridge: GoEngineBridge,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<void> {
  if (path === '/api/go/engines') {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      refuse(res, 405, 'method-not-allowed', 'use GET');
      return;
    }
    const engines = await bridge.list();
    send(res, 200, { engines: engines.map(publicInfo) });
    return;
  }
  const m = GENMOVE.exec(path);
  if (!m) {
    refuse(res, 404, 'not-found', `no API at ${path}`);
    return;
  }
  if (req.method !== 'POST') {
    res.setHeader('allow', 'POST');
    refuse(res, 405, 'method-not-allowed', 'use POST');
    return;
  }
  const id = safeDecode(m[1] as string);
  const body = await readBody(req);
  if (!body.ok) {
    // Stop reading: answer, then close the connection instead of draining it.
    refuse(res, 400, 'bad-request', body.message, {}, true);
    res.on('finish', () => req.socket.destroySoon());
    req.resume();
    return;
  }
  let json: unknown;
  try {
    json = JSON.parse(body.text);
  } catch {
    refuse(res, 400, 'bad-request', 'body: not valid JSON');
    return;
  }
  const parsed = parseGenmoveRequest(json);
  if (!parsed.ok) {
    refuse(res, 400, 'bad-request', parsed.error);
    return;
  }
  if (id === undefined || !ID_PATTERN.test(id) || !bridge.specs.some((s) => s.id === id)) {
    refuse(res, 404, 'unknown-engine', `no engine "${(id ?? '').slice(0, 64)}" on this server`);
    return;
  }
  const replayed = replayRequest(parsed.value);
  if (!replayed.ok) {
    const { move, message } = replayed.error;
    const at = move >= 0 ? `moves[${move}] ` : '';
    refuse(res, 422, 'illegal-move', `${at}${message}`, move >= 0 ? { move } : {});
    return;
  }
  const r = await bridge.genmove(id, parsed.value);
  if (r.ok) {
    send(res, 200, { move: r.value });
    return;
  }
  const { status, reason, message, move } = r.error;
  const at = move === undefined ? '' : `moves[${move}] `;
  refuse(res, status, reason, `${at}${message}`, move === undefined ? {} : { move });
}

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
