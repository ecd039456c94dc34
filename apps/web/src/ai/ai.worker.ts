/**
 * The one AI worker of the web app (Go, Gomoku, Chongzi): it replays the request's
 * moves through the game's definition and answers with a move in the game's
 * notation (see `protocol.ts` and `think.ts`). It keeps Chongzi's solved 4×4 table
 * between requests. Go plays with the network (`net/goNet.ts`, a chunk of its own that
 * fetches onnxruntime-web and the model at the first Go request; `preparing` is posted
 * while they load); where WebAssembly SIMD is missing or the network cannot load, the
 * Monte-Carlo pattern bot plays and the reply's detail says why. Cancelling is
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
import { netLevel } from '@qipan/go-net';
import type { AiReply, AiRequest } from './protocol.js';
import { formatGoMove, goStates, needsGoModel, think, type ThinkCache } from './think.js';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const cache: ThinkCache = {};
const post = (reply: AiReply): void => scope.postMessage(reply);
let netReady = false;
/** Why the network does not play here, once known (then the pattern bot plays). */
let netUnavailable: string | undefined;

async function goWithNet(req: AiRequest): Promise<void> {
  const states = goStates(req, req.want === 'estimate');
  if (!states.ok) {
    post({ id: req.id, kind: 'error', message: states.message });
    return;
  }
  const net = await import('./net/goNet.js');
  if (!net.simdSupported()) throw new Error('no WebAssembly SIMD in this browser');
  if (!netReady) post({ id: req.id, kind: 'preparing' });
  if (req.want === 'estimate') {
    const e = await net.netEstimate(states.value);
    netReady = true;
    post({ id: req.id, kind: 'estimate', ...e });
    return;
  }
  const r = await net.netMove(states.value, { level: req.level, timeMs: Math.max(1, req.timeMs) });
  netReady = true;
  const state = states.value[states.value.length - 1] as (typeof states.value)[number];
  post({ id: req.id, kind: 'final', move: formatGoMove(r.move, state), detail: r.detail });
}

function patterns(req: AiRequest): void {
  if (req.want === 'estimate') {
    post({ id: req.id, kind: 'error', message: `no estimate: ${netUnavailable ?? 'no network'}` });
    return;
  }
  const withReason: (reply: AiReply) => void = (reply) =>
    post(
      reply.kind === 'final' && netUnavailable !== undefined
        ? { ...reply, detail: `pattern bot (${netUnavailable}), ${reply.detail}` }
        : reply,
    );
  if (!needsGoModel(req, cache)) {
    think(req, withReason, cache);
    return;
  }
  import('@qipan/go/bot/large')
    .then((m) => (cache.goModel = m.largeModel()))
    // Without the chunk (a failed load) the small model plays.
    .catch(() => undefined)
    .finally(() => think(req, withReason, cache));
}

scope.onmessage = (e: MessageEvent<AiRequest>) => {
  const req = e.data;
  if (req.game !== 'go') {
    think(req, post, cache);
    return;
  }
  // The beginner levels are the pattern bot's (see netLevel).
  const patternLevel = netLevel(req.level).patterns;
  if (req.want !== 'estimate' && patternLevel !== undefined) {
    patterns({ ...req, level: patternLevel });
    return;
  }
  if (netUnavailable !== undefined) {
    patterns(req);
    return;
  }
  // Requests are answered one at a time: the page waits for this one's reply.
  goWithNet(req).catch((error: unknown) => {
    netUnavailable = error instanceof Error ? error.message : String(error);
    patterns(req);
  });
};
