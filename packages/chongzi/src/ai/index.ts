/**
 * `@qipan/chongzi/ai`: the computer player and the search internals behind it —
 * alpha-beta on the bit-mask fast board, the retrograde solver of both 4×4 starts,
 * fast perft. The rules are on `@qipan/chongzi`.
 *
 * @example
 * ```ts
 * import { chongzi } from '@qipan/chongzi';
 * import { chooseMove } from '@qipan/chongzi/ai';
 * const s = chongzi.initial({ size: 5, start: 'fixed' });
 * chooseMove(s, { level: 3, timeMs: 200 })?.move; // a legal move
 * ```
 */

// The computer player.
export {
  AI_LEVELS,
  AI_LEVEL_NAMES,
  chooseMove,
  type AiLevel,
  type AiOptions,
  type AiResult,
} from './ai.js';

// The 4×4 solver (retrograde analysis of every position).
export {
  SOLVED_VALUES,
  solve4x4,
  canonicalKey4,
  positionKey4,
  type SolvedValue,
  type PositionValue,
  type SolveStats,
  type Solution4x4,
  type Solve4x4Options,
} from '../solver4.js';
export { retrograde, VALUE_DRAW, VALUE_WIN, VALUE_LOSS, type RetroResult } from '../retro.js';

// The fast board: moves as integers, phases as codes.
export {
  FastBoard,
  KIND_STEP,
  KIND_PLACE,
  KIND_REMOVE,
  PHASE_PLACEMENT,
  PHASE_REMOVAL,
  PHASE_MOVEMENT,
  PHASE_CODES,
  encodeMove,
  moveKind,
  moveFrom,
  moveTo,
  type SideCode,
  type FastBoardInit,
} from '../fastboard.js';
export { toFastBoard } from '../state.js';
export { encodePublicMove, decodeMove } from '../game.js';
export { perftFast } from '../perft.js';
