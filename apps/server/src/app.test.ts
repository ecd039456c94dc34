import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants as zlibConstants,
  gzipSync,
} from 'node:zlib';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { genmoveBody, oddEngine } from '../test/goFixtures.js';
import { buildApp } from './app.js';
import { GoEngineBridge } from './engines/bridge.js';
import { startServer, type RunningServer } from './main.js';
import { MemoryGameStore } from './storage/memory.js';
import { migrateToLatest, type StoreDatabase } from './storage/migrations.js';
import { sqlStore } from './storage/sql-store.js';
import { isSqliteUniqueViolation, withStatementCache } from './storage/sqlite.js';

const BIG_JS = `export const words = ${JSON.stringify('qipan '.repeat(4000))};\n`;

let root: string;
let log: string;
let server: RunningServer;

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request over a real socket (headers exactly as given). */
function raw(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; port?: number } = {},
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: options.port ?? server.port,
        path,
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const game = genmoveBody({ session: 'app-1' });

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'qipan-app-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Qipan</title>');
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets', 'index-AbC123.js'), BIG_JS);
  writeFileSync(join(root, 'assets', 'index-AbC123.js.map'), '{"version":3}');
  // A file the build precompressed: its .br and .gz are sent, not compressed again.
  writeFileSync(join(root, 'assets', 'pre-XyZ789.js'), BIG_JS);
  writeFileSync(
    join(root, 'assets', 'pre-XyZ789.js.br'),
    brotliCompressSync(Buffer.from(BIG_JS), {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
    }),
  );
  writeFileSync(
    join(root, 'assets', 'pre-XyZ789.js.gz'),
    gzipSync(Buffer.from(BIG_JS), { level: 9 }),
  );
  log = join(root, 'gtp.log');
  writeFileSync(log, '');
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    webRoot: root,
    gnugo: false,
    dataDir: join(root, 'data'),
    goEngines: [{ id: 'rec', name: 'Recorder', command: oddEngine(`--log "${log}"`) }],
  });
});
afterAll(() => server.close());

describe('static files', () => {
  it('caches hashed assets for a year and revalidates the app shell', async () => {
    const js = await raw('/assets/index-AbC123.js');
    expect(js.status).toBe(200);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers['content-type']).toMatch(/javascript/);
    for (const path of ['/', '/index.html', '/go', '/gomoku/online/Ab3dE5gH7k', '/favicon.svg']) {
      const r = await raw(path);
      expect(r.status, path).toBe(200);
      expect(r.headers['cache-control'], path).toBe('no-cache');
    }
    expect((await raw('/gomoku/online/Ab3dE5gH7k')).body.toString()).toContain('<title>Qipan');
  });

  it('answers unknown assets and unknown files with a 404, not the app shell', async () => {
    for (const path of ['/assets/index-Old999.js', '/assets/gone', '/robots.txt', '/x/y.png']) {
      const r = await raw(path);
      expect(r.status, path).toBe(404);
      expect(r.body.toString(), path).not.toContain('<title>');
    }
    // The API's unknown paths are JSON, never the app shell.
    const api = await raw('/api/nothing');
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body.toString())).toMatchObject({ error: 'not-found' });
  });

  it('hides source maps unless asked to serve them', async () => {
    expect((await raw('/assets/index-AbC123.js.map')).status).toBe(404);
    const app = await buildApp({
      webRoot: root,
      goEngines: new GoEngineBridge([]),
      dataDir: root,
      sourceMaps: true,
    });
    try {
      const r = await app.inject({ url: '/assets/index-AbC123.js.map' });
      expect(r.statusCode).toBe(200);
      expect(r.body).toBe('{"version":3}');
    } finally {
      await app.close();
    }
  });

  it('compresses with brotli or gzip as the client accepts', async () => {
    const br = await raw('/assets/index-AbC123.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(BIG_JS.length / 4);
    expect(brotliDecompressSync(br.body).toString()).toBe(BIG_JS);
    const gz = await raw('/assets/index-AbC123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await raw('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BIG_JS);
  });

  it("sends the build's precompressed files as they are, with the original's headers", async () => {
    const file = (ext: string): Buffer => readFileSync(join(root, 'assets', `pre-XyZ789.js${ext}`));
    const br = await raw('/assets/pre-XyZ789.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(file('.br'))).toBe(true); // byte for byte: not compressed again
    expect(brotliDecompressSync(br.body).toString()).toBe(BIG_JS);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    const gz = await raw('/assets/pre-XyZ789.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body.equals(file('.gz'))).toBe(true);
    const plain = await raw('/assets/pre-XyZ789.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BIG_JS);
  });
});

describe('security headers', () => {
  it('sends a Content-Security-Policy for this origin only, and no HSTS on plain http', async () => {
    const r = await raw('/go');
    const csp = String(r.headers['content-security-policy']);
    for (const d of [
      "default-src 'self'",
      "script-src 'self' 'wasm-unsafe-eval'",
      "style-src 'self'",
      "img-src 'self' data:",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(d);
    }
    expect(csp).not.toContain('unsafe-inline');
    // WebAssembly may be compiled (the N-Queens kernel), JavaScript may not be eval'd.
    expect(csp.replaceAll("'wasm-unsafe-eval'", '')).not.toContain('unsafe-eval');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(r.headers['strict-transport-security']).toBeUndefined();
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect((await raw('/healthz')).body.toString()).toBe('ok\n');
  });
});

describe('security headers on every response', () => {
  const NAMES = [
    'content-security-policy',
    'x-frame-options',
    'x-content-type-options',
    'referrer-policy',
    'cross-origin-opener-policy',
    'cross-origin-resource-policy',
  ];

  it('sends them also where routing fails (a bad escape, a too long parameter)', async () => {
    const page = await raw('/go');
    for (const name of NAMES) expect(page.headers[name], name).toBeTruthy();
    const requests: [string, string][] = [
      ['GET', '/%ZZ'],
      ['GET', '/%E0%A4%A'],
      ['HEAD', '/%ZZ'],
      ['POST', '/%ZZ'],
      ['GET', '/api/%ZZ'],
      ['GET', `/api/games/${'x'.repeat(200)}`],
      ['GET', '/nowhere'],
      ['GET', '/assets/gone.js'],
      ['GET', '/healthz'],
    ];
    for (const [method, path] of requests) {
      const r = await raw(path, { method });
      for (const name of NAMES) {
        expect(r.headers[name], `${method} ${path}: ${name}`).toBe(page.headers[name]);
      }
    }
    const bad = await raw('/%ZZ');
    expect(bad.status).toBe(404);
    expect(bad.body.toString()).toContain('<title>Qipan');
  });
});

describe('the Go engine API refuses what a foreign page could send', () => {
  const genmove = (headers: Record<string, string>, body = JSON.stringify(game)) =>
    raw('/api/go/engines/rec/genmove', { method: 'POST', headers, body });

  it('refuses a foreign Origin with 403, whatever the body', async () => {
    writeFileSync(log, '');
    for (const type of ['application/json', 'text/plain;charset=UTF-8']) {
      const r = await genmove({ origin: 'https://evil.example', 'content-type': type });
      expect(r.status).toBe(403);
      expect(JSON.parse(r.body.toString())).toEqual({
        error: { reason: 'forbidden-origin', message: 'requests from other sites are refused' },
      });
    }
    expect(server.goEngines.liveSessions).toBe(0);
    // The page itself (same host) and scripts without an Origin are served.
    const own = await genmove({
      origin: `http://127.0.0.1:${server.port}`,
      'content-type': 'application/json',
    });
    expect(own.status).toBe(200);
    expect((await genmove({ 'content-type': 'application/json' })).status).toBe(200);
  });

  it('refuses a text/plain or form body with 415, and never plays it', async () => {
    writeFileSync(log, '');
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const r = await genmove({ 'content-type': type });
      expect(r.status, type).toBe(415);
      expect(JSON.parse(r.body.toString()).error.reason).toBe('unsupported-media-type');
    }
    const none = await genmove({});
    expect([400, 415]).toContain(none.status);
    expect(readFileSync(log, 'utf8')).not.toContain('genmove');
  });

  it('answers malformed and oversized JSON with the typed error', async () => {
    const bad = await genmove({ 'content-type': 'application/json' }, '{"session":');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body.toString())).toEqual({
      error: { reason: 'bad-request', message: 'body: not valid JSON' },
    });
    const big = await genmove({ 'content-type': 'application/json' }, ' '.repeat(300 * 1024));
    expect(big.status).toBe(413);
    expect(JSON.parse(big.body.toString()).error.reason).toBe('too-large');
  });
});

/** A WebSocket upgrade's status: 101, 403…, or 0 when hung up on. */
function upgrade(
  origin: string,
  host = `127.0.0.1:${server.port}`,
  port = server.port,
): Promise<number> {
  return new Promise<number>((resolve) => {
    const req = request({
      host: '127.0.0.1',
      port,
      agent: false,
      path: '/api/games/Ab3dE5gH7k/ws',
      headers: {
        host,
        connection: 'Upgrade',
        upgrade: 'websocket',
        origin,
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

describe('WebSocket upgrades', () => {
  it('refuses an upgrade from a foreign Origin with 403 before any route sees it', async () => {
    expect(await upgrade('https://evil.example')).toBe(403);
    // The same origin reaches the route (upgraded, then hung up on: no such game).
    expect(await upgrade(`http://127.0.0.1:${server.port}`)).not.toBe(403);
  });
});

describe('the Origin check trusts no Host header', () => {
  const post = (path: string, headers: Record<string, string>, body: unknown, port?: number) =>
    raw(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      ...(port === undefined ? {} : { port }),
    });

  it('refuses a DNS-rebinding page: game creation, the engine API and the WebSocket', async () => {
    writeFileSync(log, '');
    const host = `evil.example:${server.port}`;
    const rebinding = { host, origin: `http://${host}` };
    const created = await post('/api/games', rebinding, { game: 'gomoku' });
    expect(created.status).toBe(403);
    expect(JSON.parse(created.body.toString())).toMatchObject({ error: 'forbidden-origin' });
    const genmove = await post('/api/go/engines/rec/genmove', rebinding, game);
    expect(genmove.status).toBe(403);
    expect(await upgrade(rebinding.origin, host)).toBe(403);
    expect(readFileSync(log, 'utf8')).not.toContain('genmove');
  });

  it('refuses an https Origin on this plain-http server, and other ports of this host', async () => {
    for (const origin of [
      `https://127.0.0.1:${server.port}`,
      `https://localhost:${server.port}`,
      `http://127.0.0.1:${server.port + 1}`,
    ]) {
      const host = new URL(origin).host;
      expect((await post('/api/games', { host, origin }, { game: 'gomoku' })).status, origin).toBe(
        403,
      );
      expect(await upgrade(origin, host), origin).toBe(403);
    }
  });

  it('accepts the loopback origins of its own port', async () => {
    for (const origin of [
      `http://127.0.0.1:${server.port}`,
      `http://localhost:${server.port}`,
      `http://[::1]:${server.port}`,
    ]) {
      const host = new URL(origin).host;
      const r = await post('/api/games', { origin, host }, { game: 'gomoku' });
      expect(r.status, origin).toBe(201);
      expect(await upgrade(origin, host), origin).not.toBe(403);
    }
  });

  it('with configured origins, accepts those only', async () => {
    const store = new MemoryGameStore();
    const app = await buildApp({
      webRoot: root,
      goEngines: new GoEngineBridge([]),
      dataDir: root,
      store,
      allowedOrigins: ['https://Qipan.example/'],
    });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const port = (app.server.address() as AddressInfo).port;
      expect(app.qipan.allowedOrigins).toEqual(['https://qipan.example']);
      const status = async (path: string, origin: string, host: string, body: unknown) =>
        (await post(path, { origin, host }, body, port)).status;
      const configured = 'https://qipan.example';
      // The configured origin (behind its TLS proxy: Host is the public name) is accepted
      // on game creation, the engine API (no engine here: 404, not 403) and the WebSocket.
      expect(await status('/api/games', configured, 'qipan.example', { game: 'gomoku' })).toBe(201);
      expect(await status('/api/go/engines/rec/genmove', configured, 'qipan.example', game)).toBe(
        404,
      );
      expect(await upgrade(configured, 'qipan.example', port)).not.toBe(403);
      // Anything else is refused on all three: the loopback origins, plain http, and a
      // DNS-rebinding page whose Host matches its Origin.
      const loopback = `127.0.0.1:${port}`;
      const rebound = `evil.example:${port}`;
      for (const [origin, host] of [
        [`http://${loopback}`, loopback],
        ['http://qipan.example', 'qipan.example'],
        [`http://${rebound}`, rebound],
      ] as const) {
        expect(await status('/api/games', origin, host, { game: 'gomoku' }), origin).toBe(403);
        expect(await status('/api/go/engines/rec/genmove', origin, host, game), origin).toBe(403);
        expect(await upgrade(origin, host, port), origin).toBe(403);
      }
    } finally {
      await app.close();
      await store.close();
    }
  });
});

describe('slow clients', () => {
  /** Sends a body one byte every 100 ms; resolves with the ms until the server answers or hangs up. */
  function trickle(port: number): Promise<{ ms: number; answer: string }> {
    return new Promise((resolve) => {
      const start = Date.now();
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      const drip = setInterval(() => socket.write(' '), 100);
      const done = (): void => {
        clearInterval(drip);
        socket.destroy();
        resolve({ ms: Date.now() - start, answer });
      };
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('close', done);
      socket.on('error', done);
      socket.write(
        'POST /api/go/engines/none/genmove HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
          'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
      );
      // Long past the limit: the server never cut it.
      setTimeout(done, 10_000).unref();
    });
  }

  it('cuts a request whose body is still coming after the request timeout', async () => {
    const app = await buildApp({
      webRoot: root,
      goEngines: new GoEngineBridge([]),
      dataDir: root,
      limits: { requestTimeoutMs: 1_000 },
    });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const { ms, answer } = await trickle((app.server.address() as AddressInfo).port);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(ms).toBeGreaterThanOrEqual(900);
      expect(ms).toBeLessThan(2_500);
    } finally {
      await app.close();
    }
  });
});

describe('/healthz', () => {
  it('answers 503 while the store refuses writes, and 200 again after', async () => {
    const sqlite = new Database(join(root, 'health.sqlite'));
    const database = withStatementCache(sqlite);
    const db = new Kysely<StoreDatabase>({ dialect: new SqliteDialect({ database }) });
    await migrateToLatest(db);
    const store = sqlStore(db, { kind: 'sqlite', isUniqueViolation: isSqliteUniqueViolation });
    const app = await buildApp({
      webRoot: root,
      goEngines: new GoEngineBridge([]),
      dataDir: root,
      store,
    });
    try {
      expect((await app.inject({ url: '/healthz' })).body).toBe('ok\n');
      sqlite.pragma('query_only = ON');
      const down = await app.inject({ url: '/healthz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({
        error: 'unavailable',
        reason: 'read-only',
        message: 'sqlite: the database refuses writes',
      });
      sqlite.pragma('query_only = OFF');
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await store.close();
    }
  });
});

describe('rate limits', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({
      webRoot: root,
      goEngines: new GoEngineBridge([]),
      dataDir: root,
      limits: { requestsPerMinute: 3 },
    });
  });
  afterAll(() => app.close());

  it('limits API requests per IP, not static files or /healthz', async () => {
    const list = (ip: string) => app.inject({ url: '/api/go/engines', remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await list('10.0.0.1')).statusCode).toBe(200);
    const limited = await list('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: { reason: 'rate-limited' } });
    expect((await list('10.0.0.2')).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) {
      const ip = '10.0.0.1';
      expect((await app.inject({ url: '/healthz', remoteAddress: ip })).statusCode).toBe(200);
      const asset = await app.inject({ url: '/assets/index-AbC123.js', remoteAddress: ip });
      expect(asset.statusCode).toBe(200);
    }
  });

  it('exposes the data directory and the bridge to later plugins', () => {
    expect(app.qipan.dataDir).toBe(root);
    expect(app.qipan.goEngines.specs).toEqual([]);
    expect(server.dataDir).toBe(join(root, 'data'));
  });
});

describe('the online game API in the whole app', () => {
  const post = (path: string, headers: Record<string, string>, body: unknown) =>
    raw(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('creates a game, takes a move, and keeps it in the data directory', async () => {
    const created = await post('/api/games', {}, { game: 'gomoku', side: 'black' });
    expect(created.status).toBe(201);
    const { id, token } = JSON.parse(created.body.toString()) as { id: string; token: string };
    expect((await post(`/api/games/${id}/join`, {}, {})).status).toBe(201);
    const moved = await post(
      `/api/games/${id}/moves`,
      { authorization: `Bearer ${token}` },
      {
        move: 'h8',
        ply: 0,
      },
    );
    expect(JSON.parse(moved.body.toString())).toEqual({ ply: 1 });
    const loaded = await server.store.loadGame(id);
    expect(loaded?.actions.map((a) => a.action)).toEqual([{ type: 'move', move: 'h8' }]);
  });

  it('refuses a foreign Origin with 403 forbidden-origin and creates nothing', async () => {
    const r = await post('/api/games', { origin: 'https://evil.example' }, { game: 'gomoku' });
    expect(r.status).toBe(403);
    expect(JSON.parse(r.body.toString())).toEqual({
      error: 'forbidden-origin',
      message: 'requests from other sites are refused',
    });
  });
});
