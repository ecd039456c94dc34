/**
 * The rules on the client side, only to tell that a game is over before the server's
 * `end` event arrives (the `move` that ended it comes first): the engine is not asked
 * for a move in a finished position.
 *
 * @example
 * ```ts
 * import { isFinished } from './rules.js';
 * isFinished('gomoku', {}, ['h8', 'a1', 'i8', 'a2', 'j8', 'a3', 'k8', 'a4', 'l8']); // true
 * ```
 */
import type { GameDefinition } from '@qipan/core';
import { go } from '@qipan/go';
import { gomoku } from '@qipan/gomoku';
import type { OnlineGame } from '@qipan/protocol';

type AnyDefinition = GameDefinition<unknown, unknown, unknown>;
const DEFINITIONS: Partial<Record<OnlineGame, AnyDefinition>> = {
  go: go as unknown as AnyDefinition,
  gomoku: gomoku as unknown as AnyDefinition,
};

/** True when the moves end the game by the rules; false when unsure (the server decides). */
export function isFinished(game: OnlineGame, options: unknown, moves: readonly string[]): boolean {
  const def = DEFINITIONS[game];
  const start = def?.newGame?.(options ?? {});
  if (!def || !start?.ok) return false;
  let s = start.value;
  for (const text of moves) {
    const m = def.parseMove(text, s);
    const r = m.ok ? def.play(s, m.value) : undefined;
    if (!r?.ok) return false;
    s = r.value;
  }
  return def.outcome(s) !== undefined;
}
