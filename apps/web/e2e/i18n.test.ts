/**
 * Browser tests of the two languages: a Chinese browser gets Chinese (text, `<html lang>`,
 * title), the header switch changes the language and the choice survives a reload, and
 * the main N-Queens flows work in both languages with numbers through `Intl`.
 * Screenshots of home and /queens in both languages, desktop and phone.
 *
 * @example
 * ```sh
 * npm run build -w @qipan/web && npx vitest run --project browser apps/web/e2e/i18n.test.ts
 * ```
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageErrors, appForFile } from './harness.js';

/** A known 8-queens solution: row r holds its queen in column SOLUTION[r]. */
const SOLUTION = [0, 4, 7, 5, 2, 6, 1, 3];
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const ZH_NAV = ['游戏', 'N 皇后', '围棋', '五子棋', '冲子棋'];
const EN_NAV = ['Games', 'N-Queens', 'Go', 'Gomoku', 'Chongzi'];

const app = appForFile();

const cell = (x: number, y: number): string => `#play-board [data-point="${x},${y}"]`;
const htmlLang = (page: Page): Promise<string> =>
  page.evaluate(() => document.documentElement.lang);
const nav = (page: Page): Promise<(string | null)[]> =>
  page.$$eval('header nav a', (els) => els.map((e) => e.textContent));
const text = async (page: Page, sel: string): Promise<string> =>
  (await page.textContent(sel)) ?? '';

/** Neither the page nor the header is wider than the screen. */
async function noOverflow(page: Page): Promise<void> {
  const m = await page.evaluate(() => {
    const inner = document.querySelector('.site-header__inner');
    return {
      page: document.documentElement.scrollWidth,
      header: inner ? inner.scrollWidth : 0,
      client: document.documentElement.clientWidth,
    };
  });
  expect(m.page).toBeLessThanOrEqual(m.client);
  expect(m.header).toBeLessThanOrEqual(m.client);
}

describe('language from the browser, switch in the header', () => {
  it('speaks Chinese to a zh-CN browser, switches to English and back, and remembers', async () => {
    const page = await app.page('/', DESKTOP, 'zh-CN');
    await page.waitForSelector('[data-game="queens"]');
    expect(await htmlLang(page)).toBe('zh-CN');
    expect(await page.title()).toBe('棋盘 Qipan');
    expect(await nav(page)).toEqual(ZH_NAV);
    expect(await text(page, '[data-game="go"] h3')).toBe('围棋');
    expect(await text(page, '.skip-link')).toBe('跳到正文');
    expect(await page.inputValue('[data-testid="language"]')).toBe('zh');

    await page.selectOption('[data-testid="language"]', 'en');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(await nav(page)).toEqual(EN_NAV);
    expect(await page.title()).toBe('Qipan 棋盘');
    expect(await text(page, '[data-game="go"] h3')).toBe('Go 围棋');
    expect(await page.evaluate(() => localStorage.getItem('qipan.lang'))).toBe('en');

    // The stored choice beats the browser's language on the next visit.
    await page.reload();
    await page.waitForSelector('[data-game="queens"]');
    expect(await htmlLang(page)).toBe('en');
    expect(await nav(page)).toEqual(EN_NAV);

    await page.selectOption('[data-testid="language"]', 'zh');
    await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
    await page.reload();
    await page.waitForSelector('[data-game="queens"]');
    expect(await nav(page)).toEqual(ZH_NAV);
    expect(await page.title()).toBe('棋盘 Qipan');
    expect(pageErrors(page)).toEqual([]);
  });

  it('gives English to an English browser and to languages it does not have', async () => {
    for (const locale of ['en-US', 'fr-FR']) {
      const page = await app.page('/queens', DESKTOP, locale);
      await page.waitForSelector('#play-board');
      expect(await htmlLang(page)).toBe('en');
      expect(await page.title()).toBe('N-Queens · Qipan 棋盘');
      expect(pageErrors(page)).toEqual([]);
    }
  });

  it('translates the not-found page and its title', async () => {
    const page = await app.page('/nowhere', DESKTOP, 'zh-TW');
    await page.waitForSelector('h1');
    expect(await text(page, 'h1')).toBe('页面不存在');
    expect(await page.title()).toBe('页面不存在 · 棋盘 Qipan');
    expect(await page.getAttribute('main a[href="/"]', 'href')).toBe('/');
  });
});

describe('N-Queens in both languages', () => {
  it('plays to a win and hears it announced, in Chinese', async () => {
    const page = await app.page('/queens', DESKTOP, 'zh-CN');
    await page.waitForSelector('#play-board');
    expect(await text(page, 'h1')).toBe('N 皇后');
    expect(await page.title()).toBe('N 皇后 · 棋盘 Qipan');
    expect(await page.getAttribute('#play-board', 'aria-label')).toContain('8 × 8 棋盘');
    await page.click(cell(0, 0));
    expect(await text(page, '[data-testid="announce"]')).toBe(
      '皇后放在 a8。已放 1 / 8 个皇后。没有冲突。',
    );
    await page.click(cell(1, 1));
    expect(await text(page, '[data-testid="announce"]')).toContain('1 处冲突。');
    await page.click('button:has-text("提示")');
    expect(await text(page, '[data-testid="hint"]')).toContain('有 1 处冲突');
    await page.click('button:has-text("撤销")');
    expect(await text(page, '[data-testid="announce"]')).toBe(
      '已撤销。已放 1 / 8 个皇后。没有冲突。',
    );
    await page.click('button:has-text("重新开始")');
    for (const [r, c] of SOLUTION.entries()) await page.click(cell(c, r));
    await page.waitForSelector('[data-testid="win"]');
    expect(await text(page, '[data-testid="win"]')).toBe('解出来了！8 个皇后互不攻击。');
    expect(await text(page, '[data-testid="announce"]')).toContain('解出来了！');
    expect(pageErrors(page)).toEqual([]);
  });

  it('counts N = 8 (92 and 12) in Chinese, then shows the result in English', async () => {
    const page = await app.page('/queens', DESKTOP, 'zh-CN');
    await page.click('#tab-count');
    expect(await text(page, '#tab-count')).toBe('计数');
    // Known counts come through Intl: 14,772,512 for N = 16.
    expect(await page.textContent('.counts-table')).toContain('14,772,512');
    await page.click('button:has-text("开始计数")');
    await page.waitForSelector('[data-testid="count-total"]', { timeout: 60_000 });
    expect(await text(page, '[data-testid="count-total"]')).toBe('92');
    expect(await text(page, '[data-testid="count-unique"]')).toBe('12');
    expect(await text(page, '[data-testid="count-tasks"]')).toMatch(/^\d+ \/ \d+ 个任务$/);
    expect(await text(page, '[data-testid="count-status"]')).toBe(
      '完成：共 92 个解，其中基本解 12 个。',
    );
    expect(await text(page, '.progress__text')).toMatch(/\d\.\d秒/);
    expect(await text(page, '[data-testid="count-result"]')).toContain('与已知数值一致');
    await app.screenshot(page, 'i18n-queens-count-zh');

    // Switching keeps the result and says it in English.
    await page.selectOption('[data-testid="language"]', 'en');
    await page.waitForSelector('#tab-count:has-text("Count")');
    expect(await text(page, '[data-testid="count-status"]')).toBe(
      'Done: 92 solutions, 12 fundamental.',
    );
    expect(await text(page, '[data-testid="count-tasks"]')).toMatch(/^\d+ \/ \d+ tasks$/);
    expect(await text(page, '.progress__text')).toMatch(/\d\.\d sec/);
    expect(await text(page, '[data-testid="count-total"]')).toBe('92');
    expect(pageErrors(page)).toEqual([]);
  });

  it('places queens and counts N = 8 in English', async () => {
    const page = await app.page('/queens', DESKTOP, 'en-GB');
    await page.waitForSelector('#play-board');
    await page.click(cell(3, 1));
    expect(await text(page, '[data-testid="announce"]')).toBe(
      'Queen placed on d7. 1 queen of 8. No conflicts.',
    );
    await page.click(cell(4, 2));
    expect(await text(page, '[data-testid="announce"]')).toBe(
      'Queen placed on e6. 2 queens of 8. 1 conflict.',
    );
    await page.click('#tab-count');
    await page.click('button:has-text("Count solutions")');
    await page.waitForSelector('[data-testid="count-total"]', { timeout: 60_000 });
    expect(await text(page, '[data-testid="count-total"]')).toBe('92');
    expect(await text(page, '[data-testid="count-status"]')).toBe(
      'Done: 92 solutions, 12 fundamental.',
    );
    expect(pageErrors(page)).toEqual([]);
  });

  it('browses solutions and watches the search in Chinese', async () => {
    const page = await app.page('/queens', DESKTOP, 'zh-CN');
    await page.click('#tab-solutions');
    expect(await text(page, '[data-testid="solution-position"]')).toBe('第 1 个解，共 92 个');
    await page.click('button:has-text("下一个")');
    expect(await text(page, '[data-testid="solution-position"]')).toBe('第 2 个解，共 92 个');
    await page.click('text=仅基本解');
    expect(await text(page, '[data-testid="solution-position"]')).toBe('第 1 个基本解，共 12 个');
    await page.click('#tab-search');
    await page.click('button:has-text("单步")');
    expect(await text(page, '[data-testid="search-caption"]')).toBe(
      '尝试第 8 行：尝试在 a8 放皇后。',
    );
    await app.screenshot(page, 'i18n-queens-search-zh');
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('screenshots in both languages', () => {
  for (const [lang, locale] of [
    ['zh', 'zh-CN'],
    ['en', 'en-US'],
  ] as const) {
    for (const [device, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      it(`home and /queens, ${lang}, ${device}`, async () => {
        const home = await app.page('/', viewport, locale);
        await home.waitForSelector('[data-game="chongzi"]');
        await noOverflow(home);
        await app.screenshot(home, `i18n-home-${lang}-${device}`);
        const queens = await app.page('/queens', viewport, locale);
        await queens.waitForSelector('#play-board');
        await queens.click(cell(0, 0));
        await queens.click(cell(2, 2));
        await noOverflow(queens);
        await app.screenshot(queens, `i18n-queens-${lang}-${device}`);
        expect(pageErrors(home)).toEqual([]);
        expect(pageErrors(queens)).toEqual([]);
      });
    }
  }
});
