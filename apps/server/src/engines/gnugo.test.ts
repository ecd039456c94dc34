import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GtpPlayer, GtpProcess } from '@qipan/engine-process';
import { describe, expect, it } from 'vitest';
import { startServer } from '../main.js';
import { WAIT_MARGIN_MS } from './time.js';

const GNUGO = '/usr/games/gnugo';

/** The server on a free loopback port, with GNU Go as its only engine and an empty web root. */
async function startWithGnuGo(): ReturnType<typeof startServer> {
  const dir = mkdtempSync(join(tmpdir(), 'qipan-gnugo-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html>');
  return startServer({ port: 0, host: '127.0.0.1', webRoot: dir, gnugo: GNUGO, goEngines: [] });
}

describe.skipIf(!existsSync(GNUGO))('the bridge with the real GNU Go', () => {
  it('lists GNU Go with its version and plays a 9×9 game at level 1', async () => {
    const server = await startWithGnuGo();
    const base = `http://127.0.0.1:${server.port}/api/go/engines`;
    try {
      const list = (await (await fetch(base)).json()) as { engines: Record<string, unknown>[] };
      expect(list.engines).toHaveLength(1);
      expect(list.engines[0]).toMatchObject({
        id: 'gnugo',
        name: 'GNU Go',
        available: true,
        levels: true,
      });
      expect(String(list.engines[0]?.version)).toMatch(/^\d+\.\d+/);
      const moves: { color: string; vertex: string }[] = [];
      const ask = async (color: string): Promise<{ status: number; json: { move?: string } }> => {
        const r = await fetch(`${base}/gnugo/genmove`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            session: 'live',
            size: 9,
            komi: 7,
            rules: 'chinese',
            handicap: [],
            moves,
            color,
            level: 1,
          }),
        });
        return { status: r.status, json: (await r.json()) as { move?: string } };
      };
      // GNU Go plays both sides for four moves; every answer is a fresh point.
      for (const color of ['black', 'white', 'black', 'white']) {
        const r = await ask(color);
        expect(r.status).toBe(200);
        expect(r.json.move).toMatch(/^[A-HJ][1-9]$/);
        expect(moves.map((m) => m.vertex)).not.toContain(r.json.move);
        moves.push({ color, vertex: r.json.move as string });
      }
      // GNU Go refuses a move onto its own stone when we replay a bad history... which
      // Qipan catches first, naming the move.
      moves.push({ color: 'black', vertex: moves[0]?.vertex as string });
      const bad = await ask('white');
      expect(bad.status).toBe(422);
    } finally {
      await server.close();
    }
    expect(server.goEngines.liveSessions).toBe(0);
  });

  it('takes the time commands, and with 2 s on its clock answers within the bound', async () => {
    const started = GtpProcess.start(`${GNUGO} --mode gtp`, { timeoutMs: 5000 });
    if (!started.ok) throw new Error(started.error.message);
    const player = new GtpPlayer(started.value);
    try {
      expect(await player.newGame({ size: 9, komi: 7 })).toEqual({ ok: true, value: undefined });
      const settings = { mainMs: 60_000, periodMs: 10_000, stones: 5 };
      expect(await player.timeSettings(settings)).toEqual({ ok: true, value: true });
      expect(await player.timeLeft('black', 2_000, 0)).toEqual({ ok: true, value: true });
    } finally {
      await started.value.close();
    }
    const server = await startWithGnuGo();
    const url = `http://127.0.0.1:${server.port}/api/go/engines/gnugo/genmove`;
    const leftMs = 2_000;
    const moves: { color: string; vertex: string }[] = [];
    try {
      // Its strongest level, on a 19×19 board, with 2 s left of an absolute minute.
      for (const color of ['black', 'white', 'black', 'white', 'black', 'white']) {
        const t0 = Date.now();
        const r = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            session: 'clock',
            size: 19,
            komi: 6.5,
            rules: 'japanese',
            handicap: [],
            moves,
            color,
            level: 10,
            time: { mainMs: 60_000, periodMs: 0, stones: 0, leftMs, stonesLeft: 0 },
          }),
        });
        const json = (await r.json()) as { move?: string };
        expect(r.status, JSON.stringify(json)).toBe(200);
        expect(Date.now() - t0).toBeLessThan(leftMs + WAIT_MARGIN_MS);
        moves.push({ color, vertex: json.move as string });
      }
    } finally {
      await server.close();
    }
  });
});

if (!existsSync(GNUGO)) console.warn(`GNU Go bridge test skipped: ${GNUGO} is not installed`);
