/**
 * Browser tests of how Gomoku and Chongzi open: with the new-game choice when there is
 * no game to continue, remembered per game (the clock chosen for one game is not
 * offered for the other), and the result panel's Download of a finished local game
 * (SGF for Gomoku, the JSON match record for Chongzi), in English and Chinese.
 *
 * @example
 * ```sh
 * npm run build -w @qipan/web
 * npx vitest run --project browser apps/web/e2e/new-game-choice.test.ts
 * ```
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appForFile, pageErrors } from './harness.js';

const app = appForFile();

const CHOICE = 'dialog[data-testid="new-game-choice"]';
const gk = (x: number, y: number): string => `#gomoku-board [data-point="${x},${y}"]`;
const cz = (x: number, y: number): string => `#cz-board [data-point="${x},${y}"]`;

/** Resigns for the side to move and downloads the record from the result panel. */
async function resignAndDownload(
  page: Page,
  label: string,
): Promise<{ name: string; text: string }> {
  await page.click('[data-testid="resign"]');
  await page.click('[data-testid="resign-confirm"]');
  await page.waitForSelector('[data-testid="download-record"]');
  expect((await page.textContent('[data-testid="download-record"]'))?.trim()).toBe(label);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.click('[data-testid="download-record"]'),
  ]);
  return {
    name: download.suggestedFilename(),
    text: readFileSync(await download.path(), 'utf8'),
  };
}

const LOCALES = [
  { locale: 'en-US', sgf: 'Download SGF', json: 'Download record (JSON)' },
  { locale: 'zh-CN', sgf: '下载 SGF 棋谱', json: '下载棋谱（JSON）' },
] as const;

describe('the new-game choice', () => {
  for (const l of LOCALES)
    it(`${l.locale}: Gomoku and Chongzi open with it, remember it per game, and download the finished game`, async () => {
      const page = await app.pageWithChoice('/gomoku', { locale: l.locale });
      // Gomoku: no game to continue, so the choice is open.
      await page.waitForSelector(`${CHOICE}[open]`);
      await page.check('input[name="opponent"][value="human"]');
      await page.selectOption('select[name="size"]', '9');
      await page.selectOption('select[name="time-preset"]', '5+3');
      await page.click('[data-testid="start-game"]');
      await page.waitForSelector(`${CHOICE}[open]`, { state: 'detached' });
      await page.waitForFunction(
        () => document.querySelectorAll('#gomoku-board [role="gridcell"]').length === 81,
      );
      await page.waitForSelector('[data-testid="clocks"]');
      await page.click(gk(4, 4));
      await page.waitForSelector(`${gk(4, 4)}[data-stone]`);
      const sgf = await resignAndDownload(page, l.sgf);
      expect(sgf.name).toMatch(/\.sgf$/);
      expect(sgf.text).toContain('GM[4]');
      expect(sgf.text).toContain('SZ[9]');
      expect(sgf.text).toMatch(/RE\[B\+R\]/);
      expect(sgf.text.replace(/\s+/g, '')).toContain(';B[ee]');

      // The game is over: nothing to continue, so the choice opens again, as it was made.
      await page.reload();
      await page.waitForSelector(`${CHOICE}[open]`);
      expect(await page.isChecked('input[name="opponent"][value="human"]')).toBe(true);
      expect(await page.inputValue('select[name="size"]')).toBe('9');
      expect(await page.inputValue('select[name="time-preset"]')).toBe('5+3');

      // Chongzi keeps its own choice: its clock is not Gomoku's.
      await page.goto(new URL('/chongzi', page.url()).href);
      await page.waitForSelector(`${CHOICE}[open]`);
      expect(await page.inputValue('select[name="time-preset"]')).toBe('none');
      await page.check('input[name="opponent"][value="person"]');
      await page.selectOption('select[name="time-preset"]', 'byo30');
      await page.click('[data-testid="start-game"]');
      await page.waitForSelector(`${CHOICE}[open]`, { state: 'detached' });
      await page.click(cz(1, 3));
      await page.click(cz(1, 2));
      await page.waitForSelector(`${cz(1, 2)}[data-piece="red"]`);
      const json = await resignAndDownload(page, l.json);
      expect(json.name).toMatch(/\.json$/);
      const record = JSON.parse(json.text) as {
        game: string;
        result?: { winner?: string; reason?: string };
      };
      expect(record.game).toBe('chongzi');
      expect(record.result).toMatchObject({ winner: 'black', reason: 'resign' });

      await page.reload();
      await page.waitForSelector(`${CHOICE}[open]`);
      expect(await page.isChecked('input[name="opponent"][value="person"]')).toBe(true);
      expect(await page.inputValue('select[name="time-preset"]')).toBe('byo30');
      // And Gomoku's is still Gomoku's.
      await page.goto(new URL('/gomoku', page.url()).href);
      await page.waitForSelector(`${CHOICE}[open]`);
      expect(await page.inputValue('select[name="time-preset"]')).toBe('5+3');

      // A game in play is continued without the choice.
      await page.click('[data-testid="start-game"]');
      await page.click(gk(4, 4));
      await page.waitForSelector(`${gk(4, 4)}[data-stone]`);
      await page.reload();
      await page.waitForSelector(`${gk(4, 4)}[data-stone]`);
      expect(await page.$('section[data-choice="open"]')).toBeNull();
      expect(await page.$(`${CHOICE}[open]`)).toBeNull();
      expect(pageErrors(page)).toEqual([]);
    });
});
