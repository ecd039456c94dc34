/**
 * Selectors and readers shared by the Go page's browser tests.
 *
 * @example
 * ```ts
 * await page.click(pt(4, 4));
 * expect(await text(page, 'status')).toContain('White to play');
 * ```
 */
import type { Page } from 'playwright-core';

/** The board point at column x, row y (0-based from the top-left). */
export const pt = (x: number, y: number): string => `#go-board [data-point="${x},${y}"]`;

/** The trimmed text of the element with `data-testid`. */
export const text = async (page: Page, testid: string): Promise<string> =>
  ((await page.textContent(`[data-testid="${testid}"]`)) ?? '').trim();
