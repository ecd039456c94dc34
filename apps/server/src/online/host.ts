/**
 * What the satellites of the hub need of it, and nothing more: the engine opponent,
 * presence and rematches each take a narrow host (a few members of {@link GameHost}),
 * which the hub is, and a test can fake.
 *
 * @example
 * ```ts
 * const host: OpponentHost = { now: Date.now, isClosed: false, log: console.warn, serial, commit };
 * new EngineOpponent(host, engines).follow(live);
 * ```
 */
import type { Result } from '@qipan/core';
import type { Action } from '@qipan/match';
import type { GameStore, StoredGame } from '../storage/types.js';
import type { OnlineError } from './errors.js';
import type { LiveGame } from './game.js';

/** An action's answer: the ply after it, or why not (nothing changed). */
export type Done = Result<{ ply: number }, OnlineError>;

/** What the other instances are told about a game (./cluster/cluster.ts). */
export interface Telling {
  /** Who is connected to the game here. */
  presenceChanged(live: LiveGame): void;
  /** A rematch offered or declined here (offers live in memory only). */
  rematchChanged(live: LiveGame): void;
  /** Read the game from the store again (a rematch recorded here). */
  storedChanged(live: LiveGame): void;
}

export interface GameHost {
  /** The server's clock (ms since the epoch). */
  readonly now: () => number;
  /** How long a seat may be without a socket during play before it can be claimed. */
  readonly abandonMs: number;
  readonly isClosed: boolean;
  readonly log: (message: string) => void;
  readonly store: Pick<GameStore, 'setRematch' | 'loadGame'>;
  readonly cluster: Telling;
  /** Runs `fn` after every earlier action on the game. */
  serial<T>(live: LiveGame, fn: () => Promise<T>): Promise<T>;
  /** Applies `action` at the server's time, commits it (`stored`: as the log keeps it), tells everyone. */
  commit(
    live: LiveGame,
    action: Action<unknown>,
    stored: Readonly<Record<string, unknown>>,
  ): Promise<Done>;
  /** Commits `action` after the game's queue, unless another action came first (never rejects). */
  commitUnlessMoved(live: LiveGame, action: Action<unknown>): void;
  /** Stores a new game and holds it live. */
  add(stored: StoredGame): Promise<Result<LiveGame, OnlineError>>;
}

/** What the engine opponent needs (./opponent.ts). */
export type OpponentHost = Pick<
  GameHost,
  'now' | 'isClosed' | 'log' | 'serial' | 'commit' | 'commitUnlessMoved'
>;

/** What presence needs (./presence.ts). */
export type PresenceHost = Pick<GameHost, 'now' | 'abandonMs'> & {
  readonly cluster: Pick<Telling, 'presenceChanged'>;
};

/** What rematches need (./rematch.ts). */
export type RematchHost = Pick<GameHost, 'now' | 'store' | 'cluster' | 'add'>;
