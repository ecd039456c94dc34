/**
 * Browser tests of play by touch: on a phone (375×667, touch, mobile) moves wait for
 * confirmation by default — a tap shows a tentative stone (`data-tentative`, no
 * `data-piece`), a second tap or Confirm makes it, a tap elsewhere moves it, Cancel,
 * Escape, undo and travel clear it, Go's Pass asks too — in Gomoku (local and online),
 * Go and Chongzi; the per-device setting persists over a reload; the board's points
 * have `touch-action: none` (a swipe on them neither scrolls nor plays) while the page
 * around still scrolls; on a desktop the mode is off by default.
 *
 * @example
 * ```sh
 * npx tsc -b && npm run build -w @qipan/web && npx vitest run --project browser apps/web/e2e/touch.test.ts
 * ```
 */
import { join } from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startOnlineGomoku } from './gomoku-helpers.js';
import { appForFile, pageErrors, pageShown, SCREENSHOTS } from './harness.js';

const app = appForFile();

const PHONE = { hasTouch: true, isMobile: true, viewport: { width: 375, height: 667 } } as const;
const gk = (x: number, y: number): string => `#gomoku-board [data-point="${x},${y}"]`;
const go = (x: number, y: number): string => `#go-board [data-point="${x},${y}"]`;
const cz = (x: number, y: number): string => `#cz-board [data-point="${x},${y}"]`;
const byId = (id: string): string => `[data-testid="${id}"]`;

/** A page in a new context (a phone by default), shown and with its errors collected. */
const openPage = (path: string, options: BrowserContextOptions = PHONE): Promise<Page> =>
  app.pageWith(path, options);

/** The points that carry `attr` on `board`, as "x,y=value". */
const marked = (page: Page, board: string, attr: string): Promise<string[]> =>
  page.$$eval(
    `${board} [${attr}]`,
    (els, a) => els.map((e) => `${e.getAttribute('data-point')}=${e.getAttribute(a)}`).sort(),
    attr,
  );

/** A screenshot of what the phone shows now (not the full page: that would resize it). */
async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

/**
 * Scrolls to the top once the page is still: a fling left by an earlier swipe can go on
 * for a while and would move the page again after a bare `scrollTo`.
 */
async function scrollTopWhenStill(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = (): Promise<void> => new Promise((done) => requestAnimationFrame(() => done()));
    for (let tries = 0; tries < 100; tries++) {
      window.scrollTo(0, 0);
      let still = true;
      for (let i = 0; i < 10 && still; i++) {
        await frame();
        still = window.scrollY === 0;
      }
      if (still) return;
    }
    throw new Error(`the page does not stay at the top (scrollY ${window.scrollY})`);
  });
}

/** A finger's swipe up by 150 px from (x, y); the page's scroll afterwards. */
async function swipeUp(page: Page, x: number, y: number): Promise<number> {
  await scrollTopWhenStill(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let i = 1; i <= 10; i++)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x, y: y - i * 15 }],
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  await page.waitForTimeout(300);
  return page.evaluate(() => window.scrollY);
}

describe('confirm moves on a phone', () => {
  it('Gomoku: tap shows a tentative stone, tap again or Confirm plays, tap elsewhere moves it, Cancel/Escape/undo clear it', async () => {
    const page = await openPage('/gomoku');
    await page.waitForSelector('#gomoku-board');
    expect(await page.inputValue(byId('confirm-setting'))).toBe('auto');
    expect(await page.textContent(`${byId('confirm-setting')} option[value="auto"]`)).toBe(
      'Auto (on here)',
    );
    await page.waitForSelector(byId('confirm-bar'));
    expect(await page.isDisabled(byId('confirm-move'))).toBe(true);

    // First tap: a tentative black stone on h8, no stone played.
    await page.tap(gk(7, 7));
    expect(await marked(page, '#gomoku-board', 'data-tentative')).toEqual(['7,7=black']);
    expect(await marked(page, '#gomoku-board', 'data-piece')).toEqual([]);
    expect(await page.textContent(byId('confirm-text'))).toBe(
      'Tentative move at h8, tap again or press Confirm.',
    );
    expect(await page.getAttribute(byId('confirm-text'), 'aria-live')).toBe('polite');
    await shot(page, 'touch-gomoku-375-tentative');

    // A tap elsewhere moves it; a second tap on it plays there.
    await page.tap(gk(3, 4));
    expect(await marked(page, '#gomoku-board', 'data-tentative')).toEqual(['3,4=black']);
    expect(await marked(page, '#gomoku-board', 'data-piece')).toEqual([]);
    await page.tap(gk(3, 4));
    expect(await marked(page, '#gomoku-board', 'data-piece')).toEqual(['3,4=black']);
    expect(await marked(page, '#gomoku-board', 'data-tentative')).toEqual([]);

    // White: tentative on h8, then the Confirm button.
    await page.tap(gk(7, 7));
    expect(await marked(page, '#gomoku-board', 'data-tentative')).toEqual(['7,7=white']);
    await page.tap(byId('confirm-move'));
    expect(await marked(page, '#gomoku-board', 'data-piece')).toEqual(['3,4=black', '7,7=white']);

    // Cancel, then Escape, clear a tentative stone without playing.
    await page.tap(gk(5, 5));
    expect(await marked(page, '#gomoku-board', 'data-tentative')).toEqual(['5,5=black']);
    await page.tap(byId('cancel-move'));
    expect(await marked(page, '#gomoku-board', 'data-tentative')).toEqual([]);
    await page.tap(gk(5, 5));
    await page.keyboard.press('Escape');
    expect(await marked(page, '#gomoku-board', 'data-tentative')).toEqual([]);
    // After a Cancel the same point is a first tap again.
    await page.tap(gk(5, 5));
    expect(await marked(page, '#gomoku-board', 'data-tentative')).toEqual(['5,5=black']);
    expect(await marked(page, '#gomoku-board', 'data-piece')).toHaveLength(2);

    // A new position (undo) clears it; so does travel through the moves.
    await page.tap(byId('undo'));
    expect(await marked(page, '#gomoku-board', 'data-piece')).toEqual(['3,4=black']);
    expect(await marked(page, '#gomoku-board', 'data-tentative')).toEqual([]);
    await page.tap(gk(9, 9));
    expect(await marked(page, '#gomoku-board', 'data-tentative')).toEqual(['9,9=white']);
    await page.tap(`${byId('moves')} button[aria-keyshortcuts="ArrowLeft"]`);
    expect(await marked(page, '#gomoku-board', 'data-piece')).toEqual([]);
    expect(await marked(page, '#gomoku-board', 'data-tentative')).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });

  it('touch-action is none on the points only: a swipe there neither scrolls nor plays, the page scrolls elsewhere', async () => {
    const page = await openPage('/gomoku');
    await page.waitForSelector('#gomoku-board');
    const actions = await page.evaluate(() => ({
      points: getComputedStyle(document.getElementById('gomoku-board') as Element).touchAction,
      body: getComputedStyle(document.body).touchAction,
      root: getComputedStyle(document.documentElement).touchAction,
    }));
    expect(actions).toEqual({ points: 'none', body: 'auto', root: 'auto' });
    const h8 = await page.locator(gk(7, 7)).boundingBox();
    if (!h8) throw new Error('no h8');
    // The page is taller than the phone, and a swipe on the heading scrolls it.
    expect(await swipeUp(page, 200, 150)).toBeGreaterThan(100);
    // A swipe on the points: no scroll, no stone, nothing tentative.
    const y0 = h8.y + h8.height / 2;
    expect(await swipeUp(page, h8.x + h8.width / 2, y0)).toBe(0);
    expect(await marked(page, '#gomoku-board', 'data-piece')).toEqual([]);
    expect(await marked(page, '#gomoku-board', 'data-tentative')).toEqual([]);
    // The check can fail: with the old `manipulation` the same swipe scrolls.
    await page.evaluate(() => {
      (document.getElementById('gomoku-board') as HTMLElement).style.touchAction = 'manipulation';
    });
    expect(await swipeUp(page, h8.x + h8.width / 2, y0)).toBeGreaterThan(100);
  });

  it('the setting persists over a reload: Off plays at once, Auto brings the confirmation back', async () => {
    const page = await openPage('/gomoku');
    await page.waitForSelector(byId('confirm-bar'));
    await page.selectOption(byId('confirm-setting'), 'off');
    await page.waitForSelector(byId('confirm-bar'), { state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('qipan.confirmMove'))).toBe('off');
    await page.tap(gk(7, 7));
    expect(await marked(page, '#gomoku-board', 'data-piece')).toEqual(['7,7=black']);
    await page.reload();
    await pageShown(page);
    await page.waitForSelector('#gomoku-board');
    expect(await page.inputValue(byId('confirm-setting'))).toBe('off');
    expect(await page.$(byId('confirm-bar'))).toBeNull();
    await page.tap(gk(8, 8));
    expect(await marked(page, '#gomoku-board', 'data-piece')).toEqual(['7,7=black', '8,8=white']);
    await page.selectOption(byId('confirm-setting'), 'auto');
    await page.waitForSelector(byId('confirm-bar'));
    expect(await page.evaluate(() => localStorage.getItem('qipan.confirmMove'))).toBeNull();
    await page.tap(gk(6, 6));
    expect(await marked(page, '#gomoku-board', 'data-tentative')).toEqual(['6,6=black']);
  });

  it('Go: a tentative stone, then Pass asks for confirmation (Pass again or Confirm)', async () => {
    const page = await openPage('/go');
    await page.waitForSelector('#go-board');
    if (!(await page.isVisible(byId('new-game-form'))))
      await page.click('summary:has-text("New game")');
    await page.selectOption('#go-size', '9');
    await page.check('input[name="go-opponent"][value="person"]');
    await page.click(byId('start-game'));
    await page.waitForSelector('#go-board[data-width="9"]');
    // Upright on a phone the board is as wide as the page (351 px), not fitted to its height.
    const wrap = await page.$eval('.go-board-wrap', (e) => e.getBoundingClientRect().width);
    expect(wrap).toBeGreaterThanOrEqual(345);
    await page.tap(go(4, 4));
    expect(await marked(page, '#go-board', 'data-tentative')).toEqual(['4,4=black']);
    expect(await marked(page, '#go-board', 'data-piece')).toEqual([]);
    expect(await page.textContent(byId('confirm-text'))).toBe(
      'Tentative move at E5, tap again or press Confirm.',
    );
    await page.tap(go(4, 4));
    expect(await marked(page, '#go-board', 'data-piece')).toEqual(['4,4=black']);
    // White: a tentative stone, then Pass replaces it with a tentative pass.
    await page.tap(go(2, 6));
    expect(await marked(page, '#go-board', 'data-tentative')).toEqual(['2,6=white']);
    await page.locator('#go-board').scrollIntoViewIfNeeded();
    await shot(page, 'touch-go-375-tentative');
    await page.tap(byId('pass'));
    expect(await marked(page, '#go-board', 'data-tentative')).toEqual([]);
    expect(await page.textContent(byId('confirm-text'))).toBe(
      'Tentative pass, press Pass again or Confirm.',
    );
    expect(await page.textContent(byId('move-number'))).not.toContain('passed');
    expect(await page.textContent(byId('status'))).toContain('White');
    await page.tap(byId('pass'));
    expect(await page.textContent(byId('move-number'))).toContain('White passed');
    // Black's pass, by Confirm.
    await page.tap(byId('pass'));
    expect(await page.textContent(byId('move-number'))).toContain('White passed');
    await page.tap(byId('confirm-move'));
    await page.waitForFunction(() =>
      (document.querySelector('[data-testid="status"]')?.textContent ?? '').includes('ounting'),
    );
    expect(pageErrors(page)).toEqual([]);
  });

  it('Chongzi: the step to a destination is tentative, the piece stays until confirmed', async () => {
    const page = await openPage('/chongzi');
    await page.click(byId('new-game'));
    await page.waitForSelector('dialog.cz-dialog[open]');
    await page.check('input[name="size"][value="5"]');
    await page.check('input[name="start"][value="fixed"]');
    await page.check('input[name="opponent"][value="person"]');
    await page.click(byId('start-game'));
    await page.waitForFunction(() => !document.querySelector('dialog.cz-dialog[open]'));
    await page.waitForSelector('#cz-board [data-movable="true"]');
    const from = (await page.getAttribute(
      '#cz-board [data-movable="true"]',
      'data-point',
    )) as string;
    const [fx, fy] = from.split(',').map(Number) as [number, number];
    await page.tap(cz(fx, fy));
    await page.waitForSelector('#cz-board [data-target="true"]');
    const to = (await page.getAttribute('#cz-board [data-target="true"]', 'data-point')) as string;
    const [tx, ty] = to.split(',').map(Number) as [number, number];
    const before = await marked(page, '#cz-board', 'data-piece');
    await page.tap(cz(tx, ty));
    expect(await marked(page, '#cz-board', 'data-tentative')).toEqual([`${to}=red`]);
    expect(await marked(page, '#cz-board', 'data-piece')).toEqual(before);
    expect(await page.getAttribute(cz(fx, fy), 'data-selected')).toBe('true');
    expect(await page.textContent(byId('confirm-text'))).toMatch(/^Tentative move \S+/);
    await shot(page, 'touch-chongzi-375-tentative');
    await page.tap(cz(tx, ty));
    expect(await page.getAttribute(cz(tx, ty), 'data-piece')).toBe('red');
    expect(await page.getAttribute(cz(fx, fy), 'data-piece')).toBeNull();
    expect(await marked(page, '#cz-board', 'data-tentative')).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });

  it('online Gomoku: the phone player taps twice; the stone reaches the other player', async () => {
    const desk = await openPage('/gomoku', { viewport: { width: 1200, height: 900 } });
    const path = await startOnlineGomoku(desk);
    const phone = await openPage(path);
    await phone.waitForSelector(`${byId('online-role')}[data-role="white"]`);
    // Black (desktop, mode off) plays at once.
    await desk.click(`${gk(7, 7)}:not([aria-disabled="true"])`);
    await phone.waitForSelector(`${gk(7, 7)}[data-piece="black"]`);
    await phone.waitForSelector(`${gk(8, 8)}:not([aria-disabled="true"])`);
    await phone.tap(gk(8, 8));
    expect(await marked(phone, '#gomoku-board', 'data-tentative')).toEqual(['8,8=white']);
    await phone.waitForTimeout(300);
    expect(await marked(desk, '#gomoku-board', 'data-piece')).toEqual(['7,7=black']);
    await phone.tap(gk(8, 8));
    await desk.waitForSelector(`${gk(8, 8)}[data-piece="white"]`);
    expect(await marked(phone, '#gomoku-board', 'data-tentative')).toEqual([]);
    expect(pageErrors(phone)).toEqual([]);
  });
});

describe('confirm moves on a desktop', () => {
  it('is off by default: no bar, a click plays at once; On turns it on', async () => {
    const page = await openPage('/gomoku', { viewport: { width: 1200, height: 900 } });
    await page.waitForSelector('#gomoku-board');
    expect(await page.textContent(`${byId('confirm-setting')} option[value="auto"]`)).toBe(
      'Auto (off here)',
    );
    expect(await page.$(byId('confirm-bar'))).toBeNull();
    await page.click(gk(7, 7));
    expect(await marked(page, '#gomoku-board', 'data-piece')).toEqual(['7,7=black']);
    await page.selectOption(byId('confirm-setting'), 'on');
    await page.waitForSelector(byId('confirm-bar'));
    await page.click(gk(8, 8));
    expect(await marked(page, '#gomoku-board', 'data-tentative')).toEqual(['8,8=white']);
    expect(await marked(page, '#gomoku-board', 'data-piece')).toEqual(['7,7=black']);
    // Keyboard: Enter on the focused point again confirms.
    await page.keyboard.press('Enter');
    expect(await marked(page, '#gomoku-board', 'data-piece')).toEqual(['7,7=black', '8,8=white']);
  });
});
