/**
 * A root-parallel helper thread of `qipan gtp --threads N` (see gtp-helpers.ts): keeps
 * its own GTP state from the forwarded command lines and answers a search request
 * with its root counts in shared memory.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Color } from '@qipan/core';
import { makeQipanGtp } from './gtp.js';
import { MAX_ROOT_MOVES, writeStats, type HelperData } from './gtp-helpers.js';

const { level, seed, model, scoreWeight, shared } = workerData as HelperData;
const ctrl = new Int32Array(shared, 0, 2);
const data = new Float64Array(shared, 8, 2 + 3 * MAX_ROOT_MOVES);
const gtp = makeQipanGtp({ level, seed, model, scoreWeight });

parentPort?.on('message', (m: { line?: string; search?: Color; seq?: number }) => {
  if (m.line !== undefined) {
    gtp.handle(m.line);
    return;
  }
  if (m.search === undefined) return;
  writeStats(data, gtp.bot.rootStats(gtp.engine.state, m.search));
  Atomics.store(ctrl, 1, m.seq ?? 0);
  Atomics.store(ctrl, 0, 1);
  Atomics.notify(ctrl, 0);
});
