/**
 * Browser tests of the Go page's Undo and of the game kept across reloads: Undo
 * against a person and against the bot, the same position and move list after a
 * reload (a game and a reviewed SGF), and an unreadable saved game kept aside with a
 * notice.
 *
 * @example
 * ```sh
 * npm run build -w @qipan/web
 * npx vitest run --project browser apps/web/e2e/go-saved.test.ts
 * ```
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BLACK, WHITE } from '@qipan/go/bot';
import { randomGoGame } from '../../../packages/go/test/random-game.js';
import { pageErrors, appForFile } from './harness.js';
import {
  PRO_GAME,
  pt,
  readSaved,
  reloadWithSaved,
  startGo,
  stones,
  text,
  youToPlay,
} from './go-helpers.js';

const app = appForFile();

const moveList = (page: Page): Promise<string[]> =>
  page.$$eval('[data-testid="tree"] [data-node]', (els) =>
    els.map((e) => (e.textContent ?? '').trim()),
  );

describe('/go Undo', () => {
  it('takes back one move against a person (Ctrl+Z and the button) and the game survives a reload', async () => {
    const page = await app.page('/go');
    await startGo(page, { size: 9, opponent: 'person' });
    for (const [x, y] of [
      [4, 4],
      [2, 2],
      [6, 6],
      [3, 3],
    ] as const)
      await page.click(pt(x, y));
    expect(await text(page, 'move-number')).toContain('Move 4');
    await page.keyboard.press('Control+z');
    expect(await text(page, 'move-number')).toContain('Move 3');
    expect(await page.getAttribute(pt(3, 3), 'data-stone')).toBeNull();
    // The match controller's sentence (it was "Undone: White D6." before the match layer).
    expect(await text(page, 'announce')).toBe('Undone: one move taken back.');
    await page.click('[data-testid="undo"]');
    expect(await page.getAttribute(pt(6, 6), 'data-stone')).toBeNull();
    expect(await moveList(page)).toEqual(['Start', '1 E5', '2 C7']);
    await page.click(pt(5, 5));
    const before = { stones: await stones(page), moves: await moveList(page) };
    expect(before.moves).toEqual(['Start', '1 E5', '2 C7', '3 F4']);
    await page.reload();
    await page.waitForSelector('#go-board[data-width="9"]');
    expect(await stones(page)).toEqual(before.stones);
    expect(await moveList(page)).toEqual(before.moves);
    expect(await text(page, 'move-number')).toContain('Move 3');
    expect(await text(page, 'status')).toContain('White to play');
    // The saved value is the shared format with a match record (an SGF before the match layer).
    const saved = await readSaved(page);
    expect(saved).toMatchObject({ game: 'go', version: 1, finished: false });
    expect(saved.summary).toBe('9×9 · move 3 · two players');
    expect(saved.payload.kind).toBe('match');
    expect(saved.payload.record.game).toBe('go');
    expect(saved.payload.record.moves).toHaveLength(3);
    expect(pageErrors(page)).toEqual([]);
  });

  it('goes back to before your own move against the bot', async () => {
    const page = await app.page('/go');
    await startGo(page, { size: 9, opponent: 'bot' });
    await page.click(pt(4, 4));
    await youToPlay(page);
    expect((await stones(page)).length).toBe(2);
    await page.click('[data-testid="undo"]');
    expect(await stones(page)).toEqual([]);
    expect(await moveList(page)).toEqual(['Start']);
    expect(await text(page, 'status')).toContain('Black to play (you)');
    expect(await page.isDisabled('[data-testid="undo"]')).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });
});

/** A seeded random legal 19×19 game without passes, and its captures (black, white). */
function bigGame(moves: number): { sgf: string; captures: [number, number] } {
  const { moves: nodes, board } = randomGoGame(moves, 7);
  const sgf = `(;GM[1]FF[4]SZ[19]${nodes.join('\n')})`;
  return { sgf, captures: [board.prisoners[BLACK] as number, board.prisoners[WHITE] as number] };
}

describe('/go large records', () => {
  it('opens a 20,000-move SGF quickly and shows a window of the move list', async () => {
    const { sgf, captures } = bigGame(20_000);
    const page = await app.page('/go');
    await page.waitForSelector('#go-board');
    const t0 = Date.now();
    await page.setInputFiles('[data-testid="sgf-file"]', {
      name: 'big.sgf',
      mimeType: 'application/x-go-sgf',
      buffer: Buffer.from(sgf),
    });
    await page.waitForSelector('#go-board[data-width="19"]');
    await page.keyboard.press('End');
    await page.waitForFunction(() =>
      (document.querySelector('[data-testid="move-number"]')?.textContent ?? '').includes(
        'Move 20000',
      ),
    );
    expect(Date.now() - t0).toBeLessThan(15_000);
    expect(await text(page, 'captures-black')).toBe(String(captures[0]));
    expect(await text(page, 'captures-white')).toBe(String(captures[1]));
    expect(await text(page, 'tree-before')).toBe('… 19700 earlier moves (Home, ←)');
    expect(await page.$$eval('[data-testid="tree"] [data-node]', (e) => e.length)).toBe(301);
    await page.keyboard.press('Home');
    expect(await text(page, 'tree-after')).toBe('… 19700 later moves (End, →)');
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('/go saved game', () => {
  it('comes back to the same move of a reviewed SGF after a reload', async () => {
    const page = await app.page('/go');
    await page.setInputFiles('[data-testid="sgf-file"]', PRO_GAME);
    await page.waitForSelector('#go-board[data-width="19"]');
    await page.click('[data-testid="tree"] [data-node="60"]');
    const before = await stones(page);
    await page.reload();
    await page.waitForSelector('#go-board[data-width="19"]');
    expect(await text(page, 'move-number')).toContain('Move 60');
    expect(await stones(page)).toEqual(before);
    expect(await page.textContent('h1 + .lede')).toContain('Reviewing pro_game.sgf');
    expect(pageErrors(page)).toEqual([]);
  });

  it('keeps an unreadable saved game aside and says so', async () => {
    const page = await app.page('/go');
    await reloadWithSaved(
      page,
      { game: 'go', version: 1, savedAtMs: 1234, payload: { sgf: '(;GM[1]' } },
      9,
    );
    expect(await text(page, 'saved-notice')).toBe(
      'The saved game could not be read and was kept aside: the current move is not a list of variation numbers',
    );
    const aside = await page.evaluate(() => localStorage.getItem('qipan.saved.go.bad.1234'));
    expect(aside).toContain('"savedAtMs":1234');
    // The page offers the new-game choice (nothing to continue): a game started from it
    // works and is saved again.
    await startGo(page, { size: 9, opponent: 'person' });
    await page.click(pt(4, 4));
    expect(await page.getAttribute(pt(4, 4), 'data-stone')).toBe('black');
    // Not JSON at all: kept aside too. (The game in play is saved when the page is put
    // away, so the value is spoilt while another page is open.)
    const go = page.url();
    await page.goto(new URL('/', go).href);
    await page.evaluate(() => localStorage.setItem('qipan.saved.go', '{oops'));
    await page.goto(go);
    await page.waitForSelector('#go-board');
    expect(await text(page, 'saved-notice')).toContain('kept aside: it is not JSON');
    expect(pageErrors(page)).toEqual([]);
  });
});
