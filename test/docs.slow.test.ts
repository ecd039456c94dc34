/**
 * `npm run docs` (TypeDoc, typedoc.json) builds the API reference of every engine package and
 * subpath with no warning: typedoc.json treats warnings as errors, so a `{@link}` to an unknown
 * name or a public signature naming an unexported type fails here. Writes to a temporary folder.
 *
 * @example
 * ```sh
 * npx tsc -b && npx vitest run --project slow test/docs.slow.test.ts
 * ```
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'qipan-docs-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

it('typedoc documents every entry and subpath with no warning', () => {
  const config = JSON.parse(readFileSync(join(root, 'typedoc.json'), 'utf8')) as {
    treatWarningsAsErrors?: boolean;
    validation?: Record<string, boolean>;
  };
  expect(config.treatWarningsAsErrors).toBe(true);
  expect(config.validation).toMatchObject({ invalidLink: true, notExported: true });

  const r = spawnSync(
    process.execPath,
    [join(root, 'node_modules/typedoc/bin/typedoc'), '--out', out],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 },
  );
  const log = `${r.stdout}\n${r.stderr}`;
  expect(log).not.toMatch(/\[warning\]|\[error\]/);
  expect(r.status, log).toBe(0);
  for (const page of [
    '_qipan_core',
    '_qipan_go.index',
    '_qipan_go.bot',
    '_qipan_go.bot_large',
    '_qipan_gomoku.ai',
    '_qipan_chongzi.ai',
    '_qipan_queens.tasks',
    '_qipan_match',
    '_qipan_protocol',
    '_qipan_board-react',
    '_qipan_engine-process',
  ]) {
    expect(existsSync(join(out, 'modules', `${page}.html`)), page).toBe(true);
  }
});
