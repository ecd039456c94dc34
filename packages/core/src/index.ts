/**
 * @packageDocumentation
 * Qipan core: what every game shares. Pure TypeScript: no DOM, no Node APIs.
 *
 * ```ts
 * import { point, pointKey, ok, err, History, Rng } from '@qipan/core';
 * let h = History.start([] as string[]);
 * h = h.push([pointKey(point(3, 4))]).undo();
 * Rng.fromSeed(42).int(10);
 * ```
 */

// Points and colours.
export {
  point,
  pointsEqual,
  pointKey,
  parsePointKey,
  inBounds,
  pointIndex,
  pointAt,
  ORTHOGONAL,
  DIAGONAL,
  neighbours,
  allPoints,
  columnLetter,
  parseColumnLetter,
  type Point,
  type Size,
} from './point.js';
export { COLORS, opposite, isColor, byColor, type Color, type ByColor } from './color.js';

// Results and the engine contract.
export { ok, err, unwrap, type Result } from './result.js';
export {
  COMMON_REFUSALS,
  illegal,
  type CommonRefusal,
  type IllegalMove,
  type Outcome,
  type GameDefinition,
} from './game.js';

// Histories and trees.
export { History } from './history.js';
export { PVec } from './pvec.js';
export { GameTree, type NodeId, type TreeNode } from './tree.js';

// Randomness and hashing.
export { Rng, hashString } from './rng.js';
export { Zobrist, type ZobristHash } from './zobrist.js';

// Generic SGF.
export {
  SGF_ERROR_REASONS,
  sgfProp,
  sgfMainLine,
  sgfNodeCount,
  lineColumn,
  parseSgf,
  parseSgfBytes,
  SGF_MAX_NODES,
  formatSgf,
  formatSgfNode,
  escapeSgfValue,
  parseSgfPoint,
  formatSgfPoint,
  expandSgfPoints,
  splitSgfCompose,
  decodeSgf,
  normaliseCharset,
  findDeclaredCharset,
  findRootProperty,
  type RootProperty,
  type SgfNode,
  type SgfTree,
  type SgfCollection,
  type SgfErrorReason,
  type SgfError,
  type SgfFormatOptions,
  type DecodedSgf,
  type ParsedSgf,
  type SgfParseOptions,
} from './sgf/index.js';
