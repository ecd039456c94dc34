/**
 * The coordinator of a count on many machines: puts the count's unfinished tasks on
 * the Redis queue (BullMQ job ids make that idempotent), follows the sums the workers
 * record, and returns the exact total once every task has its result. Killed and run
 * again, it starts from the results already in Redis; stopped by its signal, it takes
 * its waiting tasks off the queue and keeps the results for the next run.
 *
 * @example
 * ```ts
 * import { countOnQueue } from './coordinator.js';
 * const r = await countOnQueue({ n: 16, target, onProgress: (p) => console.error(p.done) });
 * if (r.ok) r.value.counts.total; // 14772512, once workers have taken every task
 * ```
 */
import { Redis } from 'ioredis';
import { Queue } from 'bullmq';
import { err, ok, type Result } from '@qipan/core';
import { COUNT_TASKS_VERSION, type Counts } from '@qipan/queens';
import {
  DEFAULT_QUEUE,
  FINISHED_TTL_S,
  QUEUE_NAME,
  countId,
  countKeys,
  describeQueueError,
  jobId,
  parseResult,
  queueTasks,
  taskData,
  type QueueTaskData,
  type RedisTarget,
} from './distributed.js';

export interface QueueProgress {
  readonly done: number;
  readonly total: number;
  /** Solutions in the tasks done so far. */
  readonly solutions: number;
  /** Solutions per second counted since this run started. */
  readonly rate: number;
  /** Time left, from the tasks' weights done in this run; undefined before the first. */
  readonly etaMs: number | undefined;
  /** Workers connected to the queue (all counts). */
  readonly workers: number;
}

export interface QueueCountOptions {
  readonly n: number;
  readonly target: RedisTarget;
  /** The queue (BullMQ prefix); default {@link DEFAULT_QUEUE}. */
  readonly queue?: string;
  /** Aborting stops the count (status `cancelled`): finished results stay for the next run. */
  readonly signal?: AbortSignal;
  readonly onProgress?: (p: QueueProgress) => void;
  /** Connection trouble, at most one line per 10 s. */
  readonly log?: (line: string) => void;
  readonly pollMs?: number;
  /** How often tasks that have neither a result nor a job are queued again. */
  readonly repairMs?: number;
}

export interface QueueCountSummary {
  readonly counts: Counts;
  readonly tasks: number;
  /** Tasks whose results were already in Redis when this run started. */
  readonly alreadyDone: number;
  /** Times a task was counted, retries included (equals `tasks` when none was retried). */
  readonly computed: number;
}

export type QueueCountFailure =
  | { readonly reason: 'cancelled'; readonly done: number; readonly total: number }
  | { readonly reason: 'task-failed'; readonly taskId: string; readonly message: string }
  | { readonly reason: 'inconsistent'; readonly message: string };

interface Meta {
  readonly done: number;
  readonly total: number;
  readonly unique: number;
  readonly weight: number;
  readonly computed: number;
}

const META_FIELDS = ['done', 'total', 'unique', 'weight', 'computed'] as const;
const JOB_OPTIONS = {
  removeOnComplete: true,
  removeOnFail: { age: 7 * 24 * 3600 },
  attempts: 3,
  backoff: { type: 'fixed', delay: 1000 },
} as const;
const PENDING = ['waiting', 'prioritized', 'delayed'] as const;

const sleep = (ms: number, signal: AbortSignal | undefined): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done(): void {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });

export async function countOnQueue(
  options: QueueCountOptions,
): Promise<Result<QueueCountSummary, QueueCountFailure>> {
  const { n, target, signal } = options;
  const prefix = options.queue ?? DEFAULT_QUEUE;
  const id = countId(n);
  const keys = countKeys(prefix, id);
  const tasks = queueTasks(n);
  const totalWeight = tasks.reduce((a, t) => a + t.weight, 0);
  let lastError = 0;
  const report = (e: unknown): void => {
    if (Date.now() - lastError < 10_000) return;
    lastError = Date.now();
    options.log?.(describeQueueError(e));
  };
  const redis = new Redis({ ...target.options, maxRetriesPerRequest: null });
  redis.on('error', report);
  const queue = new Queue<QueueTaskData>(QUEUE_NAME, { connection: { ...target.options }, prefix });
  queue.on('error', report);

  const readMeta = async (): Promise<Meta> => {
    const values = await redis.hmget(keys.meta, ...META_FIELDS);
    const num = (i: number): number => Number(values[i] ?? 0);
    return { done: num(0), total: num(1), unique: num(2), weight: num(3), computed: num(4) };
  };
  /** Queues the tasks that have neither a result nor a job (all of them at first). */
  const enqueueMissing = async (): Promise<void> => {
    const have = new Set(await redis.hkeys(keys.results));
    const noResult = tasks.filter((t) => !have.has(String(t.id)));
    const probe = redis.pipeline();
    for (const t of noResult) probe.exists(queue.toKey(jobId(id, t.id)));
    const exists = (await probe.exec()) ?? [];
    const missing = noResult.filter((_, i) => exists[i]?.[1] !== 1);
    for (let i = 0; i < missing.length; i += 1000) {
      const jobs = missing.slice(i, i + 1000).map((task) => ({
        name: 'count',
        data: taskData(n, task),
        opts: { ...JOB_OPTIONS, jobId: jobId(id, task.id) },
      }));
      await queue.addBulk(jobs);
    }
  };
  const failedOfCount = async (): Promise<{ id: string; reason: string }[]> => {
    const failed = await queue.getFailed(0, 999);
    return failed
      .filter((j) => (j.data as Partial<QueueTaskData> | undefined)?.countId === id)
      .map((j) => ({ id: String(j.id), reason: j.failedReason }));
  };
  const removePending = async (): Promise<void> => {
    const jobs = await queue.getJobs([...PENDING]);
    for (const j of jobs) {
      if ((j.data as Partial<QueueTaskData> | undefined)?.countId !== id) continue;
      await j.remove().catch(() => undefined); // taken by a worker meanwhile: it finishes
    }
  };

  try {
    await redis.hset(keys.meta, { n, version: COUNT_TASKS_VERSION, tasks: tasks.length });
    const start = await readMeta();
    const started = Date.now();
    if (start.done < tasks.length) {
      // A task failed in an earlier run (e.g. its worker died too often) is queued again.
      for (const f of await failedOfCount()) await queue.remove(f.id);
      await enqueueMissing();
    }
    let repaired = Date.now();
    let failedSeen = 0;
    for (;;) {
      const meta = await readMeta();
      if (meta.done >= tasks.length) break;
      const failedCount = await queue.getFailedCount();
      if (failedCount !== failedSeen) {
        failedSeen = failedCount;
        const [first] = await failedOfCount();
        if (first !== undefined)
          return err({ reason: 'task-failed', taskId: first.id, message: first.reason });
      }
      const elapsed = Date.now() - started;
      const weightDone = meta.weight - start.weight;
      options.onProgress?.({
        done: meta.done,
        total: tasks.length,
        solutions: meta.total,
        rate: elapsed > 0 ? Math.max(0, ((meta.total - start.total) * 1000) / elapsed) : 0,
        etaMs: weightDone > 0 ? (elapsed * (totalWeight - meta.weight)) / weightDone : undefined,
        workers: await queue.getWorkersCount(),
      });
      if (signal?.aborted) {
        await removePending();
        return err({ reason: 'cancelled', done: meta.done, total: tasks.length });
      }
      if (Date.now() - repaired >= (options.repairMs ?? 10_000)) {
        repaired = Date.now();
        await enqueueMissing();
      }
      await sleep(options.pollMs ?? 500, signal);
    }
    const summed = await sumResults(redis, keys.results, n, tasks.length);
    const meta = await readMeta();
    if (!summed.ok) return summed;
    if (summed.value.total !== meta.total || summed.value.unique !== meta.unique)
      return err({
        reason: 'inconsistent',
        message: `the results add up to ${summed.value.total}, the running sum says ${meta.total}`,
      });
    await redis.expire(keys.results, FINISHED_TTL_S);
    await redis.expire(keys.meta, FINISHED_TTL_S);
    return ok({
      counts: summed.value,
      tasks: tasks.length,
      alreadyDone: start.done,
      computed: meta.computed,
    });
  } finally {
    await queue.close().catch(() => undefined);
    redis.disconnect();
  }
}

/** Adds the results of tasks 0..tasks-1, each present once and of this count. */
async function sumResults(
  redis: Redis,
  key: string,
  n: number,
  tasks: number,
): Promise<Result<Counts, QueueCountFailure>> {
  const all = await redis.hgetall(key);
  let total = 0;
  let unique = 0;
  for (let t = 0; t < tasks; t++) {
    const json = all[String(t)];
    const counts = json === undefined ? undefined : parseResult(json, n);
    if (counts === undefined)
      return err({ reason: 'inconsistent', message: `task ${t} has no valid result` });
    total += counts.total;
    unique += counts.unique;
  }
  if (Object.keys(all).length !== tasks)
    return err({ reason: 'inconsistent', message: `results for tasks outside the split` });
  return ok({ total, unique });
}
