/**
 * Browser tests of the Go board's fit and markup: at 1280×800 the board and the
 * Pass (and Resign) buttons fit the window without scrolling on 9×9, 13×13 and 19×19,
 * in a review and in a game in play; a record's markup (TR SQ CR MA LB SL AR LN, DD
 * inherited until DD[]) is drawn on the right points, over black and white stones,
 * and named in each point's accessible name, in English and Chinese.
 *
 * @example
 * ```sh
 * npx tsc -b && npm run build -w @qipan/web
 * npx vitest run --project browser apps/web/e2e/go-review-board.test.ts
 * ```
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appForFile, noOverflow, pageErrors, SCREENSHOTS } from './harness.js';
import { pt, startGo } from './go-helpers.js';

const MARKUP_SGF = fileURLToPath(new URL('./fixtures/markup.sgf', import.meta.url));
/** The SGF FF[4] specification's example file (its "Markup" variation: every kind). */
const FF4_EXAMPLE = fileURLToPath(
  new URL('../../../testdata/sgf/sgf-spec/ff4_ex.sgf', import.meta.url),
);

const app = appForFile();

const DESKTOP = { width: 1280, height: 800 };

interface Fit {
  readonly scrollY: number;
  /** Bottoms in the document (so they hold whatever the scroll), rounded up. */
  readonly wrap: number;
  readonly board: number;
  readonly pass: number;
  readonly resign: number | undefined;
  /** The navigation row («, ‹, ›, »), the last row under the board. */
  readonly nav: number;
  readonly boardWidth: number;
}

/** Scrolls to the top and measures the board and the buttons under it. */
async function measure(page: Page): Promise<Fit> {
  await page.evaluate(() => window.scrollTo(0, 0));
  // The fit is measured again a frame after a change; wait for two frames.
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
  return page.evaluate(() => {
    const bottom = (sel: string): number | undefined => {
      const el = document.querySelector(sel);
      return el ? Math.ceil(el.getBoundingClientRect().bottom + window.scrollY) : undefined;
    };
    return {
      scrollY: window.scrollY,
      wrap: bottom('.go-board-wrap') ?? Infinity,
      board: bottom('#go-board') ?? Infinity,
      pass: bottom('[data-testid="pass"]') ?? Infinity,
      resign: bottom('[data-testid="resign"]'),
      nav: bottom('.go-nav') ?? Infinity,
      boardWidth: Math.round(
        document.querySelector('#go-board')?.getBoundingClientRect().width ?? 0,
      ),
    };
  });
}

async function pasteSgf(page: Page, sgf: string): Promise<void> {
  await page.click('summary:has-text("Paste SGF text")');
  await page.fill('[data-testid="sgf-text"]', sgf);
  await page.click('[data-testid="load-sgf-text"]');
  await page.waitForSelector('[data-testid="tree"] [data-node="2"]');
}

function expectFits(f: Fit, what: string, min = 400): void {
  expect(f.scrollY, what).toBe(0);
  expect(f.wrap, what).toBeLessThanOrEqual(DESKTOP.height);
  expect(f.board, what).toBeLessThanOrEqual(DESKTOP.height);
  expect(f.pass, what).toBeLessThanOrEqual(DESKTOP.height);
  if (f.resign !== undefined) expect(f.resign, what).toBeLessThanOrEqual(DESKTOP.height);
  expect(f.nav, what).toBeLessThanOrEqual(DESKTOP.height);
  // Fitting is not shrinking to nothing: the points stay a good size.
  expect(f.boardWidth, what).toBeGreaterThanOrEqual(min);
}

describe('the Go board fits a 1280×800 window', () => {
  it('an online game (with a clock, the buttons beside the board) fits too, on 9×9 and 19×19', async () => {
    for (const size of [9, 19]) {
      const page = await app.page('/', DESKTOP);
      const made = await page.evaluate(async (n) => {
        const r = await fetch('/api/games', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            game: 'go',
            options: { size: n },
            clock: { kind: 'fischer', initialMs: 300000, incrementMs: 3000 },
          }),
        });
        return (await r.json()) as { url: string };
      }, size);
      await page.goto(new URL(made.url, page.url()).href);
      await page.waitForSelector(`#go-board[data-width="${size}"]`);
      const f = await measure(page);
      expect(f.scrollY).toBe(0);
      expect(f.board, `online ${size}`).toBeLessThanOrEqual(DESKTOP.height);
      expect(f.boardWidth, `online ${size}`).toBeGreaterThanOrEqual(400);
      await app.screenshot(page, `go-fit-online-${size}`);
      expect(pageErrors(page)).toEqual([]);
    }
  });

  for (const size of [9, 13, 19]) {
    it(`${size}×${size}: in play and in a review, the board and Pass end above 800 px`, async () => {
      const page = await app.page('/go', DESKTOP);
      await startGo(page, { size, opponent: 'person' });
      const play = await measure(page);
      expect(play.resign).toBeDefined();
      // The clocks' row is kept even without a clock, in play and in a review (the board does
      // not jump when one appears: board-steady.test.ts), so both fit as a game with a clock.
      expectFits(play, `play ${size}`, 380);
      await app.screenshot(page, `go-fit-play-${size}`);

      await pasteSgf(page, `(;GM[1]SZ[${size}];B[cc];W[dd];B[ee])`);
      await page.waitForSelector(`#go-board[data-width="${size}"]`);
      await page.click('[data-testid="tree"] [data-node="3"]');
      const review = await measure(page);
      expect(review.resign).toBeUndefined();
      expectFits(review, `review ${size}`, 380);
      await app.screenshot(page, `go-fit-review-${size}`);
      console.log(`fit ${size}: play ${JSON.stringify(play)} review ${JSON.stringify(review)}`);
      expect(pageErrors(page)).toEqual([]);
    });
  }

  it('with a clock above the board against the bot, 19×19 still fits', async () => {
    const page = await app.page('/go', DESKTOP);
    await startGo(page, { size: 19, opponent: 'bot', time: 600 });
    await page.waitForSelector('[data-testid="clocks"]');
    const f = await measure(page);
    await app.screenshot(page, 'go-fit-play-19-clock');
    expectFits(f, 'play 19 with a clock', 380);
    console.log(`fit 19 with a clock: ${JSON.stringify(f)}`);
  });

  it('follows the window: a taller window a larger board (to its cap), a shorter one smaller', async () => {
    const page = await app.page('/go', DESKTOP);
    await pasteSgf(page, '(;GM[1]SZ[19];B[cc];W[dd];B[ee])');
    const at800 = await measure(page);
    await page.setViewportSize({ width: 1280, height: 1100 });
    const at1100 = await measure(page);
    expect(at1100.boardWidth).toBeGreaterThan(at800.boardWidth + 100);
    expect(at1100.pass).toBeLessThanOrEqual(1100);
    await page.setViewportSize({ width: 1280, height: 700 });
    const at700 = await measure(page);
    expect(at700.boardWidth).toBeLessThan(at800.boardWidth - 50);
    expect(at700.pass).toBeLessThanOrEqual(700);
    console.log(
      `board width at 700/800/1100 px high: ${at700.boardWidth}/${at800.boardWidth}/${at1100.boardWidth}`,
    );
  });

  it('keeps the 320 px phone layout without sideways overflow', async () => {
    const page = await app.page('/go', { width: 320, height: 720 });
    await page.setInputFiles('[data-testid="sgf-file"]', MARKUP_SGF);
    await page.waitForSelector('[data-testid="tree"] [data-node="6"]');
    await page.click('[data-testid="tree"] [data-node="6"]');
    await noOverflow(page);
    const w = await page.$eval('#go-board', (el) => el.getBoundingClientRect().width);
    expect(w).toBeGreaterThan(200);
    await app.screenshot(page, 'go-markup-320');
  });
});

/** `data-marker` of every cell that has one, as `"x,y=marker"`, sorted. */
const markers = (page: Page): Promise<string[]> =>
  page.$$eval('#go-board [role="gridcell"][data-marker]', (els) =>
    els.map((e) => `${e.getAttribute('data-point')}=${e.getAttribute('data-marker')}`).sort(),
  );
/** Cells whose highlights include `name`, sorted. */
const highlighted = (page: Page, name: string): Promise<string[]> =>
  page.$$eval(`#go-board [role="gridcell"][data-highlight~="${name}"]`, (els) =>
    els.map((e) => e.getAttribute('data-point') ?? '').sort(),
  );
const label = (page: Page, x: number, y: number): Promise<string | null> =>
  page.getAttribute(pt(x, y), 'aria-label');

describe('SGF markup on the review board', () => {
  it('draws TR SQ CR MA LB SL AR LN DD on the right points, over black and white stones', async () => {
    const page = await app.page('/go', DESKTOP);
    await page.setInputFiles('[data-testid="sgf-file"]', MARKUP_SGF);
    await page.waitForSelector('[data-testid="tree"] [data-node="6"]');
    await page.click('[data-testid="tree"] [data-node="6"]');
    await page.waitForSelector('.go-board-wrap .qb-marklines');

    expect(await markers(page)).toEqual([
      '2,0=triangle',
      '2,2=triangle',
      '2,4=label',
      '2,6=square',
      '4,2=label',
      '4,4=cross',
      '6,2=triangle',
      '6,4=label',
      '6,6=circle',
      '8,0=square',
    ]);
    // The label replaces the last-move ring on G5, which still says it is the last move.
    expect(await page.getAttribute(pt(6, 4), 'data-last')).toBe('true');
    expect(await page.textContent(`${pt(6, 4)} .qb-marker__text`)).toBe('B');
    expect(await page.textContent(`${pt(2, 4)} .qb-marker__text`)).toBe('long');
    expect(await highlighted(page, 'selected')).toEqual(['0,1', '1,1']);
    expect(await highlighted(page, 'dim')).toEqual(
      ['5,6', '6,6', '7,6', '5,7', '6,7', '7,7', '5,8', '6,8', '7,8'].sort(),
    );
    // One arrow C3→G3 and one line H8–H6, each over a light halo.
    expect(await page.getAttribute('.go-board-wrap .qb-marklines', 'data-lines')).toBe('2');
    expect(await page.$$eval('.qb-marklines__arrow', (els) => els.length)).toBe(1);
    expect(await page.$$eval('.qb-marklines__line', (els) => els.length)).toBe(1);
    expect(await page.$$eval('.qb-marklines__halo', (els) => els.length)).toBe(2);
    expect(await page.getAttribute('.qb-marklines__arrow', 'data-from')).toBe('2,6');
    expect(await page.getAttribute('.qb-marklines__arrow', 'data-to')).toBe('6,6');
    // Markers show in the stone's contrasting colour: light on black, dark on white.
    const colour = (x: number, y: number): Promise<string> =>
      page.$eval(`${pt(x, y)} .qb-marker`, (el) => getComputedStyle(el).color);
    expect(await colour(2, 2)).toBe('rgb(255, 255, 255)');
    expect(await colour(6, 2)).toBe('rgb(29, 31, 35)');
    // The lines let clicks through to the points.
    expect(
      await page.$eval('.go-board-wrap .qb-marklines', (el) => getComputedStyle(el).pointerEvents),
    ).toBe('none');

    expect(await label(page, 2, 2)).toBe('C7, black stone, triangle');
    expect(await label(page, 6, 4)).toBe('G5, white stone, last move, label B');
    expect(await label(page, 4, 2)).toBe('E7, empty, label A');
    expect(await label(page, 6, 6)).toBe('G3, white stone, circle, dimmed, arrow from C3');
    expect(await label(page, 6, 2)).toBe('G7, white stone, triangle');
    expect(await label(page, 2, 6)).toBe('C3, black stone, square, arrow to G3');
    expect(await label(page, 7, 1)).toBe('H8, empty, line to H6');
    expect(await label(page, 7, 3)).toBe('H6, empty, line to H8');
    expect(await label(page, 0, 1)).toBe('A8, empty, selected');
    expect(await label(page, 4, 4)).toBe('E5, black stone, cross');
    await app.screenshot(page, 'go-markup');
    // The board alone, large enough to look at the marks on the stones.
    await page
      .locator('.go-board-wrap')
      .screenshot({ path: join(SCREENSHOTS, 'go-markup-board.png') });

    // With move numbers on, the label shows instead of G5's number and a shape covers
    // none; the names keep the numbers.
    await page.check('[data-testid="numbers"]');
    await page.waitForFunction(
      (sel) => (document.querySelector(sel)?.getAttribute('aria-label') ?? '').includes('move 6'),
      pt(6, 4),
    );
    expect(await page.$$eval('#go-board .qb-stone__text', (els) => els.length)).toBe(0);
    expect(await page.textContent(`${pt(4, 4)} .qb-stone`)).toBe('');
    expect(await page.textContent(`${pt(6, 4)} .qb-marker__text`)).toBe('B');
    expect(await page.textContent(`${pt(6, 4)} .qb-stone`)).toBe('');
    expect(await label(page, 6, 4)).toBe('G5, white stone, move 6, last move, label B');
    expect(await label(page, 2, 2)).toBe('C7, black stone, move 1, triangle');
    await page.uncheck('[data-testid="numbers"]');

    // The next node has no markup of its own but keeps the dimmed points; DD[] clears them.
    await page.click('[data-testid="tree"] [data-node="7"]');
    await page.waitForSelector('.go-board-wrap .qb-marklines', { state: 'detached' });
    expect(await markers(page)).toEqual(['1,0=last']);
    expect(await highlighted(page, 'dim')).toHaveLength(9);
    expect(await label(page, 6, 6)).toBe('G3, white stone, dimmed');
    await page.click('[data-testid="tree"] [data-node="8"]');
    await page.waitForFunction(
      () => document.querySelectorAll('[data-highlight~="dim"]').length === 0,
    );
    expect(await label(page, 6, 6)).toBe('G3, white stone');
    expect(pageErrors(page)).toEqual([]);
  });

  it('names the markup in Chinese', async () => {
    const page = await app.page('/go', DESKTOP, 'zh-CN');
    await page.setInputFiles('[data-testid="sgf-file"]', MARKUP_SGF);
    await page.waitForSelector('[data-testid="tree"] [data-node="6"]');
    await page.click('[data-testid="tree"] [data-node="6"]');
    await page.waitForSelector('.go-board-wrap .qb-marklines');
    expect(await label(page, 6, 4)).toBe('G5，白子，最后一手，标签 B');
    expect(await label(page, 2, 6)).toBe('C3，黑子，方块，箭头指向 G3');
    expect(await label(page, 6, 6)).toBe('G3，白子，圆圈，变暗，来自 C3 的箭头');
    expect(await label(page, 0, 1)).toBe('A8，空，选中');
    expect(pageErrors(page)).toEqual([]);
  });

  it("draws the FF[4] example's markup variation: shapes, territory, labels, arrows, lines, dimming", async () => {
    const page = await app.page('/go', DESKTOP);
    await page.setInputFiles('[data-testid="sgf-file"]', FF4_EXAMPLE);
    // The "Markup" variation: its setup node (18), then shapes (19), labels (20), arrows (21).
    await page.waitForSelector('[data-testid="tree"] [data-node="21"]');
    await page.click('[data-testid="tree"] [data-node="19"]');
    await page.waitForSelector(`${pt(3, 3)}[data-marker="triangle"]`);
    const count = (sel: string): Promise<number> =>
      page.$$eval(`#go-board [role="gridcell"]${sel}`, (els) => els.length);
    expect(await count('[data-marker="triangle"]')).toBe(9);
    expect(await count('[data-marker="cross"]')).toBe(9);
    expect(await count('[data-marker="circle"]')).toBe(9);
    expect(await count('[data-marker="square"]')).toBe(9);
    expect(await count('[data-highlight~="selected"]')).toBe(9);
    // TW[pq:ss][so][lr:ns], TB[aq:cs][er:hs][ao]: 12 + 1 + 6 and 9 + 8 + 1 points.
    expect(await count('[data-highlight~="own-white"]')).toBe(19);
    expect(await count('[data-highlight~="own-black"]')).toBe(18);
    await page
      .locator('.go-board-wrap')
      .screenshot({ path: join(SCREENSHOTS, 'go-ff4-shapes.png') });
    await page.click('[data-testid="tree"] [data-node="20"]');
    await page.waitForSelector(`${pt(3, 2)}[data-marker="label"]`);
    // 8 one-character labels and 14 of 2 to 8 characters.
    expect(await count('[data-marker="label"]')).toBe(22);
    expect(await page.textContent(`${pt(6, 18)} .qb-marker__text`)).toBe('ABCDEFGH');
    await page
      .locator('.go-board-wrap')
      .screenshot({ path: join(SCREENSHOTS, 'go-ff4-labels.png') });
    await page.click('[data-testid="tree"] [data-node="21"]');
    await page.waitForSelector('.go-board-wrap .qb-marklines');
    expect(await page.$$eval('.qb-marklines__arrow', (els) => els.length)).toBe(8);
    expect(await page.$$eval('.qb-marklines__line', (els) => els.length)).toBe(4);
    // DD[kq:os][dq:hs]: 5×3 + 5×3 points.
    expect(await count('[data-highlight~="dim"]')).toBe(30);
    await page
      .locator('.go-board-wrap')
      .screenshot({ path: join(SCREENSHOTS, 'go-ff4-arrows.png') });
    expect(pageErrors(page)).toEqual([]);
  });
});
