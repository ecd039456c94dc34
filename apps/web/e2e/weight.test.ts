/**
 * The split app in Chromium: every page loads its own chunk and works (no page error,
 * its board shows); the home page downloads no game page's chunk and no TypeBox (online
 * play only); hovering a link fetches that page's chunk before the click; a slow chunk
 * shows a polite loading note, a fast one none; a chunk that fails to load (a network
 * drop, or a deploy that removed it) shows an error with Retry, and Retry loads the page.
 *
 * @example
 * ```sh
 * npx tsc -b && npm run build -w @qipan/web && npx vitest run --project browser apps/web/e2e/weight.test.ts
 * ```
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appForFile, pageErrors } from './harness.js';

const app = appForFile();

/** The chunk names of the game pages (Vite names a chunk after its first module). */
const GAME_CHUNK = /\/assets\/(QueensPage|GoPage|GomokuPage|ChongziPage)-[\w-]+\.js$/;
const SCHEMAS_CHUNK = /\/assets\/protocol-schemas-[\w-]+\.js$/;

/** Collects the URLs of every script the page requests from now on. */
function scriptsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.js')) urls.push(new URL(r.url()).pathname);
  });
  return urls;
}

/** A new page (own context) that records scripts and errors from its very first request. */
async function openRecording(
  path: string,
): Promise<{ page: Page; scripts: string[]; errors: string[] }> {
  const context = await app.browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const scripts = scriptsOf(page);
  await page.goto(new URL(path, app.server.url).href);
  return { page, scripts, errors };
}

const PAGES = [
  { path: '/queens', chunk: 'QueensPage' },
  { path: '/go', chunk: 'GoPage' },
  { path: '/gomoku', chunk: 'GomokuPage' },
  { path: '/chongzi', chunk: 'ChongziPage' },
] as const;

describe('pages after the split', () => {
  it('the home page loads no game page and no TypeBox', async () => {
    const { page, scripts, errors } = await openRecording('/');
    await page.waitForSelector('.game-grid [data-game="go"]');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => GAME_CHUNK.test(s) || SCHEMAS_CHUNK.test(s))).toEqual([]);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(errors).toEqual([]);
  });

  for (const { path, chunk } of PAGES) {
    it(`${path} loads its own chunk only and shows its board`, async () => {
      const { page, scripts, errors } = await openRecording(path);
      await page.waitForSelector('[data-point="0,0"]');
      await page.waitForLoadState('networkidle');
      // (A page may have two chunks of its name: Vite splits off a tiny shared part.)
      const games = new Set(scripts.map((s) => GAME_CHUNK.exec(s)?.[1]).filter(Boolean));
      expect([...games]).toEqual([chunk]);
      expect(scripts.filter((s) => SCHEMAS_CHUNK.test(s))).toEqual([]);
      expect(await page.title()).not.toBe('');
      expect(errors).toEqual([]);
    });
  }

  it('fetches a page on hover, then shows it without a loading note', async () => {
    const { page, scripts, errors } = await openRecording('/');
    await page.waitForSelector('.game-grid [data-game="go"]');
    await page.waitForLoadState('networkidle');
    expect(scripts.some((s) => s.includes('/GomokuPage-'))).toBe(false);
    await page.hover('nav a[href="/gomoku"]');
    await page.waitForLoadState('networkidle');
    expect(scripts.some((s) => s.includes('/GomokuPage-'))).toBe(true);
    // Any "Loading…" from now on would be a flash.
    await page.evaluate(() => {
      const w = window as Window & { sawLoading?: boolean };
      w.sawLoading = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="page-loading"] p')) w.sawLoading = true;
      }).observe(document.body, { subtree: true, childList: true });
    });
    await page.click('nav a[href="/gomoku"]');
    await page.waitForSelector('[data-point="0,0"]');
    expect(
      await page.evaluate(() => (window as Window & { sawLoading?: boolean }).sawLoading),
    ).toBe(false);
    expect(errors).toEqual([]);
  });

  it('says "Loading…" (a polite status) while a slow chunk arrives', async () => {
    const page = await app.page('/');
    await page.waitForSelector('.game-grid [data-game="go"]');
    await page.route(/\/assets\/ChongziPage-[\w-]+\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.click('nav a[href="/chongzi"]');
    const note = page.locator('[data-testid="page-loading"]');
    expect(await note.getAttribute('role')).toBe('status');
    await page.waitForSelector('[data-testid="page-loading"] p');
    expect(await note.textContent()).toBe('Loading…');
    await page.waitForSelector('[data-point="0,0"]');
    expect(await note.count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });

  it('shows an error with Retry when a chunk fails, and Retry loads the page', async () => {
    const page = await app.page('/');
    await page.waitForSelector('.game-grid [data-game="go"]');
    const chunk = /\/assets\/QueensPage-[\w-]+\.js$/;
    await page.route(chunk, (route) => route.abort('internetdisconnected'));
    await page.click('nav a[href="/queens"]');
    const failed = page.locator('[data-testid="page-load-failed"]');
    await failed.waitFor();
    expect(await failed.getAttribute('role')).toBe('alert');
    expect(await failed.locator('h1').textContent()).toBe('This page could not be loaded');
    // The header and the navigation still work.
    expect(await page.locator('nav a[href="/queens"]').getAttribute('aria-current')).toBe('page');
    await page.unroute(chunk);
    await page.click('[data-testid="page-retry"]');
    await page.waitForSelector('[data-point="0,0"]');
    expect(await failed.count()).toBe(0);
  });

  it('keeps the language switch working on a lazy page, without a reload', async () => {
    const page = await app.page('/queens');
    await page.waitForSelector('[data-point="0,0"]');
    await page.evaluate(
      () => ((window as Window & { sameDocument?: boolean }).sameDocument = true),
    );
    await page.selectOption('[data-testid="language"]', 'zh');
    await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
    await page.waitForFunction(() => document.title.startsWith('N 皇后'));
    expect(await page.locator('nav a[href="/go"]').textContent()).toBe('围棋');
    // Then another page, in Chinese from its first paint.
    await page.click('nav a[href="/gomoku"]');
    await page.waitForSelector('[data-point="0,0"]');
    expect(await page.title()).toContain('五子棋');
    expect(
      await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });
});
