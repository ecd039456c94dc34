/**
 * The one AI worker of the web app (Go, Gomoku, Chongzi): it replays the request's
 * moves through the game's definition and answers with a move in the game's
 * notation (see `protocol.ts` and `think.ts`). It keeps Chongzi's solved 4×4 table
 * between requests; cancelling is terminating the worker.
 *
 * @example
 * ```ts
 * const w = new Worker(new URL('./ai.worker.ts', import.meta.url), { type: 'module' });
 * w.postMessage({ id: 1, game: 'go', options: { size: 9 }, moves: [], level: 2, timeMs: 500 });
 * w.onmessage = (e) => console.log(e.data); // { id: 1, kind: 'final', move: 'E5', detail: '…' }
 * ```
 */
/// <reference lib="webworker" />
import type { AiReply, AiRequest } from './protocol.js';
import { think, type ThinkCache } from './think.js';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const cache: ThinkCache = {};

scope.onmessage = (e: MessageEvent<AiRequest>) => {
  think(e.data, (reply: AiReply) => scope.postMessage(reply), cache);
};
