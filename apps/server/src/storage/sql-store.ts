/**
 * The {@link GameStore} on any SQL database Kysely speaks. Every statement goes through
 * Kysely, so a database is one dialect plus a test for its unique-constraint error:
 * SQLite (`openSqliteStore`) and PostgreSQL (`openPostgresStore`), with the same
 * code and the same migrations.
 *
 * @example
 * ```ts
 * const db = new Kysely<StoreDatabase>({ dialect });
 * await migrateToLatest(db);
 * const store = sqlStore(db, { kind: 'sqlite', isUniqueViolation: (e) => ... });
 * ```
 */
import { sql, type Kysely, type UpdateQueryBuilder, type UpdateResult } from 'kysely';
import { StorageError } from './errors.js';
import type { StoreDatabase } from './migrations.js';
import {
  actionRow,
  checkGameId,
  checkSummary,
  gameRow,
  readAction,
  readGame,
  summaryColumns,
} from './rows.js';
import {
  WRITE_FAULT_MS,
  type GameStore,
  type GameSummary,
  type LoadedGame,
  type SeatColor,
  type StoreHealth,
  type StoredAction,
  type StoredGame,
} from './types.js';

export interface SqlStoreOptions {
  readonly kind: string;
  /** True for the database's "duplicate key" error (SQLite SQLITE_CONSTRAINT_PRIMARYKEY, PostgreSQL 23505). */
  readonly isUniqueViolation: (e: unknown) => boolean;
  /** Store clock for `updated_at_ms` (tests pin it). */
  readonly now?: () => number;
  /** Runs after the Kysely instance is destroyed. */
  readonly onClose?: () => void;
  /**
   * Runs one operation at a time, in call order (SQLite: one connection). Kysely's
   * SQLite driver wakes every waiter at each release, which turns a burst of n
   * concurrent appends into n² wake-ups; a FIFO queue in front keeps it linear.
   */
  readonly oneAtATime?: boolean;
  /** How long {@link GameStore.health}'s `select 1` and write may take (default 2 s). */
  readonly healthTimeoutMs?: number;
}

type Runner = <T>(task: () => Promise<T>) => Promise<T>;

/** A FIFO queue: each task starts when the previous one settled. */
function fifo(): Runner {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const result = tail.then(task);
    tail = result.catch(() => undefined);
    return result;
  };
}

type GamesUpdate = UpdateQueryBuilder<StoreDatabase, 'games', 'games', UpdateResult>;
/**
 * A summary's rematchId is recorded only when none is (like setRematch): a summary
 * without one never erases the rematch another call recorded.
 */
const keepRematch =
  (summary: GameSummary) =>
  (q: GamesUpdate): GamesUpdate =>
    summary.rematchId === undefined
      ? q
      : q.set((eb) => ({
          rematch_id: eb.fn.coalesce('rematch_id', eb.val(summary.rematchId ?? null)),
        }));

/** Thrown inside a transaction to roll it back and report a conflict. */
class Conflict extends Error {}

export function sqlStore(db: Kysely<StoreDatabase>, opts: SqlStoreOptions): GameStore {
  const now = opts.now ?? Date.now;
  const run: Runner = opts.oneAtATime === true ? fifo() : (task) => task();
  let closed = false;

  const notFound = (id: string) => new StorageError('not-found', `no game ${id}`);
  const exists = async (id: string): Promise<boolean> =>
    (await db.selectFrom('games').select('id').where('id', '=', id).executeTakeFirst()) !==
    undefined;

  const impl = {
    async createGame(game: StoredGame, summary: GameSummary): Promise<void> {
      const row = gameRow(game, summary, now());
      try {
        await db.insertInto('games').values(row).execute();
      } catch (e) {
        if (opts.isUniqueViolation(e)) throw new StorageError('exists', `game ${game.id} exists`);
        throw e;
      }
    },

    async loadGame(id: string): Promise<LoadedGame | undefined> {
      // One transaction so the summary and the log are read from the same snapshot
      // (SQLite's transactions always are; PostgreSQL needs `repeatable read`).
      return db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute(async (trx) => {
          const row = await trx
            .selectFrom('games')
            .selectAll()
            .where('id', '=', id)
            .executeTakeFirst();
          if (row === undefined) return undefined;
          const rows = await trx
            .selectFrom('actions')
            .selectAll()
            .where('game_id', '=', id)
            .orderBy('seq')
            .execute();
          const actions = rows.map(readAction);
          const gap = actions.findIndex((a, i) => a.seq !== i);
          if (gap >= 0) {
            throw new StorageError(
              'corrupt',
              `game ${id}: the stored log jumps to ${actions[gap]?.seq} at ${gap}`,
            );
          }
          return { ...readGame(row), actions };
        });
    },

    async takeSeat(
      id: string,
      color: SeatColor,
      tokenHash: string,
      summary: GameSummary,
      name?: string,
    ): Promise<boolean> {
      checkSummary(id, summary);
      if (typeof tokenHash !== 'string' || tokenHash === '') {
        throw new StorageError('bad-input', `game ${id}: empty token hash`);
      }
      const seat =
        color === 'black'
          ? { black_token_hash: tokenHash, ...(name === undefined ? {} : { black_name: name }) }
          : { white_token_hash: tokenHash, ...(name === undefined ? {} : { white_name: name }) };
      // One conditional UPDATE: the seat and the summary change together, and only while
      // the seat is a free person seat, so two joiners cannot both get it.
      const r = await db
        .updateTable('games')
        .set({ ...seat, ...summaryColumns(summary, now()) })
        .$call(keepRematch(summary))
        .where('id', '=', id)
        .where(color === 'black' ? 'black_kind' : 'white_kind', '=', 'person')
        .where(color === 'black' ? 'black_token_hash' : 'white_token_hash', 'is', null)
        .executeTakeFirst();
      if (r.numUpdatedRows > 0n) return true;
      if (!(await exists(id))) throw notFound(id);
      return false;
    },

    async appendAction(
      id: string,
      action: StoredAction,
      summary: GameSummary,
    ): Promise<'ok' | 'conflict'> {
      checkSummary(id, summary);
      const row = actionRow(id, action);
      try {
        await db.transaction().execute(async (trx) => {
          const r = await trx
            .updateTable('games')
            .set(summaryColumns(summary, now()))
            .$call(keepRematch(summary))
            .where('id', '=', id)
            .executeTakeFirst();
          if (r.numUpdatedRows === 0n) throw notFound(id);
          try {
            await trx.insertInto('actions').values(row).execute();
          } catch (e) {
            // The primary key (game_id, seq) decides the race: one writer wins action n.
            if (opts.isUniqueViolation(e)) throw new Conflict();
            throw e;
          }
          if (action.seq > 0) {
            const previous = await trx
              .selectFrom('actions')
              .select('seq')
              .where('game_id', '=', id)
              .where('seq', '=', action.seq - 1)
              .executeTakeFirst();
            if (previous === undefined) {
              throw new StorageError(
                'gap',
                `game ${id}: action ${action.seq} without action ${action.seq - 1}`,
              );
            }
          }
        });
      } catch (e) {
        if (e instanceof Conflict) return 'conflict';
        throw e;
      }
      return 'ok';
    },

    async setRematch(id: string, rematchId: string): Promise<boolean> {
      checkGameId(rematchId);
      const r = await db
        .updateTable('games')
        .set({ rematch_id: rematchId, updated_at_ms: now() })
        .where('id', '=', id)
        .where('rematch_id', 'is', null)
        .executeTakeFirst();
      if (r.numUpdatedRows > 0n) return true;
      if (!(await exists(id))) throw notFound(id);
      return false;
    },

    async activeGames(): Promise<readonly string[]> {
      const rows = await db
        .selectFrom('games')
        .select('id')
        .where('status', '!=', 'ended')
        .orderBy('created_at_ms')
        .orderBy('id')
        .execute();
      return rows.map((r) => r.id);
    },

    async dueGames(byMs: number): Promise<readonly string[]> {
      const rows = await db
        .selectFrom('games')
        .select('id')
        .where('flag_at_ms', '<=', byMs)
        .where('status', '!=', 'ended')
        .orderBy('flag_at_ms')
        .orderBy('id')
        .execute();
      return rows.map((r) => r.id);
    },
  };

  /** Operations called and not yet settled, so close() can wait for them. */
  const pending = new Set<Promise<unknown>>();
  /** An operation of the store: refused once closed, queued when one at a time. */
  const op =
    <A extends unknown[], R>(f: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      if (closed) return Promise.reject(new Error('storage: the store is closed'));
      const p = run(() => f(...args));
      const settled = p.then(
        () => undefined,
        () => undefined,
      );
      pending.add(settled);
      void settled.then(() => pending.delete(settled));
      return p;
    };

  /** The last write that failed by a fault of the database (not a refusal), if none succeeded since. */
  let writeFault: { readonly atMs: number; readonly detail: string } | undefined;
  /** A write of the store: its faults are remembered for {@link GameStore.health}. */
  const write =
    <A extends unknown[], R>(f: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      op(f)(...args).then(
        (r) => {
          writeFault = undefined;
          return r;
        },
        (e: unknown) => {
          if (!(e instanceof StorageError) && !closed) {
            writeFault = { atMs: Date.now(), detail: errorLine(e) };
          }
          throw e;
        },
      );

  const healthTimeoutMs = opts.healthTimeoutMs ?? 2_000;
  /** The check under way: concurrent /healthz requests share one. */
  let checking: Promise<StoreHealth> | undefined;
  /** `select 1`, then the one-row write of `store_health`. */
  const probe = async (): Promise<StoreHealth> => {
    try {
      await sql`select 1`.execute(db);
    } catch (e) {
      return { ok: false, reason: 'error', detail: errorLine(e) };
    }
    const at = now();
    try {
      await db
        .insertInto('store_health')
        .values({ id: 1, checked_at_ms: at })
        .onConflict((oc) => oc.column('id').doUpdateSet({ checked_at_ms: at }))
        .execute();
    } catch (e) {
      return { ok: false, reason: 'read-only', detail: errorLine(e) };
    }
    const fault = writeFault;
    if (fault !== undefined && Date.now() - fault.atMs < WRITE_FAULT_MS) {
      return { ok: false, reason: 'read-only', detail: `the last write failed: ${fault.detail}` };
    }
    return { ok: true };
  };
  const check = async (): Promise<StoreHealth> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<StoreHealth>((resolve) => {
      timer = setTimeout(
        () =>
          resolve({
            ok: false,
            reason: 'timeout',
            detail: `no answer within ${healthTimeoutMs} ms`,
          }),
        healthTimeoutMs,
      );
    });
    // Not queued behind other operations: the question is whether the database answers.
    try {
      return await Promise.race([probe(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    kind: opts.kind,
    createGame: write(impl.createGame),
    loadGame: op(impl.loadGame),
    takeSeat: write(impl.takeSeat),
    appendAction: write(impl.appendAction),
    setRematch: write(impl.setRematch),
    activeGames: op(impl.activeGames),
    dueGames: op(impl.dueGames),
    health(): Promise<StoreHealth> {
      if (closed) {
        return Promise.resolve({ ok: false, reason: 'closed', detail: 'the store is closed' });
      }
      checking ??= check().finally(() => (checking = undefined));
      return checking;
    },
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      // Operations already called finish first.
      await Promise.all(pending);
      await run(() => db.destroy());
      opts.onClose?.();
    },
  };
}

/** An error as one line (a connection failure may be an AggregateError of several). */
export function errorLine(e: unknown): string {
  if (e instanceof AggregateError && e.errors.length > 0) {
    return [...new Set(e.errors.map(errorLine))].join('; ');
  }
  if (!(e instanceof Error)) return String(e);
  if (e.message !== '') return e.message;
  const code = (e as { code?: unknown }).code;
  return code === undefined ? e.name : String(code);
}
