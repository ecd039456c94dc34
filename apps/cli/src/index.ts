/**
 * `@qipan/cli` as a module: the engine commands of `qipan` run in-process over an
 * {@link Io} of the caller's streams (the fuzz bench of lab/ drives them this way). The
 * `qipan` command itself is bin/qipan.js.
 *
 * @example
 * ```ts
 * import { Readable, Writable } from 'node:stream';
 * import { gtpCommand, type Io } from '@qipan/cli';
 * const io: Io = {
 *   stdin: Readable.from(['1 name\n']),
 *   stdout: new Writable({ write: (c, _e, done) => (process.stdout.write(c), done()) }),
 *   stderr: process.stderr,
 *   isTTY: { stdin: false, stdout: false, stderr: false },
 *   columns: 80,
 *   env: {},
 *   onSignal: () => () => undefined,
 * };
 * await gtpCommand([], io); // prints "=1 Qipan"
 * ```
 */
export { gtpCommand } from './go/gtp.js';
export { pbrainCommand } from './gomoku/pbrain.js';
export type { Command, ExitStatus, Io, Signal } from './io.js';
