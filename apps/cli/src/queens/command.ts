/**
 * `qipan queens <count|solve|check>`: dispatch to the subcommand.
 *
 * @example
 * ```ts
 * import { queensCommand } from './command.js';
 * const status = await queensCommand(['check', '0,4,7,5,2,6,1,3'], processIo()); // 0
 * ```
 */
import { EXIT, refuse, type Io } from '../io.js';
import { USAGE } from '../usage.js';
import { checkCommand } from './check.js';
import { countCommand } from './count.js';
import { solveCommand } from './solve.js';

const SUBCOMMANDS = {
  count: countCommand,
  solve: solveCommand,
  check: checkCommand,
} as const satisfies Record<string, (argv: readonly string[], io: Io) => number | Promise<number>>;

export async function queensCommand(argv: readonly string[], io: Io): Promise<number> {
  const [name, ...rest] = argv;
  if (name === '--help' || name === '-h' || name === 'help') {
    io.stdout.write(USAGE.queens);
    return EXIT.ok;
  }
  if (name === undefined) return refuse(io, 'queens: missing subcommand: count, solve or check');
  if (!Object.hasOwn(SUBCOMMANDS, name)) {
    const what = name.startsWith('-') ? 'option' : 'subcommand';
    return refuse(io, `queens: unknown ${what} '${name}' (expected count, solve or check)`);
  }
  return SUBCOMMANDS[name as keyof typeof SUBCOMMANDS](rest, io);
}
