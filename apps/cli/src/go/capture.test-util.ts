/**
 * For the Go command tests: runs a command in-process with `input` on stdin and
 * captures what it writes (the CLI's shared test Io).
 *
 * @example
 * ```ts
 * const { status, out } = await capture(sgfCommand, ['check', 'game.sgf']);
 * ```
 */
export { capture } from '../io.test-util.js';
