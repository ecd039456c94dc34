import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, newGame, startOnline, type Harness } from '../../test/onlineHarness.js';

let h: Harness;
beforeEach(async () => {
  h = await startOnline();
});
afterEach(async () => {
  await h.close();
});

const BLACK = ['h8', 'i8', 'j8', 'k8', 'l8'];
const WHITE = ['h9', 'i9', 'j9', 'k9'];

describe('the HTTP API', () => {
  it('plays a whole Gomoku game to five in a row, the stream reading every move and the end', async () => {
    const created = await h.post('/api/games', { game: 'gomoku', side: 'black' });
    expect(created.status).toBe(201);
    const { id, url, side, token } = created.body as Record<string, string>;
    expect(id).toMatch(/^[0-9A-Za-z]{10}$/);
    expect(url).toBe(`/gomoku/online/${id}`);
    expect(side).toBe('black');
    expect(token).toMatch(/^[0-9A-Za-z_-]{43}$/);
    expect((await h.get(`/api/games/${id}`)).body).toMatchObject({ status: 'waiting' });

    const joined = await h.post(`/api/games/${id}/join`);
    expect(joined.status).toBe(201);
    expect(joined.body.side).toBe('white');
    const white = joined.body.token as string;
    expect((await h.post(`/api/games/${id}/join`)).body.error).toBe('seats-taken');
    const odd = await h.post(`/api/games/${id}/join`, { nick: 'x' });
    expect(odd).toMatchObject({ status: 400, body: { error: 'bad-request' } });

    const stream = await h.stream(id as string);
    const first = await stream.next('game');
    expect(first.game).toMatchObject({ id, game: 'gomoku', moves: [], status: 'playing' });

    let ply = 0;
    for (let i = 0; i < BLACK.length; i++) {
      const b = await h.post(
        `/api/games/${id}/moves`,
        { move: BLACK[i], ply },
        bearer(token as string),
      );
      expect(b).toEqual({ status: 200, body: { ply: ++ply } });
      const seen = await stream.next('move');
      expect(seen).toMatchObject({ ply, move: BLACK[i], by: 'black' });
      const w = WHITE[i];
      if (w === undefined) break;
      const r = await h.post(`/api/games/${id}/moves`, { move: w, ply }, bearer(white));
      expect(r).toEqual({ status: 200, body: { ply: ++ply } });
      expect(await stream.next('move')).toMatchObject({ ply, move: w, by: 'white' });
    }
    const end = await stream.next('end');
    expect(end.outcome).toMatchObject({ winner: 'black' });
    await expect(stream.next('move')).rejects.toThrow(/ended/);
    const view = await h.get(`/api/games/${id}`);
    expect(view.body).toMatchObject({
      status: 'ended',
      moves: ['h8', 'h9', 'i8', 'i9', 'j8', 'j9', 'k8', 'k9', 'l8'],
      turn: 'white',
      outcome: { winner: 'black' },
    });
    const after = await h.post(`/api/games/${id}/moves`, { move: 'a1', ply }, bearer(white));
    expect(after).toMatchObject({ status: 409, body: { error: 'game-over' } });
  });

  it('refuses bad moves with typed errors and changes nothing', async () => {
    const g = await newGame(h, { game: 'gomoku', side: 'black' });
    const path = `/api/games/${g.id}/moves`;
    expect(await h.post(path, { move: 'h8', ply: 0 }, bearer(g.black))).toMatchObject({
      status: 200,
    });
    const cases: [unknown, Record<string, string>, number, Record<string, unknown>][] = [
      [{ move: 'h9', ply: 1 }, {}, 401, { error: 'unauthorized' }],
      [{ move: 'h9', ply: 1 }, bearer('x'.repeat(43)), 401, { error: 'unauthorized' }],
      [{ move: 'h9', ply: 0 }, bearer(g.white), 409, { error: 'stale-ply' }],
      [{ move: 'h9', ply: 1 }, bearer(g.black), 409, { error: 'not-your-turn' }],
      [{ move: 'h8', ply: 1 }, bearer(g.white), 422, { error: 'illegal', reason: 'occupied' }],
      [{ move: 'z99', ply: 1 }, bearer(g.white), 400, { error: 'bad-request' }],
      [{ move: 'h9', ply: '1' }, bearer(g.white), 400, { error: 'bad-request' }],
      [{ move: 'h9', ply: 1, evil: true }, bearer(g.white), 400, { error: 'bad-request' }],
      [{ move: 'h9' }, bearer(g.white), 400, { error: 'bad-request' }],
      ['{"move":', bearer(g.white), 400, { error: 'bad-request' }],
      [{ move: 'h9'.repeat(10_000), ply: 1 }, bearer(g.white), 413, { error: 'too-large' }],
    ];
    for (const [body, headers, status, error] of cases) {
      const r = await h.post(path, body, headers);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.body, JSON.stringify(body)).toMatchObject(error);
      expect(typeof r.body.message).toBe('string');
    }
    expect((await h.get(`/api/games/${g.id}`)).body).toMatchObject({
      moves: ['h8'],
      turn: 'white',
    });
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const path of ['/api/games/AAAAAAAAAA', '/api/games/nope']) {
      const r = await h.get(path);
      expect(r).toMatchObject({ status: 404, body: { error: 'not-found' } });
    }
    const r = await h.post('/api/games/AAAAAAAAAA/join');
    expect(r).toMatchObject({ status: 404, body: { error: 'not-found' } });
    const m = await h.post('/api/games/AAAAAAAAAA/moves', { move: 'h8', ply: 0 });
    expect(m).toMatchObject({ status: 404, body: { error: 'not-found' } });
  });

  it("checks the game's options, the side and the clock", async () => {
    const bad = [
      { game: 'gomoku', options: { size: 99 } },
      { game: 'gomoku', options: { colour: 'red' } },
      { game: 'go', side: 'red' },
      { game: 'chess' },
      { game: 'go', clock: { kind: 'absolute', initialMs: 0 } },
      { game: 'go', opponent: { engine: 'gnugo' } },
    ];
    for (const body of bad) {
      const r = await h.post('/api/games', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error).toBe('bad-request');
    }
    const chongzi = await h.post('/api/games', { game: 'chongzi', side: 'blue' });
    expect(chongzi.body).toMatchObject({ side: 'white' });
    const timed = await h.post('/api/games', {
      game: 'go',
      options: { size: 9 },
      clock: { kind: 'byoyomi', mainMs: 60_000, periods: 3, periodMs: 10_000 },
    });
    const view = await h.get(`/api/games/${timed.body.id as string}`);
    expect(view.body).toMatchObject({
      options: { size: 9 },
      clock: { control: { kind: 'byoyomi', mainMs: 60_000 }, black: { remainingMs: 60_000 } },
    });
  });

  it('resigns by token', async () => {
    const g = await newGame(h, { game: 'go', options: { size: 9 }, side: 'black' });
    expect((await h.post(`/api/games/${g.id}/resign`)).status).toBe(401);
    const r = await h.post(`/api/games/${g.id}/resign`, undefined, bearer(g.white));
    expect(r.status).toBe(200);
    const view = await h.get(`/api/games/${g.id}`);
    expect(view.body).toMatchObject({
      status: 'ended',
      outcome: { winner: 'black', reason: 'resign' },
    });
  });

  it('refuses state changes from a foreign Origin', async () => {
    const own = await h.post('/api/games', { game: 'gomoku' }, { origin: `http://${h.host}` });
    expect(own.status).toBe(201);
    const foreign = await h.post(
      '/api/games',
      { game: 'gomoku' },
      { origin: 'https://evil.example' },
    );
    expect(foreign).toMatchObject({ status: 403, body: { error: 'forbidden-origin' } });
    const id = own.body.id as string;
    const join = await h.post(`/api/games/${id}/join`, undefined, { origin: 'null' });
    expect(join.status).toBe(403);
    expect((await h.get(`/api/games/${id}`)).body).toMatchObject({ status: 'waiting' });
  });
});

describe('presence of a bot on the stream', () => {
  it('counts a stream with a seat token as that player being here, and its end as leaving', async () => {
    const g = await newGame(h, { game: 'gomoku', side: 'black' });
    const watcher = await h.client(g.id);
    const first = await watcher.hello();
    expect(first.game.seats.white.connected).toBe(false);
    // A stream without a token is not a player (nor counted as a spectator).
    const anonymous = await h.stream(g.id);
    await anonymous.next('game');
    const bot = await h.stream(g.id, g.white);
    await bot.next('game');
    const here = await watcher.next('presence', (m) => m.seats.white.connected);
    expect(here.spectators).toBe(1);
    bot.abort();
    const gone = await watcher.next('presence', (m) => !m.seats.white.connected);
    expect(gone.seats.white.abandonAtMs).toBeGreaterThan(0);
  });
});

describe('limits', () => {
  it('limits game creation per address', async () => {
    const l = await startOnline({ limits: { createBurst: 2, createPerMinute: 1 } });
    try {
      expect((await l.post('/api/games', { game: 'gomoku' })).status).toBe(201);
      expect((await l.post('/api/games', { game: 'gomoku' })).status).toBe(201);
      const third = await l.post('/api/games', { game: 'gomoku' });
      expect(third).toMatchObject({ status: 429, body: { error: 'rate-limited' } });
    } finally {
      await l.close();
    }
  });
});

describe('refusals of the app around the plugin', () => {
  it("keep their protocol code (the app's own Origin check)", async () => {
    const l = await startOnline({
      before: (app) =>
        app.addHook('onRequest', async (req) => {
          if (req.headers['x-test-limit'] === undefined) return;
          throw Object.assign(new Error('not from here'), {
            statusCode: 403,
            code: 'forbidden-origin',
          });
        }),
    });
    try {
      const r = await l.post('/api/games', { game: 'gomoku' }, { 'x-test-limit': '1' });
      expect(r).toEqual({
        status: 403,
        body: { error: 'forbidden-origin', message: 'not from here' },
      });
    } finally {
      await l.close();
    }
  });
});
