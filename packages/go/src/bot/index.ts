/**
 * `@qipan/go/bot`: the Go bot and the search internals behind it — Monte-Carlo tree
 * search, playouts, the playout policy, ownership estimates and the mutable
 * {@link FastBoard} they run on. The rules themselves are on `@qipan/go`.
 *
 * @example
 * ```ts
 * import { initial } from '@qipan/go';
 * import { GoBot } from '@qipan/go/bot';
 * const bot = new GoBot({ level: 3, seed: 1 });
 * const { move } = bot.think(initial({ preset: 'chinese', size: 9 }), 'black');
 * ```
 */

// The bot.
export {
  GoBot,
  BOT_LEVELS,
  LARGE_MODEL_MIN_SIZE,
  botLevel,
  legalRootPoints,
  type BotLevel,
  type BotOptions,
  type BotMove,
  type RootStats,
} from './bot.js';

// Ownership and dead stones by playouts.
export {
  estimateOwnership,
  estimateDeadStones,
  type Ownership,
  type OwnershipOptions,
} from './ownership.js';

// Tree search and its playout policy.
export {
  PASS_MOVE,
  copyBoard,
  search as mctsSearch,
  widthAt,
  type SearchOptions,
  type SearchResult,
} from './search.js';
export { Playout, areaScore } from './policy.js';
export { onlyLiberty, libertiesAfter, isSelfAtari } from './liberties.js';
export { TACTIC, type MoveModel } from './features.js';
// The move model's features and data files (what lab/go/train-patterns.ts fits).
export {
  DIST_COUNT,
  LINE_COUNT,
  TACTIC_COUNT,
  dist2Feature,
  distFeature,
  lineFeature,
  patternOf,
  tacticFeature,
} from './features.js';
export { shapeCodes } from './shapes.js';
export {
  readLargeModel,
  readSmallModel,
  type LargeTables,
  type ModelDataError,
  type SmallTables,
} from './model-data.js';
export { randomPlayout, isOwnEye, type PlayoutResult } from '../playout.js';

// The mutable board the search plays on (a GoState's `board`; never mutate that one).
export {
  FastBoard,
  EMPTY,
  BLACK,
  WHITE,
  EDGE,
  otherColor,
  type StoneColor,
  type BoardRefusal,
} from '../board.js';
export { stoneColor, colorOf } from '../state.js';
