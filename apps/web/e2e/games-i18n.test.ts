/**
 * Browser tests of Gomoku and Chongzi in Simplified Chinese (a zh-CN browser): the
 * new-game dialog with a time control, clocks, a renju forbidden point and an
 * occupied point refused, a draw offer, a win and a resignation, and the home
 * page's Continue list, all in Chinese; screenshots at desktop and phone sizes.
 *
 * @example
 * ```sh
 * npx tsc -b && npm run build -w @qipan/web
 * npx vitest run --project browser apps/web/e2e/games-i18n.test.ts
 * ```
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApp, pageErrors, type App } from './harness.js';

let app: App;
beforeAll(async () => {
  app = await openApp();
});
afterAll(async () => {
  await app?.close();
});

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const SIZES = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;
const gk = (x: number, y: number): string => `#gomoku-board [data-point="${x},${y}"]`;
const cz = (x: number, y: number): string => `#cz-board [data-point="${x},${y}"]`;
const text = async (page: Page, sel: string): Promise<string> =>
  (await page.textContent(sel)) ?? '';
const noOverflow = async (page: Page): Promise<void> => {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
};

async function newGomoku(page: Page, rule: string, time: string): Promise<void> {
  await page.click('[data-testid="new-game"]');
  await page.waitForSelector('dialog.gk-dialog[open]');
  expect(await text(page, 'dialog.gk-dialog h2')).toBe('新对局');
  expect(await text(page, 'dialog.gk-dialog')).toContain('棋盘大小');
  await page.selectOption('select[name="rule"]', rule);
  await page.check('input[name="opponent"][value="human"]');
  await page.selectOption('select[name="time-preset"]', time);
  await page.click('[data-testid="start-game"]');
  await page.waitForFunction(() => !document.querySelector('dialog.gk-dialog[open]'));
}

describe('Gomoku in Chinese', () => {
  it('a renju game with a clock: forbidden and occupied points refused, a draw declined, the Continue list', async () => {
    const page = await app.page('/gomoku', DESKTOP, 'zh-CN');
    await page.waitForSelector('#gomoku-board');
    expect(await text(page, 'h1')).toBe('五子棋');
    await page.click('[data-testid="new-game"]');
    await page.waitForSelector('dialog.gk-dialog[open]');
    const ruleNames = await page.$$eval('select[name="rule"] option', (os) =>
      os.map((o) => o.textContent),
    );
    expect(ruleNames).toEqual(['无禁手', '标准规则（恰好五子）', '连珠（有禁手）']);
    await page.selectOption('select[name="time-preset"]', '5+3');
    expect(await text(page, '[data-testid="time-summary"]')).toBe('5 分钟，每步加 3 秒');
    await page.click('dialog.gk-dialog button:not([type="submit"]):last-child');
    await newGomoku(page, 'renju', '5+3');
    expect(await text(page, '[data-testid="game-info"]')).toContain('连珠（有禁手）');
    expect(await text(page, '[data-testid="game-info"]')).toContain('5 分钟，每步加 3 秒');
    expect(await page.getAttribute('[data-testid="clock-black"]', 'aria-label')).toMatch(
      /^黑方：[0-9]:[0-9]{2}$/,
    );
    expect(await text(page, '[data-testid="clock-black"]')).toContain('5:00');

    // Black: h8 i8, j9 j10; White far away. j8 is then a double three for Black.
    for (const [x, y] of [
      [7, 7],
      [0, 0],
      [8, 7],
      [0, 2],
      [9, 8],
      [0, 4],
      [9, 9],
      [14, 14],
    ] as const)
      await page.click(gk(x, y));
    await page.waitForSelector('[data-testid="clock-black"][data-running]');
    await app.screenshot(page, 'games-i18n-gomoku-desktop-clock');
    await page.waitForSelector(`${gk(9, 7)}[data-forbidden]`);
    await page.click(gk(9, 7));
    await page.waitForSelector('[data-testid="notice"]');
    expect(await text(page, '[data-testid="notice"]')).toBe('j8：黑方三三禁手。');
    expect(await text(page, '[data-testid="announce"]')).toContain('黑方三三禁手');
    expect(await page.getAttribute(gk(9, 7), 'data-stone')).toBeNull();
    await page.click(gk(7, 7));
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="notice"]')?.textContent?.includes('已经有棋子'),
    );
    expect(await text(page, '[data-testid="notice"]')).toBe('h8：这个点已经有棋子了。');

    await page.click('[data-testid="offer-draw"]');
    await page.waitForSelector('[data-testid="draw-offer"]');
    expect(await text(page, '[data-testid="draw-offer"]')).toContain(
      '黑方提议和棋。白方：是否同意？',
    );
    expect(await text(page, '[data-testid="accept-draw"]')).toBe('同意');
    await page.click('[data-testid="decline-draw"]');
    await page.waitForSelector('[data-testid="draw-offer"]', { state: 'detached' });
    expect(await text(page, '[data-testid="notice"]')).toBe('白方拒绝了和棋提议。');
    expect(await text(page, '[data-testid="position"]')).toBe('第 8 / 8 手');

    await page.click('header a[href="/"]');
    await page.waitForSelector('[data-continue="gomoku"]');
    expect(await text(page, '#continue-title')).toBe('继续对局');
    const line = await text(page, '[data-continue="gomoku"]');
    expect(line).toContain('五子棋');
    expect(line).toContain('15×15 连珠（有禁手） · 第 8 手 · 双人对弈');
    await app.screenshot(page, 'games-i18n-home-continue');
    expect(pageErrors(page)).toEqual([]);
  });

  for (const [name, size] of SIZES)
    it(`plays to five in a row and shows the result in Chinese (${name})`, async () => {
      const page = await app.page('/gomoku', size, 'zh-CN');
      await page.waitForSelector('#gomoku-board');
      await newGomoku(page, 'freestyle', '10+5');
      for (let i = 0; i < 4; i++) {
        await page.click(gk(5 + i, 7));
        await page.click(gk(5 + i, 8));
      }
      await app.screenshot(page, `games-i18n-gomoku-${name}-clock`);
      await noOverflow(page);
      await page.click(gk(9, 7));
      await page.waitForSelector('[data-testid="result"]');
      expect(await text(page, '[data-testid="result"]')).toContain('黑方以五连获胜（f8–j8）。');
      expect(await text(page, '[data-testid="rematch"]')).toBe('再来一局');
      expect(await text(page, '[data-testid="announce"]')).toContain('黑方以五连获胜');
      await app.screenshot(page, `games-i18n-gomoku-${name}-result`);
      await noOverflow(page);
      // The dialog's custom clock fields, in Chinese.
      await page.click('[data-testid="result-new-game"]');
      await page.waitForSelector('dialog.gk-dialog[open]');
      await page.selectOption('select[name="time-preset"]', 'custom');
      await page.selectOption('select[name="time-kind"]', 'byoyomi');
      expect(await text(page, 'dialog.gk-dialog fieldset.tc')).toContain('读秒次数');
      expect(await text(page, '[data-testid="time-summary"]')).toBe('10 分钟 + 3 次 30 秒读秒');
      await app.screenshot(page, `games-i18n-gomoku-${name}-dialog`);
      await noOverflow(page);
      expect(pageErrors(page)).toEqual([]);
    });
});

describe('Chongzi in Chinese', () => {
  for (const [name, size] of SIZES)
    it(`a game with byo-yomi between two people: a refusal, a capture, a draw offer, resign (${name})`, async () => {
      const page = await app.page('/chongzi', size, 'zh-CN');
      await page.waitForSelector('#cz-board');
      expect(await text(page, 'h1')).toBe('冲子棋');
      await page.click('[data-testid="new-game"]');
      await page.waitForSelector('dialog.cz-dialog[open]');
      expect(await text(page, 'dialog.cz-dialog')).toContain('本机上的另一位棋手');
      await page.check('input[name="size"][value="5"]');
      await page.check('input[name="start"][value="fixed"]');
      await page.check('input[name="opponent"][value="person"]');
      await page.selectOption('select[name="time-preset"]', 'byo30');
      expect(await text(page, '[data-testid="time-summary"]')).toBe('3 次 30 秒读秒');
      await page.click('[data-testid="start-game"]');
      await page.waitForFunction(() => !document.querySelector('dialog.cz-dialog[open]'));
      expect(await text(page, '[data-testid="clock-black"]')).toContain('3 次读秒');
      expect(await text(page, '[data-testid="setup"]')).toContain('本机双人对弈');

      await page.click(cz(0, 0)); // a Blue piece on Red's turn
      expect(await text(page, '[data-testid="refusal"]')).toContain('请选择红方的棋子');
      await page.click(cz(1, 3));
      await page.click(cz(1, 2));
      await page.waitForFunction(() =>
        document.querySelector('[data-testid="announce"]')?.textContent?.includes('吃掉'),
      );
      expect(await text(page, '[data-testid="announce"]')).toBe(
        '红方 B2-B3，吃掉 D5 和 C4（二冲二，反斜线）。',
      );
      await page.waitForSelector('[data-testid="clock-white"][data-running]');
      await app.screenshot(page, `games-i18n-chongzi-${name}-clock`);
      await noOverflow(page);

      await page.click('[data-testid="offer-draw"]');
      expect(await text(page, '[data-testid="draw-offer"]')).toContain(
        '蓝方提议和棋。红方：是否同意？',
      );
      await page.click('[data-testid="decline-draw"]');
      await page.waitForSelector('[data-testid="draw-offer"]', { state: 'detached' });
      expect(await text(page, '[data-testid="refusal"]')).toBe('');

      await page.click('[data-testid="resign"]');
      expect(await text(page, '[data-testid="resign-confirm"]')).toBe('确定认输');
      await page.click('[data-testid="resign-confirm"]');
      await page.waitForSelector('[data-testid="end"][data-reason="resign"]');
      expect(await text(page, '[data-testid="end"]')).toMatch(/^对局结束。蓝方认输，红方胜。/);
      await app.screenshot(page, `games-i18n-chongzi-${name}-result`);
      await noOverflow(page);
      expect(pageErrors(page)).toEqual([]);
    });
});
