// The online-play benchmark (`npm run bench` runs it as the `online` row; alone:
// `node --expose-gc lab/dist/bench/online.js [--games N] [--seconds S] [--instances 1|2]
// [--summary]`).
//
// This process runs the real server (the built @qipan/server, SQLite in a
// temp dir, limits raised for one client address) and nothing else, so that its RSS
// is the server's. The simulated players run in a forked child (`--client`), over
// WebSocket with the `ws` package:
//   1. create N Gomoku games over HTTP (POST /api/games, POST /join): 2 seats each;
//   2. open 2N sockets, `hello` with the seat's token, wait for each `state`; idle
//      2 s: memory per idle socket = the server's growth / 2N, the larger of RSS and
//      JS heap + external (after a GC when the server runs with --expose-gc);
//   3. closed loop for S seconds: every game plays as fast as acks come back (the
//      seat to move sends `move` when it sees the opponent's `moved`): acks/s;
//   4. paced at 1,000 moves/s for S/2 seconds, spread over the games: the ack
//      latency (send → ack) p50/p99 at the target load. (In the closed loop N moves
//      are always in flight, so its latency is N / throughput by Little's law: it is
//      printed, but the target is checked at the paced load.)
// Prints a table with the targets; exit status 1 when a target is missed, 2 when the
// benchmark could not run. --summary prints one line instead of the table.
//
// --instances 2 (needs QIPAN_DATABASE_URL and QIPAN_REDIS_URL): a second server on that
// database and Redis runs in another forked child (`--server`); in every game black
// plays on the first and white on the second, and the seat to move next sends its move
// when its own instance shows it the opponent's, so every move crosses Redis before the
// next one. Memory is then the two servers' together.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Point } from '@qipan/core';
import type { RunningServer, startServer as StartServer } from '@qipan/server';
import type WebSocketClient from 'ws';

type Start = typeof StartServer;
/** What this bench keeps of a running server: its address and how to stop it. */
type Server = Pick<RunningServer, 'url' | 'close'>;

function flag(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}
const GAMES = flag('games', 1000);
const SECONDS = flag('seconds', 10);
const RATE = flag('rate', 1000);
const INSTANCES = flag('instances', 1);
const TARGETS = {
  sockets: 2 * GAMES,
  games: GAMES,
  acksPerSecond: 1000,
  p99Ms: 100,
  kbPerSocket: 50,
};

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
/** `process.send`, which a forked child has (the bench forks every child it talks to). */
const tell = (message: unknown): void => {
  if (!process.send) throw new Error('online bench: not a forked child');
  process.send(message);
};

/** The latency of the acks of one phase. */
interface Latency {
  readonly p50: number;
  readonly p99: number;
}
/** What the players measured (the client's `done` message). */
interface Played {
  readonly socketsHeld: number;
  readonly gamesHeld: number;
  readonly closed: Latency & { readonly seconds: number; readonly rate: number };
  readonly paced: Latency & { readonly rate: number };
  readonly errors: number;
  readonly firstErrors: readonly string[];
}
/** The client's messages to the parent, by phase. */
type ClientMessage =
  | { readonly phase: 'created' }
  | { readonly phase: 'opened'; readonly sockets: number }
  | { readonly phase: 'progress'; readonly text: string }
  | ({ readonly phase: 'done' } & Played);
/** The memory of a process: RSS, and the JS heap in use plus the buffers outside it. */
interface Memory {
  readonly rss: number;
  readonly js: number;
}

if (process.argv[2] === '--client') await client(process.argv[3] ?? '');
else if (process.argv[2] === '--server') await secondServer();
else await parent();

// --- the server side ---------------------------------------------------------------

/** The built server, or exit 2 when it is not built. */
async function loadServer(): Promise<Start> {
  try {
    return (await import('@qipan/server')).startServer;
  } catch (e) {
    console.error(`online bench: cannot load @qipan/server (run npm run build): ${String(e)}`);
    process.exit(2);
  }
}

/** A temporary data directory with a stand-in web root (the page is never fetched). */
function benchDirs(): { dataDir: string; webRoot: string } {
  const dataDir = mkdtempSync(join(tmpdir(), 'qipan-online-bench-'));
  const webRoot = join(dataDir, 'web');
  mkdirSync(webRoot);
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>bench</title>');
  return { dataDir, webRoot };
}

async function parent(): Promise<void> {
  const startServer = await loadServer();
  // A stand-in web root keeps the bench independent of the web build.
  const { dataDir, webRoot } = benchDirs();
  if (INSTANCES !== 1 && INSTANCES !== 2) {
    console.error('online bench: --instances is 1 or 2');
    process.exit(2);
  }
  if (INSTANCES === 2 && !(process.env.QIPAN_DATABASE_URL && process.env.QIPAN_REDIS_URL)) {
    console.error('online bench: --instances 2 needs QIPAN_DATABASE_URL and QIPAN_REDIS_URL');
    process.exit(2);
  }
  const start = () => benchServer(startServer, dataDir, webRoot);
  const server = await start();
  const second = INSTANCES === 2 ? await forkServer() : undefined;
  const gc = globalThis.gc ?? ((): void => undefined);
  /** The JS heap in use and the memory of buffers outside it (both servers'). */
  const jsMemory = async (): Promise<number> => {
    const m = process.memoryUsage();
    return m.heapUsed + m.external + (second ? (await second.memory()).js : 0);
  };
  const rss = async (): Promise<number> => {
    gc();
    return process.memoryUsage().rss + (second ? (await second.memory()).rss : 0);
  };
  const child = fork(
    fileURLToPath(import.meta.url),
    ['--client', [server.url, ...(second ? [second.url] : [])].join(','), ...process.argv.slice(2)],
    {
      execArgv: [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  let before = 0;
  let heapBefore = 0;
  let perSocket = NaN;
  let heapPerSocket = NaN;
  const result = await new Promise<Played>((resolve, reject) => {
    child.on('exit', (code) =>
      reject(new Error(`the client exited (${String(code)}) before the end`)),
    );
    child.on('message', async (message) => {
      const m = message as ClientMessage;
      if (m.phase === 'created') {
        await sleep(500);
        before = await rss();
        heapBefore = await jsMemory();
        child.send('open');
      } else if (m.phase === 'opened') {
        await sleep(2000);
        const [rssNow, jsNow] = [await rss(), await jsMemory()];
        perSocket = m.sockets > 0 ? (rssNow - before) / m.sockets : NaN;
        heapPerSocket = m.sockets > 0 ? (jsNow - heapBefore) / m.sockets : NaN;
        child.send('play');
      } else if (m.phase === 'done') resolve(m);
      else if (m.phase === 'progress') process.stderr.write(`online bench: ${m.text}\n`);
    });
  }).catch((e: unknown) => {
    console.error(`online bench: ${e instanceof Error ? e.message : String(e)}`);
    return undefined;
  });
  const serverRss =
    process.memoryUsage().rss +
    (second ? (await second.memory().catch(() => ({ rss: 0 }))).rss : 0);
  child.removeAllListeners('exit');
  child.kill();
  await server.close();
  await second?.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (!result) process.exit(2);
  report({ ...result, perSocket, heapPerSocket, serverRss });
}

/** The second server, in a forked child. */
interface ForkedServer {
  readonly url: string;
  memory(): Promise<Memory>;
  close(): Promise<void>;
}

/** The next message of a forked child; rejected when it exits first. */
function nextMessage<T>(child: ChildProcess, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onExit = (code: number | null): void =>
      reject(new Error(`${what} exited (${String(code)})`));
    child.once('exit', onExit);
    child.once('message', (m) => {
      child.off('exit', onExit);
      resolve(m as T);
    });
  });
}

/** The same server in a forked child (`--server`): its URL, memory on request, close. */
async function forkServer(): Promise<ForkedServer> {
  const child = fork(fileURLToPath(import.meta.url), ['--server', ...process.argv.slice(2)], {
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <T>(): Promise<T> => nextMessage<T>(child, 'the second server');
  const hello = await next<{ url: string }>().catch((e: unknown) => {
    console.error(`online bench: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(2);
  });
  return {
    url: hello.url,
    memory: () => {
      const answer = next<Memory>();
      child.send('memory');
      return answer;
    },
    close: async () => {
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.send('close');
      await gone;
    },
  };
}

async function secondServer(): Promise<void> {
  const startServer = await loadServer();
  const { dataDir, webRoot } = benchDirs();
  const server = await benchServer(startServer, dataDir, webRoot);
  process.on('message', async (m) => {
    if (m === 'memory') {
      globalThis.gc?.();
      const u = process.memoryUsage();
      tell({ rss: u.rss, js: u.heapUsed + u.external } satisfies Memory);
    } else if (m === 'close') {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    }
  });
  tell({ url: server.url });
}

/** The server as the bench runs it: limits raised for one client address. */
function benchServer(startServer: Start, dataDir: string, webRoot: string): Promise<Server> {
  const many = 1_000_000;
  return startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    webRoot,
    gnugo: false,
    warn: () => undefined,
    // Every player comes from 127.0.0.1: the per-address limits are raised.
    limits: {
      requestsPerMinute: many,
      createPerMinute: many,
      createBurst: many,
      socketsPerIp: many,
      messagesPerSecond: many,
      messageBurst: many,
      floodStrikes: many,
    },
  });
}

/** One row of the table: measure, result, target, met (undefined: no target), short name for --summary. */
type Row = readonly [string, string, string, boolean | undefined, string?];

function report(
  r: Played & { perSocket: number; heapPerSocket: number; serverRss: number },
): never {
  // RSS misses the growth inside heap pages the server had already taken (creating the
  // games), the JS numbers miss native memory: the larger of the two is checked.
  const kb = Math.max(r.perSocket, r.heapPerSocket) / 1024;
  const rows: Row[] = [
    [
      'open sockets held',
      String(r.socketsHeld),
      `${TARGETS.sockets}`,
      r.socketsHeld >= TARGETS.sockets,
      'sockets',
    ],
    [
      'concurrent games held',
      String(r.gamesHeld),
      `${TARGETS.games}`,
      r.gamesHeld >= TARGETS.games,
      'games',
    ],
    [
      `acked moves/s (closed loop, ${r.closed.seconds.toFixed(1)} s)`,
      r.closed.rate.toFixed(0),
      `≥ ${TARGETS.acksPerSecond}`,
      r.closed.rate >= TARGETS.acksPerSecond,
      'acks/s',
    ],
    [
      'ack p50 / p99, closed loop (all games in flight)',
      `${r.closed.p50.toFixed(1)} / ${r.closed.p99.toFixed(1)} ms`,
      '—',
      undefined,
    ],
    [
      `ack p50 / p99 at ${RATE} moves/s (achieved ${r.paced.rate.toFixed(0)}/s)`,
      `${r.paced.p50.toFixed(1)} / ${r.paced.p99.toFixed(1)} ms`,
      `p99 < ${TARGETS.p99Ms} ms`,
      r.paced.p99 < TARGETS.p99Ms && r.paced.rate >= RATE * 0.9,
      'p99',
    ],
    [
      'memory per idle socket (larger of the two below)',
      Number.isFinite(kb) ? `${kb.toFixed(1)} KB` : 'unknown',
      `< ${TARGETS.kbPerSocket} KB`,
      kb < TARGETS.kbPerSocket,
      'KB/socket',
    ],
    ['  server RSS growth / sockets', `${(r.perSocket / 1024).toFixed(1)} KB`, '—', undefined],
    [
      '  JS heap + external growth / sockets',
      `${(r.heapPerSocket / 1024).toFixed(1)} KB`,
      '—',
      undefined,
    ],
    ['server RSS at the end', `${(r.serverRss / 2 ** 20).toFixed(0)} MB`, '—', undefined],
    ['errors from the server', String(r.errors), '0', r.errors === 0, 'errors'],
  ];
  const missed = rows.filter((row) => row[3] === false);
  if (process.argv.includes('--summary')) {
    console.log(
      `${r.socketsHeld} sockets, ${r.gamesHeld} games, ${r.closed.rate.toFixed(0)} acks/s, ` +
        `p99 ${r.paced.p99.toFixed(1)} ms at ${RATE}/s, ${kb.toFixed(1)} KB/socket, ` +
        `RSS ${(r.serverRss / 2 ** 20).toFixed(0)} MB${missed.length ? `; missed: ${missed.map((m) => m[4]).join(', ')}` : ''}`,
    );
  } else {
    const header = ['online play (simulated players over WebSocket)', 'result', 'target', 'status'];
    const table = [
      header,
      ...rows.map(([a, b, c, ok]) => [a, b, c, ok === undefined ? '—' : ok ? 'met' : 'MISSED']),
    ];
    const widths = header.map((_, i) => Math.max(...table.map((row) => (row[i] ?? '').length)));
    const line = (row: readonly string[]): string =>
      row
        .map((c, i) => c.padEnd(widths[i] ?? 0))
        .join(' | ')
        .trimEnd();
    console.log(line(header));
    console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
    for (const row of table.slice(1)) console.log(line(row));
    console.log(
      `${GAMES} Gomoku games, ${INSTANCES === 1 ? 'one instance' : 'two instances in two processes (black on one, white on the other)'}, node ${process.version}${globalThis.gc ? '' : ' (no --expose-gc: memory per socket is rougher)'}`,
    );
    if (r.firstErrors.length > 0) console.log(`first errors: ${r.firstErrors.join('; ')}`);
  }
  process.exit(missed.length === 0 ? 0 : 1);
}

// --- the players -------------------------------------------------------------------

/** One long Gomoku line that never makes five, so that no game ends during the bench. */
async function moveList(): Promise<string[]> {
  const { gomoku, formatPoint } = await import('@qipan/gomoku');
  const size = 15;
  let s = gomoku.initial({});
  const cells: Point[] = [];
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) cells.push({ x, y });
  let seed = 12345;
  const rand = (): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = cells.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [cells[i], cells[j]] = [cells[j] as Point, cells[i] as Point];
  }
  const moves: string[] = [];
  for (let round = 0; round < 3; round++) {
    for (const p of cells) {
      const r = gomoku.play(s, p);
      if (!r.ok || gomoku.outcome(r.value)) continue;
      s = r.value;
      moves.push(formatPoint(p, size));
    }
  }
  return moves;
}

async function pool<T>(
  items: readonly T[],
  width: number,
  fn: (item: T) => Promise<unknown>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await fn(items[next++] as T);
    }),
  );
}

type Color = 'black' | 'white';
/** One game as the players see it. */
interface Game {
  readonly id: string;
  readonly tokens: Partial<Record<Color, string>>;
  readonly sockets: Partial<Record<Color, WebSocketClient>>;
  ply: number;
  inFlight: boolean;
  over: boolean;
}
/** What the players read of the server's messages. */
interface ServerMessage {
  readonly type: string;
  readonly id?: number;
  readonly ply?: number;
  readonly game?: { readonly status: string };
  readonly error?: string;
  readonly message?: string;
}
/** What POST /api/games and /join answer. */
interface Seat {
  readonly id: string;
  readonly side: Color;
  readonly token: string;
}

async function client(serverUrls: string): Promise<void> {
  const urls = serverUrls.split(',');
  // Black's instance and white's (the same one unless --instances 2).
  const url = urls[0] ?? '';
  const otherUrl = urls.at(-1) ?? url;
  const { default: WebSocket } = await import('ws');
  const progress = (text: string): void =>
    tell({ phase: 'progress', text } satisfies ClientMessage);
  const waitFor = (word: string): Promise<void> =>
    new Promise((r) => process.once('message', (m) => m === word && r()));
  const moves = await moveList();
  const post = async (path: string, body: unknown, base = url): Promise<Seat> => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as Seat;
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };

  // 1. Games: black is the creator, white joins.
  const games: Game[] = [];
  await pool(
    Array.from({ length: GAMES }, (_, i) => i),
    16,
    async () => {
      const created = await post('/api/games', { game: 'gomoku', side: 'black' });
      const joined = await post(`/api/games/${created.id}/join`, {}, otherUrl);
      games.push({
        id: created.id,
        tokens: { [created.side]: created.token, [joined.side]: joined.token },
        sockets: {},
        ply: 0,
        inFlight: false,
        over: false,
      });
    },
  );
  progress(`${games.length} games created`);
  tell({ phase: 'created' } satisfies ClientMessage);
  await waitFor('open');

  // 2. Sockets: two per game, each waits for its first state.
  let errors = 0;
  const firstErrors: string[] = [];
  let mode: 'idle' | 'closed' | 'paced' = 'idle';
  let nextId = 1;
  const sentAt = new Map<number, number>();
  let latencies: number[] = [];
  let acks = 0;
  const ready: Game[] = [];
  let open = 0;
  const wsBase = { black: url.replace(/^http/, 'ws'), white: otherUrl.replace(/^http/, 'ws') };

  const send = (g: Game | undefined): void => {
    if (g === undefined) return;
    if (g.over || g.inFlight || g.ply >= moves.length) return;
    const color = g.ply % 2 === 0 ? 'black' : 'white';
    const id = nextId++;
    sentAt.set(id, performance.now());
    g.inFlight = true;
    g.sockets[color]?.send(JSON.stringify({ type: 'move', id, move: moves[g.ply], ply: g.ply }));
  };

  const connect = (g: Game, color: Color): Promise<boolean> =>
    new Promise((resolve) => {
      const ws = new WebSocket(`${wsBase[color]}/api/games/${g.id}/ws`, {
        perMessageDeflate: false,
      });
      g.sockets[color] = ws;
      let greeted = false;
      ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', token: g.tokens[color] })));
      ws.on('message', (data) => {
        const m = JSON.parse(String(data)) as ServerMessage;
        if (m.type === 'state' && !greeted) {
          greeted = true;
          open++;
          resolve(true);
        } else if (m.type === 'ack') {
          const t = m.id === undefined ? undefined : sentAt.get(m.id);
          if (t !== undefined && m.id !== undefined) {
            sentAt.delete(m.id);
            if (mode !== 'idle') latencies.push(performance.now() - t);
            acks++;
          }
        } else if (m.type === 'moved') {
          // Both seats see it; the game's next move goes out from the seat now to move.
          // One instance: on black's copy. Two: on the copy of the seat to move, which
          // came from the other instance through Redis.
          const ply = m.ply ?? 0;
          const driver = INSTANCES === 1 || ply % 2 === 0 ? 'black' : 'white';
          if (color !== driver) return;
          g.ply = ply;
          g.inFlight = false;
          if (mode === 'closed') send(g);
          else if (mode === 'paced') ready.push(g);
        } else if (m.type === 'state' && m.game?.status === 'ended') {
          g.over = true;
        } else if (m.type === 'error') {
          errors++;
          if (firstErrors.length < 5) firstErrors.push(`${m.error ?? ''}: ${m.message ?? ''}`);
        }
      });
      ws.on('error', (e) => {
        errors++;
        if (firstErrors.length < 5) firstErrors.push(e.message);
        resolve(false);
      });
      ws.on('close', () => {
        if (greeted) open--;
        resolve(false);
      });
    });

  const seats = games.flatMap((g) => [[g, 'black'] as const, [g, 'white'] as const]);
  await pool(seats, 64, ([g, color]) => connect(g, color));
  progress(`${open} sockets open`);
  tell({ phase: 'opened', sockets: open } satisfies ClientMessage);
  await waitFor('play');

  // 3. Closed loop.
  mode = 'closed';
  acks = 0;
  latencies = [];
  let t0 = performance.now();
  for (const g of games) send(g);
  await sleep(SECONDS * 1000);
  mode = 'idle';
  let t1 = performance.now();
  const closedAcks = acks;
  const closedLat = latencies.sort((a, b) => a - b);
  await sleep(1000); // the moves in flight land
  // (Slower set-ups need longer: a game whose move is still in flight would send it again.)
  for (let waited = 0; games.some((g) => g.inFlight) && waited < 10_000; waited += 100)
    await sleep(100);
  const closed = {
    seconds: (t1 - t0) / 1000,
    rate: closedAcks / ((t1 - t0) / 1000),
    p50: percentile(closedLat, 0.5),
    p99: percentile(closedLat, 0.99),
  };
  progress(`closed loop: ${closed.rate.toFixed(0)} acks/s`);

  // 4. Paced at RATE moves/s, in 10 ms ticks.
  for (const g of games) g.inFlight = false;
  ready.length = 0;
  ready.push(...games);
  mode = 'paced';
  acks = 0;
  latencies = [];
  t0 = performance.now();
  let sent = 0;
  const pacedMs = (SECONDS / 2) * 1000;
  for (let now = t0; now - t0 < pacedMs; now = performance.now()) {
    // As many moves as the rate allows by now (timers fire late on a busy machine).
    const due = Math.floor((RATE * (now - t0)) / 1000) - sent;
    for (let k = 0; k < due && ready.length > 0; k++) {
      send(ready.shift());
      sent++;
    }
    await sleep(5);
  }
  t1 = performance.now();
  const pacedAcks = acks;
  await sleep(1000);
  mode = 'idle';
  const pacedLat = latencies.sort((a, b) => a - b);
  const paced = {
    rate: pacedAcks / ((t1 - t0) / 1000),
    p50: percentile(pacedLat, 0.5),
    p99: percentile(pacedLat, 0.99),
  };
  const gamesHeld = games.filter(
    (g) =>
      g.sockets.black?.readyState === WebSocket.OPEN &&
      g.sockets.white?.readyState === WebSocket.OPEN,
  ).length;
  tell({
    phase: 'done',
    socketsHeld: open,
    gamesHeld,
    closed,
    paced,
    errors,
    firstErrors,
  } satisfies ClientMessage);
  await sleep(60_000); // the parent ends this process
}
