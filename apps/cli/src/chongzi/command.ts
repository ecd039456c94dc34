/**
 * `qipan chongzi <perft|solve>`: dispatch to the subcommand. Returns the exit
 * status: 0 ok, 2 bad usage (with a one-line `qipan: …` reason on stderr).
 *
 * @example
 * ```ts
 * import { chongziCommand } from './chongzi/command.js';
 * const status = await chongziCommand(['perft', '--size', '4', '--depth', '3'], {
 *   stdout: process.stdout,
 *   stderr: process.stderr,
 * }); // prints "1 4", "2 16", "3 106"; status 0
 * ```
 */
import { STATUS, refuseWith, type ChongziIo } from './io.js';
import { perftCommand } from './perft.js';
import { solveCommand } from './solve.js';
import { CHONGZI_USAGE } from './usage.js';

export type { ChongziIo } from './io.js';
export { CHONGZI_USAGE } from './usage.js';

const SUBCOMMANDS = {
  perft: perftCommand,
  solve: solveCommand,
} as const satisfies Record<string, (argv: readonly string[], io: ChongziIo) => Promise<number>>;

export async function chongziCommand(
  args: readonly string[],
  io: { stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream },
): Promise<number> {
  const [name, ...rest] = args;
  if (name === '--help' || name === '-h' || name === 'help') {
    io.stdout.write(CHONGZI_USAGE.chongzi);
    return STATUS.ok;
  }
  if (name === undefined) return refuseWith(io, 'chongzi: missing subcommand: perft or solve');
  if (!Object.hasOwn(SUBCOMMANDS, name)) {
    const what = name.startsWith('-') ? 'option' : 'subcommand';
    return refuseWith(io, `chongzi: unknown ${what} '${name}' (expected perft or solve)`);
  }
  return SUBCOMMANDS[name as keyof typeof SUBCOMMANDS](rest, io);
}
