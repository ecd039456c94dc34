/**
 * The engine packages as a user gets them: `npm pack` each one, install the tarballs into a
 * fresh project in a temporary folder, type-check and run a small program that imports every
 * public entry (plain Node), then bundle the same program with Vite and run the bundle. It
 * checks that `exports`, `types` and `files` are right; nothing is written inside the repo.
 *
 * @example
 * ```sh
 * npx tsc -b && npx vitest run --project slow test/packaging.slow.test.ts
 * ```
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const PACKAGES = [
  'core',
  'go',
  'gomoku',
  'chongzi',
  'queens',
  'match',
  'protocol',
  'board-react',
  'engine-process',
] as const;

/** npm and node without the npm_* variables of an enclosing `npm test` (workspace, prefix…). */
function run(cmd: string, args: readonly string[], cwd: string): string {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !k.toLowerCase().startsWith('npm_')),
  );
  const r = spawnSync(cmd, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (r.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
  }
  return r.stdout;
}

/** The user's program: every engine entry and subpath, one known answer each. */
const CHECK = `
import { point, pointKey, unwrap } from '@qipan/core';
import { go, parseVertex, stoneAt } from '@qipan/go';
import { GoBot } from '@qipan/go/bot';
import { gomoku } from '@qipan/gomoku';
import { chooseMove } from '@qipan/gomoku/ai';
import { chongzi, perft } from '@qipan/chongzi';
import { solve4x4 } from '@qipan/chongzi/ai';
import { countBoth } from '@qipan/queens';
import { runCountTask } from '@qipan/queens/tasks';
import { apply, createMatch, gomokuMatch } from '@qipan/match';
import { parseClientMessage } from '@qipan/protocol';

let g = go.initial({ size: 19 });
g = unwrap(go.play(g, unwrap(go.parseMove('D4', g))));
const d4 = parseVertex('D4', 19);

let f = gomoku.initial({ size: 15, rule: 'freestyle' });
const moves: [number, number][] = [[3, 7], [3, 9], [4, 7], [4, 9], [5, 7], [5, 9], [6, 7], [6, 9], [7, 7]];
for (const [x, y] of moves) f = unwrap(gomoku.play(f, { x, y }));

const seats = { black: { kind: 'person' }, white: { kind: 'person' } } as const;
const m = createMatch(gomokuMatch, { options: { size: 15 }, seats, nowMs: 0 });
const played = apply(m, { type: 'move', move: { x: 7, y: 7 } }, 1000);

console.log(JSON.stringify({
  core: pointKey(point(3, 4)),
  go: d4 === undefined ? 'no D4' : stoneAt(g, d4),
  goGoesOn: go.outcome(g) === undefined,
  gomoku: gomoku.outcome(f),
  chongzi: perft(chongzi.initial({ size: 5, start: 'fixed' }), 2),
  queens: countBoth(8),
  match: played.ok ? played.value.plies : played.error.reason,
  protocol: parseClientMessage('{"type":"ping"}'),
  subpaths: [typeof GoBot, typeof chooseMove, typeof solve4x4, typeof runCountTask],
}));
`;

const EXPECTED = {
  core: '3,4',
  go: 'black',
  goGoesOn: true,
  gomoku: {
    winner: 'black',
    reason: 'five',
    line: [3, 4, 5, 6, 7].map((x) => ({ x, y: 7 })),
  },
  chongzi: [5, 18],
  queens: { total: 92, unique: 12 },
  match: 1,
  protocol: { ok: true, value: { type: 'ping' } },
  subpaths: ['function', 'function', 'function', 'function'],
};

let dir = '';
let packed: { name: string; filename: string; files: { path: string }[] }[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'qipan-packaging-'));
  run('npx', ['tsc', '-b'], root);
  const args = ['pack', '--json', '--pack-destination', dir];
  for (const p of PACKAGES) args.push('-w', `@qipan/${p}`);
  packed = JSON.parse(run('npm', args, root)) as typeof packed;
  const dependencies = Object.fromEntries(packed.map((p) => [p.name, `file:./${p.filename}`]));
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'qipan-user', private: true, type: 'module', dependencies }),
  );
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], dir);
  writeFileSync(join(dir, 'check.mts'), CHECK);
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        noUncheckedIndexedAccess: true,
        exactOptionalPropertyTypes: true,
        types: [],
        lib: ['ES2022', 'DOM'],
      },
      files: ['check.mts'],
    }),
  );
  // Type-checks the program against the installed typings and writes check.mjs.
  run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', '.'], dir);
}, 600_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('npm pack', () => {
  it('packs every engine package with its LICENSE, README, typings and exports targets', () => {
    expect(packed.map((p) => p.name).sort()).toEqual(PACKAGES.map((p) => `@qipan/${p}`).sort());
    const license = readFileSync(join(root, 'LICENSE'), 'utf8');
    for (const p of packed) {
      const short = p.name.replace('@qipan/', '');
      const files = new Set(p.files.map((f) => f.path));
      expect(readFileSync(join(root, 'packages', short, 'LICENSE'), 'utf8'), p.name).toBe(license);
      for (const f of ['LICENSE', 'README.md', 'CHANGELOG.md', 'package.json']) {
        expect(files.has(f), `${p.name} ships ${f}`).toBe(true);
      }
      const manifest = JSON.parse(
        readFileSync(join(root, 'packages', short, 'package.json'), 'utf8'),
      ) as { exports: Record<string, string | Record<string, string>>; license: string };
      expect(manifest.license, p.name).toBe('MIT');
      for (const [subpath, target] of Object.entries(manifest.exports)) {
        const targets = typeof target === 'string' ? [target] : Object.values(target);
        for (const t of targets) {
          expect(files.has(t.replace(/^\.\//, '')), `${p.name} ${subpath} → ${t}`).toBe(true);
        }
      }
      const stray = [...files].filter((f) => /\.test\.|tsbuildinfo|fixtures\//.test(f));
      expect(stray, p.name).toEqual([]);
    }
  });
});

describe('a fresh project that installed the tarballs', () => {
  it('type-checks and runs a program importing every entry (plain Node)', () => {
    const out = run(process.execPath, ['check.mjs'], dir);
    expect(JSON.parse(out)).toEqual(EXPECTED);
  });

  it('imports the Node-only and React packages', () => {
    const out = run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const e = await import('@qipan/engine-process');
         const b = await import('@qipan/board-react');
         console.log(JSON.stringify([typeof e.GtpProcess, typeof b.IntersectionBoard, typeof b.GridBoard]));`,
      ],
      dir,
    );
    expect(JSON.parse(out)).toEqual(['function', 'function', 'function']);
  });

  it('bundles the same program with Vite, and the bundle runs', async () => {
    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      build: {
        outDir: join(dir, 'out'),
        emptyOutDir: true,
        minify: true,
        lib: { entry: join(dir, 'check.mjs'), formats: ['es'], fileName: 'bundle' },
      },
    });
    const bundle = readFileSync(join(dir, 'out/bundle.js'), 'utf8');
    // Everything is inside: no import of a package is left for the browser to resolve.
    expect(bundle).not.toMatch(/from\s*["']@qipan\//);
    expect(bundle).not.toMatch(/from\s*["']node:/);
    const out = run(process.execPath, ['out/bundle.js'], dir);
    expect(JSON.parse(out)).toEqual(EXPECTED);
  });
});
