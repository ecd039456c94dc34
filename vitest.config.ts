import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
/** Tests import engine packages from source, so no build is needed for unit tests. */
const alias = [
  // Test-only: the GameDefinition conformance suite (fast-check stays out of core's runtime).
  { find: /^@qipan\/core\/conformance$/, replacement: `${root}packages/core/test/conformance.ts` },
  // Search internals on subpaths: @qipan/go/bot, @qipan/gomoku/ai, @qipan/chongzi/ai,
  // and the Go bot's large move model, @qipan/go/bot/large.
  { find: /^@qipan\/go\/bot\/large$/, replacement: `${root}packages/go/src/bot/large.ts` },
  {
    find: /^@qipan\/(go|gomoku|chongzi)\/(bot|ai)$/,
    replacement: `${root}packages/$1/src/$2/index.ts`,
  },
  {
    find: /^@qipan\/(core|queens|chongzi|go|go-net|gomoku|match|protocol|board-react|engine-process)$/,
    replacement: `${root}packages/$1/src/index.ts`,
  },
];

/** A server a test starts without its own data directory keeps its games here, not in ./data. */
process.env.QIPAN_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'qipan-test-data-'));

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/*/src/**/*.test.{ts,tsx}',
            'scripts/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'slow',
          include: [
            'packages/*/test/**/*.slow.test.ts',
            'apps/*/test/**/*.slow.test.ts',
            'test/**/*.slow.test.ts',
          ],
          environment: 'node',
          testTimeout: 600_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'browser',
          include: ['apps/web/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
