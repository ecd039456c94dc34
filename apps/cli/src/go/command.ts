/**
 * The Go commands of the `qipan` CLI: `qipan gtp`, `qipan sgf` and `qipan go`. Each
 * returns the exit status: 0 ok, 1 failure, 2 bad usage (`qipan: …` on stderr).
 *
 * @example
 * ```ts
 * import { goCommand, gtpCommand, sgfCommand } from './go/command.js';
 * const io = { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr };
 * process.exitCode = await sgfCommand(['check', 'game.sgf'], io);
 * ```
 */
import { GO_STATUS, refuseGo, type GoIo } from './io.js';
import { matchCommand } from './match-command.js';
import { GO_USAGE } from './usage.js';

export { gtpCommand } from './gtp.js';
export { sgfCommand } from './sgf.js';
export { GO_USAGE } from './usage.js';
export type { GoIo } from './io.js';

/** `qipan go match …`. */
export async function goCommand(args: readonly string[], io: GoIo): Promise<number> {
  const [sub, ...rest] = args;
  if (sub === '--help' || sub === '-h' || sub === 'help') {
    io.stdout.write(GO_USAGE.go);
    return GO_STATUS.ok;
  }
  if (sub === 'match') return matchCommand(rest, io);
  if (sub === undefined) return refuseGo(io, 'go: missing subcommand: match');
  return refuseGo(io, `go: unknown subcommand '${sub}' (expected match)`);
}
