/**
 * `qipan queens solve N [--all | --random [--seed S]] [--format board|list]`.
 *
 * @example
 * ```ts
 * import { solveCommand } from './solve.js';
 * await solveCommand(['8', '--format', 'list'], processIo()); // "0,4,7,5,2,6,1,3"
 * await solveCommand(['10000000', '--format', 'list'], processIo()); // one 79 MB line
 * ```
 */
import { construct, firstSolution, randomSolution, solutions } from '@qipan/queens';
import { describeNumberError, parseBoundedInteger, parseInteger } from '../args.js';
import { parseCommand } from '../command.js';
import { EXIT, fail, refuse, type Command, type ExitStatus, type Io } from '../io.js';
import { ChunkedWriter, Output } from '../output.js';
import { USAGE } from '../usage.js';
import { MAX_BOARD_N, boardBuffer, listChunks, listLine } from './format.js';

/** The explicit construction goes this far. */
export const SOLVE_MAX_N = 10_000_000;
/** `--all` enumerates with 32-bit masks. */
export const ALL_MAX_N = 32;
/** `--random` goes as far as the construction: beyond 32 it picks a symmetric image of it. */
const RANDOM_MAX_N = SOLVE_MAX_N;
/** Up to here the default solution is the first in lexicographic order. */
export const FIRST_SOLUTION_MAX_N = 20;

const SPEC = {
  all: { kind: 'boolean' },
  random: { kind: 'boolean' },
  seed: { kind: 'string' },
  format: { kind: 'choice', choices: ['board', 'list'] },
  help: { kind: 'boolean', short: 'h' },
} as const;

type Format = 'board' | 'list';

const SOLVE = 'queens solve';

export const solveCommand: Command = async (args, io) => {
  const parsed = parseCommand(io, SOLVE, args, SPEC, USAGE.solve, { positionals: 1 });
  if (typeof parsed === 'number') return parsed;
  const { flags, positionals } = parsed;
  if (flags.all === true && flags.random === true)
    return refuse(io, SOLVE, '--all and --random cannot be combined');
  if (flags.seed !== undefined && flags.random !== true)
    return refuse(io, SOLVE, '--seed goes with --random');
  const format: Format = flags.format ?? 'board';
  const max = flags.all === true ? ALL_MAX_N : flags.random === true ? RANDOM_MAX_N : SOLVE_MAX_N;
  const n = parseBoundedInteger(positionals[0], 1, max);
  if (!n.ok) {
    const mode = flags.all === true ? ' with --all' : flags.random === true ? ' with --random' : '';
    const why = describeNumberError(n.error, 'N', 'the board size');
    return refuse(io, SOLVE, `${why}${n.error.reason === 'too-large' ? mode : ''}`);
  }
  if (format === 'board' && n.value > MAX_BOARD_N) {
    return refuse(
      io,
      SOLVE,
      `the board format draws at most ${MAX_BOARD_N} rows, N is ${n.value} (use --format list)`,
    );
  }
  if (flags.all === true) return streamAll(n.value, format, io);
  const solution =
    flags.random === true ? randomSolution(n.value, seedValue(flags.seed)) : oneSolution(n.value);
  if (solution === undefined) return fail(io, SOLVE, `no solution exists for N = ${n.value}`);
  return printOne(solution, format, io);
};

/** A numeric seed when the text is a whole number, else the text itself. */
function seedValue(text: string | undefined): number | string | undefined {
  if (text === undefined) return undefined;
  const n = parseInteger(text);
  return n !== undefined && n >= 0 && n < 2 ** 32 ? n : text;
}

function oneSolution(n: number): ArrayLike<number> | undefined {
  if (n <= FIRST_SOLUTION_MAX_N) return firstSolution(n);
  return construct(n);
}

async function printOne(solution: ArrayLike<number>, format: Format, io: Io): Promise<ExitStatus> {
  const out = new Output(io.stdout);
  try {
    if (format === 'board') await out.write(boardBuffer(solution));
    else for (const chunk of listChunks(solution)) if (!(await out.write(chunk))) break;
  } finally {
    out.dispose();
  }
  return out.failure ? fail(io, SOLVE, out.failure.message) : EXIT.ok;
}

/** Every solution, lazily: waits for the reader (backpressure), stops quietly on EPIPE. */
async function streamAll(n: number, format: Format, io: Io): Promise<ExitStatus> {
  const out = new Output(io.stdout);
  const writer = new ChunkedWriter(out);
  try {
    let first = true;
    for (const s of solutions(n)) {
      const text =
        format === 'list'
          ? listLine(s)
          : `${first ? '' : '\n'}${boardBuffer(s).toString('latin1')}`;
      first = false;
      if (!(await writer.push(text))) break;
    }
    await writer.flush();
  } finally {
    out.dispose();
  }
  return out.failure ? fail(io, SOLVE, out.failure.message) : EXIT.ok;
}
