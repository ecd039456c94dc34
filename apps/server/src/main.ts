/**
 * The Qipan server: serves the web app and the Go engine bridge (GTP engines such as
 * GNU Go or KataGo as opponents, under /api/go; the processes are driven by
 * `@qipan/engine-process`).
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
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { GoEngineBridge } from './go/bridge.js';
import { discoverEngines, type EngineConfig } from './go/engines.js';
import { goApi } from './go/api.js';
import { staticHandler } from './static.js';

export { GoEngineBridge, type BridgeError, type BridgeOptions } from './go/bridge.js';
export type { EngineConfig, EngineSpec } from './go/engines.js';
export type { EngineInfo } from './go/probe.js';

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
  /** Engine processes alive at once (default 4) and idle time before one is stopped (10 min). */
  readonly goSessions?: { readonly max?: number; readonly idleMs?: number };
  /** Where warnings go (a bad config file). Default: console.warn. */
  readonly warn?: (line: string) => void;
}

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  /** The Go engine bridge (engine list, live sessions). */
  readonly goEngines: GoEngineBridge;
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
  const found = discoverEngines({
    ...(options.gnugo === undefined ? {} : { gnugo: options.gnugo }),
    ...(options.goEngines === undefined ? {} : { goEngines: options.goEngines }),
    ...(options.configPath === undefined ? {} : { configPath: options.configPath }),
  });
  for (const w of found.warnings) (options.warn ?? console.warn)(w);
  const bridge = new GoEngineBridge(found.specs, {
    ...(options.goSessions?.max === undefined ? {} : { maxSessions: options.goSessions.max }),
    ...(options.goSessions?.idleMs === undefined ? {} : { idleMs: options.goSessions.idleMs }),
  });
  const api = goApi(bridge);
  const server = createServer((req, res) => {
    if (req.url === '/healthz') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok\n');
      return;
    }
    if (api(req, res)) return;
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
  const shownHost =
    host === '127.0.0.1' || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return {
    url: `http://${shownHost}:${actual}`,
    port: actual,
    goEngines: bridge,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      await bridge.close();
    },
  };
}
