/**
 * `@qipan/gomoku/ai`: the gomoku AI and its search internals — the pattern board,
 * the engine and the opening book. The rules are on `@qipan/gomoku`.
 *
 * @example
 * ```ts
 * import { gomoku } from '@qipan/gomoku';
 * import { chooseMove } from '@qipan/gomoku/ai';
 * const s = gomoku.initial({ rule: 'renju' });
 * const answer = chooseMove(s, { timeMs: 500, level: 5 });
 * if (answer) gomoku.play(s, answer.move); // always legal
 * ```
 */

// The AI, and the AI as a Gomocup brain.
export {
  AI_LEVELS,
  chooseMove,
  gomocupBrain,
  helpSearch,
  type AiLevel,
  type AiOptions,
  type AiAnswer,
} from './ai.js';

// Lazy SMP: a transposition table shared with helper threads (see helpSearch).
export { shareEngineTable } from './engine.js';

// The engine and its pattern board, evaluation weights and (freestyle) opening book
// (what the lab's generators and match scripts build on: lab/gomoku/).
export { PatternBoard, CLASS_COUNT } from './pattern-board.js';
export { BLOCK4, FIVE, FLEX4 } from './pattern.js';
export { engineMove, type EngineOptions, type EngineResult } from './engine.js';
export * as evalWeights from './eval-weights.js';
export { BOOK_SIZE, bookMove, canonicalKey, transformPoint, untransformPoint } from './book.js';
export { readBook, type BookTable, type BookDataError } from './book-data.js';
