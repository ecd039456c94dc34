/**
 * Shared set-up of the server tests that build the app or start a server: a temporary
 * web root, an app with no Go engines, a server on 127.0.0.1 without GNU Go.
 *
 * @example
 * ```ts
 * const app = await bareApp({ store: new MemoryGameStore() });
 * const server = await localServer({ webRoot, databaseUrl: db.url, redisUrl: '' });
 * ```
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../src/app.js';
import { GoEngineBridge } from '../src/engines/bridge.js';
import { startServer, type RunningServer, type ServerOptions } from '../src/main.js';

/** A new temporary folder holding a one-line index.html, to serve as a web root. */
export function testWebRoot(prefix = 'qipan-web-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Qipan</title>');
  return dir;
}

/** `buildApp` on a new test web root (also its data directory) with no Go engines, then `options`. */
export function bareApp(options: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  const webRoot = testWebRoot();
  return buildApp({ webRoot, goEngines: new GoEngineBridge([]), dataDir: webRoot, ...options });
}

/** `startServer` on 127.0.0.1 and a free port, without GNU Go, then `options`. */
export function localServer(options: ServerOptions): Promise<RunningServer> {
  return startServer({ port: 0, host: '127.0.0.1', gnugo: false, ...options });
}
