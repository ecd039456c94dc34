/**
 * kill -9 of the server loses no acknowledged move: a child process appends moves and
 * prints each seq once appendAction resolved; we SIGKILL it mid-stream, reopen the
 * store and find every printed seq, twice in a row (the second writer continues the
 * log the first one left). On SQLite (the commits are in the WAL file) and on
 * PostgreSQL (the killed writer's connection drops mid-transaction), in a schema of
 * its own.
 *
 * The child cannot import TypeScript under Node 20, and dist/ may be missing or stale
 * when Vitest runs alone, so the test transpiles the storage sources itself (TypeScript's
 * transpileModule, no type-check) into a temporary directory whose node_modules links
 * to the repository's.
 */
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshSchema, TEST_DATABASE_URL } from './pg-testing.js';
import { openPostgresStore } from './postgres.js';
import { SQLITE_FILE, openSqliteStore } from './sqlite.js';
import { sampleGame } from './suite.js';
import type { GameStore } from './types.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const sources = fileURLToPath(new URL('.', import.meta.url));
const writer = fileURLToPath(new URL('./fixtures/writer.mjs', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'qipan-durability-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Transpiles the storage sources to ESM JavaScript; returns the URL of the directory. */
function buildStore(): string {
  const out = join(work, 'store');
  mkdirSync(out);
  writeFileSync(join(out, 'package.json'), '{ "type": "module" }\n');
  symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'), 'dir');
  const files = readdirSync(sources).filter(
    (f) =>
      f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'suite.ts' && f !== 'pg-testing.ts',
  );
  for (const file of files) {
    const { outputText } = ts.transpileModule(readFileSync(join(sources, file), 'utf8'), {
      compilerOptions: {
        module: ts.ModuleKind.ESNext,
        target: ts.ScriptTarget.ES2022,
        verbatimModuleSyntax: true,
        esModuleInterop: true,
      },
      fileName: file,
    });
    writeFileSync(join(out, file.replace(/\.ts$/, '.js')), outputText);
  }
  return pathToFileURL(join(out, '/')).href;
}

interface Run {
  readonly acked: number[];
  readonly signal: NodeJS.Signals | null;
  readonly stderr: string;
}

/** Starts the writer, SIGKILLs it once `count` seqs are acknowledged, and collects every acked seq. */
function writeUntilKilled(backend: Backend, id: string, count: number): Promise<Run> {
  return new Promise((resolve, reject) => {
    const args = [writer, new URL(backend.module, built).href, backend.open, backend.options, id];
    const child = spawn(process.execPath, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const acked: number[] = [];
    let partial = '';
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      const lines = (partial + d).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) acked.push(Number(line));
      if (acked.length >= count && child.exitCode === null && child.signalCode === null)
        child.kill('SIGKILL');
    });
    child.on('error', reject);
    // 'close' fires after stdout is drained: every line the child wrote is in `acked`.
    child.on('close', (_code, signal) => resolve({ acked, signal, stderr }));
  });
}

interface Backend {
  readonly name: string;
  /** The built module and its open function, as the writer imports them. */
  readonly module: string;
  readonly open: string;
  /** The open function's options, as JSON. */
  readonly options: string;
  /** Opens the same store in this process. */
  openHere(): Promise<GameStore>;
  /** Checks after each round that the commits were not checkpointed by a clean exit. */
  afterKill?(): void;
  cleanup?(): Promise<void>;
}

const dir = join(work, 'data');
const pgSchema = freshSchema();
const backends: Backend[] = [
  {
    name: 'sqlite',
    module: 'sqlite.js',
    open: 'openSqliteStore',
    options: JSON.stringify({ dir }),
    openHere: () => openSqliteStore({ dir }),
    // The commits live in the WAL (no clean shutdown checkpointed them).
    afterKill: () => expect(existsSync(join(dir, `${SQLITE_FILE}-wal`))).toBe(true),
  },
  {
    name: 'postgres',
    module: 'postgres.js',
    open: 'openPostgresStore',
    get options() {
      return JSON.stringify({ url: TEST_DATABASE_URL, schema: pgSchemaName });
    },
    openHere: () => openPostgresStore({ url: TEST_DATABASE_URL, schema: pgSchemaName }),
    cleanup: async () => (await pgSchema).drop(),
  },
];
let pgSchemaName = '';
let built = '';
beforeAll(async () => {
  built = buildStore();
  pgSchemaName = (await pgSchema).schema;
});
afterAll(async () => {
  for (const b of backends) await b.cleanup?.();
});

describe.each(backends)('durability: $name', (backend) => {
  it('loses no acknowledged action when the writing process is killed with SIGKILL', async () => {
    const game = sampleGame();
    const setup = await backend.openHere();
    await setup.createGame(game, { status: 'playing' });
    await setup.close();

    let expected = 0;
    for (const round of [1, 2]) {
      const run = await writeUntilKilled(backend, game.id, 300);
      // Killed, not exited: otherwise the child failed (its stderr says why).
      expect(run.stderr).toBe('');
      expect(run.signal, `round ${round}`).toBe('SIGKILL');
      expect(run.acked.length).toBeGreaterThanOrEqual(300);
      // The writer acknowledged expected, expected + 1, … in order.
      expect(run.acked).toEqual(run.acked.map((_, i) => expected + i));
      backend.afterKill?.();

      const store = await backend.openHere();
      const loaded = await store.loadGame(game.id);
      await store.close();
      const seqs = new Set(loaded?.actions.map((a) => a.seq));
      const lost = run.acked.filter((seq) => !seqs.has(seq));
      expect(lost, 'acknowledged but lost').toEqual([]);
      for (const a of loaded?.actions ?? [])
        expect(a.action).toEqual({ type: 'move', move: `m${a.seq}` });
      expected = loaded?.actions.length ?? 0;
    }
  });
});
