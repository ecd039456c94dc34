/**
 * Browser-test harness: the real server on 127.0.0.1 (a free port) serving the built
 * app, and Debian's Chromium driven by playwright-core (no browser download).
 *
 * @example
 * ```ts
 * const h = await openApp();
 * const page = await h.page('/queens');
 * await page.click('[data-square="0,0"]');
 * await h.close();
 *
 * // or, in a test file: open before its tests, close after them
 * const app = appForFile();
 * it('…', async () => { await noOverflow(await app.page('/go')); });
 * ```
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../../../scripts/chromium.mjs';
import { startServer, type RunningServer, type ServerOptions } from '../../server/src/main.js';

export { CHROMIUM, CHROMIUM_ARGS };
export const SCREENSHOTS = fileURLToPath(
  new URL('../../../.test-results/screenshots/', import.meta.url),
);

export interface App {
  readonly server: RunningServer;
  readonly browser: Browser;
  /**
   * A new page (own context) at `path`, with the given viewport and browser locale
   * (`navigator.language(s)` and Accept-Language; Chromium's default en-US if omitted).
   */
  page(path: string, viewport?: { width: number; height: number }, locale?: string): Promise<Page>;
  /**
   * A new page (own context with `options`: colour scheme, touch, viewport, …) at `path`,
   * with `stored` put in localStorage before the app starts.
   */
  pageWith(
    path: string,
    options: BrowserContextOptions,
    stored?: Readonly<Record<string, string>>,
  ): Promise<Page>;
  /**
   * Like `pageWith`, but a game page opening with its new-game choice keeps it open
   * (`page` and `pageWith` cancel it: the page's default game stays, as before the choice).
   */
  pageWithChoice(
    path: string,
    options: BrowserContextOptions,
    stored?: Readonly<Record<string, string>>,
  ): Promise<Page>;
  screenshot(page: Page, name: string): Promise<string>;
  close(): Promise<void>;
}

/** Opens the app; `server` adds options of the server (e.g. a short `abandonMs`). */
export async function openApp(server_: Partial<ServerOptions> = {}): Promise<App> {
  const server = await startServer({ ...server_, port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${server.port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
  const contexts: BrowserContext[] = [];
  mkdirSync(SCREENSHOTS, { recursive: true });
  const app: App = {
    server,
    browser,
    page(path, viewport = { width: 1200, height: 900 }, locale) {
      return app.pageWith(path, locale ? { viewport, locale } : { viewport });
    },
    async pageWith(path, options, stored = {}) {
      const page = await app.pageWithChoice(path, options, stored);
      await skipChoice(page);
      return page;
    },
    async pageWithChoice(path, options, stored = {}) {
      const context = await browser.newContext({
        viewport: { width: 1200, height: 900 },
        ...options,
      });
      contexts.push(context);
      const entries = Object.entries(stored);
      if (entries.length > 0)
        await context.addInitScript((kv: [string, string][]) => {
          for (const [k, v] of kv) localStorage.setItem(k, v);
        }, entries);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      (page as Page & { qipanErrors?: string[] }).qipanErrors = errors;
      await page.goto(base + path);
      await pageShown(page, { keepChoice: true });
      return page;
    },
    async screenshot(page, name) {
      const file = join(SCREENSHOTS, `${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      return file;
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => undefined);
      await browser.close();
      await server.close();
    },
  };
  return app;
}

/**
 * Waits until the app shows its page: pages are chunks loaded on demand, so right after
 * the load event the page may not be there yet (a response that is not the app passes).
 * A game page's new-game choice is cancelled unless `keepChoice` (the tests written
 * before it play the page's default game).
 */
export async function pageShown(
  page: Page,
  { keepChoice = false }: { readonly keepChoice?: boolean } = {},
): Promise<void> {
  await page.waitForFunction(
    () =>
      document.getElementById('root') === null ||
      (document.getElementById('main') !== null &&
        document.querySelector('[data-testid="page-loading"]') === null),
  );
  // A game page with no game to continue opens with its new-game choice.
  if (!keepChoice) await skipChoice(page);
}

/**
 * Cancels the new-game choice a game page opens with when there is no game to
 * continue (the tests written before it play the page's default game).
 */
export async function skipChoice(page: Page): Promise<void> {
  if (await page.$('section[data-choice="open"]'))
    await page.click('dialog[open] [data-testid="cancel-game"]');
}

/** Errors the page logged (uncaught exceptions and console.error). */
export const pageErrors = (page: Page): string[] =>
  (page as Page & { qipanErrors?: string[] }).qipanErrors ?? [];

/**
 * The app for one test file: opened in `beforeAll`, closed in `afterAll`. The returned
 * object stands for it (use it inside tests, not at the file's top level).
 */
export function appForFile(server: Partial<ServerOptions> = {}): App {
  let opened: App | undefined;
  beforeAll(async () => {
    opened = await openApp(server);
  });
  afterAll(async () => {
    await opened?.close();
  });
  const the = (): App => {
    if (!opened) throw new Error('the app is not open yet (use it inside a test)');
    return opened;
  };
  return {
    get server() {
      return the().server;
    },
    get browser() {
      return the().browser;
    },
    page: (path, viewport, locale) => the().page(path, viewport, locale),
    pageWith: (path, options, stored) => the().pageWith(path, options, stored),
    pageWithChoice: (path, options, stored) => the().pageWithChoice(path, options, stored),
    screenshot: (page, name) => the().screenshot(page, name),
    close: () => the().close(),
  };
}

/** Expects the page not to scroll sideways (its content fits the viewport's width). */
export async function noOverflow(page: Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}
