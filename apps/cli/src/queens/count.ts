/**
 * `qipan queens count N [--unique] [--workers K]`: the number alone on stdout. With
 * `--redis URL` the count is split over `qipan queens worker`s (see queue-command.ts).
 *
 * @example
 * ```ts
 * import { countCommand } from './count.js';
 * await countCommand(['12', '--workers', '2'], processIo()); // prints 14200, returns 0
 * ```
 */
import { availableParallelism } from 'node:os';
import { countBoth, countTasks, type Counts } from '@qipan/queens';
import { describeNumberError, parseBoundedInteger } from '../args.js';
import { parseCommand } from '../command.js';
import { EXIT, fail, interrupted, refuse, type Command, type ExitStatus, type Io } from '../io.js';
import { USAGE } from '../usage.js';
import { CountPool } from './pool.js';
import { ProgressBar } from './progress.js';

/** Beyond 25 the count takes years and no longer fits a double exactly. */
export const COUNT_MAX_N = 25;
/** Up to this size the count takes milliseconds: no threads. */
const IN_PROCESS_MAX_N = 10;
const MAX_WORKERS = 256;

const SPEC = {
  unique: { kind: 'boolean' },
  workers: { kind: 'integer', min: 1, max: MAX_WORKERS },
  redis: { kind: 'string' },
  queue: { kind: 'string' },
  help: { kind: 'boolean', short: 'h' },
} as const;

export const countCommand: Command = async (args, io) => {
  const parsed = parseCommand(io, 'queens count', args, SPEC, USAGE.count, { positionals: 1 });
  if (typeof parsed === 'number') return parsed;
  const { flags, positionals } = parsed;
  const n = parseBoundedInteger(positionals[0], 1, COUNT_MAX_N);
  if (!n.ok) return refuse(io, 'queens count', describeNumberError(n.error, 'N', 'the board size'));
  if (flags.redis !== undefined) {
    if (flags.workers !== undefined)
      return refuse(
        io,
        'queens count',
        "--workers has no effect with --redis: the workers are 'qipan queens worker' processes (their --concurrency sets their threads)",
      );
    const { countWithRedis } = await import('./queue-command.js');
    return countWithRedis(n.value, { ...flags, redis: flags.redis }, io);
  }
  if (flags.queue !== undefined)
    return refuse(io, 'queens count', '--queue names a Redis queue: it needs --redis URL');

  const counts =
    n.value <= IN_PROCESS_MAX_N
      ? countBoth(n.value)
      : await countParallel(n.value, flags.workers, io);
  if (typeof counts === 'number') return counts;
  io.stdout.write(`${flags.unique === true ? counts.unique : counts.total}\n`);
  return EXIT.ok;
};

/** Counts with a worker pool; an exit status instead of Counts when cancelled or failed. */
async function countParallel(
  n: number,
  workers: number | undefined,
  io: Io,
): Promise<Counts | ExitStatus> {
  // Start the workers first: they boot while this thread splits the problem.
  const pool = new CountPool(workers ?? availableParallelism());
  const controller = new AbortController();
  const stopListening = io.onSignal(() => controller.abort());
  let bar: ProgressBar | undefined;
  try {
    const tasks = countTasks(n);
    bar = ProgressBar.forIo(io, tasks.length);
    const result = await pool.run(tasks, {
      signal: controller.signal,
      onProgress: (done) => bar?.update(done),
    });
    bar?.finish();
    bar = undefined;
    if (result.ok) return result.value;
    if (result.error.reason === 'cancelled') return interrupted(io, 'queens count');
    return fail(io, 'queens count', result.error.message);
  } finally {
    bar?.finish();
    pool.close();
    stopListening();
  }
}
