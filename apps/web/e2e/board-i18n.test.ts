/**
 * Browser tests of the boards' accessible names in both languages: a zh-CN browser gets
 * Chinese names for the Go, Gomoku, Chongzi and N-Queens points (coordinates unchanged),
 * an en-US browser today's English ones.
 *
 * @example
 * ```sh
 * npm run build -w @qipan/web && npx vitest run --project browser apps/web/e2e/board-i18n.test.ts
 * ```
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageErrors, appForFile } from './harness.js';

const VIEW = { width: 1280, height: 900 };

const app = appForFile();

const label = async (page: Page, sel: string): Promise<string> => {
  await page.waitForSelector(sel);
  return (await page.getAttribute(sel, 'aria-label')) ?? '';
};

/** The corner point's name and the board's size, once the board is drawn. */
async function corner(page: Page, board: string): Promise<{ name: string; size: number }> {
  const name = await label(page, `${board} [data-point="0,0"]`);
  const size = await page.$$eval(`${board} [role="row"]`, (rows) => rows.length);
  return { name, size };
}

const LOCALES = [
  {
    locale: 'zh-CN',
    lang: 'zh-CN',
    goBoard: (n: number) => `${n} × ${n} 围棋棋盘`,
    empty: (point: string) => `${point}，空`,
    chongziCorner: /^A[45]，(红子|蓝子)(，|$)/,
    queen: 'a8，皇后',
    attacked: 'b8，空，受攻击',
  },
  {
    locale: 'en-US',
    lang: 'en',
    goBoard: (n: number) => `Go board, ${n} by ${n}`,
    empty: (point: string) => `${point}, empty`,
    chongziCorner: /^A[45], (red|blue) piece(, |$)/,
    queen: 'a8, queen',
    attacked: 'b8, empty, attacked',
  },
] as const;

describe.each(LOCALES)('board names in $locale', (l) => {
  it('Go: the board and an empty point', async () => {
    const page = await app.page('/go', VIEW, l.locale);
    const { name, size } = await corner(page, '#go-board');
    expect(await page.evaluate(() => document.documentElement.lang)).toMatch(
      new RegExp(`^${l.lang}`),
    );
    expect(await label(page, '#go-board')).toBe(l.goBoard(size));
    // Go letters skip I: the top-left point of 9/13/19 is A9/A13/A19.
    expect(name).toBe(l.empty(`A${size}`));
    expect(pageErrors(page)).toEqual([]);
  });

  it('Gomoku: an empty point', async () => {
    const page = await app.page('/gomoku', VIEW, l.locale);
    const { name, size } = await corner(page, '#gomoku-board');
    expect(name).toBe(l.empty(`a${size}`));
    expect(pageErrors(page)).toEqual([]);
  });

  it('Chongzi: a piece in the corner', async () => {
    const page = await app.page('/chongzi', VIEW, l.locale);
    const { name } = await corner(page, '#cz-board');
    expect(name).toMatch(l.chongziCorner);
    expect(pageErrors(page)).toEqual([]);
  });

  it('N-Queens: a queen and an attacked square', async () => {
    const page = await app.page('/queens', VIEW, l.locale);
    const a8 = '#play-board [data-point="0,0"]';
    await page.waitForSelector(a8);
    await page.click(a8);
    await page.waitForSelector(`${a8}[data-queen="true"]`);
    expect(await label(page, a8)).toBe(l.queen);
    expect(await label(page, '#play-board [data-point="1,0"]')).toBe(l.attacked);
    expect(pageErrors(page)).toEqual([]);
  });
});
