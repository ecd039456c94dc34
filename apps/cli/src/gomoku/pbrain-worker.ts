/**
 * The worker_threads entry of `qipan pbrain`: one {@link GomocupSession} at the
 * level in `workerData`; each message is an input line, answered with its reply
 * lines (so the main thread keeps reading input, END included, while this one
 * searches).
 *
 * @example
 * ```ts
 * const worker = new Worker(new URL('./pbrain-worker.js', import.meta.url), { workerData: { level: 5 } });
 * worker.postMessage('START 15'); // -> ['OK']
 * ```
 */
import { parentPort, workerData } from 'node:worker_threads';
import { handleLine, pbrainSession, type PbrainWorkerData } from './pbrain.js';

const port = parentPort;
if (port === null) throw new Error('pbrain-worker.js runs only as a worker thread');
const session = pbrainSession((workerData as PbrainWorkerData).level);
port.on('message', (line: string) => port.postMessage(handleLine(session, line)));
