/**
 * The gomoku AI off the main thread. It first answers quickly (a tenth of the
 * budget, at most 150 ms) with a provisional move, then searches to the
 * deadline and sends the final move; "move now" takes the provisional one and
 * terminates the worker.
 *
 * @example
 * ```ts
 * const w = new Worker(new URL('./ai.worker.ts', import.meta.url), { type: 'module' });
 * w.postMessage({ id: 1, state, level: 3, timeMs: 1000 });
 * w.onmessage = (e) => console.log(e.data); // { id: 1, kind: 'provisional' | 'final', move }
 * ```
 */
/// <reference lib="webworker" />
import { type GomokuMove, type GomokuState } from '@qipan/gomoku';
import { chooseMove, type AiLevel } from '@qipan/gomoku/ai';

export interface AiRequest {
  readonly id: number;
  readonly state: GomokuState;
  readonly level: AiLevel;
  readonly timeMs: number;
}

export type AiReply =
  | {
      readonly id: number;
      readonly kind: 'provisional' | 'final';
      readonly move: GomokuMove;
      readonly reason: string;
      readonly depth: number;
    }
  | { readonly id: number; readonly kind: 'error'; readonly message: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (e: MessageEvent<AiRequest>) => {
  const { id, state, level, timeMs } = e.data;
  try {
    const start = Date.now();
    const quickMs = Math.min(150, timeMs / 10);
    if (timeMs >= 400) {
      const quick = chooseMove(state, { level, timeMs: quickMs });
      if (quick)
        scope.postMessage({
          id,
          kind: 'provisional',
          move: quick.move,
          reason: quick.reason,
          depth: quick.depth,
        } satisfies AiReply);
    }
    const answer = chooseMove(state, { level, deadline: start + timeMs });
    if (!answer) throw new Error('the game is over');
    scope.postMessage({
      id,
      kind: 'final',
      move: answer.move,
      reason: answer.reason,
      depth: answer.depth,
    } satisfies AiReply);
  } catch (error) {
    scope.postMessage({ id, kind: 'error', message: String(error) } satisfies AiReply);
  }
};
