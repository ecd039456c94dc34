/**
 * For tests here and in the apps: the scripted fake GTP engine (fixtures/fake-gtp.mjs)
 * as a command line that plays a recorded transcript.
 *
 * @example
 * ```ts
 * import { fakeGtp } from './fake-gtp.test-util.js';
 * const started = GtpProcess.start(fakeGtp('/abs/path/game.transcript'));
 * ```
 */
import { fileURLToPath } from 'node:url';

export const FAKE_GTP = fileURLToPath(new URL('./fixtures/fake-gtp.mjs', import.meta.url));

/** The transcript's own path, or the name of one in this package's fixtures. */
export function fakeGtp(transcript: string): string {
  const path = transcript.includes('/')
    ? transcript
    : fileURLToPath(new URL(`./fixtures/${transcript}`, import.meta.url));
  return `"${process.execPath}" "${FAKE_GTP}" "${path}"`;
}
