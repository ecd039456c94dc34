/**
 * Browser tests of the Go review as a user works with it: a collection of three
 * games (the picker, game 2), the comment and marks of a move kept across a reload
 * and in the saved SGF, game info (a bad komi refused), the main line and deleting a
 * branch, forks and "go to move", editing a position and playing on, and the tree
 * box scrolling to the current move of a 300-move record without moving the window.
 *
 * @example
 * ```sh
 * npm run build -w @qipan/web
 * npx vitest run --project browser apps/web/e2e/go-review.test.ts
 * ```
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { randomGoGame } from '../../../packages/go/test/random-game.js';
import { appForFile, noOverflow, pageErrors, SCREENSHOTS } from './harness.js';
import { text } from './go-helpers.js';

const app = appForFile();
const DESKTOP = { width: 1280, height: 800 };

/** Opens `sgf` as the file `name` through the file picker and waits for a board of `size`. */
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

/** Where the current move's button is, against the tree box, and the window's scroll. */
const treeView = (page: Page) =>
  page.evaluate(() => {
    const box = document.querySelector('[data-testid="tree"]') as HTMLElement;
    const cur = box.querySelector('[aria-current="step"]') as HTMLElement;
    const b = box.getBoundingClientRect();
    const r = cur.getBoundingClientRect();
    return {
      inside: r.top >= b.top - 1 && r.bottom <= b.bottom + 1,
      boxScroll: box.scrollTop,
      scrollable: box.scrollHeight > box.clientHeight,
      windowY: window.scrollY,
      node: cur.getAttribute('data-node'),
    };
  });

describe('/go review: the move tree', () => {
  it('scrolls the tree box (not the window) to the current move of a 300-move record', async () => {
    const sgf = `(;GM[1]FF[4]SZ[19]${randomGoGame(300, 11).moves.join('\n')})`;
    const page = await app.page('/go', DESKTOP);
    await openSgf(page, sgf, 'long.sgf', 19);
    await page.keyboard.press('Home');
    await page.evaluate(() => window.scrollTo(0, 0));
    const start = await treeView(page);
    expect(start.scrollable).toBe(true);
    expect(start.node).toBe('0');
    await page.keyboard.press('End');
    await expect.poll(() => text(page, 'move-number')).toContain('Move 300');
    const end = await treeView(page);
    expect(end.node).toBe('300');
    expect(end.inside).toBe(true);
    expect(end.boxScroll).toBeGreaterThan(0);
    expect(end.windowY).toBe(start.windowY);
    // With the focus in the tree, the arrows move it along and the box follows.
    await page.focus('[data-testid="tree"] [aria-current="step"]');
    const y = await page.evaluate(() => window.scrollY);
    for (let i = 0; i < 100; i++) await page.keyboard.press('ArrowLeft');
    const mid = await treeView(page);
    expect(mid.node).toBe('200');
    expect(mid.inside).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-node'))).toBe(
      '200',
    );
    expect(mid.windowY).toBe(y);
    await app.screenshot(page, 'go-review-tree-1280');
    expect(pageErrors(page)).toEqual([]);
  });
});

/** Three 9×9 games in one file; game 2 has game info, a name, comments, marks and a variation. */
const COLLECTION = [
  '(;GM[1]FF[4]SZ[9]PB[Alice]PW[Bob]DT[2024-01-05]RE[B+R];B[ee];W[cc])',
  '(;GM[1]FF[4]SZ[9]GN[Second game]EV[Club league]PB[Carol]BR[3d]PW[Dave]WR[2d]' +
    'DT[2024-02-10]RE[W+3.5]KM[6.5]C[A quiet game.]' +
    ';B[ee]N[Tengen]C[Centre opening.];W[cc]TE[1]' +
    '(;B[gc]BM[1]C[Too slow.];W[cg];B[gg])(;B[cg]C[Better.];W[gc]))',
  '(;GM[1]FF[4]SZ[9]PB[Erin]PW[Frank]DT[2024-03-15]RE[0];B[ff])',
].join('\n');

/** The SGF the page would save or copy (read back from the saved review). */
/** The saved review's SGF. The page saves in an effect after it draws (a frame later under
 * Preact), so tests poll it. */
const savedSgf = (page: Page): Promise<string> =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('qipan.saved.go') ?? 'null')?.payload?.sgf ?? '',
  );

/** Every stone as `"x,y=color"`, sorted. */
const stones = (page: Page): Promise<string[]> =>
  page.$$eval('#go-board [data-stone]', (els) =>
    els.map((e) => `${e.getAttribute('data-point')}=${e.getAttribute('data-stone')}`).sort(),
  );

const pt = (x: number, y: number): string => `#go-board [data-point="${x},${y}"]`;

describe('/go review: a collection, comments, game info', () => {
  it('lists the games, opens game 2, and keeps an edited comment across a reload', async () => {
    const page = await app.page('/go', DESKTOP);
    await openSgf(page, COLLECTION, 'club.sgf', 9);
    const games = await page.$$eval('[data-testid="games"] button', (els) =>
      els.map((e) => (e.textContent ?? '').trim()),
    );
    expect(games).toEqual([
      '1Alice – Bob · 2024-01-05 · B+R',
      '2Carol – Dave · 2024-02-10 · W+3.5 · Second game',
      '3Erin – Frank · 2024-03-15 · 0',
    ]);
    expect(await page.getAttribute('[data-game="0"]', 'aria-current')).toBe('true');
    await page.click('[data-game="1"]');
    await expect.poll(() => page.textContent('h1 + .lede')).toContain('game 2 of 3');
    expect(await page.getAttribute('[data-game="1"]', 'aria-current')).toBe('true');
    // The game comment is shown with the game info; the start is the current node.
    expect(await text(page, 'game-info-players')).toBe('Carol (3d) (Black) vs Dave (2d) (White)');
    expect(await text(page, 'node-heading')).toBe('The start of the game');
    expect(await page.inputValue('[data-testid="node-comment"]')).toBe('A quiet game.');
    await page.keyboard.press('ArrowRight');
    expect(await page.inputValue('[data-testid="node-name"]')).toBe('Tengen');
    expect(await page.inputValue('[data-testid="node-comment"]')).toBe('Centre opening.');
    await page.keyboard.press('ArrowRight');
    expect(await page.getAttribute('[data-mark="TE"]', 'aria-pressed')).toBe('true');
    expect(await page.textContent('[data-testid="tree"] [data-node="2"]')).toContain('!');
    // Edit the comment of move 2 and mark it bad instead of good.
    await page.fill('[data-testid="node-comment"]', 'A slack move: W should play G7.');
    await page.click('[data-mark="BM"]');
    expect(await page.getAttribute('[data-mark="BM"]', 'aria-pressed')).toBe('true');
    expect(await page.getAttribute('[data-mark="TE"]', 'aria-pressed')).toBe('false');
    await app.screenshot(page, 'go-review-node-1280');
    await page.screenshot({ path: join(SCREENSHOTS, 'go-review-viewport-1280.png') });
    // Name move 1; going to game 3 and back keeps every edit.
    await page.keyboard.press('ArrowLeft');
    await page.fill('[data-testid="node-name"]', 'Tengen!');
    expect(await page.getAttribute('[data-testid="tree"] [data-node="1"]', 'title')).toBe(
      'Tengen!',
    );
    await page.click('[data-game="2"]');
    await expect.poll(() => page.textContent('h1 + .lede')).toContain('game 3 of 3');
    expect(await page.inputValue('[data-testid="node-comment"]')).toBe('');
    await page.click('[data-game="1"]');
    await expect.poll(() => page.textContent('h1 + .lede')).toContain('game 2 of 3');
    await page.click('[data-testid="tree"] [data-node="1"]');
    expect(await page.inputValue('[data-testid="node-name"]')).toBe('Tengen!');
    await page.click('[data-testid="tree"] [data-node="2"]');
    await page.reload();
    await page.waitForSelector('#go-board[data-width="9"]');
    expect(await text(page, 'move-number')).toContain('Move 2');
    expect(await page.inputValue('[data-testid="node-comment"]')).toBe(
      'A slack move: W should play G7.',
    );
    expect(await page.getAttribute('[data-mark="BM"]', 'aria-pressed')).toBe('true');
    // The file's other games come back too, with game 2 chosen.
    expect(await page.$$eval('[data-testid="games"] button', (e) => e.length)).toBe(3);
    expect(await page.getAttribute('[data-game="1"]', 'aria-current')).toBe('true');
    expect(await page.textContent('h1 + .lede')).toContain('game 2 of 3');
    const sgf = await savedSgf(page);
    expect(sgf).toMatch(/;W\[cc\]C\[A slack move: W should play G7\.\]BM\[1\]/);
    expect(sgf).not.toContain('TE[1]');
    // Typing is saved a moment after the last key, or at once when the page is left.
    await page.fill('[data-testid="node-comment"]', 'Typed, then left at once.');
    await page.reload();
    await page.waitForSelector('#go-board[data-width="9"]');
    expect(await page.inputValue('[data-testid="node-comment"]')).toBe('Typed, then left at once.');
    await page.fill('[data-testid="node-comment"]', 'A slack move: W should play G7.');
    await expect.poll(() => savedSgf(page)).toContain('C[A slack move: W should play G7.]');
    // Copy SGF puts the same text on the clipboard.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.click('[data-testid="copy-sgf"]');
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toContain('C[A slack move: W should play G7.]');
    expect(pageErrors(page)).toEqual([]);
  });

  it('shows only the latest SGF message: a failed paste hides the last one, a good load clears it', async () => {
    const page = await app.page('/go', DESKTOP);
    await page.waitForSelector('#go-board');
    const alerts = (): Promise<string[]> =>
      page.$$eval('[data-testid="sgf-error"], [data-testid="sgf-warning"]', (els) =>
        els.map((e) => `${e.getAttribute('data-testid')}: ${(e.textContent ?? '').trim()}`),
      );
    const paste = async (sgf: string): Promise<void> => {
      if (!(await page.isVisible('[data-testid="sgf-text"]')))
        await page.click('summary:has-text("Paste SGF")');
      await page.fill('[data-testid="sgf-text"]', sgf);
      await page.click('[data-testid="load-sgf-text"]');
    };
    // Loaded with a warning (the second move is illegal): the warning shows.
    await paste('(;GM[1]FF[4]SZ[9];B[ee];W[ee])');
    await page.waitForSelector('[data-testid="sgf-warning"]');
    expect(await alerts()).toEqual([expect.stringMatching(/^sgf-warning: Move 2 \(White E5\)/)]);
    // A failed paste: its error alone, the game on the board unchanged.
    await paste('garbage');
    await page.waitForSelector('[data-testid="sgf-error"]');
    expect(await alerts()).toEqual([expect.stringMatching(/^sgf-error: .*there is no game in it/)]);
    expect(await page.$$eval('[data-testid="tree"] [data-node]', (els) => els.length)).toBe(2);
    // Another failure replaces it.
    await paste('(;GM[1]SZ[9');
    await page.waitForFunction(() =>
      (document.querySelector('[data-testid="sgf-error"]')?.textContent ?? '').includes('never'),
    );
    // The reason in the reader's words (not the parser's English message).
    expect(await alerts()).toEqual([
      expect.stringMatching(/^sgf-error: .*a value that is never closed by "\]"/),
    ]);
    // A good load clears it.
    await paste('(;GM[1]FF[4]SZ[9];B[cc];W[gg])');
    await page.waitForSelector('[data-testid="sgf-error"]', { state: 'detached' });
    expect(await alerts()).toEqual([]);
    expect(await page.$$eval('[data-testid="tree"] [data-node]', (els) => els.length)).toBe(3);
    expect(pageErrors(page)).toEqual([]);
  });

  it('edits game info; a bad komi is refused and changes nothing', async () => {
    const page = await app.page('/go', DESKTOP);
    await openSgf(page, COLLECTION, 'club.sgf', 9);
    await page.click('[data-game="1"]');
    await expect.poll(() => page.textContent('h1 + .lede')).toContain('game 2 of 3');
    await page.click('[data-testid="edit-game-info"]');
    await page.fill('[data-testid="info-KM"]', 'seven');
    await page.click('[data-testid="info-save"]');
    expect(await text(page, 'info-error')).toBe(
      'Komi must be a number, such as 6.5. Nothing was changed.',
    );
    expect(await page.isVisible('dialog.info-dialog')).toBe(true);
    await expect.poll(() => savedSgf(page)).toContain('KM[6.5]');
    // The dialog as the window shows it (a full-page shot stretches the page behind it).
    await page.screenshot({ path: join(SCREENSHOTS, 'go-review-info-error.png') });
    await page.fill('[data-testid="info-KM"]', '7.5');
    await page.fill('[data-testid="info-PB"]', 'Carol Smith');
    await page.click('[data-testid="info-save"]');
    await page.waitForSelector('dialog.info-dialog', { state: 'hidden' });
    expect(await text(page, 'game-info-players')).toBe(
      'Carol Smith (3d) (Black) vs Dave (2d) (White)',
    );
    await expect.poll(() => savedSgf(page)).toContain('PB[Carol Smith]');
    const sgf = await savedSgf(page);
    expect(sgf).toContain('PB[Carol Smith]');
    expect(sgf).toContain('KM[7.5]');
    expect(await page.textContent('h1 + .lede')).toContain('Carol Smith');
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('/go review: variations and moves', () => {
  it('promotes a variation, deletes a branch, jumps between forks and to move N', async () => {
    const page = await app.page('/go', DESKTOP);
    await openSgf(page, COLLECTION, 'club.sgf', 9);
    await page.click('[data-game="1"]');
    await expect.poll(() => page.textContent('h1 + .lede')).toContain('game 2 of 3');
    // Main line: B E5, W C7, B G7, W C3, B G3; the variation at move 3: B C3, W G7.
    await page.fill('[data-testid="goto-move"]', '9');
    await page.click('[data-testid="goto-go"]');
    expect(await text(page, 'goto-error')).toBe('Enter a move number from 0 to 5.');
    await page.fill('[data-testid="goto-move"]', '4');
    await page.press('[data-testid="goto-move"]', 'Enter');
    expect(await text(page, 'move-number')).toContain('Move 4');
    expect(await page.getAttribute(pt(2, 6), 'data-stone')).toBe('white');
    await page.click('[data-testid="prev-fork"]');
    expect(await text(page, 'move-number')).toContain('Move 2');
    await page.keyboard.press('Home');
    await page.keyboard.press('Shift+ArrowRight');
    expect(await text(page, 'move-number')).toContain('Move 2');
    // Into the variation (B C3) and make it the main line.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    expect(await text(page, 'move-number')).toContain('variation 2 of 2');
    await page.click('[data-testid="promote"]');
    expect(await text(page, 'move-number')).toContain('variation 1 of 2');
    const firstVar = await page.$$eval('[data-testid="tree"] .tree-var [data-node]', (els) =>
      els.map((e) => (e.textContent ?? '').trim()),
    );
    expect(firstVar[0]).toContain('G7');
    await expect
      .poll(() => savedSgf(page))
      .toMatch(/\(\s*;B\[cg\]C\[Better\.\]\s*;W\[gc\]\s*\)\s*\(\s*;B\[gc\]/);
    // Delete the other branch (now the variation): its moves leave the tree.
    await page.click('[data-testid="tree"] .tree-var [data-node]');
    await page.click('[data-testid="delete-branch"]');
    expect(await page.$$eval('[data-testid="tree"] .tree-var', (e) => e.length)).toBe(0);
    expect(await text(page, 'move-number')).toContain('Move 2');
    await expect.poll(() => savedSgf(page)).not.toContain('B[gc]');
    // Ctrl+Z brings the branch back.
    await page.keyboard.press('Control+z');
    expect(await page.$$eval('[data-testid="tree"] .tree-var', (e) => e.length)).toBe(1);
    await expect.poll(() => savedSgf(page)).toContain('B[gc]');
    // The same with the keys: Delete, then Ctrl+Z.
    await page.click('[data-testid="tree"] .tree-var [data-node]');
    await page.keyboard.press('Delete');
    expect(await page.$$eval('[data-testid="tree"] .tree-var', (e) => e.length)).toBe(0);
    await page.keyboard.press('Control+z');
    expect(await page.$$eval('[data-testid="tree"] .tree-var', (e) => e.length)).toBe(1);
    // G goes to the move box; I opens game info (Escape closes it); E toggles edit mode.
    // G acts at once (a move number follows it); E is also a column: it acts once no
    // digit has followed for a moment.
    await page.keyboard.press('g');
    await page.waitForFunction(() => document.activeElement?.id === 'goto-move');
    await page.keyboard.press('Escape');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('i');
    expect(await page.isVisible('dialog.info-dialog')).toBe(true);
    await page.keyboard.press('Escape');
    // Keys are ignored while a dialog is open: wait until it is closed, not only hidden,
    // and focus has gone back out of it: a key typed into its field is text, not a shortcut.
    await page.waitForSelector('dialog.info-dialog:not([open])', { state: 'attached' });
    await page.waitForFunction(() => document.activeElement?.closest('dialog') == null);
    await page.keyboard.press('e');
    await page.waitForSelector('[data-testid="edit-mode"][aria-pressed="true"]');
    await page.keyboard.press('e');
    await page.waitForSelector('[data-testid="edit-mode"][aria-pressed="false"]');
    expect(await page.getAttribute('[data-testid="delete-branch"]', 'title')).toBe(
      'Delete this move and everything after it (Delete)',
    );
    expect(pageErrors(page)).toEqual([]);
  });

  it('edits a position (add, remove, side to move) and plays on from it', async () => {
    const page = await app.page('/go', DESKTOP);
    await openSgf(page, '(;GM[1]FF[4]SZ[9];B[ee];W[cc])', 'two.sgf', 9);
    // No player names: the lede says so, not "Black (Black) vs White (White)".
    expect(await page.textContent('.go .lede')).toBe('Reviewing two.sgf.');
    await page.keyboard.press('End');
    await page.click('[data-testid="edit-mode"]');
    await page.check('[data-testid="edit-tool-black"]');
    await page.click(pt(2, 6));
    await page.click(pt(6, 2));
    await page.check('[data-testid="edit-tool-white"]');
    await page.click(pt(6, 6));
    await page.check('[data-testid="edit-tool-erase"]');
    await page.click(pt(6, 2));
    await page.check('[data-testid="edit-turn-white"]');
    await app.screenshot(page, 'go-review-edit-1280');
    await page.click('[data-testid="edit-mode"]');
    expect(await text(page, 'status')).toContain('White to play');
    await page.click(pt(4, 2));
    expect(await stones(page)).toEqual([
      '2,2=white',
      '2,6=black',
      '4,2=white',
      '4,4=black',
      '6,6=white',
    ]);
    expect(await text(page, 'status')).toContain('Black to play');
    await expect.poll(() => savedSgf(page)).toContain('W[ec]');
    const sgf = await savedSgf(page);
    expect(sgf).toContain('AB[cg]');
    expect(sgf).toContain('AW[gg]');
    expect(sgf).toContain('PL[W]');
    expect(sgf).toContain('W[ec]');
    expect(pageErrors(page)).toEqual([]);
  });
});

/** The numbers drawn on stones, as `"x,y=n"`, sorted. */
const numbersShown = (page: Page): Promise<string[]> =>
  page.$$eval('#go-board [data-stone]', (els) =>
    els
      .map((e) => `${e.getAttribute('data-point')}=${(e.textContent ?? '').trim()}`)
      .filter((s) => !s.endsWith('='))
      .sort(),
  );

describe('/go review: move numbers', () => {
  it('numbers all stones, the last N moves, or the moves from a chosen one', async () => {
    const page = await app.page('/go', DESKTOP);
    await openSgf(page, '(;GM[1]FF[4]SZ[9];B[ee];W[cc];B[gc];W[cg];B[gg])', 'five.sgf', 9);
    // To the last move (again, should the key come before the view listens).
    await expect
      .poll(async () => {
        await page.keyboard.press('End');
        return page.locator('#go-board [data-stone]').count();
      })
      .toBe(5);
    expect(await numbersShown(page)).toEqual([]);
    await page.check('[data-testid="numbers"]');
    // Each change redraws the board on the next frame: wait for it.
    await expect
      .poll(() => numbersShown(page))
      .toEqual(['2,2=2', '2,6=4', '4,4=1', '6,2=3', '6,6=5']);
    await page.selectOption('[data-testid="numbers-mode"]', 'last');
    await page.fill('[data-testid="numbers-count"]', '2');
    await expect.poll(() => numbersShown(page)).toEqual(['2,6=4', '6,6=5']);
    await page.fill('[data-testid="goto-move"]', '3');
    await page.press('[data-testid="goto-move"]', 'Enter');
    await page.selectOption('[data-testid="numbers-mode"]', 'from');
    await expect.poll(() => text(page, 'numbers-from')).toBe('after move 3');
    await page.keyboard.press('End');
    await expect.poll(() => numbersShown(page)).toEqual(['2,6=1', '6,6=2']);
    await page.uncheck('[data-testid="numbers"]');
    await expect.poll(() => numbersShown(page)).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('/go review: in Chinese', () => {
  it('shows the panels and the games of the file in Chinese', async () => {
    const page = await app.page('/go', DESKTOP, 'zh-CN');
    await openSgf(page, COLLECTION, 'club.sgf', 9);
    await page.click('[data-game="1"]');
    await expect.poll(() => page.textContent('h1 + .lede')).toContain('第 2 局（共 3 局）');
    expect(await page.textContent('#games-title')).toBe('本文件中的对局（3）');
    expect(await page.textContent('#node-title')).toBe('本手');
    expect(await page.textContent('[data-testid="edit-game-info"]')).toBe('编辑对局信息');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await app.screenshot(page, 'go-review-zh-1280');
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('/go review: small screens', () => {
  it('fits 320 px with the review panels open', async () => {
    const page = await app.page('/go', { width: 320, height: 720 });
    await openSgf(page, COLLECTION, 'club.sgf', 9);
    await page.click('[data-game="1"]');
    await expect.poll(() => page.textContent('h1 + .lede')).toContain('game 2 of 3');
    await page.keyboard.press('ArrowRight');
    await page.click('[data-testid="edit-mode"]');
    await noOverflow(page);
    await app.screenshot(page, 'go-review-320');
    await page.click('[data-testid="edit-mode"]');
    await page.click('[data-testid="edit-game-info"]');
    await noOverflow(page);
    await app.screenshot(page, 'go-review-info-320');
    expect(pageErrors(page)).toEqual([]);
  });
});
