/**
 * Selectors and readers shared by the Go page's browser tests.
 *
 * @example
 * ```ts
 * await startGo(page, { size: 9, opponent: 'bot' });
 * await page.click(pt(4, 4));
 * await youToPlay(page);
 * expect(await text(page, 'status')).toContain('White to play');
 * ```
 */
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { pageShown } from './harness.js';

/** A professional game record (19×19, with game information) from the shared test data. */
export const PRO_GAME = fileURLToPath(
  new URL('../../../testdata/sgf/sabaki-app/pro_game.sgf', import.meta.url),
);

/** The board point at column x, row y (0-based from the top-left). */
export const pt = (x: number, y: number): string => `#go-board [data-point="${x},${y}"]`;

/** The trimmed text of the element with `data-testid`. */
export const text = async (page: Page, testid: string): Promise<string> =>
  ((await page.textContent(`[data-testid="${testid}"]`)) ?? '').trim();

/** The new-game form's choices; what is omitted stays as the form has it. */
export interface Start {
  readonly size: number;
  readonly opponent: 'bot' | 'person';
  /** A preset id, or a custom absolute clock in seconds. */
  readonly time?: string | number;
}

/** Starts a game through the new-game form (the bot at level 1) and waits for its board. */
export async function startGo(page: Page, g: Start): Promise<void> {
  const form = '[data-testid="new-game-form"]';
  // The page is a chunk loaded on demand: wait for it before asking what is visible.
  await pageShown(page);
  if (!(await page.isVisible(form))) await page.click('summary:has-text("New game")');
  await page.selectOption('#go-size', String(g.size));
  await page.check(`input[name="go-opponent"][value="${g.opponent}"]`);
  if (g.opponent === 'bot') await page.selectOption('#go-level', '1');
  const t = g.time;
  if (typeof t === 'string') await page.selectOption(`${form} select[name="time-preset"]`, t);
  else if (typeof t === 'number') {
    await page.selectOption(`${form} select[name="time-preset"]`, 'custom');
    await page.selectOption(`${form} select[name="time-kind"]`, 'absolute');
    await page.fill(`${form} input[name="time-main"]`, String(t));
  }
  await page.click('[data-testid="start-game"]');
  await page.waitForSelector(`#go-board[data-width="${g.size}"]`);
}

/** Waits until the status says it is the person's ("you") move. */
export const youToPlay = (page: Page): Promise<unknown> =>
  page.waitForFunction(() =>
    (document.querySelector('[data-testid="status"]')?.textContent ?? '').includes('(you)'),
  );

/** Every stone as `"x,y=color"`, sorted. */
export const stones = (page: Page): Promise<string[]> =>
  page.$$eval('#go-board [data-stone]', (els) =>
    els.map((e) => `${e.getAttribute('data-point')}=${e.getAttribute('data-stone')}`).sort(),
  );

/**
 * On 5×5: B b5, W c5, B a4, W d4, B b3, W c3, B e1, W b4, B c4 (takes b4): a ko, and
 * White may not retake at b4 at once.
 */
export async function playToKo(page: Page): Promise<void> {
  for (const [x, y] of [
    [1, 0],
    [2, 0],
    [0, 1],
    [3, 1],
    [1, 2],
    [2, 2],
    [4, 4],
    [1, 1],
    [2, 1],
  ] as const)
    await page.click(pt(x, y));
}

/** The Go page's saved game, as stored (parsed from its JSON). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads any field of it
export const readSaved = (page: Page): Promise<any> =>
  page.evaluate(() => JSON.parse(localStorage.getItem('qipan.saved.go') ?? 'null'));

/** Stores `saved` (as JSON) as the Go page's saved game, reloads, and waits for a board of `size`. */
export async function reloadWithSaved(page: Page, saved: unknown, size: number): Promise<void> {
  await page.waitForSelector('#go-board');
  await page.evaluate((v) => localStorage.setItem('qipan.saved.go', JSON.stringify(v)), saved);
  await page.reload();
  await page.waitForSelector(`#go-board[data-width="${size}"]`);
}
