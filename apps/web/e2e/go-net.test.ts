/**
 * The Go network in the browser: the page loads without it; the first AI move fetches
 * onnxruntime-web's WebAssembly and the model, and the network plays; the score estimate
 * shows while playing; at the count the dead stones are marked; in English and Chinese.
 */
import { describe, expect, it } from 'vitest';
import { appForFile } from './harness.js';
import { pt, startGo, text } from './go-helpers.js';
import type { Page } from 'playwright-core';

const app = appForFile();

const ourTurn = (page: Page): Promise<unknown> =>
  page.waitForFunction(
    () => {
      const s = document.querySelector('[data-testid="status"]')?.textContent ?? '';
      return (
        s.includes('(you)') ||
        s.includes('（你）') ||
        document.querySelector('[data-testid="score-breakdown"]') !== null
      );
    },
    undefined,
    { timeout: 60_000 },
  );

/** Plays Black's moves (then passes) against the network until both pass. */
async function playOut(page: Page, moves: readonly [number, number][]): Promise<void> {
  for (let i = 0; i < 80; i++) {
    await ourTurn(page);
    if (await page.$('[data-testid="score-breakdown"]')) return;
    let played = false;
    for (const [x, y] of moves) {
      if ((await page.getAttribute(pt(x, y), 'data-stone')) !== null) continue;
      await page.click(pt(x, y));
      await page.waitForTimeout(50);
      // A refused point (suicide, ko) leaves the turn with us: try the next one.
      const status = await text(page, 'status');
      if (!status.includes('(you)') && !status.includes('（你）')) {
        played = true;
        break;
      }
    }
    if (!played) await page.click('[data-testid="pass"]');
  }
}

/** Black's plan on 9×9: a wall on the fourth line, then passes. */
const PLAN: [number, number][] = [
  [2, 2],
  [6, 6],
  [2, 6],
  [6, 2],
  [4, 4],
  [3, 3],
  [5, 5],
  [3, 5],
  [5, 3],
  [4, 2],
  [4, 6],
  [2, 4],
  [6, 4],
];

describe('the Go network in the browser', () => {
  for (const [lang, estimateWord] of [
    ['en-US', 'Estimate'],
    ['zh-CN', '估计'],
  ] as const) {
    it(`plays a 9×9 game against the network to the count, with the estimate (${lang})`, async () => {
      const page = await app.page('/go', { width: 1280, height: 900 }, lang);
      const fetched: string[] = [];
      page.on('request', (r) => {
        if (/\.wasm$|\.bin-[^/]*\.gz$/.test(r.url())) fetched.push(r.url());
      });
      await startGo(page, { size: 9, opponent: 'bot', time: 'none' });
      // Level 6 (the network's policy; levels 1–3 are the pattern bot's): a new game at it.
      await page.click('summary:has-text("New game"), summary:has-text("新对局")');
      await page.selectOption('#go-level', '6');
      await page.click('[data-testid="start-game"]');
      await page.waitForSelector('#go-board[data-width="9"]');
      // The page and the form load neither the runtime nor the model.
      expect(fetched).toEqual([]);
      await page.check('[data-testid="estimate-toggle"]');
      await playOut(page, PLAN);
      await page.waitForSelector('[data-testid="score-breakdown"]');
      expect(fetched.some((u) => u.endsWith('.wasm'))).toBe(true);
      expect(fetched.some((u) => /g170-b6c96.*\.gz$/.test(u))).toBe(true);
      await app.screenshot(page, `go-net-count-${lang}`);
      await page.click('[data-testid="accept"]');
      await page.waitForSelector('[data-testid="result"][data-reason="score"]');
      expect(await text(page, 'result-text')).toMatch(/[BW]\+\d/);
      await app.screenshot(page, `go-net-result-${lang}`);
    }, 180_000);

    it(`shows the score estimate while playing, labelled as one (${lang})`, async () => {
      const page = await app.page('/go', { width: 1280, height: 900 }, lang);
      await startGo(page, { size: 9, opponent: 'person', time: 'none' });
      await page.check('[data-testid="estimate-toggle"]');
      await page.click(pt(4, 4));
      await page.waitForFunction(
        (word) =>
          (document.querySelector('[data-testid="score-estimate"]')?.textContent ?? '').includes(word) &&
          document.querySelector('[data-testid="score-estimate"]')?.hasAttribute('data-eval-ms') === true,
        estimateWord,
        { timeout: 60_000 },
      );
      const said = await text(page, 'score-estimate');
      // One Black stone in the centre of 9×9 with komi: a close game, one way or the other.
      expect(said).toMatch(lang === 'en-US' ? /Estimate: (Black|White) leads by|even game/ : /估计：/);
      await app.screenshot(page, `go-net-estimate-${lang}`);
    }, 120_000);
  }
});
