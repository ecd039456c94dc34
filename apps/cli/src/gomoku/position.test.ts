// `qipan gomoku forbidden` and `qipan gomoku move`, called in-process with fake
// streams, on known answers from testdata/gomoku.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { capture } from '../io.test-util.js';
import { gomokuCommand } from './command.js';

const DATA = new URL('../../../../testdata/gomoku/', import.meta.url);
type XY = [number, number];
interface ForbiddenCase {
  id: string;
  diagram: string[];
  exhaustive: boolean;
  checks: { point: XY; notation: string; forbidden: boolean; kind: string | null }[];
}
interface TacticsCase {
  id: string;
  rule: string;
  toMove: string;
  diagram: string[];
  kind: string;
  winningMovesNotation: string[];
}
const forbiddenCases = (
  JSON.parse(readFileSync(new URL('renju-forbidden.json', DATA), 'utf8')) as {
    cases: ForbiddenCase[];
  }
).cases;
const tactics = (
  JSON.parse(readFileSync(new URL('tactics.json', DATA), 'utf8')) as { positions: TacticsCase[] }
).positions;

const run = (args: string[], stdin = '') => capture(gomokuCommand, args, stdin);

const rows = (c: { diagram: string[] }): string => c.diagram.join('\n') + '\n';
const EMPTY_15 = ('.'.repeat(15) + '\n').repeat(15);

describe('qipan gomoku forbidden', () => {
  const exhaustive = forbiddenCases.filter((c) => c.exhaustive);

  it('lists exactly the fouls of the mixed mintaka case, sorted by column then row', async () => {
    const c = forbiddenCases.find((k) => k.id === 'mintaka/test_forbid/basic_forbidden_moves/1');
    expect(c).toBeDefined();
    const r = await run(['forbidden', '--rule', 'renju', '-'], rows(c as ForbiddenCase));
    expect(r).toEqual({
      status: 0,
      out: 'e14 double-four\nf8 overline\nk5 double-three\n',
      err: '',
    });
  });

  it.each(exhaustive.map((c) => [c.id, c] as const))(
    'exhaustive case %s: every listed foul and nothing else',
    async (_id, c) => {
      const r = await run(['forbidden'], rows(c));
      expect(r.status).toBe(0);
      expect(r.err).toBe('');
      const got = r.out === '' ? [] : r.out.trimEnd().split('\n');
      const want = c.checks.filter((k) => k.forbidden);
      // Sorted by column, then row: the order of the output.
      const order = [...want].sort((a, b) => a.point[0] - b.point[0] || b.point[1] - a.point[1]);
      expect(got.map((l) => l.split(' ')[0])).toEqual(order.map((k) => k.notation.toLowerCase()));
      got.forEach((line, i) => {
        const kind = order[i]?.kind;
        if (kind)
          expect(line).toBe(`${(order[i] as { notation: string }).notation.toLowerCase()} ${kind}`);
      });
    },
  );

  it('prints nothing for a position without fouls, and nothing under freestyle', async () => {
    expect(await run(['forbidden', '-'], EMPTY_15)).toEqual({ status: 0, out: '', err: '' });
    const c = forbiddenCases.find((k) => k.id === 'mintaka/test_forbid/basic_forbidden_moves/1');
    expect(await run(['forbidden', '--rule', 'freestyle'], rows(c as ForbiddenCase))).toEqual({
      status: 0,
      out: '',
      err: '',
    });
  });

  it('reads a FILE; a text that is not rows is refused with the reason', async () => {
    const c = forbiddenCases.find((k) => k.id === 'mintaka/test_forbid/basic_forbidden_moves/1');
    const dir = mkdtempSync(join(tmpdir(), 'qipan-gomoku-'));
    try {
      const path = join(dir, 'position.txt');
      writeFileSync(path, rows(c as ForbiddenCase));
      expect((await run(['forbidden', path])).out).toBe(
        'e14 double-four\nf8 overline\nk5 double-three\n',
      );
    } finally {
      rmSync(dir, { recursive: true });
    }
    const json = await run(['forbidden', new URL('renju-forbidden.json', DATA).pathname]);
    expect(json.status).toBe(2);
    expect(json.err).toMatch(
      /^qipan: gomoku forbidden: bad position: \d+ rows: a board has 5 to 25/,
    );
  });

  it.each([
    [
      'a short row',
      EMPTY_15.replace('...............\n', '....\n'),
      /line 1 has 4 points, expected 15/,
    ],
    ['a bad character', EMPTY_15.replace('.', 'Z'), /line 1, column 1: 'Z' is not X, O or \./],
    ['too few rows', '...\n...\n...\n', /3 rows: a board has 5 to 25/],
    ['empty input', '', /0 rows/],
  ])('bad input (%s): a reason on stderr and status 2', async (_what, text, reason) => {
    const r = await run(['forbidden'], text);
    expect(r.status).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/^qipan: gomoku forbidden: /);
    expect(r.err).toMatch(reason);
  });

  it('a missing file, an unknown option and two files are refused with status 2', async () => {
    // A file that cannot be read is a failure (1), as in \`qipan sgf check\`; bad text is 2.
    const missing = await run(['forbidden', '/nonexistent/position.txt']);
    expect(missing.status).toBe(1);
    expect(missing.err).toMatch(/cannot read '\/nonexistent\/position.txt'/);
    expect((await run(['forbidden', '--colour', 'x'])).err).toMatch(/unknown option '--colour'/);
    expect(await run(['forbidden', 'a', 'b'])).toEqual({
      status: 2,
      out: '',
      err: "qipan: gomoku forbidden: unexpected argument 'b'\n",
    });
    expect((await run(['forbidden', '--rule', 'gomoku'])).err).toMatch(/must be one of/);
  });
});

describe('qipan gomoku move', () => {
  it('finds a winning move of a freestyle VCF within 1000 ms', async () => {
    const p = tactics.find((q) => q.id === 'games/rapfi-vs-gobang-1000ms/game3/ply29');
    expect(p?.kind).toBe('VCF');
    const t = p as TacticsCase;
    const r = await run(
      ['move', '--rule', t.rule, '--to-move', t.toMove, '--time', '1000'],
      rows(t),
    );
    expect(r.status).toBe(0);
    expect(t.winningMovesNotation.map((m) => m.toLowerCase())).toContain(r.out.trim());
  });

  it('takes a five at once and blocks an open four (side to move from the counts)', async () => {
    const grid = EMPTY_15.split('\n').slice(0, 15);
    const put = (x: number, y: number, c: string) => {
      const row = grid[y] as string;
      grid[y] = row.slice(0, x) + c + row.slice(x + 1);
    };
    for (let x = 3; x < 7; x++) put(x, 7, 'X'); // d8..g8, open four for black
    for (let x = 3; x < 6; x++) put(x, 2, 'O'); // three white stones elsewhere
    put(0, 14, 'O');
    // 4 black, 4 white: black to move and wins at c8 or h8.
    const win = await run(['move', '--time', '200'], grid.join('\n') + '\n');
    expect(['c8', 'h8']).toContain(win.out.trim());
    // White to move must block one end (the four then still wins, but the move is forced).
    const block = await run(
      ['move', '--time', '200', '--to-move', 'white'],
      grid.join('\n') + '\n',
    );
    expect(['c8', 'h8']).toContain(block.out.trim());
  });

  it('refuses a finished position and a full board with status 2', async () => {
    const five = EMPTY_15.replace('.....', 'XXXXX').replace(/\.{4}\n$/, 'OOOO\n');
    const done = await run(['move'], five);
    expect(done.status).toBe(2);
    expect(done.err).toMatch(/^qipan: gomoku move: the game is over: black already has five/);
    // A 5×5 board full without five in a row.
    const full = ['XXOOX', 'OOXXO', 'XXOOX', 'OOXXO', 'XXOOX'].join('\n') + '\n';
    const r = await run(['move'], full);
    expect(r.status).toBe(2);
    expect(r.err).toMatch(/the board is full/);
  });

  it('refuses bad options and bad input with status 2', async () => {
    expect((await run(['move', '--time', '0'], EMPTY_15)).err).toMatch(/--time/);
    expect((await run(['move', '--level', '9'], EMPTY_15)).err).toMatch(/--level/);
    expect((await run(['move', '--to-move', 'red'], EMPTY_15)).err).toMatch(/--to-move/);
    const bad = await run(['move'], 'X....\n');
    expect(bad).toMatchObject({ status: 2, out: '' });
    expect(bad.err).toMatch(/^qipan: gomoku move: bad position: 1 rows/);
  });

  it('plays on an empty board under renju (a legal first move)', async () => {
    const r = await run(['move', '--rule', 'renju', '--time', '100', '--level', '1'], EMPTY_15);
    expect(r.status).toBe(0);
    expect(r.out).toMatch(/^[a-o]([1-9]|1[0-5])\n$/);
  });
});

describe('qipan gomoku dispatch', () => {
  it('help, a missing and an unknown subcommand', async () => {
    expect((await run(['--help'])).out).toMatch(
      /^Usage: qipan gomoku <forbidden\|move\|match\|play>/,
    );
    expect(await run([])).toMatchObject({
      status: 2,
      err: expect.stringMatching(/missing subcommand/) as unknown,
    });
    expect((await run(['go'])).err).toBe(
      "qipan: gomoku: unknown subcommand 'go' (expected forbidden, move, match or play)\n",
    );
  });
});
