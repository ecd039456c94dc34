import { afterEach, describe, expect, it } from 'vitest';
import { err, ok, type Result } from '@qipan/core';
import { oddEngine } from '../../test/goFixtures.js';
import { bearer, newGame, startOnline, type Harness } from '../../test/onlineHarness.js';
import { GoEngineBridge, type BridgeError } from '../engines/bridge.js';
import type { GenmoveRequest } from '../engines/request.js';
import type { OnlineEngines } from './engine.js';

let h: Harness;
afterEach(async () => {
  await h.close();
});

describe('Go scoring online', () => {
  it('after two passes both players mark the dead stones and accept the score', async () => {
    h = await startOnline();
    const g = await newGame(h, {
      game: 'go',
      options: { preset: 'chinese', size: 9 },
      side: 'black',
    });
    const black = await h.client(g.id);
    await black.hello(g.black);
    const white = await h.client(g.id);
    await white.hello(g.white);
    // Black walls off columns A–E, White F–J; then a lone white stone inside Black's area.
    const moves: string[] = [];
    for (let row = 1; row <= 9; row++) moves.push(`E${row}`, `F${row}`);
    moves.push('pass', 'B5', 'pass', 'pass');
    for (const [i, move] of moves.entries()) {
      const c = i % 2 === 0 ? black : white;
      expect(await c.call({ type: 'move', move, ply: i }), move).toMatchObject({ type: 'ack' });
    }
    const scoring = await black.next('state', (m) => m.game.scoring !== undefined);
    expect(scoring.game.scoring?.accepted).toEqual({ black: false, white: false });
    expect(scoring.game.clock).toBeUndefined();
    expect(await black.call({ type: 'move', move: 'A1', ply: moves.length })).toMatchObject({
      error: 'refused',
      reason: 'scoring',
    });
    expect(await black.call({ type: 'mark-dead', point: 'A1' })).toMatchObject({
      error: 'refused',
      reason: 'not-a-stone',
    });

    // The first guess: the lone white stone is dead.
    expect(scoring.game.scoring?.dead).toEqual(['B5']);
    await black.call({ type: 'accept-score' });
    await white.next('state', (m) => m.game.scoring?.accepted.black === true);
    // Any change of the dead stones clears the acceptances.
    await white.call({ type: 'mark-dead', point: 'b5' });
    const alive = await black.next('state', (m) => m.game.scoring?.dead.length === 0);
    expect(alive.game.scoring?.accepted).toEqual({ black: false, white: false });
    await black.call({ type: 'mark-dead', point: 'B5' });
    const dead = await white.next('state', (m) => m.game.scoring?.dead.length === 1);
    expect(dead.game.scoring).toEqual({ dead: ['B5'], accepted: { black: false, white: false } });

    await white.call({ type: 'accept-score' });
    await black.call({ type: 'accept-score' });
    const end = await white.next('state', (m) => m.game.status === 'ended');
    // Area scoring: Black 5 columns of 9 = 45, White 4 columns = 36 + 7.5 komi.
    expect(end.game.outcome).toEqual({
      winner: 'black',
      reason: 'score',
      score: { black: 45, white: 43.5 },
    });
    const stored = await h.store.loadGame(g.id);
    expect(stored?.summary).toMatchObject({ status: 'ended', result: { reason: 'score' } });
  });
});

describe('Go counting for seats played through the HTTP API', () => {
  const wall = (): string[] => {
    const moves: string[] = [];
    for (let row = 1; row <= 9; row++) moves.push(`E${row}`, `F${row}`);
    return [...moves, 'pass', 'B5', 'pass', 'pass'];
  };

  it('two bots: the server counts with its dead-stone guess after two passes', async () => {
    h = await startOnline();
    const g = await newGame(h, {
      game: 'go',
      options: { preset: 'chinese', size: 9 },
      side: 'black',
    });
    for (const [ply, move] of wall().entries()) {
      const token = ply % 2 === 0 ? g.black : g.white;
      const r = await h.post(`/api/games/${g.id}/moves`, { move, ply }, bearer(token));
      expect(r, move).toMatchObject({ status: 200, body: { ply: ply + 1 } });
    }
    let view = (await h.get(`/api/games/${g.id}`)).body as { status: string; outcome?: unknown };
    for (let i = 0; i < 50 && view.status !== 'ended'; i++) {
      await new Promise((r) => setTimeout(r, 20));
      view = (await h.get(`/api/games/${g.id}`)).body as typeof view;
    }
    expect(view).toMatchObject({
      status: 'ended',
      outcome: { winner: 'black', reason: 'score', score: { black: 45, white: 43.5 } },
    });
  });

  it('a bot against a person on the WebSocket accepts only after the person has', async () => {
    h = await startOnline();
    const g = await newGame(h, {
      game: 'go',
      options: { preset: 'chinese', size: 9 },
      side: 'black',
    });
    const black = await h.client(g.id);
    await black.hello(g.black);
    for (const [ply, move] of wall().entries()) {
      if (ply % 2 === 0) {
        expect(await black.call({ type: 'move', move, ply }), move).toMatchObject({ type: 'ack' });
      } else {
        const r = await h.post(`/api/games/${g.id}/moves`, { move, ply }, bearer(g.white));
        expect(r.status, move).toBe(200);
      }
    }
    const scoring = await black.next('state', (m) => m.game.scoring !== undefined);
    expect(scoring.game.scoring?.accepted).toEqual({ black: false, white: false });
    await black.call({ type: 'accept-score' });
    const end = await black.next('state', (m) => m.game.status === 'ended');
    expect(end.game.outcome).toMatchObject({ winner: 'black', reason: 'score' });
  });
});

/** An engine bridge whose answers the test gives, one request at a time. */
class ScriptedEngines implements OnlineEngines {
  readonly specs = [{ id: 'fake', name: 'Fake', command: 'fake', timeoutMs: 1000 }];
  readonly requests: GenmoveRequest[] = [];
  private readonly waiting: ((r: Result<string, BridgeError>) => void)[] = [];
  private wake: (() => void) | undefined;

  genmove(_id: string, req: GenmoveRequest): Promise<Result<string, BridgeError>> {
    this.requests.push(req);
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.wake?.();
    });
  }

  /** Answers the next request (waiting for it to arrive). */
  async answer(r: Result<string, BridgeError>): Promise<GenmoveRequest> {
    while (this.waiting.length === 0) await new Promise<void>((res) => (this.wake = res));
    this.wake = undefined;
    this.waiting.shift()?.(r);
    return this.requests[this.requests.length - 1] as GenmoveRequest;
  }
}

const failed: BridgeError = { status: 502, reason: 'engine-crashed', message: 'it crashed' };

describe('a server engine as the opponent', () => {
  it('plays through the same path, thinks visibly, declines draws and retries once', async () => {
    const engines = new ScriptedEngines();
    h = await startOnline({ goEngines: engines });
    const created = await h.post('/api/games', {
      game: 'go',
      options: { size: 9 },
      side: 'white',
      opponent: { engine: 'fake', level: 3 },
      clock: { kind: 'byoyomi', mainMs: 60_000, periods: 3, periodMs: 10_000 },
    });
    expect(created.status).toBe(201);
    const { id, token } = created.body as { id: string; token: string };
    expect((await h.post(`/api/games/${id}/join`)).body.error).toBe('seats-taken');
    const me = await h.client(id);
    const hello = await me.hello(token);
    expect(hello.game).toMatchObject({ you: 'white', status: 'playing', thinking: 'black' });
    expect(hello.game.seats.black).toMatchObject({
      kind: 'engine',
      name: 'Fake',
      level: 3,
      connected: true,
    });

    const first = await engines.answer(ok('D4'));
    expect(first).toMatchObject({
      session: `online-${id}`,
      size: 9,
      komi: 6.5,
      rules: 'japanese',
      handicap: [],
      moves: [],
      color: 'black',
      level: 3,
      time: { mainMs: 60_000, periodMs: 10_000, stones: 1, leftMs: 60_000, stonesLeft: 0 },
    });
    expect(await me.next('moved')).toMatchObject({ ply: 1, move: 'D4', by: 'black' });

    expect(await me.call({ type: 'move', move: 'E5', ply: 1 })).toMatchObject({ type: 'ack' });
    await me.next('state', (m) => m.game.thinking === 'black');
    await engines.answer(err(failed));
    expect(await me.next('error')).toMatchObject({ error: 'unavailable' });
    const retried = await engines.answer(ok('C3'));
    expect(retried.moves).toEqual([
      { color: 'black', vertex: 'D4' },
      { color: 'white', vertex: 'E5' },
    ]);
    expect(await me.next('moved', (m) => m.ply === 3)).toMatchObject({ move: 'C3' });

    await me.call({ type: 'offer-draw' });
    const declined = await me.next('state', (m) => !m.game.pending && m.game.moves.length === 3);
    expect(declined.game.status).toBe('playing');
    expect(await h.store.loadGame(id)).toMatchObject({
      actions: expect.arrayContaining([
        expect.objectContaining({ action: { type: 'answer-draw', color: 'black', accept: false } }),
      ]) as unknown,
    });

    // The engine grants an undo at once: back to before the person's last move.
    expect(await me.call({ type: 'request-undo' })).toMatchObject({ type: 'ack', ply: 1 });
    const undone = await me.next('state', (m) => m.game.epoch === 1);
    expect(undone.game).toMatchObject({ moves: ['D4'], turn: 'white' });

    // Two failures in a row: the engine left the game; the person wins.
    await me.call({ type: 'move', move: 'G7', ply: 1 });
    await engines.answer(err(failed));
    await engines.answer(ok('D4')); // occupied: refused, the second failure
    const end = await me.next('state', (m) => m.game.status === 'ended');
    expect(end.game.outcome).toEqual({ winner: 'white', reason: 'abandon' });
  });

  it('waits for a busy engine instead of failing', async () => {
    const engines = new ScriptedEngines();
    h = await startOnline({ goEngines: engines, engineBusyDelayMs: 1 });
    const created = await h.post('/api/games', {
      game: 'go',
      options: { size: 9 },
      side: 'white',
      opponent: { engine: 'fake' },
    });
    const { id, token } = created.body as { id: string; token: string };
    const me = await h.client(id);
    await me.hello(token);
    const busy: BridgeError = { status: 503, reason: 'too-many-sessions', message: 'busy' };
    await engines.answer(err(busy));
    await engines.answer(err(busy));
    await engines.answer(ok('C3'));
    expect(await me.next('moved')).toMatchObject({ ply: 1, move: 'C3' });
    expect(engines.requests).toHaveLength(3);
    expect(me.inbox.items.some((m) => m.type === 'error')).toBe(false);
  });

  it('accepts the score the person accepted', async () => {
    const engines = new ScriptedEngines();
    h = await startOnline({ goEngines: engines });
    const created = await h.post('/api/games', {
      game: 'go',
      options: { size: 9, preset: 'chinese' },
      side: 'black',
      opponent: { engine: 'fake' },
    });
    const { id, token } = created.body as { id: string; token: string };
    const me = await h.client(id);
    await me.hello(token);
    await me.call({ type: 'move', move: 'E5', ply: 0 });
    await engines.answer(ok('pass'));
    await me.next('moved', (m) => m.ply === 2);
    await me.call({ type: 'move', move: 'pass', ply: 2 });
    await me.next('state', (m) => m.game.scoring !== undefined);
    await me.call({ type: 'accept-score' });
    const end = await me.next('state', (m) => m.game.status === 'ended');
    expect(end.game.outcome).toMatchObject({ winner: 'black', reason: 'score' });
  });

  it('agrees to a rematch at once, and plays the other colour in it', async () => {
    const engines = new ScriptedEngines();
    h = await startOnline({ goEngines: engines });
    const created = await h.post('/api/games', {
      game: 'go',
      options: { size: 9 },
      side: 'black',
      opponent: { engine: 'fake', level: 2 },
    });
    const { id, token } = created.body as { id: string; token: string };
    const me = await h.client(id);
    await me.hello(token);
    await me.call({ type: 'resign' });
    expect(await me.call({ type: 'rematch' })).toMatchObject({ type: 'ack' });
    const next = await me.next('rematch');
    const again = await h.client(next.id);
    const s = await again.hello(token);
    expect(s.game).toMatchObject({ you: 'white', status: 'playing' });
    expect(s.game.seats.black).toMatchObject({ kind: 'engine', name: 'Fake' });
    const asked = await engines.answer(ok('E5'));
    expect(asked).toMatchObject({ color: 'black', level: 2, session: `online-${next.id}` });
    expect(await again.next('moved')).toMatchObject({ ply: 1, move: 'E5', by: 'black' });
  });

  it('refuses an engine game for another game or an unknown engine', async () => {
    h = await startOnline({ goEngines: new ScriptedEngines() });
    for (const body of [
      { game: 'gomoku', opponent: { engine: 'fake' } },
      { game: 'go', opponent: { engine: 'gnugo' } },
      {
        game: 'go',
        options: { handicap: 4, handicapPlacement: 'free' },
        opponent: { engine: 'fake' },
      },
    ]) {
      const r = await h.post('/api/games', body);
      expect(r, JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { error: 'bad-request' },
      });
    }
  });

  it('plays a real GTP process through the bridge (the scripted fixture engine)', async () => {
    const bridge = new GoEngineBridge([
      {
        id: 'odd',
        name: 'Odd',
        command: oddEngine('--genmove D4'),
        timeoutMs: 10_000,
      },
    ]);
    try {
      h = await startOnline({ goEngines: bridge });
      const created = await h.post('/api/games', {
        game: 'go',
        options: { size: 9 },
        side: 'white',
        opponent: { engine: 'odd' },
      });
      const { id, token } = created.body as { id: string; token: string };
      const me = await h.client(id);
      await me.hello(token);
      expect(await me.next('moved')).toMatchObject({ ply: 1, move: 'D4', by: 'black' });
      expect((await h.get(`/api/games/${id}`)).body.moves).toEqual(['D4']);
    } finally {
      await bridge.close();
    }
  });
});
