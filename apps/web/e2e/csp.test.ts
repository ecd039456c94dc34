/**
 * The server's Content-Security-Policy against the built app in Chromium: the pages
 * load and run with no violation, an AI worker starts, WebAssembly compiles (the
 * N-Queens count kernel), and a WebSocket to the same host is allowed by
 * `connect-src 'self'`.
 *
 * @example
 * ```sh
 * npx tsc -b && npm run build -w @qipan/web && npx vitest run --project browser apps/web/e2e/csp.test.ts
 * ```
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appForFile, pageErrors } from './harness.js';

const app = appForFile();

/** Records every CSP violation of the page (from its first script on). */
async function watchViolations(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as Window & { cspViolations?: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.cspViolations?.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
}

const violations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as Window & { cspViolations?: string[] }).cspViolations ?? []);

describe('the Content-Security-Policy', () => {
  it('lets the home page and the Go page run without a violation', async () => {
    for (const path of ['/', '/go', '/gomoku', '/queens']) {
      const page = await app.page(path);
      await page.waitForSelector('#root > *');
      await watchViolations(page);
      const response = await page.reload();
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await page.waitForSelector('#root > *');
      await watchViolations(page);
      // Something that uses styles and the board after start-up.
      await page.waitForTimeout(300);
      expect(await violations(page), path).toEqual([]);
      expect(
        pageErrors(page).filter((e) => /Content.Security.Policy|Refused to/i.test(e)),
        path,
      ).toEqual([]);
    }
  });

  it("lets the N-Queens count compile its WebAssembly kernel ('wasm-unsafe-eval')", async () => {
    const page = await app.page('/queens');
    await page.waitForSelector('#root > *');
    await watchViolations(page);
    // The smallest module (magic and version), compiled as a count worker does.
    const outcome = await page.evaluate(() => {
      try {
        new WebAssembly.Module(new Uint8Array([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]));
        return 'compiled';
      } catch (e) {
        return String(e);
      }
    });
    expect(outcome).toBe('compiled');
    expect(await violations(page)).toEqual([]);
  });

  it('allows a WebSocket to the same host (connect-src self)', async () => {
    const page = await app.page('/go');
    await page.waitForSelector('#root > *');
    await watchViolations(page);
    const outcome = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          let blocked = false;
          document.addEventListener('securitypolicyviolation', () => (blocked = true));
          try {
            const ws = new WebSocket(`ws://${location.host}/api/nothing/ws`);
            ws.onopen = () => resolve('open');
            // No such route (it opens, then closes; or it fails): either way the browser tried.
            ws.onerror = () => setTimeout(() => resolve(blocked ? 'blocked' : 'tried'), 100);
          } catch (e) {
            resolve(`threw ${String(e)}`);
          }
        }),
    );
    expect(['open', 'tried']).toContain(outcome);
    expect(await violations(page)).toEqual([]);
  });
});
