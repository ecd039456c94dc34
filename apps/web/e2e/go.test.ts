/**
 * Browser tests of the /go page: a game against the bot to the accepted score,
 * refused moves with their reasons, SGF open (file and paste) and navigation,
 * branching a variation, keyboard play, and the 320 px layout.
 *
 * @example
 * ```sh
 * npx tsc -b packages/go packages/board-react && npm run build -w @qipan/web
 * npx vitest run --project browser apps/web/e2e/go.test.ts
 * ```
 */
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { noOverflow, pageErrors, appForFile } from './harness.js';
import { playToKo, PRO_GAME, pt, startGo, text } from './go-helpers.js';

const README_SHOT = fileURLToPath(new URL('../../../docs/screenshots/go.png', import.meta.url));

const app = appForFile();

const attr = (page: Page, sel: string, name: string): Promise<string | null> =>
  page.getAttribute(sel, name);

/** Waits until it is the person's move, the counting started, or the game ended. */
async function waitForPerson(page: Page): Promise<string> {
  await page.waitForFunction(() => {
    const t = document.querySelector('[data-testid="status"]')?.textContent ?? '';
    return /\(you\)|counting|Game over/.test(t);
  });
  return text(page, 'status');
}

describe('/go against the bot', () => {
  it('plays a 5×5 game to the end: passes, marks a dead group, accepts the score', async () => {
    const page = await app.page('/go');
    await startGo(page, { size: 5, opponent: 'bot' });
    expect(await page.$$eval('#go-board [role="gridcell"]', (els) => els.length)).toBe(25);
    // Black (us) plays a few stones by clicking; the bot answers each in its worker.
    let played = 0;
    for (const [x, y] of [
      [2, 2],
      [1, 2],
      [2, 1],
      [3, 2],
      [2, 3],
      [1, 1],
      [3, 3],
    ] as const) {
      await waitForPerson(page);
      if ((await attr(page, pt(x, y), 'data-stone')) !== null) continue;
      await page.click(pt(x, y));
      const stone = await attr(page, pt(x, y), 'data-stone');
      if (stone === 'black') played++;
    }
    expect(played).toBeGreaterThanOrEqual(3);
    await app.screenshot(page, 'go-bot-game');
    // Then we pass until the bot passes too.
    let status = await waitForPerson(page);
    for (let i = 0; i < 80 && !/counting|Game over/.test(status); i++) {
      await page.click('button:has-text("Pass")');
      status = await waitForPerson(page);
    }
    expect(status).toContain('counting');
    await page.waitForSelector('[data-testid="score-breakdown"]');
    expect(await text(page, 'marking-note')).toContain('automatic guess');
    // Mark a living group dead: the whole chain turns dead and the note no longer says "guess".
    const alive = await page.$$eval('#go-board [data-stone]:not([data-dead])', (els) =>
      els.map((e) => e.getAttribute('data-point') as string),
    );
    expect(alive.length).toBeGreaterThan(0);
    const [ax, ay] = (alive[0] as string).split(',').map(Number) as [number, number];
    const deadCount = async (): Promise<number> =>
      Number(/Dead stones: (\d+)/.exec(await text(page, 'marking-note'))?.[1]);
    const before = await deadCount();
    const chain = await page.$$eval('#go-board [data-stone]', (els) => els.length);
    await page.click(pt(ax, ay));
    expect(await attr(page, pt(ax, ay), 'data-dead')).toBe('true');
    expect(await text(page, 'marking-note')).not.toContain('guess');
    expect(await text(page, 'announce')).toContain('marked dead');
    const after = await deadCount();
    expect(after).toBeGreaterThan(before);
    expect(after).toBeLessThanOrEqual(chain);
    await app.screenshot(page, 'go-counting');
    const rows = await page.$$eval('[data-testid="score-breakdown"] tbody th', (els) =>
      els.map((e) => e.textContent),
    );
    expect(rows).toContain('Komi');
    await page.click('[data-testid="accept"]');
    await page.waitForSelector('[data-testid="result"][data-reason="score"]');
    // The shared result panel: the sentence (with SGF's RE), then the score.
    const result = await text(page, 'result-text');
    expect(result).toMatch(/^(Black|White) wins by [\d.]+ points? \([BW]\+[\d.]+\)$/);
    expect(await text(page, 'status')).toContain('Game over');
    expect(await text(page, 'total-white')).toMatch(/^\d+(\.5)?$/);
    await app.screenshot(page, 'go-result');
    expect(pageErrors(page)).toEqual([]);
  });

  it('on 19×19 the worker loads the large move model once, then the bot answers', async () => {
    const page = await app.page('/go');
    const large: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/large-[\w-]+\.js$/.test(r.url())) large.push(r.url());
    });
    await startGo(page, { size: 9, opponent: 'bot' });
    await page.click(pt(4, 4));
    await waitForPerson(page);
    expect(large).toEqual([]); // 9×9: the small model
    await startGo(page, { size: 19, opponent: 'bot' });
    for (const [x, y] of [
      [15, 3],
      [3, 15],
    ] as const) {
      await page.click(pt(x, y));
      await waitForPerson(page);
    }
    expect(await page.$$eval('#go-board [data-stone="white"]', (els) => els.length)).toBe(2);
    expect(large).toHaveLength(1);
    await app.screenshot(page, 'go-19-bot');
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('/go refusals', () => {
  it('explains ko, suicide and occupied points', async () => {
    const page = await app.page('/go');
    await startGo(page, { size: 5, opponent: 'person' });
    await playToKo(page);
    expect(await attr(page, pt(1, 1), 'data-stone')).toBeNull();
    expect(await text(page, 'captures-black')).toBe('1');
    expect(await attr(page, pt(2, 1), 'aria-label')).toBe('C4, black stone, last move');
    await page.click(pt(1, 1));
    expect(await text(page, 'refusal')).toBe('Ko: you cannot retake immediately');
    expect(await text(page, 'announce')).toContain('Ko: you cannot retake immediately');
    expect(await attr(page, pt(1, 1), 'data-stone')).toBeNull();
    await page.click(pt(0, 0));
    expect(await text(page, 'refusal')).toContain('Suicide');
    await page.click(pt(2, 1));
    expect(await text(page, 'refusal')).toContain('Occupied');
    await app.screenshot(page, 'go-refusal');
    // A legal move clears the message.
    await page.click(pt(4, 0));
    expect(await attr(page, pt(4, 0), 'data-stone')).toBe('white');
    expect(await text(page, 'refusal')).toBe('');
    // Save SGF downloads the record with every move.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('[data-testid="save-sgf"]'),
    ]);
    const file = await download.path();
    const sgf = readFileSync(file, 'utf8');
    expect(sgf).toMatch(/^\(;GM\[1\]/);
    expect(sgf).toContain('SZ[5]');
    expect(sgf).toContain(';B[cb]');
    expect(sgf).toContain(';W[ea]');
    expect(download.suggestedFilename()).toMatch(/\.sgf$/);
    expect(pageErrors(page)).toEqual([]);
  });

  it('plays with the keyboard only and labels points for screen readers', async () => {
    const page = await app.page('/go');
    await startGo(page, { size: 9, opponent: 'person' });
    await page.focus(pt(0, 0));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await attr(page, pt(1, 1), 'aria-label')).toBe('B8, black stone, last move');
    expect(await text(page, 'announce')).toBe('Black B8.');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press(' ');
    expect(await attr(page, pt(2, 1), 'data-stone')).toBe('white');
    expect(await attr(page, pt(1, 1), 'aria-label')).toBe('B8, black stone');
    await page.check('[data-testid="numbers"]');
    expect(await attr(page, pt(2, 1), 'aria-label')).toBe('C8, white stone, move 2, last move');
    // A ghost stone of the side to move follows the pointer over empty points only.
    await page.hover(pt(4, 4));
    expect(
      await page.$$eval(`${pt(4, 4)} .qb-piece--ghost .go-stone--black`, (e) => e.length),
    ).toBe(1);
    await page.hover(pt(2, 1));
    expect(await page.$$eval('#go-board .qb-piece--ghost', (e) => e.length)).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('/go SGF', () => {
  it('opens pro_game.sgf and navigates with the arrows, Home and End', async () => {
    const page = await app.page('/go');
    await page.setInputFiles('[data-testid="sgf-file"]', PRO_GAME);
    await page.waitForSelector('#go-board[data-width="19"]');
    expect(await page.textContent('h1 + .lede')).toContain('Maruyama Toyoji');
    expect(await text(page, 'move-number')).toContain('Move 0');
    await page.focus('[data-testid="tree"] [aria-current="step"]');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    expect(await text(page, 'move-number')).toContain('Move 3');
    // B[dp] = D4, W[qc] = R17, B[dd] = D16 (the last move).
    expect(await attr(page, pt(3, 15), 'data-stone')).toBe('black');
    expect(await attr(page, pt(16, 2), 'data-stone')).toBe('white');
    expect(await attr(page, pt(3, 3), 'data-stone')).toBe('black');
    expect(await attr(page, pt(3, 3), 'data-last')).toBe('true');
    expect(await attr(page, pt(3, 3), 'aria-label')).toBe('D16, black stone, last move');
    await page.keyboard.press('ArrowLeft');
    expect(await text(page, 'move-number')).toContain('Move 2');
    expect(await attr(page, pt(3, 3), 'data-stone')).toBeNull();
    await page.keyboard.press('End');
    const end = /Move (\d+)/.exec(await text(page, 'move-number'));
    expect(Number(end?.[1])).toBeGreaterThan(200);
    await app.screenshot(page, 'go-review-end');
    await page.keyboard.press('Home');
    expect(await text(page, 'move-number')).toContain('Move 0');
    expect(await page.$$eval('#go-board [data-stone]', (els) => els.length)).toBe(0);
    // A desktop screenshot of the review at move 60 with move numbers.
    for (let i = 0; i < 60; i++) await page.keyboard.press('ArrowRight');
    await page.check('[data-testid="numbers"]');
    const shot = await app.screenshot(page, 'go-review');
    mkdirSync(dirname(README_SHOT), { recursive: true });
    // The README's screenshot changes only on request: npm test leaves the tree clean.
    if (process.env.QIPAN_UPDATE_SCREENSHOTS === '1') copyFileSync(shot, README_SHOT);
    expect(pageErrors(page)).toEqual([]);
  });

  it('branches a variation and switches with ↑/↓', async () => {
    const page = await app.page('/go');
    await page.setInputFiles('[data-testid="sgf-file"]', PRO_GAME);
    await page.waitForSelector('#go-board[data-width="19"]');
    await page.click('[data-testid="tree"] [data-node="3"]');
    expect(await text(page, 'move-number')).toContain('Move 3');
    // White's 4th move in the record is Q3; play K10 instead.
    await page.click(pt(9, 9));
    expect(await attr(page, pt(9, 9), 'data-stone')).toBe('white');
    expect(await text(page, 'move-number')).toContain('Move 4');
    expect(await text(page, 'move-number')).toContain('variation 2 of 2');
    expect(await page.$$eval('[data-testid="tree"] .tree-var', (els) => els.length)).toBe(1);
    // A mouse click on the board leaves focus outside it: the arrows still navigate.
    await page.keyboard.press('ArrowUp');
    expect(await text(page, 'move-number')).toContain('variation 1 of 2');
    expect(await attr(page, pt(15, 16), 'data-stone')).toBe('white');
    expect(await attr(page, pt(9, 9), 'data-stone')).toBeNull();
    await page.keyboard.press('ArrowDown');
    expect(await attr(page, pt(9, 9), 'data-stone')).toBe('white');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowRight');
    // → follows the variation last visited.
    expect(await attr(page, pt(9, 9), 'data-stone')).toBe('white');
    await app.screenshot(page, 'go-variation');
    expect(pageErrors(page)).toEqual([]);
  });

  it('loads pasted SGF up to an illegal move and says which and why', async () => {
    const page = await app.page('/go');
    await page.click('summary:has-text("Paste SGF text")');
    await page.fill('[data-testid="sgf-text"]', '(;GM[1]SZ[9]KM[7];B[ee];W[dc];B[dc])');
    await page.click('[data-testid="load-sgf-text"]');
    await page.waitForSelector('[data-testid="sgf-warning"]');
    expect(await text(page, 'sgf-warning')).toBe(
      'Move 3 (Black D7) is illegal: Occupied: there is already a stone on that point. Loaded up to move 2.',
    );
    expect(await page.$$eval('[data-testid="tree"] [data-node]', (els) => els.length)).toBe(3);
    // Dropping a file on the page opens it.
    await page.evaluate(() => {
      const dt = new DataTransfer();
      const sgf = '(;GM[1]SZ[7]PB[Dropper];B[dd];W[cc])';
      dt.items.add(new File([sgf], 'dropped.sgf', { type: 'application/x-go-sgf' }));
      const target = document.querySelector('.page.go') as HTMLElement;
      target.dispatchEvent(new DragEvent('dragover', { dataTransfer: dt, bubbles: true }));
      target.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true }));
    });
    await page.waitForSelector('#go-board[data-width="7"]');
    expect(await page.textContent('h1 + .lede')).toContain('dropped.sgf');
    // Malformed text says where.
    await page.fill('[data-testid="sgf-text"]', '(;GM[1]SZ[9];B[ee]');
    await page.click('[data-testid="load-sgf-text"]');
    expect(await text(page, 'sgf-error')).toMatch(/line 1, column \d+/);
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('/go layout', () => {
  it('fits 320 px without horizontal overflow', async () => {
    const page = await app.page('/go', { width: 320, height: 720 });
    await page.waitForSelector('#go-board');
    await noOverflow(page);
    await app.screenshot(page, 'go-320');
    await page.setInputFiles('[data-testid="sgf-file"]', PRO_GAME);
    await page.waitForSelector('#go-board[data-width="19"]');
    await page.click('[data-testid="tree"] [data-node="40"]');
    await noOverflow(page);
    await app.screenshot(page, 'go-320-19');
    expect(pageErrors(page)).toEqual([]);
  });
});
