/**
 * Counts N-Queens solutions on all cores: a pool of module workers pulls the
 * independent `countTasks(n)` one at a time and the main thread sums their counts.
 *
 * @example
 * ```ts
 * const job = countInWorkers(10, { onProgress: (p) => console.log(p.done, '/', p.total) });
 * const { total, unique } = await job.result; // 724, 92
 * job.cancel(); // terminates the workers; result rejects with CountCancelled
 * ```
 */
import { countTasks, type CountTask, type Counts } from '@qipan/queens';
import type { CountReply, CountRequest } from './count.worker.js';

export interface CountProgress {
  readonly done: number;
  readonly total: number;
  readonly counts: Counts;
  readonly workers: number;
}

export interface CountJob {
  readonly result: Promise<Counts>;
  readonly tasks: number;
  readonly workers: number;
  cancel(): void;
}

export class CountCancelled extends Error {
  constructor() {
    super('count cancelled');
    this.name = 'CountCancelled';
  }
}

export interface CountOptions {
  readonly onProgress?: (p: CountProgress) => void;
  /** Default: navigator.hardwareConcurrency (at least 1). */
  readonly workers?: number;
  readonly createWorker?: () => Worker;
}

const defaultWorker = (): Worker =>
  new Worker(new URL('./count.worker.ts', import.meta.url), {
    type: 'module',
    name: 'qipan-count',
  });

export function countInWorkers(n: number, options: CountOptions = {}): CountJob {
  const tasks: CountTask[] = countTasks(n);
  const cores = options.workers ?? Math.max(1, navigator.hardwareConcurrency || 2);
  const size = Math.max(1, Math.min(cores, tasks.length));
  const make = options.createWorker ?? defaultWorker;
  const pool: Worker[] = [];
  let next = 0;
  let done = 0;
  let finished = false;
  const sum: { total: number; unique: number } = { total: 0, unique: 0 };
  let settle: { resolve: (c: Counts) => void; reject: (e: unknown) => void } | undefined;
  const result = new Promise<Counts>((resolve, reject) => {
    settle = { resolve, reject };
  });

  const stop = (): void => {
    finished = true;
    for (const w of pool) w.terminate();
  };
  const fail = (e: unknown): void => {
    if (finished) return;
    stop();
    settle?.reject(e);
  };
  const feed = (w: Worker): void => {
    const task = tasks[next++];
    if (task) w.postMessage({ task } satisfies CountRequest);
  };

  if (tasks.length === 0) {
    finished = true;
    settle?.resolve({ total: 0, unique: 0 });
  }
  for (let i = 0; i < size && !finished; i++) {
    let w: Worker;
    try {
      w = make();
    } catch (e) {
      fail(e);
      break;
    }
    pool.push(w);
    w.onmessage = (e: MessageEvent<CountReply>) => {
      if (finished) return;
      const reply = e.data;
      if ('error' in reply) {
        fail(new Error(reply.error));
        return;
      }
      sum.total += reply.counts.total;
      sum.unique += reply.counts.unique;
      done++;
      options.onProgress?.({ done, total: tasks.length, counts: { ...sum }, workers: pool.length });
      if (done === tasks.length) {
        stop();
        settle?.resolve({ ...sum });
      } else feed(w);
    };
    w.onerror = (e: ErrorEvent) => {
      e.preventDefault();
      fail(new Error(e.message || 'worker failed'));
    };
    feed(w);
  }
  return {
    result,
    tasks: tasks.length,
    workers: pool.length,
    cancel: () => fail(new CountCancelled()),
  };
}
