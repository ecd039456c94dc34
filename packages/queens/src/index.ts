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
export * from './types.js';
export * from './puzzle.js';
export * from './symmetry.js';
export * from './construct.js';
export * from './solve.js';
export { count, countBoth, countUnique, type CountKind } from './count.js';
export * from './tasks.js';
export * from './hint.js';
export * from './trace.js';
