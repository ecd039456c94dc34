/**
 * Browser tests of the shared match controller on the Gomoku and Chongzi pages:
 * resign, draw offers (accepted between people, declined by the AI), redo, a clock
 * that flags, reload restoring the game and its clock, a corrupted saved game, the
 * home page's Continue list, the N-Queens puzzle kept, and screenshots at desktop
 * and phone sizes.
 *
 * @example
 * ```sh
 * npx tsc -b && npm run build -w @qipan/web
 * npx vitest run --project browser apps/web/e2e/match.test.ts
 * ```
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageErrors, appForFile, skipChoice } from './harness.js';

const app = appForFile();

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const gk = (x: number, y: number): string => `#gomoku-board [data-point="${x},${y}"]`;
const cz = (x: number, y: number): string => `#cz-board [data-point="${x},${y}"]`;
const stones = (page: Page): Promise<number> =>
  page.$$eval('#gomoku-board [data-stone]', (els) => els.length);
const text = async (page: Page, sel: string): Promise<string> =>
  (await page.textContent(sel)) ?? '';

interface GomokuGame {
  readonly opponent?: 'human' | 'ai';
  readonly level?: number;
  readonly think?: number;
  /** A preset id, or a custom control. */
  readonly time?: string | { kind: 'absolute'; seconds: number };
}

async function newGomoku(page: Page, g: GomokuGame = {}): Promise<void> {
  await page.click('[data-testid="new-game"]');
  await page.waitForSelector('dialog.gk-dialog[open]');
  await page.check(`input[name="opponent"][value="${g.opponent ?? 'human'}"]`);
  if (g.opponent === 'ai') {
    await page.selectOption('select[name="level"]', String(g.level ?? 1));
    await page.selectOption('select[name="think"]', String(g.think ?? 250));
    await page.selectOption('select[name="side"]', 'second');
  }
  const t = g.time ?? 'none';
  if (typeof t === 'string') await page.selectOption('select[name="time-preset"]', t);
  else {
    await page.selectOption('select[name="time-preset"]', 'custom');
    await page.selectOption('select[name="time-kind"]', t.kind);
    await page.fill('input[name="time-main"]', String(t.seconds));
  }
  await page.click('[data-testid="start-game"]');
  await page.waitForFunction(() => !document.querySelector('dialog.gk-dialog[open]'));
}

describe('the match controller', () => {
  it('Gomoku: resigning asks once more, then ends the game; Rematch starts again', async () => {
    const page = await app.page('/gomoku', DESKTOP);
    await page.waitForSelector('#gomoku-board');
    await page.click(gk(7, 7));
    await page.click(gk(8, 8));
    // Black to move resigns.
    await page.click('[data-testid="resign"]');
    await page.waitForSelector('[data-testid="resign-confirm"]');
    expect(await stones(page)).toBe(2);
    await page.click('[data-testid="resign-confirm"]');
    await page.waitForSelector('[data-testid="result"][data-reason="resign"]');
    expect(await text(page, '[data-testid="result"]')).toContain('Black resigned: White wins.');
    expect(await text(page, '[data-testid="announce"]')).toContain('White wins');
    expect(await page.getAttribute(gk(0, 0), 'aria-disabled')).toBe('true');
    expect(await page.$('[data-testid="resign"]')).toBeNull();
    expect(await page.isDisabled('[data-testid="undo"]')).toBe(true);
    await app.screenshot(page, 'match-gomoku-resigned');
    await page.click('[data-testid="rematch"]');
    expect(await stones(page)).toBe(0);
    expect(await page.$('[data-testid="result"]')).toBeNull();
    expect(pageErrors(page)).toEqual([]);
  });

  it('Gomoku between two people: a draw offer declined, then accepted', async () => {
    const page = await app.page('/gomoku', DESKTOP);
    await page.waitForSelector('#gomoku-board');
    await page.click(gk(7, 7));
    await page.click('[data-testid="offer-draw"]');
    await page.waitForSelector('[data-testid="draw-offer"]');
    expect(await text(page, '[data-testid="draw-offer"]')).toContain(
      'White offers a draw. Black: accept?',
    );
    await page.click('[data-testid="decline-draw"]');
    await page.waitForSelector('[data-testid="draw-offer"]', { state: 'detached' });
    expect(await text(page, '[data-testid="notice"]')).toContain('Black declined the draw offer.');
    await page.click(gk(8, 8));
    await page.click('[data-testid="offer-draw"]');
    await page.click('[data-testid="accept-draw"]');
    await page.waitForSelector('[data-testid="result"][data-reason="draw-agreed"]');
    expect(await text(page, '[data-testid="result"]')).toContain('Draw by agreement.');
    expect(pageErrors(page)).toEqual([]);
  });

  it('Gomoku against the AI: the AI declines an early draw; undo goes back to your move and redo replays both', async () => {
    const page = await app.page('/gomoku', DESKTOP);
    await page.waitForSelector('#gomoku-board');
    await newGomoku(page, { opponent: 'ai', level: 1, think: 250 });
    await page.click(gk(7, 7));
    await page.waitForFunction(
      () => document.querySelectorAll('#gomoku-board [data-stone]').length === 2,
    );
    await page.waitForSelector('[data-testid="ai-thinking"]', { state: 'detached' });
    await page.click('[data-testid="offer-draw"]');
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="notice"]')?.textContent?.includes('declined'),
    );
    expect(await text(page, '[data-testid="notice"]')).toContain('AI declined the draw offer.');
    expect(await page.$('[data-testid="result"]')).toBeNull();
    await page.click('[data-testid="undo"]');
    expect(await stones(page)).toBe(0);
    await page.click('[data-testid="redo"]');
    expect(await stones(page)).toBe(2);
    expect(await page.isDisabled('[data-testid="redo"]')).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });

  it('Gomoku with a 2 s clock: the clocks tick, warn, and the flag ends the game', async () => {
    const page = await app.page('/gomoku', DESKTOP);
    await page.waitForSelector('#gomoku-board');
    await newGomoku(page, { time: { kind: 'absolute', seconds: 2 } });
    expect(await text(page, '[data-testid="game-info"]')).toContain('2 s');
    expect(await text(page, '[data-testid="clock-black"]')).toContain('2.0');
    await page.click(gk(7, 7));
    // White's clock runs, under ten seconds: low.
    await page.waitForSelector('[data-testid="clock-white"][data-running][data-low]');
    await page.waitForFunction(() =>
      document
        .querySelector('[data-testid="clock-announce"]')
        ?.textContent?.includes('White: low on time'),
    );
    await app.screenshot(page, 'match-gomoku-clock-low');
    await page.waitForSelector('[data-testid="result"][data-reason="timeout"]', { timeout: 5000 });
    expect(await text(page, '[data-testid="result"]')).toContain(
      'White ran out of time: Black wins.',
    );
    expect(await page.getAttribute('[data-testid="clock-white"]', 'data-flagged')).toBe('true');
    expect(await page.getAttribute('[data-testid="clock-white"]', 'data-running')).toBeNull();
    expect(await text(page, '[data-testid="clock-white"]')).toContain('0.0');
    expect(await page.getAttribute(gk(0, 0), 'aria-disabled')).toBe('true');
    await app.screenshot(page, 'match-gomoku-flagged');
    expect(pageErrors(page)).toEqual([]);
  });

  it('a reload restores the game and its clock; the home page offers to continue it, the clock paused meanwhile', async () => {
    const page = await app.page('/gomoku', DESKTOP);
    await page.waitForSelector('#gomoku-board');
    await newGomoku(page, { time: '5+3' });
    await page.click(gk(7, 7));
    await page.click(gk(8, 8));
    await page.click(gk(6, 6));
    const ms = async (c: string): Promise<number> =>
      Number(await page.getAttribute(`[data-testid="clock-${c}"]`, 'data-ms'));
    const black = await ms('black');
    expect(black).toBeGreaterThan(300_000 - 10_000);
    await page.reload();
    await page.waitForSelector('#gomoku-board');
    expect(await stones(page)).toBe(3);
    expect(await page.getAttribute(gk(6, 6), 'data-last')).toBe('true');
    // Black's clock stands (White is to move): the same within a second; White's runs on.
    expect(Math.abs((await ms('black')) - black)).toBeLessThan(1000);
    expect(await page.getAttribute('[data-testid="clock-white"]', 'data-running')).toBe('true');
    expect(await text(page, '[data-testid="game-info"]')).toContain('5 min + 3 s');

    // Put away on the home page for 2 s: the clocks stand still meanwhile.
    const white = await ms('white');
    await page.click('header a[href="/"]');
    await page.waitForSelector('[data-continue="gomoku"]');
    expect(await text(page, '[data-continue="gomoku"]')).toContain('move 3');
    await app.screenshot(page, 'match-home-continue');
    await page.waitForTimeout(2000);
    await page.click('[data-continue="gomoku"] a');
    await page.waitForURL('**/gomoku');
    await page.waitForSelector('#gomoku-board');
    expect(await stones(page)).toBe(3);
    expect(white - (await ms('white'))).toBeLessThan(1000);
    expect(Math.abs((await ms('black')) - black)).toBeLessThan(1000);
    // Back returns to the home page and forward again keeps the game.
    await page.goBack();
    await page.waitForSelector('[data-continue="gomoku"]');
    await page.goForward();
    await page.waitForSelector('#gomoku-board');
    expect(await stones(page)).toBe(3);
    expect(pageErrors(page)).toEqual([]);
  });

  it('a saved game that cannot be read is kept aside with a notice, and a fresh game starts', async () => {
    const page = await app.page('/gomoku', DESKTOP);
    await page.waitForSelector('#gomoku-board');
    await page.evaluate(() => {
      localStorage.setItem(
        'qipan.saved.gomoku',
        JSON.stringify({
          game: 'gomoku',
          version: 1,
          savedAtMs: 12345,
          finished: false,
          summary: 'broken',
          payload: { record: { format: 'qipan-match', version: 99 } },
        }),
      );
      localStorage.setItem('qipan.saved.chongzi', '{not json');
    });
    await page.reload();
    await page.waitForSelector('[data-testid="notice"]');
    // No game to continue: the page opens with the new-game choice; cancelled, the default game.
    await skipChoice(page);
    expect(await text(page, '[data-testid="notice"]')).toContain(
      'The saved game could not be read and was kept aside:',
    );
    expect(await stones(page)).toBe(0);
    const kept = await page.evaluate(() => ({
      aside: localStorage.getItem('qipan.saved.gomoku.bad.12345'),
      current: localStorage.getItem('qipan.saved.gomoku'),
    }));
    expect(kept.aside).toContain('"version":99');
    expect(kept.current).toBeNull();
    // Chongzi: garbage text, the same story.
    await page.click('header a[href="/chongzi"]');
    await page.waitForSelector('#cz-board');
    expect(await text(page, '[data-testid="refusal"]')).toContain('kept aside: not JSON');
    expect(pageErrors(page)).toEqual([]);
  });

  it('Chongzi between two people: a clock, a draw offer accepted, and undo/redo', async () => {
    const page = await app.page('/chongzi', PHONE);
    await page.waitForSelector('#cz-board');
    await page.click('[data-testid="new-game"]');
    await page.waitForSelector('dialog.cz-dialog[open]');
    await page.check('input[name="opponent"][value="person"]');
    await page.selectOption('select[name="time-preset"]', 'byo30');
    await page.click('[data-testid="start-game"]');
    await page.waitForFunction(() => !document.querySelector('dialog.cz-dialog[open]'));
    expect(await text(page, '[data-testid="clock-black"]')).toContain('3 periods');
    await page.click(cz(1, 3));
    await page.click(cz(1, 2));
    await page.waitForSelector('[data-testid="clock-white"][data-running]');
    await app.screenshot(page, 'match-chongzi-phone-clock');
    await page.click('[data-testid="undo"]');
    expect(await page.getAttribute(cz(1, 3), 'data-piece')).toBe('red');
    await page.click('[data-testid="redo"]');
    expect(await page.getAttribute(cz(1, 2), 'data-piece')).toBe('red');
    await page.click('[data-testid="offer-draw"]');
    expect(await text(page, '[data-testid="draw-offer"]')).toContain(
      'Blue offers a draw. Red: accept?',
    );
    await page.click('[data-testid="accept-draw"]');
    await page.waitForSelector('[data-testid="end"][data-reason="draw-agreed"]');
    expect(await text(page, '[data-testid="end"]')).toMatch(/^Game over\. Draw by agreement\./);
    await app.screenshot(page, 'match-chongzi-phone-draw');
    expect(pageErrors(page)).toEqual([]);
  });

  it('Chongzi against the AI: resign, and the game is kept across a reload', async () => {
    const page = await app.page('/chongzi', DESKTOP);
    await page.waitForSelector('#cz-board');
    await page.click(cz(1, 3));
    await page.click(cz(1, 2));
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="moves"] [data-index]').length === 3,
    );
    await page.reload();
    await page.waitForSelector('#cz-board');
    expect(await page.$$eval('[data-testid="moves"] [data-index]', (els) => els.length - 1)).toBe(
      2,
    );
    await page.click('[data-testid="resign"]');
    await page.click('[data-testid="resign-confirm"]');
    await page.waitForSelector('[data-testid="end"][data-reason="resign"]');
    expect(await text(page, '[data-testid="end"]')).toContain('You resigned: The AI wins.');
    await app.screenshot(page, 'match-chongzi-desktop-resigned');
    expect(pageErrors(page)).toEqual([]);
  });

  it('N-Queens: the puzzle is kept across a reload and listed on the home page', async () => {
    const page = await app.page('/queens?n=6', DESKTOP);
    await page.waitForSelector('#play-board [data-point="0,0"]');
    await page.click('#play-board [data-point="1,0"]');
    await page.click('#play-board [data-point="3,1"]');
    await page.reload();
    await page.waitForSelector('#play-board [data-point="0,0"]');
    const queens = await page.$$eval('#play-board [data-queen="true"]', (els) => els.length);
    expect(queens).toBe(2);
    await page.click('header a[href="/"]');
    await page.waitForSelector('[data-continue="queens"]');
    expect(await page.getAttribute('[data-continue="queens"] a', 'href')).toBe('/queens?n=6');
    expect(pageErrors(page)).toEqual([]);
  });

  it('the Continue list reads any page’s saved envelope (Go’s too) and skips finished games', async () => {
    const page = await app.page('/', DESKTOP);
    await page.waitForSelector('[data-game="go"]');
    await page.evaluate(() => {
      const entry = (game: string, finished: boolean, summary: string, savedAtMs: number) =>
        JSON.stringify({ game, version: 1, savedAtMs, finished, summary, payload: {} });
      localStorage.setItem(
        'qipan.saved.go',
        entry('go', false, '9×9 · move 12', Date.now() - 130_000),
      );
      localStorage.setItem('qipan.saved.chongzi', entry('chongzi', true, 'over', Date.now()));
    });
    await page.reload();
    await page.waitForSelector('[data-continue="go"]');
    expect(await text(page, '[data-continue="go"]')).toContain('9×9 · move 12');
    expect(await text(page, '[data-continue="go"]')).toContain('2 minutes ago');
    expect(await page.$('[data-continue="chongzi"]')).toBeNull();
    expect(await page.getAttribute('[data-continue="go"] a', 'href')).toBe('/go');
    expect(pageErrors(page)).toEqual([]);
  });

  it('Gomoku with a clock at phone and desktop sizes', async () => {
    for (const [name, size] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const page = await app.page('/gomoku', size);
      await page.waitForSelector('#gomoku-board');
      await newGomoku(page, { opponent: 'ai', level: 1, think: 250, time: '5+3' });
      await page.click(gk(7, 7));
      await page.waitForFunction(
        () => document.querySelectorAll('#gomoku-board [data-stone]').length === 2,
      );
      const { scroll, client } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(scroll).toBeLessThanOrEqual(client);
      await app.screenshot(page, `match-gomoku-${name}`);
      await page.click('[data-testid="new-game"]');
      await page.selectOption('select[name="time-preset"]', 'custom');
      await page.selectOption('select[name="time-kind"]', 'byoyomi');
      await app.screenshot(page, `match-gomoku-${name}-dialog`);
      expect(pageErrors(page)).toEqual([]);
    }
  });
});
