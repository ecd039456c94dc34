import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { StorageError } from './errors.js';
import { MIGRATIONS, migrateToLatest, type StoreDatabase } from './migrations.js';
import { sqlStore } from './sql-store.js';
import {
  SQLITE_FILE,
  isSqliteUniqueViolation,
  openSqliteStore,
  withStatementCache,
} from './sqlite.js';
import { sampleGame, storageSuite, waitingGame } from './suite.js';
import { WRITE_FAULT_MS, type GameStore } from './types.js';

const dirs: string[] = [];
const tempDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'qipan-sqlite-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const shared = tempDir();
storageSuite('sqlite', () => openSqliteStore({ dir: shared }), { persistent: true });
storageSuite('sqlite :memory:', () => openSqliteStore({ file: ':memory:' }));

describe('SQLite store', () => {
  const stores: GameStore[] = [];
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((s) => s.close()));
  });
  const open = async (dir: string): Promise<GameStore> => {
    const s = await openSqliteStore({ dir });
    stores.push(s);
    return s;
  };

  it('upgrades a database of the first schema: its games load, with no flag time until their next action', async () => {
    const dir = tempDir();
    const first = MIGRATIONS['0001_games_and_actions'];
    if (!first) throw new Error('no first migration');
    const raw = new Database(join(dir, SQLITE_FILE));
    const old = new Kysely<unknown>({ dialect: new SqliteDialect({ database: raw }) });
    const migrator = new Migrator({
      db: old,
      provider: { getMigrations: () => Promise.resolve({ '0001_games_and_actions': first }) },
    });
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const id = sampleGame().id;
    raw
      .prepare(
        `insert into games (id, game, options, black_kind, white_kind, created_at_ms, status, updated_at_ms)
         values (?, 'gomoku', '{}', 'person', 'person', 1, 'playing', 1)`,
      )
      .run(id);
    await old.destroy();

    const s = await open(dir);
    expect((await s.loadGame(id))?.summary).toEqual({ status: 'playing' });
    expect(await s.activeGames()).toContain(id);
    expect(await s.dueGames(Number.MAX_SAFE_INTEGER)).not.toContain(id);
    await s.appendAction(
      id,
      { seq: 0, atMs: 10, action: { type: 'move', move: 'h8' } },
      { status: 'playing', flagAtMs: 60_010 },
    );
    expect(await s.dueGames(60_010)).toEqual([id]);
  });

  it('creates the directory and <dir>/qipan.sqlite in WAL mode, migrated once however often it opens', async () => {
    const dir = join(tempDir(), 'nested', 'data');
    await open(dir);
    await open(dir);
    expect(existsSync(join(dir, SQLITE_FILE))).toBe(true);
    const raw = new Database(join(dir, SQLITE_FILE), { readonly: true });
    try {
      expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
      const migrations = raw.prepare('select name from kysely_migration order by name').all();
      expect(migrations).toEqual([
        { name: '0001_games_and_actions' },
        { name: '0002_flag_at' },
        { name: '0003_store_health' },
      ]);
    } finally {
      raw.close();
    }
  });

  it('finishes operations already called when closed, and refuses later ones', async () => {
    const dir = tempDir();
    const s = await openSqliteStore({ dir });
    const game = sampleGame();
    const created = s.createGame(game, { status: 'playing' });
    const appended = s.appendAction(
      game.id,
      { seq: 0, atMs: 1, action: { type: 'pass' } },
      { status: 'playing' },
    );
    await s.close();
    await created;
    expect(await appended).toBe('ok');
    await expect(s.loadGame(game.id)).rejects.toThrow(/closed/);
    const again = await open(dir);
    expect((await again.loadGame(game.id))?.actions).toEqual([
      { seq: 0, atMs: 1, action: { type: 'pass' } },
    ]);
  });

  describe('a damaged row is a corrupt StorageError for that game only', () => {
    const damage: [string, string][] = [
      ['options', 'update games set options = \'{"size":\' where id = ?'],
      ['time control', `update games set time_control = '{"kind":"hourglass"}' where id = ?`],
      ['status', "update games set status = 'paused' where id = ?"],
      ['result', `update games set result = '{"winner":"red","reason":"x"}' where id = ?`],
      ['white seat', "update games set white_kind = 'robot' where id = ?"],
      ['action 1', "update actions set action = 'not json' where game_id = ? and seq = 1"],
      ['action 0', `update actions set action = '[1,2]' where game_id = ? and seq = 0`],
      ['log', 'delete from actions where game_id = ? and seq = 0'],
    ];
    for (const [what, statement] of damage) {
      it(what, async () => {
        const dir = tempDir();
        const s = await open(dir);
        const damaged = sampleGame();
        const fine = waitingGame();
        await s.createGame(damaged, { status: 'playing' });
        await s.createGame(fine, { status: 'waiting' });
        for (const seq of [0, 1]) {
          const action = { seq, atMs: 10 + seq, action: { type: 'move', move: `m${seq}` } };
          await s.appendAction(damaged.id, action, { status: 'playing' });
        }
        const raw = new Database(join(dir, SQLITE_FILE));
        try {
          expect(raw.prepare(statement).run(damaged.id).changes).toBe(1);
        } finally {
          raw.close();
        }
        const error = await s.loadGame(damaged.id).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(StorageError);
        expect((error as StorageError).code).toBe('corrupt');
        expect((error as StorageError).message).toContain(damaged.id);
        expect((error as StorageError).message).toContain(what === 'log' ? 'log' : what);
        expect((await s.loadGame(fine.id))?.game).toEqual(fine);
        expect(await s.activeGames()).toContain(fine.id);
      });
    }
  });
});

describe('SQLite start-up never starts over silently', () => {
  const fileIn = (dir: string): string => join(dir, SQLITE_FILE);

  it('creates a missing file, a database from its first byte', async () => {
    const dir = join(tempDir(), 'new');
    const s = await openSqliteStore({ dir });
    await s.close();
    expect(statSync(fileIn(dir)).size).toBeGreaterThan(0);
    expect(readdirSync(dir).filter((f) => f.includes('.new'))).toEqual([]);
  });

  it('refuses an empty file, naming it, and leaves it as it is', async () => {
    const dir = tempDir();
    writeFileSync(fileIn(dir), '');
    await expect(openSqliteStore({ dir })).rejects.toThrow(
      `storage: ${fileIn(dir)} is empty (0 bytes), not a database; it was left as it is`,
    );
    expect(statSync(fileIn(dir)).size).toBe(0);
  });

  it('refuses a file that is not a database, naming it', async () => {
    const dir = tempDir();
    const text = 'not a database\n'.repeat(400);
    writeFileSync(fileIn(dir), text);
    await expect(openSqliteStore({ dir })).rejects.toThrow(
      `storage: cannot open ${fileIn(dir)}: file is not a database`,
    );
    expect(readFileSync(fileIn(dir), 'utf8')).toBe(text);
  });

  it('refuses a main file gone while its write-ahead log is there', async () => {
    const dir = tempDir();
    writeFileSync(`${fileIn(dir)}-wal`, 'x');
    await expect(openSqliteStore({ dir })).rejects.toThrow(
      `storage: ${fileIn(dir)} is missing but its write-ahead log ${fileIn(dir)}-wal is there`,
    );
    expect(existsSync(fileIn(dir))).toBe(false);
  });

  it('refuses a damaged database, naming it and what SQLite found, and leaves it as it is', async () => {
    const dir = tempDir();
    const s = await openSqliteStore({ dir });
    const ids: string[] = [];
    for (let g = 0; g < 5; g++) {
      const game = waitingGame();
      ids.push(game.id);
      await s.createGame(game, { status: 'playing' });
      for (let seq = 0; seq < 40; seq++) {
        const action = { type: 'move', move: `h${seq}`, note: 'x'.repeat(100) };
        await s.appendAction(game.id, { seq, atMs: seq, action }, { status: 'playing' });
      }
    }
    await s.close();
    // Overwrite one page of the actions table with garbage, as a bad disk or copy would.
    const raw = new Database(fileIn(dir), { readonly: true });
    const pageSize = raw.pragma('page_size', { simple: true }) as number;
    const pages = (
      raw.prepare("select rootpage from sqlite_master where name = 'actions'").get() as {
        rootpage: number;
      }
    ).rootpage;
    raw.close();
    const bytes = readFileSync(fileIn(dir));
    bytes.fill(0x5a, (pages - 1) * pageSize + 8, pages * pageSize);
    writeFileSync(fileIn(dir), bytes);

    await expect(openSqliteStore({ dir })).rejects.toThrow(
      new RegExp(
        `^storage: ${fileIn(dir).replaceAll(/[.*+?^${}()|[\]\\/]/g, '\\$&')} is damaged \\(SQLite's quick_check: .+\\); it was left as it is`,
      ),
    );
    await expect(openSqliteStore({ dir, check: 'full' })).rejects.toThrow(/integrity_check/);
    expect(readFileSync(fileIn(dir)).equals(bytes)).toBe(true);
    // Unchecked, it opens, and its games do not load: what the check keeps from serving.
    const unchecked = await openSqliteStore({ dir, check: 'off' });
    try {
      const loads = await Promise.allSettled(ids.map((id) => unchecked.loadGame(id)));
      expect(loads.filter((r) => r.status === 'rejected').length).toBeGreaterThan(0);
    } finally {
      await unchecked.close();
    }
  });
});

describe('SQLite health while writes fail', () => {
  /** A store on a connection the test holds, to make its writes fail. */
  const storeOn = async (sqlite: Database.Database): Promise<GameStore> => {
    const database = withStatementCache(sqlite);
    const db = new Kysely<StoreDatabase>({ dialect: new SqliteDialect({ database }) });
    await migrateToLatest(db);
    return sqlStore(db, { kind: 'sqlite', isUniqueViolation: isSqliteUniqueViolation });
  };
  const playing = { status: 'playing' } as const;

  it('fails while the database refuses writes, and recovers by itself', async () => {
    const sqlite = new Database(join(tempDir(), 'read-only.sqlite'));
    const s = await storeOn(sqlite);
    try {
      expect(await s.health()).toEqual({ ok: true });
      sqlite.pragma('query_only = ON');
      expect(await s.health()).toEqual({
        ok: false,
        reason: 'read-only',
        detail: 'attempt to write a readonly database',
      });
      sqlite.pragma('query_only = OFF');
      expect(await s.health()).toEqual({ ok: true });
    } finally {
      await s.close();
    }
  });

  it('fails after a write fails for want of room (a full disk), until a write succeeds', async () => {
    const sqlite = new Database(join(tempDir(), 'full.sqlite'));
    const s = await storeOn(sqlite);
    const now = vi.spyOn(Date, 'now');
    try {
      const game = waitingGame();
      await s.createGame(game, playing);
      expect(await s.health()).toEqual({ ok: true });
      // The file may not grow any more: moves fail, a one-row update in place still works.
      sqlite.pragma(`max_page_count = ${String(sqlite.pragma('page_count', { simple: true }))}`);
      let seq = 0;
      let failure: unknown;
      for (; failure === undefined && seq < 1000; seq++) {
        const action = { type: 'move', move: 'x'.repeat(400) };
        await s.appendAction(game.id, { seq, atMs: seq, action }, playing).catch((e: unknown) => {
          failure = e;
        });
      }
      expect(String(failure)).toMatch(/database or disk is full/);
      expect(await s.health()).toEqual({
        ok: false,
        reason: 'read-only',
        detail: 'the last write failed: database or disk is full',
      });
      // With no write since, it is given another chance after WRITE_FAULT_MS.
      const start = Date.now();
      now.mockReturnValue(start + WRITE_FAULT_MS + 1);
      expect(await s.health()).toEqual({ ok: true });
      now.mockRestore();
      // Room again: the next write goes through and clears it.
      sqlite.pragma('max_page_count = 1000000');
      seq -= 1;
      const action = { type: 'move', move: 'h8' };
      expect(await s.appendAction(game.id, { seq, atMs: seq, action }, playing)).toBe('ok');
      expect(await s.health()).toEqual({ ok: true });
    } finally {
      now.mockRestore();
      await s.close();
    }
  });
});
