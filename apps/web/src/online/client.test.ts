import type { Snapshot } from '@qipan/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffMs, OnlineClient, type SocketLike } from './client.js';

class FakeSocket implements SocketLike {
  sent: string[] = [];
  closed = false;
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  constructor(readonly url: string) {}
  send(text: string): void {
    this.sent.push(text);
  }
  close(): void {
    this.closed = true;
  }
  open(): void {
    this.onopen?.({});
  }
  receive(m: unknown): void {
    this.onmessage?.({ data: typeof m === 'string' ? m : JSON.stringify(m) });
  }
  drop(): void {
    this.onclose?.({});
  }
  messages(): Record<string, unknown>[] {
    return this.sent.map((s) => JSON.parse(s) as Record<string, unknown>);
  }
}

const TOKEN = 'a'.repeat(43);
const seat = { kind: 'person' as const, taken: true, connected: true };

function snapshot(moves: string[], extra: Partial<Snapshot> = {}): Snapshot {
  return {
    id: 'Ab3dE5gH7k',
    game: 'gomoku',
    options: { size: 15 },
    moves,
    turn: moves.length % 2 === 0 ? 'black' : 'white',
    status: 'playing',
    epoch: 0,
    you: 'black',
    seats: { black: seat, white: seat },
    spectators: 0,
    abortable: moves.length < 2,
    ...extra,
  };
}

function setup(withToken = true) {
  const token = withToken ? TOKEN : undefined;
  const sockets: FakeSocket[] = [];
  const logs: string[] = [];
  let now = 1_000_000;
  const client = new OnlineClient({
    url: 'ws://127.0.0.1/api/games/Ab3dE5gH7k/ws',
    token,
    socket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    now: () => now,
    random: () => 0.5,
    log: (m) => logs.push(m),
  });
  const last = (): FakeSocket => {
    const s = sockets.at(-1);
    if (!s) throw new Error('no socket');
    return s;
  };
  return {
    client,
    sockets,
    logs,
    last,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('OnlineClient', () => {
  it('says hello with its token and keeps the snapshot', () => {
    const { client, last } = setup();
    client.start();
    expect(client.view.conn).toBe('connecting');
    last().open();
    expect(client.view.conn).toBe('open');
    expect(last().messages()).toEqual([{ type: 'hello', token: TOKEN }]);
    last().receive({ type: 'state', game: snapshot(['h8']) });
    expect(client.view.game?.moves).toEqual(['h8']);
  });

  it('applies the next ply, ignores a repeat, and resyncs on a gap or another epoch', () => {
    const { client, last } = setup();
    client.start();
    last().open();
    last().receive({
      type: 'state',
      game: snapshot(['h8'], { pending: { kind: 'draw', by: 'black' } }),
    });
    last().receive({ type: 'moved', ply: 2, epoch: 0, move: 'h9', by: 'white', turn: 'black' });
    expect(client.view.game?.moves).toEqual(['h8', 'h9']);
    expect(client.view.game?.turn).toBe('black');
    expect(client.view.game?.pending).toBeUndefined();
    last().receive({ type: 'moved', ply: 2, epoch: 0, move: 'h9', by: 'white', turn: 'black' });
    expect(client.view.game?.moves).toEqual(['h8', 'h9']);
    expect(last().sent).toHaveLength(1);
    // A gap: ply 4 while we have 2 → hello with what we have; nothing applied.
    last().receive({ type: 'moved', ply: 4, epoch: 0, move: 'j9', by: 'white', turn: 'black' });
    expect(client.view.game?.moves).toEqual(['h8', 'h9']);
    expect(last().messages().at(-1)).toEqual({ type: 'hello', token: TOKEN, have: 2, epoch: 0 });
    // Another epoch (moves were taken back): resync again.
    last().receive({ type: 'moved', ply: 3, epoch: 1, move: 'j9', by: 'black', turn: 'white' });
    expect(client.view.game?.moves).toEqual(['h8', 'h9']);
    expect(last().messages()).toHaveLength(3);
    last().receive({ type: 'state', game: snapshot(['h8', 'j9'], { epoch: 1 }) });
    expect(client.view.game?.moves).toEqual(['h8', 'j9']);
    expect(client.view.game?.epoch).toBe(1);
  });

  it('forgets that an engine is thinking once its move arrives', () => {
    const { client, last } = setup();
    client.start();
    last().open();
    last().receive({ type: 'state', game: snapshot(['D4'], { thinking: 'white' }) });
    expect(client.view.game?.thinking).toBe('white');
    last().receive({ type: 'moved', ply: 2, epoch: 0, move: 'E5', by: 'white', turn: 'black' });
    expect(client.view.game?.moves).toEqual(['D4', 'E5']);
    expect(client.view.game?.thinking).toBeUndefined();
  });

  it("tells when this seat's offer is declined, not when it is accepted or another seat's", () => {
    const { client, last } = setup();
    client.start();
    last().open();
    const mine = { pending: { kind: 'draw' as const, by: 'black' as const } };
    last().receive({ type: 'state', game: snapshot(['h8', 'h9'], mine) });
    expect(client.view.declined).toBeUndefined();
    // White declines: the offer is gone, the game goes on with the same moves.
    last().receive({ type: 'state', game: snapshot(['h8', 'h9']) });
    expect(client.view.declined).toEqual({ kind: 'draw', at: 1 });
    // An undo request answered by a move counts as declined too.
    last().receive({
      type: 'state',
      game: snapshot(['h8', 'h9', 'j9'], { pending: { kind: 'undo', by: 'black' } }),
    });
    last().receive({ type: 'moved', ply: 4, epoch: 0, move: 'j8', by: 'white', turn: 'black' });
    expect(client.view.declined).toEqual({ kind: 'undo', at: 2 });
    // Accepted: a draw ends the game; nothing is said to be declined.
    last().receive({ type: 'state', game: snapshot(['h8', 'h9', 'j9', 'j8'], mine) });
    last().receive({
      type: 'state',
      game: snapshot(['h8', 'h9', 'j9', 'j8'], {
        status: 'ended',
        outcome: { reason: 'draw-agreed' },
      }),
    });
    expect(client.view.declined).toEqual({ kind: 'undo', at: 2 });
    // White's own offer going away is not news for Black.
    last().receive({
      type: 'state',
      game: snapshot(['h8'], { pending: { kind: 'draw', by: 'white' } }),
    });
    last().receive({ type: 'state', game: snapshot(['h8']) });
    expect(client.view.declined).toEqual({ kind: 'undo', at: 2 });
  });

  it('drops and logs what does not validate, and changes nothing', () => {
    const { client, last, logs } = setup();
    client.start();
    last().open();
    last().receive({ type: 'state', game: snapshot(['h8']) });
    const before = client.view;
    last().receive('{"type":"moved","ply":"2"}');
    last().receive('not json');
    last().receive({ type: 'teleport' });
    last().onmessage?.({ data: new Uint8Array([1, 2]) });
    expect(client.view).toBe(before);
    expect(logs).toHaveLength(4);
  });

  it('matches acks and errors to request ids', async () => {
    const { client, last } = setup();
    client.start();
    last().open();
    last().receive({ type: 'state', game: snapshot([]) });
    const a = client.request({ type: 'move', move: 'h8', ply: 0 });
    const b = client.request({ type: 'move', move: 'h8', ply: 0 });
    const [ma, mb] = last().messages().slice(1);
    expect(ma).toEqual({ type: 'move', move: 'h8', ply: 0, id: 1 });
    expect(mb?.id).toBe(2);
    last().receive({ type: 'error', id: 2, error: 'stale-ply', message: 'stale' });
    last().receive({ type: 'ack', id: 1, ply: 1 });
    await expect(a).resolves.toEqual({ ok: true, ply: 1 });
    await expect(b).resolves.toEqual({
      ok: false,
      error: { error: 'stale-ply', message: 'stale' },
    });
    // An error without a request is kept for the page.
    last().receive({ type: 'error', error: 'unauthorized', message: 'bad token' });
    expect(client.view.error?.error).toBe('unauthorized');
  });

  it('fails requests in flight when the socket drops, and refuses new ones until it is back', async () => {
    const { client, last } = setup();
    client.start();
    last().open();
    const a = client.request({ type: 'resign' });
    last().drop();
    await expect(a).resolves.toMatchObject({ ok: false, error: { error: 'unavailable' } });
    await expect(client.request({ type: 'resign' })).resolves.toMatchObject({ ok: false });
  });

  it('reconnects with growing delays and resumes from the ply it has', () => {
    const { client, sockets, last } = setup();
    client.start();
    last().open();
    last().receive({ type: 'state', game: snapshot(['h8', 'h9', 'j9']) });
    last().drop();
    expect(client.view.conn).toBe('reconnecting');
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(499);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().drop(); // refused again: the next wait is twice as long
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    last().open();
    expect(client.view.conn).toBe('open');
    expect(last().messages()[0]).toEqual({ type: 'hello', token: TOKEN, have: 3, epoch: 0 });
    // A success resets the backoff.
    last().drop();
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(4);
  });

  it('retries at once when asked, and never after close', () => {
    const { client, sockets, last } = setup();
    client.start();
    last().drop();
    client.retryNow();
    expect(sockets).toHaveLength(2);
    client.close();
    expect(last().closed).toBe(true);
    expect(client.view.conn).toBe('closed');
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
  });

  it('says hello without a token as a spectator, and with one after setToken', () => {
    const { client, last } = setup(false);
    client.start();
    last().open();
    expect(last().messages()[0]).toEqual({ type: 'hello' });
    client.setToken(TOKEN);
    client.resync();
    expect(last().messages()[1]).toEqual({ type: 'hello', token: TOKEN });
  });

  it('estimates the server offset from the least delayed reading', () => {
    const { client, last, advance } = setup();
    client.start();
    last().open();
    last().receive({ type: 'pong', serverNowMs: 1_000_000 + 5_000 - 40 });
    expect(client.view.offsetMs).toBe(4_960);
    advance(1000);
    last().receive({ type: 'pong', serverNowMs: 1_001_000 + 5_000 - 10 });
    expect(client.view.offsetMs).toBe(4_990);
    advance(1000);
    last().receive({ type: 'pong', serverNowMs: 1_002_000 + 5_000 - 300 });
    expect(client.view.offsetMs).toBe(4_990);
  });

  it('stops for good when the game does not exist', () => {
    const { client, sockets, last } = setup();
    client.start();
    last().open();
    last().receive({ type: 'error', error: 'not-found', message: 'no game Ab3dE5gH7k' });
    last().drop();
    expect(client.view.conn).toBe('closed');
    expect(client.view.error?.error).toBe('not-found');
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('follows presence and rematch messages', () => {
    const { client, last } = setup();
    client.start();
    last().open();
    last().receive({ type: 'state', game: snapshot([]) });
    const gone = { ...seat, connected: false, abandonAtMs: 5 };
    last().receive({ type: 'presence', seats: { black: seat, white: gone }, spectators: 3 });
    expect(client.view.game?.spectators).toBe(3);
    expect(client.view.game?.seats.white.connected).toBe(false);
    last().receive({ type: 'rematch', id: 'Zz9yY8xX7w', url: '/gomoku/online/Zz9yY8xX7w' });
    expect(client.view.rematch).toEqual({ id: 'Zz9yY8xX7w', url: '/gomoku/online/Zz9yY8xX7w' });
  });
});

describe('backoffMs', () => {
  it('doubles from half a second up to ten, with jitter of a quarter either way', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((a) => backoffMs(a, 0.5))).toEqual([
      500, 1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
    expect(backoffMs(0, 0)).toBe(375);
    expect(backoffMs(0, 1)).toBe(625);
  });
});
