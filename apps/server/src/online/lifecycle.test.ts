import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ok, type Result } from '@qipan/core';
import { bearer, newGame, startOnline, type Harness } from '../../test/onlineHarness.js';
import type { BridgeError } from '../engines/bridge.js';
import type { GenmoveRequest } from '../engines/request.js';
import { MemoryGameStore } from '../storage/memory.js';
import { hashToken } from './ids.js';

let h: Harness;
afterEach(async () => {
  await h.close();
});

describe('one action at a time', () => {
  it('accepts exactly one of two moves sent at once for the same ply', async () => {
    h = await startOnline();
    const g = await newGame(h, { game: 'gomoku', side: 'black' });
    const path = `/api/games/${g.id}/moves`;
    const replies = await Promise.all(
      ['h8', 'c3', 'm12'].map((move) => h.post(path, { move, ply: 0 }, bearer(g.black))),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    for (const r of replies) if (r.status === 409) expect(r.body.error).toBe('stale-ply');
    const stored = await h.store.loadGame(g.id);
    expect(stored?.actions).toHaveLength(1);
  });
});

describe('seat tokens', () => {
  it('are stored as their SHA-256 only', async () => {
    h = await startOnline();
    const g = await newGame(h, { game: 'gomoku', side: 'black' });
    const stored = await h.store.loadGame(g.id);
    expect(stored?.game.seats.black).toEqual({ kind: 'person', tokenHash: hashToken(g.black) });
    expect(JSON.stringify(stored)).not.toContain(g.black);
    expect(JSON.stringify(stored)).not.toContain(g.white);
  });

  it('a hello with an unknown token gets an error and watches', async () => {
    h = await startOnline();
    const g = await newGame(h, { game: 'gomoku', side: 'black' });
    const c = await h.client(g.id);
    c.send({ type: 'hello', id: 7, token: 'A'.repeat(43) });
    expect(await c.next('error')).toMatchObject({ id: 7, error: 'unauthorized' });
    expect((await c.next('state')).game).toMatchObject({ you: 'spectator', spectators: 1 });
    // A second hello with the right token takes the seat.
    const s = await c.hello(g.black);
    expect(s.game).toMatchObject({ you: 'black', spectators: 0 });
    expect(s.game.seats.black.connected).toBe(true);
  });
});

describe('the stream', () => {
  it('sends the game again after changes other than moves, and ends an ended game at once', async () => {
    h = await startOnline();
    const g = await newGame(h, { game: 'gomoku', side: 'black' });
    const stream = await h.stream(g.id);
    await stream.next('game');
    const black = await h.client(g.id);
    await black.hello(g.black);
    await black.call({ type: 'move', move: 'h8', ply: 0 });
    expect(await stream.next('move')).toMatchObject({ ply: 1, move: 'h8' });
    await black.call({ type: 'abort' });
    expect((await stream.next('game')).game).toMatchObject({ status: 'ended' });
    expect((await stream.next('end')).outcome).toEqual({ reason: 'aborted' });

    const again = await h.stream(g.id);
    expect((await again.next('game')).game.moves).toEqual(['h8']);
    expect((await again.next('end')).outcome).toEqual({ reason: 'aborted' });
    await expect(again.next('move')).rejects.toThrow(/ended/);
  });
});

describe('memory', () => {
  it('drops idle games nobody watches and loads them again on use', async () => {
    h = await startOnline({ evictAfterMs: 1000 });
    const g = await newGame(h, { game: 'gomoku', side: 'black' });
    await h.post(`/api/games/${g.id}/moves`, { move: 'h8', ply: 0 }, bearer(g.black));
    const watcher = await h.client(g.id);
    await watcher.hello();
    h.advance(5000);
    h.hub.sweep();
    expect(h.hub.size).toBe(1);
    watcher.ws.close();
    await watcher.waitClose();
    for (let i = 0; i < 100 && h.hub.size > 0; i++) {
      h.advance(5000);
      h.hub.sweep();
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(h.hub.size).toBe(0);
    expect((await h.get(`/api/games/${g.id}`)).body).toMatchObject({ moves: ['h8'] });
    expect(h.hub.size).toBe(1);
  });
});

describe('keepalive', () => {
  it('drops a socket that does not answer pings', async () => {
    h = await startOnline({ limits: { pingIntervalMs: 30 } });
    const g = await newGame(h, { game: 'gomoku', side: 'black' });
    const url = `ws://${h.host}/api/games/${g.id}/ws`;
    const mute = new WebSocket(url, { autoPong: false });
    const polite = new WebSocket(url);
    const code = await new Promise<number>((resolve) => mute.on('close', resolve));
    expect(code).toBe(1006);
    expect(polite.readyState).toBe(WebSocket.OPEN);
    polite.close();
  });
});

describe('a restart during an engine game', () => {
  it('asks the engine again when it is to move', async () => {
    const store = new MemoryGameStore();
    const asked: GenmoveRequest[] = [];
    const never = {
      specs: [{ id: 'fake', name: 'Fake', command: 'fake', timeoutMs: 1000 }],
      genmove: (_id: string, req: GenmoveRequest): Promise<Result<string, BridgeError>> => {
        asked.push(req);
        return new Promise(() => undefined);
      },
    };
    h = await startOnline({ store, goEngines: never });
    const created = await h.post('/api/games', {
      game: 'go',
      options: { size: 9 },
      side: 'white',
      opponent: { engine: 'fake' },
    });
    const { id, token } = created.body as { id: string; token: string };
    expect(asked).toHaveLength(1);
    await h.close();

    const engines = { ...never, genmove: () => Promise.resolve(ok('E5')) };
    h = await startOnline({ store, goEngines: engines });
    const me = await h.client(id);
    const s = await me.hello(token);
    const moved = s.game.moves.length === 1 ? undefined : await me.next('moved');
    expect(moved?.move ?? s.game.moves[0]).toBe('E5');
  });
});

/** A store whose appends wait for the test to open the gate, or fail. */
class GateStore extends MemoryGameStore {
  private gate: Promise<void> | undefined;
  private opener: (() => void) | undefined;
  failing = false;

  hold(): void {
    this.gate = new Promise((resolve) => (this.opener = resolve));
  }

  release(): void {
    this.opener?.();
    this.gate = undefined;
  }

  override async appendAction(
    ...args: Parameters<MemoryGameStore['appendAction']>
  ): ReturnType<MemoryGameStore['appendAction']> {
    if (this.gate) await this.gate;
    if (this.failing) throw new Error('disk full');
    return super.appendAction(...args);
  }
}

describe('committed before told', () => {
  it('acks and broadcasts a move only once the store has it', async () => {
    const store = new GateStore();
    h = await startOnline({ store });
    const g = await newGame(h, { game: 'gomoku', side: 'black' });
    const black = await h.client(g.id);
    await black.hello(g.black);
    const white = await h.client(g.id);
    await white.hello(g.white);
    store.hold();
    const id = black.request({ type: 'move', move: 'h8', ply: 0 });
    // A round trip on each socket: the move is in the server, waiting for the store.
    black.send({ type: 'ping' });
    await black.next('pong');
    white.send({ type: 'ping' });
    await white.next('pong');
    expect(black.inbox.items.some((m) => m.type === 'ack' || m.type === 'moved')).toBe(false);
    expect(white.inbox.items.some((m) => m.type === 'moved')).toBe(false);
    expect((await h.get(`/api/games/${g.id}`)).body.moves).toEqual([]);
    store.release();
    expect(await black.next('ack')).toMatchObject({ id, ply: 1 });
    expect(await white.next('moved')).toMatchObject({ ply: 1, move: 'h8' });
  });

  it('changes nothing when the store fails', async () => {
    const store = new GateStore();
    h = await startOnline({ store });
    const g = await newGame(h, { game: 'gomoku', side: 'black' });
    const black = await h.client(g.id);
    await black.hello(g.black);
    store.failing = true;
    expect(await black.call({ type: 'move', move: 'h8', ply: 0 })).toMatchObject({
      error: 'internal',
    });
    expect((await h.get(`/api/games/${g.id}`)).body.moves).toEqual([]);
    store.failing = false;
    expect(await black.call({ type: 'move', move: 'h8', ply: 0 })).toMatchObject({ ply: 1 });
  });
});

describe('abandonment after a restart', () => {
  it('starts every player’s grace period when the game is loaded again, so one who never returns can be claimed against', async () => {
    const store = new MemoryGameStore();
    h = await startOnline({ store, abandonMs: 50 });
    const g = await newGame(h, { game: 'gomoku', side: 'black' });
    const first = await h.client(g.id);
    await first.hello(g.black);
    expect(await first.call({ type: 'move', move: 'h8', ply: 0 })).toMatchObject({ type: 'ack' });
    await h.close();

    // The server comes back; only Black returns.
    h = await startOnline({ store, abandonMs: 50 });
    const black = await h.client(g.id);
    const state = await black.hello(g.black);
    expect(state.game.seats.black.abandonAtMs).toBeUndefined();
    expect(state.game.seats.white).toMatchObject({ connected: false });
    expect(state.game.seats.white.abandonAtMs).toBe(h.now() + 50);
    expect(await black.call({ type: 'claim-abandon' })).toMatchObject({ reason: 'not-abandoned' });
    h.advance(50);
    expect(await black.call({ type: 'claim-abandon' })).toMatchObject({ type: 'ack' });
    expect((await h.get(`/api/games/${g.id}`)).body.outcome).toEqual({
      winner: 'black',
      reason: 'abandon',
    });
  });
});
