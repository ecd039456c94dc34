// `qipan gomoku play` with a scripted player on fake streams.
import { describe, expect, it } from 'vitest';
import { initial as newGame, parsePoint, playMove } from '@qipan/gomoku';
import { capture } from '../io.test-util.js';
import { gomokuCommand } from './command.js';
import { drawBoard } from './play.js';

const play = (args: string[], input: string[]) =>
  capture(gomokuCommand, ['play', ...args], input.map((l) => `${l}\n`).join(''));

const FAST = ['--level', '1', '--time', '20'];

describe('qipan gomoku play', () => {
  it('draws the board with the last stone in brackets', () => {
    const r = playMove(newGame({ size: 5 }), parsePoint('e3', 5) ?? { x: 0, y: 0 });
    expect(r.ok && drawBoard(r.value)).toBe(
      [
        '    a b c d e',
        '  5 . . . . .',
        '  4 . . . . .',
        '  3 . . . .[X]',
        '  2 . . . . .',
        '  1 . . . . .',
        '    a b c d e',
        '',
      ].join('\n'),
    );
  });

  it('moves, refusals, undo and quit', async () => {
    const { status, out, err } = await play(
      ['--size', '9', ...FAST],
      ['e5', 'zz', 'e5', 'undo', 'quit'],
    );
    expect(status).toBe(0);
    expect(err).toBe('');
    expect(out).toMatch(/: you: e5$/m);
    expect(out).toMatch(/^qipan: [a-j]\d$/m);
    expect(out).toContain("'zz' is not a point of this board");
    expect(out).toContain('e5 is not allowed: occupied');
    // After undo the board is empty again.
    const last = out.slice(out.lastIndexOf('  9 '), out.lastIndexOf('    a b c'));
    expect(last).not.toMatch(/[XO]/);
    expect(out.trimEnd().endsWith('bye')).toBe(true);
  });

  it('as White the AI opens; the end of input ends with status 0', async () => {
    const { status, out } = await play(['--color', 'white', ...FAST], []);
    expect(status).toBe(0);
    expect(out.indexOf('qipan: ')).toBeGreaterThan(0);
    expect(out.indexOf('qipan: ')).toBeLessThan(out.indexOf('your move'));
  });

  it('a whole game on 5×5 ends with a result', async () => {
    const points: string[] = [];
    for (const c of 'abcde') for (let r = 1; r <= 5; r++) points.push(`${c}${r}`);
    const { status, out } = await play(['--size', '5', ...FAST], points);
    expect(status).toBe(0);
    expect(out).toMatch(/(you win|qipan wins|a draw)\n$/);
  });

  it('bad options: status 2', async () => {
    const r = await play(['--size', '30'], []);
    expect(r.status).toBe(2);
    expect(r.err).toMatch(/^qipan: gomoku play: option '--size'/);
  });
});
