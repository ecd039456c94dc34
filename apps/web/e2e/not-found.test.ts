/**
 * Browser test of unknown paths: the server answers them with status 404 and the app,
 * which shows its not-found page (in English and in Chinese); the app's pages answer 200.
 *
 * @example
 * ```sh
 * npm run build -w @qipan/web && npx vitest run --project browser apps/web/e2e/not-found.test.ts
 * ```
 */
import { describe, expect, it } from 'vitest';
import { appForFile } from './harness.js';

const app = appForFile();

/** Opens `path` in a new page of a browser in `locale`: the status and the page's h1. */
async function open(path: string, locale: string): Promise<{ status: number; h1: string }> {
  const context = await app.browser.newContext({ locale });
  try {
    const page = await context.newPage();
    const response = await page.goto(`http://127.0.0.1:${app.server.port}${path}`);
    await page.waitForSelector('main h1');
    return { status: response?.status() ?? 0, h1: (await page.textContent('main h1')) ?? '' };
  } finally {
    await context.close();
  }
}

describe('the not-found page', () => {
  it('answers 404 with the not-found page, in English and Chinese', async () => {
    for (const path of ['/nowhere', '/go/review', '/%ZZ']) {
      expect(await open(path, 'en-US'), path).toEqual({ status: 404, h1: 'Page not found' });
      expect(await open(path, 'zh-CN'), path).toEqual({ status: 404, h1: '页面不存在' });
    }
  });

  it('answers 200 on the pages of the app', async () => {
    for (const path of ['/', '/queens', '/go', '/gomoku/', '/chongzi']) {
      const { status, h1 } = await open(path, 'en-US');
      expect(status, path).toBe(200);
      expect(h1, path).not.toBe('Page not found');
    }
  });
});
