// In-process tests of `qipan chongzi perft|solve` with fake streams.
import { describe, expect, it } from 'vitest';
import { capture } from '../io.test-util.js';
import { chongziCommand } from './command.js';

interface Run {
  readonly status: number;
  readonly stdout: string;
  readonly stderr: string;
}

async function run(...args: string[]): Promise<Run> {
  const { status, out, err } = await capture(chongziCommand, args);
  return { status, stdout: out, stderr: err };
}

const lines = (counts: number[]): string => counts.map((c, i) => `${i + 1} ${c}\n`).join('');

describe('qipan chongzi perft', () => {
  it.each([
    [
      ['--size', '5', '--start', 'fixed', '--depth', '4'],
      [5, 18, 140, 930],
    ],
    [
      ['--size', '4', '--start', 'fixed', '--depth', '4'],
      [4, 16, 106, 768],
    ],
    [
      ['--size=4', '--start=empty', '--depth=3'],
      [16, 240, 3360],
    ],
    [
      ['--size', '5', '--start', 'empty', '--depth', '2'],
      [25, 600],
    ],
    [
      ['--depth', '2'],
      [5, 18],
    ],
  ])('%j', async (args, counts) => {
    expect(await run('perft', ...args)).toEqual({ status: 0, stdout: lines(counts), stderr: '' });
  });

  it('starts from a position: the fixed start written out gives the same counts', async () => {
    const r = await run('perft', '--position', 'BBBB/..../..../RRRR r', '--depth', '3');
    expect(r).toEqual({ status: 0, stdout: lines([4, 16, 106]), stderr: '' });
  });

  it('a position where the side to move has one piece in a corner', async () => {
    // Blue to move: its lone piece on A4 (top-left corner) can step right or down.
    const r = await run(
      'perft',
      '--position',
      'B.../..../..../...R b',
      '--start',
      'empty',
      '--depth',
      '1',
    );
    expect(r).toEqual({ status: 0, stdout: lines([2]), stderr: '' });
  });

  it('a finished position has no moves', async () => {
    // Red has no pieces: Red to move has lost, so there is nothing to count.
    const r = await run(
      'perft',
      '--position',
      'BB../..../..../.... r',
      '--start',
      'empty',
      '--depth',
      '2',
    );
    expect(r).toEqual({ status: 0, stdout: lines([0, 0]), stderr: '' });
  });

  it.each([
    [[], /missing --depth/],
    [['--depth', '0'], /--depth.*1 to 20/],
    [['--depth', '21'], /--depth.*1 to 20/],
    [['--depth', 'x'], /--depth/],
    [['--depth', '2', '--size', '6'], /--size.*4, 5/],
    [['--depth', '2', '--start', 'random'], /--start.*fixed, empty/],
    [['--depth', '2', '--colour', 'red'], /unknown option '--colour'/],
    [['--depth', '2', 'extra'], /unexpected argument 'extra'/],
    [['--depth', '2', '--position', 'BBBB/..../RRRR r'], /bad --position/],
    [['--depth', '2', '--position', 'BBXB/..../..../RRRR r'], /bad --position/],
    [['--depth', '2', '--position', 'BBBB/..../..../RRRR x'], /bad --position/],
    [['--depth', '2', '--size', '5', '--position', 'BBBB/..../..../RRRR r'], /bad --position.*4×4/],
    [['--depth', '2', '--depth', '3'], /more than once/],
  ])('refuses %j with status 2', async (args, reason) => {
    const r = await run('perft', ...args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^qipan: chongzi perft: [^\n]+\n$/);
    expect(r.stderr).toMatch(reason);
  });
});

describe('qipan chongzi solve', () => {
  it('solves the 4×4 fixed start: Red to move loses in 46, 389017 positions', async () => {
    const r = await run('solve', '--size', '4', '--start', 'fixed');
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('start: loss in 46 plies for Red (to move)\n');
    expect(r.stdout).toContain('positions: 389017 ');
    expect(r.stdout).toContain('win: 239938\nloss: 131431\ndraw: 17648\n');
    expect(r.stdout).toMatch(/^time: \d+\.\d\d s$/m);
  });

  it.each([
    [['--size', '5'], /too big to solve/],
    [['--size', '5', '--start', 'fixed'], /too big to solve/],
    [[], /missing --size/],
    [['--size', '3'], /--size/],
    [['--size', '4', '--start', 'half'], /--start/],
    [['--size', '4', '--depth', '3'], /unknown option '--depth'/],
  ])('refuses %j with status 2', async (args, reason) => {
    const r = await run('solve', ...args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^qipan: chongzi solve: [^\n]+\n$/);
    expect(r.stderr).toMatch(reason);
  });
});

describe('qipan chongzi', () => {
  it.each([[[]], [['play']], [['--size']]])('refuses %j with status 2', async (args) => {
    const r = await run(...args);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^qipan: chongzi: [^\n]+\n$/);
  });

  it('prints help', async () => {
    const r = await run('--help');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('qipan chongzi perft');
    const p = await run('perft', '--help');
    expect(p.stdout).toContain('--position');
  });
});
