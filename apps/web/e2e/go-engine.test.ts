/**
 * Browser tests of GTP engines on the /go page: a 9×9 game against GNU Go (level 1)
 * through the server's bridge, an engine failure shown with Retry (nothing lost),
 * and the form when the server's engine list cannot be fetched.
 *
 * @example
 * ```sh
 * npx tsc -b && npm run build -w @qipan/web
 * npx vitest run --project browser apps/web/e2e/go-engine.test.ts
 * ```
 */
import { existsSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageErrors, appForFile } from './harness.js';
import { pt, text } from './go-helpers.js';

const GNUGO = '/usr/games/gnugo';
const hasGnugo = existsSync(GNUGO) && process.env.QIPAN_GNUGO !== 'off';

const app = appForFile();

const stones = (page: Page, color: string): Promise<number> =>
  page.$$eval(`#go-board [data-stone="${color}"]`, (els) => els.length);

async function startAgainstGnugo(page: Page, shot?: string): Promise<void> {
  const form = '[data-testid="new-game-form"]';
  if (!(await page.isVisible(form))) await page.click('summary:has-text("New game")');
  await page.waitForSelector('input[name="go-opponent"][value="engine:gnugo"]');
  await page.selectOption('#go-size', '9');
  await page.check('input[name="go-opponent"][value="engine:gnugo"]');
  await page.selectOption('#go-engine-color', 'white');
  await page.selectOption('#go-engine-level', '1');
  if (shot) await app.screenshot(page, shot);
  await page.click('[data-testid="start-game"]');
  await page.waitForSelector('#go-board[data-width="9"]');
}

/** Waits until it is the person's move (GNU Go answered) or an engine error shows. */
async function waitForPerson(page: Page): Promise<string> {
  await page.waitForFunction(() => {
    const t = document.querySelector('[data-testid="status"]')?.textContent ?? '';
    return (
      /\(you\)|counting|Game over/.test(t) ||
      !!document.querySelector('[data-testid="engine-error"]')
    );
  });
  return text(page, 'status');
}

describe.skipIf(!hasGnugo)('/go against GNU Go on the server', () => {
  it('plays a 9×9 game: our stones, then GNU Go’s replies', async () => {
    const page = await app.page('/go');
    await startAgainstGnugo(page, 'go-gnugo-form');
    expect(await text(page, 'status')).toContain('Black to play (you)');
    // GNU Go picks its own random seed, so its replies vary: play three stones on the
    // first of these points that are still free.
    let played = 0;
    for (const [x, y] of [
      [4, 4],
      [2, 6],
      [6, 2],
      [6, 6],
      [2, 2],
      [4, 6],
      [4, 2],
    ] as const) {
      if (played === 3) break;
      await waitForPerson(page);
      if ((await page.getAttribute(pt(x, y), 'data-stone')) !== null) continue;
      played++;
      const whiteBefore = await stones(page, 'white');
      await page.click(pt(x, y));
      expect(await page.getAttribute(pt(x, y), 'data-stone')).toBe('black');
      await waitForPerson(page);
      expect(await page.$('[data-testid="engine-error"]')).toBeNull();
      // GNU Go answered with a stone (level 1 does not pass this early).
      expect(await stones(page, 'white')).toBe(whiteBefore + 1);
      expect(await text(page, 'announce')).toMatch(/^GNU Go: White [A-HJ]\d\./);
    }
    expect(await stones(page, 'black')).toBe(3);
    const facts = (await page.textContent('[aria-labelledby="rules-title"]')) ?? '';
    expect(facts).toContain('GNU Go on the server, level 1, plays white');
    await app.screenshot(page, 'go-gnugo-game');
    expect(pageErrors(page)).toEqual([]);
  });

  it('shows an engine failure with Retry, and the game goes on after it', async () => {
    const page = await app.page('/go');
    let failures = 1;
    await page.route('**/api/go/engines/gnugo/genmove', async (route) => {
      if (failures-- > 0) {
        await route.fulfill({
          status: 504,
          contentType: 'application/json',
          body: JSON.stringify({
            error: { reason: 'engine-timeout', message: 'no answer to "genmove" within 30.0 s' },
          }),
        });
      } else await route.continue();
    });
    await startAgainstGnugo(page);
    await page.click(pt(4, 4));
    await page.waitForSelector('[data-testid="engine-error"]');
    expect(await text(page, 'engine-error')).toContain(
      'GNU Go failed: the engine took too long to answer',
    );
    expect(await page.getAttribute(pt(4, 4), 'data-stone')).toBe('black'); // nothing lost
    await app.screenshot(page, 'go-gnugo-error');
    await page.click('[data-testid="engine-retry"]');
    await page.waitForFunction(
      () => document.querySelectorAll('#go-board [data-stone="white"]').length === 1,
    );
    expect(await page.$('[data-testid="engine-error"]')).toBeNull();
    expect(await waitForPerson(page)).toContain('(you)');
  });
});

describe('/go when the server lists no engines', () => {
  it('says that server engines are unavailable and still offers the bot', async () => {
    const page = await app.page('/go');
    await page.route('**/api/go/engines', (route) => route.abort());
    await page.reload();
    await page.waitForSelector('[data-testid="engines-note"]');
    expect(await text(page, 'engines-note')).toBe('Server engines unavailable.');
    expect(await page.$('input[name="go-opponent"][value^="engine:"]')).toBeNull();
    expect(await page.isEnabled('input[name="go-opponent"][value="bot"]')).toBe(true);
  });

  it('explains how to add engines when the list is empty', async () => {
    const page = await app.page('/go');
    await page.route('**/api/go/engines', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"engines":[]}' }),
    );
    await page.reload();
    await page.waitForSelector('[data-testid="engines-note"]');
    expect(await text(page, 'engines-note')).toBe(
      'No GTP engines on this server: install gnugo, or list engines in qipan.config.json.',
    );
  });
});

if (!hasGnugo)
  console.warn(`GNU Go browser tests skipped: ${GNUGO} is not installed (or QIPAN_GNUGO=off)`);
