/**
 * The command side of counting on many machines: `qipan queens count N --redis URL`
 * (the coordinator: progress on stderr, the number on stdout) and
 * `qipan queens worker --redis URL [--concurrency K]` (counts tasks until Ctrl-C or
 * SIGTERM, then gives back the tasks it holds).
 *
 * @example
 * ```ts
 * import { workerCommand } from './queue-command.js';
 * await workerCommand(['--redis', 'redis://127.0.0.1:6379', '--concurrency', '2'], processIo());
 * ```
 */
import { availableParallelism } from 'node:os';
import { parseCommand } from '../command.js';
import { EXIT, fail, interrupted, refuse, type Command, type ExitStatus, type Io } from '../io.js';
import { USAGE } from '../usage.js';
import { countOnQueue, type QueueProgress } from './coordinator.js';
import {
  COUNT_TASKS_VERSION,
  DEFAULT_QUEUE,
  QUEUE_NAME,
  checkQueueName,
  parseRedisUrl,
  probeRedis,
  type RedisTarget,
} from './distributed.js';
import { ProgressBar, compactNumber, shortDuration } from './progress.js';
import { runQueueWorker } from './queue-worker.js';

/** Without a terminal, a progress line every this many milliseconds. */
const LOG_EVERY_MS = 10_000;

/** `--redis URL` and `--queue NAME` checked, then Redis pinged: the target, or the exit status. */
async function connectFlags(
  io: Io,
  command: string,
  redis: string,
  queue: string | undefined,
): Promise<{ target: RedisTarget; queue: string } | ExitStatus> {
  const target = parseRedisUrl(redis);
  if (!target.ok) return refuse(io, command, target.error);
  const name = checkQueueName(queue ?? DEFAULT_QUEUE);
  if (!name.ok) return refuse(io, command, name.error);
  const reached = await probeRedis(target.value);
  if (!reached.ok) return fail(io, command, reached.error);
  return { target: target.value, queue: name.value };
}

const progressText = (p: QueueProgress): string =>
  [
    `${p.solutions.toLocaleString('en-US')} solutions`,
    `${compactNumber(p.rate)}/s`,
    `ETA ${p.etaMs === undefined ? '?' : shortDuration(p.etaMs)}`,
    `${p.workers} worker${p.workers === 1 ? '' : 's'}`,
  ].join('  ');

/** `qipan queens count N --redis URL [--queue NAME] [--unique]`. */
export async function countWithRedis(
  n: number,
  flags: { redis: string; queue?: string; unique?: boolean },
  io: Io,
): Promise<ExitStatus> {
  const command = 'queens count';
  const connected = await connectFlags(io, command, flags.redis, flags.queue);
  if (typeof connected === 'number') return connected;
  const controller = new AbortController();
  const stopListening = io.onSignal(() => controller.abort());
  let bar: ProgressBar | undefined;
  let logged = Date.now();
  const started = Date.now();
  try {
    const result = await countOnQueue({
      n,
      target: connected.target,
      queue: connected.queue,
      signal: controller.signal,
      log: (line) => {
        bar?.finish();
        bar = undefined;
        io.stderr.write(`qipan: ${command}: ${line}\n`);
      },
      onProgress: (p) => {
        if (io.isTTY.stderr) {
          bar ??= ProgressBar.forIo(io, p.total);
          bar?.update(p.done, progressText(p));
        } else if (Date.now() - logged >= LOG_EVERY_MS) {
          logged = Date.now();
          io.stderr.write(`qipan: ${command}: ${p.done}/${p.total} tasks  ${progressText(p)}\n`);
        }
      },
    });
    bar?.finish();
    bar = undefined;
    if (!result.ok) {
      const e = result.error;
      if (e.reason === 'cancelled') {
        io.stderr.write(
          `qipan: ${command}: ${e.done} of ${e.total} tasks are done and kept in Redis; the same command resumes\n`,
        );
        return interrupted(io, command);
      }
      if (e.reason === 'task-failed')
        return fail(io, command, `task ${e.taskId} failed: ${e.message}`);
      return fail(io, command, e.message);
    }
    const s = result.value;
    const retried = s.computed - s.tasks; // over the whole count, earlier runs included
    io.stderr.write(
      `qipan: ${command}: ${s.tasks} tasks on ${connected.target.display}` +
        (s.alreadyDone > 0 ? `, ${s.alreadyDone} done before this run` : '') +
        (retried > 0 ? `, ${retried} counted again after a retry (added once)` : '') +
        ` in ${shortDuration(Date.now() - started)}\n`,
    );
    io.stdout.write(`${flags.unique === true ? s.counts.unique : s.counts.total}\n`);
    return EXIT.ok;
  } finally {
    bar?.finish();
    stopListening();
  }
}

const WORKER_SPEC = {
  redis: { kind: 'string' },
  queue: { kind: 'string' },
  concurrency: { kind: 'integer', min: 1, max: 256 },
  help: { kind: 'boolean', short: 'h' },
} as const;

/** A whole number from a test-only environment variable, if set. */
function testHook(io: Io, name: string): number | undefined {
  const text = io.env[name];
  const value = text === undefined ? NaN : Number(text);
  return Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** `qipan queens worker --redis URL [--concurrency K] [--queue NAME]`. */
export const workerCommand: Command = async (args, io) => {
  const command = 'queens worker';
  const parsed = parseCommand(io, command, args, WORKER_SPEC, USAGE.worker);
  if (typeof parsed === 'number') return parsed;
  const { flags } = parsed;
  if (flags.redis === undefined)
    return refuse(io, command, 'missing --redis URL (e.g. --redis redis://127.0.0.1:6379)');
  const connected = await connectFlags(io, command, flags.redis, flags.queue);
  if (typeof connected === 'number') return connected;
  const concurrency = flags.concurrency ?? availableParallelism();
  const log = (line: string): void => {
    io.stderr.write(`${new Date().toISOString().slice(11, 19)} ${line}\n`);
  };
  const controller = new AbortController();
  const stopListening = io.onSignal((signal) => {
    if (controller.signal.aborted) return;
    log(`${signal}: giving back the tasks held and stopping`);
    controller.abort();
  });
  const lockMs = testHook(io, 'QIPAN_TEST_LOCK_MS');
  const taskDelayMs = testHook(io, 'QIPAN_TEST_TASK_DELAY_MS');
  try {
    const summary = await runQueueWorker({
      target: connected.target,
      queue: connected.queue,
      concurrency,
      signal: controller.signal,
      log,
      ...(lockMs === undefined ? {} : { lockMs, stalledMs: lockMs }),
      ...(taskDelayMs === undefined ? {} : { taskDelayMs }),
      onReady: () =>
        log(
          `waiting for tasks on ${connected.target.display}, queue ${connected.queue}:${QUEUE_NAME} ` +
            `(task version ${COUNT_TASKS_VERSION}), ${concurrency} at a time; Ctrl-C stops`,
        ),
    });
    log(
      `stopped: ${summary.computed} tasks counted, ${summary.gaveBack} given back` +
        (summary.refused > 0 ? `, ${summary.refused} refused` : ''),
    );
    return EXIT.ok;
  } finally {
    stopListening();
  }
};
