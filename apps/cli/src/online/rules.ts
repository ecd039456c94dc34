/**
 * The rules on the client side, only to tell that a game is over before the server's
 * `end` event arrives (the `move` that ended it comes first): the engine is not asked
 * for a move in a finished position. Any game of the registry (`matchGame`), replayed
 * with `fromNotation`.
 *
 * @example
 * ```ts
 * import { isFinished } from './rules.js';
 * isFinished('gomoku', {}, ['h8', 'a1', 'i8', 'a2', 'j8', 'a3', 'k8', 'a4', 'l8']); // true
 * ```
 */
import { fromNotation, matchGame } from '@qipan/match';
import type { OnlineGame } from '@qipan/protocol';

/** True when the moves end the game by the rules; false when unsure (the server decides). */
export function isFinished(game: OnlineGame, options: unknown, moves: readonly string[]): boolean {
  const g = matchGame(game);
  const line = fromNotation(g, options ?? {}, moves);
  return line.ok && g.definition.outcome(line.value.state) !== undefined;
}
