/**
 * The Chongzi AI off the main thread. It replays the game's moves, then answers
 * with a move: on 4×4 points with the fixed start (levels 4–5) from the solved
 * game, built by `solve4x4` on first use and kept for later requests (it says
 * `preparing` first); otherwise from `chooseMove` with the level's time budget.
 *
 * @example
 * ```ts
 * const w = new Worker(new URL('./ai.worker.ts', import.meta.url), { type: 'module' });
 * w.postMessage({ id: 1, options: { size: 5, start: 'fixed' }, moves: [], level: 1 });
 * w.onmessage = (e) => console.log(e.data); // { id: 1, kind: 'move', move: {…} }
 * ```
 */
/// <reference lib="webworker" />
import { initialState, playMove, type ChongziMove, type ChongziOptions } from '@qipan/chongzi';
import { chooseMove, solve4x4, type AiLevel, type Solution4x4 } from '@qipan/chongzi/ai';

export interface AiRequest {
  readonly id: number;
  readonly options: ChongziOptions;
  readonly moves: readonly ChongziMove[];
  readonly level: AiLevel;
  readonly seed?: number;
}

export type AiReply =
  | { readonly id: number; readonly kind: 'preparing' }
  | {
      readonly id: number;
      readonly kind: 'move';
      readonly move: ChongziMove;
      readonly perfect: boolean;
    }
  | { readonly id: number; readonly kind: 'error'; readonly message: string };

/** Levels that play from the solved table on 4×4 fixed start. */
export const PERFECT_LEVELS: readonly AiLevel[] = [4, 5];

const scope = self as unknown as DedicatedWorkerGlobalScope;
let table: Solution4x4 | undefined;

scope.onmessage = (e: MessageEvent<AiRequest>) => {
  const { id, options, moves, level, seed } = e.data;
  try {
    let state = initialState(options);
    for (const m of moves) {
      const r = playMove(state, m);
      if (!r.ok) throw new Error(`replay: ${r.error.message}`);
      state = r.value;
    }
    const perfect =
      state.size === 4 && state.options.start === 'fixed' && PERFECT_LEVELS.includes(level);
    if (perfect && !table) {
      scope.postMessage({ id, kind: 'preparing' } satisfies AiReply);
      table = solve4x4({ start: 'fixed' });
    }
    const result = chooseMove(state, {
      level,
      seed: seed ?? state.ply,
      ...(perfect && table ? { table } : {}),
    });
    if (!result) throw new Error('no legal move: the game is over');
    scope.postMessage({ id, kind: 'move', move: result.move, perfect } satisfies AiReply);
  } catch (error) {
    scope.postMessage({ id, kind: 'error', message: String(error) } satisfies AiReply);
  }
};
