/**
 * Which web pages may change state on the server: the rule for state-changing requests
 * and WebSocket upgrades (and, later, for cookies). A browser always sends `Origin` on
 * those, so a page of another site cannot drive the server. Requests without `Origin`
 * (curl, bots, the CLI) are not from a browser page and pass.
 *
 * The allowed origins are the configured ones (`$QIPAN_ALLOWED_ORIGINS`: the addresses
 * players open, such as `https://qipan.example.org`), else the loopback origins of the
 * server's own port (`http://localhost:3000`, `http://127.0.0.1:3000`,
 * `http://[::1]:3000`). The `Host` header is never trusted: a DNS-rebinding page sends
 * `Host: evil.example:3000` with the matching Origin `http://evil.example:3000`.
 *
 * @example
 * ```ts
 * originAllowed('http://localhost:3000', [], 3000); // true
 * originAllowed('http://evil.example:3000', [], 3000); // false
 * originAllowed('https://localhost:3000', [], 3000); // false: the server speaks plain http
 * originAllowed('https://qipan.example', ['https://qipan.example'], 3000); // true
 * allowedOrigins('https://qipan.example/, http://10.0.0.5:3000'); // ['https://qipan.example', 'http://10.0.0.5:3000']
 * ```
 */
import type { FastifyRequest } from 'fastify';
import { HttpRefusal } from './errors.js';

/** The origins a browser on the server's own machine sends for a page from `port`. */
const loopbackOrigins = (port: number): string[] =>
  ['localhost', '127.0.0.1', '[::1]'].map((host) => new URL(`http://${host}:${port}`).origin);

/** `scheme://host[:port]` as browsers send it (lower case, no default port), or undefined. */
function normalOrigin(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return url.origin;
}

/**
 * True when a request with this `Origin` header may change state: no Origin, one of
 * `allowed` (normalised origins), or, when none is configured, a loopback origin of
 * `port` (the server's own port: the one the connection came in on).
 */
export function originAllowed(
  origin: string | undefined,
  allowed: readonly string[],
  port: number | undefined,
): boolean {
  if (origin === undefined) return true;
  const normal = normalOrigin(origin);
  if (normal === undefined) return false; // 'null' (sandboxed, file://), garbage
  if (allowed.length > 0) return allowed.includes(normal);
  return port !== undefined && loopbackOrigins(port).includes(normal);
}

/** The port of a `Host` header (`host:port`, `[::1]:port`; 80 without one), or undefined. */
function portOfHost(host: string | undefined): number | undefined {
  if (host === undefined) return undefined;
  const m = /^(?:\[[0-9a-fA-F:.]+\]|[^:[\]]*)(?::(\d{1,5}))?$/.exec(host);
  if (m === null) return undefined;
  return m[1] === undefined ? 80 : Number(m[1]);
}

/** What {@link requestOriginAllowed} reads of a request (a Fastify request has it). */
export interface OriginRequest {
  readonly headers: { readonly origin?: string | undefined; readonly host?: string | undefined };
  readonly socket: { readonly localPort?: number | undefined };
}

/**
 * The rule for one request: {@link originAllowed} with the port the connection came in
 * on (an injected request has none: then the port of `Host`).
 */
export function requestOriginAllowed(request: OriginRequest, allowed: readonly string[]): boolean {
  const port = request.socket.localPort ?? portOfHost(request.headers.host);
  return originAllowed(request.headers.origin, allowed, port);
}

/**
 * Allowed origins as given (options, config), each normalised (`https://Q.example/` is
 * `https://q.example`); a RangeError names an entry that is not an http(s) origin.
 */
export function normalOrigins(entries: readonly string[]): string[] {
  const out: string[] = [];
  for (const entry of entries) {
    const text = entry.trim();
    if (text === '') continue;
    const normal = normalOrigin(text);
    if (normal === undefined || !/^https?:\/\/[^/?#]+\/?$/i.test(text)) {
      throw new RangeError(
        `bad allowed origin ${JSON.stringify(text)} (QIPAN_ALLOWED_ORIGINS): give scheme://host[:port], such as https://qipan.example.org`,
      );
    }
    if (!out.includes(normal)) out.push(normal);
  }
  return out;
}

/** The allowed origins of `$QIPAN_ALLOWED_ORIGINS`, comma-separated (empty: loopback only). */
export const allowedOrigins = (
  env: string | undefined = process.env.QIPAN_ALLOWED_ORIGINS,
): string[] => normalOrigins((env ?? '').split(','));

/** The methods that change nothing: the guard lets them through, unless they are WebSocket upgrades. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The app's one Origin check as an `onRequest` hook: a state-changing request or a
 * WebSocket upgrade whose page `originAllowed` refuses (the app's
 * `app.qipan.originAllowed`) gets 403 `forbidden-origin` before any route sees it:
 * the online API and its WebSocket, the Go engine API, whatever comes. Add it after
 * registering `@fastify/websocket`, whose own hook marks the upgrades (`request.ws`).
 */
export const originGuard =
  (originAllowed: (request: FastifyRequest) => boolean) =>
  async (request: FastifyRequest): Promise<void> => {
    if (SAFE_METHODS.has(request.method) && !request.ws) return;
    if (!originAllowed(request)) {
      throw new HttpRefusal(403, 'forbidden-origin', 'requests from other sites are refused');
    }
  };
