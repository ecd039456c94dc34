/**
 * An in-memory {@link GameStore} with the same semantics as the SQLite one: a game is
 * its setup, its summary and its log of actions; `appendAction` refuses a seq that
 * is taken (`conflict`); a gap, an unknown game or a taken id is a `StorageError`
 * (`gap`, `not-found`, `exists`); a recorded rematch is never replaced. What it
 * returns is a copy, so callers cannot change the stored data by accident. It does
 * not check the shape of what it is given (the SQLite store does). Used by tests.
 *
 * @example
 * ```ts
 * const store = new MemoryGameStore();
 * await store.createGame(game, { status: 'waiting' });
 * await store.appendAction(game.id, { seq: 0, atMs: 0, action: { type: 'move', move: 'h8' } }, summary); // 'ok'
 * await store.appendAction(game.id, { seq: 0, atMs: 1, action: { type: 'move', move: 'h9' } }, summary); // 'conflict'
 * ```
 */
import { StorageError } from './errors.js';
import { actionRow, checkSummary, gameRow } from './rows.js';
import type {
  GameStore,
  GameSummary,
  LoadedGame,
  SeatColor,
  StoreHealth,
  StoredAction,
  StoredGame,
} from './types.js';

interface Entry {
  game: StoredGame;
  summary: GameSummary;
  actions: StoredAction[];
}

const copy = <T>(v: T): T => structuredClone(v);

export class MemoryGameStore implements GameStore {
  readonly kind = 'memory';
  private readonly games = new Map<string, Entry>();
  private closed = false;

  private open(): void {
    if (this.closed) throw new Error('storage: the store is closed');
  }

  private entry(id: string): Entry {
    const e = this.games.get(id);
    if (!e) throw new StorageError('not-found', `no game ${id}`);
    return e;
  }

  /** The new summary, keeping a recorded rematch (it is only ever set once). */
  private static next(e: Entry, summary: GameSummary): GameSummary {
    const rematchId = e.summary.rematchId ?? summary.rematchId;
    const { rematchId: _given, ...rest } = copy(summary);
    return rematchId === undefined ? rest : { ...rest, rematchId };
  }

  async createGame(game: StoredGame, summary: GameSummary): Promise<void> {
    this.open();
    // The same checks of what can be stored as the SQL stores (they throw `bad-input`).
    gameRow(game, summary, 0);
    if (this.games.has(game.id)) throw new StorageError('exists', `game ${game.id} exists`);
    this.games.set(game.id, { game: copy(game), summary: copy(summary), actions: [] });
  }

  async loadGame(id: string): Promise<LoadedGame | undefined> {
    this.open();
    const e = this.games.get(id);
    return e
      ? { game: copy(e.game), summary: copy(e.summary), actions: copy(e.actions) }
      : undefined;
  }

  async takeSeat(
    id: string,
    color: SeatColor,
    tokenHash: string,
    summary: GameSummary,
    name?: string,
  ): Promise<boolean> {
    this.open();
    const e = this.entry(id);
    checkSummary(id, summary);
    const seat = e.game.seats[color];
    if (seat.kind !== 'person' || seat.tokenHash !== undefined) return false;
    const taken = { kind: 'person' as const, tokenHash, ...(name === undefined ? {} : { name }) };
    e.game = { ...e.game, seats: { ...e.game.seats, [color]: taken } };
    e.summary = MemoryGameStore.next(e, summary);
    return true;
  }

  async appendAction(
    id: string,
    action: StoredAction,
    summary: GameSummary,
  ): Promise<'ok' | 'conflict'> {
    this.open();
    const e = this.entry(id);
    actionRow(id, action);
    checkSummary(id, summary);
    if (action.seq < e.actions.length) return 'conflict';
    if (action.seq !== e.actions.length)
      throw new StorageError('gap', `game ${id}: action ${action.seq} after ${e.actions.length}`);
    e.actions.push(copy(action));
    e.summary = MemoryGameStore.next(e, summary);
    return 'ok';
  }

  async setRematch(id: string, rematchId: string): Promise<boolean> {
    this.open();
    const e = this.entry(id);
    if (e.summary.rematchId !== undefined) return false;
    e.summary = { ...e.summary, rematchId };
    return true;
  }

  async activeGames(): Promise<readonly string[]> {
    this.open();
    const out: string[] = [];
    for (const [id, e] of this.games) if (e.summary.status !== 'ended') out.push(id);
    return out;
  }

  async dueGames(byMs: number): Promise<readonly string[]> {
    this.open();
    const due: [number, string][] = [];
    for (const [id, e] of this.games) {
      const at = e.summary.flagAtMs;
      if (e.summary.status !== 'ended' && at !== undefined && at <= byMs) due.push([at, id]);
    }
    return due.sort((x, y) => x[0] - y[0] || (x[1] < y[1] ? -1 : 1)).map(([, id]) => id);
  }

  async health(): Promise<StoreHealth> {
    return this.closed
      ? { ok: false, reason: 'closed', detail: 'the store is closed' }
      : { ok: true };
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}
