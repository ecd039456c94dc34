/**
 * A queue worker: takes count tasks from the Redis queue (BullMQ), counts each in a
 * worker thread, records its result once, until its signal aborts; then it gives the
 * tasks it holds back to the queue and closes. Tasks it cannot honour (another
 * version, another count, not a task of the split) are failed with a typed reason
 * (see `TASK_REFUSALS`) and never retried: the coordinator reports them.
 *
 * @example
 * ```ts
 * import { runQueueWorker } from './queue-worker.js';
 * const stop = new AbortController();
 * process.on('SIGINT', () => stop.abort());
 * const summary = await runQueueWorker({
 *   target, concurrency: 2, signal: stop.signal, log: (line) => console.error(line),
 * });
 * summary.computed; // tasks counted by this worker
 * ```
 */
import { Redis } from 'ioredis';
import { UnrecoverableError, WaitingError, Worker, type Job } from 'bullmq';
import type { Counts, QueensCountTask } from '@qipan/queens';
import {
  DEFAULT_QUEUE,
  LOCK_MS,
  MAX_STALLED,
  QUEUE_NAME,
  STALLED_MS,
  checkTaskData,
  countKeys,
  describeQueueError,
  formatRefusal,
  recordResult,
  type QueueTaskData,
  type RedisTarget,
} from './distributed.js';
import { TaskStopped, TaskThreads } from './threads.js';

export interface QueueWorkerOptions {
  readonly target: RedisTarget;
  /** The queue (BullMQ prefix); default {@link DEFAULT_QUEUE}. */
  readonly queue?: string;
  /** Tasks counted at once (one thread each). */
  readonly concurrency: number;
  /** Aborting stops the worker: held tasks go back to the queue. */
  readonly signal: AbortSignal;
  readonly log: (line: string) => void;
  /** Counts a task; default: in a worker thread. Tests pass an in-process one. */
  readonly compute?: (task: QueensCountTask, signal: AbortSignal) => Promise<Counts>;
  readonly lockMs?: number;
  readonly stalledMs?: number;
  /** Test hook: each task waits this long (stoppable) before it is counted. */
  readonly taskDelayMs?: number;
  /** Called once the worker listens for tasks. */
  readonly onReady?: () => void;
}

export interface QueueWorkerSummary {
  /** Tasks this worker counted. */
  readonly computed: number;
  /** Of those, the ones whose result it recorded first. */
  readonly recorded: number;
  readonly refused: number;
  /** Tasks handed back to the queue when stopped. */
  readonly gaveBack: number;
}

const sleep = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new TaskStopped());
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(new TaskStopped());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });

/** Runs until `signal` aborts; resolves once the tasks held are back in the queue. */
export async function runQueueWorker(options: QueueWorkerOptions): Promise<QueueWorkerSummary> {
  const { target, signal, log } = options;
  const prefix = options.queue ?? DEFAULT_QUEUE;
  const threads = options.compute === undefined ? new TaskThreads() : undefined;
  const compute = options.compute ?? ((task, s) => (threads as TaskThreads).run(task, s));
  const redis = new Redis({ ...target.options, maxRetriesPerRequest: null });
  const stats = { computed: 0, recorded: 0, refused: 0, gaveBack: 0 };
  const errors = new ErrorLog(log);
  redis.on('error', (e: unknown) => errors.report(e));

  const work = async (job: Job<unknown>, token?: string): Promise<Counts | null> => {
    const checked = checkTaskData(job.data);
    if (!checked.ok) {
      stats.refused++;
      const reason = formatRefusal(checked.error);
      log(`refused job ${String(job.id)}: ${reason}`);
      throw new UnrecoverableError(reason);
    }
    const data: QueueTaskData = checked.value;
    const label = `${data.countId} task ${data.task.id}`;
    const { results } = countKeys(prefix, data.countId);
    if ((await redis.hexists(results, String(data.task.id))) === 1) {
      log(`${label}: already counted, skipped`);
      return null;
    }
    const started = Date.now();
    try {
      if (options.taskDelayMs !== undefined) await sleep(options.taskDelayMs, signal);
      const counts = await compute(data.task, signal);
      stats.computed++;
      const fresh = await recordResult(redis, prefix, data, counts);
      if (fresh) stats.recorded++;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const note = fresh ? '' : ' (already recorded by another worker: not added again)';
      log(`${label}: ${counts.total.toLocaleString('en-US')} solutions in ${seconds} s${note}`);
      return counts;
    } catch (e) {
      if (!(e instanceof TaskStopped)) throw e;
      await job.moveToWait(token);
      stats.gaveBack++;
      log(`${label}: given back to the queue`);
      throw new WaitingError();
    }
  };

  const worker = new Worker<unknown, Counts | null>(QUEUE_NAME, work, {
    connection: { ...target.options, maxRetriesPerRequest: null },
    prefix,
    concurrency: options.concurrency,
    lockDuration: options.lockMs ?? LOCK_MS,
    stalledInterval: options.stalledMs ?? STALLED_MS,
    maxStalledCount: MAX_STALLED,
    autorun: false,
  });
  worker.on('error', (e: unknown) => errors.report(e));
  const stopped = new Promise<void>((resolve) => {
    if (signal.aborted) resolve();
    signal.addEventListener('abort', () => resolve(), { once: true });
  });
  try {
    const running = worker.run();
    await worker.waitUntilReady();
    options.onReady?.();
    await stopped;
    await worker.close();
    await running;
  } finally {
    threads?.close();
    redis.disconnect();
  }
  return stats;
}

/** Reports connection errors without flooding: the first, then at most one per 10 s. */
class ErrorLog {
  private last = 0;
  constructor(private readonly log: (line: string) => void) {}

  report(e: unknown): void {
    const now = Date.now();
    if (now - this.last < 10_000) return;
    this.last = now;
    this.log(describeQueueError(e));
  }
}
