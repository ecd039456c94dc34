/**
 * The worker_threads entry of `qipan pbrain`: one GomocupSession at the level in
 * `workerData`; each message is an input line, answered with its reply lines (so
 * the main thread keeps reading input, END included, while this one searches). The
 * shared stop flag, set at END, cuts the search short.
 *
 * @example
 * ```ts
 * const worker = new Worker(new URL('./pbrain-session-worker.js', import.meta.url), {
 *   workerData: { level: 5, threads: 1, stop: new SharedArrayBuffer(4) },
 * });
 * worker.postMessage('START 15'); // -> ['OK']
 * ```
 */
import { parentPort, workerData } from 'node:worker_threads';
import { handleLine, pbrainSession, type PbrainWorkerData } from './pbrain.js';
import { SmpHelpers } from './smp-helpers.js';

const port = parentPort;
if (port === null) throw new Error('pbrain-session-worker.js runs only as a worker thread');
const data = workerData as PbrainWorkerData;
const stop = new Int32Array(data.stop);
// --threads N: N - 1 helpers share the search of each move (Lazy SMP).
const helpers = data.threads > 1 ? new SmpHelpers(data.threads - 1) : undefined;
const session = pbrainSession(data.level, Date.now, () => Atomics.load(stop, 0) !== 0, helpers);
port.on('message', (line: string) => port.postMessage(handleLine(session, line)));
