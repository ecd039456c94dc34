/**
 * A worker_threads pool for counting: K workers pull `CountTask`s (heaviest first, as
 * `countTasks` orders them, two at a time in flight) until none are left; the Counts
 * are summed. Workers start
 * as soon as the pool is made, so they boot while the main thread splits the problem.
 *
 * @example
 * ```ts
 * import { countTasks } from '@qipan/queens';
 * import { CountPool } from './pool.js';
 * const pool = new CountPool(2);
 * const r = await pool.run(countTasks(12)); // the workers are closed afterwards
 * if (r.ok) r.value.total; // 14200
 * ```
 */
import { Worker } from 'node:worker_threads';
import { err, ok, type Result } from '@qipan/core';
import type { CountTask, Counts } from '@qipan/queens';

export type ToWorker = { readonly kind: 'task'; readonly task: CountTask };
export type FromWorker =
  | { readonly kind: 'done'; readonly counts: Counts }
  | { readonly kind: 'failed'; readonly message: string };

export type PoolFailure =
  { readonly reason: 'cancelled' } | { readonly reason: 'worker-failed'; readonly message: string };

export interface RunOptions {
  /** Aborting terminates every worker; the result is then `cancelled`. */
  readonly signal?: AbortSignal;
  readonly onProgress?: (done: number, total: number) => void;
}

/** The worker_threads entry (count-worker.ts, run from dist). */
export const WORKER_URL = new URL('./count-worker.js', import.meta.url);

/**
 * Tasks sent ahead to each worker: with two, a worker that finishes a task starts the
 * next at once instead of idling for the round trip to this thread.
 */
const IN_FLIGHT = 2;

export class CountPool {
  private readonly workers: Worker[] = [];

  constructor(size: number) {
    for (let i = 0; i < Math.max(1, size); i++) this.workers.push(new Worker(WORKER_URL));
  }

  /** Runs every task once and sums the Counts; the pool is closed when this settles. */
  run(tasks: readonly CountTask[], options: RunOptions = {}): Promise<Result<Counts, PoolFailure>> {
    const sum = { total: 0, unique: 0 };
    let next = 0;
    let done = 0;
    let settled = false;
    return new Promise((resolve) => {
      const finish = (result: Result<Counts, PoolFailure>): void => {
        if (settled) return;
        settled = true;
        options.signal?.removeEventListener('abort', onAbort);
        this.close();
        resolve(result);
      };
      const onAbort = (): void => finish(err({ reason: 'cancelled' }));
      if (options.signal?.aborted) return onAbort();
      options.signal?.addEventListener('abort', onAbort);
      if (tasks.length === 0) return finish(ok(sum));

      const feed = (w: Worker): void => {
        const task = tasks[next++];
        if (task !== undefined) w.postMessage({ kind: 'task', task } satisfies ToWorker);
      };
      for (const w of this.workers) {
        w.on('message', (m: FromWorker) => {
          if (m.kind === 'failed') {
            return finish(err({ reason: 'worker-failed', message: m.message }));
          }
          sum.total += m.counts.total;
          sum.unique += m.counts.unique;
          done++;
          options.onProgress?.(done, tasks.length);
          if (done === tasks.length) finish(ok(sum));
          else feed(w);
        });
        w.on('error', (e) => finish(err({ reason: 'worker-failed', message: e.message })));
        w.on('exit', (code) => {
          if (!settled)
            finish(err({ reason: 'worker-failed', message: `a worker exited (${code})` }));
        });
        for (let i = 0; i < IN_FLIGHT; i++) feed(w);
      }
    });
  }

  /** Terminates every worker (idempotent). */
  close(): void {
    for (const w of this.workers) void w.terminate();
  }
}
