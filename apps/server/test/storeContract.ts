/**
 * What every GameStore must do, as a vitest suite: run it for each implementation
 * (`storeContract('memory', () => new MemoryGameStore())`, and the same for SQLite).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameStore, GameSummary, StoredGame } from '../src/storage/types.js';

const game = (id: string, extra: Partial<StoredGame> = {}): StoredGame => ({
  id,
  game: 'gomoku',
  options: { size: 15, rule: 'freestyle' },
  seats: {
    black: { kind: 'person', tokenHash: 'a'.repeat(64), name: 'Ann' },
    white: { kind: 'person' },
  },
  createdAtMs: 1_700_000_000_000,
  ...extra,
});
const waiting: GameSummary = { status: 'waiting' };
const playing: GameSummary = { status: 'playing' };

export function storeContract(name: string, open: () => Promise<GameStore> | GameStore): void {
  describe(`GameStore contract: ${name}`, () => {
    let store: GameStore;
    beforeEach(async () => {
      store = await open();
    });
    afterEach(async () => {
      await store.close();
    });

    it('stores a game and loads it back as it was', async () => {
      const g = game('AAAAAAAAAA', {
        timeControl: { kind: 'byoyomi', mainMs: 60_000, periods: 3, periodMs: 10_000 },
        rematchOf: 'BBBBBBBBBB',
      });
      await store.createGame(g, waiting);
      expect(await store.loadGame(g.id)).toEqual({ game: g, summary: waiting, actions: [] });
      expect(await store.loadGame('CCCCCCCCCC')).toBeUndefined();
    });

    it('keeps the log in seq order and refuses a taken seq', async () => {
      await store.createGame(game('AAAAAAAAAA'), playing);
      const a0 = { seq: 0, atMs: 1, action: { type: 'move', move: 'h8' } };
      const a1 = { seq: 1, atMs: 2, action: { type: 'offer-draw', color: 'white' } };
      expect(await store.appendAction('AAAAAAAAAA', a0, playing)).toBe('ok');
      expect(await store.appendAction('AAAAAAAAAA', a1, playing)).toBe('ok');
      const again = { seq: 1, atMs: 3, action: { type: 'move', move: 'h9' } };
      const ended: GameSummary = { status: 'ended', result: { winner: 'black', reason: 'resign' } };
      expect(await store.appendAction('AAAAAAAAAA', again, ended)).toBe('conflict');
      const loaded = await store.loadGame('AAAAAAAAAA');
      expect(loaded?.actions).toEqual([a0, a1]);
      expect(loaded?.summary).toEqual(playing);
    });

    it('commits the summary with the action', async () => {
      await store.createGame(game('AAAAAAAAAA'), playing);
      const ended: GameSummary = { status: 'ended', result: { winner: 'black', reason: 'resign' } };
      const a = { seq: 0, atMs: 1, action: { type: 'resign', color: 'white' } };
      expect(await store.appendAction('AAAAAAAAAA', a, ended)).toBe('ok');
      expect((await store.loadGame('AAAAAAAAAA'))?.summary).toEqual(ended);
      expect(await store.activeGames()).toEqual([]);
    });

    it('gives a free seat once', async () => {
      await store.createGame(game('AAAAAAAAAA'), waiting);
      const hash = 'b'.repeat(64);
      expect(await store.takeSeat('AAAAAAAAAA', 'white', hash, playing, 'Bo')).toBe(true);
      expect(await store.takeSeat('AAAAAAAAAA', 'white', 'c'.repeat(64), playing)).toBe(false);
      expect(await store.takeSeat('AAAAAAAAAA', 'black', 'c'.repeat(64), playing)).toBe(false);
      const loaded = await store.loadGame('AAAAAAAAAA');
      expect(loaded?.game.seats.white).toEqual({ kind: 'person', tokenHash: hash, name: 'Bo' });
      expect(loaded?.summary).toEqual(playing);
    });

    it('records one rematch', async () => {
      await store.createGame(game('AAAAAAAAAA'), playing);
      expect(await store.setRematch('AAAAAAAAAA', 'DDDDDDDDDD')).toBe(true);
      expect(await store.setRematch('AAAAAAAAAA', 'EEEEEEEEEE')).toBe(false);
      expect((await store.loadGame('AAAAAAAAAA'))?.summary.rematchId).toBe('DDDDDDDDDD');
    });

    it('lists the games not ended', async () => {
      await store.createGame(game('AAAAAAAAAA'), waiting);
      await store.createGame(game('BBBBBBBBBB'), playing);
      await store.createGame(game('CCCCCCCCCC'), {
        status: 'ended',
        result: { reason: 'aborted' },
      });
      expect([...(await store.activeGames())].sort()).toEqual(['AAAAAAAAAA', 'BBBBBBBBBB']);
    });

    it('stores engine seats', async () => {
      const g = game('AAAAAAAAAA', {
        game: 'go',
        options: { size: 9 },
        seats: {
          black: { kind: 'engine', id: 'gnugo', level: 5, name: 'GNU Go' },
          white: { kind: 'person', tokenHash: 'a'.repeat(64) },
        },
      });
      await store.createGame(g, playing);
      expect((await store.loadGame(g.id))?.game).toEqual(g);
    });
  });
}
