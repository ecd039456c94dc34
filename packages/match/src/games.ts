/**
 * The three two-player games as {@link MatchGame}s, by id: the registry that reads a
 * record of any game (`fromRecord`) and the AI worker use. Each game lives in a module
 * of its own (`goMatch.ts`, `gomokuMatch.ts`, `chongziMatch.ts`), so a bundle that
 * imports one game's match (and `fromRecordAs` with it, not `matchGame`) carries that
 * game's engine only.
 *
 * @example
 * ```ts
 * import { matchGame, parseGameId } from '@qipan/match';
 * matchGame('gomoku').definition.id; // 'gomoku'
 * parseGameId('chess'); // err: bad-record at game
 * ```
 */
import { chongziMatch } from './chongziMatch.js';
import { gomokuMatch } from './gomokuMatch.js';
import { goMatch } from './goMatch.js';
import type { GameId, MatchGame } from './types.js';

export { chongziMatch } from './chongziMatch.js';
export { gomokuCanStillWin, gomokuMatch } from './gomokuMatch.js';
export { goMatch } from './goMatch.js';
export { parseGameId } from './types.js';

const REGISTRY = { go: goMatch, gomoku: gomokuMatch, chongzi: chongziMatch } as const;

/** The match game for an id. */
export function matchGame(id: GameId): MatchGame<unknown, unknown, unknown> {
  return REGISTRY[id] as unknown as MatchGame<unknown, unknown, unknown>;
}
