/**
 * Browser tests of the sounds: each page gets `window.__qipanSounds` (the sounds the
 * app plays) and a count of the Web Audio sources started (the synthesiser really
 * runs), both set up before the app loads. A Gomoku move plays a stone, stepping back
 * is silent and a step forward sounds again; a Go capture plays the capture; stepping
 * through a Go record sounds each step forward only; a queen clicks; an online game
 * sounds its start, each move and its end (not before a gesture); low time ticks once
 * per side and period; mute silences everything and holds over a reload; the volume is
 * set by keyboard and holds over a reload; the control is labelled in English and
 * Chinese; its look on a desktop and a phone is kept as screenshots. Each sound,
 * rendered offline, is audible, does not clip and is as short as meant.
 *
 * @example
 * ```sh
 * npx tsc -b && npm run build -w @qipan/web && npx vitest run --project browser apps/web/e2e/sounds.test.ts
 * ```
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PRO_GAME, pt, startGo } from './go-helpers.js';
import { startOnlineGomoku } from './gomoku-helpers.js';
import { appForFile, noOverflow, pageShown, SCREENSHOTS } from './harness.js';

const app = appForFile();

type Probe = Window & { __qipanSounds?: string[]; __qipanStarted?: number };

/**
 * A page at `path` whose sounds and started audio sources are counted from the start.
 * With `gesture`, the page acts as a browser that lets audio start only after a
 * gesture (Playwright's Chromium says there was one from the start): no activation
 * until the first pointer or key press.
 */
async function open(
  path: string,
  viewport = { width: 1200, height: 900 },
  locale?: string,
  gesture = false,
): Promise<{ page: Page; errors: string[] }> {
  const context = await app.browser.newContext(locale ? { viewport, locale } : { viewport });
  if (gesture)
    await context.addInitScript(() => {
      let active = false;
      const on = (): void => {
        active = true;
      };
      window.addEventListener('pointerdown', on, true);
      window.addEventListener('keydown', on, true);
      Object.defineProperty(Navigator.prototype, 'userActivation', {
        get: () => ({ hasBeenActive: active, isActive: active }),
      });
    });
  await context.addInitScript(() => {
    const w = window as Probe;
    w.__qipanSounds = [];
    w.__qipanStarted = 0;
    const proto = window.AudioScheduledSourceNode?.prototype;
    if (!proto) return;
    const start = proto.start;
    proto.start = function (this: AudioScheduledSourceNode, ...args: [number?]) {
      w.__qipanStarted = (w.__qipanStarted ?? 0) + 1;
      return start.apply(this, args);
    };
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(new URL(path, app.server.url).href);
  await pageShown(page);
  return { page, errors };
}

const sounds = (page: Page): Promise<string[]> =>
  page.evaluate(() => [...((window as Probe).__qipanSounds ?? [])]);
const started = (page: Page): Promise<number> =>
  page.evaluate(() => (window as Probe).__qipanStarted ?? 0);
/** Waits until the page has played `n` sounds in all. */
const soundCount = (page: Page, n: number): Promise<unknown> =>
  page.waitForFunction((k) => ((window as Probe).__qipanSounds ?? []).length >= k, n);
const gk = (x: number, y: number): string => `#gomoku-board [data-point="${x},${y}"]`;
const stored = (page: Page): Promise<string | null> =>
  page.evaluate(() => localStorage.getItem('qipan.sound'));

describe('sounds', () => {
  it('a Gomoku move plays a stone through Web Audio; a step back is silent, a step forward sounds', async () => {
    const { page, errors } = await open('/gomoku');
    await page.waitForSelector('#gomoku-board');
    expect(await sounds(page)).toEqual([]);
    await page.click(gk(7, 7));
    await soundCount(page, 1);
    expect(await sounds(page)).toEqual(['place']);
    // The synthesiser loads on this first sound and starts its sources.
    await page.waitForFunction(() => ((window as Probe).__qipanStarted ?? 0) > 0);
    await page.click(gk(8, 8));
    await soundCount(page, 2);
    await page.click('[aria-label="Previous move"]');
    await page.click('[aria-label="Previous move"]');
    await page.click('[aria-label="Next move"]');
    await soundCount(page, 3);
    expect(await sounds(page)).toEqual(['place', 'place', 'place']);
    // Undo is silent.
    await page.click('[aria-label="Next move"]');
    await soundCount(page, 4);
    await page.click('button:has-text("Undo")');
    await page.waitForFunction(
      () => document.querySelectorAll('#gomoku-board [data-stone]').length === 1,
    );
    expect(await sounds(page)).toHaveLength(4);
    expect(errors).toEqual([]);
  });

  it('a new Go game starts with its sound; taking a stone plays the capture', async () => {
    const { page, errors } = await open('/go');
    await startGo(page, { size: 9, opponent: 'person' });
    await soundCount(page, 1);
    expect(await sounds(page)).toEqual(['start']);
    await page.click(pt(0, 1));
    await page.click(pt(0, 0));
    await page.click(pt(1, 0));
    await page.waitForFunction(
      () => !document.querySelector('#go-board [data-point="0,0"][data-stone]'),
    );
    await soundCount(page, 4);
    expect(await sounds(page)).toEqual(['start', 'place', 'place', 'capture']);
    await page.click('[data-testid="pass"]');
    await soundCount(page, 5);
    expect((await sounds(page)).at(-1)).toBe('pass');
    expect(errors).toEqual([]);
  });

  it('reviewing a Go record: each step forward sounds, a jump or a step back does not, a new variation does', async () => {
    const { page, errors } = await open('/go');
    await page.setInputFiles('[data-testid="sgf-file"]', PRO_GAME);
    await page.waitForSelector('#go-board[data-width="19"]');
    await page.focus('[data-testid="tree"] [aria-current="step"]');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await soundCount(page, 3);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('End');
    await page.keyboard.press('Home');
    await page.click('[data-testid="tree"] [data-node="3"]');
    await page.waitForTimeout(300);
    expect(await sounds(page)).toEqual(['place', 'place', 'place']);
    // A move of one's own at move 3 (a new variation) sounds too.
    await page.click(pt(9, 9));
    await soundCount(page, 4);
    expect(await sounds(page)).toHaveLength(4);
    expect(errors).toEqual([]);
  });

  it('an online Gomoku game: the start when the friend joins, each move as the server sends it, the end', async () => {
    const { page: a, errors } = await open('/gomoku');
    const link = await startOnlineGomoku(a);
    expect(await sounds(a)).toEqual([]);
    const { page: b, errors: errorsB } = await open(link, undefined, undefined, true);
    await b.waitForSelector('[data-testid="online-role"][data-role="white"]');
    await soundCount(a, 1);
    expect(await sounds(a)).toEqual(['start']);
    // Black h8..l8 (a five), White on the a-file.
    const moves = [7, 0, 8, 1, 9, 2, 10, 3, 11].map((v, i) => (i % 2 === 0 ? [v, 7] : [0, v]));
    for (const [i, [x, y]] of moves.entries()) {
      const mover = i % 2 === 0 ? a : b;
      const cell = gk(x as number, y as number);
      await mover.waitForSelector(`${cell}:not([aria-disabled="true"])`);
      await mover.click(cell);
      await a.waitForSelector(`${cell}[data-stone]`);
      await b.waitForSelector(`${cell}[data-stone]`);
    }
    await soundCount(a, 11);
    expect(await sounds(a)).toEqual(['start', ...moves.map(() => 'place'), 'end']);
    // White's page had no gesture before its first click: the first Black stone was not played there.
    await soundCount(b, 9);
    expect(await sounds(b)).toEqual([...moves.slice(1).map(() => 'place'), 'end']);
    expect([...errors, ...errorsB]).toEqual([]);
  });

  it('low time ticks once per side under ten seconds; the flag ends the game', async () => {
    const { page, errors } = await open('/go');
    // The clocks run from the first move.
    await startGo(page, { size: 9, opponent: 'person', time: 12 });
    await page.click(pt(2, 2));
    await soundCount(page, 3);
    expect(await sounds(page)).toEqual(['start', 'place', 'low']);
    await page.click(pt(6, 6));
    await soundCount(page, 5);
    expect(await sounds(page)).toEqual(['start', 'place', 'low', 'place', 'low']);
    // White is still low: no second tick in the same period; then White's flag falls.
    await page.click(pt(2, 6));
    await page.waitForSelector('[data-testid="result"][data-reason="timeout"]', {
      timeout: 20_000,
    });
    await soundCount(page, 7);
    expect(await sounds(page)).toEqual(['start', 'place', 'low', 'place', 'low', 'place', 'end']);
    expect(errors).toEqual([]);
  }, 40_000);

  it('a queen put down clicks, taking it off is silent; solving by hand ends with the chord', async () => {
    const { page, errors } = await open('/queens');
    const square = (x: number, y: number): string => `#play-board [data-point="${x},${y}"]`;
    await page.click(square(0, 0));
    await soundCount(page, 1);
    await page.click(square(0, 0));
    await page.waitForSelector(`${square(0, 0)}:not([data-queen="true"])`);
    // Row r holds its queen in column SOLUTION[r]: a known solution of 8.
    const solution = [0, 4, 7, 5, 2, 6, 1, 3];
    for (const [y, x] of solution.entries()) await page.click(square(x, y));
    await soundCount(page, 10);
    expect(await sounds(page)).toEqual([...Array<string>(9).fill('queen'), 'end']);
    expect(errors).toEqual([]);
  });

  it('each sound renders as audible audio that does not clip, at full volume', async () => {
    const { page, errors } = await open('/');
    const dir = fileURLToPath(new URL('../dist/assets', import.meta.url));
    const synth = readdirSync(dir).find((f) => /^synth-[\w-]+\.js$/.test(f));
    expect(synth).toBeDefined();
    const rendered: Record<string, { peak: number; ms: number }> = {};
    for (const s of ['place', 'capture', 'pass', 'start', 'end', 'low', 'queen']) {
      // A fresh copy of the module (as a string: the test runner would rewrite import()).
      await page.evaluate(
        `import('/assets/${synth ?? ''}?${s}').then((m) => { window.__qipanSynth = m; })`,
      );
      rendered[s] = await page.evaluate(async (name) => {
        // Played into an offline context, read back.
        const off = new OfflineAudioContext(1, 48_000 * 2, 48_000);
        const w = window as unknown as {
          AudioContext: unknown;
          __qipanSynth: { playNow(sounds: string[], volume: number): boolean };
        };
        w.AudioContext = function () {
          return off;
        };
        if (!w.__qipanSynth.playNow([name], 1)) throw new Error(`${name} did not play`);
        const d = (await off.startRendering()).getChannelData(0);
        let peak = 0;
        let last = 0;
        for (let i = 0; i < d.length; i++) {
          const v = Math.abs(d[i] ?? Number.NaN);
          if (Number.isNaN(v)) throw new Error(`${name} rendered NaN`);
          peak = Math.max(peak, v);
          if (v > 0.001) last = i;
        }
        return { peak, ms: Math.round(last / 48) };
      }, s);
    }
    for (const [s, r] of Object.entries(rendered)) {
      expect(r.peak, s).toBeGreaterThan(0.1);
      expect(r.peak, s).toBeLessThan(1);
    }
    // Short clicks; the chords ring on for under a second and a half.
    expect(rendered.place?.ms).toBeLessThan(150);
    expect(rendered.queen?.ms).toBeLessThan(80);
    expect(rendered.capture?.ms).toBeGreaterThan(rendered.place?.ms ?? 0);
    expect(rendered.end?.ms).toBeLessThan(1500);
    expect(errors).toEqual([]);
  });

  it('mute silences everything, also after a reload', async () => {
    const { page, errors } = await open('/gomoku');
    const mute = page.locator('[data-testid="sound-mute"]');
    expect(await mute.getAttribute('aria-pressed')).toBe('false');
    await mute.click();
    expect(await mute.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse((await stored(page)) ?? '{}')).toMatchObject({ on: false });
    await page.click(gk(7, 7));
    await page.waitForSelector(`${gk(7, 7)}[data-stone]`);
    await page.waitForTimeout(300);
    expect(await sounds(page)).toEqual([]);
    expect(await started(page)).toBe(0);
    await page.reload();
    await pageShown(page);
    expect(await page.getAttribute('[data-testid="sound-mute"]', 'aria-pressed')).toBe('true');
    await page.click(gk(8, 8));
    await page.waitForSelector(`${gk(8, 8)}[data-stone]`);
    await page.waitForTimeout(300);
    expect(await sounds(page)).toEqual([]);
    expect(await started(page)).toBe(0);
    // Sound back on by keyboard: a stone lets the level be heard.
    await page.focus('[data-testid="sound-mute"]');
    await page.keyboard.press('Space');
    expect(await page.getAttribute('[data-testid="sound-mute"]', 'aria-pressed')).toBe('false');
    await soundCount(page, 1);
    await page.click(gk(9, 9));
    await soundCount(page, 2);
    expect(errors).toEqual([]);
  });

  it('the volume is set by keyboard and kept over a reload', async () => {
    const { page, errors } = await open('/');
    const volume = '[data-testid="sound-volume"]';
    expect(await page.inputValue(volume)).toBe('60');
    await page.focus(volume);
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
    expect(await page.inputValue(volume)).toBe('40');
    expect(await page.getAttribute(volume, 'aria-valuetext')).toBe('40%');
    expect(JSON.parse((await stored(page)) ?? '{}')).toEqual({ on: true, volume: 0.4 });
    // The new level is heard once the slider rests.
    await soundCount(page, 1);
    expect(await sounds(page)).toEqual(['place']);
    await page.reload();
    await pageShown(page);
    expect(await page.inputValue(volume)).toBe('40');
    expect(errors).toEqual([]);
  });

  it('is labelled in English and Chinese, and fits a desktop and a phone', async () => {
    const en = await open('/gomoku', { width: 1280, height: 800 });
    expect(await en.page.getAttribute('[data-testid="sound-mute"]', 'aria-label')).toBe(
      'Mute sounds',
    );
    expect(await en.page.getAttribute('[data-testid="sound-volume"]', 'aria-label')).toBe('Volume');
    await en.page.screenshot({
      path: join(SCREENSHOTS, 'sound-control-desktop.png'),
      clip: { x: 0, y: 0, width: 1280, height: 160 },
    });
    const zh = await open('/gomoku', { width: 375, height: 667 }, 'zh-CN');
    expect(await zh.page.getAttribute('[data-testid="sound-mute"]', 'aria-label')).toBe('静音');
    expect(await zh.page.getAttribute('[data-testid="sound-volume"]', 'aria-label')).toBe('音量');
    expect(await zh.page.getAttribute('.sound-control', 'aria-label')).toBe('声音');
    await noOverflow(zh.page);
    // Below the brand's row on a phone, at the right like the switches above it.
    const theme = await zh.page.locator('.look-switch').boundingBox();
    const control = await zh.page.locator('.sound-control').boundingBox();
    expect(theme && control && control.y >= theme.y + theme.height).toBe(true);
    expect(
      theme && control && Math.abs(theme.x + theme.width - (control.x + control.width)),
    ).toBeLessThan(2);
    await zh.page.screenshot({
      path: join(SCREENSHOTS, 'sound-control-phone.png'),
      clip: { x: 0, y: 0, width: 375, height: 200 },
    });
    expect([...en.errors, ...zh.errors]).toEqual([]);
  });
});
