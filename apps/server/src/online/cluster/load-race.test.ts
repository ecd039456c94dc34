import { afterEach, describe, expect, it } from 'vitest';
import { bearer, newGame, startOnline, type Harness } from '../../../test/onlineHarness.js';
import { MemoryGameStore } from '../../storage/memory.js';
import type { GameStore, LoadedGame } from '../../storage/types.js';
import type { Fanout, Notice } from './fanout.js';

/** Two instances' fan-outs joined in memory: what one publishes, the other hears. */
function fanoutPair(): [Fanout, Fanout] {
  const handlers: ((n: Notice, from: string) => void)[][] = [[], []];
  const side = (me: number): Fanout => ({
    publish: (n) => queueMicrotask(() => handlers[1 - me]?.forEach((h) => h(n, `i${me}`))),
    onNotice: (h) => void handlers[me]?.push(h),
    close: () => Promise.resolve(),
  });
  return [side(0), side(1)];
}

/** `store`, whose loads read the store at once but answer only when `release` is called. */
function heldLoads(store: GameStore): { store: GameStore; read: Promise<void>; release(): void } {
  let release = (): void => {};
  const gate = new Promise<void>((r) => (release = r));
  let readIt = (): void => {};
  const read = new Promise<void>((r) => (readIt = r));
  const held: GameStore = Object.create(store) as GameStore;
  held.loadGame = async (id: string): Promise<LoadedGame | undefined> => {
    const loaded = await store.loadGame(id);
    readIt();
    await gate;
    return loaded;
  };
  return { store: held, read, release: () => release() };
}

describe('a change heard while the game is being loaded', () => {
  const open: Harness[] = [];
  afterEach(async () => {
    for (const h of open.splice(0)) await h.close();
  });

  it('is applied once the load ends: the instance does not hold the game a move behind', async () => {
    const shared = new MemoryGameStore();
    const [fa, fb] = fanoutPair();
    const a = await startOnline({ store: shared, fanout: fa, adoptEveryMs: 0 });
    open.push(a);
    const slow = heldLoads(shared);
    const b = await startOnline({ store: slow.store, fanout: fb, adoptEveryMs: 0 });
    open.push(b);
    const g = await newGame(a, { game: 'gomoku', side: 'black' });
    // B starts loading the game (as a player arriving there would) and has read ply 0 …
    const loading = b.hub.get(g.id);
    await slow.read;
    // … when a move lands on A, which tells B.
    const moved = await a.post(`/api/games/${g.id}/moves`, { move: 'h8', ply: 0 }, bearer(g.black));
    expect(moved.body).toEqual({ ply: 1 });
    await new Promise((r) => setTimeout(r, 50));
    slow.release();
    expect((await loading)?.match.plies).toBe(0);
    // The notice was kept for the end of the load: B catches up to A's move.
    await expect.poll(async () => (await b.hub.get(g.id))?.match.plies).toBe(1);
    const view = await b.get(`/api/games/${g.id}`);
    expect(view.body).toMatchObject({ moves: ['h8'] });
  });
});
