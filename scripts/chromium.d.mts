/**
 * Types of ./chromium.mjs: the Chromium binary and flags of the browser tests and benches.
 *
 * @example
 * ```ts
 * import { CHROMIUM, CHROMIUM_ARGS } from '../../../scripts/chromium.mjs';
 * ```
 */
export declare const CHROMIUM: string;
export declare const CHROMIUM_ARGS: readonly string[];
