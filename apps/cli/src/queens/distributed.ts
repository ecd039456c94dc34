/**
 * Counting on many machines: what the coordinator (`qipan queens count N --redis URL`)
 * and the workers (`qipan queens worker --redis URL`) share. The tasks of
 * `countTasks(n, { granularity: queueGranularity(n) })` go on a BullMQ queue whose
 * name carries {@link COUNT_TASKS_VERSION}, so a worker of another version never sees
 * them; each task's result is recorded once in a Redis hash named after the count
 * (`n16-v1`), so a retried task or a restarted coordinator never counts twice.
 *
 * @example
 * ```ts
 * import { parseRedisUrl, probeRedis, countId, countKeys } from './distributed.js';
 * const target = parseRedisUrl('redis://127.0.0.1:6379');
 * if (target.ok && (await probeRedis(target.value)).ok) countKeys('qipan', countId(16));
 * // { results: 'qipan:queens-v1:count:n16-v1:results', meta: 'qipan:queens-v1:count:n16-v1:meta' }
 * ```
 */
import { Redis } from 'ioredis';
import { err, ok, type Result } from '@qipan/core';
import {
  COUNT_TASKS_VERSION,
  countTasks,
  queueGranularity,
  type Counts,
  type QueensCountTask,
} from '@qipan/queens';

export { COUNT_TASKS_VERSION };

/** The BullMQ prefix (`--queue`) when none is given. */
export const DEFAULT_QUEUE = 'qipan';
/** The queue of this version's tasks; workers of other versions listen on other queues. */
export const QUEUE_NAME = `queens-v${COUNT_TASKS_VERSION}`;
/** A queue name (BullMQ prefix) is a short word: letters, digits, `.`, `_`, `-`. */
const QUEUE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/**
 * How long a worker's lock on a task lasts; BullMQ renews it every half of that while
 * the worker lives. Tasks are counted in worker threads, so the event loop that renews
 * the lock is never blocked by a task however long it runs: the lock only has to
 * outlast a pause of the whole process or of the network (30 s tolerates a 15 s
 * pause between renewals). A worker killed with -9 stops renewing, and its task goes
 * back to the queue once the lock has expired and the next stalled check has run.
 */
export const LOCK_MS = 30_000;
/**
 * How often each worker looks for tasks whose lock expired. A stalled task is seen
 * after one or two checks, so a killed worker's task is back within LOCK_MS + 2 ×
 * STALLED_MS = 1 minute: about one task's time for n = 20, where tasks last
 * seconds to a few minutes, and a small share of any count worth spreading out.
 */
export const STALLED_MS = 15_000;
/**
 * A task whose worker died this many times is failed rather than retried again: the
 * task itself (not the machines) is then the likely cause, e.g. memory.
 */
export const MAX_STALLED = 5;
/** A finished count's results stay in Redis this long: run again, it answers at once. */
export const FINISHED_TTL_S = 3600;

/** Where Redis is: options for ioredis and BullMQ, and the URL without credentials. */
export interface RedisTarget {
  readonly options: {
    readonly host: string;
    readonly port: number;
    readonly db: number;
    readonly username?: string;
    readonly password?: string;
    readonly tls?: { readonly servername: string };
  };
  /** `redis://host:port` (and `/db`), never the password: safe in messages. */
  readonly display: string;
}

/** A `redis://` or `rediss://` URL (`redis://[user:password@]host[:port][/db]`), or why not. */
export function parseRedisUrl(text: string): Result<RedisTarget, string> {
  const example = 'a URL like redis://127.0.0.1:6379';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return err(`--redis needs ${example}, got '${text}'`);
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:')
    return err(`--redis needs ${example} (redis: or rediss:), got '${text}'`);
  if (url.hostname === '') return err(`--redis needs a host, as in ${example}`);
  if (url.search !== '' || url.hash !== '')
    return err(`--redis takes no query or fragment, got '${text}'`);
  const path = url.pathname.replace(/^\//, '');
  if (path !== '' && !/^\d{1,2}$/.test(path))
    return err(`--redis: the path is a database number (redis://host:6379/0), got '/${path}'`);
  const port = url.port === '' ? 6379 : Number(url.port);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const db = path === '' ? 0 : Number(path);
  const username = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  const options: RedisTarget['options'] = {
    host,
    port,
    db,
    ...(username === '' ? {} : { username }),
    ...(password === '' ? {} : { password }),
    ...(url.protocol === 'rediss:' ? { tls: { servername: host } } : {}),
  };
  const display = `${url.protocol}//${url.host}${path === '' ? '' : `/${db}`}`;
  return ok({ options, display });
}

/** A queue name for `--queue`, or why not. */
export function checkQueueName(name: string): Result<string, string> {
  return QUEUE_PATTERN.test(name)
    ? ok(name)
    : err(`--queue needs a short name of letters, digits, '.', '_' or '-', got '${name}'`);
}

/** Why a connection failed, in a few words (`ECONNREFUSED`, `WRONGPASS ...`). */
export function describeRedisError(e: unknown): string {
  const code = (e as { code?: unknown }).code;
  if (typeof code === 'string' && code !== '') return code;
  const message = e instanceof Error ? e.message : String(e);
  return message.split('\n')[0] ?? message;
}

/**
 * A log line for an error a queue connection reports while running: a connection
 * error (it reconnects by itself) or another queue error (e.g. a lock lost after a
 * long pause: the task is then counted elsewhere, and recorded once).
 */
export function describeQueueError(e: unknown): string {
  const code = (e as { code?: unknown }).code;
  return typeof code === 'string' && code !== ''
    ? `Redis: ${code} (reconnecting)`
    : `queue: ${describeRedisError(e)}`;
}

/** Connects once (no retries, 5 s at most) and pings: ok, or a one-line reason. */
export async function probeRedis(target: RedisTarget): Promise<Result<void, string>> {
  const client = new Redis({
    ...target.options,
    lazyConnect: true,
    connectTimeout: 5000,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  let lastError: unknown;
  client.on('error', (e: unknown) => (lastError = e));
  try {
    await client.connect();
    await client.ping();
    return ok(undefined);
  } catch (e) {
    return err(`cannot reach Redis at ${target.display} (${describeRedisError(lastError ?? e)})`);
  } finally {
    client.disconnect();
  }
}

/** The count's name in Redis: its N and the version of its task split. */
export function countId(n: number, version: number = COUNT_TASKS_VERSION): string {
  return `n${n}-v${version}`;
}

/** A task's job id: the same task of the same count is queued once at a time. */
export function jobId(count: string, taskId: number): string {
  return `${count}-t${taskId}`;
}

/** The hashes of a count: `results` (task id → result JSON) and `meta` (sums, counters). */
export function countKeys(prefix: string, count: string): { results: string; meta: string } {
  const base = `${prefix}:${QUEUE_NAME}:count:${count}`;
  return { results: `${base}:results`, meta: `${base}:meta` };
}

/** The queue's job data: a task with the count it belongs to. */
export interface QueueTaskData {
  readonly countId: string;
  readonly version: number;
  readonly n: number;
  readonly task: QueensCountTask;
}

/** A task's recorded result (the hash value is its JSON). */
export interface TaskResult extends Counts {
  readonly n: number;
  readonly version: number;
}

/** The tasks of a count for the queue, heaviest first (ids are positions). */
export function queueTasks(n: number): QueensCountTask[] {
  return countTasks(n, { granularity: queueGranularity(n) }) as QueensCountTask[];
}

export function taskData(n: number, task: QueensCountTask): QueueTaskData {
  return { countId: countId(n), version: COUNT_TASKS_VERSION, n, task };
}

/** Why a worker refuses a task: it fails the task with `<reason>: <detail>`, never retried. */
export const TASK_REFUSALS = ['version-mismatch', 'count-mismatch', 'malformed-task'] as const;
export type TaskRefusalReason = (typeof TASK_REFUSALS)[number];
export interface TaskRefusal {
  readonly reason: TaskRefusalReason;
  readonly detail: string;
}

export const formatRefusal = (r: TaskRefusal): string => `${r.reason}: ${r.detail}`;

/** The refusal in a failed task's reason, if it is one. */
export function parseRefusal(text: string): TaskRefusal | undefined {
  const colon = text.indexOf(': ');
  const reason = text.slice(0, colon);
  if (colon < 0 || !(TASK_REFUSALS as readonly string[]).includes(reason)) return undefined;
  return { reason: reason as TaskRefusalReason, detail: text.slice(colon + 2) };
}

/** The split of each n seen so far, to check that a task is one of its count's tasks. */
const splits = new Map<number, readonly QueensCountTask[]>();

/** The shape of a task (what it claims; checkTaskData compares it with the split). */
function isTaskShape(task: unknown): task is QueensCountTask {
  const t = task as Partial<QueensCountTask> | null;
  return (
    typeof t === 'object' &&
    t !== null &&
    Number.isInteger(t.n) &&
    Number.isInteger(t.id) &&
    typeof t.kind === 'string' &&
    Array.isArray(t.prefix) &&
    t.prefix.every((c) => Number.isInteger(c))
  );
}

/**
 * Checks a job's data before a worker counts it: this version, a task of the count
 * it names, and exactly that task of the split (so its result can only be right).
 */
export function checkTaskData(data: unknown): Result<QueueTaskData, TaskRefusal> {
  const d = data as Partial<QueueTaskData> | null;
  const malformed = (detail: string): Result<never, TaskRefusal> =>
    err({ reason: 'malformed-task', detail });
  if (typeof d !== 'object' || d === null) return malformed('the job has no task');
  if (d.version !== COUNT_TASKS_VERSION)
    return err({
      reason: 'version-mismatch',
      detail: `a task of version ${String(d.version)}; this worker counts version ${COUNT_TASKS_VERSION}`,
    });
  const { n, task } = d;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 32)
    return malformed(`bad N ${String(n)}`);
  if (!isTaskShape(task)) return malformed(`not a queens count task: ${JSON.stringify(task)}`);
  if (task.n !== n || d.countId !== countId(n))
    return err({
      reason: 'count-mismatch',
      detail: `a task for N=${task.n} in count ${String(d.countId)} (N=${n})`,
    });
  let split = splits.get(n);
  if (split === undefined) splits.set(n, (split = queueTasks(n)));
  const expected = split[task.id];
  if (
    expected === undefined ||
    expected.kind !== task.kind ||
    expected.prefix.join() !== task.prefix.join()
  )
    return malformed(`task ${task.id} is not task ${task.id} of the split of N=${n}`);
  return ok({ countId: d.countId, version: COUNT_TASKS_VERSION, n, task: expected });
}

/**
 * Records a task's result once (HSETNX) and, the first time only, adds it to the
 * count's sums in `meta`; every call adds one to `computed`. Atomic in Redis.
 */
const RECORD = `
local fresh = redis.call('HSETNX', KEYS[1], ARGV[1], ARGV[2])
redis.call('HINCRBY', KEYS[2], 'computed', 1)
if fresh == 1 then
  redis.call('HINCRBY', KEYS[2], 'done', 1)
  redis.call('HINCRBY', KEYS[2], 'total', ARGV[3])
  redis.call('HINCRBY', KEYS[2], 'unique', ARGV[4])
  redis.call('HINCRBY', KEYS[2], 'weight', ARGV[5])
end
return fresh`;

/** Records `counts` for `task` of its count; true when this was the first record. */
export async function recordResult(
  redis: Redis,
  prefix: string,
  data: QueueTaskData,
  counts: Counts,
): Promise<boolean> {
  const keys = countKeys(prefix, data.countId);
  const value: TaskResult = { n: data.n, version: data.version, ...counts };
  const fresh = await redis.eval(
    RECORD,
    2,
    keys.results,
    keys.meta,
    String(data.task.id),
    JSON.stringify(value),
    counts.total,
    counts.unique,
    data.task.weight,
  );
  return fresh === 1;
}

/** A recorded result, checked against its count; undefined when it does not belong. */
export function parseResult(json: string, n: number): Counts | undefined {
  try {
    const r = JSON.parse(json) as Partial<TaskResult>;
    if (r.n !== n || r.version !== COUNT_TASKS_VERSION) return undefined;
    if (!Number.isSafeInteger(r.total) || !Number.isSafeInteger(r.unique)) return undefined;
    return { total: r.total as number, unique: r.unique as number };
  } catch {
    return undefined;
  }
}
