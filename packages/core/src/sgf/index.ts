/**
 * Generic SGF syntax (FF[1]–FF[4]): parse bytes or text into collections of game
 * trees, write them back, points and compressed point lists, encodings.
 *
 * @example
 * ```ts
 * import { parseSgfBytes, formatSgf } from '@qipan/core';
 * const r = parseSgfBytes(bytes);
 * if (r.ok) formatSgf(r.value.collection, { charset: 'UTF-8' });
 * ```
 */
export {
  SGF_ERROR_REASONS,
  sgfProp,
  sgfMainLine,
  sgfNodeCount,
  type SgfNode,
  type SgfTree,
  type SgfCollection,
  type SgfErrorReason,
  type SgfError,
} from './types.js';
export { lineColumn, parseSgf, SGF_MAX_NODES, type SgfParseOptions } from './parse.js';
export { formatSgf, formatSgfNode, escapeSgfValue, type SgfFormatOptions } from './format.js';
export { parseSgfPoint, formatSgfPoint, expandSgfPoints, splitSgfCompose } from './points.js';
export { decodeSgf, normaliseCharset, findDeclaredCharset, type DecodedSgf } from './encoding.js';
export { parseSgfBytes, type ParsedSgf } from './bytes.js';
export { findRootProperty, type RootProperty } from './locate.js';
