/**
 * `qipan pbrain --threads N`: N - 1 Lazy SMP helper threads (Node worker_threads)
 * beside the thread that answers the protocol. They share its transposition table
 * (`shareEngineTable`); at each move the session hands them the position and the
 * deadline, they search it as the main search does (each a little differently) and
 * what they find waits in the table for the main search. When the move is made, a
 * shared generation number moves on and their clocks jump past the deadline, so a
 * helper never searches an old position into the next move's time.
 *
 * @example
 * ```ts
 * const helpers = new SmpHelpers(1); // in the session's thread
 * helpers.start(state, Date.now() + 900);
 * // ... chooseMove(state, …) ...
 * helpers.stop();
 * await helpers.close();
 * ```
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { GomokuState } from '@qipan/gomoku';
import { shareEngineTable } from '@qipan/gomoku/ai';

/** Data for smp-helper-worker.js. */
export interface HelperData {
  /** The shared transposition table. */
  readonly table: SharedArrayBuffer;
  /** Int32 [generation]: a helper searches only while it equals the one it was given. */
  readonly ctrl: SharedArrayBuffer;
  /** 1, 2, …: varies the search. */
  readonly helper: number;
}

/** A move to help with. */
export interface HelperTask {
  readonly state: GomokuState;
  readonly deadline: number;
  readonly generation: number;
}

/** The compiled helper next to this module (absent when run from TypeScript sources). */
const HELPER_URL = new URL('./smp-helper-worker.js', import.meta.url);

export class SmpHelpers {
  private readonly workers: Worker[] = [];
  private readonly ctrl = new Int32Array(new SharedArrayBuffer(4));
  /** The shared transposition table (undefined with no helpers). */
  readonly table: SharedArrayBuffer | undefined;

  /** `count` helpers (none when the compiled helper is not there). */
  constructor(count: number, url: URL = HELPER_URL) {
    if (count <= 0 || !existsSync(fileURLToPath(url))) return;
    const table = shareEngineTable();
    this.table = table;
    for (let i = 1; i <= count; i++) {
      const data: HelperData = { table, ctrl: this.ctrl.buffer as SharedArrayBuffer, helper: i };
      const w = new Worker(url, { workerData: data });
      // A helper that fails only costs its help: the main search does not need it.
      w.on('error', () => this.drop(w));
      w.on('exit', () => this.drop(w));
      w.unref();
      this.workers.push(w);
    }
  }

  /** Helpers running. */
  get size(): number {
    return this.workers.length;
  }

  /** Search `state` until `deadline` (milliseconds since the epoch). */
  start(state: GomokuState, deadline: number): void {
    if (this.workers.length === 0) return;
    const generation = Atomics.add(this.ctrl, 0, 1) + 1;
    const task: HelperTask = { state, deadline, generation };
    for (const w of this.workers) w.postMessage(task);
  }

  /** The move is made: searches under way end at their next clock check. */
  stop(): void {
    if (this.workers.length > 0) Atomics.add(this.ctrl, 0, 1);
  }

  async close(): Promise<void> {
    this.stop();
    const ws = this.workers.splice(0);
    await Promise.all(ws.map((w) => w.terminate()));
  }

  private drop(w: Worker): void {
    const i = this.workers.indexOf(w);
    if (i >= 0) this.workers.splice(i, 1);
  }
}
