// The match referee with scripted and in-process brains, and a short real match of
// `qipan pbrain` against itself.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { err, ok, type Point, type Result } from '@qipan/core';
import { fromSetup, GomocupSession, parseMoveString, playMove, type RuleSet } from '@qipan/gomoku';
import { gomocupBrain } from '@qipan/gomoku/ai';
import type { EngineError } from '@qipan/engine-process';
import { capture, testIo } from '../io.test-util.js';
import { BALANCED_OPENINGS, matchCommand, openingStones } from './match.js';
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
  answer(): Promise<Result<string, EngineError>> {
    const line = this.pending.shift();
    return Promise.resolve(
      line === undefined ? err({ reason: 'timeout', ms: 1, message: 'no answer' }) : ok(line),
    );
  }
}

/** Answers START with OK and each move request with the next scripted line. */
class ScriptedBrain implements AsyncBrain {
  private due: 'ok' | 'move' | undefined;
  constructor(private readonly script: (string | EngineError)[]) {}
  send(line: string): void {
    if (line.startsWith('START')) this.due = 'ok';
    else if (/^(BEGIN|TURN|DONE)/.test(line)) this.due = 'move';
  }
  answer(): Promise<Result<string, EngineError>> {
    const due = this.due;
    this.due = undefined;
    if (due === 'ok') return Promise.resolve(ok('OK'));
    const next = this.script.shift() ?? { reason: 'timeout', ms: 5, message: 'no answer' };
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

  it('a per-colour time goes to that brain; every answered move is timed', async () => {
    const black = level1();
    const white = level1();
    const g = await refereeGame(black, white, {
      size: 15,
      rule: 'freestyle',
      timeMs: 40,
      timeMsFor: { white: 15 },
      opening: [],
    });
    expect(black.sent).toContain('INFO timeout_turn 40');
    expect(white.sent).toContain('INFO timeout_turn 15');
    expect(white.sent).not.toContain('INFO timeout_turn 40');
    expect(g.times).toHaveLength(g.moves.length);
    for (const t of g.times) expect(t).toBeGreaterThanOrEqual(0);
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
      new ScriptedBrain([
        { reason: 'crashed', code: 1, signal: null, stderr: 'boom', message: 'exited' },
      ]),
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

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const MAIN = `${ROOT}apps/cli/dist/main.js`;
const pbrainShell = (): string => `"${process.execPath}" "${ROOT}apps/cli/bin/qipan.js" pbrain`;

describe.skipIf(!existsSync(MAIN))('qipan gomoku match (real processes)', () => {
  it('qipan pbrain against itself: 2 games at 100 ms, colours swapped, legal games, a table', async () => {
    const cmd = pbrainShell();
    const { status, out } = await capture(matchCommand, [
      '--black',
      cmd,
      '--white',
      cmd,
      '--games',
      '2',
      '--time',
      '100',
    ]);
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
});

describe('qipan gomoku match', () => {
  it('refuses a match without both engines', async () => {
    expect(await capture(matchCommand, ['--black', 'x'])).toEqual({
      status: 2,
      out: '',
      err: 'qipan: gomoku match: --black CMD and --white CMD are both required\n',
    });
  });

  it('Ctrl-C stops thinking brains at once: status 130, no game reported', async () => {
    const t = testIo();
    const started = Date.now();
    const running = matchCommand(['--black', 'sleep 30', '--white', 'sleep 30'], t.io);
    await new Promise((resolve) => setTimeout(resolve, 300));
    t.signal('SIGINT');
    expect(await running).toBe(130);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(t.out()).not.toMatch(/^game 1/m);
    expect(t.err()).toBe('qipan: gomoku match: interrupted\n');
  });
});
