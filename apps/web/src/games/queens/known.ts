/**
 * Known N-Queens counts (OEIS A000170 and A002562), shown beside the browser's
 * "k of total" and used to confirm a count computed in the page. Numbers are shown
 * through `formatNumber` (src/i18n/format.ts) in the reader's language.
 *
 * @example
 * ```ts
 * KNOWN_TOTAL[8]; // 92
 * KNOWN_UNIQUE[8]; // 12
 * ```
 */
export const KNOWN_TOTAL: readonly number[] = [
  1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184, 14772512, 95815104,
  666090624, 4968057848, 39029188884,
];
export const KNOWN_UNIQUE: readonly number[] = [
  1, 1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233, 45752, 285053, 1846955, 11977939, 83263591,
  621012754, 4878666808,
];

export const MIN_BOARD = 4;
export const MAX_BOARD = 20;
export const DEFAULT_BOARD = 8;

/** The board size from a `?n=` value: an integer in 4..20, else the default 8. */
export function parseBoardSize(text: string | null | undefined): number {
  if (text === null || text === undefined || !/^\d{1,2}$/.test(text)) return DEFAULT_BOARD;
  const n = Number(text);
  return n >= MIN_BOARD && n <= MAX_BOARD ? n : DEFAULT_BOARD;
}
