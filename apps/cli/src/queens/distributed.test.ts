// Counting on many machines, against a real Redis at QIPAN_TEST_REDIS_URL (default
// redis://127.0.0.1:6379). Each test uses its own queue (BullMQ prefix) and deletes
// its keys. The kill -9 test spawns the built command (`npx tsc -b` first).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runCountTask, type Counts, type QueensCountTask } from '@qipan/queens';
import { capture } from '../io.test-util.js';
import { countCommand } from './count.js';
import { countOnQueue, type QueueCountOptions } from './coordinator.js';
import {
  QUEUE_NAME,
  countId,
  countKeys,
  describeQueueError,
  jobId,
  parseRedisUrl,
  parseRefusal,
  probeRedis,
  queueTasks,
  recordResult,
  taskData,
  type RedisTarget,
} from './distributed.js';
import { workerCommand } from './queue-command.js';
import { runQueueWorker, type QueueWorkerOptions } from './queue-worker.js';

const REDIS_URL = process.env.QIPAN_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const BIN = fileURLToPath(new URL('../../bin/qipan.js', import.meta.url));

describe('parseRedisUrl', () => {
  it.each([
    ['redis://127.0.0.1:6379', { host: '127.0.0.1', port: 6379, db: 0 }, 'redis://127.0.0.1:6379'],
    ['redis://cache', { host: 'cache', port: 6379, db: 0 }, 'redis://cache'],
    [
      'rediss://u:p%40ss@h.example:7000/3',
      {
        host: 'h.example',
        port: 7000,
        db: 3,
        username: 'u',
        password: 'p@ss',
        tls: { servername: 'h.example' },
      },
      'rediss://h.example:7000/3',
    ],
    ['redis://[::1]:6380', { host: '::1', port: 6380, db: 0 }, 'redis://[::1]:6380'],
  ])('%s', (text, options, display) => {
    expect(parseRedisUrl(text)).toEqual({ ok: true, value: { options, display } });
  });

  it.each([
    ['127.0.0.1:6379', /needs a URL like redis:\/\/127\.0\.0\.1:6379/],
    ['http://127.0.0.1:6379', /redis: or rediss:/],
    ['redis://h:6379/x', /database number/],
    ['redis://h:99999', /needs a URL/],
    ['redis://h?db=1', /no query/],
  ])('refuses %s', (text, message) => {
    const r = parseRedisUrl(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });

  it('never shows the password', () => {
    const r = parseRedisUrl('redis://:secret@127.0.0.1:1');
    expect(r.ok && r.value.display).toBe('redis://127.0.0.1:1');
  });
});

describe('describeQueueError', () => {
  it('names a connection error by its code, any other by its first line', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), {
      code: 'ECONNREFUSED',
    });
    expect(describeQueueError(refused)).toBe('Redis: ECONNREFUSED (reconnecting)');
    expect(describeQueueError(new Error('Missing lock for job n16-v1-t3.\nmore'))).toBe(
      'queue: Missing lock for job n16-v1-t3.',
    );
  });
});

describe('qipan queens worker --help', () => {
  it('lists the worker and the --redis options', async () => {
    const help = await capture(workerCommand, ['--help']);
    expect(help.status).toBe(0);
    expect(help.out).toMatch(
      /^Usage: qipan queens worker --redis URL \[--concurrency K\] \[--queue NAME\]/,
    );
    const count = await capture(countCommand, ['--help']);
    expect(count.out).toContain('qipan queens count N [--unique] --redis URL [--queue NAME]');
  });
});

describe('counting on a Redis queue', () => {
  let target: RedisTarget;
  let redis: Redis;
  let prefix = '';
  let serial = 0;
  const stops: (() => Promise<unknown>)[] = [];
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    const parsed = parseRedisUrl(REDIS_URL);
    if (!parsed.ok) throw new Error(`QIPAN_TEST_REDIS_URL: ${parsed.error}`);
    target = parsed.value;
    const reached = await probeRedis(target);
    if (!reached.ok)
      throw new Error(
        `${reached.error}. These tests need a Redis server: start one with ` +
          `'redis-server --daemonize yes' (Debian: apt-get install redis-server), ` +
          `or point QIPAN_TEST_REDIS_URL at one.`,
      );
    redis = new Redis({ ...target.options });
    return () => redis.disconnect();
  });

  const newPrefix = (): string => {
    prefix = `qipan-test-${process.pid}-${++serial}-${Date.now().toString(36)}`;
    return prefix;
  };

  afterEach(async () => {
    for (const c of children.splice(0)) if (c.exitCode === null) c.kill('SIGKILL');
    await Promise.all(stops.splice(0).map((stop) => stop()));
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
  });

  /** An in-process worker that counts in this thread and tells which tasks it counted. */
  function startWorker(options: Partial<QueueWorkerOptions> = {}) {
    const stop = new AbortController();
    const counted: number[] = [];
    const logs: string[] = [];
    let ready!: () => void;
    const readyNow = new Promise<void>((resolve) => (ready = resolve));
    const done = runQueueWorker({
      target,
      queue: prefix,
      concurrency: 1,
      signal: stop.signal,
      log: (line) => logs.push(line),
      compute: async (task: QueensCountTask): Promise<Counts> => {
        counted.push(task.id);
        return runCountTask(task);
      },
      stalledMs: 500,
      onReady: () => ready(),
      ...options,
    });
    const stopIt = (): Promise<unknown> => {
      stop.abort();
      return done;
    };
    stops.push(stopIt);
    return { counted, logs, ready: readyNow, done, stop: stopIt };
  }

  const count = (n: number, options: Partial<QueueCountOptions> = {}) =>
    countOnQueue({ n, target, queue: prefix, pollMs: 50, ...options });

  const resultsOf = (n: number): Promise<Record<string, string>> =>
    redis.hgetall(countKeys(prefix, countId(n)).results);

  it.each([
    [10, 724, 92],
    [12, 14200, 1787],
  ])(
    'N=%i through the queue with 2 workers: %i (%i unique), each task once',
    async (n, total, unique) => {
      newPrefix();
      const a = startWorker();
      const b = startWorker();
      await Promise.all([a.ready, b.ready]);
      const r = await count(n);
      const tasks = queueTasks(n).length;
      expect(r).toEqual({
        ok: true,
        value: { counts: { total, unique }, tasks, alreadyDone: 0, computed: tasks },
      });
      expect([...a.counted, ...b.counted].sort((x, y) => x - y)).toEqual([...Array(tasks).keys()]);
      expect(Object.keys(await resultsOf(n))).toHaveLength(tasks);
      // The finished count's results are kept for an hour, then go.
      expect(await redis.ttl(countKeys(prefix, countId(n)).results)).toBeGreaterThan(3000);
    },
  );

  it('qipan queens count 10 --redis prints 724 (and --unique 92) with workers running', async () => {
    newPrefix();
    await startWorker().ready;
    const args = ['10', '--redis', REDIS_URL, '--queue', prefix];
    const first = await capture(countCommand, args);
    expect(first.status).toBe(0);
    expect(first.out).toBe('724\n');
    expect(first.err).toMatch(/^qipan: queens count: 30 tasks on redis:\/\/.* in \d+s\n$/);
    // Run again within the hour: answered from the recorded results, nothing counted.
    const again = await capture(countCommand, [...args, '--unique']);
    expect(again.out).toBe('92\n');
    expect(again.err).toMatch(/30 tasks on .*, 30 done before this run in/);
  });

  it('a worker killed (kill -9) while it holds a task: the task is counted elsewhere, exactly once', async () => {
    newPrefix();
    // The child holds each task for a minute before counting it: killed in that minute.
    const child = spawn(
      process.execPath,
      [BIN, 'queens', 'worker', '--redis', REDIS_URL, '--queue', prefix, '--concurrency', '1'],
      { env: { ...process.env, QIPAN_TEST_TASK_DELAY_MS: '60000', QIPAN_TEST_LOCK_MS: '1000' } },
    );
    children.push(child);
    let log = '';
    child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
    await waitFor(
      () => log.includes('waiting for tasks'),
      10_000,
      () => log,
    );
    const queue = new Queue(QUEUE_NAME, { connection: { ...target.options }, prefix });
    stops.push(() => queue.close());
    const counting = count(10);
    await waitFor(async () => (await queue.getActiveCount()) === 1, 10_000);
    const [held] = await queue.getActive();
    child.kill('SIGKILL');
    await once(child, 'exit');
    const w = startWorker({ lockMs: 1000 });
    const r = await counting;
    expect(r.ok && r.value).toEqual({
      counts: { total: 724, unique: 92 },
      tasks: 30,
      alreadyDone: 0,
      computed: 30,
    });
    // The in-process worker counted all 30, the killed one's task among them.
    expect(w.counted.sort((x, y) => x - y)).toEqual([...Array(30).keys()]);
    expect(held?.id).toMatch(/^n10-v1-t\d+$/);
  });

  it('SIGTERM: a worker gives the task it holds back to the queue and exits 0', async () => {
    newPrefix();
    const child = spawn(
      process.execPath,
      [BIN, 'queens', 'worker', '--redis', REDIS_URL, '--queue', prefix, '--concurrency', '1'],
      { env: { ...process.env, QIPAN_TEST_TASK_DELAY_MS: '60000' } },
    );
    children.push(child);
    let log = '';
    child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
    await waitFor(
      () => log.includes('waiting for tasks'),
      10_000,
      () => log,
    );
    const queue = new Queue(QUEUE_NAME, { connection: { ...target.options }, prefix });
    stops.push(() => queue.close());
    const counting = count(10);
    await waitFor(async () => (await queue.getActiveCount()) === 1, 10_000);
    const started = Date.now();
    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(5000); // not the minute the task would take
    expect(log).toMatch(
      /SIGTERM: giving back the tasks held and stopping\n.*n10-v1 task 0: given back to the queue\n.*stopped: 0 tasks counted, 1 given back\n$/,
    );
    expect(await queue.getActiveCount()).toBe(0);
    expect(await queue.getWaitingCount()).toBe(30);
    const w = startWorker();
    const r = await counting;
    expect(r.ok && r.value.counts).toEqual({ total: 724, unique: 92 });
    expect(w.counted).toHaveLength(30);
  });

  it('the coordinator killed (kill -9) and run again resumes: no task counted twice', async () => {
    newPrefix();
    const w = startWorker({ taskDelayMs: 40 });
    await w.ready;
    const child = spawn(process.execPath, [
      BIN,
      ...['queens', 'count', '12', '--redis', REDIS_URL, '--queue', prefix],
    ]);
    children.push(child);
    const meta = countKeys(prefix, countId(12)).meta;
    await waitFor(async () => Number(await redis.hget(meta, 'done')) >= 10, 20_000);
    child.kill('SIGKILL');
    await once(child, 'exit');
    const r = await count(12);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.counts).toEqual({ total: 14200, unique: 1787 });
    expect(r.value.alreadyDone).toBeGreaterThanOrEqual(10);
    expect(r.value.alreadyDone).toBeLessThan(47);
    expect(r.value.computed).toBe(47);
    expect(w.counted.sort((x, y) => x - y)).toEqual([...Array(47).keys()]);
  });

  it('the coordinator stopped by its signal takes its waiting tasks off; the next run resumes', async () => {
    newPrefix();
    const w = startWorker({ taskDelayMs: 30 });
    await w.ready;
    const stop = new AbortController();
    const first = await count(12, {
      signal: stop.signal,
      onProgress: (p) => p.done >= 5 && stop.abort(),
    });
    expect(first.ok).toBe(false);
    if (first.ok || first.error.reason !== 'cancelled') throw new Error('not cancelled');
    expect(first.error.done).toBeGreaterThanOrEqual(5);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the task in hand ends
    const queue = new Queue(QUEUE_NAME, { connection: { ...target.options }, prefix });
    stops.push(() => queue.close());
    expect(await queue.getWaitingCount()).toBe(0);
    const doneBefore = Object.keys(await resultsOf(12)).length;
    const second = await count(12);
    expect(second.ok && second.value).toEqual({
      counts: { total: 14200, unique: 1787 },
      tasks: 47,
      alreadyDone: doneBefore,
      computed: 47,
    });
    expect(w.counted).toHaveLength(47);
  });

  it('a result is recorded once: a second record of the same task changes nothing', async () => {
    newPrefix();
    const task = queueTasks(12)[0] as QueensCountTask;
    const data = taskData(12, task);
    const counts = runCountTask(task);
    expect(await recordResult(redis, prefix, data, counts)).toBe(true);
    expect(await recordResult(redis, prefix, data, counts)).toBe(false);
    const keys = countKeys(prefix, countId(12));
    expect(await redis.hgetall(keys.meta)).toEqual({
      computed: '2',
      done: '1',
      total: String(counts.total),
      unique: String(counts.unique),
      weight: String(task.weight),
    });
    expect(JSON.parse((await redis.hget(keys.results, '0')) ?? '')).toEqual({
      n: 12,
      version: 1,
      ...counts,
    });
  });

  it('refuses tasks of another version or another count, with a typed reason, never retried', async () => {
    newPrefix();
    const queue = new Queue(QUEUE_NAME, { connection: { ...target.options }, prefix });
    stops.push(() => queue.close());
    const task10 = queueTasks(10)[0] as QueensCountTask;
    const task11 = queueTasks(11)[0] as QueensCountTask;
    await queue.add(
      'count',
      { ...taskData(10, task10), version: 999 },
      { jobId: 'old', attempts: 3 },
    );
    await queue.add(
      'count',
      { ...taskData(10, task10), task: task11 },
      { jobId: 'mixed', attempts: 3 },
    );
    await queue.add(
      'count',
      { ...taskData(10, { ...task10, prefix: [1, 3] }) },
      { jobId: 'forged' },
    );
    const w = startWorker();
    await waitFor(async () => (await queue.getFailedCount()) === 3, 10_000);
    const reasons = Object.fromEntries(
      await Promise.all(
        ['old', 'mixed', 'forged'].map(async (id) => {
          const job = await queue.getJob(id);
          return [
            id,
            { reason: parseRefusal(job?.failedReason ?? '')?.reason, tries: job?.attemptsMade },
          ];
        }),
      ),
    );
    expect(reasons).toEqual({
      old: { reason: 'version-mismatch', tries: 1 },
      mixed: { reason: 'count-mismatch', tries: 1 },
      forged: { reason: 'malformed-task', tries: 1 },
    });
    expect(w.counted).toEqual([]);
    expect(await resultsOf(10)).toEqual({});
    expect(w.logs.join('\n')).toMatch(
      /refused job old: version-mismatch: a task of version 999; this worker counts version 1/,
    );
  });

  it('a count whose task is refused stops with that reason', async () => {
    newPrefix();
    const queue = new Queue(QUEUE_NAME, { connection: { ...target.options }, prefix });
    stops.push(() => queue.close());
    const counting = count(10);
    await waitFor(async () => (await queue.getWaitingCount()) === 30, 10_000);
    const task = queueTasks(10)[3] as QueensCountTask;
    await queue.add('count', { ...taskData(10, task), version: 0 }, { jobId: 'stale', lifo: true });
    startWorker({ taskDelayMs: 50 });
    const r = await counting;
    expect(r).toEqual({
      ok: false,
      error: {
        reason: 'task-failed',
        taskId: 'stale',
        message: 'version-mismatch: a task of version 0; this worker counts version 1',
      },
    });
    expect(jobId(countId(10), 3)).toBe('n10-v1-t3');
  });

  it('bad input: a clear line and status, nothing queued', async () => {
    newPrefix();
    const cases: [typeof countCommand, string[], number, RegExp][] = [
      [countCommand, ['10', '--redis', 'localhost:6379'], 2, /--redis needs a URL like redis:\/\//],
      [
        countCommand,
        ['10', '--redis', 'redis://127.0.0.1:1'],
        1,
        /cannot reach Redis at redis:\/\/127\.0\.0\.1:1 \(ECONNREFUSED\)/,
      ],
      [
        countCommand,
        ['10', '--redis', REDIS_URL, '--workers', '2'],
        2,
        /--workers has no effect with --redis/,
      ],
      [countCommand, ['10', '--queue', prefix], 2, /--queue names a Redis queue: it needs --redis/],
      [
        countCommand,
        ['10', '--redis', REDIS_URL, '--queue', 'a b'],
        2,
        /--queue needs a short name/,
      ],
      [
        workerCommand,
        ['--redis', REDIS_URL, '--concurrency', '0'],
        2,
        /'--concurrency' needs a whole number from 1 to 256, got '0'/,
      ],
      [
        workerCommand,
        ['--redis', REDIS_URL, '--concurrency', '1.5'],
        2,
        /'--concurrency' needs a whole number/,
      ],
      [workerCommand, [], 2, /missing --redis URL/],
      [workerCommand, ['--redis', 'redis://127.0.0.1:1'], 1, /cannot reach Redis/],
      [workerCommand, ['--redis', REDIS_URL, '--workers', '2'], 2, /unknown option '--workers'/],
    ];
    for (const [command, args, status, message] of cases) {
      const r = await capture(command, args);
      expect({ args, status: r.status, out: r.out }).toEqual({ args, status, out: '' });
      expect(r.err).toMatch(message);
      expect(r.err.split('\n')).toHaveLength(2); // one line, no stack trace
    }
    expect(await redis.keys(`${prefix}:*`)).toEqual([]);
  });
});

/** Polls `check` until it holds; fails with `describe()` after `ms`. */
async function waitFor(
  check: () => boolean | Promise<boolean>,
  ms: number,
  describe: () => string = () => '',
): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms ${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
