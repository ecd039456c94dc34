/**
 * Browser tests of online play against the real server, with two and three browser
 * contexts: a whole Gomoku game by link (a spectator sees the moves and is counted),
 * a rematch everyone follows, a dropped connection that reconnects and catches up,
 * a Go game to an agreed score, and hostile WebSocket messages from a page that
 * change nothing. Screenshots at 1280×800 and 390×844 in English and Chinese.
 *
 * @example
 * ```sh
 * npx tsc -b && npm run build -w @qipan/web && npx vitest run --project browser apps/web/e2e/online.test.ts
 * ```
 */
import { existsSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startOnlineGomoku } from './gomoku-helpers.js';
import { appForFile, noOverflow, pageErrors } from './harness.js';

const app = appForFile();
const hasGnugo = existsSync('/usr/games/gnugo') && process.env.QIPAN_GNUGO !== 'off';

const gk = (x: number, y: number): string => `#gomoku-board [data-point="${x},${y}"]`;
const go = (x: number, y: number): string => `#go-board [data-point="${x},${y}"]`;
const byId = (id: string): string => `[data-testid="${id}"]`;

const stoneCount = (page: Page, board: string): Promise<number> =>
  page.$$eval(`${board} [data-stone]`, (els) => els.length);

/** Waits until `page` shows `n` stones on `board`. */
const waitStones = (page: Page, board: string, n: number): Promise<unknown> =>
  page.waitForFunction(([b, k]) => document.querySelectorAll(`${b} [data-stone]`).length === k, [
    board,
    n,
  ] as const);

/** The page path of the game a page shows. */
const pathOf = (page: Page): string => new URL(page.url()).pathname;

const waitRole = (page: Page, role: string): Promise<unknown> =>
  page.waitForSelector(`${byId('online-role')}[data-role="${role}"]`);

/** Creates an online Gomoku game from the new-game dialog (I play Black); the creator's page. */
async function createGomoku(path = '/gomoku', locale?: string): Promise<Page> {
  const page = await app.page(path, { width: 1200, height: 900 }, locale);
  await startOnlineGomoku(page);
  return page;
}

/** Opens the game's link in a new context (a new person). */
async function open(
  path: string,
  viewport = { width: 1200, height: 900 },
  locale?: string,
): Promise<Page> {
  const page = await app.page(path, viewport, locale);
  await page.waitForSelector(byId('online-role'));
  return page;
}

/** Plays alternately from `first` (to move now), waiting until both boards show each move. */
async function playMoves(
  first: Page,
  second: Page,
  board: string,
  cell: (x: number, y: number) => string,
  moves: readonly (readonly [number, number])[],
): Promise<void> {
  let n = await stoneCount(first, board);
  for (const [i, [x, y]] of moves.entries()) {
    const mover = i % 2 === 0 ? first : second;
    await mover.waitForSelector(`${cell(x, y)}:not([aria-disabled="true"])`);
    await mover.click(cell(x, y));
    n++;
    await waitStones(first, board, n);
    await waitStones(second, board, n);
  }
}

/** Black: h8 i8 j8 k8 l8 (five); White on the a-file. */
const GOMOKU_FIVE: readonly (readonly [number, number])[] = [
  [7, 7],
  [0, 0],
  [8, 7],
  [0, 1],
  [9, 7],
  [0, 2],
  [10, 7],
  [0, 3],
  [11, 7],
];

describe('online play', () => {
  it('plays a whole Gomoku game by link: the friend takes the free seat, a spectator watches, all see the result, then a rematch everyone follows', async () => {
    const a = await createGomoku();
    const link = await a.inputValue(byId('online-link'));
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/gomoku\/online\/[0-9A-Za-z]{10}$/);
    const path = new URL(link).pathname;
    expect(await a.isVisible(byId('online-waiting'))).toBe(true);
    const token = await a.evaluate(
      (p) => localStorage.getItem(`qipan.online.${p}`),
      path.split('/').pop(),
    );
    expect(token).toMatch(/^[0-9A-Za-z_-]{43}$/);

    const b = await open(path);
    await waitRole(b, 'white');
    await a.waitForSelector(`${byId('online-seat-white')}[data-presence="connected"]`);
    const c = await open(path);
    await waitRole(c, 'spectator');
    await a.waitForSelector(`${byId('online-spectators')}[data-count="1"]`);
    // Seats survive a reload (the token is kept).
    await b.reload();
    await waitRole(b, 'white');

    await playMoves(a, b, '#gomoku-board', gk, GOMOKU_FIVE.slice(0, 4));
    // The spectator sees the moves as they come.
    await waitStones(c, '#gomoku-board', 4);
    // Not your turn: White's board takes no click.
    expect(await b.getAttribute(gk(5, 5), 'aria-disabled')).toBe('true');
    await playMoves(a, b, '#gomoku-board', gk, GOMOKU_FIVE.slice(4));
    for (const p of [a, b, c]) {
      await p.waitForSelector(`${byId('result')}[data-reason="five"][data-winner="black"]`);
      await waitStones(p, '#gomoku-board', 9);
    }
    expect(await c.isVisible(byId('rematch'))).toBe(false); // spectators do not ask
    await app.screenshot(a, 'online-gomoku-result-1200-en');

    // Rematch: A offers, B accepts; everyone (the spectator too) follows to the new game.
    await a.click(byId('rematch'));
    await b.waitForSelector(byId('online-rematch-offer'));
    expect(await b.textContent(byId('rematch'))).toContain('Accept rematch');
    await app.screenshot(b, 'online-gomoku-rematch-offer-1200-en');
    await b.click(byId('rematch'));
    for (const p of [a, b, c]) await p.waitForURL((u) => u.pathname !== path);
    const next = pathOf(a);
    expect(pathOf(b)).toBe(next);
    expect(pathOf(c)).toBe(next);
    // Colours swapped, seats kept by token.
    await waitRole(a, 'white');
    await waitRole(b, 'black');
    await waitRole(c, 'spectator');
    expect(await stoneCount(a, '#gomoku-board')).toBe(0);
    await playMoves(b, a, '#gomoku-board', gk, [[7, 7]]);
    await waitStones(c, '#gomoku-board', 1);
    for (const p of [a, b, c]) expect(pageErrors(p)).toEqual([]);
  });

  it('shows Reconnecting… while the connection is down and catches up with the moves made meanwhile', async () => {
    const a = await createGomoku();
    const path = pathOf(a);
    const b = await open(path);
    await waitRole(b, 'white');
    await playMoves(a, b, '#gomoku-board', gk, [
      [7, 7],
      [6, 6],
    ]);
    await b.context().setOffline(true);
    await b.waitForSelector(byId('online-reconnecting'));
    // Cut off, B keeps the seats it knew; its own seat is reconnecting.
    await b.waitForSelector(`${byId('online-seat-white')}[data-presence="reconnecting"]`);
    expect(await b.getAttribute(byId('online-seat-black'), 'data-presence')).toBe('connected');
    await app.screenshot(b, 'online-gomoku-reconnecting-1200-en');
    // A plays on while B is away.
    await a.click(gk(8, 8));
    await waitStones(a, '#gomoku-board', 3);
    await b.context().setOffline(false);
    await b.waitForSelector(byId('online-reconnecting'), { state: 'detached' });
    await b.waitForSelector(`${byId('online-seat-black')}[data-presence="connected"]`);
    await waitStones(b, '#gomoku-board', 3);
    expect(await b.getAttribute(gk(8, 8), 'data-stone')).toBe('black');
    // B (White) plays again after the resync.
    await playMoves(b, a, '#gomoku-board', gk, [[5, 5]]);
  });

  it('plays a Go game to an agreed score: two passes, a group marked dead, both accept', async () => {
    const a = await app.page('/go');
    const form = byId('new-game-form');
    if (!(await a.isVisible(form))) await a.click('summary:has-text("New game")');
    await a.selectOption('#go-size', '9');
    await a.check('input[name="go-opponent"][value="online"]');
    await a.selectOption(byId('online-side'), 'black');
    await a.click(byId('start-game'));
    await a.waitForURL(/\/go\/online\/[0-9A-Za-z]{10}$/);
    await waitRole(a, 'black');
    const b = await open(pathOf(a));
    await waitRole(b, 'white');

    await playMoves(a, b, '#go-board', go, [
      [2, 2],
      [4, 4],
      [6, 6],
    ]);
    await b.click(byId('pass'));
    await a.waitForSelector(`${byId('pass')}:not([disabled])`);
    await a.click(byId('pass'));
    for (const p of [a, b]) await p.waitForSelector(byId('score'));
    // Black's page first marks what the network sees dead (or keeps the guess).
    await a.waitForSelector(
      `${byId('net-dead-note')}:is([data-state="marked"], [data-state="kept"])`,
      {
        timeout: 60_000,
      },
    );
    expect(await b.$(byId('net-dead-note'))).toBeNull(); // one page marks, not both
    const dead = `${go(4, 4)}[data-dead="true"]`;
    const alive = `${go(4, 4)}:not([data-dead="true"])`;
    const wasDead = (await a.$(dead)) !== null;
    // A marks the white stone (alive if the guess had it dead); both boards show it.
    await a.click(go(4, 4));
    for (const p of [a, b]) await p.waitForSelector(wasDead ? alive : dead);
    if (wasDead) {
      // B marks it dead again, so the score below counts it so.
      await b.click(go(4, 4));
      for (const p of [a, b]) await p.waitForSelector(dead);
    }
    await app.screenshot(a, 'online-go-scoring-1200-en');
    await a.click(byId('accept'));
    await b.waitForSelector(`${byId('online-accepted')}:not(:empty)`);
    await b.click(byId('accept'));
    for (const p of [a, b]) {
      await p.waitForSelector(`${byId('result')}[data-reason="score"][data-winner="black"]`);
    }
    expect(await a.textContent(byId('result-text'))).toContain('B+');
    await app.screenshot(b, 'online-go-result-1200-en');
    expect(pageErrors(a)).toEqual([]);
    expect(pageErrors(b)).toEqual([]);
  });

  for (const [lang, note] of [
    ['en-US', 'Dead stones marked by the network'],
    ['zh-CN', '死子已按神经网络'],
  ] as const) {
    it(`marks the dead stones from the network at an online count, players still accept (${lang})`, async () => {
      const a = await app.page('/go', { width: 1200, height: 900 }, lang);
      const form = byId('new-game-form');
      if (!(await a.isVisible(form)))
        await a.click('summary:has-text("New game"), summary:has-text("新对局")');
      await a.selectOption('#go-size', '9');
      await a.check('input[name="go-opponent"][value="online"]');
      await a.selectOption(byId('online-side'), 'black');
      await a.click(byId('start-game'));
      await a.waitForURL(/\/go\/online\/[0-9A-Za-z]{10}$/);
      await waitRole(a, 'black');
      const b = await open(pathOf(a), undefined, lang);
      await waitRole(b, 'white');
      // Black walls off the top-left corner with White's A9 inside; White builds G5–G3.
      // The static guess takes G5–G3 for dead as well; the network sees only A9 dead.
      await playMoves(a, b, '#go-board', go, [
        [2, 0],
        [6, 6],
        [2, 1],
        [6, 5],
        [2, 2],
        [0, 0],
        [1, 2],
        [6, 4],
        [0, 2],
      ]);
      await b.click(byId('pass'));
      await a.waitForSelector(`${byId('pass')}:not([disabled])`);
      await a.click(byId('pass'));
      await a.waitForSelector(`${byId('net-dead-note')}[data-state="marked"]`, { timeout: 60_000 });
      expect(await a.textContent(byId('net-dead-note'))).toContain(note);
      // Both boards show the network's marks: A9 dead, the G group alive.
      for (const p of [a, b]) {
        await p.waitForSelector(`${go(6, 4)}:not([data-dead="true"])`);
        await p.waitForSelector(`${go(0, 0)}[data-dead="true"]`);
        expect(await p.$(`${go(6, 6)}[data-dead="true"]`)).toBeNull();
      }
      expect(await b.$(byId('net-dead-note'))).toBeNull();
      await app.screenshot(a, `online-go-net-dead-${lang}`);
      await a.click(byId('accept'));
      await b.waitForSelector(`${byId('online-accepted')}:not(:empty)`);
      await b.click(byId('accept'));
      for (const p of [a, b]) await p.waitForSelector(`${byId('result')}[data-reason="score"]`);
      expect(pageErrors(a)).toEqual([]);
      expect(pageErrors(b)).toEqual([]);
    }, 120_000);
  }

  it('answers hostile WebSocket messages from a page with typed errors and changes nothing', async () => {
    const a = await createGomoku();
    const path = pathOf(a);
    const b = await open(path);
    await waitRole(b, 'white');
    await playMoves(a, b, '#gomoku-board', gk, [[7, 7]]);
    const id = path.split('/').pop() ?? '';
    const codes = await a.evaluate(async (gameId) => {
      const token = localStorage.getItem(`qipan.online.${gameId}`) ?? undefined;
      const ws = new WebSocket(`ws://${location.host}/api/games/${gameId}/ws`);
      const got: { error: string; id?: number }[] = [];
      ws.onmessage = (e) => {
        const m = JSON.parse(String(e.data)) as { type: string; error?: string; id?: number };
        if (m.type === 'error' && m.error)
          got.push({ error: m.error, ...(m.id === undefined ? {} : { id: m.id }) });
      };
      await new Promise((r) => (ws.onopen = r));
      ws.send(JSON.stringify({ type: 'hello', token }));
      await new Promise((r) => setTimeout(r, 300));
      ws.send('this is not JSON');
      ws.send(JSON.stringify({ type: 'teleport' }));
      ws.send(JSON.stringify({ type: 'move', id: 1, move: 'a1', ply: 1 })); // Black, but White is to move
      ws.send(JSON.stringify({ type: 'move', id: 2, move: 'a1', ply: 0 })); // stale ply
      ws.send(JSON.stringify({ type: 'move', id: 3, move: 'x'.repeat(5000), ply: 1 }));
      await new Promise((r) => setTimeout(r, 800));
      ws.close();
      // A spectator (no token) trying White's move.
      const spy = new WebSocket(`ws://${location.host}/api/games/${gameId}/ws`);
      spy.onmessage = ws.onmessage;
      await new Promise((r) => (spy.onopen = r));
      spy.send(JSON.stringify({ type: 'hello' }));
      await new Promise((r) => setTimeout(r, 300));
      spy.send(JSON.stringify({ type: 'move', id: 4, move: 'a1', ply: 1 }));
      await new Promise((r) => setTimeout(r, 800));
      spy.close();
      return got;
    }, id);
    const kinds = codes.map((c) => c.error);
    expect(kinds).toContain('bad-request');
    expect(codes).toContainEqual({ error: 'not-your-turn', id: 1 });
    expect(codes.find((c) => c.id === 2)?.error).toMatch(/stale-ply|not-your-turn/);
    expect(kinds).toContain('too-large');
    expect(codes).toContainEqual({ error: 'unauthorized', id: 4 });
    // Nothing changed: one stone, White to move, and White can still play.
    const view = (await (await fetch(`${new URL(a.url()).origin}/api/games/${id}`)).json()) as {
      moves: string[];
      turn: string;
    };
    expect(view.moves).toEqual(['h8']);
    expect(view.turn).toBe('white');
    expect(await stoneCount(a, '#gomoku-board')).toBe(1);
    await b.click(gk(6, 6));
    await waitStones(a, '#gomoku-board', 2);
  });

  it('looks right at 1280×800 and 390×844 in English and Chinese (screenshots), without sideways scroll', async () => {
    const a = await createGomoku();
    const path = pathOf(a);
    const b = await open(path);
    await waitRole(b, 'white');
    await playMoves(a, b, '#gomoku-board', gk, GOMOKU_FIVE.slice(0, 5));
    const shots: string[] = [];
    for (const [w, h] of [
      [1280, 800],
      [390, 844],
    ] as const)
      for (const locale of ['en-US', 'zh-CN']) {
        const p = await open(path, { width: w, height: h }, locale);
        await waitStones(p, '#gomoku-board', 5);
        await noOverflow(p);
        shots.push(await app.screenshot(p, `online-gomoku-${w}-${locale}`));
      }
    // The new-game dialogs with "Play a friend online" chosen, on a phone in Chinese.
    for (const game of ['gomoku', 'chongzi'] as const) {
      const d = await app.page(`/${game}`, { width: 390, height: 844 }, 'zh-CN');
      await d.click(byId('new-game'));
      await d.check('input[name="opponent"][value="online"]');
      await d.waitForSelector(byId('online-side'));
      await noOverflow(d);
      shots.push(await app.screenshot(d, `online-${game}-dialog-390-zh`));
    }
    // The creator's view of a waiting Chinese game, on a phone.
    const z = await createGomoku('/gomoku', 'zh-CN');
    await z.setViewportSize({ width: 390, height: 844 });
    await noOverflow(z);
    shots.push(await app.screenshot(z, 'online-gomoku-waiting-390-zh'));
    // Go and Chongzi games made through the API, seen by a spectator on a phone.
    for (const game of ['go', 'chongzi'] as const)
      for (const locale of ['en-US', 'zh-CN']) {
        const made = await a.evaluate(async (g) => {
          const r = await fetch('/api/games', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              game: g,
              options: g === 'go' ? { size: 9 } : { size: 5, start: 'fixed' },
              clock: { kind: 'fischer', initialMs: 300000, incrementMs: 3000 },
            }),
          });
          return (await r.json()) as { url: string };
        }, game);
        const p = await open(made.url, { width: 390, height: 844 }, locale);
        await noOverflow(p);
        shots.push(await app.screenshot(p, `online-${game}-390-${locale}`));
      }
    expect(shots).toHaveLength(11);
  });

  it.skipIf(!hasGnugo)(
    'plays Go online against GNU Go on the server: the engine answers through the same game',
    async () => {
      const a = await app.page('/go');
      const form = byId('new-game-form');
      if (!(await a.isVisible(form))) await a.click('summary:has-text("New game")');
      await a.waitForSelector('input[name="go-opponent"][value="online-engine"]');
      await a.selectOption('#go-size', '9');
      await a.check('input[name="go-opponent"][value="online-engine"]');
      await a.selectOption(byId('online-side'), 'black');
      await a.click(byId('start-game'));
      await a.waitForURL(/\/go\/online\/[0-9A-Za-z]{10}$/);
      await waitRole(a, 'black');
      await a.waitForSelector(`${byId('online-seat-white')}[data-presence="engine"]`);
      await a.click(go(4, 4));
      // GNU Go's reply arrives like any move.
      await waitStones(a, '#go-board', 2);
      expect(await a.getAttribute(go(4, 4), 'data-stone')).toBe('black');
      // A spectator sees both moves.
      const c = await open(pathOf(a));
      await waitRole(c, 'spectator');
      await waitStones(c, '#go-board', 2);
      expect(pageErrors(a)).toEqual([]);
    },
  );

  it('asks and answers over the link: a draw declined, an undo accepted, then the game aborted', async () => {
    const a = await createGomoku();
    const b = await open(pathOf(a));
    await waitRole(b, 'white');
    await playMoves(a, b, '#gomoku-board', gk, [[7, 7]]);
    // White has no move to take back: the server's refusal is a sentence, nothing changes.
    await b.click(byId('online-undo'));
    await b.waitForSelector(byId('online-error'));
    const refusal = (await b.textContent(byId('online-error'))) ?? '';
    expect(refusal).not.toMatch(/refused|nothing-to-undo|not-your-turn/);
    expect(refusal.length).toBeGreaterThan(10);
    expect(await a.isVisible(byId('online-accept-undo'))).toBe(false);
    await a.click(byId('online-draw'));
    await b.waitForSelector(byId('online-accept-draw'));
    await a.waitForSelector(byId('online-pending-draw'));
    await b.click(byId('online-decline-draw'));
    await a.waitForSelector(byId('online-pending-draw'), { state: 'detached' });
    await playMoves(b, a, '#gomoku-board', gk, [[6, 6]]);
    // Black, on turn, asks to take back their last move; White agrees.
    await a.click(byId('online-undo'));
    await b.waitForSelector(byId('online-accept-undo'));
    await b.click(byId('online-accept-undo'));
    for (const p of [a, b]) await waitStones(p, '#gomoku-board', 0);
    // No side has a move on the board now: the game may be aborted.
    await a.waitForSelector(byId('online-abort'));
    await a.click(byId('online-abort'));
    for (const p of [a, b]) await p.waitForSelector(`${byId('result')}[data-reason="aborted"]`);
    expect(await b.textContent(byId('result'))).toContain('aborted');
    expect(pageErrors(a)).toEqual([]);
    expect(pageErrors(b)).toEqual([]);
  });
  it('lets the flag fall on the server: the side that does not move in time loses, on both pages', async () => {
    // A 3-second game made through the HTTP API, as a bot or script would.
    const base = `http://127.0.0.1:${app.server.port}`;
    const res = await fetch(`${base}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'gomoku',
        side: 'black',
        clock: { kind: 'absolute', initialMs: 3000 },
      }),
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: string; url: string; token: string };
    const a = await app.page('/', { width: 1200, height: 900 });
    await a.evaluate(([id, t]) => localStorage.setItem(`qipan.online.${id}`, t), [
      created.id,
      created.token,
    ] as const);
    await a.goto(`${base}${created.url}`);
    await waitRole(a, 'black');
    const b = await open(created.url);
    await waitRole(b, 'white');
    // Black's first move is free; then White's three seconds run out without a move.
    await playMoves(a, b, '#gomoku-board', gk, [[7, 7]]);
    for (const p of [a, b])
      await p.waitForSelector(`${byId('result')}[data-reason="timeout"][data-winner="black"]`, {
        timeout: 15_000,
      });
    const view = (await (await fetch(`${base}/api/games/${created.id}`)).json()) as {
      status: string;
      outcome: unknown;
    };
    expect(view).toMatchObject({
      status: 'ended',
      outcome: { winner: 'black', reason: 'timeout' },
    });
    expect(pageErrors(a)).toEqual([]);
    expect(pageErrors(b)).toEqual([]);
  });
});
