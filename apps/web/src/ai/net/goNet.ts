/**
 * The Go network in the AI worker: KataGo's g170 b6c96 net (`@qipan/go-net`) on
 * onnxruntime-web's WebAssembly SIMD backend, one thread. This module is a chunk of its
 * own: the worker imports it at the first Go request, and it fetches the runtime's
 * `.wasm` and the model (hashed asset files, cached as immutable) only then.
 *
 * A move: the network's policy at the low levels, its tree search from level 6 (see
 * `netLevel`). An estimate: one evaluation, Black's win rate, lead and ownership.
 *
 * @example
 * ```ts
 * const net = await import('./net/goNet.js');
 * if (net.simdSupported()) await net.netMove(state, moves, { level: 6, timeMs: 2000 });
 * ```
 */
import { Rng } from '@qipan/core';
import type { GoState } from '@qipan/go';
import {
  NetSearch,
  batchForVisits,
  createOnnxEvaluator,
  encodeFeatures,
  netLevel,
  netPosition,
  parseModel,
  pastOf,
  policyMove,
  symmetricEvaluator,
  whiteView,
  type NetEvaluator,
} from '@qipan/go-net';
import modelUrl from '@qipan/go-net/model/g170-b6c96-s175395328-d26788732.bin.gz?url';
import * as ort from 'onnxruntime-web/wasm';
import wasmUrl from 'onnxruntime-web/ort-wasm-simd-threaded.wasm?url';

/** A tiny module with one SIMD instruction: WebAssembly.validate says whether SIMD is there. */
const SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15,
  253, 98, 11,
]);

/** Whether this browser runs WebAssembly SIMD (onnxruntime-web needs it). */
export function simdSupported(): boolean {
  try {
    return typeof WebAssembly === 'object' && WebAssembly.validate(SIMD_PROBE);
  } catch {
    return false;
  }
}

let loading: Promise<NetEvaluator> | undefined;
let search: NetSearch | undefined;
const rng = Rng.fromSeed('qipan-web-net');

/** The evaluator, loaded once per worker (runtime and model fetched the first time). */
export function netEvaluator(): Promise<NetEvaluator> {
  loading ??= (async () => {
    ort.env.wasm.wasmPaths = { wasm: wasmUrl };
    // One thread: the page is not cross-origin isolated (no SharedArrayBuffer), and two
    // measured slower than one on a 2-core machine with the other core busy.
    ort.env.wasm.numThreads = 1;
    ort.env.wasm.proxy = false;
    const res = await fetch(modelUrl);
    if (!res.ok) throw new Error(`the Go network could not be fetched (HTTP ${res.status})`);
    const model = parseModel(new Uint8Array(await res.arrayBuffer()), 'g170-b6c96');
    if (!model.ok) throw new Error(model.error.message);
    return createOnnxEvaluator(ort, model.value, {
      encode: encodeFeatures,
      threads: 1,
      runtime: 'onnxruntime-web',
      executionProviders: ['wasm'],
      // The trunk's 3×3 convolutions as Winograd F(4×4, 3×3), one graph per board size:
      // about half the time of the direct ones on this backend (a 19×19 run, 13 against
      // 23 ms; in the Go page's worker, 24 against 33 ms).
      winograd: true,
    });
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}

export interface NetMoveResult {
  readonly move: import('@qipan/go').GoMove;
  readonly detail: string;
}

/**
 * A move for the side to move of the last of `states` (the game's positions, oldest
 * first; at least the current one) at `level`, within `timeMs`.
 */
export async function netMove(
  states: readonly GoState[],
  opts: { level: number; timeMs: number },
): Promise<NetMoveResult> {
  const ev = await netEvaluator();
  const state = states[states.length - 1] as GoState;
  const lvl = netLevel(opts.level);
  const { history, previous } = pastOf(states);
  if (lvl.visits <= 1) {
    const [e] = await ev.evaluate([netPosition(state, history, previous)]);
    if (e === undefined) throw new Error('the network gave no evaluation');
    const move = policyMove(state, e, lvl.policyTemperature, rng);
    return { move, detail: `network policy, win rate ${Math.round(e.win * 100)}%` };
  }
  // Each position in a symmetry of its own, as KataGo (the estimate stays in symmetry 0).
  search ??= new NetSearch(symmetricEvaluator(ev), { batchSize: 4, rng });
  const { decision, result } = await search.think(
    state,
    {
      visits: lvl.visits,
      batchSize: batchForVisits(lvl.visits, 4),
      timeMs: Math.min(lvl.timeMs, opts.timeMs),
    },
    history,
  );
  // The web game never resigns for the bot: it plays on, the player may resign or count.
  const move = decision.move.type === 'resign' ? { type: 'pass' as const } : decision.move;
  return {
    move,
    detail: `network, ${result.visits} visits, win rate ${Math.round(decision.winrate * 100)}%`,
  };
}

export interface NetEstimate {
  /** Black's chance to win, 0..1. */
  readonly blackWin: number;
  /** Points Black leads by (negative: White leads). */
  readonly blackLead: number;
  /** Per point (`y * size + x`): +1 Black's, -1 White's. */
  readonly ownership: number[];
  /** How long the network's evaluation took (ms). */
  readonly ms: number;
}

/** One evaluation of the last of `states`, from Black's side. */
export async function netEstimate(states: readonly GoState[]): Promise<NetEstimate> {
  const ev = await netEvaluator();
  const state = states[states.length - 1] as GoState;
  const { history, previous } = pastOf(states);
  const position = netPosition(state, history, previous);
  const t0 = performance.now();
  const [e] = await ev.evaluate([position]);
  const ms = performance.now() - t0;
  if (e === undefined) throw new Error('the network gave no evaluation');
  const w = whiteView(e, state.turn);
  return {
    blackWin: 1 - w.whiteWin - w.noResult / 2,
    blackLead: -w.whiteLead,
    ownership: [...w.whiteOwnership].map((o) => -o),
    ms,
  };
}
