/**
 * Browser tests of the home page and the N-Queens page: real clicks and keys in
 * Chromium against the built app served by the real server.
 *
 * @example
 * ```sh
 * npx tsc -b && npm run build -w @qipan/web && npx vitest run --project browser
 * ```
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { noOverflow, pageErrors, appForFile } from './harness.js';

/** A known 8-queens solution: row r holds its queen in column SOLUTION[r]. */
const SOLUTION = [0, 4, 7, 5, 2, 6, 1, 3];
const README_SHOT = fileURLToPath(new URL('../../../docs/screenshots/queens.png', import.meta.url));

const app = appForFile();

const cell = (x: number, y: number, board = '#play-board'): string =>
  `${board} [data-point="${x},${y}"]`;
const attr = (page: Page, sel: string, name: string): Promise<string | null> =>
  page.getAttribute(sel, name);

describe('home page', () => {
  it('lists the games and links to /queens', async () => {
    const page = await app.page('/');
    await page.waitForSelector('[data-game="queens"]');
    const games = await page.$$eval('[data-game]', (els) =>
      els.map((e) => e.getAttribute('data-game')),
    );
    expect(games).toEqual(['queens', 'go', 'gomoku', 'chongzi']);
    // Every game is live: its card links to its page.
    expect(await page.locator('.game-card--soon').count()).toBe(0);
    const links = await page.$$eval('[data-game] a', (els) =>
      els.map((e) => e.getAttribute('href')),
    );
    expect(links).toEqual(['/queens', '/go', '/gomoku', '/chongzi']);
    const nav = await page.$$eval('nav[aria-label="Main"] a', (els) =>
      els.map((e) => e.textContent),
    );
    expect(nav).toEqual(['Games', 'N-Queens', 'Go', 'Gomoku', 'Chongzi']);
    await page.click('[data-game="queens"] a');
    await page.waitForURL('**/queens');
    await page.waitForSelector('#play-board');
    expect(await page.textContent('h1')).toContain('N-Queens');
    await page.goBack();
    await page.waitForSelector('[data-game="go"]');
    await app.screenshot(page, 'home-desktop');
    expect(pageErrors(page)).toEqual([]);
  });

  it('fits 320 px without horizontal overflow', async () => {
    const page = await app.page('/', { width: 320, height: 700 });
    await page.waitForSelector('[data-game="queens"]');
    await noOverflow(page);
    await app.screenshot(page, 'home-320');
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('/queens play', () => {
  it('shows the win message after clicking a known solution', async () => {
    const page = await app.page('/queens');
    await page.waitForSelector('#play-board');
    expect(await page.$$eval('#play-board [role="gridcell"]', (els) => els.length)).toBe(64);
    for (const [r, c] of SOLUTION.entries()) await page.click(cell(c, r));
    await page.waitForSelector('[data-testid="win"]');
    expect(await page.textContent('[data-testid="win"]')).toContain('Solved');
    expect(await page.$$eval('#play-board [data-queen="true"]', (els) => els.length)).toBe(8);
    expect(await page.$$eval('#play-board [data-conflict="true"]', (els) => els.length)).toBe(0);
    expect(await page.textContent('[data-testid="conflict-count"]')).toBe('0');
    expect(await page.textContent('[data-testid="announce"]')).toContain('Solved');
    await app.screenshot(page, 'queens-solved');
    // Undo takes the last queen back and the win message goes.
    await page.click('button:has-text("Undo")');
    expect(await page.$$eval('#play-board [data-queen="true"]', (els) => els.length)).toBe(7);
    expect(await page.$('[data-testid="win"]')).toBeNull();
    expect(pageErrors(page)).toEqual([]);
  });

  it('marks two queens on a diagonal as conflicts and tints what a queen attacks', async () => {
    const page = await app.page('/queens');
    await page.click(cell(0, 0));
    await page.click(cell(2, 2));
    expect(await attr(page, cell(0, 0), 'data-conflict')).toBe('true');
    expect(await attr(page, cell(2, 2), 'data-conflict')).toBe('true');
    expect(await attr(page, cell(0, 0), 'aria-label')).toBe('a8, queen, attacked');
    expect(await page.textContent('[data-testid="conflict-count"]')).toBe('1');
    // An empty square both queens attack, and one neither attacks.
    expect(await attr(page, cell(1, 1), 'data-attacked')).toBe('true');
    expect(await attr(page, cell(1, 5), 'data-attacked')).toBeNull();
    // Hovering the queen on c6 tints its lines (a8..h1 diagonal, row 6, column c).
    await page.hover(cell(2, 2));
    expect(await attr(page, cell(7, 7), 'data-reach')).toBe('true');
    expect(await attr(page, cell(2, 7), 'data-reach')).toBe('true');
    expect(await attr(page, cell(3, 4), 'data-reach')).toBeNull();
    // A third queen that attacks nobody stays black.
    await page.click(cell(1, 4));
    expect(await attr(page, cell(1, 4), 'data-conflict')).toBeNull();
    expect(pageErrors(page)).toEqual([]);
  });

  it('places and removes queens with the keyboard only', async () => {
    const page = await app.page('/queens');
    await page.waitForSelector('#play-board');
    // Tab from the last tab into the board: the roving tabindex starts on a8.
    await page.focus('#tab-count');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-point'))).toBe(
      '0,0',
    );
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press(' ');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-point'))).toBe(
      '3,1',
    );
    const queens = await page.$$eval('#play-board [data-queen="true"]', (els) =>
      els.map((e) => e.getAttribute('data-point')),
    );
    expect(queens).toEqual(['1,0', '3,1']);
    expect(await page.textContent('[data-testid="announce"]')).toContain('Queen placed on d7');
    await page.keyboard.press('End');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-point'))).toBe(
      '7,1',
    );
    await page.keyboard.press('Control+z');
    expect(await page.$$eval('#play-board [data-queen="true"]', (els) => els.length)).toBe(1);
    await page.keyboard.press('Control+y');
    expect(await page.$$eval('#play-board [data-queen="true"]', (els) => els.length)).toBe(2);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    expect(await page.$$eval('#play-board [data-queen="true"]', (els) => els.length)).toBe(1);
    expect(pageErrors(page)).toEqual([]);
  });

  it('gives a hint that counts completions and highlights a square', async () => {
    const page = await app.page('/queens');
    await page.click(cell(0, 0));
    await page.click('button:has-text("Hint")');
    await page.waitForSelector('#play-board [data-hint="true"]');
    // 4 of the 92 solutions have a queen on a8.
    expect(await page.textContent('[data-testid="hint"]')).toContain('completed in 4 ways');
    await page.click(cell(1, 1));
    await page.click('button:has-text("Hint")');
    expect(await page.textContent('[data-testid="hint"]')).toContain('conflict');
    expect(pageErrors(page)).toEqual([]);
  });

  it('shows a random solution', async () => {
    const page = await app.page('/queens?n=12');
    await page.click('button:has-text("Show a solution")');
    await page.waitForSelector('[data-testid="win"]');
    expect(await page.$$eval('#play-board [data-queen="true"]', (els) => els.length)).toBe(12);
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('/queens tools', () => {
  it('counts N = 10 in workers: 724 solutions, 92 fundamental', async () => {
    const page = await app.page('/queens');
    await page.selectOption('#board-size', '10');
    await page.waitForURL('**/queens?n=10');
    expect(await page.$$eval('#play-board [role="gridcell"]', (els) => els.length)).toBe(100);
    await page.click('#tab-count');
    await page.click('button:has-text("Count solutions")');
    await page.waitForSelector('[data-testid="count-progress"]');
    await page.waitForSelector('[data-testid="count-total"]', { timeout: 60_000 });
    expect(await page.textContent('[data-testid="count-total"]')).toBe('724');
    expect(await page.textContent('[data-testid="count-unique"]')).toBe('92');
    const tasks = (await page.textContent('[data-testid="count-tasks"]')) ?? '';
    const m = /^(\d+) \/ (\d+) tasks$/.exec(tasks.trim());
    expect(m).not.toBeNull();
    expect(m?.[1]).toBe(m?.[2]);
    expect(Number(m?.[2])).toBeGreaterThan(1);
    expect(await page.textContent('[data-testid="count-status"]')).toContain('724 solutions');
    await app.screenshot(page, 'queens-count');
    expect(pageErrors(page)).toEqual([]);
  });

  it('keeps the page responsive while counting, and cancels', async () => {
    const page = await app.page('/queens?n=16');
    await page.click('#tab-count');
    await page.click('button:has-text("Count solutions")');
    await page.waitForSelector('[data-testid="count-progress"] progress');
    expect(await page.textContent('[data-testid="count-tasks"]')).toMatch(/^\d+ \/ \d+ tasks$/);
    // While the workers count, the board still answers clicks.
    await page.click('#tab-play');
    await page.click(cell(3, 3));
    expect(await attr(page, cell(3, 3), 'data-queen')).toBe('true');
    expect(await page.textContent('.background-note')).toContain('Counting in the background');
    await page.click('#tab-count');
    await page.click('button:has-text("Cancel")');
    await page.waitForSelector('text=Cancelled after');
    expect(await page.isEnabled('button:has-text("Count solutions")')).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });

  it('browses all 92 solutions or the 12 fundamental ones', async () => {
    const page = await app.page('/queens');
    await page.click('#tab-solutions');
    await page.waitForSelector('#solution-board');
    expect(await page.textContent('[data-testid="solution-position"]')).toBe('Solution 1 of 92');
    await page.click('button:has-text("Next")');
    expect(await page.textContent('[data-testid="solution-position"]')).toBe('Solution 2 of 92');
    expect(await page.$$eval('#solution-board [data-queen="true"]', (els) => els.length)).toBe(8);
    await page.click('text=Fundamental only');
    expect(await page.textContent('[data-testid="solution-position"]')).toBe(
      'Fundamental solution 1 of 12',
    );
    const images = await page.$$eval('.thumb-button', (els) => els.length);
    expect(images).toBe(8);
    await app.screenshot(page, 'queens-solutions');
    expect(pageErrors(page)).toEqual([]);
  });

  it('animates the backtracking search step by step', async () => {
    const page = await app.page('/queens?n=4');
    await page.click('#tab-search');
    await page.waitForSelector('#search-board');
    await page.click('button:has-text("Step")');
    expect(await page.textContent('[data-testid="search-steps"]')).toBe('1');
    // Rows are numbered as the squares are, from the bottom: row 4 holds a4.
    expect(await page.textContent('[data-testid="search-caption"]')).toContain(
      'Row 4: try a queen on a4.',
    );
    await page.click('button:has-text("Step")');
    expect(await page.textContent('[data-testid="search-caption"]')).toContain(
      'a4 is safe: keep the queen and go on to row 3.',
    );
    await page.click('button:has-text("Step")');
    expect(await page.textContent('[data-testid="search-caption"]')).toContain(
      'Row 3: try a queen on a3.',
    );
    await page.click('button:has-text("Next solution")');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="search-solutions"]')?.textContent === '1',
    );
    await page.waitForSelector('button:has-text("Next solution")');
    expect(await page.textContent('[data-testid="search-caption"]')).toContain('Solution 1 found');
    expect(await page.$$eval('#search-board [data-queen="true"]', (els) => els.length)).toBe(4);
    await app.screenshot(page, 'queens-search');
    expect(pageErrors(page)).toEqual([]);
  });

  it('fits 320 px without horizontal overflow', async () => {
    const page = await app.page('/queens', { width: 320, height: 800 });
    await page.waitForSelector('#play-board');
    await page.click(cell(0, 0));
    await page.click(cell(2, 2));
    await noOverflow(page);
    await app.screenshot(page, 'queens-320');
    const big = await app.page('/queens?n=20', { width: 320, height: 800 });
    await big.waitForSelector('#play-board');
    await noOverflow(big);
    await app.screenshot(big, 'queens-320-n20');
    expect(pageErrors(page)).toEqual([]);
    expect(pageErrors(big)).toEqual([]);
  });

  it('takes the README screenshot', async () => {
    const page = await app.page('/queens', { width: 1200, height: 900 });
    for (const [r, c] of SOLUTION.entries()) if (r < 7) await page.click(cell(c, r));
    await page.click('button:has-text("Hint")');
    await page.waitForSelector('#play-board [data-hint="true"]');
    await page.hover(cell(SOLUTION[2] ?? 0, 2));
    mkdirSync(fileURLToPath(new URL('.', `file://${README_SHOT}`)), { recursive: true });
    const file = await app.screenshot(page, 'queens-readme');
    // The README's screenshot changes only on request: npm test leaves the tree clean.
    if (process.env.QIPAN_UPDATE_SCREENSHOTS === '1') copyFileSync(file, README_SHOT);
    expect(pageErrors(page)).toEqual([]);
  });
});
