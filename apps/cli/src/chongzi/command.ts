/**
 * `qipan chongzi <perft|solve>`: dispatch to the subcommand. Returns the exit
 * status: 0 ok, 2 bad usage (with a one-line `qipan: …` reason on stderr).
 *
 * @example
 * ```ts
 * import { chongziCommand } from './chongzi/command.js';
 * const status = await chongziCommand(['perft', '--size', '4', '--depth', '3'], processIo());
 * // prints "1 4", "2 16", "3 106"; status 0
 * ```
 */
import { dispatch } from '../command.js';
import type { Command } from '../io.js';
import { perftCommand } from './perft.js';
import { solveCommand } from './solve.js';
import { CHONGZI_USAGE } from './usage.js';

export { CHONGZI_USAGE } from './usage.js';

const SUBCOMMANDS = { perft: perftCommand, solve: solveCommand };

export const chongziCommand: Command = (args, io) =>
  dispatch(io, 'chongzi', args, SUBCOMMANDS, CHONGZI_USAGE.chongzi);
