import { describe, expect, it } from 'vitest';
import type { LoadedGame } from '../storage/types.js';
import { LiveGame, type Listener } from './game.js';
import { hooksOf, parsePoint } from './hooks.js';
import { hashToken } from './ids.js';
import { advance, toMatchAction } from './live.js';
import { summaryOf } from './views.js';

const T0 = 1_700_000_000_000;
const GRACE = 60_000;

function loaded(game: 'gomoku' | 'go', actions: LoadedGame['actions'] = []): LoadedGame {
  return {
    game: {
      id: 'Ab3dE5gH7k',
      game,
      options: game === 'go' ? { size: 9 } : {},
      seats: {
        black: { kind: 'person', tokenHash: hashToken('b'.repeat(32)) },
        white: { kind: 'person', tokenHash: hashToken('w'.repeat(32)) },
      },
      createdAtMs: T0,
    },
    summary: { status: 'playing' },
    actions,
  };
}

function live(game: 'gomoku' | 'go' = 'gomoku', actions?: LoadedGame['actions']): LiveGame {
  const r = LiveGame.fromStore(loaded(game, actions), T0, () => undefined);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

const socket = (key: 'black' | 'white' | undefined, sent: unknown[] = []): Listener => ({
  kind: 'socket',
  key,
  send: (e) => sent.push(e),
});

describe('LiveGame', () => {
  it('replays its log, and refuses one that does not replay, naming the action', () => {
    const g = live('gomoku', [
      { seq: 0, atMs: T0 + 1, action: { type: 'move', move: 'h8' } },
      { seq: 1, atMs: T0 + 2, action: { type: 'move', move: 'h9' } },
    ]);
    expect([g.moves, g.seq, g.match.plies]).toEqual([['h8', 'h9'], 2, 2]);
    const bad = LiveGame.fromStore(
      loaded('gomoku', [
        { seq: 0, atMs: T0, action: { type: 'move', move: 'h8' } },
        { seq: 1, atMs: T0, action: { type: 'move', move: 'h8' } },
      ]),
      T0,
      () => undefined,
    );
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatch(/^game Ab3dE5gH7k action 1: /);
  });

  it('knows the seat a token holds, and no seat for another token', () => {
    const g = live();
    expect(g.seatOf('b'.repeat(32))).toBe('black');
    expect(g.seatOf('w'.repeat(32))).toBe('white');
    expect(g.seatOf('x'.repeat(32))).toBeUndefined();
    expect(g.seatOf(undefined)).toBeUndefined();
  });

  it('gives a seat its grace period when its last socket closes, and ends it when one opens', () => {
    const g = live();
    const a = socket('black');
    const b = socket('black');
    expect(g.listen(a, T0, GRACE)).toBe(true);
    expect(g.listen(b, T0, GRACE)).toBe(true);
    expect([g.connected.black, g.seenSocket.black, g.seenSocket.white]).toEqual([2, true, false]);
    expect(g.unlisten(a, T0 + 5, GRACE)).toBe(true);
    expect(g.abandonAtMs.black).toBeUndefined(); // one socket still open
    expect(g.unlisten(b, T0 + 10, GRACE)).toBe(true);
    expect(g.abandonAtMs.black).toBe(T0 + 10 + GRACE);
    expect(g.unlisten(b, T0 + 20, GRACE)).toBe(false); // not listening any more
    g.listen(socket('black'), T0 + 30, GRACE);
    expect(g.abandonAtMs.black).toBeUndefined();
  });

  it('counts spectators and streams without a seat apart from players', () => {
    const g = live();
    expect(g.listen(socket(undefined), T0, GRACE)).toBe(true);
    expect(g.listen({ kind: 'stream', key: undefined, send: () => undefined }, T0, GRACE)).toBe(
      false,
    );
    expect([g.spectators, g.listeners.size, g.connected.black]).toEqual([1, 2, 0]);
  });

  it('moves a socket to another seat, starting the grace of the seat it left', () => {
    const g = live();
    const s = socket('black');
    g.listen(s, T0, GRACE);
    expect(g.reseat(s, 'black', T0, GRACE)).toBe(false);
    expect(g.reseat(s, undefined, T0 + 1, GRACE)).toBe(true);
    expect([g.connected.black, g.spectators, g.abandonAtMs.black]).toEqual([0, 1, T0 + 1 + GRACE]);
  });

  it('counts a seat connected on another instance until that instance says it is gone', () => {
    const g = live();
    g.heardFrom('other', { black: 1, white: 0, spectators: 2 }, T0, GRACE);
    expect([g.seatConnected('black'), g.seatConnected('white'), g.spectatorCount()]).toEqual([
      true,
      false,
      2,
    ]);
    expect(g.abandonAtMs.black).toBeUndefined();
    g.heardFrom('other', { black: 0, white: 0, spectators: 0 }, T0 + 7, GRACE);
    expect([g.seatConnected('black'), g.elsewhere.size]).toEqual([false, 0]);
    expect(g.abandonAtMs.black).toBe(T0 + 7 + GRACE);
    // White was never connected there: no grace starts for it.
    expect(g.abandonAtMs.white).toBeUndefined();
  });

  it('starts every seated player grace on load, and none once the game is over', () => {
    const g = live();
    g.startGrace(T0, GRACE);
    expect(g.abandonAtMs).toEqual({ black: T0 + GRACE, white: T0 + GRACE });
    const action = toMatchAction(g.match, { type: 'resign', color: 'black' });
    if (!action.ok) throw new Error(action.error.message);
    const next = advance(g, action.value, T0 + 1);
    if (!next.ok) throw new Error(next.error.message);
    g.advanced(next.value, summaryOf(g.stored, next.value.match), T0 + 1);
    expect([g.seq, g.summary.status, g.abandonAtMs.black, g.abandonAtMs.white]).toEqual([
      1,
      'ended',
      undefined,
      undefined,
    ]);
    g.startGrace(T0 + 2, GRACE);
    expect(g.abandonAtMs.black).toBeUndefined();
  });

  it('keeps a rematch offer until it is agreed, then the agreed id', () => {
    const g = live();
    g.rematchOffered('white', false);
    expect([g.rematchOffer, g.rematchDeclined]).toEqual(['white', false]);
    g.rematchAgreed('Zz9yY8xX7w');
    expect([g.rematchOffer, g.summary.rematchId]).toEqual([undefined, 'Zz9yY8xX7w']);
  });

  it('runs queued work one at a time, in order, past a failure', async () => {
    const g = live();
    const order: number[] = [];
    const slow = g.queued(async () => {
      await new Promise((r) => setTimeout(r, 20));
      order.push(1);
    });
    const failing = g.queued(() => Promise.reject(new Error('no')));
    const last = g.queued(async () => order.push(3));
    await expect(failing).rejects.toThrow('no');
    await Promise.all([slow, last]);
    expect(order).toEqual([1, 3]);
  });

  it('keeps telling the other listeners when one throws', () => {
    const logged: string[] = [];
    const r = LiveGame.fromStore(loaded('gomoku'), T0, (m) => logged.push(m));
    if (!r.ok) throw new Error(r.error);
    const sent: unknown[] = [];
    r.value.listen(
      {
        kind: 'socket',
        key: 'black',
        send: () => {
          throw new Error('gone');
        },
      },
      T0,
      GRACE,
    );
    r.value.listen(socket('white', sent), T0, GRACE);
    r.value.emit({ type: 'rematch', id: 'Zz9yY8xX7w', url: '/x' });
    expect(sent).toEqual([{ type: 'rematch', id: 'Zz9yY8xX7w', url: '/x' }]);
    expect(logged).toEqual(['online: a listener of Ab3dE5gH7k failed: Error: gone']);
  });
});

describe('hooks', () => {
  it('reads points in Go only', () => {
    const go = live('go');
    // 9×9: D4 is the fourth column, the fourth row from the bottom (y counts from the top).
    expect(parsePoint(go.match, 'D4')).toEqual({ x: 3, y: 5 });
    expect(parsePoint(go.match, 'Z99')).toBeUndefined();
    expect(hooksOf(go.match).formatPoint?.(go.match, { x: 3, y: 5 })).toBe('D4');
    expect(parsePoint(live('gomoku').match, 'D4')).toBeUndefined();
    expect(hooksOf(live('gomoku').match)).toEqual({});
  });
});
