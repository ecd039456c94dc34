/**
 * `qipan gomoku <forbidden|move|match|play>` and `qipan pbrain`: the entry points the
 * `qipan` dispatcher calls. Each returns the exit status: 0 ok, 2 bad usage or
 * bad input (with a one-line `qipan: …` reason on stderr).
 *
 * @example
 * ```ts
 * import { gomokuCommand, pbrainCommand } from './gomoku/command.js';
 * const io = { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr };
 * process.exitCode = await gomokuCommand(['forbidden', 'position.txt'], io);
 * process.exitCode = await pbrainCommand([], io); // a Gomocup brain until END
 * ```
 */
import {
  GOMOKU_STATUS,
  refuseGomoku,
  withStdin,
  type GomokuCommandIo,
  type GomokuIo,
} from './io.js';
import { matchCommand } from './match.js';
import { playCommand } from './play.js';
import { forbiddenCommand, moveCommand } from './position.js';
import { GOMOKU_USAGE } from './usage.js';

export type { GomokuCommandIo, GomokuIo } from './io.js';
export { GOMOKU_USAGE } from './usage.js';
export { pbrainCommand } from './pbrain.js';

const SUBCOMMANDS = {
  forbidden: forbiddenCommand,
  move: moveCommand,
  match: matchCommand,
  play: playCommand,
} as const satisfies Record<string, (args: readonly string[], io: GomokuIo) => Promise<number>>;

export async function gomokuCommand(args: readonly string[], io: GomokuCommandIo): Promise<number> {
  const [name, ...rest] = args;
  if (name === '--help' || name === '-h' || name === 'help') {
    io.stdout.write(GOMOKU_USAGE.gomoku);
    return GOMOKU_STATUS.ok;
  }
  if (name === undefined)
    return refuseGomoku(io, 'gomoku: missing subcommand: forbidden, move, match or play');
  if (!Object.hasOwn(SUBCOMMANDS, name)) {
    const what = name.startsWith('-') ? 'option' : 'subcommand';
    return refuseGomoku(
      io,
      `gomoku: unknown ${what} '${name}' (expected forbidden, move, match or play)`,
    );
  }
  return SUBCOMMANDS[name as keyof typeof SUBCOMMANDS](rest, withStdin(io));
}
