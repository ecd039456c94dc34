/**
 * Types of ./sgf-probe-labels.mjs: the CA labels the SGF fuzzing draws from.
 *
 * @example
 * ```ts
 * import { SGF_PROBE_LABELS } from '../../../../test/sgf-probe-labels.mjs';
 * ```
 */
export declare const SGF_PROBE_LABELS: readonly string[];
