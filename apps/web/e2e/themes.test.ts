/**
 * Themes in Chromium: the page follows the system's colour scheme (emulated), the
 * header's appearance control overrides it and the choice survives a reload, the board
 * themes change every board's colours (Go, Gomoku, Chongzi, N-Queens), and the stored
 * choice is on <html> before the body exists (no flash of the other theme).
 *
 * @example
 * ```sh
 * npx tsc -b && npm run build -w @qipan/web && npx vitest run --project browser apps/web/e2e/themes.test.ts
 * ```
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appForFile, pageErrors, pageShown } from './harness.js';

const app = appForFile();
/** A page at `path` in a new context whose system colour scheme is `scheme`. */
const open = (path: string, scheme: 'light' | 'dark'): Promise<Page> =>
  app.pageWith(path, { colorScheme: scheme });

/** Relative luminance (WCAG) of a computed `rgb(…)` colour. */
function luminance(css: string): number {
  const m = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(css);
  if (!m) throw new Error(`not an rgb colour: ${css}`);
  const [r, g, b] = [m[1], m[2], m[3]].map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** The page's background and text colours, and the header's. */
const colours = (page: Page) =>
  page.evaluate(() => {
    const css = (el: Element | null, p: string): string =>
      el ? getComputedStyle(el).getPropertyValue(p) : '';
    return {
      bg: css(document.documentElement, 'background-color'),
      text: css(document.documentElement, 'color'),
      header: css(document.querySelector('.site-header'), 'background-color'),
      headerText: css(document.querySelector('.nav a'), 'color'),
      theme: document.documentElement.dataset.theme,
      board: document.documentElement.dataset.boardTheme,
    };
  });

async function chooseTheme(page: Page, name: 'qipan-theme' | 'qipan-board-theme', v: string) {
  await page.click('[data-testid="look"] summary');
  await page.check(`input[name="${name}"][value="${v}"]`);
  await page.keyboard.press('Escape');
}

describe('page themes', () => {
  it('follow the system colour scheme: light on light, dark on dark, readable in both', async () => {
    const light = await colours(await open('/', 'light'));
    const dark = await colours(await open('/', 'dark'));
    expect(light.theme).toBe('system');
    expect(dark.theme).toBe('system');
    expect(luminance(light.bg)).toBeGreaterThan(0.8);
    expect(luminance(dark.bg)).toBeLessThan(0.02);
    expect(luminance(dark.header)).toBeLessThan(0.05);
    for (const c of [light, dark]) {
      expect(contrast(c.text, c.bg)).toBeGreaterThan(7);
      expect(contrast(c.headerText, c.header)).toBeGreaterThan(4.5);
    }
  });

  it('the switch overrides the system, is stored, survives a reload and goes back to System', async () => {
    const page = await open('/go', 'dark');
    expect(luminance((await colours(page)).bg)).toBeLessThan(0.02);
    await chooseTheme(page, 'qipan-theme', 'light');
    expect((await colours(page)).theme).toBe('light');
    expect(luminance((await colours(page)).bg)).toBeGreaterThan(0.8);
    expect(await page.evaluate(() => localStorage.getItem('qipan.theme'))).toBe('light');
    // The browser's own bars follow: only the light theme-color applies.
    expect(
      await page.$$eval('meta[name="theme-color"]', (ms) => ms.map((m) => m.getAttribute('media'))),
    ).toEqual(['all', 'not all']);
    // Escape closed the panel.
    expect(await page.isVisible('input[name="qipan-theme"]')).toBe(false);

    await page.reload();
    await pageShown(page);
    expect(luminance((await colours(page)).bg)).toBeGreaterThan(0.8);
    await page.click('[data-testid="look"] summary');
    expect(await page.isChecked('input[name="qipan-theme"][value="light"]')).toBe(true);
    await page.check('input[name="qipan-theme"][value="system"]');
    expect(luminance((await colours(page)).bg)).toBeLessThan(0.02);
    // A click outside closes the panel.
    await page.click('h1');
    expect(await page.isVisible('input[name="qipan-theme"]')).toBe(false);

    // Dark on a light system.
    const other = await open('/', 'light');
    await chooseTheme(other, 'qipan-theme', 'dark');
    expect(luminance((await colours(other)).bg)).toBeLessThan(0.02);
    expect(pageErrors(page)).toEqual([]);
    expect(pageErrors(other)).toEqual([]);
  });

  it('is on <html> before the body exists: no flash of the other theme', async () => {
    const page = await open('/', 'light');
    await chooseTheme(page, 'qipan-theme', 'dark');
    await chooseTheme(page, 'qipan-board-theme', 'contrast');
    await page.addInitScript(() => {
      const w = window as Window & { seen?: string[] };
      w.seen = [];
      const note = (when: string): void => {
        const d = document.documentElement;
        w.seen?.push(`${when} ${d.dataset.theme} ${d.dataset.boardTheme}`);
      };
      new MutationObserver((_, o) => {
        if (document.body) {
          note('body');
          o.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
      document.addEventListener('DOMContentLoaded', () => note('ready'));
    });
    await page.reload();
    await pageShown(page);
    const seen = await page.evaluate(() => (window as Window & { seen?: string[] }).seen);
    expect(seen).toEqual(['body dark contrast', 'ready dark contrast']);
    // The first paint's background was the dark one: the CSS is render-blocking, and the
    // attribute was there before it applied.
    expect(luminance((await colours(page)).bg)).toBeLessThan(0.02);
  });
});

/** A board's computed colours: its frame, a light cell, and a stone or piece. */
const boardColours = (page: Page, board: string) =>
  page.evaluate((sel) => {
    const board = document.querySelector(sel)?.closest('.qb-board');
    const css = (q: string, p: string): string => {
      const el = board?.querySelector(q);
      return el ? getComputedStyle(el).getPropertyValue(p) : '';
    };
    return {
      frame: css('.qb-frame', 'background-color'),
      coord: css('.qb-coords', 'color'),
      square: css('.qb-cell--light', 'background-color'),
      line: css('.qb-lines__grid', 'stroke'),
    };
  }, board);

describe('board themes', () => {
  it('change the colours of every board, and are stored', async () => {
    const page = await open('/go', 'light');
    const boards: [string, string][] = [
      ['/go', '#go-board'],
      ['/gomoku', '#gomoku-board'],
      ['/chongzi', '#cz-board'],
      ['/queens', '.qb-board'],
    ];
    const seen = new Map<string, string[]>();
    for (const theme of ['wood', 'flat', 'contrast']) {
      await page.goto(`http://127.0.0.1:${app.server.port}/`);
      await pageShown(page);
      await chooseTheme(page, 'qipan-board-theme', theme);
      for (const [path, board] of boards) {
        await page.goto(`http://127.0.0.1:${app.server.port}${path}`);
        await pageShown(page);
        await page.waitForSelector(board);
        expect((await colours(page)).board).toBe(theme);
        const c = await boardColours(page, board);
        const key = JSON.stringify(c);
        seen.set(path, [...(seen.get(path) ?? []), key]);
        // Coordinates stay readable on their frame in every theme (WCAG AA).
        expect(contrast(c.coord, c.frame), `${theme} ${path}`).toBeGreaterThan(4.5);
        if (theme === 'contrast') {
          if (path === '/queens') {
            expect(c.frame).toBe('rgb(0, 0, 0)');
            expect(c.square).toBe('rgb(255, 255, 255)');
          } else {
            expect(c.frame).toBe('rgb(255, 255, 255)');
            expect(c.line).toBe('rgb(0, 0, 0)');
          }
        }
      }
    }
    // Three themes, three looks on each board.
    for (const [path, keys] of seen) expect(new Set(keys).size, path).toBe(3);
    expect(await page.evaluate(() => localStorage.getItem('qipan.boardTheme'))).toBe('contrast');
    expect(pageErrors(page)).toEqual([]);
  });

  it('keeps the last move visible on either stone in high contrast', async () => {
    const page = await open('/gomoku', 'dark');
    await chooseTheme(page, 'qipan-board-theme', 'contrast');
    const cell = (x: number, y: number): string => `#gomoku-board [data-point="${x},${y}"]`;
    const mark = (x: number, y: number) =>
      page.evaluate(
        (sel) => {
          const cellEl = document.querySelector(sel);
          const m = cellEl?.querySelector('.qb-marker--last');
          const stone = cellEl?.querySelector('.qb-stone');
          if (!m || !stone) return undefined;
          return {
            mark: getComputedStyle(m).color,
            stone: getComputedStyle(stone).backgroundColor,
            width: getComputedStyle(m.querySelector('svg') as Element).strokeWidth,
          };
        },
        cell(x, y),
      );
    await page.click(cell(7, 7));
    const onBlack = await mark(7, 7);
    await page.click(cell(8, 8));
    const onWhite = await mark(8, 8);
    expect(onBlack).toBeDefined();
    expect(onWhite).toBeDefined();
    for (const m of [onBlack, onWhite]) {
      expect(contrast(m?.mark ?? '', m?.stone ?? ''), JSON.stringify(m)).toBeGreaterThan(4.5);
      expect(m?.width).toBe('3px');
    }
  });
});
