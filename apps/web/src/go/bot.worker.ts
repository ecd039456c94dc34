/**
 * The Go bot in a module Web Worker: it gets the line of SGF nodes from the root to
 * the position, rebuilds that position with `loadGoRecord`, thinks and answers with a
 * move. Thinking can take seconds, so it never blocks the page; cancelling is
 * terminating the worker.
 *
 * @example
 * ```ts
 * const w = new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module' });
 * w.postMessage({ id: 1, line: [{ GM: ['1'], SZ: ['9'] }], level: 2, seed: 7 });
 * w.onmessage = (e) => console.log(e.data); // { id: 1, move: { type: 'play', point } }
 * ```
 */
/// <reference lib="webworker" />
import type { SgfNode } from '@qipan/core';
import { loadGoRecord, mainLineIds, positionAt, type GoMove } from '@qipan/go';
import { chooseBotMove } from './botMove.js';

export interface BotRequest {
  readonly id: number;
  /** SGF nodes from the root to the position to answer. */
  readonly line: readonly SgfNode[];
  readonly level: number;
  readonly seed: number;
}
export type BotReply =
  | { readonly id: number; readonly move: GoMove; readonly note: string }
  | { readonly id: number; readonly error: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (e: MessageEvent<BotRequest>) => {
  const { id, line, level, seed } = e.data;
  try {
    const rec = loadGoRecord({ nodes: line, variations: [] });
    if (!rec.ok) throw new Error(rec.error.message);
    const ids = mainLineIds(rec.value);
    if (ids.length !== line.length || rec.value.errors.length > 0)
      throw new Error('the position does not replay');
    const { move, note } = chooseBotMove(positionAt(rec.value, ids.at(-1) as number), level, seed);
    scope.postMessage({ id, move, note } satisfies BotReply);
  } catch (error) {
    scope.postMessage({ id, error: String(error) } satisfies BotReply);
  }
};
