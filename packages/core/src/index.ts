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
export * from './point.js';
export * from './color.js';
export * from './result.js';
export * from './game.js';
export * from './history.js';
export * from './pvec.js';
export * from './tree.js';
export * from './rng.js';
export * from './zobrist.js';
export * from './sgf/index.js';
