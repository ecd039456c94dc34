/**
 * Storage of online games, behind one interface: SQLite (embedded default) or
 * PostgreSQL (several server instances), with the same migrations. A game is its setup plus the log of
 * the actions accepted on it; the match is rebuilt by replaying the log through the
 * match layer's `apply`, with each action's own time.
 *
 * The log's (game, seq) pair is unique: {@link GameStore.appendAction} refuses a
 * second action with the same seq, so two writers can never both accept action n.
 *
 * @example
 * ```ts
 * const store = await openSqliteStore({ dir: './data' });
 * await store.createGame(game);
 * const r = await store.appendAction(game.id, { seq: 0, atMs: Date.now(), action: { type: 'move', move: 'h8' } });
 * if (r === 'conflict') { ... reload and retry ... }
 * ```
 */
import type { GameId, MatchResult, Seat, TimeControl } from '@qipan/match';

export type SeatColor = 'black' | 'white';

/** Who sits in a seat: a person holding a seat token (stored hashed), or a server engine. */
export type StoredSeat =
  | { readonly kind: 'person'; readonly tokenHash?: string; readonly name?: string }
  | {
      readonly kind: 'engine';
      readonly id: string;
      readonly level?: number;
      readonly name?: string;
    };

export interface StoredGame {
  /** 10 characters of [0-9A-Za-z]. */
  readonly id: string;
  readonly game: GameId;
  /** The game's options as parsed by its `parseOptions` (JSON). */
  readonly options: unknown;
  readonly timeControl?: TimeControl;
  /** Seats as created; a person seat without tokenHash is free. */
  readonly seats: { readonly black: StoredSeat; readonly white: StoredSeat };
  readonly createdAtMs: number;
  /** The previous game when this one is a rematch. */
  readonly rematchOf?: string;
}

/** What the game looks like now, kept next to the log so lists need no replay. */
export interface GameSummary {
  readonly status: 'waiting' | 'playing' | 'ended';
  readonly result?: MatchResult;
  /** The agreed rematch's id. */
  readonly rematchId?: string;
  /**
   * When the side to move's flag falls if it does not move (ms since the epoch), while
   * a clock runs: instances find the games whose flag is due without loading the others.
   */
  readonly flagAtMs?: number;
}

/**
 * One accepted action, as JSON. `action` is the match action with the move in the
 * game's notation (`{ type: 'move', move: 'h8' }`, `{ type: 'resign', color: 'black' }`,
 * `{ type: 'mark-dead', color, point: 'D4' }`…).
 */
export interface StoredAction {
  /** 0, 1, 2, … without gaps, per game. */
  readonly seq: number;
  readonly atMs: number;
  readonly action: Readonly<Record<string, unknown>>;
}

export interface LoadedGame {
  readonly game: StoredGame;
  readonly summary: GameSummary;
  /** Every action in seq order. */
  readonly actions: readonly StoredAction[];
}

/**
 * Refusals are `StorageError`s (./errors.ts) and change nothing: `bad-input` (a value
 * that cannot be stored), `not-found` (a write to an unknown game id), `exists`
 * (createGame with a taken id), `gap` (action n without action n - 1), `corrupt`
 * (loadGame of a stored row that does not read back). The contract is
 * ./suite.ts, run on every implementation.
 */
export interface GameStore {
  /** `sqlite` or `postgres`. */
  readonly kind: string;
  /** Stores a new game (status `waiting`, or `playing` when both seats are filled). */
  createGame(game: StoredGame, summary: GameSummary): Promise<void>;
  loadGame(id: string): Promise<LoadedGame | undefined>;
  /**
   * Takes a free person seat for `tokenHash`: true if it was free (and is now taken),
   * false if someone holds it. The summary is updated in the same transaction.
   */
  takeSeat(
    id: string,
    color: SeatColor,
    tokenHash: string,
    summary: GameSummary,
    name?: string,
  ): Promise<boolean>;
  /**
   * Commits one action and the new summary in one transaction, durably before it
   * returns. `conflict` when an action with that seq exists (someone else won the race).
   */
  appendAction(id: string, action: StoredAction, summary: GameSummary): Promise<'ok' | 'conflict'>;
  /**
   * Records the rematch id once (false if another was recorded first). A summary's
   * rematchId passed to takeSeat/appendAction is recorded the same way (only if none is).
   */
  setRematch(id: string, rematchId: string): Promise<boolean>;
  /** Ids of games not ended (for clocks to restart after a restart). */
  activeGames(): Promise<readonly string[]>;
  /** Ids of games not ended whose flag falls by `byMs` (their `flagAtMs`), earliest first. */
  dueGames(byMs: number): Promise<readonly string[]>;
  /**
   * Whether the database answers and takes writes now (a cheap query and a one-row write,
   * with a short time limit; never rejects), and whether the last write failed within
   * the last {@link WRITE_FAULT_MS}. /healthz reports it; it recovers by itself when the
   * database does.
   */
  health(): Promise<StoreHealth>;
  /** Finishes the operations already called, then closes; later calls reject. */
  close(): Promise<void>;
}

/**
 * The answer of {@link GameStore.health}. `reason` is safe to show anyone (/healthz is
 * public): `read-only` when the database answers but writes fail (a full disk, a
 * read-only file or server); `detail` is the database's own error, for the server's log
 * and tests (it may name hosts and ports).
 */
export type StoreHealth =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly reason: 'closed' | 'timeout' | 'error' | 'read-only';
      readonly detail: string;
    };

/**
 * How long a failed write (a fault of the database, not a refusal) keeps the store
 * unhealthy when no write succeeds after it, even if the health check's own write goes
 * through (a full database file may still take a one-row update in place).
 */
export const WRITE_FAULT_MS = 30_000;

/** A seat as the match layer sees it (every human online is `remote` to the server). */
export const matchSeat = (s: StoredSeat): Seat =>
  s.kind === 'engine'
    ? {
        kind: 'engine',
        id: s.id,
        ...(s.level === undefined ? {} : { level: s.level }),
        ...(s.name === undefined ? {} : { name: s.name }),
      }
    : { kind: 'remote', ...(s.name === undefined ? {} : { name: s.name }) };
