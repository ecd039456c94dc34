/**
 * Shared types of the queens package.
 *
 * @example
 * ```ts
 * import type { Solution } from '@qipan/queens';
 * const s: Solution = [1, 3, 0, 2]; // row r has its queen in column s[r]
 * ```
 */

/** One queen per row: `solution[r]` is the column of the queen in row `r`. */
export type Solution = readonly number[];

/** Solution counts: all of them, and the fundamental ones (up to the 8 symmetries). */
export interface Counts {
  total: number;
  unique: number;
}
