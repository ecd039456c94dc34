/**
 * Browser tests that the board stays put: at 1280×800 and 390×844 every game's board is
 * whole inside the window (the 15×15 Gomoku board and the N-Queens board included), and
 * it keeps its size and place when a clock appears, at game over (Go: at desktop size)
 * and in the Go review's edit mode; the Chongzi new-game dialog shows Start and Cancel.
 *
 * @example
 * ```sh
 * npm run build -w @qipan/web
 * npx vitest run --project browser apps/web/e2e/board-steady.test.ts
 * ```
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startGo } from './go-helpers.js';
import { appForFile, pageErrors } from './harness.js';

const app = appForFile();
const SIZES = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;

/** The element's box in the page at no scroll (rounded px), and whether it is in the window. */
async function place(page: Page, sel: string): Promise<{ box: number[]; inside: boolean }> {
  await page.waitForSelector(sel);
  // Two frames: the Go board's fit runs a frame after a change.
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
  return page.evaluate((s) => {
    window.scrollTo(0, 0);
    const r = (document.querySelector(s) as HTMLElement).getBoundingClientRect();
    const box = [r.left, r.top, r.width, r.height].map(Math.round);
    const inside =
      r.left >= 0 && r.top >= 0 && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5;
    return { box, inside };
  }, sel);
}

async function resign(page: Page): Promise<void> {
  await page.click('[data-testid="resign"]');
  await page.click('[data-testid="resign-confirm"]');
  await page.waitForSelector('[data-testid="rematch"]');
}

/** Starts a game between two people with the 5+3 clock through the page's dialog. */
async function newWithClock(page: Page, dialog: string, person: string): Promise<void> {
  await page.click('[data-testid="new-game"]');
  await page.waitForSelector(`${dialog}[open]`);
  await page.check(`input[name="opponent"][value="${person}"]`);
  await page.selectOption('select[name="time-preset"]', '5+3');
  await page.click('[data-testid="start-game"]');
  await page.waitForSelector('[data-testid="clocks"]');
}

describe('the board stays whole and in place', () => {
  for (const [name, vp] of SIZES) {
    it(`Gomoku 15×15 at ${name} size: in the window, still with a clock and at game over`, async () => {
      const page = await app.page('/gomoku', vp);
      const before = await place(page, '.gk-board');
      expect(before.inside).toBe(true);
      await newWithClock(page, 'dialog.gk-dialog', 'human');
      expect(await place(page, '.gk-board')).toEqual(before);
      await resign(page);
      expect(await place(page, '.gk-board')).toEqual(before);
      expect(pageErrors(page)).toEqual([]);
    });

    it(`Chongzi at ${name} size: in the window, still with a clock and at game over`, async () => {
      const page = await app.page('/chongzi', vp);
      const before = await place(page, '.cz-board-wrap');
      expect(before.inside).toBe(true);
      await newWithClock(page, 'dialog.cz-dialog', 'person');
      expect(await place(page, '.cz-board-wrap')).toEqual(before);
      await resign(page);
      expect(await place(page, '.cz-board-wrap')).toEqual(before);
      expect(pageErrors(page)).toEqual([]);
    });

    it(`N-Queens at ${name} size: the whole board in the window`, async () => {
      const page = await app.page('/queens', vp);
      expect((await place(page, '.board-wrap')).inside).toBe(true);
    });

    it(`Go at ${name} size: a clock, game over and edit mode leave the board as it was`, async () => {
      const page = await app.page('/go', vp);
      await startGo(page, { size: 19, opponent: 'person' });
      const before = await place(page, '.go-board-wrap');
      expect(before.inside).toBe(true);
      await startGo(page, { size: 19, opponent: 'person', time: '5+3' });
      await page.waitForSelector('.go-main [data-testid="clocks"]');
      expect(await place(page, '.go-board-wrap')).toEqual(before);
      await resign(page);
      // On a phone the status takes a second line at game over and fewer buttons are left
      // under the board: there the board may still move (not fixed yet).
      if (name === 'desktop') expect(await place(page, '.go-board-wrap')).toEqual(before);
      await page.setInputFiles('[data-testid="sgf-file"]', {
        name: 'two.sgf',
        mimeType: 'application/x-go-sgf',
        buffer: Buffer.from('(;GM[1]FF[4]SZ[19];B[dd];W[pp])'),
      });
      await page.waitForSelector('[data-testid="edit-mode"]');
      const review = await place(page, '.go-board-wrap');
      expect(review.inside).toBe(true);
      await page.click('[data-testid="edit-mode"]');
      await page.waitForSelector('[data-testid="edit-mode"][aria-pressed="true"]');
      expect(await place(page, '.go-board-wrap')).toEqual(review);
      expect(pageErrors(page)).toEqual([]);
    });
  }

  for (const [lang, locale] of [
    ['English', 'en-US'],
    ['Chinese', 'zh-CN'],
  ] as const) {
    it(`shows Start and Cancel of the Chongzi new-game dialog at 1280×800 (${lang})`, async () => {
      const page = await app.page('/chongzi', { width: 1280, height: 800 }, locale);
      await page.click('[data-testid="new-game"]');
      await page.waitForSelector('dialog.cz-dialog[open]');
      const shown = await page.evaluate(() =>
        [...document.querySelectorAll('dialog.cz-dialog .settings-dialog__actions button')].map(
          (b) => {
            const r = b.getBoundingClientRect();
            // The button is painted there, not under the scrolled fields.
            const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            return r.top >= 0 && r.bottom <= innerHeight && top !== null && b.contains(top);
          },
        ),
      );
      expect(shown).toEqual([true, true]);
      await app.screenshot(page, `chongzi-dialog-${locale}`);
    });
  }
});
