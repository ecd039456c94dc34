/**
 * A hint worker: exact hints can take seconds on big boards, so they run off the
 * main thread and can be cancelled by terminating the worker.
 *
 * @example
 * ```ts
 * const w = new Worker(new URL('./hint.worker.ts', import.meta.url), { type: 'module' });
 * w.postMessage({ n: 8, queens: [{ x: 0, y: 0 }] });
 * w.onmessage = (e) => console.log(e.data); // { hint: { solvable, completions, next? } }
 * ```
 */
/// <reference lib="webworker" />
import type { Point } from '@qipan/core';
import { createPuzzle, hint, placeQueen, type Hint } from '@qipan/queens';

export interface HintRequest {
  readonly n: number;
  readonly queens: readonly Point[];
}
export type HintReply = { readonly hint: Hint } | { readonly error: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (e: MessageEvent<HintRequest>) => {
  try {
    const start = createPuzzle(e.data.n);
    if (!start.ok) throw new Error(start.error.message);
    let p = start.value;
    for (const q of e.data.queens) {
      const r = placeQueen(p, q);
      if (r.ok) p = r.value;
    }
    scope.postMessage({ hint: hint(p) } satisfies HintReply);
  } catch (error) {
    scope.postMessage({ error: String(error) } satisfies HintReply);
  }
};
