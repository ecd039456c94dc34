import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { genmoveBody, oddEngine as odd } from '../../test/goFixtures.js';
import { startServer, type RunningServer } from '../main.js';
import { MAX_TIME_MS, parseGenmoveTime, waitBoundMs } from './time.js';

let server: RunningServer;
let dir: string;
let log: string;
let untimedLog: string;

interface Reply {
  status: number;
  json: { move?: string; error?: { reason: string; message: string } };
}

async function post(engine: string, body: string): Promise<Reply> {
  const r = await fetch(`http://127.0.0.1:${server.port}/api/go/engines/${engine}/genmove`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  return { status: r.status, json: (await r.json()) as Reply['json'] };
}
const genmove = (engine: string, body: unknown): Promise<Reply> =>
  post(engine, JSON.stringify(body));

const game = (over: Record<string, unknown> = {}): Record<string, unknown> =>
  genmoveBody({ session: 'clock', ...over });

/** The clock of the engine seat as the page sends it. */
const clock = (over: Record<string, number> = {}): Record<string, number> => ({
  mainMs: 600_000,
  periodMs: 0,
  stones: 0,
  leftMs: 599_500,
  stonesLeft: 0,
  ...over,
});

/** The commands the engine got since the last call (probe and quit left out). */
function commands(file = log): string[] {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l !== '' && !['name', 'version', 'list_commands', 'quit'].includes(l));
  writeFileSync(file, '');
  return lines;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'qipan-clock-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html>');
  log = join(dir, 'gtp.log');
  untimedLog = join(dir, 'untimed.log');
  writeFileSync(log, '');
  writeFileSync(untimedLog, '');
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    webRoot: dir,
    gnugo: false,
    goSessions: { max: 8 },
    goEngines: [
      { id: 'recorder', name: 'Recorder', command: odd(`--log "${log}"`) },
      { id: 'untimed', name: 'Untimed', command: odd(`--no-time --log "${untimedLog}"`) },
      { id: 'hang', name: 'Hangs', command: odd('--genmove hang'), timeoutMs: 60_000 },
    ],
  });
});
afterAll(() => server.close());

describe('the time field of a genmove request', () => {
  it('reads a clock, and bounds the wait by the time until the flag falls', () => {
    const t = parseGenmoveTime(clock({ leftMs: 42_000.7 }));
    expect(t).toEqual({ ok: true, value: clock({ leftMs: 42_000 }) });
    expect(t.ok && t.value && waitBoundMs(t.value)).toBe(43_000);
    // In byo-yomi main time the period comes after it; in overtime only the period's rest.
    const main = { mainMs: 300_000, periodMs: 30_000, stones: 1, leftMs: 5_000, stonesLeft: 0 };
    expect(waitBoundMs(main)).toBe(36_000);
    expect(waitBoundMs({ ...main, leftMs: 12_000, stonesLeft: 1 })).toBe(13_000);
    expect(parseGenmoveTime(undefined)).toEqual({ ok: true, value: undefined });
  });

  it('refuses hostile or inconsistent clocks with a 400 naming the field, before any engine runs', async () => {
    const cases: [unknown, string][] = [
      ['lots', 'time:'],
      [[1], 'time:'],
      [null, 'time:'],
      [clock({ leftMs: -1 }), 'time.leftMs:'],
      [{ ...clock(), leftMs: 'NaN' }, 'time.leftMs:'],
      [{ ...clock(), leftMs: '5000' }, 'time.leftMs:'],
      [clock({ leftMs: MAX_TIME_MS + 1 }), 'time.leftMs:'],
      [clock({ mainMs: 1e300 }), 'time.mainMs:'],
      [{ periodMs: 0, stones: 0, leftMs: 1, stonesLeft: 0 }, 'time.mainMs:'],
      [clock({ periodMs: -30_000, stones: 1 }), 'time.periodMs:'],
      [clock({ periodMs: 30_000, stones: 1.5 }), 'time.stones:'],
      [clock({ periodMs: 30_000, stones: 1e9 }), 'time.stones:'],
      [clock({ periodMs: 30_000 }), 'time.stones:'],
      [clock({ stones: 5 }), 'time.stones:'],
      [clock({ periodMs: 30_000, stones: 1, stonesLeft: 2 }), 'time.stonesLeft:'],
      [clock({ stonesLeft: -1 }), 'time.stonesLeft:'],
      [clock({ mainMs: 0 }), 'time.mainMs:'],
    ];
    for (const [time, field] of cases) {
      const r = await genmove('recorder', game({ time }));
      expect(r.status, field).toBe(400);
      expect(r.json.error?.reason).toBe('bad-request');
      expect(r.json.error?.message.startsWith(field), r.json.error?.message).toBe(true);
    }
    // JSON's 1e400 reads as Infinity.
    const infinite = JSON.stringify(game({ time: clock() })).replace('599500', '1e400');
    const r = await post('recorder', infinite);
    expect(r.json.error?.message.startsWith('time.leftMs:'), r.json.error?.message).toBe(true);
    expect(commands()).toEqual([]);
  });
});

describe('an engine told its clock over GTP', () => {
  it('gets no time command when the game has no clock', async () => {
    expect((await genmove('recorder', game({ session: 'none' }))).status).toBe(200);
    expect(commands()).toEqual([
      'boardsize 9',
      'clear_board',
      'komi 7',
      'play black E5',
      'genmove white',
    ]);
  });

  it('absolute and Fischer: main time once, the time left before each move', async () => {
    const first = await genmove('recorder', game({ session: 'abs', level: 2, time: clock() }));
    expect(first.status).toBe(200);
    expect(commands()).toEqual([
      'boardsize 9',
      'clear_board',
      'komi 7',
      'level 2',
      'time_settings 600 0 0',
      'play black E5',
      'time_left white 599 0',
      'genmove white',
    ]);
    // Fischer: the increments can lift the time left above the main time.
    const moves = [
      { color: 'black', vertex: 'E5' },
      { color: 'white', vertex: 'A1' },
      { color: 'black', vertex: 'C3' },
    ];
    const time = clock({ leftMs: 605_000 });
    expect(
      (await genmove('recorder', game({ session: 'abs', level: 2, moves, time }))).status,
    ).toBe(200);
    expect(commands()).toEqual(['play black C3', 'time_left white 605 0', 'genmove white']);
  });

  it('byo-yomi: one period of one stone, in main time then in overtime', async () => {
    const byo = { mainMs: 300_000, periodMs: 30_000, stones: 1 };
    const main = game({ session: 'byo', time: { ...byo, leftMs: 120_000, stonesLeft: 0 } });
    expect((await genmove('recorder', main)).status).toBe(200);
    expect(commands()).toEqual([
      'boardsize 9',
      'clear_board',
      'komi 7',
      'time_settings 300 30 1',
      'play black E5',
      'time_left white 120 0',
      'genmove white',
    ]);
    const over = game({ session: 'byo', time: { ...byo, leftMs: 25_400, stonesLeft: 1 } });
    expect((await genmove('recorder', over)).status).toBe(200);
    // Another history is replayed, the control stays: only the time left is said again.
    expect(commands()).toEqual([
      'clear_board',
      'play black E5',
      'time_left white 25 1',
      'genmove white',
    ]);
  });

  it('Canadian: the block and its stones; a clock taken away lifts the limits', async () => {
    const canadian = { mainMs: 600_000, periodMs: 300_000, stones: 25 };
    const over = game({ session: 'can', time: { ...canadian, leftMs: 200_000, stonesLeft: 10 } });
    expect((await genmove('recorder', over)).status).toBe(200);
    expect(commands()).toEqual([
      'boardsize 9',
      'clear_board',
      'komi 7',
      'time_settings 600 300 25',
      'play black E5',
      'time_left white 200 10',
      'genmove white',
    ]);
    // A new board size sets the game up again, with its control again.
    const again = game({
      session: 'can',
      size: 13,
      time: { ...canadian, leftMs: 1_000, stonesLeft: 1 },
    });
    expect((await genmove('recorder', again)).status).toBe(200);
    expect(commands()).toEqual([
      'boardsize 13',
      'clear_board',
      'komi 7',
      'time_settings 600 300 25',
      'play black E5',
      'time_left white 1 1',
      'genmove white',
    ]);
    expect((await genmove('recorder', game({ session: 'can', size: 13 }))).status).toBe(200);
    expect(commands()).toEqual([
      'time_settings 0 1 0',
      'clear_board',
      'play black E5',
      'genmove white',
    ]);
  });

  it('sends no time commands to an engine that does not list them', async () => {
    expect((await genmove('untimed', game({ session: 'u', time: clock() }))).status).toBe(200);
    expect(commands(untimedLog)).toEqual([
      'boardsize 9',
      'clear_board',
      'komi 7',
      'play black E5',
      'genmove white',
    ]);
  });

  it('stops waiting for a slow engine when its clock has run out, not after its own limit', async () => {
    const t0 = Date.now();
    const r = await genmove('hang', game({ session: 'slow', time: clock({ leftMs: 800 }) }));
    expect(r.status).toBe(504);
    expect(r.json.error?.reason).toBe('engine-timeout');
    // 0.8 s left + the 1 s margin, far below the engine's 60 s.
    expect(Date.now() - t0).toBeLessThan(5_000);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(1_700);
  });
});
