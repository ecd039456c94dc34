import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GtpProcess, splitCommandLine } from './controller.js';
import { GtpPlayer } from './player.js';

const fixture = (name: string): string =>
  fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const fake = (transcript: string): string =>
  `"${process.execPath}" "${fixture('fake-gtp.mjs')}" "${fixture(transcript)}"`;
const start = (cmd: string, timeoutMs = 5000): GtpProcess => {
  const r = GtpProcess.start(cmd, { timeoutMs });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const GNUGO = '/usr/games/gnugo';

describe('splitCommandLine', () => {
  it('splits like a shell without running one', () => {
    expect(splitCommandLine(`gnugo --mode gtp  --level 1`)).toEqual({
      ok: true,
      value: ['gnugo', '--mode', 'gtp', '--level', '1'],
    });
    expect(splitCommandLine(`"/my engines/x" 'a b' c\\ d "e\\"f" ''`)).toEqual({
      ok: true,
      value: ['/my engines/x', 'a b', 'c d', 'e"f', ''],
    });
    expect(splitCommandLine(`x 'unclosed`).ok).toBe(false);
    expect(splitCommandLine(`   `).ok).toBe(false);
  });
});

describe('GtpProcess against a fake engine', () => {
  it('sends numbered commands, parses answers and refusals, skips noise', async () => {
    const e = start(fake('game.transcript'));
    const p = new GtpPlayer(e);
    expect((await p.newGame({ size: 5, komi: 7 })).ok).toBe(true);
    expect((await p.syncTo([{ color: 'black', vertex: 'C3' }])).ok).toBe(true);
    expect(await p.genmove('white')).toEqual({ ok: true, value: 'd3' });
    const refused = await e.send('play', ['black', 'D3']);
    expect(refused).toEqual({ ok: false, error: { reason: 'refused', message: 'illegal move' } });
    expect(await p.deadStones()).toEqual(['a1', 'b1', 'c2']);
    const wrong = await e.send('genmove', ['black']);
    expect(wrong.ok || wrong.error.reason).toBe('protocol');
    expect((await e.send('name')).ok).toBe(false); // stopped after the protocol error
    await e.close();
  });

  it('reports a crash as a value, and every later command fails the same way', async () => {
    const e = start(fake('crash.transcript'));
    expect(await e.send('name')).toEqual({ ok: true, value: 'Fake' });
    const r = await e.send('genmove', ['black']);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.reason).toBe('crashed');
      expect(r.error.message).toContain('status 3');
    }
    expect((await e.send('name')).ok).toBe(false);
    await e.close();
  });

  it('times out a silent engine and stops it', async () => {
    const e = start(fake('hang.transcript'));
    expect((await e.send('name')).ok).toBe(true);
    const r = await e.send('genmove', ['black'], 300);
    expect(r.ok || r.error.reason).toBe('timeout');
    await e.close();
  });

  it('reports an engine that cannot start', async () => {
    const e = start('/nonexistent/engine --gtp');
    const r = await e.send('name');
    expect(r.ok || r.error.reason).toBe('spawn-failed');
    await e.close();
  });

  it('sends only new moves, and replays the game when the history changed', async () => {
    const e = start(fake('replay.transcript'));
    const p = new GtpPlayer(e);
    expect((await p.newGame({ size: 5, komi: 7 })).ok).toBe(true);
    expect((await p.syncTo([{ color: 'black', vertex: 'C3' }])).ok).toBe(true);
    expect((await p.syncTo([{ color: 'black', vertex: 'c3' }])).ok).toBe(true); // nothing sent
    // Another history (an undo elsewhere): clear_board, then the whole game.
    expect((await p.syncTo([{ color: 'black', vertex: 'B2' }])).ok).toBe(true);
    expect(
      (
        await p.syncTo([
          { color: 'black', vertex: 'B2' },
          { color: 'white', vertex: 'C3' },
        ])
      ).ok,
    ).toBe(true);
    expect(await p.genmove('black')).toEqual({ ok: true, value: 'a1' });
    await e.close();
  });
});

describe.skipIf(!existsSync(GNUGO))('GtpProcess against GNU Go', () => {
  it('plays, refuses an illegal move, and keeps in sync after a replay', async () => {
    const e = start(`${GNUGO} --mode gtp --level 1`, 20000);
    const p = new GtpPlayer(e);
    expect((await p.newGame({ size: 5, komi: 0.5 })).ok).toBe(true);
    expect(await e.send('name')).toEqual({ ok: true, value: 'GNU Go' });
    const moves = [
      { color: 'black' as const, vertex: 'C3' },
      { color: 'white' as const, vertex: 'D3' },
    ];
    expect((await p.syncTo(moves)).ok).toBe(true);
    const bad = await e.send('play', ['black', 'C3']);
    expect(bad).toEqual({ ok: false, error: { reason: 'refused', message: 'illegal move' } });
    // A different history: the player clears the board and replays it.
    expect((await p.syncTo([{ color: 'black', vertex: 'B2' }])).ok).toBe(true);
    expect(await e.send('list_stones', ['black'])).toEqual({ ok: true, value: 'B2' });
    const g = await p.genmove('white', 20000);
    expect(g.ok).toBe(true);
    await e.close();
  });
});

if (!existsSync(GNUGO)) console.warn(`GNU Go tests skipped: ${GNUGO} is not installed`);
