/**
 * @packageDocumentation
 * Qipan N-Queens: the hand-solving puzzle state and a fast bitmask solver. Pure
 * TypeScript: no DOM, no Node APIs (runs in workers, browsers and Node alike).
 *
 * ```ts
 * import { unwrap } from '@qipan/core';
 * import { countBoth, createPuzzle, placeQueen, hint, construct } from '@qipan/queens';
 * countBoth(8); // { total: 92, unique: 12 }
 * const p = unwrap(placeQueen(unwrap(createPuzzle(8)), { x: 3, y: 3 }));
 * hint(p).completions; // how many of the 92 solutions still fit
 * construct(1_000_000); // an Int32Array solution, no search
 * ```
 */

// Solutions and counts.
export type { Solution, Counts } from './types.js';

// The hand-solving puzzle.
export {
  MIN_N,
  MAX_PUZZLE_N,
  PUZZLE_REFUSALS,
  createPuzzle,
  placeQueen,
  removeQueen,
  toggleQueen,
  puzzleFromSolution,
  attacks,
  attackingPairs,
  conflictedQueens,
  attackedSquares,
  isSolved,
  columnName,
  squareName,
  parseSquareName,
  puzzleToRows,
  type Puzzle,
  type PuzzleRefusal,
} from './puzzle.js';
export { hint, type Hint, type HintOptions } from './hint.js';

// Symmetries of the square.
export {
  SYMMETRIES,
  transformPoint,
  transform,
  composeSymmetry,
  inverseSymmetry,
  compareSolutions,
  images,
  canonical,
  type Symmetry,
} from './symmetry.js';

// Solving, constructing, counting.
export { MAX_CONSTRUCT_N, construct, isSolution } from './construct.js';
export {
  MAX_SOLVE_N,
  solutions,
  firstSolution,
  fundamentalSolutions,
  randomSolution,
  type Fundamental,
} from './solve.js';
export {
  count,
  countBoth,
  countUnique,
  countEngine,
  type CountKind,
  type CountEngine,
} from './count.js';
export {
  COUNT_TASKS_VERSION,
  countTasks,
  queueGranularity,
  runCountTask,
  sumCounts,
  type CountTask,
  type QueensCountTask,
  type CountTaskOptions,
} from './tasks.js';
export { searchSteps, type SearchStep } from './trace.js';
