// `qipan pbrain` transcripts: in-process with fake streams, and once as a real
// process (the built CLI) answering line by line.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import type { Point } from '@qipan/core';
import {
  forbiddenPoints,
  fromSetup,
  parseGomocupPoint,
  playMove,
  type RuleSet,
} from '@qipan/gomoku';
import { capture } from '../io.test-util.js';
import { pbrainCommand } from './command.js';
import { excerpt } from '../lines.js';
import { isEndLine, limitReply, MAX_ECHO, MAX_PBRAIN_LINE, pbrainSession } from './pbrain.js';

const DATA = new URL('../../../../testdata/gomoku/', import.meta.url);
interface ForbiddenCase {
  id: string;
  black: [number, number][];
  white: [number, number][];
}
const cases = (
  JSON.parse(readFileSync(new URL('renju-forbidden.json', DATA), 'utf8')) as {
    cases: ForbiddenCase[];
  }
).cases;
const caseById = (id: string): ForbiddenCase => {
  const c = cases.find((k) => k.id === id);
  if (!c) throw new Error(`no case ${id}`);
  return c;
};
const pts = (xs: [number, number][]): Point[] => xs.map(([x, y]) => ({ x, y }));

async function brain(
  input: string[],
  args: string[] = ['--level', '3'],
): Promise<{ status: number; lines: string[]; err: string }> {
  const { status, out, err } = await capture(
    pbrainCommand,
    args,
    input.map((l) => `${l}\r\n`).join(''),
  );
  return { status, lines: out === '' ? [] : out.replace(/\n$/, '').split('\n'), err };
}

const point = (line: string | undefined, size = 15): Point => {
  const p = parseGomocupPoint(line ?? '', size);
  if (!p) throw new Error(`not a move: '${line}'`);
  return p;
};

/** Replays moves from a position with the rules engine; throws on an illegal one. */
function replay(rule: RuleSet, black: Point[], white: Point[], moves: Point[]) {
  const s0 = fromSetup({ size: 15, rule, black, white });
  if (!s0.ok) throw new Error(s0.error.message);
  let s = s0.value;
  for (const m of moves) {
    const r = playMove(s, m);
    if (!r.ok) throw new Error(`${m.x},${m.y}: ${r.error.reason}`);
    s = r.value;
  }
  return s;
}

const board = (own: [number, number][], other: [number, number][]): string[] => [
  'BOARD',
  ...own.map(([x, y]) => `${x},${y},1`),
  ...other.map(([x, y]) => `${x},${y},2`),
  'DONE',
];

describe('qipan pbrain (in-process)', () => {
  it('a freestyle game: START, INFO, BEGIN, TURN, garbage, ABOUT, TAKEBACK, RESTART, BOARD, END', async () => {
    const { status, lines, err } = await brain([
      'START 15',
      'INFO timeout_turn 100',
      'INFO timeout_match 100000',
      'INFO time_left 100000',
      'INFO max_memory 83886080',
      'INFO rule 0',
      'BEGIN',
      'TURN 0,0',
      'hello world',
      'TURN 7',
      'TURN 20,20',
      'INFO timeout_turn soon',
      'ABOUT',
      'START 3',
      'RESTART',
      ...board([[8, 8]], [[7, 7]]),
      'END',
      'ABOUT',
    ]);
    expect(status).toBe(0);
    expect(err).toBe('');
    expect(lines).toHaveLength(11);
    expect(lines[0]).toBe('OK');
    const a = point(lines[1]);
    const b = point(lines[2]);
    // Both answers are legal moves of the game BEGIN, TURN 0,0 made.
    replay('freestyle', [], [], [a, { x: 0, y: 0 }, b]);
    expect(lines[3]).toMatch(/^UNKNOWN .*hello/);
    expect(lines[4]).toMatch(/^ERROR /);
    expect(lines[5]).toMatch(/^ERROR TURN 20,20/);
    expect(lines[6]).toMatch(/^ERROR /);
    expect(lines[7]).toMatch(/^name="qipan", version="[^"]+", author="[^"]+", country="[^"]+"$/);
    expect(lines[8]).toMatch(/^ERROR .*size 3/);
    expect(lines[9]).toBe('OK');
    // BOARD with one stone each: the brain is black and its move is legal there.
    replay('freestyle', [{ x: 8, y: 8 }], [{ x: 7, y: 7 }], [point(lines[10])]);
    // Nothing answers after END (the ABOUT after it is not read).
  });

  it('TAKEBACK removes a stone and the game goes on from the position before it', async () => {
    const first = await brain(['START 15', 'INFO timeout_turn 100', 'BEGIN', 'TURN 0,0']);
    const b = point(first.lines[2]);
    const { lines } = await brain([
      'START 15',
      'INFO timeout_turn 100',
      'BEGIN',
      'TURN 0,0',
      `TAKEBACK ${b.x},${b.y}`,
      'TAKEBACK 0,0',
      'TAKEBACK 0,0',
      'TAKEBACK 99,1',
      'TURN 0,0',
      'END',
    ]);
    expect(lines.slice(3, 7)).toEqual([
      'OK',
      'OK',
      'ERROR TAKEBACK 0,0: no stone there',
      expect.stringMatching(/^ERROR /) as unknown,
    ]);
    // 0,0 is free again: TURN 0,0 is accepted and answered with a legal move.
    const a = point(lines[1]);
    replay('freestyle', [], [], [a, { x: 0, y: 0 }, point(lines[7])]);
    expect(lines).toHaveLength(8);
  });

  it('renju: the brain is Black with as many stones as its opponent, avoids fouls, and YXSHOWFORBID lists them', async () => {
    const c = caseById('mintaka/test_nested_forbid/double_nested_double_three/2');
    expect(c.black.length).toBe(c.white.length);
    const { status, lines } = await brain([
      'START 15',
      'INFO rule 4',
      'INFO timeout_turn 150',
      ...board(c.black, c.white),
      'YXSHOWFORBID',
      'END',
    ]);
    expect(status).toBe(0);
    const m = point(lines[1]);
    // A legal black move (not one of G10, I10, I8, the position's fouls).
    replay('renju', pts(c.black), pts(c.white), [m]);
    expect(['6,5', '8,5', '8,7']).not.toContain(`${m.x},${m.y}`);
    // The FORBID answer describes the position after that move, as the rules engine sees it.
    const after = replay('renju', pts(c.black), pts(c.white), [m]);
    const want = forbiddenPoints(after)
      .map((f) => String(f.point.x).padStart(2, '0') + String(f.point.y).padStart(2, '0'))
      .join('');
    expect(lines[2]).toBe(`FORBID ${want}.`);
  });

  it('renju: YXSHOWFORBID on a known position gives exactly its fouls (after TAKEBACK of the reply)', async () => {
    const c = caseById('mintaka/test_forbid/basic_forbidden_moves/1');
    // 28 black, 1 white: the brain has fewer stones, so it is White.
    const { lines } = await brain([
      'START 15',
      'INFO rule 4',
      'INFO timeout_turn 100',
      ...board(c.white, c.black),
    ]);
    const m = point(lines[1]);
    const s = fromSetup({
      size: 15,
      rule: 'renju',
      black: pts(c.black),
      white: pts(c.white),
      turn: 'white',
    });
    expect(s.ok && playMove(s.value, m).ok).toBe(true);
    const full = await brain([
      'START 15',
      'INFO rule 4',
      'INFO timeout_turn 100',
      ...board(c.white, c.black),
      `TAKEBACK ${m.x},${m.y}`,
      'YXSHOWFORBID',
      'END',
    ]);
    // E14 (4,1) double-four, F8 (5,7) overline, K5 (10,10) double-three, in row order.
    expect(full.lines.slice(2)).toEqual(['OK', 'FORBID 040105071010.']);
  });

  it('YXSHOWFORBID under freestyle is empty; before START it is an error', async () => {
    const { lines } = await brain(['YXSHOWFORBID', 'START 15', 'YXSHOWFORBID', 'END']);
    expect(lines).toEqual([expect.stringMatching(/^ERROR /) as unknown, 'OK', 'FORBID .']);
  });

  it('the thinking budget follows timeout_turn and time_left, with a safety margin', () => {
    const session = pbrainSession(1, () => 0);
    for (const line of ['START 15', 'INFO timeout_turn 1000']) session.handle(line);
    expect(session.budget()).toBe(955); // 97 % of the turn, minus 15 ms
    for (const line of ['INFO timeout_match 60000', 'INFO time_left 6000']) session.handle(line);
    expect(session.budget()).toBe(470); // a twelfth of what is left, 97 %, minus 15 ms
    session.handle('INFO time_left 60000');
    expect(session.budget()).toBe(955);
  });

  it('RECTSTART: square boards only', async () => {
    const { lines } = await brain(['RECTSTART 20,15', 'RECTSTART 15,15', 'RECTSTART 15', 'END']);
    expect(lines).toEqual([
      expect.stringMatching(/^ERROR rectangular/) as unknown,
      'OK',
      expect.stringMatching(/^ERROR /) as unknown,
    ]);
  });

  it('ends with status 0 at the end of input without END', async () => {
    expect(await brain(['START 15'])).toEqual({ status: 0, lines: ['OK'], err: '' });
    expect(await brain([])).toEqual({ status: 0, lines: [], err: '' });
  });

  it('once stopped (END read), a move asked for gets no thinking time (defect 9)', () => {
    let stopped = false;
    const session = pbrainSession(5, Date.now, () => stopped);
    expect(session.handle('START 15')).toEqual(['OK']);
    expect(session.handle('INFO timeout_turn 600000')).toEqual([]);
    stopped = true; // a 10-minute search would outlive the test's timeout
    const [move] = session.handle('TURN 7,7');
    replay('freestyle', [], [], [{ x: 7, y: 7 }, point(move)]);
  });

  it('END inside an unfinished BOARD block ends the brain (defect 9)', async () => {
    const { status, lines } = await brain(['START 15', 'BOARD', '7,7,1', ' end ', 'DONE', 'ABOUT']);
    expect(status).toBe(0);
    expect(lines).toEqual(['OK']);
  });

  it('a line over 64 KiB is skipped with a short ERROR; echoed input is cut (defect 8)', async () => {
    const huge = 'X'.repeat(1_000_000);
    const long = `Y${'y'.repeat(MAX_PBRAIN_LINE - 1)}`;
    const { status, lines } = await brain(['START 15', huge, long, 'ABOUT', 'END']);
    expect(status).toBe(0);
    expect(lines[0]).toBe('OK');
    expect(lines[1]).toBe(
      `ERROR line too long (1,000,000 characters, the limit is 65,536): "${'X'.repeat(30)}…"`,
    );
    // A line of exactly the limit is read: unknown, and its echo is cut short.
    expect(lines[2]).toBe(excerpt(`UNKNOWN unknown command ${long}`, MAX_ECHO));
    expect(lines[2]).toHaveLength(MAX_ECHO + 1);
    expect(lines[3]).toMatch(/^name="qipan"/);
    expect(lines).toHaveLength(4);
    expect(limitReply(`7,7`)).toBe('7,7');
    expect(limitReply(`FORBID ${'0707'.repeat(100)}.`)).toHaveLength(408); // never cut
    expect(isEndLine('END\r')).toBe(true);
    expect(isEndLine('ENDX')).toBe(false);
  });

  it('--help, and bad options give status 2', async () => {
    expect((await brain([], ['--help'])).lines[0]).toMatch(/^Usage: qipan pbrain/);
    const bad = await brain([], ['--level', '7']);
    expect(bad.status).toBe(2);
    expect(bad.err).toMatch(/^qipan: pbrain: option '--level'/);
  });
});

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const BIN = `${ROOT}apps/cli/bin/qipan.js`;
const built = existsSync(`${ROOT}apps/cli/dist/main.js`);
const pbrainArgv = (): string[] => [BIN, 'pbrain', '--level', '3'];

/** The built brain as a process with `args`: its output so far, and its exit status. */
function spawnBrain(args: string[]) {
  const child = spawn(process.execPath, [BIN, 'pbrain', ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const run = { child, out: '', exited: new Promise<number | null>((r) => child.on('exit', r)) };
  child.stdout.on('data', (d: Buffer) => (run.out += d.toString('utf8')));
  return run;
}

describe.skipIf(!built)('qipan pbrain as a process (built CLI)', () => {
  it('answers each line as it comes, before the next is sent, and exits 0 on END', async () => {
    const child = spawn(process.execPath, pbrainArgv(), { stdio: ['pipe', 'pipe', 'pipe'] });
    const waiting: ((line: string) => void)[] = [];
    const queued: string[] = [];
    createInterface({ input: child.stdout }).on('line', (line) => {
      const w = waiting.shift();
      if (w) w(line);
      else queued.push(line);
    });
    const next = (): Promise<string> =>
      new Promise((resolve) => {
        const q = queued.shift();
        if (q !== undefined) resolve(q);
        else waiting.push(resolve);
      });
    const ask = async (line: string): Promise<string> => {
      child.stdin.write(`${line}\n`);
      return next();
    };
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      expect(await ask('START 15')).toBe('OK');
      child.stdin.write('INFO timeout_turn 200\nINFO rule 0\n');
      const a = point(await ask('BEGIN'));
      const b = point(await ask('TURN 1,1'));
      replay('freestyle', [], [], [a, { x: 1, y: 1 }, b]);
      expect(await ask('!!')).toMatch(/^UNKNOWN /);
      expect(await ask('ABOUT')).toMatch(/^name="qipan"/);
      child.stdin.write('END\n'); // stdin stays open: END alone must end the process
      expect(await exited).toBe(0);
    } finally {
      child.kill();
    }
  }, 30_000);

  it('reads END during a search and inside BOARD: the search is cut short and the process ends (defect 9)', async () => {
    const cases: [string[], RegExp][] = [
      // A 10-minute turn: without END being read at once this outlives the test's timeout.
      [['TURN 7,7'], /^OK\n\d{1,2},\d{1,2}\n$/],
      // END before DONE: nothing more is answered.
      [['BOARD', '7,7,1', '8,8,2'], /^OK\n$/],
    ];
    for (const [opening, expected] of cases) {
      const run = spawnBrain(['--level', '5']);
      const { child, exited } = run;
      try {
        child.stdin.write(['START 15', 'INFO timeout_turn 600000', ...opening, ''].join('\n'));
        // The search (or the BOARD block) is under way once START is answered.
        while (!run.out.includes('OK\n')) await new Promise((r) => setTimeout(r, 20));
        await new Promise((r) => setTimeout(r, 300));
        child.stdin.write('END\n'); // stdin stays open
        expect(await exited).toBe(0);
        expect(run.out).toMatch(expected);
      } finally {
        child.kill();
      }
    }
  }, 30_000);
});

describe.skipIf(!built)('qipan pbrain --threads (Lazy SMP helpers, built CLI)', () => {
  it('a helper thread fills the shared table with the position it is given, and stops when told', async () => {
    const { SmpHelpers } = await import('./smp-helpers.js');
    const helpers = new SmpHelpers(
      1,
      new URL('apps/cli/dist/gomoku/smp-helper-worker.js', `file://${ROOT}`),
    );
    try {
      expect(helpers.size).toBe(1);
      const words = new Int32Array(helpers.table as SharedArrayBuffer);
      const used = (): number => words.reduce((n, w) => (w === 0 ? n : n + 1), 0);
      expect(used()).toBe(0);
      const state = replay(
        'freestyle',
        [],
        [],
        [
          { x: 7, y: 7 },
          { x: 8, y: 8 },
          { x: 6, y: 8 },
          { x: 8, y: 6 },
          { x: 9, y: 7 },
        ],
      );
      helpers.start(state, Date.now() + 60_000);
      await vi.waitFor(() => expect(used()).toBeGreaterThan(1000), { timeout: 20_000 });
      // Stopped: the helper's clock jumps past the deadline and the table stops growing.
      helpers.stop();
      await new Promise((r) => setTimeout(r, 300));
      const after = used();
      await new Promise((r) => setTimeout(r, 300));
      expect(used()).toBe(after);
    } finally {
      await helpers.close();
    }
    expect(helpers.size).toBe(0);
  }, 30_000);

  it('plays legal moves with a helper, and END during a long search still ends the process', async () => {
    // The end of input (no END): every line is answered, each move thought over for 300 ms.
    const game = spawnBrain(['--threads', '2']);
    game.child.stdin.end('START 15\nINFO timeout_turn 300\nBEGIN\nTURN 1,1\nTURN 13,13\n');
    expect(await game.exited).toBe(0);
    const [ok, a, b, c] = game.out.trimEnd().split('\n');
    expect(ok).toBe('OK');
    replay(
      'freestyle',
      [],
      [],
      [
        point(a as string),
        { x: 1, y: 1 },
        point(b as string),
        { x: 13, y: 13 },
        point(c as string),
      ],
    );
    // A 10-minute turn: the helper must not keep the process alive after END.
    const run = spawnBrain(['--threads', '2']);
    const { child, exited } = run;
    try {
      child.stdin.write('START 15\nINFO timeout_turn 600000\nTURN 7,7\n');
      while (!run.out.includes('OK\n')) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 300));
      child.stdin.write('END\n');
      expect(await exited).toBe(0);
      expect(run.out).toMatch(/^OK\n\d{1,2},\d{1,2}\n$/);
    } finally {
      child.kill();
    }
  }, 30_000);
});
