/**
 * Browser tests of how the Go page opens: with nothing to continue, the new-game
 * choice (the form open over an empty board, nothing played), not a game; the game
 * started from it is the one chosen, and the choice is remembered for the next time
 * (English and Chinese).
 *
 * @example
 * ```sh
 * npm run build -w @qipan/web
 * npx vitest run --project browser apps/web/e2e/go-choice.test.ts
 * ```
 */
import { describe, expect, it } from 'vitest';
import { appForFile, pageErrors, pageShown } from './harness.js';
import { pt, stones, text } from './go-helpers.js';

const app = appForFile();

const LOCALES = [
  { locale: 'en-US', status: 'Choose the new game, then start it', start: 'Start game' },
  { locale: 'zh-CN', status: '请选择新对局，然后开始', start: '开始对局' },
] as const;

describe.each(LOCALES)('/go opens with the new-game choice ($locale)', (l) => {
  it('offers the choice, starts the game chosen, and remembers it', async () => {
    const page = await app.page('/go', { width: 1280, height: 800 }, l.locale);
    await pageShown(page);
    // The choice, not a game: the form is open, the board is empty and takes no move.
    await page.waitForSelector('[data-testid="new-game-form"]');
    expect(await page.isVisible('[data-testid="new-game-form"]')).toBe(true);
    expect(await text(page, 'status')).toBe(l.status);
    expect(await text(page, 'start-game')).toBe(l.start);
    expect(await page.evaluate(() => localStorage.getItem('qipan.saved.go'))).toBeNull();
    await page.click(pt(4, 4), { force: true });
    expect(await stones(page)).toEqual([]);

    // 13×13 between two people: that game starts, announced as new.
    await page.selectOption('#go-size', '13');
    await page.check('input[name="go-opponent"][value="person"]');
    await page.click('[data-testid="start-game"]');
    await page.waitForSelector('#go-board[data-width="13"]');
    expect(await text(page, 'announce')).toMatch(
      l.locale === 'en-US' ? /^New 13×13 game/ : /^新的 13×13 对局/,
    );
    await page.click(pt(3, 3));
    expect(await page.getAttribute(pt(3, 3), 'data-stone')).toBe('black');

    // With a game saved the page continues it; with none it offers the remembered choice.
    await page.reload();
    await page.waitForSelector('#go-board[data-width="13"]');
    expect(await page.getAttribute(pt(3, 3), 'data-stone')).toBe('black');
    // (The game in play is saved when the page is put away: it is removed from another page.)
    const go = page.url();
    await page.goto(new URL('/', go).href);
    await page.evaluate(() => localStorage.removeItem('qipan.saved.go'));
    await page.goto(go);
    await page.waitForSelector('[data-testid="new-game-form"]');
    expect(await text(page, 'status')).toBe(l.status);
    expect(await page.inputValue('#go-size')).toBe('13');
    expect(await page.isChecked('input[name="go-opponent"][value="person"]')).toBe(true);
    expect(await stones(page)).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });
});
