/**
 * The Qipan server: serves the web app. Online games and engine bridges come later.
 *
 * @example
 * ```ts
 * import { startServer } from '@qipan/server';
 * const s = await startServer({ port: 0, host: '127.0.0.1' });
 * console.log(s.url);
 * await s.close();
 * ```
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { staticHandler } from './static.js';

export interface ServerOptions {
  /** 0 picks a free port. Default: $PORT or 3000. */
  readonly port?: number;
  /** Default: $HOST or 127.0.0.1. */
  readonly host?: string;
  /** The built web app. Default: apps/web/dist of this checkout. */
  readonly webRoot?: string;
}

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

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
  const serveStatic = staticHandler(webRoot);
  const server = createServer((req, res) => {
    if (req.url === '/healthz') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok\n');
      return;
    }
    serveStatic(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end('internal error\n');
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const actual = (server.address() as AddressInfo).port;
  const shownHost = host === '127.0.0.1' || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return {
    url: `http://${shownHost}:${actual}`,
    port: actual,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
