/**
 * The Go network's estimate of a position (Black's win rate and lead, and who owns each
 * point), from a worker of its own, so that asking never disturbs the AI's move. A newer
 * request replaces an older one (the older promise never settles: callers drop it).
 *
 * @example
 * ```ts
 * import { requestGoEstimate } from './estimate.js';
 * const e = await requestGoEstimate({ game: 'go', options: match.options, moves: toNotation(match) });
 * e.blackLead; // 3.5: Black leads by 3.5 points, as the network sees it
 * ```
 */
import type { AiRequest } from './protocol.js';
import type { WorkerLike } from './client.js';

export interface GoEstimate {
  readonly blackWin: number;
  readonly blackLead: number;
  /** Per point, `y * size + x`: +1 Black's … -1 White's. */
  readonly ownership: readonly number[];
  /** The network evaluation's time in the worker (ms). */
  readonly ms: number;
}

let worker: WorkerLike | undefined;
let latest = 0;
const waiting = new Map<number, { resolve: (e: GoEstimate) => void; reject: (e: Error) => void }>();

const make = (): WorkerLike =>
  new Worker(new URL('./ai.worker.ts', import.meta.url), {
    type: 'module',
    name: 'qipan-estimate',
  }) as unknown as WorkerLike;

/** Asks for the estimate of the position after `moves`. */
export function requestGoEstimate(
  req: Pick<AiRequest, 'game' | 'options' | 'moves'>,
  makeWorker: () => WorkerLike = make,
): Promise<GoEstimate> {
  if (worker === undefined) {
    const w = makeWorker();
    w.onmessage = (e) => {
      const r = e.data;
      const p = waiting.get(r.id);
      if (p === undefined || r.kind === 'preparing') return;
      waiting.delete(r.id);
      if (r.id !== latest) return;
      if (r.kind === 'estimate') p.resolve({ blackWin: r.blackWin, blackLead: r.blackLead, ownership: r.ownership, ms: r.ms });
      else if (r.kind === 'error') p.reject(new Error(r.message));
    };
    w.onerror = (e) => {
      e.preventDefault();
      worker = undefined;
      for (const p of waiting.values()) p.reject(new Error(e.message || 'the estimate worker failed'));
      waiting.clear();
    };
    worker = w;
  }
  const id = ++latest;
  return new Promise<GoEstimate>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    worker?.postMessage({ ...req, id, level: 1, timeMs: 1, want: 'estimate' });
  });
}

/** The stones the estimate counts as dead: on a point the other colour owns by more than `margin`. */
export function deadFromOwnership(
  stones: readonly { x: number; y: number; color: 'black' | 'white' }[],
  size: number,
  ownership: readonly number[],
  margin = 0.5,
): { x: number; y: number }[] {
  return stones
    .filter((s) => {
      const o = ownership[s.y * size + s.x] ?? 0;
      return s.color === 'black' ? o < -margin : o > margin;
    })
    .map(({ x, y }) => ({ x, y }));
}
