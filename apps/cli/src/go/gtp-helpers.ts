/**
 * Root parallelism for `qipan gtp --threads N`: N - 1 helper threads (Node
 * worker_threads), each with its own bot and GTP state. Every command that changes
 * the position is forwarded to them; at `genmove` they search the same position with
 * other seeds while the main bot searches, and write their root counts to shared
 * memory, which the main thread waits for (Atomics.wait: the GTP engine's genmove is
 * synchronous) and adds to its own before choosing.
 *
 * @example
 * ```ts
 * import { RootHelpers } from './gtp-helpers.js';
 * const helpers = new RootHelpers(1, { level: 10, seed: 'x' });
 * helpers.forward('boardsize 19');
 * helpers.startSearch('black');
 * // ... the main search ...
 * const stats = helpers.collect(10_000); // RootStats[] (empty for a helper that failed)
 * await helpers.close();
 * ```
 */
import { Worker } from 'node:worker_threads';
import type { Color } from '@qipan/core';
import type { RootStats } from '@qipan/go/bot';

/** Root candidates a helper can report: a 25×25 board plus the pass. */
export const MAX_ROOT_MOVES = 25 * 25 + 1;

/** Shared layout: Int32 [ready, seq], then Float64 [count, playouts, moves..., visits..., wins...]. */
export const sharedBytes = (): number => 8 + 8 * (2 + 3 * MAX_ROOT_MOVES);

export interface HelperData {
  readonly level: number;
  readonly seed: string;
  readonly model: 'large' | 'small';
  /** `qipan gtp --score-weight` (percent). */
  readonly scoreWeight: number;
  readonly shared: SharedArrayBuffer;
}

/** What the GTP front end needs of its helpers (a fake in tests). */
export interface HelperPool {
  /** Helpers still answering. */
  readonly size: number;
  forward(line: string): void;
  startSearch(color: Color): void;
  collect(timeoutMs: number): RootStats[];
  close(): Promise<void>;
}

interface Helper {
  readonly worker: Worker;
  readonly ctrl: Int32Array;
  readonly data: Float64Array;
  alive: boolean;
}

export class RootHelpers implements HelperPool {
  private readonly helpers: Helper[] = [];
  private seq = 0;

  constructor(
    count: number,
    options: { level: number; seed: string; model: 'large' | 'small'; scoreWeight?: number },
  ) {
    for (let i = 0; i < count; i++) {
      const shared = new SharedArrayBuffer(sharedBytes());
      const workerData: HelperData = {
        level: options.level,
        seed: `${options.seed}/helper-${i + 1}`,
        model: options.model,
        scoreWeight: options.scoreWeight ?? 0,
        shared,
      };
      const worker = new Worker(new URL('./gtp-worker.js', import.meta.url), { workerData });
      const helper: Helper = {
        worker,
        ctrl: new Int32Array(shared, 0, 2),
        data: new Float64Array(shared, 8, 2 + 3 * MAX_ROOT_MOVES),
        alive: true,
      };
      worker.on('error', () => (helper.alive = false));
      worker.on('exit', () => (helper.alive = false));
      worker.unref();
      this.helpers.push(helper);
    }
  }

  get size(): number {
    return this.helpers.filter((h) => h.alive).length;
  }

  /** Sends a GTP command line to every helper (their answers are dropped). */
  forward(line: string): void {
    for (const h of this.helpers) if (h.alive) h.worker.postMessage({ line });
  }

  /** Starts the helpers' searches of the current position for `color`. */
  startSearch(color: Color): void {
    this.seq++;
    for (const h of this.helpers) {
      if (!h.alive) continue;
      Atomics.store(h.ctrl, 0, 0);
      h.worker.postMessage({ search: color, seq: this.seq });
    }
  }

  /** Waits (blocking, up to `timeoutMs` in all) for the helpers' root counts. */
  collect(timeoutMs: number): RootStats[] {
    const out: RootStats[] = [];
    const end = Date.now() + timeoutMs;
    for (const h of this.helpers) {
      if (!h.alive) continue;
      for (;;) {
        const left = end - Date.now();
        if (Atomics.load(h.ctrl, 0) === 1 && Atomics.load(h.ctrl, 1) === this.seq) break;
        if (left <= 0) break;
        Atomics.wait(h.ctrl, 0, 0, left);
        if (Atomics.load(h.ctrl, 1) !== this.seq) Atomics.store(h.ctrl, 0, 0); // a stale answer
      }
      if (Atomics.load(h.ctrl, 0) !== 1 || Atomics.load(h.ctrl, 1) !== this.seq) {
        // Too late: stop using it rather than read a half-written answer later.
        h.alive = false;
        void h.worker.terminate();
        continue;
      }
      out.push(readStats(h.data));
    }
    return out;
  }

  async close(): Promise<void> {
    await Promise.all(this.helpers.map((h) => h.worker.terminate()));
  }
}

/** Writes `s` to a helper's shared block (the worker side). */
export function writeStats(data: Float64Array, s: RootStats): void {
  const n = Math.min(s.moves.length, MAX_ROOT_MOVES);
  data[0] = n;
  data[1] = s.playouts;
  for (let i = 0; i < n; i++) {
    data[2 + i] = s.moves[i] as number;
    data[2 + MAX_ROOT_MOVES + i] = s.visits[i] as number;
    data[2 + 2 * MAX_ROOT_MOVES + i] = s.wins[i] as number;
  }
}

function readStats(data: Float64Array): RootStats {
  const n = data[0] as number;
  const moves: number[] = [];
  const visits: number[] = [];
  const wins: number[] = [];
  for (let i = 0; i < n; i++) {
    moves.push(data[2 + i] as number);
    visits.push(data[2 + MAX_ROOT_MOVES + i] as number);
    wins.push(data[2 + 2 * MAX_ROOT_MOVES + i] as number);
  }
  return { moves, visits, wins, playouts: data[1] as number };
}
