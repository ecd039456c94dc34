/**
 * The versioned schema of online games, as Kysely migrations kept in code (not files
 * on disk) so they run from `dist/` as well as from source. Written with Kysely's
 * schema builder and only `text`, `integer` and `bigint` columns, so the same
 * migrations run on SQLite and PostgreSQL; JSON is stored as text (not PostgreSQL's
 * jsonb), so both databases give back exactly the text written and share the readers.
 *
 * @example
 * ```ts
 * const db = new Kysely<StoreDatabase>({ dialect });
 * await migrateToLatest(db); // applies what is missing, in name order; a no-op when up to date
 * ```
 */
import {
  Migrator,
  type ColumnType,
  type CreateTableBuilder,
  type Kysely,
  type Migration,
} from 'kysely';

/**
 * A `bigint` column: written as a number; read back as a number (SQLite, and
 * PostgreSQL with the store's int8 parser) or, from a driver without one, a decimal
 * string, so readers pass it through `Number`.
 */
type Int8 = ColumnType<number | string, number, number>;

/** One row of `games`: the setup of a game and its summary. */
export interface GamesTable {
  readonly id: string;
  readonly game: string;
  /** JSON. */
  readonly options: string;
  /** JSON, null without a time control. */
  readonly time_control: string | null;
  readonly black_kind: string;
  readonly black_token_hash: string | null;
  readonly black_engine_id: string | null;
  readonly black_level: number | null;
  readonly black_name: string | null;
  readonly white_kind: string;
  readonly white_token_hash: string | null;
  readonly white_engine_id: string | null;
  readonly white_level: number | null;
  readonly white_name: string | null;
  readonly created_at_ms: Int8;
  readonly rematch_of: string | null;
  readonly status: string;
  /** JSON, null while there is no result. */
  readonly result: string | null;
  readonly rematch_id: string | null;
  readonly updated_at_ms: Int8;
  /** The summary's flagAtMs (migration 0002), null without a running clock. */
  readonly flag_at_ms: ColumnType<number | string | null, number | null, number | null>;
}

/** One row of `actions`: an accepted action. (game_id, seq) is the primary key. */
export interface ActionsTable {
  readonly game_id: string;
  readonly seq: number;
  readonly at_ms: Int8;
  /** JSON. */
  readonly action: string;
}

/** The one row the health check writes (migration 0003): whether writes go through. */
export interface StoreHealthTable {
  readonly id: number;
  readonly checked_at_ms: Int8;
}

export interface StoreDatabase {
  games: GamesTable;
  actions: ActionsTable;
  store_health: StoreHealthTable;
}

/** The columns of one seat, for `black` and `white`. */
function seatColumns(
  t: CreateTableBuilder<'games', string>,
  color: 'black' | 'white',
): CreateTableBuilder<'games', string> {
  return t
    .addColumn(`${color}_kind`, 'text', (c) => c.notNull())
    .addColumn(`${color}_token_hash`, 'text')
    .addColumn(`${color}_engine_id`, 'text')
    .addColumn(`${color}_level`, 'integer')
    .addColumn(`${color}_name`, 'text');
}

/** Every migration, by name; names sort in the order they apply. Never edit one that shipped. */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_games_and_actions': {
    async up(db: Kysely<unknown>): Promise<void> {
      let games = db.schema
        .createTable('games')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('options', 'text', (c) => c.notNull())
        .addColumn('time_control', 'text');
      games = seatColumns(seatColumns(games, 'black'), 'white');
      await games
        .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
        .addColumn('rematch_of', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('result', 'text')
        .addColumn('rematch_id', 'text')
        .addColumn('updated_at_ms', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('games_status').on('games').column('status').execute();
      await db.schema
        .createTable('actions')
        .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('at_ms', 'bigint', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        // The uniqueness that lets only one writer accept action n of a game.
        .addPrimaryKeyConstraint('actions_pk', ['game_id', 'seq'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('actions').execute();
      await db.schema.dropTable('games').execute();
    },
  },
  // Games held by no instance are adopted when their flag is due, not all of them: the
  // time it falls, kept with the summary (null for the rows written before: a server
  // starting loads every game in play anyway, and the next action sets it).
  '0002_flag_at': {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('games').addColumn('flag_at_ms', 'bigint').execute();
      await db.schema.createIndex('games_flag_at').on('games').column('flag_at_ms').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('games_flag_at').execute();
      await db.schema.alterTable('games').dropColumn('flag_at_ms').execute();
    },
  },
  // /healthz fails while writes fail (a full disk, a read-only database): the health
  // check writes this table's one row (instances of the release before ignore it).
  '0003_store_health': {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('store_health')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('checked_at_ms', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('store_health').execute();
    },
  },
};

/**
 * Brings the schema up to date; throws (with the failing migration's name) when a step
 * fails. `schema` (PostgreSQL) is where Kysely's own migration tables live: without it
 * Kysely would take a `kysely_migration` table in any schema of the database for its own.
 * Several servers starting at once are safe: Kysely holds a lock while migrating.
 */
export async function migrateToLatest(
  db: Kysely<StoreDatabase>,
  opts: { readonly schema?: string } = {},
): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve({ ...MIGRATIONS }) },
    ...(opts.schema === undefined ? {} : { migrationTableSchema: opts.schema }),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`storage: migration ${failed} failed: ${String(error)}`, { cause: error });
  }
}
