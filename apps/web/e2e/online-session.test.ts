/**
 * Browser tests of the online-play defects of issue 30, in English and Chinese:
 * online Go against the server's engine (a scripted GTP engine standing in for GNU Go,
 * with a level chosen in the form): the status leaves "thinking" after each engine
 * move, the rules and komi chosen in the form are the ones the game shows and uses, the
 * result reads like a Go record (黑方中盘胜) and downloads as SGF; a short network
 * drop reads as a lost connection with a countdown, the one who dropped keeps the
 * seats it knew and is told that a click was not sent, then the claim after the
 * countdown; a declined draw offer is told to the offerer; Gomoku and Chongzi
 * results download (SGF, JSON record). Screenshots of an online Go game at 1280×800
 * and 390×844 in both languages go to the harness's screenshot folder (or $QIPAN_SHOTS).
 *
 * @example
 * ```sh
 * npx tsc -b && npm run build -w @qipan/web && npx vitest run --project browser apps/web/e2e/online-session.test.ts
 * ```
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startOnlineGomoku } from './gomoku-helpers.js';
import { appForFile, noOverflow, pageErrors, SCREENSHOTS } from './harness.js';

const ENGINE = fileURLToPath(new URL('./fixtures/first-free-gtp.mjs', import.meta.url));
const engineLog = join(mkdtempSync(join(tmpdir(), 'qipan-online-session-')), 'gtp.log');
/** Seconds before a seat whose connection is lost may be claimed. */
const GRACE_MS = 8000;
const app = appForFile({
  gnugo: false,
  goEngines: [
    {
      id: 'gnugo',
      name: 'GNU Go',
      command: `"${process.execPath}" "${ENGINE}" --log "${engineLog}" --delay 700`,
    },
  ],
  abandonMs: GRACE_MS,
});
const SHOTS = process.env.QIPAN_SHOTS ?? SCREENSHOTS;

const byId = (id: string): string => `[data-testid="${id}"]`;
const gk = (x: number, y: number): string => `#gomoku-board [data-point="${x},${y}"]`;
const go = (x: number, y: number): string => `#go-board [data-point="${x},${y}"]`;
const text = async (page: Page, id: string): Promise<string> =>
  ((await page.textContent(byId(id))) ?? '').trim();
const waitStones = (page: Page, board: string, n: number): Promise<unknown> =>
  page.waitForFunction(([b, k]) => document.querySelectorAll(`${b} [data-stone]`).length === k, [
    board,
    n,
  ] as const);
const waitText = (page: Page, id: string, want: string): Promise<unknown> =>
  page.waitForFunction(
    ([sel, w]) => document.querySelector(sel)?.textContent?.trim() === w,
    [byId(id), want] as const,
    { timeout: 8000 },
  );
const waitRole = (page: Page, role: string): Promise<unknown> =>
  page.waitForSelector(`${byId('online-role')}[data-role="${role}"]`);

/** Clicks the download button; the file's name and text. */
async function download(page: Page): Promise<{ name: string; text: string }> {
  const [d] = (await Promise.all([
    page.waitForEvent('download'),
    page.click(byId('download-record')),
  ])) as [Download, void];
  const path = await d.path();
  return { name: d.suggestedFilename(), text: readFileSync(path, 'utf8') };
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

async function resign(page: Page): Promise<void> {
  await page.click(byId('online-resign'));
  await page.click(byId('online-resign-confirm'));
}

const WORDS = {
  'en-US': {
    thinking: 'GNU Go is thinking…',
    yourMove: 'Your move (Black).',
    level: 'GNU Go level',
    resigned: 'White wins by resignation (W+R)',
    dropped:
      /^Your opponent's connection was lost\. Waiting for them to come back: you may claim the win in \d+ seconds?\./,
    seatLost: 'connection lost',
    reconnecting: 'reconnecting…',
    notSent: 'Not sent: the connection to the server is down. Play the move again once it is back.',
    notBack: 'Your opponent has not come back: you may claim the win.',
    declined: 'Your draw offer was declined.',
    rules: 'Japanese (territory)',
    engine: 'GNU Go on the server, level 3, plays white',
    komi: 'Komi 6.5',
  },
  'zh-CN': {
    thinking: 'GNU Go 正在思考…',
    yourMove: '轮到你下（黑方）。',
    level: 'GNU Go 等级',
    resigned: '白方中盘胜 (W+R)',
    dropped: /^对手的连接中断了，正在等待对方重新连接：\d+ 秒后你可以申请判胜。/,
    seatLost: '连接中断',
    reconnecting: '正在重新连接…',
    notSent: '着法没有发出：与服务器的连接已中断。连接恢复后请再下一次。',
    notBack: '对手没有回来：你可以申请判胜。',
    declined: '对方拒绝了你的和棋提议。',
    rules: '日本规则',
    engine: '服务器上的 GNU Go，3 级，执白',
    komi: '贴目 6.5',
  },
} as const;
const LOCALES = ['en-US', 'zh-CN'] as const;

describe('online Go against the server engine', () => {
  it.each(LOCALES)(
    '%s: the level and rules chosen are used and shown, the status follows each engine move, the result downloads as SGF',
    async (locale) => {
      const w = WORDS[locale];
      writeFileSync(engineLog, '');
      const a = await app.page('/go', { width: 1280, height: 800 }, locale);
      const form = byId('new-game-form');
      if (!(await a.isVisible(form))) await a.click('details:has(#go-size) > summary');
      await a.waitForSelector('input[name="go-opponent"][value="online-engine"]');
      await a.selectOption('#go-size', '9');
      await a.check('input[name="go-opponent"][value="online-engine"]');
      // The level is offered for the online engine, and sent.
      await a.waitForSelector('#go-online-level');
      expect(await a.textContent('label:has(#go-online-level) span')).toBe(w.level);
      await a.selectOption('#go-online-level', '3');
      await a.selectOption(byId('online-side'), 'black');
      // What the form shows is what the game gets.
      const preset = await a.inputValue('#go-rules');
      const komi = await a.inputValue('#go-komi');
      expect([preset, komi]).toEqual(['japanese', '6.5']);
      await a.click(byId('start-game'));
      await a.waitForURL(/\/go\/online\/[0-9A-Za-z]{10}$/);
      await waitRole(a, 'black');
      const id = new URL(a.url()).pathname.split('/').pop() ?? '';
      expect(await a.getAttribute(byId('rules-value'), 'data-preset')).toBe(preset);
      expect(await a.getAttribute(byId('komi-value'), 'data-komi')).toBe(komi);
      expect(await a.getAttribute(byId('engine-value'), 'data-level')).toBe('3');
      expect(await text(a, 'engine-value')).toBe(w.engine);
      const info = await text(a, 'game-info');
      expect(info).toContain(w.rules);
      expect(info).toContain(w.komi);
      const view = (await (await fetch(`${new URL(a.url()).origin}/api/games/${id}`)).json()) as {
        options: { preset: string; komi: number };
      };
      expect(view.options).toMatchObject({ preset, komi: Number(komi) });

      // Each engine move brings the status back to the player's move.
      for (const [n, [x, y]] of [
        [2, [4, 4]],
        [4, [2, 6]],
      ] as const) {
        await a.click(go(x, y));
        await waitText(a, 'status', w.thinking);
        await waitStones(a, '#go-board', n);
        await waitText(a, 'status', w.yourMove);
      }
      expect(await a.getAttribute(go(0, 0), 'data-stone')).toBe('white');
      expect(readFileSync(engineLog, 'utf8')).toMatch(/^level 3$/m);
      const tag = locale === 'en-US' ? 'en' : 'zh';
      await noOverflow(a);
      await shoot(a, `online-go-engine-1280-${tag}`);
      await a.setViewportSize({ width: 390, height: 844 });
      await noOverflow(a);
      await shoot(a, `online-go-engine-390-${tag}`);
      await a.setViewportSize({ width: 1280, height: 800 });

      await resign(a);
      await a.waitForSelector(`${byId('result')}[data-reason="resign"][data-winner="white"]`);
      expect(await text(a, 'result-text')).toBe(w.resigned);
      const file = await download(a);
      expect(file.name).toBe(`qipan-go-${id}.sgf`);
      expect(file.text).toMatch(/^\(;/);
      expect(file.text).toContain('RE[W+R]');
      expect(file.text).toContain('KM[6.5]');
      expect(file.text).toContain('SZ[9]');
      expect(file.text).toContain('PW[GNU Go]');
      expect(file.text).toMatch(/;B\[ee\]\s*;W\[aa\]\s*;B\[cg\]\s*;W\[ba\]/);
      await shoot(a, `online-go-result-1280-${tag}`);
      expect(pageErrors(a)).toEqual([]);
    },
  );

  it('refuses a bad engine level with the reason bad-level', async () => {
    const base = `http://127.0.0.1:${app.server.port}`;
    for (const level of [0, 11, 2.5]) {
      const res = await fetch(`${base}/api/games`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          game: 'go',
          options: { size: 9 },
          opponent: { engine: 'gnugo', level },
        }),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'bad-request', reason: 'bad-level' });
    }
  });
});

describe('online Gomoku when a connection drops', () => {
  it.each(LOCALES)(
    '%s: a declined draw is told; a short drop reads as a lost connection with a countdown; clicks offline are answered; the claim comes after the countdown; the result downloads',
    async (locale) => {
      const w = WORDS[locale];
      const a = await app.page('/gomoku', { width: 1280, height: 800 }, locale);
      const path = await startOnlineGomoku(a);
      const b = await app.page(path, { width: 1280, height: 800 }, locale);
      await waitRole(b, 'white');
      const moves = [
        [a, 7, 7],
        [b, 6, 6],
        [a, 8, 7],
      ] as const;
      for (const [i, [p, x, y]] of moves.entries()) {
        await p.click(gk(x, y));
        await waitStones(a, '#gomoku-board', i + 1);
        await waitStones(b, '#gomoku-board', i + 1);
      }

      // Black's draw offer, declined by White: Black is told.
      await a.click(byId('online-draw'));
      await b.click(byId('online-decline-draw'));
      await a.waitForSelector(byId('online-declined'));
      expect(await text(a, 'online-declined')).toContain(w.declined);

      // White's connection drops for about three seconds.
      await b.context().setOffline(true);
      await a.waitForSelector(`${byId('online-seat-white')}[data-presence="disconnected"]`);
      expect(await a.textContent(`${byId('online-seat-white')} .online-presence`)).toBe(w.seatLost);
      await a.waitForSelector(byId('online-left'));
      expect(await text(a, 'online-left')).toMatch(w.dropped);
      expect(await a.isVisible(byId('online-claim'))).toBe(false);
      const first = Number(await a.getAttribute(byId('online-left'), 'data-claim-in'));
      expect(first).toBeGreaterThan(3);
      expect(first).toBeLessThanOrEqual(GRACE_MS / 1000);
      // The one who dropped keeps the seats it knew; its own is reconnecting.
      await b.waitForSelector(byId('online-reconnecting'));
      await b.waitForSelector(`${byId('online-seat-white')}[data-presence="reconnecting"]`);
      expect(await b.textContent(`${byId('online-seat-white')} .online-presence`)).toBe(
        w.reconnecting,
      );
      expect(await b.getAttribute(byId('online-seat-black'), 'data-presence')).toBe('connected');
      // A click while offline is answered, and nothing is played.
      await b.click(gk(5, 5));
      await b.waitForSelector(byId('online-error'));
      expect(await text(b, 'online-error')).toContain(w.notSent);
      expect(await b.getAttribute(gk(5, 5), 'data-stone')).toBeNull();
      await shoot(b, `online-gomoku-offline-1280-${locale === 'en-US' ? 'en' : 'zh'}`);
      await a.waitForFunction(
        ([sel, n]) => Number(document.querySelector(sel)?.getAttribute('data-claim-in')) < n,
        [byId('online-left'), first] as const,
      );
      await shoot(a, `online-gomoku-dropped-1280-${locale === 'en-US' ? 'en' : 'zh'}`);
      await b.context().setOffline(false);
      await a.waitForSelector(byId('online-left'), { state: 'detached' });
      await a.waitForSelector(`${byId('online-seat-white')}[data-presence="connected"]`);
      await b.waitForSelector(byId('online-reconnecting'), { state: 'detached' });
      // Played again once back, the move goes through.
      await b.click(gk(5, 5));
      await waitStones(a, '#gomoku-board', 4);

      // Gone for good: after the countdown Black may claim the win.
      await b.context().setOffline(true);
      await a.waitForSelector(byId('online-claim'), { timeout: GRACE_MS + 5000 });
      expect(await text(a, 'online-left')).toContain(w.notBack);
      await a.click(byId('online-claim'));
      await a.waitForSelector(`${byId('result')}[data-reason="abandon"][data-winner="black"]`);
      const file = await download(a);
      expect(file.name).toMatch(/^qipan-gomoku-[0-9A-Za-z]{10}\.sgf$/);
      expect(file.text).toContain('GM[4]');
      expect(file.text).toContain('RE[B+F]');
      expect(file.text).toMatch(/;B\[hh\]\s*;W\[gg\]\s*;B\[ih\]\s*;W\[ff\]/);
      expect(pageErrors(a)).toEqual([]);
    },
  );
});

describe('online Chongzi', () => {
  it('downloads the finished game as the JSON match record', async () => {
    const base = `http://127.0.0.1:${app.server.port}`;
    const res = await fetch(`${base}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'chongzi', options: { size: 5, start: 'fixed' }, side: 'red' }),
    });
    const made = (await res.json()) as { id: string; url: string; token: string };
    const a = await app.page('/', { width: 1280, height: 800 });
    await a.evaluate(([id, t]) => localStorage.setItem(`qipan.online.${id}`, t), [
      made.id,
      made.token,
    ] as const);
    await a.goto(`${base}${made.url}`);
    await waitRole(a, 'black');
    const b = await app.page(made.url, { width: 1280, height: 800 });
    await waitRole(b, 'white');
    await resign(a);
    await a.waitForSelector(`${byId('end')}[data-winner="white"]`);
    const file = await download(a);
    expect(file.name).toBe(`qipan-chongzi-${made.id}.json`);
    expect(JSON.parse(file.text)).toMatchObject({
      format: 'qipan-match',
      game: 'chongzi',
      moves: [],
      result: { winner: 'white', reason: 'resign' },
    });
    expect(pageErrors(a)).toEqual([]);
  });
});
