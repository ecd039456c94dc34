import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseSgf } from '@qipan/core';
import { loadGoRecord, mainLineIds } from '@qipan/go';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fakeGtp } from '../../../../packages/engine-process/src/fake-gtp.test-util.js';
import { goCommand } from './command.js';
import { capture, testIo } from '../io.test-util.js';
import { playGame } from './match.js';
import { resultTable } from './table.js';

const fixture = (name: string): string =>
  fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
/** The scripted GTP engine of @qipan/engine-process, playing our transcripts. */
const fake = (transcript: string): string => fakeGtp(fixture(transcript));
const GNUGO = '/usr/games/gnugo';
// `qipan gtp` from the compiled CLI (npx tsc -b apps/cli), so that no TS loader is needed.
const BUILT = fileURLToPath(new URL('../../dist/go/gtp.js', import.meta.url));
const QIPAN = `"${process.execPath}" "${fixture('qipan-gtp.mjs')}" --engine patterns --level 1`;
const options = { size: 5, komi: 7, secondsPerMove: 1, maxMoves: 75 };

const run = (args: string[]) => capture(goCommand, args);

describe('the referee', () => {
  it('forfeits an engine that plays an illegal move', async () => {
    const g = await playGame(
      { black: fake('black-c3.transcript'), white: fake('white-occupied.transcript') },
      options,
    );
    expect(g.result).toBe('B+F');
    expect(g.reason).toBe('white played c3 illegally: occupied');
    expect(g.moves).toEqual([{ color: 'black', vertex: 'C3' }]);
  });

  it('settles a dead-stone dispute by KGS cleanup: play on until two passes, every stone left alive', async () => {
    // Black calls White's A1 dead, White calls nothing dead: B+18 against W+7.
    const g = await playGame(
      { black: fake('cleanup-black.transcript'), white: fake('cleanup-white.transcript') },
      options,
    );
    expect(g.deadFrom).toBe('cleanup phase');
    // White refuses kgs-genmove_cleanup and is asked genmove; Black captures A1.
    expect(g.moves.map((m) => m.vertex)).toEqual([
      'C3',
      'A1',
      'PASS',
      'PASS',
      'B1',
      'PASS',
      'A2',
      'PASS',
      'PASS',
    ]);
    expect([g.result, g.reason]).toEqual(['B+18', 'score']);
  });

  it('forfeits an engine that crashes, or cannot start', async () => {
    const g = await playGame(
      { black: fake('black-crash.transcript'), white: fake('idle.transcript') },
      options,
    );
    expect(g.result).toBe('W+F');
    expect(g.reason).toMatch(/^black crashed: engine exited with status 3/);
    const h = await playGame(
      { black: fake('idle.transcript'), white: '/nonexistent/engine' },
      options,
    );
    expect(h.result).toBe('B+F');
  });

  it('tabulates wins by engine and colour', () => {
    const t = resultTable(
      ['a', 'b'],
      [
        { black: 0, winner: 0, moves: 10 },
        { black: 1, winner: 0, moves: 20 },
        { black: 0, winner: undefined, moves: 30 },
      ],
    );
    expect(t.split('\n')).toEqual([
      'engine  wins  as black  as white',
      'a       2/3   1/2       1/1',
      'b       0/3   0/1       0/2',
      'games 3, draws 1, average moves 20.0',
      '',
    ]);
  });

  it('refuses bad match arguments', async () => {
    expect((await run(['match', '--black', 'x'])).status).toBe(2);
    expect((await run(['match', '--black', 'x', '--white', 'y', '--komi', 'lots'])).status).toBe(2);
    expect(await run(['duel'])).toEqual({
      status: 2,
      out: '',
      err: "qipan: go: unknown subcommand 'duel' (expected match)\n",
    });
  });

  it('fails (status 1) when the --sgf folder cannot be created', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'qipan-match-')), 'file');
    writeFileSync(file, '');
    const r = await run(['match', '--black', 'x', '--white', 'y', '--sgf', join(file, 'games')]);
    expect(r.status).toBe(1);
    expect(r.err).toMatch(/^qipan: go match: cannot create --sgf folder .*\n$/);
  });

  it('Ctrl-C stops thinking engines at once: status 130, no game reported', async () => {
    const t = testIo();
    const started = Date.now();
    const running = goCommand(
      [
        'match',
        '--black',
        fake('black-hang.transcript'),
        '--white',
        fake('idle.transcript'),
      ].concat(['--size', '5', '--time', '1']),
      t.io,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    t.signal('SIGINT');
    expect(await running).toBe(130);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(t.out()).toBe('');
    expect(t.err()).toBe('qipan: go match: interrupted\n');
  });
});

describe.skipIf(!existsSync(BUILT))('qipan go match with qipan gtp --engine patterns --level 1', () => {
  it('starts a pair of games from the same fresh opening, colours swapped', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qipan-match-'));
    const args = ['match', '--black', QIPAN, '--white', `${QIPAN} --seed 2`, '--size', '9'];
    const { status, out } = await run([
      ...args,
      ...['--games', '2', '--alternate', '--time', '0.2', '--max-moves', '8'],
      ...['--opening-moves', '4', '--seed', 'pair', '--sgf', dir],
    ]);
    expect(status).toBe(0);
    expect(out.split('\n')[0]).toBe('openings: 4 random moves, seed pair');
    const firstMoves = (file: string): string[] =>
      [...readFileSync(join(dir, file), 'utf8').matchAll(/;([BW])\[([a-s]*)\]/g)]
        .slice(0, 4)
        .map((m) => `${m[1]}${m[2]}`);
    const a = firstMoves('game-001.sgf');
    expect(a).toHaveLength(4);
    expect(firstMoves('game-002.sgf')).toEqual(a);
    expect(a.map((m) => m[0])).toEqual(['B', 'W', 'B', 'W']);
  });

  it('plays two 5×5 games against itself, alternating colours, and saves them as SGF', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qipan-match-'));
    const { status, out } = await run([
      'match',
      '--black',
      QIPAN,
      '--white',
      `${QIPAN} --seed 2`,
      '--size',
      '5',
      '--games',
      '2',
      '--alternate',
      '--komi',
      '0.5', // a half-point komi makes a draw impossible
      '--time',
      '0.2',
      '--sgf',
      dir,
    ]);
    expect(status).toBe(0);
    const lines = out.split('\n');
    // Each game is saved as SGF and replays legally to the same length and result.
    for (const [i, line] of lines.slice(0, 2).entries()) {
      const file = join(dir, `game-00${i + 1}.sgf`);
      expect(line).toContain(`saved ${file}`);
      const parsed = parseSgf(readFileSync(file, 'utf8'));
      if (!parsed.ok) throw new Error(parsed.error.message);
      const tree = parsed.value[0];
      if (!tree) throw new Error('no game');
      // Under the referee's rules: Chinese area scoring with simple ko, the GTP
      // convention (GNU Go knows no superko). RU[Chinese] alone reads as positional
      // superko, which a 5×5 game of weak engines now and then repeats a position under.
      const loaded = loadGoRecord(tree, { ko: 'simple' });
      if (!loaded.ok) throw new Error(loaded.error.message);
      expect(loaded.value.errors).toEqual([]);
      const moves = Number(/, (\d+) moves/.exec(line)?.[1]);
      expect(mainLineIds(loaded.value).length - 1).toBe(moves);
      expect(tree.nodes[0]?.RE?.[0]).toBe(/: ((B|W)\+[\d.]+) \(/.exec(line)?.[1]);
      expect(tree.nodes[0]?.KM).toEqual(['0.5']);
    }
    expect(lines[0]).toMatch(/^game 1: .* \(B\) vs .*--seed 2 \(W\): (B|W)\+[\d.]+ \(score/);
    expect(lines[1]).toMatch(/^game 2: .*--seed 2 \(B\) vs .*level 1 \(W\): (B|W)\+[\d.]+ \(score/);
    expect(out).toMatch(/games 2, draws 0, average moves \d/);
  });
});

describe.skipIf(!existsSync(BUILT) || !existsSync(GNUGO))('a game against GNU Go', () => {
  it('plays one 5×5 game to a legal end', async () => {
    const g = await playGame({ black: QIPAN, white: `${GNUGO} --mode gtp --level 1` }, options);
    expect(g.reason).toMatch(/^(score|black resigned|white resigned)/);
    expect(g.result).toMatch(/^(B|W)\+/);
    expect(g.moves.length).toBeGreaterThan(4);
  });
});

if (!existsSync(BUILT))
  console.warn(`qipan gtp match tests skipped: build first (npx tsc -b apps/cli)`);
if (!existsSync(GNUGO)) console.warn(`GNU Go match test skipped: ${GNUGO} is not installed`);
