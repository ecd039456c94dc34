/**
 * Browser tests of the /gomoku page: a two-person game clicked to a win, games
 * against the AI (replies, "Move now", undo), renju forbidden points on a known
 * position, import with time travel by keys, import errors, 320 px layout.
 *
 * @example
 * ```sh
 * npx tsc -b && npm run build -w @qipan/web && npx vitest run --project browser apps/web/e2e/gomoku.test.ts
 * ```
 */
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { longGame } from './gomoku-helpers.js';
import { noOverflow, pageErrors, appForFile } from './harness.js';

const README_SHOT = fileURLToPath(new URL('../../../docs/screenshots/gomoku.png', import.meta.url));
const RENJU_DATA = fileURLToPath(
  new URL('../../../testdata/gomoku/renju-forbidden.json', import.meta.url),
);

interface RenjuCase {
  readonly id: string;
  readonly black: readonly [number, number][];
  readonly white: readonly [number, number][];
  readonly exhaustive: boolean;
  readonly checks: readonly {
    readonly point: [number, number];
    readonly forbidden: boolean;
    readonly kind: string | null;
  }[];
}

const app = appForFile();

const cell = (x: number, y: number): string => `#gomoku-board [data-point="${x},${y}"]`;
/** h8 notation on a 15×15 board (A..O with I, rows from the bottom). */
const name15 = (x: number, y: number): string => `${'abcdefghijklmno'[x]}${15 - y}`;

const stones = (page: Page): Promise<number> =>
  page.$$eval('#gomoku-board [data-stone]', (els) => els.length);
async function attrPoints(page: Page, attr: string, value?: string): Promise<string[]> {
  const sel = value === undefined ? `[${attr}]` : `[${attr}="${value}"]`;
  const keys = await page.$$eval(`#gomoku-board ${sel}`, (els) =>
    els.map((e) => e.getAttribute('data-point') ?? ''),
  );
  return keys.sort();
}

async function importText(page: Page, text: string, rule?: string): Promise<void> {
  await page.click('[data-testid="import"]');
  await page.fill('textarea[name="record"]', text);
  if (rule) await page.selectOption('select[name="import-rule"]', rule);
  await page.click('[data-testid="import-go"]');
}

describe('/gomoku', () => {
  it('plays a two-person freestyle game to a win; the five is highlighted and the board goes inert', async () => {
    const page = await app.page('/gomoku');
    await page.waitForSelector('#gomoku-board');
    expect(await page.$$eval('#gomoku-board [role="gridcell"]', (els) => els.length)).toBe(225);
    expect(await page.title()).toContain('Gomoku');
    // Hover shows a ghost stone of the colour to move.
    await page.hover(cell(7, 7));
    await page.waitForSelector('#gomoku-board .qb-piece--ghost .gk-stone--black');
    // The first stone by keyboard: arrows from the corner to h8, then Enter.
    await page.focus(cell(0, 0));
    for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight');
    for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await page.getAttribute(cell(7, 7), 'data-stone')).toBe('black');
    expect(await page.getAttribute(cell(7, 7), 'aria-label')).toBe(
      'h8, black stone, move 1, last move',
    );
    // White answers below; Black builds d8..h8 (x 3..7, y 7).
    const black = [6, 5, 4, 3];
    const white = [7, 6, 5, 4];
    for (const [i, bx] of black.entries()) {
      await page.click(cell(white[i] as number, 8));
      await page.click(cell(bx, 7));
    }
    await page.waitForSelector('[data-testid="result"]');
    expect(await page.textContent('[data-testid="result"]')).toContain('Black wins');
    expect(await attrPoints(page, 'data-win')).toEqual(['3,7', '4,7', '5,7', '6,7', '7,7']);
    expect(await page.getAttribute(cell(3, 7), 'data-last')).toBe('true');
    expect(await page.textContent('[data-testid="announce"]')).toContain('Black wins');
    // Inert: a click on an empty point places nothing.
    expect(await page.getAttribute(cell(10, 10), 'aria-disabled')).toBe('true');
    await page.click(cell(10, 10), { force: true });
    expect(await page.getAttribute(cell(10, 10), 'data-stone')).toBeNull();
    expect(await stones(page)).toBe(9);
    await page.check('[data-testid="numbers"]');
    expect(await page.textContent(`${cell(3, 7)} .gk-stone`)).toBe('9');
    await app.screenshot(page, 'gomoku-win');
    expect(pageErrors(page)).toEqual([]);
  });

  it('plays against the AI: replies come within the budget, undo takes back two plies, move now', async () => {
    const page = await app.page('/gomoku');
    await page.waitForSelector('#gomoku-board');
    await page.click('[data-testid="new-game"]');
    await page.check('input[name="opponent"][value="ai"]');
    await page.selectOption('select[name="level"]', '2');
    await page.selectOption('select[name="think"]', '250');
    await page.selectOption('select[name="side"]', 'second');
    await page.click('[data-testid="start-game"]');
    expect(await page.textContent('[data-testid="game-info"]')).toContain('against the AI');
    const tries = [
      [7, 7],
      [8, 8],
      [6, 6],
      [8, 6],
      [6, 8],
      [9, 7],
      [5, 7],
      [7, 9],
      [7, 5],
    ] as const;
    let played = 0;
    for (const [x, y] of tries) {
      if (played === 3) break;
      if ((await page.getAttribute(cell(x, y), 'data-stone')) !== null) continue;
      await page.click(cell(x, y));
      played++;
      // Budget 250 ms; generous slack for the shared machine and the worker start.
      await page.waitForFunction(
        (n) => document.querySelectorAll('#gomoku-board [data-stone]').length === n,
        played * 2,
        { timeout: 250 + 4000 },
      );
      expect(await page.$$eval('#gomoku-board [data-stone="white"]', (e) => e.length)).toBe(played);
    }
    expect(played).toBe(3);
    await page.waitForSelector('[data-testid="ai-thinking"]', { state: 'detached' });
    await page.click('[data-testid="undo"]');
    expect(await stones(page)).toBe(4);
    expect(await page.textContent('[data-testid="turn"]')).toContain('Black to move (you)');
    // One move back it is the AI's turn there: no "(you)" on a past position.
    await page.focus('h1');
    await page.keyboard.press('ArrowLeft');
    expect(await stones(page)).toBe(3);
    expect(await page.textContent('[data-testid="turn"]')).toBe('White to move.');
    await page.keyboard.press('End');
    expect(await stones(page)).toBe(4);
    await app.screenshot(page, 'gomoku-ai');

    // A long budget cut short by "Move now".
    await page.click('[data-testid="new-game"]');
    await page.selectOption('select[name="think"]', '5000');
    // Level 5 searches until the deadline (lower levels stop at their depth).
    await page.selectOption('select[name="level"]', '5');
    await page.click('[data-testid="start-game"]');
    // Off the centre: the opening book answers the centre stone at once.
    await page.click(cell(4, 4));
    await page.waitForSelector('[data-testid="move-now"]');
    await page.click('[data-testid="move-now"]');
    await page.waitForSelector('[data-testid="ai-thinking"]', { state: 'detached', timeout: 3000 });
    await page.waitForFunction(
      () => document.querySelectorAll('#gomoku-board [data-stone]').length === 2,
      undefined,
      { timeout: 3000 },
    );
    expect(pageErrors(page)).toEqual([]);
  });

  it('marks Black’s forbidden points under renju and explains them on click', async () => {
    const data = JSON.parse(readFileSync(RENJU_DATA, 'utf8')) as { cases: RenjuCase[] };
    const c = data.cases.find(
      (k) => k.id === 'mintaka/test_nested_forbid/double_nested_double_three/2',
    );
    expect(c?.exhaustive).toBe(true);
    if (!c) return;
    expect(c.black.length).toBe(c.white.length);
    const moves = c.black
      .map((b, i) => name15(b[0], b[1]) + name15(...(c.white[i] as [number, number])))
      .join('');
    const expected = c.checks
      .filter((k) => k.forbidden)
      .map((k) => `${k.point[0]},${k.point[1]}`)
      .sort();
    expect(expected.length).toBe(3);

    const page = await app.page('/gomoku', { width: 1280, height: 860 });
    await page.waitForSelector('#gomoku-board');
    await importText(page, moves, 'renju');
    await page.waitForSelector('#gomoku-board [data-forbidden]');
    expect(await page.textContent('[data-testid="game-info"]')).toContain('Renju');
    expect(await attrPoints(page, 'data-forbidden')).toEqual(expected);
    expect(await attrPoints(page, 'data-forbidden', 'double-three')).toEqual(expected);
    const [fx, fy] = (expected[0] as string).split(',').map(Number) as [number, number];
    expect(await page.getAttribute(cell(fx, fy), 'aria-label')).toBe(
      `${name15(fx, fy)}, empty, forbidden for Black: double-three`,
    );
    expect(await stones(page)).toBe(c.black.length * 2);
    await page.click(cell(fx, fy));
    await page.waitForSelector('[data-testid="notice"]');
    expect(await page.textContent('[data-testid="notice"]')).toContain(
      'Forbidden for Black: double-three',
    );
    expect(await page.textContent('[data-testid="announce"]')).toContain('Forbidden for Black');
    expect(await page.getAttribute(cell(fx, fy), 'data-stone')).toBeNull();
    await page.hover(cell(7, 3));
    const shot = await app.screenshot(page, 'gomoku-renju');
    mkdirSync(dirname(README_SHOT), { recursive: true });
    // The README's screenshot changes only on request: npm test leaves the tree clean.
    if (process.env.QIPAN_UPDATE_SCREENSHOTS === '1') copyFileSync(shot, README_SHOT);
    expect(pageErrors(page)).toEqual([]);
  });

  it('imports a move string, travels with the arrow keys and shows import errors without losing the game', async () => {
    const page = await app.page('/gomoku');
    await page.waitForSelector('#gomoku-board');
    await importText(page, 'h8i9j10k11g8');
    await page.waitForFunction(
      () => document.querySelectorAll('#gomoku-board [data-stone]').length === 5,
    );
    expect(await page.getAttribute(cell(6, 7), 'data-last')).toBe('true');
    expect(await page.textContent('[data-testid="move-string"]')).toContain('h8i9j10k11g8');
    await page.focus('h1');
    await page.keyboard.press('ArrowLeft');
    expect(await stones(page)).toBe(4);
    expect(await page.getAttribute(cell(10, 4), 'data-last')).toBe('true');
    expect(await page.getAttribute('[data-move="4"]', 'aria-current')).toBe('step');
    await page.keyboard.press('Home');
    expect(await stones(page)).toBe(0);
    await page.keyboard.press('ArrowRight');
    expect(await stones(page)).toBe(1);
    await page.keyboard.press('End');
    expect(await stones(page)).toBe(5);
    // Click a move in the list, then play from there: the future is replaced and can be restored.
    await page.click('[data-move="2"]');
    expect(await stones(page)).toBe(2);
    await page.click(cell(0, 0));
    expect(await stones(page)).toBe(3);
    expect(await page.textContent('[data-testid="position"]')).toContain('Move 3 of 3');
    await page.click('[data-testid="restore"]');
    expect(await stones(page)).toBe(5);

    // A broken record: a clear error, the text stays, the game is unchanged.
    await importText(page, 'h8i9h8');
    await page.waitForSelector('[data-testid="import-error"]');
    expect(await page.textContent('[data-testid="import-error"]')).toMatch(/move 3 \(h8\)/);
    expect(await page.inputValue('textarea[name="record"]')).toBe('h8i9h8');
    await page.keyboard.press('Escape');
    expect(await stones(page)).toBe(5);
    // An SGF pasted in.
    await importText(page, '(;FF[4]GM[4]SZ[15]RU[standard];B[hh];W[ii];B[gg])');
    await page.waitForFunction(
      () => document.querySelectorAll('#gomoku-board [data-stone]').length === 3,
    );
    expect(await page.textContent('[data-testid="game-info"]')).toContain('Standard');
    // Save it as SGF: the download holds the three moves.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('[data-testid="save-sgf"]'),
    ]);
    const saved = readFileSync(await download.path(), 'utf8');
    expect(saved).toContain('GM[4]');
    expect(saved.replace(/\s+/g, '')).toContain(';B[hh];W[ii];B[gg])');
    // And as a JSON record, which reads back to the same game.
    const [jsonDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.click('[data-testid="save-json"]'),
    ]);
    const json = JSON.parse(readFileSync(await jsonDownload.path(), 'utf8')) as {
      format: string;
      rule: string;
      moves: string[];
    };
    expect(json.format).toBe('qipan-gomoku');
    expect(json.rule).toBe('standard');
    expect(json.moves).toEqual(['h8', 'i7', 'g9']);
    // A move-string file dropped on the board.
    await page.evaluate(() => {
      const dt = new DataTransfer();
      dt.items.add(new File(['h8 h9 h10\n'], 'game.txt', { type: 'text/plain' }));
      const zone = document.querySelector('[data-testid="drop-zone"]');
      zone?.dispatchEvent(
        new DragEvent('dragover', { dataTransfer: dt, bubbles: true, cancelable: true }),
      );
      zone?.dispatchEvent(
        new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }),
      );
    });
    await page.waitForFunction(
      () => document.querySelector('[data-point="7,5"]')?.getAttribute('data-last') === 'true',
    );
    expect(await stones(page)).toBe(3);
    expect(await page.textContent('[data-testid="notice"]')).toContain('Loaded move string');
    // The game survives a reload, shown at the same move.
    await page.click('[data-move="2"]');
    await page.reload();
    await page.waitForSelector('#gomoku-board');
    expect(await stones(page)).toBe(2);
    expect(await page.textContent('[data-testid="position"]')).toContain('Move 2 of 3');
    expect(pageErrors(page)).toEqual([]);
  });

  it('runs the swap2 opening with prompts, between two people and against the AI', async () => {
    const page = await app.page('/gomoku');
    await page.waitForSelector('#gomoku-board');
    await page.click('[data-testid="new-game"]');
    await page.selectOption('select[name="opening"]', 'swap2');
    await page.click('[data-testid="start-game"]');
    expect(await page.textContent('[data-testid="turn"]')).toContain(
      'First player: place three opening stones',
    );
    await page.click(cell(7, 7));
    await page.click(cell(8, 7));
    expect(await page.textContent('[data-testid="turn"]')).toContain('(2 of 3 placed)');
    await page.click(cell(7, 8));
    expect(await attrPoints(page, 'data-stone', 'black')).toEqual(['7,7', '7,8']);
    expect(await page.textContent('[data-testid="turn"]')).toContain('Second player: choose');
    // The board waits for the choice.
    expect(await page.getAttribute(cell(0, 0), 'aria-disabled')).toBe('true');
    await page.click('[data-choice="place-two"]');
    await page.click(cell(6, 6));
    await page.click(cell(9, 9));
    expect(await page.textContent('[data-testid="turn"]')).toContain(
      'First player: choose your colour',
    );
    await page.click('[data-choice="white"]');
    expect(await page.textContent('[data-testid="colours"]')).toContain(
      'Black: Second player · White: First player',
    );
    expect(await page.textContent('[data-testid="turn"]')).toContain('White to move');
    expect(await page.$$eval('[data-move]', (els) => els.length)).toBe(8); // start, 5 stones, 2 choices

    // Against the AI, which opens: it places three stones, then you choose.
    await page.click('[data-testid="new-game"]');
    await page.check('input[name="opponent"][value="ai"]');
    await page.selectOption('select[name="level"]', '1');
    await page.selectOption('select[name="think"]', '250');
    await page.selectOption('select[name="side"]', 'first');
    await page.click('[data-testid="start-game"]');
    await page.waitForSelector('[data-choice="white"]', { timeout: 10_000 });
    expect(await stones(page)).toBe(3);
    expect(await page.textContent('[data-testid="turn"]')).toContain('You: choose');
    await page.click('[data-choice="white"]');
    expect(await page.textContent('[data-testid="colours"]')).toContain('Black: AI · White: You');
    const empty = await page.$eval('#gomoku-board', (b) => {
      for (const [x, y] of [
        [7, 7],
        [6, 6],
        [8, 8],
        [6, 8],
        [8, 6],
        [5, 5],
      ])
        if (!b.querySelector(`[data-point="${x},${y}"][data-stone]`)) return `${x},${y}`;
      return '0,0';
    });
    await page.click(`#gomoku-board [data-point="${empty}"]`);
    await page.waitForFunction(
      () => document.querySelectorAll('#gomoku-board [data-stone]').length === 5,
      undefined,
      { timeout: 250 + 4000 },
    );
    expect(pageErrors(page)).toEqual([]);
  });

  it('is linked from the home page as a live game', async () => {
    const page = await app.page('/');
    await page.waitForSelector('[data-game="gomoku"] a');
    expect(await page.textContent('[data-game="gomoku"]')).toContain('Play now');
    await page.click('[data-game="gomoku"] a');
    await page.waitForURL('**/gomoku');
    await page.waitForSelector('#gomoku-board');
    expect(await page.textContent('h1')).toContain('Gomoku');
    expect(pageErrors(page)).toEqual([]);
  });

  it('shows 3-digit move numbers and 3-character points in full on the move chips (a 120-move game)', async () => {
    const record = longGame();
    for (const viewport of [
      { width: 1200, height: 900 },
      { width: 320, height: 720 },
    ]) {
      const page = await app.page('/gomoku', viewport);
      await page.waitForSelector('#gomoku-board');
      await importText(page, record);
      await page.waitForFunction(
        () => document.querySelectorAll('#gomoku-board [data-stone]').length === 120,
      );
      const chips = await page.$$eval('[data-testid="moves"] button[data-move]', (els) =>
        els.slice(1).map((b) => {
          const box = b.getBoundingClientRect();
          const parts = [...b.children].map((c) => {
            const r = c.getBoundingClientRect();
            const e = c as HTMLElement;
            return { left: r.left, right: r.right, clipped: e.scrollWidth > e.clientWidth };
          });
          return {
            text: (b.textContent ?? '').replace(/\s+/g, ' ').trim(),
            label: b.getAttribute('aria-label') ?? '',
            clipped: b.scrollWidth > b.clientWidth,
            inside: parts.every((r) => r.left >= box.left && r.right <= box.right),
            overlap: parts.some((r, i) => i > 0 && r.left < (parts[i - 1]?.right ?? 0) - 0.5),
            partClipped: parts.some((r) => r.clipped),
          };
        }),
      );
      expect(chips).toHaveLength(120);
      const what = `at ${viewport.width} px`;
      for (const c of chips) {
        expect(c.clipped, `${c.text} clipped ${what}`).toBe(false);
        expect(c.partClipped, `${c.text}: a part clipped ${what}`).toBe(false);
        expect(c.overlap, `${c.text}: parts overlap ${what}`).toBe(false);
        expect(c.inside, `${c.text}: a part outside the chip ${what}`).toBe(true);
        // The accessible name holds what the chip shows (WCAG 2.5.3).
        expect(c.label, what).toContain(c.text);
      }
      const m14 = chips.find((c) => c.text.endsWith(' m14'));
      expect(m14?.label).toMatch(/^Move \d+ m14, (Black|White)$/);
      expect(chips[99]?.text).toMatch(/^100 [a-o]\d+$/);
      expect(chips[119]?.label).toMatch(/^Move 120 [a-o]\d+, White$/);
      await app.screenshot(page, `gomoku-120-moves-${viewport.width}`);
      expect(pageErrors(page)).toEqual([]);
    }
  });

  it('shows only the latest import error; a successful import clears it', async () => {
    const page = await app.page('/gomoku');
    await page.waitForSelector('#gomoku-board');
    await importText(page, 'h8i9h8');
    await page.waitForSelector('[data-testid="import-error"]');
    expect(await page.textContent('[data-testid="import-error"]')).toMatch(/move 3 \(h8\)/);
    await page.fill('textarea[name="record"]', '(;GM[4]SZ[15];B[hh];W[hh])');
    await page.click('[data-testid="import-go"]');
    await page.waitForFunction(
      () =>
        !/move 3 \(h8\)/.test(
          document.querySelector('[data-testid="import-error"]')?.textContent ?? 'move 3 (h8)',
        ),
    );
    expect(await page.$$eval('dialog [role="alert"]', (els) => els.length)).toBe(1);
    await page.fill('textarea[name="record"]', 'h8i9');
    await page.click('[data-testid="import-go"]');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    expect(await stones(page)).toBe(2);
    await page.click('[data-testid="import"]');
    expect(await page.$$eval('dialog [role="alert"]', (els) => els.length)).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });

  it('fits 320 px without horizontal overflow', async () => {
    const page = await app.page('/gomoku', { width: 320, height: 720 });
    await page.waitForSelector('#gomoku-board');
    await page.click(cell(7, 7));
    await page.click(cell(8, 8));
    await noOverflow(page);
    await app.screenshot(page, 'gomoku-320');
    await page.click('[data-testid="new-game"]');
    await page.selectOption('select[name="size"]', '19');
    await page.click('[data-testid="start-game"]');
    expect(await page.$$eval('#gomoku-board [role="gridcell"]', (els) => els.length)).toBe(361);
    await noOverflow(page);
    await app.screenshot(page, 'gomoku-320-19');
    expect(pageErrors(page)).toEqual([]);
  });
});
