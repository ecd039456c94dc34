/**
 * Shared fixtures of the Go engine API tests (src/engines/*.test.ts, src/app.test.ts):
 * the scripted GTP engine and a genmove request body.
 *
 * @example
 * ```ts
 * const engines = [{ id: 'rec', name: 'Recorder', command: oddEngine(`--log "${log}"`) }];
 * const body = genmoveBody({ session: 'clock', moves: [] });
 * ```
 */
import { fileURLToPath } from 'node:url';

/** The scripted GTP engine (src/engines/fixtures/odd-gtp.mjs); its flags are in its header. */
export const ODD_GTP = fileURLToPath(
  new URL('../src/engines/fixtures/odd-gtp.mjs', import.meta.url),
);

/** The command line that runs the scripted engine with `flags`. */
export const oddEngine = (flags: string): string => `"${process.execPath}" "${ODD_GTP}" ${flags}`;

/** A genmove body: 9×9, komi 7, Chinese rules, Black has played E5, White to move; `over` replaces fields. */
export const genmoveBody = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  session: 'test-1',
  size: 9,
  komi: 7,
  rules: 'chinese',
  handicap: [],
  moves: [{ color: 'black', vertex: 'E5' }],
  color: 'white',
  ...over,
});
