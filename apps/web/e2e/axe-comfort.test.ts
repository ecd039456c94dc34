/**
 * Accessibility of the comfort features: axe (every rule, the experimental ones too)
 * finds no violation in the dark page theme (home with the appearance panel open,
 * N-Queens with a conflict, Go in play and in review, Gomoku over, Chongzi), on the high
 * contrast board theme, with the shortcuts overlay open, in zen mode, on a flipped board,
 * with a typed move refused, and in confirm-move mode on a phone (a tentative stone, a
 * pass waiting for confirmation). `axe.test.ts` covers the pages in the light theme.
 *
 * @example
 * ```sh
 * npx tsc -b && npm run build -w @qipan/web && npx vitest run --project browser apps/web/e2e/axe-comfort.test.ts
 * ```
 */
import { fileURLToPath } from 'node:url';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.js';
import { startGo } from './go-helpers.js';
import { appForFile, pageErrors } from './harness.js';

const app = appForFile();

const FF4_EXAMPLE = fileURLToPath(
  new URL('../../../testdata/sgf/sgf-spec/ff4_ex.sgf', import.meta.url),
);
const byId = (id: string): string => `[data-testid="${id}"]`;
const gk = (x: number, y: number): string => `#gomoku-board [data-point="${x},${y}"]`;
const go = (x: number, y: number): string => `#go-board [data-point="${x},${y}"]`;
const queen = (x: number, y: number): string => `#play-board [data-point="${x},${y}"]`;
const PHONE = { hasTouch: true, isMobile: true, viewport: { width: 375, height: 667 } } as const;

/** A page in its own context (`options`: colour scheme, touch, …), with stored settings. */
const open = (
  path: string,
  options: BrowserContextOptions,
  stored: Record<string, string> = {},
): Promise<Page> =>
  app.pageWith(path, { viewport: { width: 1280, height: 800 }, ...options }, stored);

const dark = { colorScheme: 'dark' } as const;
const isDark = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const bg = getComputedStyle(document.body).backgroundColor;
    const [r = 255, g = 255, b = 255] = (bg.match(/[\d.]+/g) ?? []).map(Number);
    return r + g + b < 3 * 80;
  });

describe('axe: the dark theme', () => {
  it('home with the appearance panel open, N-Queens with a conflict', async () => {
    const home = await open('/', dark);
    expect(await isDark(home)).toBe(true);
    await expectNoAxeViolations(home, 'home (dark)');
    await home.click(`${byId('look')} summary`);
    await home.waitForSelector(`${byId('look')}[open]`);
    await expectNoAxeViolations(home, 'home (dark), appearance panel open');

    const queens = await open('/queens', dark);
    await queens.click(queen(0, 0));
    await queens.click(queen(2, 2));
    await queens.waitForSelector('#play-board [data-conflict="true"]');
    await expectNoAxeViolations(queens, 'queens (dark): a conflict');
    for (const p of [home, queens]) expect(pageErrors(p)).toEqual([]);
  });

  it('Go in play and in review, Gomoku over, Chongzi', async () => {
    const goPage = await open('/go', dark);
    await startGo(goPage, { size: 9, opponent: 'person' });
    await goPage.click(go(3, 3));
    await goPage.click(go(5, 5));
    await goPage.waitForSelector(`${go(5, 5)}[data-piece]`);
    await expectNoAxeViolations(goPage, 'go (dark): two stones');
    await goPage.setInputFiles(byId('sgf-file'), FF4_EXAMPLE);
    await goPage.waitForSelector(byId('games'));
    for (let i = 0; i < 6; i++) await goPage.keyboard.press('ArrowRight');
    await expectNoAxeViolations(goPage, 'go review (dark): ff4_ex.sgf');

    const gomoku = await open('/gomoku', dark);
    for (const [i, bx] of [7, 6, 5, 4, 3].entries()) {
      await gomoku.click(gk(bx, 7));
      if (i < 4) await gomoku.click(gk(bx, 8));
    }
    await gomoku.waitForSelector(byId('result'));
    await expectNoAxeViolations(gomoku, 'gomoku (dark): game over');

    const chongzi = await open('/chongzi', dark);
    await chongzi.waitForSelector('#cz-board');
    await expectNoAxeViolations(chongzi, 'chongzi (dark)');
    for (const p of [goPage, gomoku, chongzi]) expect(pageErrors(p)).toEqual([]);
  });
});

describe('axe: board themes, shortcuts, zen, flip, typed moves', () => {
  it('the high contrast and flat boards', async () => {
    for (const theme of ['contrast', 'flat']) {
      const page = await open('/gomoku', {}, { 'qipan.boardTheme': theme });
      expect(await page.getAttribute('html', 'data-board-theme')).toBe(theme);
      await page.click(gk(7, 7));
      await page.click(gk(8, 8));
      await page.waitForSelector(`${gk(8, 8)}[data-piece]`);
      await expectNoAxeViolations(page, `gomoku on the ${theme} board`);
      expect(pageErrors(page)).toEqual([]);
    }
  });

  it('the ? overlay, zen mode, a flipped board, a refused typed move', async () => {
    const page = await open('/gomoku', dark);
    await page.click(gk(7, 7));
    await page.locator('h1').click();
    await page.keyboard.press('?');
    await page.waitForSelector(`${byId('shortcuts')}[open]`);
    await expectNoAxeViolations(page, 'gomoku (dark): the shortcuts overlay');
    await page.keyboard.press('Escape');
    await page
      .waitForSelector(`${byId('shortcuts')}[open]`, { state: 'detached' })
      .catch(() => page.waitForSelector(`${byId('shortcuts')}:not([open])`, { state: 'attached' }));
    await page.keyboard.press('z');
    await page.waitForSelector('html.qp-zen');
    await expectNoAxeViolations(page, 'gomoku (dark): zen mode');
    await page.keyboard.press('Escape');
    await page.waitForSelector('html:not(.qp-zen)');
    await page.keyboard.press('f');
    await page.waitForSelector('#gomoku-board[data-flipped="true"]');
    await page.fill(byId('move-input'), 'h8');
    await page.press(byId('move-input'), 'Enter');
    await expect.poll(() => page.locator('text=/occupied/i').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'gomoku (dark): flipped board, a refused typed move');
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('axe: confirm-move mode on a phone', () => {
  it('a tentative Gomoku stone; a Go pass waiting for confirmation', async () => {
    const gomoku = await open('/gomoku', PHONE);
    await gomoku.tap(gk(7, 7));
    await gomoku.waitForSelector(`${gk(7, 7)}[data-tentative]`);
    await expectNoAxeViolations(gomoku, 'gomoku (phone): a tentative stone');

    const goPage = await open('/go', { ...PHONE, ...dark });
    await startGo(goPage, { size: 9, opponent: 'person' });
    await goPage.tap(go(4, 4));
    await goPage.waitForSelector(`${go(4, 4)}[data-tentative]`);
    await expectNoAxeViolations(goPage, 'go (phone, dark): a tentative stone');
    for (const p of [gomoku, goPage]) expect(pageErrors(p)).toEqual([]);
  });
});
