/**
 * Scale-out for real: two server processes on one fresh PostgreSQL database and Redis,
 * behind nginx (round-robin, no sticky sessions). A game whose players and spectator
 * sit on different instances; one instance killed with SIGKILL mid-game (once with a
 * move in flight); its clients reconnect through nginx to the other and the game ends
 * with every acknowledged move. Also: the same ply fired at both instances at once is
 * accepted exactly once; and clocks flag whichever instance holds the sockets, and
 * when no instance that held the game is left. Runs the built server (apps/server/dist).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, tcpProxy, type TestDatabase } from '../src/storage/pg-testing.js';
import {
  call,
  socketOn,
  startInstance,
  startNginx,
  stopAll,
  Socket,
  TEST_REDIS_URL,
  type Instance,
  type Nginx,
} from './cluster.js';

let db: TestDatabase;

beforeAll(async () => {
  db = await freshDatabase();
}, 30_000);

afterAll(async () => {
  stopAll();
  await db?.drop();
});

interface Game {
  readonly id: string;
  readonly black: string;
  readonly white: string;
}

/** Creates a Gomoku game (black to the creator) at `base` and joins it there. */
async function newGame(base: string, clock?: Record<string, unknown>): Promise<Game> {
  const created = await call(`${base}/api/games`, {
    game: 'gomoku',
    side: 'black',
    ...(clock ? { clock } : {}),
  });
  expect(created.status).toBe(201);
  const id = created.json.id as string;
  const joined = await call(`${base}/api/games/${id}/join`, {});
  expect(joined.status).toBe(201);
  expect(joined.json.side).toBe('white');
  return { id, black: created.json.token as string, white: joined.json.token as string };
}

/** Actions stored for a game, read straight from the database. */
async function storedActions(id: string): Promise<{ seq: number; action: string }[]> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    const r = await client.query<{ seq: number; action: string }>(
      'select seq, action from actions where game_id = $1 order by seq',
      [id],
    );
    return r.rows;
  } finally {
    await client.end();
  }
}

describe('two instances behind nginx', () => {
  let a: Instance;
  let b: Instance;
  let lb: Nginx;

  // Presence repeated every 0.3 s: a silent instance's word expires after 0.9 s.
  const env = { QIPAN_PRESENCE_MS: '300' };

  beforeAll(async () => {
    a = await startInstance({ databaseUrl: db.url, redisUrl: TEST_REDIS_URL, env });
    b = await startInstance({ databaseUrl: db.url, redisUrl: TEST_REDIS_URL, env });
    lb = await startNginx([a.port, b.port]);
  }, 90_000);

  // The clock tests below need these gone (they would adopt the clock tests' games).
  afterAll(async () => {
    await a.kill9();
    await b.kill9();
  });

  it('round-robins plain HTTP between the instances and /healthz says the database is up', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const r = await call(`${lb.url}/healthz`);
      expect(r.status).toBe(200);
      seen.add(r.upstream);
    }
    expect([...seen].sort()).toEqual([`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`].sort());
  });

  it('plays a game across instances, survives kill -9 of one with a move in flight, and ends', async () => {
    const g = await newGame(lb.url);
    const path = `/api/games/${g.id}/ws`;
    const black = await socketOn(lb.wsUrl, path, a.port);
    const white = await socketOn(lb.wsUrl, path, b.port);
    const watcher = await socketOn(lb.wsUrl, path, b.port);
    expect((await black.hello(g.black)).game.you).toBe('black');
    expect((await white.hello(g.white)).game.you).toBe('white');
    const start = await watcher.hello();
    expect(start.game.you).toBe('spectator');
    expect(start.game.seats.black.connected).toBe(true); // on the other instance
    await black.next('presence', (p) => p.spectators === 1); // on the other instance

    // Black on A, white on B: each move reaches all three sockets.
    const line = ['h8', 'a1', 'i8', 'a3', 'j8'];
    const everyone = [black, white, watcher];
    for (const [i, move] of line.entries()) {
      const mover = i % 2 === 0 ? black : white;
      const ack = await mover.call({ type: 'move', move, ply: i });
      expect(ack).toMatchObject({ type: 'ack', ply: i + 1 });
      for (const s of everyone) {
        const m = await s.next('moved', (x) => x.ply === i + 1);
        expect(m.move).toBe(move);
      }
    }

    // White sends a5 and B dies at once: acknowledged or not, nothing acknowledged is lost.
    const inFlight = white.send({ type: 'move', move: 'a5', ply: 5 });
    await b.kill9();
    await white.waitClosed();
    await watcher.waitClosed();
    const acked = white.messages.some((m) => m.type === 'ack' && m.id === inFlight);

    // A stops counting what B said once B has been silent: white gone, no spectator.
    const gone = await black.next(
      'presence',
      (p) => p.spectators === 0 && !p.seats.white.connected,
    );
    expect(gone.seats.white.abandonAtMs).toBeGreaterThan(Date.now());

    // They come back through nginx: only A is left.
    // (nginx may try B first: its header then lists B, refused, and A.)
    const white2 = await Socket.open(`${lb.wsUrl}${path}`);
    const watcher2 = await Socket.open(`${lb.wsUrl}${path}`);
    expect(white2.upstream).toMatch(new RegExp(`127\\.0\\.0\\.1:${a.port}$`));
    expect(watcher2.upstream).toMatch(new RegExp(`127\\.0\\.0\\.1:${a.port}$`));
    const back = (await white2.hello(g.white)).game;
    expect((await watcher2.hello()).game.spectators).toBe(1);
    expect(back.moves.slice(0, 5)).toEqual(line);
    if (acked) expect(back.moves).toEqual([...line, 'a5']);
    expect(back.moves.length === 5 || back.moves[5] === 'a5').toBe(true);
    const stored = await storedActions(g.id);
    expect(stored).toHaveLength(back.moves.length);
    if (back.moves.length === 5) {
      // Not committed before the kill: the player sends it again.
      expect(await white2.call({ type: 'move', move: 'a5', ply: 5 })).toMatchObject({ ply: 6 });
    }
    await black.next('moved', (x) => x.ply === 6 || x.move === 'a5').catch(() => undefined);

    // Play goes on to the end: k8 a7 l8 is five in a row for black.
    const rest = ['k8', 'a7', 'l8'];
    const now = [black, white2, watcher2];
    for (const [j, move] of rest.entries()) {
      const ply = 6 + j;
      const mover = j % 2 === 0 ? black : white2;
      expect(await mover.call({ type: 'move', move, ply })).toMatchObject({
        type: 'ack',
        ply: ply + 1,
      });
      for (const s of now)
        expect((await s.next('moved', (x) => x.ply === ply + 1)).move).toBe(move);
    }
    for (const s of now) {
      const end = await s.next('state', (x) => x.game.outcome !== undefined);
      expect(end.game.outcome).toMatchObject({ winner: 'black', reason: 'five' });
    }
    const view = await call(`${lb.url}/api/games/${g.id}`);
    expect(view.json).toMatchObject({
      status: 'ended',
      moves: [...line, 'a5', ...rest],
      outcome: { winner: 'black' },
    });
    expect(await storedActions(g.id)).toHaveLength(9);
    for (const s of now) s.close();
  });

  it('accepts ply n once when the same ply is fired at both instances at once', async () => {
    // B is gone (previous test): a fresh second instance on the same database.
    b = await startInstance({ databaseUrl: db.url, redisUrl: TEST_REDIS_URL });
    const g = await newGame(a.url);
    await call(`${b.url}/api/games/${g.id}`); // B holds it too
    // Black's two candidates per ply (never five in a row whichever wins), white's answer.
    const moves = [
      ['h8', 'o15', 'a1'],
      ['i8', 'o13', 'a3'],
      ['j8', 'o11', 'a5'],
      ['k8', 'o9', 'a7'],
    ] as const;
    for (const [i, [first, other, second]] of moves.entries()) {
      const ply = i * 2;
      // Black's move at ply n, two different ones, one to each instance.
      const [ra, rb] = await Promise.all([
        call(`${a.url}/api/games/${g.id}/moves`, { move: first, ply }, g.black),
        call(`${b.url}/api/games/${g.id}/moves`, { move: other, ply }, g.black),
      ]);
      const ok = [ra, rb].filter((r) => r.status === 200);
      const refused = [ra, rb].filter((r) => r.status !== 200);
      expect(ok).toHaveLength(1);
      expect(ok[0]?.json).toEqual({ ply: ply + 1 });
      expect(refused[0]?.status).toBe(409);
      expect(refused[0]?.json.error).toBe('stale-ply');
      const winner = ra.status === 200 ? first : other;
      // White answers at the instance that lost.
      const loser = ra.status === 200 ? b.url : a.url;
      const w = await call(
        `${loser}/api/games/${g.id}/moves`,
        { move: second, ply: ply + 1 },
        g.white,
      );
      expect(w.json).toEqual({ ply: ply + 2 });
      const stored = await storedActions(g.id);
      expect(stored).toHaveLength(ply + 2);
      expect(JSON.parse(stored[ply]?.action ?? '{}')).toMatchObject({ move: winner });
    }
    // Both instances serve the same line.
    const va = await call(`${a.url}/api/games/${g.id}`);
    const vb = await call(`${b.url}/api/games/${g.id}`);
    expect(vb.json.moves).toEqual(va.json.moves);
    expect(va.json.moves).toHaveLength(8);
  });
});

describe('clocks across instances', () => {
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    const env = { QIPAN_ADOPT_MS: '300' };
    a = await startInstance({ databaseUrl: db.url, redisUrl: TEST_REDIS_URL, env });
    b = await startInstance({ databaseUrl: db.url, redisUrl: TEST_REDIS_URL, env });
  }, 90_000);

  it('flags the side to move with its socket on neither instance; the other side, on B, is told', async () => {
    const clock = { kind: 'absolute', initialMs: 1500 };
    const g = await newGame(a.url, clock);
    const white = await Socket.open(`ws://127.0.0.1:${b.port}/api/games/${g.id}/ws`);
    await white.hello(g.white);
    // Black plays through HTTP on A (no socket anywhere), white answers on B.
    expect(
      (await call(`${a.url}/api/games/${g.id}/moves`, { move: 'h8', ply: 0 }, g.black)).json,
    ).toEqual({ ply: 1 });
    expect(await white.call({ type: 'move', move: 'a1', ply: 1 })).toMatchObject({ ply: 2 });
    // Black's 1.5 s run out.
    const end = await white.next('state', (x) => x.game.outcome !== undefined, 8_000);
    expect(end.game.outcome).toEqual({ winner: 'white', reason: 'timeout' });
    expect(end.game.clock?.black.remainingMs).toBe(0);
    // Both instances' timers fired; the database took one timeout.
    await new Promise((r) => setTimeout(r, 500));
    const stored = await storedActions(g.id);
    expect(stored.map((s) => (JSON.parse(s.action) as { type: string }).type)).toEqual([
      'move',
      'move',
      'claim-timeout',
    ]);
    for (const i of [a, b]) {
      const v = await call(`${i.url}/api/games/${g.id}`);
      expect(v.json).toMatchObject({ status: 'ended', outcome: { reason: 'timeout' } });
    }
    white.close();
  });

  it('flags a game whose only instance was killed, on the instance that never saw it', async () => {
    const clock = { kind: 'absolute', initialMs: 2000 };
    const g = await newGame(a.url, clock);
    expect(
      (await call(`${a.url}/api/games/${g.id}/moves`, { move: 'h8', ply: 0 }, g.black)).json,
    ).toEqual({ ply: 1 });
    // White is to move, with 2 s; nobody is connected, and A, which held it, dies.
    await a.kill9();
    const deadline = Date.now() + 10_000;
    // B adopts it without being asked (QIPAN_ADOPT_MS 300): check the database, not B.
    for (;;) {
      const stored = await storedActions(g.id);
      if (stored.length === 2 || Date.now() > deadline) {
        expect(stored.map((s) => (JSON.parse(s.action) as { type: string }).type)).toEqual([
          'move',
          'claim-timeout',
        ]);
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const view = await call(`${b.url}/api/games/${g.id}`);
    expect(view.json).toMatchObject({
      status: 'ended',
      outcome: { winner: 'black', reason: 'timeout' },
    });
  });
});

describe('Redis away and back', () => {
  it('an instance cut off from Redis tells its players the moves made meanwhile once it is back', async () => {
    const proxy = await tcpProxy(TEST_REDIS_URL);
    const a = await startInstance({ databaseUrl: db.url, redisUrl: TEST_REDIS_URL });
    const b = await startInstance({ databaseUrl: db.url, redisUrl: proxy.url });
    try {
      const g = await newGame(a.url);
      const black = await Socket.open(`ws://127.0.0.1:${a.port}/api/games/${g.id}/ws`);
      const white = await Socket.open(`ws://127.0.0.1:${b.port}/api/games/${g.id}/ws`);
      await black.hello(g.black);
      await white.hello(g.white);
      expect(await black.call({ type: 'move', move: 'h8', ply: 0 })).toMatchObject({ ply: 1 });
      expect((await white.next('moved', (m) => m.ply === 1)).move).toBe('h8');
      expect(await white.call({ type: 'move', move: 'a1', ply: 1 })).toMatchObject({ ply: 2 });
      await black.next('moved', (m) => m.ply === 2);

      // B loses Redis; black's move on A does not reach white on B...
      proxy.cut();
      await new Promise((r) => setTimeout(r, 300));
      expect(await black.call({ type: 'move', move: 'i8', ply: 2 })).toMatchObject({ ply: 3 });
      await expect(white.next('moved', (m) => m.ply === 3, 1_000)).rejects.toThrow(/no moved/);
      // ...until Redis is back: B reads the game again and tells white.
      proxy.restore();
      expect((await white.next('moved', (m) => m.ply === 3, 10_000)).move).toBe('i8');
      expect(b.output()).toMatch(/redis is back/);
      black.close();
      white.close();
    } finally {
      await a.kill9();
      await b.kill9();
      proxy.cut();
    }
  });
});
