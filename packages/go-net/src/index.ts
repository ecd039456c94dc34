/**
 * @packageDocumentation
 * Qipan's Go network: KataGo's model format read, its inputs computed, and the net run.
 */
export type { NetPosition, NetRules, NetMove, NetStone, NetColor } from './position.js';
export type { KataModel } from './model-types.js';
export { whiteView, type NetEvaluation, type NetEvaluator, type WhiteView } from './evaluation.js';
