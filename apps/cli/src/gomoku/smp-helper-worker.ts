/**
 * The worker_threads entry of a `qipan pbrain --threads N` helper (see
 * smp-helpers.ts): it joins the shared transposition table, then searches each
 * position it is sent until the deadline, or until the generation moves on.
 *
 * @example
 * ```ts
 * new Worker(new URL('./smp-helper-worker.js', import.meta.url), {
 *   workerData: { table, ctrl, helper: 1 },
 * }).postMessage({ state, deadline, generation });
 * ```
 */
import { parentPort, workerData } from 'node:worker_threads';
import { helpSearch, shareEngineTable } from '@qipan/gomoku/ai';
import type { HelperData, HelperTask } from './smp-helpers.js';

const port = parentPort;
if (port === null) throw new Error('smp-helper-worker.js runs only as a worker thread');
const data = workerData as HelperData;
shareEngineTable(data.table);
const ctrl = new Int32Array(data.ctrl);
port.on('message', (task: HelperTask) => {
  const live = (): boolean => Atomics.load(ctrl, 0) === task.generation;
  if (!live()) return;
  // An old task's clock is far past any deadline: the search stops at its next check.
  helpSearch(task.state, task.deadline, data.helper, () =>
    live() ? Date.now() : Date.now() + 1e12,
  );
});
