/**
 * The one AI worker of the web app (Go, Gomoku, Chongzi): it replays the request's
 * moves through the game's definition and answers with a move in the game's
 * notation (see `protocol.ts` and `think.ts`). It keeps Chongzi's solved 4×4 table
 * between requests, and loads the large Go move model (a chunk of its own, about
 * 40 KB compressed) at the first Go request on 19×19 or larger; cancelling is
 * terminating the worker.
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
import { needsGoModel, think, type ThinkCache } from './think.js';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const cache: ThinkCache = {};
const post = (reply: AiReply): void => scope.postMessage(reply);

scope.onmessage = (e: MessageEvent<AiRequest>) => {
  const req = e.data;
  if (!needsGoModel(req, cache)) {
    think(req, post, cache);
    return;
  }
  // Requests are answered one at a time: the page waits for this one's reply.
  import('@qipan/go/bot/large')
    .then((m) => (cache.goModel = m.largeModel()))
    // Without the chunk (a failed load) the small model plays.
    .catch(() => undefined)
    .finally(() => think(req, post, cache));
};
