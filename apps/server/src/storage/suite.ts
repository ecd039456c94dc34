/**
 * The contract of a {@link GameStore} as Vitest cases, run on every implementation
 * (SQLite now, PostgreSQL and the in-memory store too). Test-only: excluded from the
 * server build.
 *
 * `open` returns a new store each call. With `persistent: true`, every store it returns
 * sees the same data (same directory or database), which adds the cases about closing
 * and reopening and about two stores racing on one database.
 *
 * @example
 * ```ts
 * storageSuite('sqlite', () => openSqliteStore({ dir }), { persistent: true });
 * ```
 */
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { StorageError } from './errors.js';
import type { GameStore, GameSummary, StoredAction, StoredGame } from './types.js';

export interface StorageSuiteOptions {
  /** Stores returned by `open` share their data (reopen and two-writer cases run). */
  readonly persistent?: boolean;
}

const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A fresh game id (10 letters or digits), so cases never see each other's games. */
export function newGameId(): string {
  return [...randomBytes(10)].map((b) => ALNUM[b % ALNUM.length]).join('');
}

/** A Go game against a server engine, with every optional field set. */
export function sampleGame(id = newGameId(), over: Partial<StoredGame> = {}): StoredGame {
  return {
    id,
    game: 'go',
    options: { size: 9, komi: 6.5, rules: 'chinese', handicap: [] },
    timeControl: { kind: 'byoyomi', mainMs: 600_000, periods: 5, periodMs: 30_000 },
    seats: {
      black: { kind: 'person', tokenHash: 'a'.repeat(64), name: '棋手' },
      white: { kind: 'engine', id: 'gnugo', level: 7, name: 'GNU Go' },
    },
    createdAtMs: 1_764_000_000_000,
    rematchOf: newGameId(),
    ...over,
  };
}

/** A Gomoku game waiting for its white player, without the optional fields. */
export function waitingGame(id = newGameId()): StoredGame {
  return {
    id,
    game: 'gomoku',
    options: { size: 15, rule: 'freestyle' },
    seats: { black: { kind: 'person', tokenHash: 'b'.repeat(64) }, white: { kind: 'person' } },
    createdAtMs: 1_764_000_000_123,
  };
}

const playing: GameSummary = { status: 'playing' };
const move = (seq: number, text: string): StoredAction => ({
  seq,
  atMs: 1_764_000_001_000 + seq * 1000,
  action: { type: 'move', move: text },
});

/** The error a promise rejects with (fails the case when it resolves). */
async function rejection(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (e) {
    return e;
  }
  throw new Error('expected a rejection');
}

async function expectStorageError(
  p: Promise<unknown>,
  code: StorageError['code'],
): Promise<StorageError> {
  const e = await rejection(p);
  expect(e).toBeInstanceOf(StorageError);
  expect((e as StorageError).code).toBe(code);
  return e as StorageError;
}

export function storageSuite(
  name: string,
  open: () => Promise<GameStore>,
  options: StorageSuiteOptions = {},
): void {
  describe(`GameStore contract: ${name}`, () => {
    const opened: GameStore[] = [];
    const store = async (): Promise<GameStore> => {
      const s = await open();
      opened.push(s);
      return s;
    };
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((s) => s.close()));
    });

    it('creates and loads a game with every field, and knows nothing of other ids', async () => {
      const s = await store();
      const game = sampleGame();
      const summary: GameSummary = { status: 'playing', rematchId: newGameId() };
      await s.createGame(game, summary);
      expect(await s.loadGame(game.id)).toEqual({ game, summary, actions: [] });
      const bare = waitingGame();
      await s.createGame(bare, { status: 'waiting' });
      const loaded = await s.loadGame(bare.id);
      expect(loaded).toEqual({ game: bare, summary: { status: 'waiting' }, actions: [] });
      // Absent optional fields stay absent (not undefined-valued keys).
      expect(Object.keys(loaded?.game ?? {}).sort()).toEqual([
        'createdAtMs',
        'game',
        'id',
        'options',
        'seats',
      ]);
      expect(Object.keys(loaded?.game.seats.white ?? {})).toEqual(['kind']);
      expect(await s.loadGame(newGameId())).toBeUndefined();
    });

    it('keeps actions in seq order with their times and the latest summary', async () => {
      const s = await store();
      const game = sampleGame();
      await s.createGame(game, playing);
      const actions = ['D4', 'Q16', 'pass', 'C3'].map((m, i) => move(i, m));
      for (const a of actions) expect(await s.appendAction(game.id, a, playing)).toBe('ok');
      const resign: StoredAction = {
        seq: 4,
        atMs: 1_764_000_009_000,
        action: { type: 'resign', color: 'white' },
      };
      const ended: GameSummary = { status: 'ended', result: { winner: 'black', reason: 'resign' } };
      expect(await s.appendAction(game.id, resign, ended)).toBe('ok');
      const loaded = await s.loadGame(game.id);
      expect(loaded?.actions).toEqual([...actions, resign]);
      expect(loaded?.summary).toEqual(ended);
    });

    it('refuses a second action with the same seq: conflict, log and summary unchanged', async () => {
      const s = await store();
      const game = sampleGame();
      await s.createGame(game, playing);
      expect(await s.appendAction(game.id, move(0, 'D4'), playing)).toBe('ok');
      expect(await s.appendAction(game.id, move(1, 'Q16'), playing)).toBe('ok');
      const before = await s.loadGame(game.id);
      const ended: GameSummary = { status: 'ended', result: { winner: 'white', reason: 'resign' } };
      expect(await s.appendAction(game.id, move(1, 'C3'), ended)).toBe('conflict');
      expect(await s.appendAction(game.id, move(0, 'C3'), ended)).toBe('conflict');
      expect(await s.loadGame(game.id)).toEqual(before);
    });

    it('lets exactly one of two racing appends of action n win', async () => {
      const s = await store();
      const game = sampleGame();
      await s.createGame(game, playing);
      const results = await Promise.all([
        s.appendAction(game.id, move(0, 'D4'), playing),
        s.appendAction(game.id, move(0, 'Q16'), playing),
      ]);
      expect([...results].sort()).toEqual(['conflict', 'ok']);
      const winner = results[0] === 'ok' ? 'D4' : 'Q16';
      expect((await s.loadGame(game.id))?.actions).toEqual([move(0, winner)]);
    });

    it('refuses a gap in the log, an unknown game and malformed input, changing nothing', async () => {
      const s = await store();
      const game = sampleGame();
      await s.createGame(game, playing);
      expect(await s.appendAction(game.id, move(0, 'D4'), playing)).toBe('ok');
      const before = await s.loadGame(game.id);
      const ended: GameSummary = { status: 'ended', result: { reason: 'aborted' } };
      await expectStorageError(s.appendAction(game.id, move(2, 'C3'), ended), 'gap');
      await expectStorageError(s.appendAction(newGameId(), move(0, 'C3'), playing), 'not-found');
      await expectStorageError(s.appendAction(game.id, move(-1, 'C3'), ended), 'bad-input');
      await expectStorageError(
        s.appendAction(game.id, { ...move(1, 'C3'), atMs: Number.NaN }, ended),
        'bad-input',
      );
      await expectStorageError(
        s.appendAction(game.id, { seq: 1, atMs: 5, action: { move: 'C3' } }, ended),
        'bad-input',
      );
      const cyclic: Record<string, unknown> = { type: 'move' };
      cyclic.self = cyclic;
      await expectStorageError(
        s.appendAction(game.id, { seq: 1, atMs: 5, action: cyclic }, ended),
        'bad-input',
      );
      const badStatus = { status: 'over' } as unknown as GameSummary;
      await expectStorageError(s.appendAction(game.id, move(1, 'C3'), badStatus), 'bad-input');
      expect(await s.loadGame(game.id)).toEqual(before);
    });

    it('refuses to create a game twice or with unstorable fields', async () => {
      const s = await store();
      const game = sampleGame();
      await s.createGame(game, playing);
      await expectStorageError(
        s.createGame({ ...waitingGame(game.id) }, { status: 'waiting' }),
        'exists',
      );
      expect((await s.loadGame(game.id))?.game).toEqual(game);
      const bad: StoredGame[] = [
        sampleGame('short'),
        sampleGame(newGameId(), { options: undefined }),
        sampleGame(newGameId(), { createdAtMs: -1 }),
        sampleGame(newGameId(), {
          timeControl: { kind: 'hourglass' } as unknown as NonNullable<StoredGame['timeControl']>,
        }),
        sampleGame(newGameId(), {
          seats: {
            black: { kind: 'person' },
            white: { kind: 'robot' } as unknown as StoredGame['seats']['white'],
          },
        }),
      ];
      for (const g of bad) {
        await expectStorageError(s.createGame(g, playing), 'bad-input');
        if (g.id.length === 10) expect(await s.loadGame(g.id)).toBeUndefined();
      }
      const noReason = { status: 'ended', result: { winner: 'black' } } as unknown as GameSummary;
      const id = newGameId();
      await expectStorageError(s.createGame(sampleGame(id), noReason), 'bad-input');
      expect(await s.loadGame(id)).toBeUndefined();
    });

    it('gives a free seat to the first taker only, with the summary', async () => {
      const s = await store();
      const game = waitingGame();
      await s.createGame(game, { status: 'waiting' });
      const first = 'c'.repeat(64);
      expect(await s.takeSeat(game.id, 'white', first, playing, 'Lee')).toBe(true);
      expect(await s.takeSeat(game.id, 'white', 'd'.repeat(64), playing, 'Cho')).toBe(false);
      expect(await s.takeSeat(game.id, 'black', 'd'.repeat(64), playing)).toBe(false);
      const loaded = await s.loadGame(game.id);
      expect(loaded?.game.seats).toEqual({
        black: game.seats.black,
        white: { kind: 'person', tokenHash: first, name: 'Lee' },
      });
      expect(loaded?.summary).toEqual(playing);
      await expectStorageError(s.takeSeat(newGameId(), 'white', first, playing), 'not-found');
    });

    it('never gives an engine seat to a person, and one racing taker wins', async () => {
      const s = await store();
      const engine = sampleGame();
      await s.createGame(engine, playing);
      expect(await s.takeSeat(engine.id, 'white', 'e'.repeat(64), playing)).toBe(false);
      expect((await s.loadGame(engine.id))?.game.seats.white).toEqual(engine.seats.white);
      const game = waitingGame();
      await s.createGame(game, { status: 'waiting' });
      const takers = ['1', '2', '3'].map((c) =>
        s.takeSeat(game.id, 'white', c.repeat(64), playing),
      );
      const won = await Promise.all(takers);
      expect(won.filter(Boolean)).toHaveLength(1);
      const winner = ['1', '2', '3'][won.indexOf(true)] ?? '';
      expect((await s.loadGame(game.id))?.game.seats.white).toEqual({
        kind: 'person',
        tokenHash: winner.repeat(64),
      });
    });

    it('records a rematch once', async () => {
      const s = await store();
      const game = sampleGame();
      await s.createGame(game, { status: 'ended', result: { winner: 'black', reason: 'resign' } });
      const first = newGameId();
      expect(await s.setRematch(game.id, first)).toBe(true);
      expect(await s.setRematch(game.id, newGameId())).toBe(false);
      expect((await s.loadGame(game.id))?.summary.rematchId).toBe(first);
      await expectStorageError(s.setRematch(newGameId(), first), 'not-found');
      // A later summary, with or without a rematchId, keeps the recorded one.
      const ended: GameSummary = { status: 'ended', result: { winner: 'black', reason: 'resign' } };
      await s.appendAction(
        game.id,
        { seq: 0, atMs: 9, action: { type: 'decline-rematch', color: 'white' } },
        ended,
      );
      await s.appendAction(
        game.id,
        { seq: 1, atMs: 9, action: { type: 'rematch', color: 'white' } },
        {
          ...ended,
          rematchId: newGameId(),
        },
      );
      expect((await s.loadGame(game.id))?.summary).toEqual({ ...ended, rematchId: first });
    });

    it('lists games that have not ended', async () => {
      const s = await store();
      const waiting = waitingGame();
      const live = sampleGame();
      const over = sampleGame();
      await s.createGame(waiting, { status: 'waiting' });
      await s.createGame(live, playing);
      await s.createGame(over, playing);
      await s.appendAction(
        over.id,
        { seq: 0, atMs: 5, action: { type: 'abort', color: 'black' } },
        {
          status: 'ended',
          result: { reason: 'aborted' },
        },
      );
      const active = await s.activeGames();
      expect(active).toContain(waiting.id);
      expect(active).toContain(live.id);
      expect(active).not.toContain(over.id);
    });

    it('keeps the flag time and lists the games whose flag is due, earliest first', async () => {
      const s = await store();
      const [soon, sooner, later, untimed, over] = [
        sampleGame(),
        sampleGame(),
        sampleGame(),
        sampleGame(),
        sampleGame(),
      ];
      const t = 4_000_000_000_000; // far from the other tests' clocks
      const flag = (ms: number): GameSummary => ({ ...playing, flagAtMs: ms });
      for (const g of [soon, sooner, later, untimed, over]) await s.createGame(g, playing);
      const at = (seq: number) => move(seq, 'D4');
      await s.appendAction(soon.id, at(0), flag(t + 500));
      await s.appendAction(sooner.id, at(0), flag(t + 200));
      await s.appendAction(later.id, at(0), flag(t + 5_000));
      await s.appendAction(untimed.id, at(0), playing);
      await s.appendAction(over.id, at(0), flag(t + 100));
      await s.appendAction(over.id, at(1), { status: 'ended', result: { reason: 'aborted' } });
      expect((await s.loadGame(soon.id))?.summary).toEqual(flag(t + 500));
      expect((await s.loadGame(untimed.id))?.summary).toEqual(playing);
      const ours = new Set([soon, sooner, later, untimed, over].map((g) => g.id));
      const due = async (by: number) => (await s.dueGames(by)).filter((id) => ours.has(id));
      expect(await due(t + 1_000)).toEqual([sooner.id, soon.id]);
      expect(await due(t + 200)).toEqual([sooner.id]);
      expect(await due(t + 10_000)).toEqual([sooner.id, soon.id, later.id]);
      // A move moves the flag; the game leaves the list until its new flag is due.
      await s.appendAction(sooner.id, at(1), flag(t + 8_000));
      expect(await due(t + 1_000)).toEqual([soon.id]);
      // A flag time that is not whole non-negative ms is refused and changes nothing.
      for (const bad of [-1, 1.5, Number.NaN, Infinity])
        await expectStorageError(s.appendAction(soon.id, at(1), flag(bad)), 'bad-input');
      expect((await s.loadGame(soon.id))?.actions).toHaveLength(1);
      expect(await due(t + 1_000)).toEqual([soon.id]);
    });

    if (!options.persistent) return;

    it('serves everything again after close and reopen', async () => {
      const s = await store();
      const game = sampleGame();
      await s.createGame(game, playing);
      for (let i = 0; i < 30; i++) await s.appendAction(game.id, move(i, `m${i}`), playing);
      const seatGame = waitingGame();
      await s.createGame(seatGame, { status: 'waiting' });
      await s.takeSeat(seatGame.id, 'white', 'f'.repeat(64), playing);
      await s.setRematch(game.id, seatGame.id);
      const before = [await s.loadGame(game.id), await s.loadGame(seatGame.id)];
      await s.close();
      opened.splice(opened.indexOf(s), 1);
      const again = await store();
      expect([await again.loadGame(game.id), await again.loadGame(seatGame.id)]).toEqual(before);
      expect(before[0]?.actions).toHaveLength(30);
      expect(await again.activeGames()).toEqual(expect.arrayContaining([game.id, seatGame.id]));
    });

    it('opens twice on the same data (migrations are idempotent) and lets one of two stores win action n', async () => {
      const a = await store();
      const b = await store();
      const game = sampleGame();
      await a.createGame(game, playing);
      expect(await b.appendAction(game.id, move(0, 'D4'), playing)).toBe('ok');
      expect(await a.appendAction(game.id, move(0, 'Q16'), playing)).toBe('conflict');
      expect(await a.appendAction(game.id, move(1, 'Q16'), playing)).toBe('ok');
      expect((await b.loadGame(game.id))?.actions).toEqual([move(0, 'D4'), move(1, 'Q16')]);
    });
  });
}
