/**
 * The two shapes of a `qipan` command: one with flags (`--help` prints its usage, a
 * bad flag or a stray argument is refused), and one that dispatches to subcommands.
 *
 * @example
 * ```ts
 * import { dispatch, parseCommand } from './command.js';
 * const SPEC = { level: { kind: 'integer', min: 1, max: 5 }, help: { kind: 'boolean', short: 'h' } } as const;
 * const move: Command = async (args, io) => {
 *   const parsed = parseCommand(io, 'gomoku move', args, SPEC, USAGE, { positionals: 1 });
 *   if (typeof parsed === 'number') return parsed; // help printed (0) or refused (2)
 *   parsed.flags.level; // number | undefined
 *   return EXIT.ok;
 * };
 * await dispatch(io, 'gomoku', ['move', '--level', '2'], { move }, GOMOKU_USAGE);
 * ```
 */
import { describeArgError, parseArgs, type FlagSpecs, type ParsedArgs } from './args.js';
import { EXIT, refuse, type Command, type ExitStatus, type Io } from './io.js';

const HELP = new Set(['--help', '-h', 'help']);

/**
 * Parses `args` against `spec` (which has a `help` flag): the flags and positionals,
 * or the exit status once the usage is printed (0) or the arguments refused (2). More
 * than `positionals` (default 0) positional arguments are refused.
 */
export function parseCommand<S extends FlagSpecs>(
  io: Io,
  command: string,
  args: readonly string[],
  spec: S,
  usage: string,
  options: { readonly positionals?: number } = {},
): ParsedArgs<S> | ExitStatus {
  const parsed = parseArgs(args, spec);
  if (!parsed.ok) return refuse(io, command, describeArgError(parsed.error));
  if ((parsed.value.flags as { help?: unknown }).help === true) {
    io.stdout.write(usage);
    return EXIT.ok;
  }
  const extra = parsed.value.positionals[options.positionals ?? 0];
  if (extra !== undefined) return refuse(io, command, `unexpected argument '${extra}'`);
  return parsed.value;
}

/** `a`, `a or b`, `a, b or c`. */
const orList = (names: readonly string[]): string =>
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;

/** Runs the subcommand named by the first argument; `--help` prints `usage`. */
export async function dispatch(
  io: Io,
  command: string,
  args: readonly string[],
  subcommands: Readonly<Record<string, Command>>,
  usage: string,
): Promise<ExitStatus> {
  const [name, ...rest] = args;
  if (name !== undefined && HELP.has(name)) {
    io.stdout.write(usage);
    return EXIT.ok;
  }
  const expected = orList(Object.keys(subcommands));
  if (name === undefined) return refuse(io, command, `missing subcommand: ${expected}`);
  const run = Object.hasOwn(subcommands, name) ? subcommands[name] : undefined;
  if (run === undefined) {
    const what = name.startsWith('-') ? 'option' : 'subcommand';
    return refuse(io, command, `unknown ${what} '${name}' (expected ${expected})`);
  }
  return run(rest, io);
}
