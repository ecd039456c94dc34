/**
 * Which bot answers: the MCTS `GoBot` of `@qipan/go` at the chosen level (time- and
 * playout-bounded, always a legal move; it never resigns here).
 *
 * @example
 * ```ts
 * chooseBotMove(initial({ size: 9 }), 2, 1).move; // a legal move or a pass
 * ```
 */
import type { GoMove, GoState } from '@qipan/go';
import { GoBot } from '@qipan/go/bot';

/** Levels offered on the page (1 = fastest; the engine has 10, the top ones think for seconds). */
export const PAGE_BOT_LEVELS = [1, 2, 3, 4, 5, 6, 7] as const;

export function chooseBotMove(
  state: GoState,
  level: number,
  seed: number,
): { move: GoMove; note: string } {
  const bot = new GoBot({ level, seed });
  const r = bot.think(state, state.turn);
  return {
    move: r.move,
    note: `${r.playouts} playouts, win rate ${Math.round(r.winRate * 100)}%`,
  };
}
