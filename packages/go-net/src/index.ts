/**
 * @packageDocumentation
 * Qipan's Go network: KataGo's model format read, its inputs computed, and the net run.
 */
export type { NetPosition, NetRules, NetMove, NetStone, NetColor } from './position.js';
export type { KataModel } from './model-types.js';
export { whiteView, type NetEvaluation, type NetEvaluator, type WhiteView } from './evaluation.js';
export { parseModel, MODEL_VERSIONS, type ModelError, type ModelErrorReason } from './model.js';
export { toEvaluation, type RawOutputs } from './outputs.js';
export { legalPoints } from './legal.js';
export {
  symmetryMap,
  transformPosition,
  untransformEvaluation,
  hashedSymmetry,
  symmetricEvaluator,
} from './symmetry.js';
export { toOnnx, ONNX_IO } from './onnx/convert.js';
export {
  createOnnxEvaluator,
  type OrtModule,
  type OrtSession,
  type OrtTensor,
  type OrtSessionOptions,
  type OnnxEvaluatorOptions,
  type FeatureEncoder,
} from './onnx/evaluator.js';
export {
  NetSearch,
  isOwnTrueEye,
  type MoveDecision,
  type DecisionReason,
} from './search/search.js';
export {
  NetSearchError,
  resolveOptions as resolveSearchOptions,
  batchForVisits,
  type NetSearchRefusal,
  type SearchOptions,
  type SearchLimits,
  type ResignOptions,
  type AbortLike,
} from './search/options.js';
export type { Analysis, MoveAnalysis, SearchResult, StopReason } from './search/analysis.js';
export { NnCache, positionKey } from './search/nn-cache.js';
export { timeForMove, byoYomiMargin, type ClockState } from './search/time.js';
export { runReference } from './reference.js';
export {
  encodeFeatures,
  encodeInto,
  FeatureError,
  SPATIAL_FEATURES,
  GLOBAL_FEATURES,
  type NetInputs,
} from './features.js';
export {
  netPosition,
  netRules,
  netStones,
  koBans,
  whiteBonus,
  lastMoveHistory,
  pastOf,
} from './from-go.js';
export { netLevel, policyMove, type NetLevel } from './levels.js';
