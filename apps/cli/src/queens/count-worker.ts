/**
 * The worker_threads entry for parallel counting: receives `CountTask`s from the pool
 * (see pool.ts), answers each with its `Counts`.
 *
 * @example
 * ```ts
 * const worker = new Worker(new URL('./count-worker.js', import.meta.url));
 * worker.postMessage({ kind: 'task', task }); // -> { kind: 'done', counts } or { kind: 'failed', message }
 * ```
 */
import { parentPort } from 'node:worker_threads';
// Only the counting modules (not the whole package): a worker starts a little faster.
import { runCountTask } from '@qipan/queens/tasks';
import type { ToWorker, FromWorker } from './pool.js';

const port = parentPort;
if (port === null) throw new Error('count-worker.js runs only as a worker thread');
port.on('message', (message: ToWorker) => {
  let reply: FromWorker;
  try {
    reply = { kind: 'done', counts: runCountTask(message.task) };
  } catch (e) {
    reply = { kind: 'failed', message: e instanceof Error ? e.message : String(e) };
  }
  port.postMessage(reply);
});
