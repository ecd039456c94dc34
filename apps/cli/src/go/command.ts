/**
 * The Go commands of the `qipan` CLI: `qipan gtp`, `qipan sgf` and `qipan go`. Each
 * returns the exit status: 0 ok, 1 failure, 2 bad usage (`qipan: …` on stderr).
 *
 * @example
 * ```ts
 * import { goCommand, gtpCommand, sgfCommand } from './go/command.js';
 * process.exitCode = await sgfCommand(['check', 'game.sgf'], processIo());
 * ```
 */
import { dispatch } from '../command.js';
import type { Command } from '../io.js';
import { matchCommand } from './match-command.js';
import { GO_USAGE } from './usage.js';

export { gtpCommand } from './gtp.js';
export { sgfCommand } from './sgf.js';
export { GO_USAGE } from './usage.js';

/** `qipan go match …`. */
export const goCommand: Command = (args, io) =>
  dispatch(io, 'go', args, { match: matchCommand }, GO_USAGE.go);
