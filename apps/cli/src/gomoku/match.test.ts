// The match referee with scripted and in-process brains, ProcessBrain with tiny
// shell "engines", and a short real match of `qipan pbrain` against itself.
import { existsSync, readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { err, ok, type Point, type Result } from '@qipan/core';
import { fromSetup, GomocupSession, parseMoveString, playMove, type RuleSet } from '@qipan/gomoku';
import { gomocupBrain } from '@qipan/gomoku/ai';
import { BALANCED_OPENINGS, matchCommand, openingStones } from './match.js';
import { ProcessBrain, type NoAnswer } from './process-brain.js';
import { refereeGame, type AsyncBrain } from './referee.js';

/** An in-process session behind the asynchronous brain interface. */
class SessionBrain implements AsyncBrain {
  readonly sent: string[] = [];
  private pending: string[] = [];
  constructor(private readonly session: GomocupSession) {}
  send(line: string): void {
    this.sent.push(line);
    this.pending = this.session.handle(line).filter((l) => !/^(MESSAGE|DEBUG)/.test(l));
  }
  answer(): Promise<Result<string, NoAnswer>> {
    const line = this.pending.shift();
    return Promise.resolve(line === undefined ? err({ reason: 'timeout', ms: 1 }) : ok(line));
  }
}

/** Answers START with OK and each move request with the next scripted line. */
class ScriptedBrain implements AsyncBrain {
  private due: 'ok' | 'move' | undefined;
  constructor(private readonly script: (string | NoAnswer)[]) {}
  send(line: string): void {
    if (line.startsWith('START')) this.due = 'ok';
    else if (/^(BEGIN|TURN|DONE)/.test(line)) this.due = 'move';
  }
  answer(): Promise<Result<string, NoAnswer>> {
    const due = this.due;
    this.due = undefined;
    if (due === 'ok') return Promise.resolve(ok('OK'));
    const next = this.script.shift() ?? { reason: 'timeout', ms: 5 };
    return Promise.resolve(typeof next === 'string' ? ok(next) : err(next));
  }
}

const level1 = (): SessionBrain =>
  new SessionBrain(new GomocupSession({ chooseMove: gomocupBrain(1) }));

function replayAll(rule: RuleSet, moves: readonly Point[]) {
  let s = fromSetup({ size: 15, rule, black: [], white: [] });
  for (const m of moves) {
    if (!s.ok) throw new Error('bad setup');
    s = playMove(s.value, m) as typeof s;
    if (!s.ok) throw new Error(`${m.x},${m.y} is illegal`);
  }
  return s.ok ? s.value : undefined;
}

describe('refereeGame', () => {
  it('two in-process brains play a legal game from the opening to its end', async () => {
    const opening = openingStones(0, 15);
    const black = level1();
    const white = level1();
    const g = await refereeGame(black, white, { size: 15, rule: 'freestyle', timeMs: 20, opening });
    expect(g.moves.slice(0, 3)).toEqual(opening);
    expect(['five', 'full-board']).toContain(g.end);
    const final = replayAll('freestyle', g.moves);
    expect(final?.outcome?.winner).toBe(g.winner);
    // White starts with the BOARD of the opening (its one stone as 1, Black's two as 2).
    expect(white.sent.slice(0, 6)).toEqual([
      'START 15',
      'INFO rule 0',
      'INFO timeout_turn 20',
      'INFO timeout_match 0',
      `INFO max_memory ${256 * 1024 * 1024}`,
      'BOARD',
    ]);
    // In the order played: h8 (black), i9 (white), f6 (black).
    expect(white.sent.slice(6, 10)).toEqual(['7,7,2', '8,6,1', '5,9,2', 'DONE']);
    expect(black.sent).toContain('BOARD');
    expect(black.sent.filter((l) => l.startsWith('TURN')).length).toBeGreaterThan(0);
  });

  it('an illegal move, garbage, a timeout and a crash lose', async () => {
    const opts = { size: 15, rule: 'freestyle' as const, timeMs: 10, opening: [] };
    const occupied = await refereeGame(
      new ScriptedBrain(['7,7', '7,7']),
      new ScriptedBrain(['0,0']),
      opts,
    );
    expect(occupied).toMatchObject({
      winner: 'white',
      end: 'illegal-move',
      detail: 'black h8: occupied',
    });
    const garbage = await refereeGame(
      new ScriptedBrain(['7,7']),
      new ScriptedBrain(['hello']),
      opts,
    );
    expect(garbage).toMatchObject({ winner: 'black', end: 'bad-answer' });
    const offBoard = await refereeGame(new ScriptedBrain(['15,0']), new ScriptedBrain([]), opts);
    expect(offBoard).toMatchObject({ winner: 'white', end: 'bad-answer' });
    const slow = await refereeGame(new ScriptedBrain(['7,7']), new ScriptedBrain([]), opts);
    expect(slow).toMatchObject({ winner: 'black', end: 'timeout' });
    const crash = await refereeGame(
      new ScriptedBrain([{ reason: 'exited', code: 1, stderr: 'boom' }]),
      new ScriptedBrain([]),
      opts,
    );
    expect(crash).toMatchObject({
      winner: 'white',
      end: 'crash',
      detail: 'black: exited (code 1): boom',
    });
  });

  it('renju: a foul by Black loses', async () => {
    // Black's f8 g8 and h10 h9 make h8 a double-three (two open threes).
    const opening: Point[] = [
      { x: 5, y: 7 },
      { x: 0, y: 0 },
      { x: 6, y: 7 },
      { x: 0, y: 2 },
      { x: 7, y: 5 },
      { x: 0, y: 4 },
      { x: 7, y: 6 },
      { x: 0, y: 6 },
    ];
    const g = await refereeGame(new ScriptedBrain(['7,7']), new ScriptedBrain([]), {
      size: 15,
      rule: 'renju',
      timeMs: 10,
      opening,
    });
    expect(g).toMatchObject({
      winner: 'white',
      end: 'illegal-move',
      detail: 'black h8: forbidden-double-three',
    });
    // Under freestyle the same move is legal: the game goes on (and the silent White loses).
    const free = await refereeGame(new ScriptedBrain(['7,7']), new ScriptedBrain([]), {
      size: 15,
      rule: 'freestyle',
      timeMs: 10,
      opening,
    });
    expect(free).toMatchObject({ winner: 'black', end: 'timeout' });
  });

  it('the built-in openings are legal 3-stone positions with no five threat', () => {
    for (let k = 0; k < BALANCED_OPENINGS.length; k++) {
      const stones = openingStones(k, 15);
      expect(new Set(stones.map((p) => `${p.x},${p.y}`)).size).toBe(3);
      const s = replayAll('renju', stones);
      expect(s?.outcome).toBeUndefined();
    }
  });
});

describe('ProcessBrain', () => {
  it('reads answers from a shell command, skipping MESSAGE lines', async () => {
    const b = ProcessBrain.spawn(`read a; echo 'MESSAGE hi'; echo OK; read b; echo "7,7"`);
    b.send('START 15');
    expect(await b.answer(10_000)).toEqual(ok('OK'));
    b.send('BEGIN');
    expect(await b.answer(10_000)).toEqual(ok('7,7'));
    await b.close();
  });

  it('a process that exits is a crash; one that stays silent times out and is killed', async () => {
    const dead = ProcessBrain.spawn('echo broken >&2; exit 3');
    dead.send('START 15');
    expect(await dead.answer(10_000)).toEqual(err({ reason: 'exited', code: 3, stderr: 'broken' }));
    const silent = ProcessBrain.spawn('sleep 30');
    silent.send('START 15');
    expect(await silent.answer(50)).toEqual(err({ reason: 'timeout', ms: 50 }));
    await silent.close(100);
  });
});

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const DIST = `${ROOT}apps/cli/dist/gomoku/command.js`;
const MAIN = `${ROOT}apps/cli/dist/main.js`;
const pbrainShell = (): string =>
  existsSync(MAIN) && readFileSync(MAIN, 'utf8').includes('pbrain')
    ? `"${process.execPath}" "${ROOT}apps/cli/bin/qipan.js" pbrain`
    : `"${process.execPath}" --input-type=module -e 'import { pbrainCommand } from "${DIST}"; ` +
      `process.exitCode = await pbrainCommand([], { stdout: process.stdout, stderr: process.stderr });'`;

describe.skipIf(!existsSync(DIST))('qipan gomoku match (real processes)', () => {
  it('qipan pbrain against itself: 2 games at 100 ms, colours swapped, legal games, a table', async () => {
    let out = '';
    const stdout = new Writable({
      write(chunk: Buffer, _enc, done) {
        out += chunk.toString('utf8');
        done();
      },
    });
    const cmd = pbrainShell();
    const status = await matchCommand(
      ['--black', cmd, '--white', cmd, '--games', '2', '--time', '100'],
      { stdin: process.stdin, stdout, stderr: stdout },
    );
    expect(status).toBe(0);
    const games = [
      ...out.matchAll(
        /^game (\d): (A|B) black, (A|B) white, opening (.*?), \d+ moves, (A wins|B wins|draw) \((five|full-board)\)$/gm,
      ),
    ];
    expect(games.map((g) => [g[1], g[2], g[3], g[4]])).toEqual([
      ['1', 'A', 'B', 'h8 i9 f6'],
      ['2', 'B', 'A', 'h8 i9 f6'],
    ]);
    for (const [, record] of out.matchAll(/^ {2}record (\S+)$/gm)) {
      const parsed = parseMoveString(record ?? '', 15);
      expect(parsed.ok).toBe(true);
      if (parsed.ok) expect(replayAll('freestyle', parsed.points)?.outcome).toBeDefined();
    }
    const rows = [...out.matchAll(/^(A|B) +(\d+) +(\d+) +(\d+) +([\d.]+)\/2 /gm)];
    expect(rows).toHaveLength(2);
    for (const r of rows) expect(Number(r[2]) + Number(r[3]) + Number(r[4])).toBe(2);
  }, 60_000);

  it('refuses a match without both engines', async () => {
    let err = '';
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        err += chunk.toString('utf8');
        done();
      },
    });
    expect(
      await matchCommand(['--black', 'x'], { stdin: process.stdin, stdout: sink, stderr: sink }),
    ).toBe(2);
    expect(err).toBe('qipan: gomoku match: --black CMD and --white CMD are both required\n');
  });
});
