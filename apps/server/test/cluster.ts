/**
 * Test-only: a small cluster of real server processes on loopback (the built server,
 * `node apps/server/bin/qipan-server.js`, as `npm test` builds it) sharing one fresh
 * PostgreSQL database and Redis, behind Debian's nginx run in the foreground with a
 * generated config (round-robin upstream, WebSocket upgrade). nginx names the instance
 * that answered in an `X-Qipan-Upstream` header, so a test can tell where a socket sits.
 * Also a minimal WebSocket client that keeps every message and waits for the one it
 * expects.
 *
 * @example
 * ```ts
 * const db = await freshDatabase();
 * const a = await startInstance({ databaseUrl: db.url, redisUrl: TEST_REDIS_URL });
 * const b = await startInstance({ databaseUrl: db.url, redisUrl: TEST_REDIS_URL });
 * const lb = await startNginx([a.port, b.port]);
 * const ws = await Socket.open(`${lb.wsUrl}/api/games/${id}/ws`); // ws.upstream: '127.0.0.1:…'
 * await a.kill9();
 * ```
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import type { ServerMessage } from '@qipan/protocol';

const BIN = fileURLToPath(new URL('../bin/qipan-server.js', import.meta.url));

export const TEST_REDIS_URL = process.env.QIPAN_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Everything this module started, killed by `stopAll` (afterAll). */
const children = new Set<ChildProcess>();
const tempDirs: string[] = [];

export function stopAll(): void {
  for (const c of children) c.kill('SIGKILL');
  children.clear();
  for (const d of tempDirs.splice(0)) rmSync(d, { recursive: true, force: true });
}

export async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as { port: number };
  await new Promise((r) => s.close(r));
  return port;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Waits until `url` answers with `status` (any status when undefined). */
async function until(
  url: string,
  isDown: () => string | undefined,
  status?: number,
): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const down = isDown();
    if (down !== undefined) throw new Error(down);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (status === undefined || res.status === status) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in 30 s`);
    await sleep(50);
  }
}

/** A process a test started: its output so far, and whether it has exited. */
export interface Started {
  readonly child: ChildProcess;
  output(): string;
  exited(): boolean;
}

/**
 * Spawns `command` (killed by {@link stopAll}) and resolves once `url` answers (with
 * `status` when given); fails with the process's output if it exits first, or after 30 s.
 */
export async function spawnServing(
  command: string,
  args: readonly string[],
  opts: { env?: NodeJS.ProcessEnv; url: string; status?: number; what: string },
): Promise<Started> {
  const child = spawn(command, args, {
    ...(opts.env ? { env: opts.env } : {}),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  let exited = false;
  child.on('exit', () => {
    exited = true;
    children.delete(child);
  });
  await until(
    opts.url,
    () => (exited ? `${opts.what} exited at start:\n${output}` : undefined),
    opts.status,
  );
  return { child, output: () => output, exited: () => exited };
}

/** SIGKILL, and waits for the process to be gone. */
export async function kill9(s: Started): Promise<void> {
  if (s.exited()) return;
  const gone = new Promise((r) => s.child.once('exit', r));
  s.child.kill('SIGKILL');
  await gone;
}

export interface Instance {
  readonly port: number;
  readonly url: string;
  output(): string;
  /** SIGKILL, and waits for the process to be gone. */
  kill9(): Promise<void>;
}

/**
 * The environment of a built server started by a test: this process's, on `port` of
 * the loopback only, with its own data directory and no GNU Go, plus `extra`.
 */
export function serverEnv(
  port: number,
  dataDir: string,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    QIPAN_DATA_DIR: dataDir,
    QIPAN_GNUGO: 'off',
    ...extra,
  };
}

/** Starts one server process on a free loopback port; resolves once /healthz says 200. */
export async function startInstance(opts: {
  databaseUrl: string;
  redisUrl: string;
  env?: Record<string, string>;
}): Promise<Instance> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'qipan-cluster-data-'));
  tempDirs.push(dataDir);
  const url = `http://127.0.0.1:${port}`;
  const s = await spawnServing(process.execPath, [BIN], {
    env: serverEnv(port, dataDir, {
      QIPAN_DATABASE_URL: opts.databaseUrl,
      QIPAN_REDIS_URL: opts.redisUrl,
      ...opts.env,
    }),
    url: `${url}/healthz`,
    status: 200,
    what: 'the server',
  });
  return {
    port,
    url,
    output: s.output,
    kill9: () => kill9(s),
  };
}

/** Debian's nginx: $QIPAN_NGINX, else /usr/sbin/nginx, installed with apt-get when root. */
export function findNginx(): string {
  const candidates = [process.env.QIPAN_NGINX, '/usr/sbin/nginx', '/usr/bin/nginx'];
  const found = (): string | undefined => candidates.find((c) => c !== undefined && existsSync(c));
  let nginx = found();
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (nginx === undefined && root && existsSync('/usr/bin/apt-get')) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const install = (): boolean =>
      spawnSync('apt-get', ['install', '-y', '-qq', 'nginx'], { env, stdio: 'ignore' }).status ===
      0;
    if (!install()) {
      spawnSync('apt-get', ['update', '-qq'], { env, stdio: 'ignore' });
      install();
    }
    nginx = found();
  }
  if (nginx === undefined)
    throw new Error(
      "nginx is missing: install Debian's package with `sudo apt-get install -y nginx` " +
        '(or set QIPAN_NGINX to an nginx binary)',
    );
  return nginx;
}

/**
 * The nginx config of docs/deploy.md for these upstream ports, with every path in
 * `dir` and a loopback listener on `port`.
 */
export function nginxConfig(dir: string, port: number, upstreams: readonly number[]): string {
  const servers = upstreams
    .map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`)
    .join('\n');
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' close;
  }
  upstream qipan {
${servers}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://qipan;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
      proxy_buffering off;
      proxy_next_upstream error timeout;
      add_header X-Qipan-Upstream $upstream_addr always;
    }
  }
}
`;
}

export interface Nginx {
  readonly url: string;
  readonly wsUrl: string;
  readonly config: string;
  errorLog(): string;
}

/** Starts nginx in the foreground in front of `upstreams`; resolves once it answers. */
export async function startNginx(upstreams: readonly number[]): Promise<Nginx> {
  const nginx = findNginx();
  const dir = mkdtempSync(join(tmpdir(), 'qipan-nginx-'));
  tempDirs.push(dir);
  mkdirSync(join(dir, 'logs'));
  const port = await freePort();
  const config = nginxConfig(dir, port, upstreams);
  writeFileSync(join(dir, 'nginx.conf'), config);
  const url = `http://127.0.0.1:${port}`;
  await spawnServing(
    nginx,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')],
    {
      url: `${url}/healthz`,
      what: 'nginx',
    },
  );
  const errorLog = (): string => {
    try {
      return readFileSync(join(dir, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  return { url, wsUrl: `ws://127.0.0.1:${port}`, config, errorLog };
}

type Msg<K extends ServerMessage['type']> = Extract<ServerMessage, { type: K }>;

/** A WebSocket that keeps every message; `next` takes the first unread one that matches. */
export class Socket {
  readonly messages: ServerMessage[] = [];
  private read = 0;
  private wake: (() => void) | undefined;
  closed = false;
  private rid = 1;

  private constructor(
    readonly ws: WebSocket,
    /** The instance nginx chose (its X-Qipan-Upstream header), or '' when direct. */
    readonly upstream: string,
  ) {
    ws.on('message', (data) => {
      this.messages.push(JSON.parse(String(data)) as ServerMessage);
      this.wake?.();
    });
    ws.on('close', () => {
      this.closed = true;
      this.wake?.();
    });
  }

  static open(url: string): Promise<Socket> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      let upstream = '';
      ws.once('upgrade', (res) => {
        const h = res.headers['x-qipan-upstream'];
        upstream = typeof h === 'string' ? h : '';
      });
      ws.once('open', () => resolve(new Socket(ws, upstream)));
      ws.once('unexpected-response', (_req, res) =>
        reject(new Error(`upgrade refused: ${res.statusCode}`)),
      );
      ws.once('error', reject);
    });
  }

  send(msg: Record<string, unknown>): number {
    const id = this.rid++;
    this.ws.send(JSON.stringify({ ...msg, id }));
    return id;
  }

  /** The first message after the last one taken that matches (later ones stay unread). */
  async next<K extends ServerMessage['type']>(
    type: K,
    pred: (m: Msg<K>) => boolean = () => true,
    waitMs = 10_000,
  ): Promise<Msg<K>> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      for (let i = this.read; i < this.messages.length; i++) {
        const m = this.messages[i] as ServerMessage;
        if (m.type === type && pred(m as Msg<K>)) {
          this.read = i + 1;
          return m as Msg<K>;
        }
      }
      const left = deadline - Date.now();
      if (this.closed || left <= 0)
        throw new Error(
          `no ${type} message${this.closed ? ' (socket closed)' : ''}; last: ${JSON.stringify(
            this.messages.slice(-3),
          ).slice(0, 600)}`,
        );
      await new Promise<void>((r) => {
        const t = setTimeout(r, left);
        this.wake = () => {
          clearTimeout(t);
          r();
        };
      });
      this.wake = undefined;
    }
  }

  /** Sends `msg` with an id and waits for its ack or error. */
  async call(msg: Record<string, unknown>): Promise<Msg<'ack'> | Msg<'error'>> {
    const id = this.send(msg);
    const deadline = Date.now() + 10_000;
    for (;;) {
      const m = this.messages.find(
        (x): x is Msg<'ack'> | Msg<'error'> =>
          (x.type === 'ack' || x.type === 'error') && x.id === id,
      );
      if (m) return m;
      if (this.closed || Date.now() > deadline) throw new Error(`no answer to ${msg.type}`);
      await sleep(10);
    }
  }

  async hello(token?: string, have?: number): Promise<Msg<'state'>> {
    this.ws.send(
      JSON.stringify({
        type: 'hello',
        ...(token === undefined ? {} : { token }),
        ...(have === undefined ? {} : { have }),
      }),
    );
    return this.next('state');
  }

  close(): void {
    this.ws.terminate();
  }

  waitClosed(ms = 10_000): Promise<void> {
    const deadline = Date.now() + ms;
    return (async () => {
      while (!this.closed) {
        if (Date.now() > deadline) throw new Error('the socket stayed open');
        await sleep(20);
      }
    })();
  }
}

/** Opens a socket through nginx until it lands on `port` (nginx round-robins). */
export async function socketOn(wsBase: string, path: string, port: number): Promise<Socket> {
  for (let i = 0; i < 10; i++) {
    const s = await Socket.open(`${wsBase}${path}`);
    if (s.upstream === `127.0.0.1:${port}`) return s;
    if (s.upstream === '') throw new Error('nginx sent no X-Qipan-Upstream header');
    s.close();
  }
  throw new Error(`nginx never sent a socket to port ${port}`);
}

export interface Reply {
  readonly status: number;
  readonly json: Record<string, unknown>;
  readonly upstream: string;
}

/** One JSON call (POST with a body, else GET). */
export async function call(url: string, body?: unknown, token?: string): Promise<Reply> {
  const res = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  let json: Record<string, unknown>;
  try {
    json = text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
  } catch {
    json = { text };
  }
  return {
    status: res.status,
    json,
    upstream: res.headers.get('x-qipan-upstream') ?? '',
  };
}
