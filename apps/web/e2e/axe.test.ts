/**
 * Accessibility: axe-core (every rule, the experimental ones too) finds no violation on
 * any page and in the states a person meets: the home page and the 404 page; the
 * N-Queens views (queens in conflict, solutions, the search, the count); Go (a new
 * game, a capture, the review of an SGF with markup, comments and variations, the game
 * info dialog, edit mode, move numbers, counting and the result); Gomoku (in play,
 * game over, the import dialog with an error, a numbered 120-move game); Chongzi (a
 * capture, game over); online Gomoku as both players and online Go to counting; English
 * and Chinese; a phone (375×667). New UI gets its own `expectNoAxeViolations` call.
 *
 * @example
 * ```sh
 * npx tsc -b && npm run build -w @qipan/web && npx vitest run --project browser apps/web/e2e/axe.test.ts
 * ```
 */
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.js';
import { playToKo, startGo, text } from './go-helpers.js';
import { longGame, startOnlineGomoku } from './gomoku-helpers.js';
import { appForFile, pageErrors } from './harness.js';

const app = appForFile();

const MARKUP_SGF = fileURLToPath(new URL('./fixtures/markup.sgf', import.meta.url));
/** The SGF FF[4] specification's example: comments, variations and every kind of markup. */
const FF4_EXAMPLE = fileURLToPath(
  new URL('../../../testdata/sgf/sgf-spec/ff4_ex.sgf', import.meta.url),
);
const PHONE = { width: 375, height: 667 };
const byId = (id: string): string => `[data-testid="${id}"]`;
const gk = (x: number, y: number): string => `#gomoku-board [data-point="${x},${y}"]`;
const cz = (x: number, y: number): string => `#cz-board [data-point="${x},${y}"]`;
const queen = (x: number, y: number, board = '#play-board'): string =>
  `${board} [data-point="${x},${y}"]`;

/** Gomoku: Black d8..h8 against White's row below (the five wins on the 9th stone). */
async function gomokuFive(page: Page): Promise<void> {
  const black = [7, 6, 5, 4, 3];
  const white = [7, 6, 5, 4];
  for (const [i, bx] of black.entries()) {
    await page.click(gk(bx, 7));
    const wx = white[i];
    if (wx !== undefined) await page.click(gk(wx, 8));
  }
  await page.waitForSelector(byId('result'));
}

describe('axe: home, 404, languages', () => {
  it('home in English and Chinese, the 404 page', async () => {
    const en = await app.page('/');
    await expectNoAxeViolations(en, 'home (en)');
    const zh = await app.page('/', undefined, 'zh-CN');
    expect(await zh.getAttribute('html', 'lang')).toMatch(/^zh/);
    await expectNoAxeViolations(zh, 'home (zh)');
    const phone = await app.page('/', PHONE);
    await expectNoAxeViolations(phone, 'home (375×667)');
    const missing = await app.page('/no-such-page');
    await expectNoAxeViolations(missing, '404 page');
    for (const p of [en, zh, phone]) expect(pageErrors(p)).toEqual([]);
  });
});

describe('axe: /queens', () => {
  it('play with a conflict, solutions, the search, the count', async () => {
    const page = await app.page('/queens');
    await expectNoAxeViolations(page, 'queens: empty board');
    await page.click(queen(0, 0));
    await page.click(queen(2, 2));
    await page.waitForSelector('#play-board [data-conflict="true"]');
    await expectNoAxeViolations(page, 'queens: two queens in conflict');
    await page.click('button:has-text("Hint")');
    await page.waitForSelector(byId('hint'));
    await expectNoAxeViolations(page, 'queens: hint');
    await page.click('#tab-solutions');
    await page.waitForSelector('#solution-board');
    await expectNoAxeViolations(page, 'queens: solutions view');
    await page.click('#tab-search');
    await page.waitForSelector('#search-board');
    await page.click('button:has-text("Step")');
    await page.click('button:has-text("Step")');
    await expectNoAxeViolations(page, 'queens: watch the search');
    await page.click('#tab-count');
    await page.click('button:has-text("Count solutions")');
    await page.waitForSelector(byId('count-total'), { timeout: 60_000 });
    await expectNoAxeViolations(page, 'queens: count done');
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('axe: /go', () => {
  it('a new game, stones and a capture (en and zh), counting and the result', async () => {
    const page = await app.page('/go');
    await expectNoAxeViolations(page, 'go: new game');
    await startGo(page, { size: 5, opponent: 'person' });
    await playToKo(page);
    expect(await text(page, 'captures-black')).toBe('1');
    await expectNoAxeViolations(page, 'go: stones and a capture');
    await page.click(byId('pass'));
    await page.click(byId('pass'));
    await page.waitForSelector(byId('score-breakdown'));
    await expectNoAxeViolations(page, 'go: counting');
    await page.click(byId('accept'));
    await page.waitForSelector(`${byId('result')}[data-reason="score"]`);
    await expectNoAxeViolations(page, 'go: result');

    const zh = await app.page('/go', undefined, 'zh-CN');
    await zh.waitForSelector('#go-board');
    await expectNoAxeViolations(zh, 'go (zh): start');
    expect(pageErrors(page)).toEqual([]);
  });

  it('reviews SGF with markup, comments and variations; game info; edit mode; a bad paste', async () => {
    const page = await app.page('/go', { width: 1280, height: 800 });
    await page.waitForSelector('#go-board');
    await page.setInputFiles(byId('sgf-file'), MARKUP_SGF);
    await page.waitForSelector(`${byId('tree')} [data-node="6"]`);
    await page.click(`${byId('tree')} [data-node="6"]`);
    await page.waitForSelector('.go-board-wrap .qb-marklines');
    await expectNoAxeViolations(page, 'go review: markup.sgf at the markup node');
    await page.setInputFiles(byId('sgf-file'), FF4_EXAMPLE);
    await page.waitForSelector(byId('games'));
    await page.click('[data-game="1"]').catch(() => undefined);
    for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowRight');
    await expectNoAxeViolations(page, 'go review: ff4_ex.sgf (comments, variations)');
    await page.check(byId('numbers'));
    await expectNoAxeViolations(page, 'go review: ff4_ex.sgf with move numbers');
    await page.click(byId('edit-game-info'));
    await page.waitForSelector('dialog[open]');
    await expectNoAxeViolations(page, 'go review: game info dialog');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    await page.click(byId('edit-mode'));
    await page.check(byId('edit-tool-black'));
    await expectNoAxeViolations(page, 'go review: edit mode');
    await page.click(byId('edit-mode'));
    if (!(await page.isVisible(byId('sgf-text'))))
      await page.click('summary:has-text("Paste SGF")');
    await page.fill(byId('sgf-text'), '(;GM[1]SZ[9');
    await page.click(byId('load-sgf-text'));
    await page.waitForSelector(byId('sgf-error'));
    await expectNoAxeViolations(page, 'go review: an SGF error');
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('axe: /gomoku and /chongzi', () => {
  it('gomoku in play, the import dialog with an error, game over; on a phone', async () => {
    const page = await app.page('/gomoku');
    await page.waitForSelector('#gomoku-board');
    await page.click(gk(7, 7));
    await page.click(gk(8, 8));
    await expectNoAxeViolations(page, 'gomoku: in play');
    await page.click(byId('import'));
    await page.waitForSelector('dialog[open]');
    await expectNoAxeViolations(page, 'gomoku: import dialog');
    await page.fill('textarea[name="record"]', '(;GM[4]SZ[15];B[zz])');
    await page.click(byId('import-go'));
    await page.waitForSelector(byId('import-error'));
    await expectNoAxeViolations(page, 'gomoku: import dialog with an error');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    await page.click(byId('new-game'));
    await page.waitForSelector('dialog[open]');
    await expectNoAxeViolations(page, 'gomoku: new game dialog');
    await page.click(byId('start-game'));
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    await gomokuFive(page);
    await page.check(byId('numbers'));
    await expectNoAxeViolations(page, 'gomoku: game over, move numbers on');

    // 120 moves with their numbers on the stones (3 digits) and in the move list.
    await page.click(byId('import'));
    await page.fill('textarea[name="record"]', longGame());
    await page.click(byId('import-go'));
    await page.waitForFunction(
      () => document.querySelectorAll('#gomoku-board [data-stone]').length === 120,
    );
    expect(await page.isChecked(byId('numbers'))).toBe(true);
    await expectNoAxeViolations(page, 'gomoku: 120 moves, numbered');

    const phone = await app.page('/gomoku', PHONE, 'zh-CN');
    await phone.waitForSelector('#gomoku-board');
    await phone.click(gk(7, 7));
    await phone.click(gk(8, 8));
    await expectNoAxeViolations(phone, 'gomoku (zh, 375×667): in play');
    expect(pageErrors(page)).toEqual([]);
    expect(pageErrors(phone)).toEqual([]);
  });

  it('chongzi: a capture, game over', async () => {
    const page = await app.page('/chongzi');
    await page.waitForSelector('#cz-board');
    await page.click(byId('new-game'));
    await page.waitForSelector('dialog.cz-dialog[open]');
    await expectNoAxeViolations(page, 'chongzi: new game dialog');
    await page.check('input[name="size"][value="5"]');
    await page.check('input[name="start"][value="fixed"]');
    await page.check('input[name="opponent"][value="person"]');
    await page.click(byId('start-game'));
    await page.waitForFunction(() => !document.querySelector('dialog.cz-dialog[open]'));
    await page.click(cz(1, 3));
    await page.waitForSelector(`${cz(1, 3)}[data-selected]`);
    await expectNoAxeViolations(page, 'chongzi: a piece selected');
    await page.click(cz(1, 2));
    await page.waitForFunction(() =>
      /capture/i.test(document.querySelector('[data-testid="announce"]')?.textContent ?? ''),
    );
    await expectNoAxeViolations(page, 'chongzi: after a capture');
    await page.click(byId('resign'));
    await page.click(byId('resign-confirm'));
    await page.waitForSelector(`${byId('end')}[data-reason="resign"]`);
    await expectNoAxeViolations(page, 'chongzi: game over');
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('axe: online', () => {
  it('an online Gomoku game: waiting, both seats, moves', async () => {
    const a = await app.page('/gomoku');
    const link = await startOnlineGomoku(a);
    await expectNoAxeViolations(a, 'online gomoku: waiting for the friend');
    const b = await app.page(link, undefined, 'zh-CN');
    await b.waitForSelector(`${byId('online-role')}[data-role="white"]`);
    await a.waitForSelector(`${byId('online-seat-white')}[data-presence="connected"]`);
    await a.click(gk(7, 7));
    await b.waitForSelector(`${gk(7, 7)}[data-stone]`);
    await b.click(gk(8, 8));
    await a.waitForSelector(`${gk(8, 8)}[data-stone]`);
    await expectNoAxeViolations(a, 'online gomoku: Black after two moves');
    await expectNoAxeViolations(b, 'online gomoku (zh): White after two moves');
    expect(pageErrors(a)).toEqual([]);
    expect(pageErrors(b)).toEqual([]);
  });

  it('an online Go game: stones, then counting after two passes', async () => {
    const go = (x: number, y: number): string => `#go-board [data-point="${x},${y}"]`;
    const a = await app.page('/go');
    if (!(await a.isVisible(byId('new-game-form')))) await a.click('summary:has-text("New game")');
    await a.selectOption('#go-size', '9');
    await a.check('input[name="go-opponent"][value="online"]');
    await a.selectOption(byId('online-side'), 'black');
    await a.click(byId('start-game'));
    await a.waitForURL(/\/go\/online\/[0-9A-Za-z]{10}$/);
    await a.waitForSelector(`${byId('online-role')}[data-role="black"]`);
    const b = await app.page(new URL(a.url()).pathname);
    await b.waitForSelector(`${byId('online-role')}[data-role="white"]`);
    await a.click(go(2, 2));
    await b.waitForSelector(`${go(2, 2)}[data-stone]`);
    await b.click(go(4, 4));
    await a.waitForSelector(`${go(4, 4)}[data-stone]`);
    await expectNoAxeViolations(a, 'online go: two stones');
    await a.click(byId('pass'));
    await b.waitForSelector(`${byId('pass')}:not([disabled])`);
    await b.click(byId('pass'));
    await a.waitForSelector(byId('score'));
    await expectNoAxeViolations(a, 'online go: counting');
    expect(pageErrors(a)).toEqual([]);
    expect(pageErrors(b)).toEqual([]);
  });
});
