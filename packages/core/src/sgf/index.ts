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
export * from './types.js';
export * from './parse.js';
export * from './format.js';
export * from './points.js';
export * from './encoding.js';
export * from './bytes.js';
