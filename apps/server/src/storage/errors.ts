/**
 * The one error a `GameStore` throws on purpose: a code the server can map to a
 * reply, and a message naming the game and what is wrong. Anything else a store throws
 * is a fault of the database itself (disk full, connection lost).
 *
 * @example
 * ```ts
 * try { await store.loadGame(id); }
 * catch (e) { if (e instanceof StorageError && e.code === 'corrupt') log.error(e.message); else throw e; }
 * ```
 */
export const STORAGE_ERROR_CODES = [
  /** No game with that id (writes to unknown games). */
  'not-found',
  /** createGame with an id that is taken. */
  'exists',
  /** A value the store refuses to write (not JSON, wrong shape, negative seq…); nothing changed. */
  'bad-input',
  /** appendAction with seq n when action n - 1 is missing; nothing changed. */
  'gap',
  /** A stored row that does not read back as a game (bad JSON, unknown kind or status). */
  'corrupt',
] as const;
export type StorageErrorCode = (typeof STORAGE_ERROR_CODES)[number];

export class StorageError extends Error {
  override readonly name = 'StorageError';
  constructor(
    readonly code: StorageErrorCode,
    message: string,
  ) {
    super(`storage: ${message}`);
  }
}
