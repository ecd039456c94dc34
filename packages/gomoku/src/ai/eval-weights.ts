/**
 * The freestyle engine's evaluation weights, fitted to game results by
 * lab/gomoku/train-eval.ts (logistic regression of the result on the
 * counts below, 718 games, 15390 positions; generated, do not edit by hand).
 * Units: 600 per logit of the side to move's winning chance.
 *
 * @example
 * ```ts
 * import { EVAL_CLASS_ME } from './eval-weights.js';
 * EVAL_CLASS_ME.length; // 45 point classes (pointClass in pattern-board.ts)
 * ```
 */

/** Per line pattern FLEX1..FIVE (index pattern − 1): weight of one (empty point, direction) of the side to move. */
export const EVAL_PATTERN_ME: readonly number[] = [0, 0.7, 0.2, 4.5, 17.9, 40.5, 0, 0];
/** The same for the other side. */
export const EVAL_PATTERN_OPP: readonly number[] = [0, -0.2, 0.1, -3.6, -12.1, -35.5, -104, 0];
/** Per point class: weight of one empty point of the side to move. */
export const EVAL_CLASS_ME: readonly number[] = [
  -0.7, -1.9, -0.1, -7.1, 1.1, -0.5, 31.1, -0.4, 2.8, -0.9, 3.4, 8.4, 8.9, 20.6, 45.2, -7.6, 36.2,
  57.1, 50.8, 80.6, 50.4, -36.1, 61.8, 87.8, 149.7, 177.5, 619.7, 752.9, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0,
];
/** The same for the other side. */
export const EVAL_CLASS_OPP: readonly number[] = [
  0.6, 0.7, 0.1, 10.2, 0, -0.3, -29, 0.9, 1.4, 4.6, 4, -6.1, -12.5, -14.6, -41.4, -9.1, -18.7,
  -42.2, -40.7, -71.3, -33.6, 0.8, -55.4, -97, -127.1, -146.1, -326.2, -15.7, -97.4, -86.6, -184.1,
  -235.1, -249.3, -72.6, -125.2, -541.2, 0, 0, 0, 0, 0, 0, 0, 0, 0,
];
