/**
 * Browser tests of the keyboard shortcuts: `?` lists the page's keys (Escape closes),
 * `f` flips the board (the 0,0 point moves to the other corner, names unchanged),
 * `z` zen mode (only the board and the clocks), moves typed with and without the
 * "Type a move" box on Gomoku, Go and Chongzi, a refused typed move that changes nothing, an
 * off-board one, and the Go review's comment box that still takes the letter f.
 *
 * @example
 * ```sh
 * npx tsc -b && npm run build -w @qipan/web && npx vitest run --project browser apps/web/e2e/shortcuts.test.ts
 * ```
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageErrors, pageShown, appForFile } from './harness.js';
import { pt, startGo, stones as goStones } from './go-helpers.js';

const app = appForFile();
const cell = (x: number, y: number): string => `#gomoku-board [data-point="${x},${y}"]`;
const gomokuStones = (page: Page): Promise<string[]> =>
  page.$$eval('#gomoku-board [data-piece]', (els) =>
    els.map((e) => `${e.getAttribute('data-point')}=${e.getAttribute('data-piece')}`).sort(),
  );
const box = async (page: Page, sel: string) => {
  const b = await page.locator(sel).boundingBox();
  if (!b) throw new Error(`${sel} is not shown`);
  return b;
};
const visible = (page: Page, sel: string): Promise<boolean> =>
  page.locator(sel).first().isVisible();

describe('keyboard shortcuts', () => {
  it('? lists the keys of the page in a dialog; Escape closes it', async () => {
    const page = await app.page('/gomoku');
    await page.waitForSelector('#gomoku-board');
    await page.keyboard.press('?');
    const dialog = page.locator('dialog[data-testid="shortcuts"]');
    await dialog.waitFor({ state: 'visible' });
    const text = (await dialog.textContent()) ?? '';
    for (const words of [
      'Keyboard shortcuts',
      'Flip the board',
      'Zen mode',
      'Type a point such as h8',
      'Move between points',
      'Previous or next move',
    ])
      expect(text).toContain(words);
    expect(await dialog.locator('[data-keys="F"]').count()).toBe(1);
    expect(await dialog.locator('[data-keys="ArrowLeft ArrowRight"]').count()).toBe(1);
    // Keys do nothing under the dialog: f does not flip the board.
    await page.keyboard.press('f');
    await page.waitForTimeout(1200);
    expect(await page.getAttribute('#gomoku-board', 'data-flipped')).toBeNull();
    await app.screenshot(page, 'shortcuts-overlay');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.querySelector('dialog[open]') === null)).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });

  it('f flips the board: 0,0 goes to the other corner, names and data-point stay true', async () => {
    const page = await app.page('/gomoku');
    await page.waitForSelector('#gomoku-board');
    const before = await box(page, cell(0, 0));
    const far = await box(page, cell(14, 14));
    expect(before.x).toBeLessThan(far.x);
    expect(before.y).toBeLessThan(far.y);
    const label = await page.getAttribute(cell(0, 0), 'aria-label');
    await page.keyboard.press('f');
    // f is also a column: it waits a moment for a digit, then flips.
    await page.waitForSelector('#gomoku-board[data-flipped="true"]');
    const after = await box(page, cell(0, 0));
    expect(Math.abs(after.x - far.x)).toBeLessThan(2);
    expect(Math.abs(after.y - far.y)).toBeLessThan(2);
    expect(await page.getAttribute(cell(0, 0), 'aria-label')).toBe(label);
    expect(label).toMatch(/^a15/);
    const bottom = await page.$$eval('.gk-board .qb-coords--bottom span', (s) =>
      s.map((e) => e.textContent).join(''),
    );
    expect(bottom).toBe('onmlkjihgfedcba');
    // Arrows move as on screen: ArrowRight from 14,14 (top left now) goes to 13,14.
    await page.focus(cell(14, 14));
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-point'))).toBe(
      '13,14',
    );
    // Remembered for the page across a reload (this session), and f turns it back.
    await page.reload();
    // Nothing played: the page opens with the new-game choice again, cancelled here.
    await pageShown(page);
    await page.waitForSelector('#gomoku-board[data-flipped="true"]');
    await page.keyboard.press('f');
    await page.waitForSelector('#gomoku-board:not([data-flipped])');
    expect(pageErrors(page)).toEqual([]);
  });

  it('z hides the page chrome but keeps the board and the clocks; Escape restores', async () => {
    const page = await app.page('/gomoku');
    await page.click('[data-testid="new-game"]');
    await page.waitForSelector('dialog.gk-dialog[open]');
    await page.check('input[name="opponent"][value="human"]');
    await page.selectOption('select[name="time-preset"]', '5+3');
    await page.click('[data-testid="start-game"]');
    await page.waitForSelector('[data-testid="clocks"]');
    expect(await visible(page, '.site-header')).toBe(true);
    await page.keyboard.press('z');
    await page.waitForSelector('html.qp-zen');
    for (const chrome of ['.site-header', '.site-footer', '[data-testid="moves"]'])
      expect(await visible(page, chrome), chrome).toBe(false);
    // The page's heading is hidden from sight but kept for screen readers; its buttons go.
    const head = await page.locator('.page-head').boundingBox();
    expect(head && head.width <= 1 && head.height <= 1).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await visible(page, '[data-testid="new-game"]')).toBe(false);
    for (const kept of ['#gomoku-board', '[data-testid="clocks"]', '[data-testid="zen-exit"]'])
      expect(await visible(page, kept), kept).toBe(true);
    await app.screenshot(page, 'shortcuts-zen');
    await page.keyboard.press('Escape');
    await page.waitForSelector('html:not(.qp-zen)');
    expect(await visible(page, '.site-header')).toBe(true);
    // The button leaves it too.
    await page.keyboard.press('z');
    await page.click('[data-testid="zen-exit"]');
    await page.waitForSelector('html:not(.qp-zen)');
    expect(pageErrors(page)).toEqual([]);
  });

  it('typing h8 and Enter on Gomoku plays at h8; an occupied point is refused and changes nothing', async () => {
    const page = await app.page('/gomoku');
    await page.waitForSelector('#gomoku-board');
    // No field focused: the letter and digit gather in the box.
    await page.keyboard.type('h8');
    expect(await page.inputValue('[data-testid="move-input"]')).toBe('h8');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${cell(7, 7)}[data-piece="black"]`);
    expect(await page.inputValue('[data-testid="move-input"]')).toBe('');
    // The box itself, as a screen-reader user would use it: i9 for White.
    await page.fill('[data-testid="move-input"]', 'i9');
    await page.press('[data-testid="move-input"]', 'Enter');
    await page.waitForSelector(`${cell(8, 6)}[data-piece="white"]`);
    const before = await gomokuStones(page);
    await page.fill('[data-testid="move-input"]', 'H8');
    await page.press('[data-testid="move-input"]', 'Enter');
    await page.waitForSelector('[data-testid="notice"]');
    expect(await page.textContent('[data-testid="notice"]')).toMatch(/occupied|taken/i);
    expect(await page.textContent('[data-testid="announce"]')).toMatch(/occupied|taken/i);
    expect(await gomokuStones(page)).toEqual(before);
    // Off the board: a clear error in the box's live region, nothing played.
    await page.fill('[data-testid="move-input"]', 'z9');
    await page.press('[data-testid="move-input"]', 'Enter');
    expect(await page.textContent('[data-testid="move-error"]')).toBe('z9 is not on the board.');
    expect(await page.getAttribute('[data-testid="move-error"]', 'role')).toBe('status');
    expect(await gomokuStones(page)).toEqual(before);
    expect(pageErrors(page)).toEqual([]);
  });

  it('D4 and Enter on Go plays there, typed on the board with focus on a point', async () => {
    const page = await app.page('/go');
    await startGo(page, { size: 9, opponent: 'person' });
    // Focus on a board point: Enter plays the typed move, not the focused point.
    await page.focus(pt(0, 0));
    await page.keyboard.type('D4');
    expect(await page.inputValue('[data-testid="move-input"]')).toBe('D4');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${pt(3, 5)}[data-piece="black"]`);
    expect(await page.getAttribute(pt(0, 0), 'data-piece')).toBeNull();
    // Go columns skip I; J is the ninth. A typed I is an error that says why.
    await page.keyboard.type('j9');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${pt(8, 0)}[data-piece="white"]`);
    const before = await goStones(page);
    await page.keyboard.type('i5');
    await page.keyboard.press('Enter');
    expect(await page.textContent('[data-testid="move-error"]')).toContain('skip I');
    // Occupied: the page's own refusal, nothing changes.
    await page.keyboard.type('d4');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="refusal"]:not(:empty)');
    expect(await goStones(page)).toEqual(before);
    expect(pageErrors(page)).toEqual([]);
  });

  it('plays a typed Chongzi step C2-C3 (two clicks), and refuses a step to a taken point', async () => {
    const page = await app.page('/chongzi');
    const cz = (x: number, y: number): string => `#cz-board [data-point="${x},${y}"]`;
    await page.click('[data-testid="new-game"]');
    await page.waitForSelector('dialog.cz-dialog[open]');
    await page.check('input[name="size"][value="5"]');
    await page.check('input[name="start"][value="fixed"]');
    await page.check('input[name="opponent"][value="person"]');
    await page.click('[data-testid="start-game"]');
    await page.waitForFunction(() => !document.querySelector('dialog.cz-dialog[open]'));
    const pieces = (): Promise<string[]> =>
      page.$$eval('#cz-board [data-piece]', (els) =>
        els.map((e) => `${e.getAttribute('data-point')}=${e.getAttribute('data-piece')}`).sort(),
      );
    // Red (bottom) steps C2 → C3 without a field focused.
    await page.keyboard.type('c2-c3');
    expect(await page.inputValue('[data-testid="move-input"]')).toBe('c2-c3');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${cz(2, 2)}[data-piece="red"]`);
    expect(await page.getAttribute(cz(2, 3), 'data-piece')).toBeNull();
    // Blue B4 → C4: C4 holds a piece, so the step is refused and nothing changes.
    const before = await pieces();
    await page.fill('[data-testid="move-input"]', 'B4-C4');
    await page.press('[data-testid="move-input"]', 'Enter');
    await page.waitForSelector('[data-testid="refusal"]:not(:empty)');
    expect(await pieces()).toEqual(before);
    expect(pageErrors(page)).toEqual([]);
  });

  it('lists the review keys in ?, and the comment box still takes the letter f', async () => {
    const page = await app.page('/go');
    await page.waitForSelector('#go-board');
    await page.setInputFiles('[data-testid="sgf-file"]', {
      name: 'g.sgf',
      mimeType: 'application/x-go-sgf',
      buffer: Buffer.from('(;GM[1]FF[4]SZ[9];B[ee];W[cc])'),
    });
    await page.waitForSelector('#go-board[data-width="9"]');
    await page.keyboard.press('?');
    const dialog = page.locator('dialog[data-testid="shortcuts"]');
    await dialog.waitFor({ state: 'visible' });
    for (const keys of ['G', 'E', 'I', 'Delete', 'Shift+ArrowLeft Shift+ArrowRight', 'Ctrl+Z'])
      expect(await dialog.locator(`[data-keys="${keys}"]`).count(), keys).toBe(1);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.fill('[data-testid="node-comment"]', '');
    await page.focus('[data-testid="node-comment"]');
    await page.keyboard.type('fez 9');
    await page.waitForTimeout(1200);
    expect(await page.inputValue('[data-testid="node-comment"]')).toBe('fez 9');
    expect(await page.getAttribute('#go-board', 'data-flipped')).toBeNull();
    expect(await page.evaluate(() => document.documentElement.className)).not.toContain('qp-zen');
    expect(await page.inputValue('[data-testid="move-input"]')).toBe('');
    expect(pageErrors(page)).toEqual([]);
  });
});
