/**
 * `qipan gomoku <forbidden|move|match|play>` and `qipan pbrain`: the entry points the
 * `qipan` dispatcher calls. Each returns the exit status: 0 ok, 1 failure (a file
 * that cannot be read), 2 bad usage or bad input (with a one-line `qipan: …` reason
 * on stderr).
 *
 * @example
 * ```ts
 * import { gomokuCommand, pbrainCommand } from './gomoku/command.js';
 * process.exitCode = await gomokuCommand(['forbidden', 'position.txt'], processIo());
 * process.exitCode = await pbrainCommand([], processIo()); // a Gomocup brain until END
 * ```
 */
import { dispatch } from '../command.js';
import type { Command } from '../io.js';
import { matchCommand } from './match.js';
import { playCommand } from './play.js';
import { forbiddenCommand, moveCommand } from './position.js';
import { GOMOKU_USAGE } from './usage.js';

export { GOMOKU_USAGE } from './usage.js';
export { pbrainCommand } from './pbrain.js';

const SUBCOMMANDS = {
  forbidden: forbiddenCommand,
  move: moveCommand,
  match: matchCommand,
  play: playCommand,
};

export const gomokuCommand: Command = (args, io) =>
  dispatch(io, 'gomoku', args, SUBCOMMANDS, GOMOKU_USAGE.gomoku);
