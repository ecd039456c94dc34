/**
 * Counting one task at a time per worker thread, with a way to stop it: what a queue
 * worker needs (its event loop must stay free to renew its task locks in Redis).
 *
 * @example
 * ```ts
 * import { countTasks, type QueensCountTask } from '@qipan/queens';
 * import { TaskThreads } from './threads.js';
 * const threads = new TaskThreads();
 * const counts = await threads.run(countTasks(12)[0] as QueensCountTask, AbortSignal.timeout(5000));
 * threads.close();
 * ```
 */
import { Worker } from 'node:worker_threads';
import type { Counts, QueensCountTask } from '@qipan/queens';
import { WORKER_URL, type FromWorker, type ToWorker } from './pool.js';

/** Thrown by {@link TaskThreads.run} when its signal stopped the count. */
export class TaskStopped extends Error {
  constructor() {
    super('stopped');
    this.name = 'TaskStopped';
  }
}

export class TaskThreads {
  /** Threads waiting for a task; a thread that was stopped mid-task is not reused. */
  private readonly idle: Worker[] = [];
  private readonly busy = new Set<Worker>();

  /** Counts `task` in a worker thread; rejects with TaskStopped when `signal` aborts. */
  run(task: QueensCountTask, signal: AbortSignal): Promise<Counts> {
    if (signal.aborted) return Promise.reject(new TaskStopped());
    const worker = this.idle.pop() ?? new Worker(WORKER_URL);
    this.busy.add(worker);
    return new Promise<Counts>((resolve, reject) => {
      const done = (settle: () => void, reuse: boolean): void => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        signal.removeEventListener('abort', onAbort);
        this.busy.delete(worker);
        if (reuse) this.idle.push(worker);
        else void worker.terminate();
        settle();
      };
      const onMessage = (m: FromWorker): void => {
        if (m.kind === 'done') done(() => resolve(m.counts), true);
        else done(() => reject(new Error(m.message)), true);
      };
      const onError = (e: Error): void => done(() => reject(e), false);
      const onExit = (code: number): void =>
        done(() => reject(new Error(`a counting thread exited (${code})`)), false);
      const onAbort = (): void => done(() => reject(new TaskStopped()), false);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      signal.addEventListener('abort', onAbort);
      worker.postMessage({ kind: 'task', task } satisfies ToWorker);
    });
  }

  /** Ends every thread (a running count is cut off). */
  close(): void {
    for (const w of [...this.idle, ...this.busy]) void w.terminate();
    this.idle.length = 0;
    this.busy.clear();
  }
}
