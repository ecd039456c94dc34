import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { newGame, startOnline, type Harness } from '../../test/onlineHarness.js';

let h: Harness;
beforeEach(async () => {
  h = await startOnline();
});
afterEach(async () => {
  await h.close();
});

describe('the WebSocket', () => {
  it('plays between two players, a spectator watching, with presence and the spectator count', async () => {
    const g = await newGame(h, { game: 'gomoku', side: 'black' });
    const black = await h.client(g.id);
    const s1 = await black.hello(g.black);
    expect(s1.game).toMatchObject({ you: 'black', status: 'playing', moves: [], epoch: 0 });
    expect(s1.game.seats.black).toMatchObject({ connected: true, taken: true });
    expect(s1.game.seats.white).toMatchObject({ connected: false, taken: true });

    const white = await h.client(g.id);
    expect((await white.hello(g.white)).game.you).toBe('white');
    const p = await black.next('presence', (m) => m.seats.white.connected);
    expect(p.spectators).toBe(0);

    const watcher = await h.client(g.id);
    const sw = await watcher.hello();
    expect(sw.game).toMatchObject({ you: 'spectator', spectators: 1 });
    expect((await black.next('presence', (m) => m.spectators === 1)).spectators).toBe(1);

    expect(await black.call({ type: 'move', move: 'h8', ply: 0 })).toMatchObject({
      type: 'ack',
      ply: 1,
    });
    for (const c of [black, white, watcher])
      expect(await c.next('moved')).toMatchObject({
        ply: 1,
        epoch: 0,
        move: 'h8',
        by: 'black',
        turn: 'white',
      });
    expect(await white.call({ type: 'move', move: 'i9', ply: 1 })).toMatchObject({ ply: 2 });
    expect(await watcher.next('moved')).toMatchObject({ ply: 2, move: 'i9', by: 'white' });

    watcher.ws.close();
    expect((await black.next('presence', (m) => m.spectators === 0)).spectators).toBe(0);
  });

  it('resyncs a reconnecting player from the moves it has', async () => {
    const g = await newGame(h, { game: 'gomoku', side: 'black' });
    const black = await h.client(g.id);
    await black.hello(g.black);
    const white = await h.client(g.id);
    await white.hello(g.white);
    await black.call({ type: 'move', move: 'h8', ply: 0 });
    await white.next('moved');
    white.ws.close();
    const gone = await black.next('presence', (m) => !m.seats.white.connected);
    expect(gone.seats.white.abandonAtMs).toBe(h.now() + 60_000);
    await black.call({ type: 'move', move: 'pass', ply: 1 }).then((r) => {
      expect(r).toMatchObject({ type: 'error' });
    });
    const again = await h.client(g.id);
    const s = await again.hello(g.white, { have: 1, epoch: 0 });
    expect(s.game).toMatchObject({ you: 'white', moves: ['h8'], turn: 'white', epoch: 0 });
    expect(s.game.seats.white.abandonAtMs).toBeUndefined();
    const back = await black.next('presence', (m) => m.seats.white.connected);
    expect(back.seats.white.abandonAtMs).toBeUndefined();
  });

  it('answers every hostile message with a typed error and changes nothing', async () => {
    const g = await newGame(h, { game: 'gomoku', side: 'black' });
    const black = await h.client(g.id);
    await black.hello(g.black);
    await black.call({ type: 'move', move: 'h8', ply: 0 });
    const watcher = await h.client(g.id);
    await watcher.hello();
    const white = await h.client(g.id);
    await white.hello(g.white);

    const refusals: [typeof black, Record<string, unknown>, Record<string, unknown>][] = [
      [black, { type: 'move', move: 'h9', ply: 1 }, { error: 'not-your-turn' }],
      [watcher, { type: 'move', move: 'h9', ply: 1 }, { error: 'unauthorized' }],
      [watcher, { type: 'resign' }, { error: 'unauthorized' }],
      [white, { type: 'move', move: 'h9', ply: 0 }, { error: 'stale-ply' }],
      [white, { type: 'move', move: 'h8', ply: 1 }, { error: 'illegal', reason: 'occupied' }],
      [
        white,
        { type: 'answer-draw', accept: true },
        { error: 'refused', reason: 'no-pending-offer' },
      ],
      [white, { type: 'mark-dead', point: 'D4' }, { error: 'bad-request' }],
      [white, { type: 'claim-abandon' }, { error: 'refused', reason: 'not-abandoned' }],
      [white, { type: 'rematch' }, { error: 'refused', reason: 'not-ended' }],
    ];
    for (const [c, msg, error] of refusals)
      expect(await c.call(msg), JSON.stringify(msg)).toMatchObject({ type: 'error', ...error });

    const raw = [
      ['{"type":"move"', 'bad-request'],
      ['{"type":"teleport"}', 'bad-request'],
      ['{"type":"move","move":"h9","ply":1,"evil":1}', 'bad-request'],
      ['{"type":"move","move":"h9","ply":"1"}', 'bad-request'],
      [JSON.stringify({ type: 'move', move: 'h9', ply: 1, pad: 'x'.repeat(5000) }), 'too-large'],
    ] as const;
    for (const [text, code] of raw) {
      white.send(text);
      expect(await white.next('error'), text.slice(0, 60)).toMatchObject({ error: code });
    }
    const view = await h.get(`/api/games/${g.id}`);
    expect(view.body).toMatchObject({ moves: ['h8'], turn: 'white', status: 'playing' });
    // The socket is still open and works.
    expect(await white.call({ type: 'move', move: 'h9', ply: 1 })).toMatchObject({ type: 'ack' });
  });

  it('wants hello first, and says which game is unknown', async () => {
    const g = await newGame(h, { game: 'gomoku', side: 'black' });
    const c = await h.client(g.id);
    expect(await c.call({ type: 'move', move: 'h8', ply: 0 })).toMatchObject({
      error: 'bad-request',
    });
    const none = await h.client('AAAAAAAAAA');
    none.send({ type: 'hello' });
    expect(await none.next('error')).toMatchObject({ error: 'not-found' });
    expect(await none.waitClose()).toBe(1008);
    c.send({ type: 'ping' });
    expect((await c.next('pong')).serverNowMs).toBe(h.now());
  });

  it('closes a socket that does not say hello in time', async () => {
    const l = await startOnline({ limits: { helloTimeoutMs: 500 } });
    try {
      const g = await newGame(l, { game: 'gomoku', side: 'black' });
      const quiet = await l.client(g.id);
      const talker = await l.client(g.id);
      await talker.hello();
      expect(await quiet.waitClose()).toBe(1008);
      talker.send({ type: 'ping' });
      expect(await talker.next('pong')).toBeDefined();
    } finally {
      await l.close();
    }
  });

  it('closes a flooding socket with 1008 after a rate-limited error, the game unchanged', async () => {
    const g = await newGame(h, { game: 'gomoku', side: 'black' });
    const black = await h.client(g.id);
    await black.hello(g.black);
    for (let i = 0; i < 200; i++) black.send({ type: 'offer-draw' });
    expect(await black.next('error', (m) => m.error === 'rate-limited')).toBeDefined();
    expect(await black.waitClose()).toBe(1008);
    const view = await h.get(`/api/games/${g.id}`);
    expect(view.body).toMatchObject({ moves: [], status: 'playing' });
  });

  it('closes the socket with 1009 on a frame over the payload limit', async () => {
    const g = await newGame(h, { game: 'gomoku', side: 'black' });
    const c = await h.client(g.id);
    await c.hello(g.black);
    c.send('x'.repeat(100_000));
    expect(await c.waitClose()).toBe(1009);
  });

  it('refuses upgrades from a foreign Origin and beyond the per-address limit', async () => {
    const g = await newGame(h, { game: 'gomoku', side: 'black' });
    await expect(h.client(g.id, { origin: 'https://evil.example' })).rejects.toThrow(/403/);
    const own = await h.client(g.id, { origin: `http://${h.host}` });
    expect((await own.hello()).game.you).toBe('spectator');

    const l = await startOnline({ limits: { socketsPerIp: 2 } });
    try {
      const lg = await newGame(l, { game: 'gomoku', side: 'black' });
      const a = await l.client(lg.id);
      await l.client(lg.id);
      await expect(l.client(lg.id)).rejects.toThrow(/429/);
      // Streams count too.
      const stream = await fetch(`${l.base}/api/games/${lg.id}/stream`);
      expect(stream.status).toBe(429);
      expect(await stream.json()).toMatchObject({ error: 'rate-limited' });
      a.ws.close();
      await a.waitClose();
      // The count goes down when a socket closes (the server sees the close a moment later).
      let opened: WebSocket | undefined;
      for (let i = 0; i < 50 && !opened; i++) {
        opened = await l.client(lg.id).then(
          (c) => c.ws,
          async () => {
            await new Promise((r) => setTimeout(r, 20));
            return undefined;
          },
        );
      }
      expect(opened?.readyState).toBe(WebSocket.OPEN);
    } finally {
      await l.close();
    }
  });
});
