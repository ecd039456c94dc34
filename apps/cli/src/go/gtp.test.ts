import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { clockBudgetMs, defaultGtpThreads, gtpCommand, makeQipanGtp, MAX_GTP_LINE } from './gtp.js';
import { testIo } from '../io.test-util.js';
import { capture } from '../io.test-util.js';

const run = (input: string, args: string[] = ['--engine', 'patterns', '--level', '1']) =>
  capture(gtpCommand, args, input);

/** Responses without their final empty line. */
const responses = (out: string): string[] => out.split('\n\n').filter((r) => r !== '');

describe('qipan gtp', () => {
  it('answers a session transcript, garbage included, until quit', async () => {
    const { status, out } = await run(
      [
        '1 protocol_version',
        '2 name',
        'boardsize 5',
        '',
        '# a comment',
        'frobnicate 3',
        '%%% nonsense',
        '3 play black C3',
        '4 play white C3',
        '5 play white Z9',
        '6 play purple C2',
        '7 known_command genmove',
        '8 known_command frobnicate',
        '9 genmove white',
        '10 undo',
        '11 undo',
        '12 undo',
        '13 showboard',
        '14 boardsize 99',
        '15 quit',
        '16 name',
      ].join('\n'),
    );
    expect(status).toBe(0);
    const r = responses(out);
    expect(r.slice(0, 8)).toEqual([
      '=1 2',
      '=2 Qipan',
      '= ',
      '? unknown command',
      '? syntax error',
      '=3 ',
      '?4 illegal move',
      '?5 invalid vertex',
    ]);
    expect(r[8]).toMatch(/^\?6 (syntax error|invalid color)/);
    expect(r.slice(9, 11)).toEqual(['=7 true', '=8 false']);
    expect(r[11]).toMatch(/^=9 ([A-E][1-5]|PASS)$/i);
    expect(r.slice(12, 15)).toEqual(['=10 ', '=11 ', '?12 cannot undo']);
    expect(r[15]).toContain('. . . . .');
    expect(r[15]).not.toContain('X');
    expect(r[16]).toBe('?14 unacceptable size');
    expect(r[17]).toBe('=15 ');
    expect(r).toHaveLength(18); // nothing after quit
  });

  it('lists the required commands and plays a game to a final score', async () => {
    const { out } = await run(
      [
        '1 list_commands',
        '2 boardsize 5',
        '3 clear_board',
        '4 komi 0.5',
        '5 play b B2',
        '6 play b B3',
        '7 play b B4',
        '8 play b B1',
        '9 play b B5',
        '10 final_score',
        '11 kgs-rules japanese',
        '12 final_score',
        '13 genmove w',
        '14 quit',
      ].join('\n'),
    );
    const r = responses(out);
    const commands = (r[0] as string).replace(/^=1 /, '').split('\n');
    for (const c of ['protocol_version', 'name', 'version', 'known_command', 'list_commands'])
      expect(commands).toContain(c);
    for (const c of ['quit', 'boardsize', 'clear_board', 'komi', 'play', 'genmove', 'undo'])
      expect(commands).toContain(c);
    expect(commands).toContain('final_score');
    expect(r.slice(1, 9)).toEqual(['=2 ', '=3 ', '=4 ', '=5 ', '=6 ', '=7 ', '=8 ', '=9 ']);
    expect(r[9]).toBe('=10 B+24.5'); // Chinese counting (the default): 25 points of area - 0.5
    // Japanese counting: 20 points of territory - 0.5.
    expect(r.slice(10, 12)).toEqual(['=11 ', '=12 B+19.5']);
    // White has lost (every playout says so): any empty point or a pass will do.
    expect(r[12]).toMatch(/^=13 ([ACDE][1-5]|PASS)$/i);
  });

  it('counts dead stones by Monte-Carlo ownership for final_status_list and final_score', async () => {
    const plays = ['C1', 'C2', 'C3', 'C4', 'C5'].map((v) => `play b ${v}`);
    const { out } = await run(
      [
        'boardsize 5',
        'komi 0.5',
        ...plays,
        'play w A3',
        'final_status_list dead',
        'final_status_list alive',
        'final_score',
        'final_status_list seki',
        'final_status_list',
      ].join('\n'),
    );
    expect(responses(out).slice(8)).toEqual([
      '= A3',
      '= C5 C4 C3 C2 C1',
      '= B+24.5', // 25 points of area (the dead stone's point is Black's), 0.5 komi
      '= ',
      '? syntax error',
    ]);
  });

  it('kgs-genmove_cleanup: takes the dead stone off before passing, and passes with none', async () => {
    const plays = ['C1', 'C2', 'C3', 'C4', 'C5'].map((v) => `play b ${v}`);
    const { out } = await run(
      ['boardsize 5', 'komi 0.5', ...plays, 'play w A3', 'kgs-genmove_cleanup w'].join('\n') +
        '\nkgs-genmove_cleanup b\nplay w pass'.repeat(3) +
        '\nkgs-genmove_cleanup b\nkgs-genmove_cleanup x\n',
    );
    const r = responses(out).slice(8);
    expect(r[0]).toBe('= PASS'); // White sees no dead black stone
    // Black plays the liberties of A3 (A4, A2, B3), the third one captures it; then it passes.
    expect([r[1], r[3], r[5]].map((x) => x?.slice(2)).sort()).toEqual(['A2', 'A4', 'B3']);
    expect(r.slice(7)).toEqual(['= PASS', '? syntax error']);
  });

  it('lists seki stones apart from the living ones (ownership leaves them alive)', async () => {
    // Two eyeless groups sharing E9 and E8 (GNU Go: seki D9 D8 D7 F9 F8 E7 F7, W+5).
    const rows = [
      '. . X O . X O . .',
      '. . X O . X O . .',
      '. . X O X X O . .',
      '. . X X O O O . .',
      ...Array.from({ length: 5 }, () => '. . . X O . . . .'),
    ];
    const plays = rows.flatMap((row, y) =>
      row
        .split(' ')
        .map((c, x) => (c === '.' ? '' : `play ${c === 'X' ? 'b' : 'w'} ${'ABCDEFGHJ'[x]}${9 - y}`))
        .filter((l) => l !== ''),
    );
    const { out } = await run(
      [
        'boardsize 9',
        'komi 0',
        ...plays,
        'final_status_list seki',
        'final_status_list dead',
        'final_score',
      ].join('\n'),
    );
    const r = responses(out).slice(2 + plays.length);
    expect(r[0]?.slice(2).split(' ').sort()).toEqual(['D7', 'D8', 'D9', 'E7', 'F7', 'F8', 'F9']);
    expect(r.slice(1)).toEqual(['= ', '= W+5']);
  });

  it('loads an SGF file with loadsgf', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qipan-gtp-'));
    const file = join(dir, 'g.sgf');
    writeFileSync(file, '(;GM[1]SZ[5]KM[0.5];B[cc];W[dc];B[cd])');
    const { out } = await run(
      `1 loadsgf ${file}\n2 list_stones black\n3 loadsgf ${file} 2\n4 list_stones black\n5 loadsgf ${join(dir, 'missing.sgf')}\n`,
    );
    const r = responses(out);
    expect(r[0]).toMatch(/^=1/);
    expect(r[1]).toMatch(/^=2 (C3 C2|C2 C3)$/);
    expect(r[3]).toBe('=4 C3');
    expect(r[4]).toMatch(/^\?5 /);
  });

  it('ends at the end of input without quit, and refuses bad flags', async () => {
    expect((await run('name\n')).out).toBe('= Qipan\n\n');
    const bad = await run('', ['--level', '11']);
    expect(bad.status).toBe(2);
    expect(bad.err).toMatch(/^qipan: gtp: /);
    expect((await run('', ['extra'])).status).toBe(2);
    expect((await run('', ['--help'])).out).toContain('Usage: qipan gtp');
    const model = await run('', ['--model', 'huge']);
    expect(model.status).toBe(2);
    expect(model.err).toMatch(/--model.*large.*small|huge/);
  });

  it('plays 19×19 with either move model (--model large is the default)', async () => {
    for (const args of [[], ['--model', 'large'], ['--model', 'small']]) {
      const r = responses(
        (await run('boardsize 19\nplay b D4\ngenmove w\n', ['--engine', 'patterns', '--level', '1', ...args])).out,
      );
      expect(r[0]).toMatch(/^= ?$/);
      expect(r[2]).toMatch(/^= [A-HJ-T](1[0-9]|[1-9])$/);
    }
  });

  it('takes --score-weight 0..50 (percent) and refuses other values before reading a line', async () => {
    const r = await run('boardsize 19\nplay b D4\ngenmove w\n', [
      '--engine',
      'patterns',
      '--level',
      '1',
      '--score-weight',
      '20',
    ]);
    expect(r.status).toBe(0);
    expect(responses(r.out)[2]).toMatch(/^= [A-HJ-T](1[0-9]|[1-9])$/);
    for (const bad of ['51', '-1', 'x']) {
      const refused = await run('genmove b\n', ['--engine', 'patterns', '--score-weight', bad]);
      expect(refused.status).toBe(2);
      expect(refused.out).toBe('');
      expect(refused.err).toContain('--score-weight');
    }
  });

  it('forwards the position to its helpers and adds their root counts (root parallelism)', () => {
    const lines: string[] = [];
    const searches: string[] = [];
    // A helper that is sure about G7 (x 6, y 2 on 9×9: fast-board index (2 + 1) * 11 + 6 + 1).
    const g7 = 3 * 11 + 7;
    const helpers = {
      size: 1,
      forward: (l: string) => lines.push(l),
      startSearch: (c: string) => searches.push(c),
      collect: () => [{ moves: [g7], visits: [1e6], wins: [6e5], playouts: 1e6 }],
      close: async () => undefined,
    };
    const g = makeQipanGtp({ level: 1, helpers });
    for (const l of ['boardsize 9', 'komi 7', 'play b E5']) g.handle(l);
    expect(g.handle('genmove w')?.response).toBe('= G7\n\n');
    expect(searches).toEqual(['white']);
    expect(lines).toEqual(['boardsize 9', 'komi 7', 'play b E5', 'play w G7']);
  });

  it('searches on two threads by default at level 10 only, and only with two cores', () => {
    expect(defaultGtpThreads(10, 2)).toBe(2);
    expect(defaultGtpThreads(10, 16)).toBe(2);
    expect(defaultGtpThreads(10, 1)).toBe(1);
    for (const level of [1, 5, 9]) expect(defaultGtpThreads(level, 16)).toBe(1);
  });

  it('caps thinking time from time_settings and time_left', () => {
    const g = makeQipanGtp({ level: 5 });
    expect(g.bot.timePerMoveMs).toBe(1000);
    g.handle('time_settings 0 1 1'); // one second byo-yomi per move
    expect(g.bot.timePerMoveMs).toBe(970);
    g.handle('time_left black 2 4');
    expect(g.bot.timePerMoveMs).toBe(485);
    g.handle('time_settings 0 1 0'); // no time limit
    expect(g.bot.timePerMoveMs).toBe(1000);
    expect(clockBudgetMs(0, 0)).toBeUndefined();
    expect(clockBudgetMs(60, 0)).toBe(1940);
  });

  it('drops a lone CR inside a line as GTP preprocessing says, instead of splitting the line (defect 7)', async () => {
    expect((await run('na\rme\nname\n')).out).toBe('= Qipan\n\n= Qipan\n\n');
    expect((await run('1 name\r\n2 na\x00me\r\n3\tname\n')).out).toBe(
      '=1 Qipan\n\n=2 Qipan\n\n=3 Qipan\n\n',
    );
  });

  it('skips a command line over 64 KiB and answers it with a short failure (defect 8)', async () => {
    const long = `7 ${'x'.repeat(MAX_GTP_LINE)}`;
    // Sent in small chunks, as a pipe delivers it: the line is never held whole.
    const chunks = [
      long.slice(0, 1000),
      long.slice(1000),
      '\n2 name\n',
      'x'.repeat(MAX_GTP_LINE + 1),
    ];
    const t = testIo({ stdin: Readable.from(chunks) });
    expect(await gtpCommand(['--engine', 'patterns', '--level', '1'], t.io)).toBe(0);
    expect(responses(t.out())).toEqual([
      `?7 command line too long (65,538 characters, the limit is 65,536): "7 xxxxxxxxxxxxxxxxxxxxxxxxxxxx…"`,
      '=2 Qipan',
      `? command line too long (65,537 characters, the limit is 65,536): "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…"`,
    ]);
    // A line of exactly the limit is read (and is an unknown command).
    expect(responses((await run(`${'y'.repeat(MAX_GTP_LINE)}\n`)).out)).toEqual([
      '? unknown command',
    ]);
  });

  it('loadsgf: the position before move 1 when the root holds it, a too large file refused, never a crash (defects 1, 2, 8)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qipan-gtp-'));
    const root = join(dir, 'r.sgf');
    writeFileSync(root, '(;GM[1]SZ[9]B[ee];W[cc];B[gg])');
    const proto = join(dir, 'proto.sgf');
    writeFileSync(proto, '(;GM[1]CA[constructor]C[café];B[dd])');
    const big = join(dir, 'big.sgf');
    writeFileSync(big, Buffer.alloc(16 * 1024 * 1024 + 1, 0x20));
    const { status, out } = await run(
      [
        `1 loadsgf ${root} 1`,
        '2 list_stones black',
        `3 loadsgf ${root} 0`,
        `4 loadsgf ${proto}`,
        '5 list_stones black',
        `6 loadsgf ${big}`,
        `7 loadsgf ${join(dir, 'missing.sgf')}`,
        '8 name',
      ].join('\n'),
    );
    expect(status).toBe(0);
    expect(responses(out)).toEqual([
      '=1 black',
      '=2 ',
      '=3 black',
      '=4 white',
      '=5 D16',
      '?6 cannot load file (larger than 16 MiB, the limit for SGF files)',
      '?7 cannot load file (cannot read (ENOENT))',
      '=8 Qipan',
    ]);
  });
});
