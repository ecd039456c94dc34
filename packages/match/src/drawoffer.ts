/**
 * How our AI answers a draw offer: deterministic and cheap (no search, no clock), so
 * the same position always gets the same answer. The AI accepts when the position is
 * clearly drawn, or (from level 2) when it is losing by a static evaluation:
 * - Gomoku: the board is nearly full (90 %) and nobody can win in one move, or the AI
 *   can never make five any more; losing: the opponent has a winning point the AI
 *   cannot stop (two winning points, or one with the opponent to move) and the AI has
 *   no win in one move of its own to play first.
 * - Chongzi: losing = fewer pieces than the opponent; drawn = equal pieces and the
 *   quiet-move count past half its limit.
 * - Go: after half the board's points in moves, the AI is behind by the count with
 *   the guessed dead stones removed (earlier the estimate means nothing).
 *
 * @example
 * ```ts
 * import { answerDrawOffer, gomokuMatch } from '@qipan/match';
 * answerDrawOffer(gomokuMatch, match.state, 3, 'white'); // false early in a game
 * ```
 */
import { opposite, type Color } from '@qipan/core';
import type { MatchGame } from './types.js';

/**
 * True when the AI playing `ai` accepts a draw in `state`. `ai` defaults to the side
 * not to move (a person offers on their own turn, while the AI waits). `level` is the
 * AI's level (1 beginner .. 5): level 1 accepts only clearly drawn positions. Each
 * game's rule is its `answerDraw` (so this module brings no engine into a bundle).
 */
export function answerDrawOffer<S, M, O>(
  game: MatchGame<S, M, O>,
  state: S,
  level: number,
  ai: Color = opposite(game.definition.turn(state)),
): boolean {
  if (game.definition.outcome(state)) return false;
  return game.answerDraw?.(state, ai, level >= 2) ?? false;
}
