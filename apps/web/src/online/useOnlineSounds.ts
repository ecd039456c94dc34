/**
 * The sounds of an online game page: a move when the server's move arrives (or the
 * reader steps one move forward), the start when the opponent joins or a rematch
 * opens, the end with the result. Opening or reloading the page is silent.
 *
 * @example
 * ```ts
 * const g = useOnlineGame(id, 'go', goMatch);
 * const travel = useTravel(g.match);
 * useOnlineSounds(g, travel, goMoveSound);
 * ```
 */
import type { MoveFacts } from '../sound/events.js';
import { useGameSounds } from '../sound/useGameSounds.js';
import type { OnlineGameView } from './useOnlineGame.js';
import type { Travel } from './useTravel.js';

export function useOnlineSounds<S, M, O>(
  g: OnlineGameView<S, M, O>,
  travel: Travel<S>,
  moveSound?: (state: S) => MoveFacts,
): void {
  const shown = travel.shown;
  useGameSounds(
    'online',
    g.match && g.snapshot && shown !== undefined
      ? {
          game: g.id,
          at: travel.shownPly,
          started: g.snapshot.status !== 'waiting',
          over: g.result !== undefined,
          ...moveSound?.(shown),
        }
      : undefined,
  );
}
