/**
 * Browser tests of the /go page in Simplified Chinese (a zh-CN browser): the new-game
 * form, moves and a refused move's reason, two passes to the counting panel, an SGF
 * record's game information, at desktop and phone widths without overflow.
 *
 * @example
 * ```sh
 * npm run build -w @qipan/web
 * npx vitest run --project browser apps/web/e2e/go-i18n.test.ts
 * ```
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { noOverflow, pageErrors, appForFile } from './harness.js';
import { playToKo, PRO_GAME, pt, text } from './go-helpers.js';

const app = appForFile();

/** A 5×5 game between two people on this device, through the form's Chinese labels. */
async function newPersonGame(page: Page): Promise<void> {
  const form = '[data-testid="new-game-form"]';
  if (!(await page.isVisible(form))) await page.click('summary:has-text("新对局")');
  expect(await page.textContent(`${form} label:has(#go-size) > span`)).toBe('棋盘大小');
  expect(await page.textContent('#go-handicap option[value="0"]')).toBe('不让子');
  expect(await page.textContent('#go-rules option[value="chinese"]')).toBe('中国规则（数子）');
  await page.selectOption('#go-size', '5');
  await page.check('input[name="go-opponent"][value="person"]');
  expect(await page.textContent('[data-testid="start-game"]')).toBe('开始对局');
  await page.click('[data-testid="start-game"]');
  await page.waitForSelector('#go-board[data-width="5"]');
}

describe('/go in Chinese', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    it(`plays, refuses a ko in Chinese and counts after two passes (${viewport.width} px)`, async () => {
      const page = await app.page('/go', viewport, 'zh-CN');
      expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
      expect(await page.textContent('h1')).toBe('围棋');
      await newPersonGame(page);
      expect(await text(page, 'status')).toBe('轮到黑方');
      expect(await text(page, 'announce')).toBe('新的 5×5 对局。轮到黑方。');
      await playToKo(page);
      expect(await text(page, 'captures-black')).toBe('1');
      expect(await text(page, 'move-number')).toBe('第 9 手');
      expect(await page.textContent('.go-facts span:nth-child(2)')).toBe('提子：黑 1 · 白 0');
      await page.click(pt(1, 1));
      expect(await text(page, 'refusal')).toBe('打劫：不能立即回提，请先在别处下一手（找劫材）');
      expect(await text(page, 'announce')).toBe(
        '不允许。打劫：不能立即回提，请先在别处下一手（找劫材）。',
      );
      expect(await page.getAttribute(pt(1, 1), 'data-stone')).toBeNull();
      await page.click(pt(2, 1));
      expect(await text(page, 'refusal')).toBe('这个点已经有棋子了');
      expect(await page.textContent('.go-controls button:has-text("悔棋")')).toBe('悔棋');
      await noOverflow(page);
      await app.screenshot(page, `go-zh-playing-${viewport.width}`);

      // White passes, Black passes: the counting panel, in Chinese.
      await page.click('.go-controls button:has-text("停一手")');
      expect(await text(page, 'move-number')).toBe('第 10 手 · 白方停一手');
      await page.click('.go-controls button:has-text("停一手")');
      await page.waitForSelector('[data-testid="score-breakdown"]');
      expect(await text(page, 'status')).toBe('双方停一手：计分中');
      expect(await page.textContent('#score-title')).toBe('计分');
      expect(await text(page, 'marking-note')).toContain('已自动判断');
      const rows = await page.$$eval('[data-testid="score-breakdown"] th', (els) =>
        els.map((e) => e.textContent),
      );
      expect(rows).toEqual(['数目法', '黑方', '白方', '围地（目）', '提子与死子', '贴目', '合计']);
      expect(await text(page, 'score-result')).toMatch(
        /^(黑方|白方)胜 [\d.]+ 目 \([BW]\+[\d.]+\)$/,
      );
      await noOverflow(page);
      await app.screenshot(page, `go-zh-scoring-${viewport.width}`);
      await page.click('[data-testid="accept"]');
      // The shared result panel (since the match layer): the sentence, then the score.
      expect(await text(page, 'result-text')).toMatch(/^(黑方|白方)胜 [\d.]+ 目 \([BW]\+[\d.]+\)$/);
      expect(await text(page, 'status')).toMatch(/^对局结束：/);
      expect(await page.textContent('#score-title')).toBe('最终结果');
      expect(pageErrors(page)).toEqual([]);
    });
  }

  it('opens an SGF record and shows its game information in Chinese', async () => {
    const page = await app.page('/go', { width: 1280, height: 800 }, 'zh-CN');
    await page.setInputFiles('[data-testid="sgf-file"]', PRO_GAME);
    await page.waitForSelector('#go-board[data-width="19"]');
    expect(await page.textContent('h1 + .lede')).toMatch(
      /^正在复盘 pro_game\.sgf：.*Maruyama Toyoji.*（[黑白]）对 .*（[黑白]）。$/,
    );
    expect(await text(page, 'move-number')).toBe('第 0 手');
    expect(await text(page, 'announce')).toMatch(/^已载入 pro_game\.sgf：19×19，共 \d+ 手。$/);
    const facts = await page.$$eval('[aria-labelledby="rules-title"] dt', (els) =>
      els.map((e) => e.textContent),
    );
    expect(facts).toEqual(['棋盘', '规则', '贴目', '对手']);
    expect(await page.textContent('#rules-title')).toBe('本局信息');
    expect(await page.textContent('[aria-labelledby="rules-title"] dd')).toBe('19 × 19');
    expect(await page.textContent('#tree-title')).toBe('着法与变化');
    expect(await page.getAttribute('[data-testid="tree"]', 'aria-label')).toBe('棋谱树');
    expect(await page.getAttribute('.go-nav', 'aria-label')).toBe('着法导航');
    // → moves on; the tree's move button says which move in Chinese.
    await page.focus('[data-testid="tree"] [aria-current="step"]');
    await page.keyboard.press('ArrowRight');
    expect(await text(page, 'move-number')).toBe('第 1 手');
    expect(
      await page.getAttribute('[data-testid="tree"] [aria-current="step"]', 'aria-label'),
    ).toMatch(/^1 [A-HJ-T]\d+，黑方$/);
    expect(await text(page, 'announce')).toMatch(/^第 1 手：黑方 [A-HJ-T]\d+。$/);
    // The home page's "Continue" line is saved in the reader's language.
    const saved = await page.evaluate(() => localStorage.getItem('qipan.saved.go') ?? '{}');
    expect((JSON.parse(saved) as { summary?: string }).summary).toBe(
      '19×19 · 第 1 手 · 复盘 pro_game.sgf',
    );
    // Malformed pasted text says where, in Chinese.
    await page.click('summary:has-text("粘贴 SGF 文本")');
    await page.fill('[data-testid="sgf-text"]', '(;GM[1]SZ[9];B[ee]');
    await page.click('[data-testid="load-sgf-text"]');
    expect(await text(page, 'sgf-error')).toMatch(/^无法读取 粘贴的 SGF：第 1 行，第 \d+ 列：/);
    await noOverflow(page);
    expect(pageErrors(page)).toEqual([]);
  });
});
