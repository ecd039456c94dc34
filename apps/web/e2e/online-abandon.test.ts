/**
 * Browser test of an abandoned online game: the opponent's page closes during play,
 * their seat shows disconnected, and after the grace period (short here) the player
 * left behind claims the win.
 *
 * @example
 * ```sh
 * npx tsc -b && npm run build -w @qipan/web && npx vitest run --project browser apps/web/e2e/online-abandon.test.ts
 * ```
 */
import { describe, expect, it } from 'vitest';
import { startOnlineGomoku } from './gomoku-helpers.js';
import { appForFile, pageErrors } from './harness.js';

const app = appForFile({ abandonMs: 1500 });

const byId = (id: string): string => `[data-testid="${id}"]`;
const gk = (x: number, y: number): string => `#gomoku-board [data-point="${x},${y}"]`;

describe('an abandoned online game', () => {
  it('lets the player left behind claim the win after the grace period', async () => {
    const a = await app.page('/gomoku');
    const path = await startOnlineGomoku(a);
    const b = await app.page(path);
    await b.waitForSelector(`${byId('online-role')}[data-role="white"]`);
    await a.click(gk(7, 7));
    await b.waitForSelector(`${gk(7, 7)}[data-stone="black"]`);
    await b.click(gk(6, 6));
    await a.waitForSelector(`${gk(6, 6)}[data-stone="white"]`);
    // No claim while White is here.
    expect(await a.isVisible(byId('online-claim'))).toBe(false);
    await b.close();
    await a.waitForSelector(`${byId('online-seat-white')}[data-presence="disconnected"]`);
    await a.waitForSelector(byId('online-left'));
    await a.click(byId('online-claim'));
    await a.waitForSelector(`${byId('result')}[data-reason="abandon"][data-winner="black"]`);
    expect(await a.textContent(byId('result'))).toContain('abandoned');
    await app.screenshot(a, 'online-gomoku-abandon-1200-en');
    expect(pageErrors(a)).toEqual([]);
  });
});
