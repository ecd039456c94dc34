/**
 * Browser tests of the player list's local-play and language fixes (issue 30): `G` then
 * `100` in a review goes to move 100 (no G10 variation); no hover stone on the ko point;
 * Save SGF keeps the opened file's name; a record without names shows "Black (8d)"; the
 * Rematch against the AI swaps colours; the Chongzi move box shows its whole hint; the
 * Renju note; and the Chinese words (rules, SGF errors) in both languages.
 *
 * @example
 * ```sh
 * npm run build -w @qipan/web
 * npx vitest run --project browser apps/web/e2e/local-fixes.test.ts
 * ```
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { randomGoGame } from '../../../packages/go/test/random-game.js';
import { playToKo, pt, startGo, text } from './go-helpers.js';
import { appForFile, pageErrors } from './harness.js';

const app = appForFile();
const DESKTOP = { width: 1280, height: 800 };

async function openSgf(page: Page, sgf: string, name: string, size: number): Promise<void> {
  await page.waitForSelector('#go-board');
  await page.setInputFiles('[data-testid="sgf-file"]', {
    name,
    mimeType: 'application/x-go-sgf',
    buffer: Buffer.from(sgf),
  });
  await page.waitForSelector(`#go-board[data-width="${size}"]`);
  // The review view is a chunk of its own: wait until it shows (its move tree).
  await page.waitForSelector('[data-testid="tree"]');
}

describe('Go review', () => {
  it('G then 100 typed quickly goes to move 100 and plays nothing', async () => {
    const sgf = `(;GM[1]FF[4]SZ[19]${randomGoGame(300, 11).moves.join('\n')})`;
    const page = await app.page('/go', DESKTOP);
    await openSgf(page, sgf, 'long.sgf', 19);
    await page.keyboard.press('Home');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('g');
    await page.keyboard.type('100');
    expect(await page.inputValue('[data-testid="goto-move"]')).toBe('100');
    expect(await page.inputValue('[data-testid="move-input"]')).toBe('');
    await page.keyboard.press('Enter');
    await expect.poll(() => text(page, 'move-number')).toContain('Move 100');
    expect(await page.$$eval('[data-testid="tree"] .tree-var', (e) => e.length)).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });

  it('Save SGF keeps the name of the opened file', async () => {
    const page = await app.page('/go', DESKTOP);
    await openSgf(page, '(;GM[1]FF[4]SZ[9]PB[Ann]PW[Bo];B[ee])', 'club-night.sgf', 9);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('[data-testid="save-sgf"]'),
    ]);
    expect(download.suggestedFilename()).toBe('club-night.sgf');
  });

  for (const [locale, players] of [
    ['en-US', 'Black (8d) vs White'],
    ['zh-CN', '黑方（8d） 对 白方'],
  ] as const) {
    it(`names a side without a name by its colour and rank only (${locale})`, async () => {
      const page = await app.page('/go', DESKTOP, locale);
      await openSgf(page, '(;GM[1]FF[4]SZ[9]BR[8d];B[ee])', 'ranks.sgf', 9);
      expect(await text(page, 'game-info-players')).toBe(players);
    });
  }

  for (const [locale, reason, english] of [
    ['en-US', 'the file ends in the middle of a game', true],
    ['zh-CN', '文件在棋谱中途结束', false],
  ] as const) {
    it(`says why an SGF cannot be read in the reader's language (${locale})`, async () => {
      const page = await app.page('/go', DESKTOP, locale);
      await page.waitForSelector('#go-board');
      await page.click('.paste summary');
      await page.fill('[data-testid="sgf-text"]', '(;GM[1]SZ[9];B[ee]');
      await page.click('[data-testid="load-sgf-text"]');
      const said = await text(page, 'sgf-error');
      expect(said).toContain(reason);
      // No English inside the Chinese sentence (the parser's own message).
      if (!english) expect(said).not.toMatch(/[a-z]{3}/);
    });
  }
});

describe('Go play', () => {
  it('draws no hover stone on the ko point, and one on a legal point', async () => {
    const page = await app.page('/go', DESKTOP);
    await startGo(page, { size: 5, opponent: 'person' });
    await playToKo(page);
    await page.hover(pt(1, 1));
    expect(await page.$$eval(`${pt(1, 1)} .qb-piece--ghost`, (e) => e.length)).toBe(0);
    await page.hover(pt(4, 0));
    expect(await page.$$eval(`${pt(4, 0)} .qb-piece--ghost`, (e) => e.length)).toBe(1);
  });

  for (const [locale, ko, not] of [
    ['en-US', 'ko: simple ko', 'jigo'],
    ['zh-CN', '打劫：禁止立即回提', '简单劫'],
  ] as const) {
    it(`names the ko rule as a rule book does (${locale})`, async () => {
      const page = await app.page('/go', DESKTOP, locale);
      await page.waitForSelector('#go-board');
      const facts = (await page.textContent('section[aria-labelledby="rules-title"]')) ?? '';
      expect(facts).toContain(ko);
      expect(facts).not.toContain(not);
    });
  }

  it('Rematch against the bot gives the person the other colour', async () => {
    const page = await app.page('/go', DESKTOP);
    await startGo(page, { size: 9, opponent: 'bot' });
    await page.click('[data-testid="resign"]');
    await page.click('[data-testid="resign-confirm"]');
    await page.click('[data-testid="rematch"]');
    // The bot now has Black and moves first; the person plays White.
    await page.waitForFunction(
      () => document.querySelectorAll('#go-board [data-stone="black"]').length === 1,
    );
    await expect.poll(() => text(page, 'status')).toContain('White to play (you)');
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('Gomoku and Chongzi', () => {
  it('Gomoku: Rematch against the AI swaps the colours', async () => {
    const page = await app.page('/gomoku', DESKTOP);
    await page.click('[data-testid="new-game"]');
    await page.check('input[name="opponent"][value="ai"]');
    await page.selectOption('select[name="level"]', '1');
    await page.selectOption('select[name="think"]', '250');
    await page.selectOption('select[name="side"]', 'second');
    await page.click('[data-testid="start-game"]');
    await page.click('#gomoku-board [data-point="7,7"]');
    await page.waitForFunction(
      () => document.querySelectorAll('#gomoku-board [data-stone]').length === 2,
    );
    await page.click('[data-testid="resign"]');
    await page.click('[data-testid="resign-confirm"]');
    await page.click('[data-testid="rematch"]');
    // Now the AI is Black: it opens.
    await page.waitForFunction(
      () => document.querySelectorAll('#gomoku-board [data-stone="black"]').length === 1,
    );
    expect(await page.$$eval('#gomoku-board [data-stone]', (e) => e.length)).toBe(1);
  });

  for (const locale of ['en-US', 'zh-CN']) {
    it(`Chongzi: the move box shows its whole hint (${locale})`, async () => {
      const page = await app.page('/chongzi', DESKTOP, locale);
      const fits = await page.$eval('[data-testid="move-input"]', (el) => {
        const input = el as HTMLInputElement;
        const s = getComputedStyle(input);
        const c = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
        c.font = `${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
        const room = input.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
        return { need: c.measureText(input.placeholder).width, room, hint: input.placeholder };
      });
      expect(fits.hint).toMatch(/Enter|回车键/);
      expect(fits.need).toBeLessThanOrEqual(fits.room);
    });

    it(`Gomoku: the Renju note says White wins with five or more (${locale})`, async () => {
      const page = await app.page('/gomoku', DESKTOP, locale);
      await page.click('[data-testid="new-game"]');
      await page.selectOption('select[name="rule"]', 'renju');
      const note = (await page.textContent('.gk-dialog__note')) ?? '';
      expect(note).toContain(
        locale === 'en-US' ? 'White wins with five or more' : '白方连成五子或更长都算胜',
      );
    });
  }
});
