/**
 * Browser test of the Go page's terms as a Chinese player reads them (a zh-CN browser):
 * the new-game form names the ko rules as Chinese rule books do, a game counted by
 * territory says 数目 (never 数子) and one counted by area says 数子, a resignation is
 * 中盘胜 and an even score is 和棋. Selectors are data-testid hooks only.
 *
 * @example
 * ```sh
 * npm run build -w @qipan/web
 * npx vitest run --project browser apps/web/e2e/zh-terms.test.ts
 * ```
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appForFile, pageErrors, pageShown } from './harness.js';

const app = appForFile();
const VIEW = { width: 1280, height: 800 };
const FORM = '[data-testid="new-game-form"]';

const byId = (id: string): string => `[data-testid="${id}"]`;
const text = async (page: Page, id: string): Promise<string> =>
  ((await page.textContent(byId(id))) ?? '').trim();

/** Opens the form (when folded) and picks a rule preset; the note says what it means. */
async function pickRules(page: Page, preset: string): Promise<void> {
  await pageShown(page);
  if (!(await page.isVisible(FORM))) await page.click(`details:has(${FORM}) > summary`);
  await page.selectOption(byId('go-rules'), preset);
}

/** A 9×9 game between two people on this device, with these rules (and komi). */
async function start(page: Page, preset: string, komi?: number): Promise<void> {
  await pickRules(page, preset);
  await page.selectOption(byId('go-size'), '9');
  if (komi !== undefined) await page.fill(byId('go-komi'), String(komi));
  await page.check(byId('go-opponent-person'));
  await page.click(byId('start-game'));
  await page.waitForSelector('#go-board[data-width="9"]');
}

/** Both sides pass: the counting panel. */
async function passTwice(page: Page): Promise<void> {
  await page.click(byId('pass'));
  await page.click(byId('pass'));
  await page.waitForSelector(byId('score-breakdown'));
}

const headers = (page: Page): Promise<string[]> =>
  page.$$eval(`${byId('score-breakdown')} th`, (els) => els.map((e) => e.textContent ?? ''));

describe('Go terms in Chinese', () => {
  it('names the ko rules of each preset as Chinese rule books do, in the form and the facts', async () => {
    const page = await app.page('/go', VIEW, 'zh-CN');
    await pickRules(page, 'chinese');
    const options = await page.$$eval(`${byId('go-rules')} option`, (els) =>
      els.map((e) => e.textContent ?? ''),
    );
    expect(options).toContain('中国规则（数子）');
    expect(options).toContain('日本规则（数目）');
    expect(await text(page, 'rules-note')).toBe('数子法；打劫：禁止全局同形再现；自杀：禁止。');
    await pickRules(page, 'japanese');
    expect(await text(page, 'rules-note')).toBe('数目法；打劫：禁止立即回提；自杀：禁止。');
    await pickRules(page, 'aga');
    expect(await text(page, 'rules-note')).toBe(
      '数子法；打劫：禁止同一方造成全局同形再现；自杀：禁止。',
    );
    // No literal names of the English terms (局面超级劫, 简单劫…).
    for (const preset of ['chinese', 'japanese', 'korean', 'aga', 'new-zealand', 'tromp-taylor']) {
      await pickRules(page, preset);
      expect(await text(page, 'rules-note')).not.toMatch(/超级劫|简单劫|[A-Za-z]/);
    }
    await start(page, 'chinese');
    expect(await text(page, 'rules-value')).toBe(
      '中国规则（数子），数子法，打劫：禁止全局同形再现，自杀：禁止',
    );
    expect(pageErrors(page)).toEqual([]);
  });

  it('counts a territory game with 数目 and an area game with 数子', async () => {
    const page = await app.page('/go', VIEW, 'zh-CN');
    await start(page, 'japanese');
    await page.click('#go-board [data-point="4,4"]');
    await passTwice(page);
    expect(await headers(page)).toEqual([
      '数目法',
      '黑方',
      '白方',
      '围地（目）',
      '提子与死子',
      '贴目',
      '合计',
    ]);
    expect(await text(page, 'score')).not.toContain('数子');
    expect(await text(page, 'status')).not.toContain('数子');
    expect(await text(page, 'rules-value')).toContain('数目法');

    await start(page, 'chinese');
    await page.click('#go-board [data-point="4,4"]');
    await passTwice(page);
    expect(await headers(page)).toEqual([
      '数子法',
      '黑方',
      '白方',
      '围地',
      '盘上活子',
      '贴目',
      '合计',
    ]);
    expect(await text(page, 'score')).not.toContain('数目');
    expect(pageErrors(page)).toEqual([]);
  });

  it('says 中盘胜 for a resignation and 和棋 for an even score', async () => {
    const page = await app.page('/go', VIEW, 'zh-CN');
    await start(page, 'japanese');
    await page.click('#go-board [data-point="4,4"]');
    // White to move resigns.
    await page.click(byId('resign'));
    await page.click(byId('resign-confirm'));
    expect(await text(page, 'result-text')).toBe('白方认输，黑方中盘胜。 (B+R)');
    expect(await text(page, 'status')).toBe('对局结束：白方认输，黑方中盘胜。');

    // No stone, no komi: nobody has a point more.
    await start(page, 'japanese', 0);
    await passTwice(page);
    expect(await text(page, 'score-result')).toBe('和棋 (0)');
    await page.click(byId('accept'));
    expect(await text(page, 'result-text')).toBe('和棋 (0)');
    expect(await text(page, 'status')).toBe('对局结束：和棋');
    expect(await text(page, 'status')).not.toContain('持棋');
    expect(pageErrors(page)).toEqual([]);
  });
});
