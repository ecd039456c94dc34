/**
 * Browser tests of Go on the shared match controller: a clocked game against the bot
 * with Undo, resigning, two passes → marking a dead group → both accept → the score,
 * a clock that flags, a reload during a clocked game (moves and clocks kept), an old
 * saved game migrated to a match, and screenshots at 1280×800 and 390×844.
 *
 * @example
 * ```sh
 * npm run build -w @qipan/web
 * npx vitest run --project browser apps/web/e2e/go-match.test.ts
 * ```
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { noOverflow, pageErrors, appForFile } from './harness.js';
import { pt, readSaved, reloadWithSaved, startGo, stones, text, youToPlay } from './go-helpers.js';

const app = appForFile();

const ms = async (page: Page, c: 'black' | 'white'): Promise<number> =>
  Number(await page.getAttribute(`[data-testid="clock-${c}"]`, 'data-ms'));

describe('/go on the match controller', () => {
  it('plays the bot with a byo-yomi clock, and Undo takes back your move and its answer', async () => {
    const page = await app.page('/go', { width: 1280, height: 800 });
    await startGo(page, { size: 9, opponent: 'bot', time: 'byo10' });
    expect(await text(page, 'clock-control')).toBe('10 min + 3 × 30 s byo-yomi');
    expect(await text(page, 'clock-black')).toContain('10:00');
    await page.click(pt(4, 4));
    await youToPlay(page);
    expect((await stones(page)).length).toBe(2);
    expect(await text(page, 'announce')).toMatch(/^Bot: White [A-HJ]\d\./);
    // Black's clock runs now; White's stood while it was not White's turn.
    await page.waitForSelector('[data-testid="clock-black"][data-running]');
    expect(await ms(page, 'white')).toBeLessThanOrEqual(600_000);
    await page.click(pt(2, 2));
    await youToPlay(page);
    await app.screenshot(page, 'go-match-clock-1280');
    await noOverflow(page);
    await page.click('[data-testid="undo"]');
    expect((await stones(page)).length).toBe(2);
    expect(await page.getAttribute(pt(2, 2), 'data-stone')).toBeNull();
    expect(await text(page, 'status')).toContain('Black to play (you)');
    await page.setViewportSize({ width: 390, height: 844 });
    await noOverflow(page);
    await app.screenshot(page, 'go-match-clock-390');
    expect(pageErrors(page)).toEqual([]);
  });

  it('offers the bot a draw (declined) and resigns: the shared result panel says who won', async () => {
    const page = await app.page('/go');
    await startGo(page, { size: 9, opponent: 'bot', time: 'none' });
    await page.click(pt(4, 4));
    await youToPlay(page);
    // A draw offered to the bot this early is declined.
    await page.click('[data-testid="offer-draw"]');
    await page.waitForSelector('[data-testid="notice"]');
    expect(await text(page, 'notice')).toBe('The bot declined the draw offer.');
    await page.click('[data-testid="resign"]');
    await page.click('[data-testid="resign-confirm"]');
    await page.waitForSelector('[data-testid="result"][data-reason="resign"]');
    expect(await text(page, 'result-text')).toBe('You resigned: The bot wins. (W+R)');
    expect(await text(page, 'status')).toContain('Game over');
    // The game is over: the board takes no moves.
    await page.click(pt(0, 0));
    expect(await page.getAttribute(pt(0, 0), 'data-stone')).toBeNull();
    expect(pageErrors(page)).toEqual([]);
  });

  it('counts after two passes: a group marked dead, both accept, the score', async () => {
    const page = await app.page('/go', { width: 1280, height: 800 });
    await startGo(page, { size: 5, opponent: 'person', time: 'none' });
    // Black builds a wall on the middle column; White plays one stone inside Black's side.
    for (const [x, y] of [
      [2, 0],
      [0, 0],
      [2, 1],
      [4, 4],
      [2, 2],
      [4, 3],
      [2, 3],
    ] as const)
      await page.click(pt(x, y));
    await page.click('[data-testid="pass"]');
    await page.click('[data-testid="pass"]');
    await page.waitForSelector('[data-testid="score-breakdown"]');
    expect(await text(page, 'status')).toContain('counting');
    const dead = async (): Promise<boolean> =>
      (await page.getAttribute(pt(0, 0), 'data-dead')) === 'true';
    // White's lone stone in the corner: mark it dead (or alive, if the guess had it dead).
    const wasDead = await dead();
    const blackBefore = await text(page, 'total-black');
    await page.click(pt(0, 0));
    expect(await dead()).toBe(!wasDead);
    expect(await text(page, 'announce')).toBe(
      `1 stone at A5 marked ${wasDead ? 'alive' : 'dead'}.`,
    );
    expect(await text(page, 'total-black')).not.toBe(blackBefore);
    if (wasDead) await page.click(pt(0, 0));
    expect(await dead()).toBe(true);
    await app.screenshot(page, 'go-match-scoring-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await noOverflow(page);
    await app.screenshot(page, 'go-match-scoring-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.click('[data-testid="accept"]');
    await page.waitForSelector('[data-testid="result"][data-reason="score"]');
    const black = Number(await text(page, 'total-black'));
    const white = Number(await text(page, 'total-white'));
    const re = `${black > white ? 'B' : 'W'}+${Math.abs(black - white)}`;
    expect(await text(page, 'result-text')).toContain(`(${re})`);
    expect(await text(page, 'result')).toContain(`Score: Black ${black} · White ${white}`);
    // The saved SGF has the result.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('[data-testid="save-sgf"]'),
    ]);
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(await download.path(), 'utf8')).toContain(`RE[${re}]`);
    expect(pageErrors(page)).toEqual([]);
  });

  it('a 2 s clock flags: the game ends on time', async () => {
    const page = await app.page('/go');
    await startGo(page, { size: 9, opponent: 'person', time: 2 });
    await page.click(pt(4, 4));
    await page.waitForSelector('[data-testid="clock-white"][data-running][data-low]');
    await page.waitForSelector('[data-testid="result"][data-reason="timeout"]', { timeout: 5000 });
    expect(await text(page, 'result-text')).toBe('White ran out of time: Black wins. (B+T)');
    expect(await page.getAttribute('[data-testid="clock-white"]', 'data-flagged')).toBe('true');
    expect(pageErrors(page)).toEqual([]);
  });

  it('a reload keeps the moves and the clocks (paused while away)', async () => {
    const page = await app.page('/go');
    await startGo(page, { size: 9, opponent: 'person', time: '10m' });
    await page.click(pt(4, 4));
    await page.click(pt(2, 2));
    await page.click(pt(6, 6));
    const before = { stones: await stones(page), black: await ms(page, 'black') };
    await page.reload();
    await page.waitForSelector('#go-board[data-width="9"]');
    expect(await stones(page)).toEqual(before.stones);
    expect(await text(page, 'status')).toContain('White to play');
    // Black's clock stands (White to move): the same within a second.
    expect(Math.abs((await ms(page, 'black')) - before.black)).toBeLessThan(1000);
    await page.waitForSelector('[data-testid="clock-white"][data-running]');
    expect(await text(page, 'clock-control')).toBe('10 min');
    expect(pageErrors(page)).toEqual([]);
  });

  it('continues a game saved in the format of before the match layer', async () => {
    const page = await app.page('/go');
    await reloadWithSaved(
      page,
      {
        game: 'go',
        version: 1,
        savedAtMs: 1,
        finished: false,
        summary: '9×9 · move 2 · vs AI level 1',
        payload: {
          sgf: '(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese];B[ee];W[cc])',
          path: [0, 0],
          settings: {
            size: 9,
            preset: 'japanese',
            komi: 6.5,
            handicap: 0,
            opponent: { kind: 'bot', color: 'white', level: 1 },
          },
        },
      },
      9,
    );
    expect(await stones(page)).toEqual(['2,2=white', '4,4=black']);
    expect(await text(page, 'status')).toContain('Black to play (you)');
    const saved = await readSaved(page);
    expect(saved.payload.kind).toBe('match');
    expect(saved.payload.record.moves).toHaveLength(2);
    expect(pageErrors(page)).toEqual([]);
  });
});
