import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isRunning } from './is-running.test-util.js';
import { GtpPlayer } from './gtp-player.js';
import { GtpProcess } from './gtp-process.js';

import { FAKE_GTP, fakeGtp as fake } from './fake-gtp.test-util.js';
import { fileURLToPath } from 'node:url';

const start = (cmd: string, timeoutMs = 5000): GtpProcess => {
  const r = GtpProcess.start(cmd, { timeoutMs });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const GNUGO = '/usr/games/gnugo';

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
    expect(wrong).toEqual({
      ok: false,
      error: {
        reason: 'protocol',
        line: '=108',
        message: 'answer id 108 to command 8 (genmove): "=108"',
      },
    });
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
      expect(r.error).toMatchObject({ code: 3, signal: null, stderr: 'fake: out of memory' });
      expect(r.error.message).toBe('engine exited with status 3: fake: out of memory');
    }
    expect((await e.send('name')).ok).toBe(false);
    await e.close();
  });

  it('times out a silent engine and stops it', async () => {
    const e = start(fake('hang.transcript'));
    expect((await e.send('name')).ok).toBe(true);
    const r = await e.send('genmove', ['black'], 300);
    expect(r).toEqual({
      ok: false,
      error: { reason: 'timeout', ms: 300, message: 'no answer to "genmove" within 0.3 s' },
    });
    await e.child.exited; // killed, not left running
    expect(isRunning(e.child.pid)).toBe(false);
    await e.close();
  });

  it('stops at a garbled answer, naming the line', async () => {
    const e = start(fake('garbled.transcript'));
    expect(await e.send('name')).toEqual({
      ok: false,
      error: {
        reason: 'protocol',
        line: '=1garbled',
        message: 'not a GTP response to name: "=1garbled"',
      },
    });
    await e.child.exited;
    expect(isRunning(e.child.pid)).toBe(false);
    expect((await e.send('name')).ok).toBe(false);
    await e.close();
  });

  it('kill() stops an engine in the middle of a command', async () => {
    const e = start(fake('hang.transcript'));
    expect((await e.send('name')).ok).toBe(true);
    const pending = e.send('genmove', ['black'], 30_000);
    setTimeout(() => void e.kill(), 100);
    const r = await pending;
    expect(r.ok || r.error.reason).toBe('crashed');
    expect(isRunning(e.child.pid)).toBe(false);
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

  it('says time settings and time left in whole seconds; a refusal is ok(false)', async () => {
    const e = start(fake('time.transcript'));
    const p = new GtpPlayer(e);
    // Byo-yomi 5 min + 30 s; a period with 1.9 s left is said as 1 s (never rounded up).
    expect(await p.timeSettings({ mainMs: 300_000, periodMs: 30_000, stones: 1 })).toEqual({
      ok: true,
      value: true,
    });
    expect(await p.timeLeft('white', 1_900, 1)).toEqual({ ok: true, value: true });
    expect(await p.timeSettings({ mainMs: 600_000, periodMs: 60_000, stones: 25 })).toEqual({
      ok: true,
      value: false,
    });
    // No clock: GTP's "no time limits"; nothing left is 0 s.
    expect(await p.timeSettings(undefined)).toEqual({ ok: true, value: true });
    expect(await p.timeLeft('black', 0, 0)).toEqual({ ok: true, value: true });
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

describe('GtpProcess in a worker thread', () => {
  const transcript = (name: string): string =>
    fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
  const thread = (name: string, timeoutMs = 5000): GtpProcess => {
    const r = GtpProcess.start(`fake ${name}`, {
      timeoutMs,
      thread: { script: FAKE_GTP, argv: [transcript(name)] },
    });
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };

  it('plays the same transcript as the process, with no process of its own', async () => {
    const e = thread('game.transcript');
    expect(e.child.pid).toBeUndefined();
    const p = new GtpPlayer(e);
    expect((await p.newGame({ size: 5, komi: 7 })).ok).toBe(true);
    expect((await p.syncTo([{ color: 'black', vertex: 'C3' }])).ok).toBe(true);
    expect(await p.genmove('white')).toEqual({ ok: true, value: 'd3' });
    expect(await e.send('play', ['black', 'D3'])).toEqual({
      ok: false,
      error: { reason: 'refused', message: 'illegal move' },
    });
    expect(await p.deadStones()).toEqual(['a1', 'b1', 'c2']);
    await e.close();
  });

  it("reports the thread's process.exit as a crash with its status and last words", async () => {
    const e = thread('crash.transcript');
    expect(await e.send('name')).toEqual({ ok: true, value: 'Fake' });
    const r = await e.send('genmove', ['black']);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toMatchObject({ reason: 'crashed', code: 3, signal: null });
      expect(r.error.message).toBe('engine exited with status 3: fake: out of memory');
    }
    await e.close();
  });

  it('times out a silent thread and terminates it; kill() ends one mid-command', async () => {
    const e = thread('hang.transcript');
    expect((await e.send('name')).ok).toBe(true);
    expect(await e.send('genmove', ['black'], 300)).toEqual({
      ok: false,
      error: { reason: 'timeout', ms: 300, message: 'no answer to "genmove" within 0.3 s' },
    });
    await e.child.exited; // terminated, not left running
    await e.close();
    const k = thread('hang.transcript');
    expect((await k.send('name')).ok).toBe(true);
    const pending = k.send('genmove', ['black'], 30_000);
    setTimeout(() => void k.kill(), 100);
    const r = await pending;
    expect(r.ok || r.error.reason).toBe('crashed');
    await k.child.exited;
  });

  it('reports a script that cannot start', async () => {
    const r = GtpProcess.start('missing', {
      thread: { script: '/nonexistent/engine.mjs', argv: [] },
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(await r.value.send('name')).toEqual({
      ok: false,
      error: {
        reason: 'spawn-failed',
        message: "/nonexistent/engine.mjs: Cannot find module '/nonexistent/engine.mjs'",
      },
    });
    await r.value.close();
  });
});
