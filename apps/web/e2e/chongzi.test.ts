/**
 * Browser tests of the Chongzi page: a whole game against the AI through real
 * clicks, a capture between two people, refused clicks, time travel and undo, the
 * empty start's phases, the keyboard, 320 px, and no console errors.
 *
 * @example
 * ```sh
 * npx tsc -b && npm run build -w @qipan/web
 * npx vitest run --project browser apps/web/e2e/chongzi.test.ts
 * ```
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { noOverflow, pageErrors, SCREENSHOTS, appForFile } from './harness.js';

const README_SHOT = fileURLToPath(
  new URL('../../../docs/screenshots/chongzi.png', import.meta.url),
);

const app = appForFile();

const BOARD = '#cz-board';
const cell = (x: number, y: number): string => `${BOARD} [data-point="${x},${y}"]`;

interface NewGame {
  readonly size: 4 | 5;
  readonly start: 'fixed' | 'empty';
  readonly opponent: 'person' | 'ai';
  readonly level?: number;
  readonly human?: 'red' | 'blue';
}

async function newGame(page: Page, g: NewGame): Promise<void> {
  await page.click('[data-testid="new-game"]');
  await page.waitForSelector('dialog.cz-dialog[open]');
  await page.check(`input[name="size"][value="${g.size}"]`);
  await page.check(`input[name="start"][value="${g.start}"]`);
  await page.check(`input[name="opponent"][value="${g.opponent}"]`);
  if (g.opponent === 'ai') {
    await page.selectOption('select[name="level"]', String(g.level ?? 1));
    await page.check(`input[name="human"][value="${g.human ?? 'red'}"]`);
  }
  await page.click('[data-testid="start-game"]');
  await page
    .waitForSelector('dialog.cz-dialog[open]', { state: 'detached' })
    .catch(() => undefined);
  await page.waitForFunction(() => !document.querySelector('dialog.cz-dialog[open]'));
  const cells = await page.$$eval(`${BOARD} [role="gridcell"]`, (els) => els.length);
  expect(cells).toBe(g.size * g.size);
}

/** Every cell's piece, selection and target, to compare before and after a refused click. */
const snapshot = (page: Page): Promise<string> =>
  page.$$eval(`${BOARD} [role="gridcell"]`, (els) =>
    els
      .map(
        (e) =>
          `${e.getAttribute('data-point')}:${e.getAttribute('data-piece') ?? '-'}:${e.getAttribute('data-selected') ?? ''}:${e.getAttribute('data-target') ?? ''}`,
      )
      .join(' '),
  );

const moveCount = (page: Page): Promise<number> =>
  page.$$eval('[data-testid="moves"] [data-index]', (els) => els.length - 1);

describe('/chongzi', () => {
  /**
   * Plays our side by reading the board: a target (placing, removing) or the first
   * movable piece then its first target, until the end. Returns our moves.
   */
  async function playToEnd(page: Page, n: number): Promise<number> {
    let plies = 0;
    for (let turn = 0; turn < 150; turn++) {
      // Wait for the end, or for our turn (targets and movable pieces are marked only then).
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="end"]') ||
          document.querySelector('#cz-board [data-movable="true"], #cz-board [data-target="true"]'),
        undefined,
        { timeout: 60_000 },
      );
      if (await page.$('[data-testid="end"]')) break;
      const from = await page.evaluate(() =>
        document.querySelector('#cz-board [data-movable="true"]')?.getAttribute('data-point'),
      );
      if (from) {
        await page.click(`${BOARD} [data-point="${from}"]`);
        const sel = `${BOARD} [data-point="${from}"]`;
        expect(await page.getAttribute(sel, 'data-selected')).toBe('true');
        expect(await page.getAttribute(sel, 'aria-label')).toMatch(
          new RegExp(`^[A-E][1-${n}], (red|blue) piece, selected`),
        );
      }
      const to = await page.getAttribute('#cz-board [data-target="true"]', 'data-point');
      await page.click(`${BOARD} [data-point="${to}"]`);
      plies++;
    }
    return plies;
  }

  /** Records whether the status ever says the AI is preparing (building the solved table). */
  async function watchPreparing(page: Page): Promise<void> {
    await page.evaluate(() => {
      const w = window as unknown as { sawPreparing?: boolean };
      const check = (): void => {
        if (document.querySelector('[data-testid="status"][data-ai="preparing"]'))
          w.sawPreparing = true;
      };
      check();
      new MutationObserver(check).observe(document.body, { subtree: true, attributes: true });
    });
  }

  async function expectInertEnd(page: Page, cells: number): Promise<void> {
    expect(await page.textContent('[data-testid="end"]')).toMatch(
      /^Game over\. ((Red|Blue) wins: (Red|Blue) has no (pieces left|legal move)|Draw: )/,
    );
    expect(await page.textContent('[data-testid="announce"]')).toContain('Game over');
    // The board is inert: every cell is disabled and a click changes nothing (compared once
    // a last capture's flash is over: it shows the captured pieces' old colour for a moment).
    expect(await page.$$eval(`${BOARD} [aria-disabled="true"]`, (els) => els.length)).toBe(cells);
    await page.waitForFunction(() => !document.querySelector('#cz-board [data-captured="true"]'));
    const before = await snapshot(page);
    const moves = await moveCount(page);
    // aria-disabled cells count as disabled for Playwright: force the clicks through.
    await page.click(cell(0, 0), { force: true });
    await page.click(cell(1, 1), { force: true });
    expect(await snapshot(page)).toBe(before);
    expect(await moveCount(page)).toBe(moves);
  }

  it('plays a whole 4×4 game against the perfect AI (solved table) to the end', async () => {
    const page = await app.page('/chongzi');
    await page.waitForSelector(BOARD);
    await newGame(page, { size: 4, start: 'fixed', opponent: 'ai', level: 5, human: 'red' });
    await watchPreparing(page);
    // One move each, then undo takes both back (two plies against the AI).
    await page.click(cell(0, 3));
    await page.click(cell(0, 2));
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="moves"] [data-index]').length === 3,
    );
    await page.waitForSelector(`${BOARD} [data-movable="true"]`);
    await page.click('[data-testid="undo"]');
    expect(await moveCount(page)).toBe(0);
    expect(await page.getAttribute(cell(0, 3), 'data-piece')).toBe('red');
    const plies = await playToEnd(page, 4);
    const preparing = await page.evaluate(
      () => (window as unknown as { sawPreparing?: boolean }).sawPreparing === true,
    );
    expect(plies).toBeGreaterThan(2);
    expect(preparing).toBe(true);
    // The first player loses against perfect play.
    expect(await page.textContent('[data-testid="end"]')).toMatch(/Blue wins/);
    await expectInertEnd(page, 16);
    await app.screenshot(page, 'chongzi-ai-end');
    expect(pageErrors(page)).toEqual([]);
  });

  it('plays a whole empty-start game against the fastest AI, as Blue, to the end', async () => {
    const page = await app.page('/chongzi');
    await page.waitForSelector(BOARD);
    await newGame(page, { size: 4, start: 'empty', opponent: 'ai', level: 1, human: 'blue' });
    const plies = await playToEnd(page, 4);
    expect(plies).toBeGreaterThanOrEqual(9); // 8 placements and a removal at least
    await expectInertEnd(page, 16);
    await app.screenshot(page, 'chongzi-ai-empty-end');
    expect(pageErrors(page)).toEqual([]);
  });

  it('two people: a capture flashes and changes colour; time travel and undo', async () => {
    const page = await app.page('/chongzi');
    await page.waitForSelector(BOARD);
    await newGame(page, { size: 5, start: 'fixed', opponent: 'person' });
    expect(await page.getAttribute(cell(2, 1), 'data-piece')).toBe('blue');
    expect(await page.getAttribute(cell(3, 0), 'data-piece')).toBe('blue');
    // Red B2-B3 pushes two Blue pieces on the antidiagonal (D5 and C4).
    await page.click(cell(1, 3));
    expect(await page.getAttribute(cell(1, 3), 'data-selected')).toBe('true');
    expect(await page.getAttribute(cell(1, 2), 'data-target')).toBe('true');
    expect(await page.$$eval(`${BOARD} [data-target="true"]`, (els) => els.length)).toBe(1);
    // Record whether a captured point shows its old colour, flagged, before it changes.
    await page.evaluate(() => {
      const w = window as unknown as { sawFlash: boolean };
      w.sawFlash = false;
      const check = (): void => {
        if (
          document.querySelector(
            '#cz-board [data-point="2,1"][data-captured="true"][data-piece="blue"]',
          )
        )
          w.sawFlash = true;
      };
      new MutationObserver(check).observe(document.body, { subtree: true, attributes: true });
    });
    await page.click(cell(1, 2));
    expect(await page.textContent('[data-testid="announce"]')).toContain(
      'Red B2-B3, captures D5 and C4',
    );
    await page.waitForSelector(`${cell(2, 1)}[data-piece="red"]:not([data-captured])`);
    expect(await page.getAttribute(cell(3, 0), 'data-piece')).toBe('red');
    expect(await page.evaluate(() => (window as unknown as { sawFlash: boolean }).sawFlash)).toBe(
      true,
    );
    expect(await page.getAttribute(cell(1, 2), 'data-piece')).toBe('red');
    expect(await page.getAttribute(cell(1, 3), 'data-piece')).toBeNull();
    expect(await page.getAttribute('[data-testid="status"]', 'data-turn')).toBe('blue');
    await app.screenshot(page, 'chongzi-capture');

    // Time travel: the start position, inert, then back with End.
    await page.click('[data-testid="moves"] [data-index="0"]');
    expect(await page.getAttribute(cell(2, 1), 'data-piece')).toBe('blue');
    expect(await page.getAttribute(cell(2, 1), 'aria-disabled')).toBe('true');
    await page.keyboard.press('End');
    expect(await page.getAttribute(cell(2, 1), 'data-piece')).toBe('red');
    await page.keyboard.press('ArrowLeft');
    expect(await page.getAttribute(cell(2, 1), 'data-piece')).toBe('blue');
    await page.keyboard.press('ArrowRight');
    expect(await page.getAttribute(cell(2, 1), 'data-piece')).toBe('red');
    expect(await page.getAttribute(cell(2, 1), 'aria-disabled')).toBeNull();

    // Undo takes the move back (one ply between people).
    await page.click('[data-testid="undo"]');
    expect(await moveCount(page)).toBe(0);
    expect(await page.getAttribute(cell(2, 1), 'data-piece')).toBe('blue');
    expect(await page.getAttribute(cell(1, 3), 'data-piece')).toBe('red');

    // Drag: press on Red's piece on C2, release on C3.
    const box = async (x: number, y: number) => {
      const b = await page.locator(cell(x, y)).boundingBox();
      if (!b) throw new Error('no box');
      return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
    };
    const a = await box(2, 3);
    const b = await box(2, 2);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(b.x, b.y, { steps: 4 });
    await page.mouse.up();
    expect(await moveCount(page)).toBe(1);
    expect(await page.getAttribute(cell(2, 2), 'data-piece')).toBe('red');
    expect(await page.getAttribute(cell(2, 3), 'data-piece')).toBeNull();
    expect(pageErrors(page)).toEqual([]);
  });

  it('refused clicks change nothing', async () => {
    const page = await app.page('/chongzi');
    await page.waitForSelector(BOARD);
    await newGame(page, { size: 5, start: 'fixed', opponent: 'person' });
    const start = await snapshot(page);
    await page.click(cell(0, 0)); // a Blue piece on Red's turn
    expect(await snapshot(page)).toBe(start);
    expect(await page.textContent('[data-testid="refusal"]')).not.toBe('');
    await page.click(cell(2, 2)); // an empty point with nothing selected
    expect(await snapshot(page)).toBe(start);
    await page.click(cell(0, 4)); // a Red piece that cannot move (blocked in)
    expect(await snapshot(page)).toBe(start);
    // Select, then click an empty point that is not adjacent: the selection stays.
    await page.click(cell(2, 3));
    const selected = await snapshot(page);
    expect(selected).not.toBe(start);
    await page.click(cell(4, 2));
    await page.click(cell(1, 1));
    expect(await snapshot(page)).toBe(selected);
    expect(await moveCount(page)).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });

  it('shows the three phases of the empty start, and plays by keyboard', async () => {
    const page = await app.page('/chongzi');
    await page.waitForSelector(BOARD);
    await newGame(page, { size: 4, start: 'empty', opponent: 'person' });
    const phase = (): Promise<string | null> =>
      page.getAttribute('[data-testid="status"]', 'data-phase');
    expect(await phase()).toBe('placement');
    expect(await page.$$eval(`${BOARD} [data-target="true"]`, (els) => els.length)).toBe(16);
    // Keyboard: focus the top-left point, Enter places, arrows move, Enter places again.
    await page.focus(cell(0, 0));
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    expect(await page.getAttribute(cell(0, 0), 'data-piece')).toBe('red');
    expect(await page.getAttribute(cell(1, 0), 'data-piece')).toBe('blue');
    await page.click(cell(1, 0)); // occupied: refused
    expect(await moveCount(page)).toBe(2);
    for (let i = 2; i < 16; i++) await page.click(cell(i % 4, Math.floor(i / 4)));
    expect(await phase()).toBe('removal');
    // Red removes a Blue piece; its own pieces are refused.
    await page.click(cell(0, 0));
    expect(await page.getAttribute(cell(0, 0), 'data-piece')).toBe('red');
    await page.click(cell(1, 0));
    expect(await page.getAttribute(cell(1, 0), 'data-piece')).toBeNull();
    await page.click(cell(0, 0)); // Blue removes a Red piece
    expect(await phase()).toBe('movement');
    expect(await page.getAttribute('[data-testid="status"]', 'data-turn')).toBe('red');
    expect(
      await page.$$eval(`${BOARD} [data-movable="true"]`, (els) => els.length),
    ).toBeGreaterThan(0);
    await app.screenshot(page, 'chongzi-empty-movement');
    expect(pageErrors(page)).toEqual([]);
  });

  it('is linked from the home page', async () => {
    const page = await app.page('/');
    await page.waitForSelector('[data-game="chongzi"] a');
    expect(await page.textContent('[data-game="chongzi"]')).toContain('Play now');
    await page.click('[data-game="chongzi"] a');
    await page.waitForURL('**/chongzi');
    await page.waitForSelector(BOARD);
    expect(await page.title()).toContain('Chongzi');
    expect(pageErrors(page)).toEqual([]);
  });

  it('fits 320 px without horizontal overflow', async () => {
    const page = await app.page('/chongzi', { width: 320, height: 740 });
    await page.waitForSelector(BOARD);
    await noOverflow(page);
    await page.click(cell(1, 3));
    await noOverflow(page);
    await app.screenshot(page, 'chongzi-320');
    // The first screen only, to look at the board at phone size.
    await page.screenshot({ path: join(SCREENSHOTS, 'chongzi-320-top.png') });
    await page.click('[data-testid="new-game"]');
    await page.waitForSelector('dialog.cz-dialog[open]');
    await noOverflow(page);
    await app.screenshot(page, 'chongzi-320-dialog');
    await page.screenshot({ path: join(SCREENSHOTS, 'chongzi-320-dialog-top.png') });
    expect(pageErrors(page)).toEqual([]);
  });

  it('desktop screenshot for the README', async () => {
    const page = await app.page('/chongzi', { width: 1200, height: 900 });
    await page.waitForSelector(BOARD);
    await page.click(cell(2, 3));
    await page.waitForSelector(`${BOARD} [data-target="true"]`);
    const file = await app.screenshot(page, 'chongzi-desktop');
    mkdirSync(dirname(README_SHOT), { recursive: true });
    // The README's screenshot changes only on request: npm test leaves the tree clean.
    if (process.env.QIPAN_UPDATE_SCREENSHOTS === '1') copyFileSync(file, README_SHOT);
    expect(pageErrors(page)).toEqual([]);
  });
});
