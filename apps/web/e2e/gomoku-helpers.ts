/**
 * Records shared by the Gomoku page's browser tests.
 *
 * @example
 * ```ts
 * await page.fill('textarea[name="record"]', longGame()); // 120 moves, no five
 * const link = await startOnlineGomoku(page); // /gomoku/online/<id>, I play Black
 * ```
 */
import type { Page } from 'playwright-core';

/**
 * A 120-move SGF on 15×15 without a five: stones coloured by (x + 2y) mod 4 (two of a
 * colour at most in any line), taken row by row from the top, Black and White in turn.
 */
export function longGame(): string {
  const black: [number, number][] = [];
  const white: [number, number][] = [];
  for (let y = 0; y < 15; y++)
    for (let x = 0; x < 15; x++) ((x + 2 * y) % 4 < 2 ? black : white).push([x, y]);
  const at = ([x, y]: [number, number]): string => `${'abcdefghijklmno'[x]}${'abcdefghijklmno'[y]}`;
  let sgf = '(;GM[4]FF[4]SZ[15]';
  for (let i = 0; i < 60; i++)
    sgf += `;B[${at(black[i] as [number, number])}];W[${at(white[i] as [number, number])}]`;
  return `${sgf})`;
}

/**
 * Creates an online Gomoku game from the open Gomoku page's new-game dialog, the
 * creator playing Black; waits for the game's page and returns its path (the link).
 */
export async function startOnlineGomoku(page: Page): Promise<string> {
  await page.click('[data-testid="new-game"]');
  await page.check('input[name="opponent"][value="online"]');
  await page.selectOption('[data-testid="online-side"]', 'black');
  await page.click('[data-testid="start-game"]');
  await page.waitForURL(/\/gomoku\/online\/[0-9A-Za-z]{10}$/);
  await page.waitForSelector('[data-testid="online-role"][data-role="black"]');
  return new URL(page.url()).pathname;
}
