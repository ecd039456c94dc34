import { afterEach, describe, expect, it } from 'vitest';
import {
  bearer,
  newGame,
  startOnline,
  type Client,
  type Harness,
} from '../../test/onlineHarness.js';
import { matchGame } from '@qipan/match';
import { MemoryGameStore } from '../storage/memory.js';
import { ManualTimers } from '../../test/onlineHarness.js';
import { Hub } from './hub.js';

let h: Harness;
afterEach(async () => {
  await h.close();
});

/** A Gomoku game with both players connected. */
async function seated(
  harness: Harness,
  body: Record<string, unknown> = { game: 'gomoku', side: 'black' },
): Promise<{ id: string; black: Client; white: Client; tokens: { black: string; white: string } }> {
  const g = await newGame(harness, body);
  const black = await harness.client(g.id);
  await black.hello(g.black);
  const white = await harness.client(g.id);
  await white.hello(g.white);
  return { id: g.id, black, white, tokens: { black: g.black, white: g.white } };
}

describe('requests between the players', () => {
  it('takes a move back when the opponent accepts the undo request, not when they decline', async () => {
    h = await startOnline();
    const { black, white } = await seated(h);
    await black.call({ type: 'move', move: 'h8', ply: 0 });
    expect(await black.call({ type: 'request-undo' })).toMatchObject({ type: 'ack', ply: 1 });
    const asked = await white.next('state', (m) => m.game.pending !== undefined);
    expect(asked.game.pending).toEqual({ kind: 'undo', by: 'black' });
    expect(await black.call({ type: 'answer-undo', accept: true })).toMatchObject({
      error: 'refused',
      reason: 'no-pending-offer',
    });
    expect(await white.call({ type: 'answer-undo', accept: false })).toMatchObject({ ply: 1 });
    const declined = await black.next('state', (m) => m.game.pending === undefined);
    expect(declined.game).toMatchObject({ moves: ['h8'], epoch: 0 });

    await black.call({ type: 'request-undo' });
    expect(await white.call({ type: 'answer-undo', accept: true })).toMatchObject({ ply: 0 });
    const undone = await black.next('state', (m) => m.game.epoch === 1);
    expect(undone.game).toMatchObject({ moves: [], turn: 'black' });
    await black.call({ type: 'move', move: 'j10', ply: 0 });
    expect(await white.next('moved', (m) => m.move === 'j10')).toMatchObject({ ply: 1, epoch: 1 });
  });

  it('ends the game in a draw when the offer is accepted', async () => {
    h = await startOnline();
    const { id, black, white } = await seated(h);
    await black.call({ type: 'move', move: 'h8', ply: 0 });
    await black.call({ type: 'offer-draw' });
    expect(await black.call({ type: 'offer-draw' })).toMatchObject({
      error: 'refused',
      reason: 'offer-pending',
    });
    await white.next('state', (m) => m.game.pending?.kind === 'draw');
    await white.call({ type: 'answer-draw', accept: true });
    const end = await black.next('state', (m) => m.game.status === 'ended');
    expect(end.game.outcome).toEqual({ reason: 'draw-agreed' });
    expect((await h.get(`/api/games/${id}`)).body.outcome).toEqual({ reason: 'draw-agreed' });
  });

  it('aborts before both sides moved, and refuses to after', async () => {
    h = await startOnline();
    const a = await seated(h);
    await a.black.call({ type: 'move', move: 'h8', ply: 0 });
    expect(await a.white.call({ type: 'abort' })).toMatchObject({ type: 'ack' });
    const aborted = await a.black.next('state', (m) => m.game.status === 'ended');
    expect(aborted.game).toMatchObject({ outcome: { reason: 'aborted' }, abortable: false });
    expect(aborted.game.outcome?.winner).toBeUndefined();

    const b = await seated(h);
    await b.black.call({ type: 'move', move: 'h8', ply: 0 });
    await b.white.call({ type: 'move', move: 'h9', ply: 1 });
    expect(await b.black.call({ type: 'abort' })).toMatchObject({
      error: 'refused',
      reason: 'not-abortable',
    });
    expect((await h.get(`/api/games/${b.id}`)).body).toMatchObject({ status: 'playing' });
  });

  it('lets the creator abort a game nobody joined, and nothing else', async () => {
    h = await startOnline();
    const created = await h.post('/api/games', { game: 'gomoku', side: 'black' });
    const { id, token } = created.body as { id: string; token: string };
    const c = await h.client(id);
    await c.hello(token);
    expect(await c.call({ type: 'move', move: 'h8', ply: 0 })).toMatchObject({
      error: 'refused',
      reason: 'waiting',
    });
    expect(await c.call({ type: 'abort' })).toMatchObject({ type: 'ack' });
    expect((await h.post(`/api/games/${id}/join`)).body.error).toBe('game-over');
  });
});

describe('the end and what follows', () => {
  it('resigns, then plays a rematch with colours swapped, the spectator following', async () => {
    h = await startOnline();
    const { id, black, white, tokens } = await seated(h);
    const watcher = await h.client(id);
    await watcher.hello();
    await black.call({ type: 'move', move: 'h8', ply: 0 });
    expect(await white.call({ type: 'resign' })).toMatchObject({ type: 'ack' });
    const over = await watcher.next('state', (m) => m.game.status === 'ended');
    expect(over.game.outcome).toEqual({ winner: 'black', reason: 'resign' });

    expect(await watcher.call({ type: 'rematch' })).toMatchObject({ error: 'unauthorized' });
    await black.call({ type: 'rematch' });
    await white.next('state', (m) => m.game.rematch?.offeredBy === 'black');
    await white.call({ type: 'decline-rematch' });
    await black.next('state', (m) => m.game.rematch?.declined === true);
    await white.call({ type: 'rematch' });
    await black.next('state', (m) => m.game.rematch?.offeredBy === 'white');
    await black.call({ type: 'rematch' });

    const follow = await Promise.all([black, white, watcher].map((c) => c.next('rematch')));
    const next = follow[0]!;
    for (const f of follow) expect(f).toEqual(next);
    expect(next.url).toBe(`/gomoku/online/${next.id}`);
    expect(next.id).not.toBe(id);

    const nowWhite = await h.client(next.id);
    expect((await nowWhite.hello(tokens.black)).game).toMatchObject({
      you: 'white',
      status: 'playing',
      moves: [],
    });
    const nowBlack = await h.client(next.id);
    await nowBlack.hello(tokens.white);
    expect(await nowBlack.call({ type: 'move', move: 'h8', ply: 0 })).toMatchObject({ ply: 1 });
    // Asking again on the old game repeats the agreed rematch.
    await white.call({ type: 'rematch' });
    expect((await watcher.next('rematch')).id).toBe(next.id);
    expect(await h.store.loadGame(next.id)).toMatchObject({ game: { rematchOf: id } });
  });

  it('lets the opponent claim a game abandoned for longer than the grace period', async () => {
    h = await startOnline({ abandonMs: 10 });
    const { id, black, white } = await seated(h);
    await black.call({ type: 'move', move: 'h8', ply: 0 });
    white.ws.close();
    const gone = await black.next('presence', (m) => !m.seats.white.connected);
    expect(gone.seats.white.abandonAtMs).toBe(h.now() + 10);
    expect(await black.call({ type: 'claim-abandon' })).toMatchObject({
      error: 'refused',
      reason: 'not-abandoned',
    });
    h.advance(10);
    expect(await black.call({ type: 'claim-abandon' })).toMatchObject({ type: 'ack' });
    expect((await h.get(`/api/games/${id}`)).body.outcome).toEqual({
      winner: 'black',
      reason: 'abandon',
    });
  });

  it('lets the flag fall on the server', async () => {
    h = await startOnline();
    const clock = { kind: 'absolute', initialMs: 1000 };
    const { id, black, white } = await seated(h, { game: 'gomoku', side: 'black', clock });
    expect(h.timers.pending.size).toBe(0);
    await black.call({ type: 'move', move: 'h8', ply: 0 });
    const moved = await white.next('moved');
    expect(moved.clock).toMatchObject({ running: 'white', white: { remainingMs: 1000 } });
    expect(h.timers.pending.size).toBe(1);
    h.advance(999);
    expect(h.timers.runDue()).toBe(0);
    h.advance(2);
    expect(h.timers.runDue()).toBe(1);
    const end = await black.next('state', (m) => m.game.status === 'ended');
    expect(end.game.outcome).toEqual({ winner: 'black', reason: 'timeout' });
    expect(end.game.clock?.white.remainingMs).toBe(0);
    const stored = await h.store.loadGame(id);
    expect(stored?.actions.map((a) => a.action.type)).toEqual(['move', 'claim-timeout']);
  });

  it('refuses a move made after the flag fell, even before the timer ran', async () => {
    h = await startOnline();
    const clock = { kind: 'fischer', initialMs: 1000, incrementMs: 0 };
    const { id, black, white } = await seated(h, { game: 'gomoku', side: 'black', clock });
    await black.call({ type: 'move', move: 'h8', ply: 0 });
    h.advance(5000);
    expect(await white.call({ type: 'move', move: 'h9', ply: 1 })).toMatchObject({
      error: 'game-over',
    });
    expect((await h.get(`/api/games/${id}`)).body).toMatchObject({
      moves: ['h8'],
      outcome: { winner: 'black', reason: 'timeout' },
    });
  });
});

describe('the store', () => {
  it('serves the same game after a restart, clocks running again', async () => {
    const store = new MemoryGameStore();
    h = await startOnline({ store });
    const clock = { kind: 'absolute', initialMs: 60_000 };
    const g = await newGame(h, { game: 'gomoku', side: 'black', clock });
    const path = `/api/games/${g.id}/moves`;
    await h.post(path, { move: 'h8', ply: 0 }, bearer(g.black));
    await h.post(path, { move: 'h9', ply: 1 }, bearer(g.white));
    const before = (await h.get(`/api/games/${g.id}`)).body;
    await h.close();

    h = await startOnline({ store });
    expect(h.hub.size).toBe(1);
    expect(h.timers.pending.size).toBe(1);
    const after = (await h.get(`/api/games/${g.id}`)).body;
    expect(after.moves).toEqual(before.moves);
    expect(after.status).toBe('playing');
    const r = await h.post(path, { move: 'i8', ply: 2 }, bearer(g.black));
    expect(r).toEqual({ status: 200, body: { ply: 3 } });
  });

  it('stores when the flag falls: another instance adopts only the games whose flag is due, and drops those whose flag is far', async () => {
    const store = new MemoryGameStore();
    h = await startOnline({ store });
    const start = async (clock?: Record<string, unknown>) => {
      const g = await newGame(h, { game: 'gomoku', side: 'black', ...(clock ? { clock } : {}) });
      await h.post(`/api/games/${g.id}/moves`, { move: 'h8', ply: 0 }, bearer(g.black));
      return g.id;
    };
    const t0 = h.now();
    const fast = await start({ kind: 'absolute', initialMs: 5_000 });
    const slow = await start({ kind: 'fischer', initialMs: 3_600_000, incrementMs: 1_000 });
    const untimed = await start();
    expect((await store.loadGame(fast))?.summary.flagAtMs).toBe(t0 + 5_000);
    expect((await store.loadGame(slow))?.summary.flagAtMs).toBe(t0 + 3_600_000);
    expect((await store.loadGame(untimed))?.summary.flagAtMs).toBeUndefined();

    // Another instance (never started: it holds nothing) adopting every 10 s looks 20 s ahead.
    const fanout = { publish: () => undefined, onNotice: () => undefined, close: async () => {} };
    const timers = new ManualTimers(h.now);
    const other = new Hub({ store, now: h.now, timers, fanout, adoptEveryMs: 10_000 });
    try {
      expect(await other.cluster.adopt()).toBe(1);
      expect(other.size).toBe(1);
      expect(await other.cluster.adopt()).toBe(0);
      // Held with its flag far off (a player opened it here), then idle for 10 minutes:
      // the sweep drops it and its timer; the game about to flag stays.
      expect(await other.get(slow)).toBeDefined();
      expect([other.size, timers.pending.size]).toEqual([2, 2]);
      h.advance(10 * 60_000);
      other.sweep();
      expect([other.size, timers.pending.size]).toEqual([1, 1]);
      // Adopted again when its flag comes near.
      h.advance(3_600_000 - 10 * 60_000 - 15_000);
      expect(await other.cluster.adopt()).toBe(1);
      expect(other.size).toBe(2);
    } finally {
      other.close();
    }
  });

  it('answers stale-ply when another writer took the seq first, then serves what it wrote', async () => {
    const store = new MemoryGameStore();
    h = await startOnline({ store });
    const g = await newGame(h, { game: 'gomoku', side: 'black' });
    await h.get(`/api/games/${g.id}`);
    const other = await store.appendAction(
      g.id,
      { seq: 0, atMs: h.now(), action: { type: 'move', move: 'c3' } },
      { status: 'playing' },
    );
    expect(other).toBe('ok');
    const r = await h.post(`/api/games/${g.id}/moves`, { move: 'h8', ply: 0 }, bearer(g.black));
    expect(r).toMatchObject({ status: 409, body: { error: 'stale-ply' } });
    expect((await h.get(`/api/games/${g.id}`)).body).toMatchObject({ moves: ['c3'] });
    expect((await store.loadGame(g.id))?.actions).toHaveLength(1);
  });
});

describe('Gomoku swap2 online', () => {
  it('follows the players when the colours change hands', async () => {
    const store = new MemoryGameStore();
    h = await startOnline({ store });
    const {
      id,
      black: first,
      white: second,
      tokens,
    } = await seated(h, { game: 'gomoku', options: { opening: 'swap2' }, side: 'black' });
    // The first player places three stones (black, white, black).
    for (const [ply, move] of ['h8', 'i9', 'j10'].entries())
      expect(await first.call({ type: 'move', move, ply }), move).toMatchObject({ type: 'ack' });
    expect(await first.call({ type: 'move', move: 'swap:black', ply: 3 })).toMatchObject({
      error: 'not-your-turn',
    });
    // The second player takes black: the first player now plays white, and is to move.
    expect(await second.call({ type: 'move', move: 'swap:black', ply: 3 })).toMatchObject({
      ply: 4,
    });
    const s1 = await first.next('state', (m) => m.game.moves.length === 4);
    const s2 = await second.next('state', (m) => m.game.moves.length === 4);
    expect(s1.game).toMatchObject({ you: 'white', turn: 'white' });
    expect(s2.game).toMatchObject({ you: 'black', turn: 'white' });
    expect(await second.call({ type: 'move', move: 'a1', ply: 4 })).toMatchObject({
      error: 'not-your-turn',
    });
    expect(await first.call({ type: 'move', move: 'a1', ply: 4 })).toMatchObject({ ply: 5 });
    expect(await second.next('moved', (m) => m.ply === 5)).toMatchObject({
      by: 'white',
      turn: 'black',
    });
    // After a restart the same tokens play the same colours.
    await h.close();
    h = await startOnline({ store });
    const again = await h.client(id);
    expect((await again.hello(tokens.black)).game).toMatchObject({ you: 'white', turn: 'black' });
  });
});

describe('Chongzi online', () => {
  it('plays in its own notation, red as black and blue as white', async () => {
    h = await startOnline();
    const { id, black, white } = await seated(h, { game: 'chongzi', side: 'red' });
    const def = matchGame('chongzi').definition;
    let state = def.initial({});
    const played: string[] = [];
    for (let ply = 0; ply < 6; ply++) {
      const move = def.legalMoves(state)[0];
      if (move === undefined) break;
      const text = def.formatMove(move, state);
      const mover = def.turn(state) === 'black' ? black : white;
      expect(await mover.call({ type: 'move', move: text, ply }), text).toMatchObject({
        type: 'ack',
        ply: ply + 1,
      });
      const next = def.play(state, move);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value;
      played.push(text);
    }
    expect(played.length).toBeGreaterThan(2);
    expect((await h.get(`/api/games/${id}`)).body.moves).toEqual(played);
  });
});
