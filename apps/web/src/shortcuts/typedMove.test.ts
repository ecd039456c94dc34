import { describe, expect, it } from 'vitest';
import {
  chongziMoveReader,
  columnLetters,
  continuesPoint,
  continuesStep,
  gomokuMoveReader,
  goMoveReader,
  readChongziMove,
  readGomokuMove,
  readGoMove,
} from './typedMove.js';

describe('typed moves', () => {
  it('reads Go points, columns skipping I, any case', () => {
    expect(readGoMove('D4', 19)).toEqual({ ok: true, value: { x: 3, y: 15 } });
    expect(readGoMove(' j9 ', 9)).toEqual({ ok: true, value: { x: 8, y: 0 } });
    expect(readGoMove('T19', 19)).toEqual({ ok: true, value: { x: 18, y: 0 } });
    expect(readGoMove('I5', 19)).toEqual({ ok: false, error: { kind: 'no-i', text: 'I5' } });
    expect(readGoMove('Z9', 19)).toEqual({ ok: false, error: { kind: 'off-board', text: 'Z9' } });
    expect(readGoMove('K5', 9)).toEqual({ ok: false, error: { kind: 'off-board', text: 'K5' } });
    expect(readGoMove('D0', 9)).toEqual({ ok: false, error: { kind: 'off-board', text: 'D0' } });
    expect(readGoMove('D10', 9)).toEqual({ ok: false, error: { kind: 'off-board', text: 'D10' } });
    expect(readGoMove('44', 9)).toEqual({
      ok: false,
      error: { kind: 'malformed', text: '44', example: 'D4' },
    });
    expect(readGoMove('  ', 9)).toEqual({ ok: false, error: { kind: 'empty' } });
  });

  it('reads Gomoku points: a–o with I on 15×15, without I from 19×19', () => {
    expect(readGomokuMove('h8', 15)).toEqual({ ok: true, value: { x: 7, y: 7 } });
    expect(readGomokuMove('I9', 15)).toEqual({ ok: true, value: { x: 8, y: 6 } });
    expect(readGomokuMove('o15', 15)).toEqual({ ok: true, value: { x: 14, y: 0 } });
    expect(readGomokuMove('p1', 15)).toEqual({
      ok: false,
      error: { kind: 'off-board', text: 'p1' },
    });
    expect(readGomokuMove('h16', 15)).toEqual({
      ok: false,
      error: { kind: 'off-board', text: 'h16' },
    });
    expect(readGomokuMove('h08', 15).ok).toBe(false);
    expect(readGomokuMove('i5', 19)).toEqual({ ok: false, error: { kind: 'no-i', text: 'i5' } });
    expect(readGomokuMove('j5', 19)).toEqual({ ok: true, value: { x: 8, y: 14 } });
    expect(readGomokuMove('h-8', 15).ok).toBe(false);
  });

  it('reads Chongzi placements, steps and removals with its own notation', () => {
    expect(readChongziMove('C3', 5)).toEqual({
      ok: true,
      value: { kind: 'place', at: { x: 2, y: 2 } },
    });
    expect(readChongziMove('c2-c3', 5)).toEqual({
      ok: true,
      value: { kind: 'step', from: { x: 2, y: 3 }, to: { x: 2, y: 2 } },
    });
    expect(readChongziMove('XC3', 5)).toEqual({
      ok: true,
      value: { kind: 'remove', at: { x: 2, y: 2 } },
    });
    expect(readChongziMove('Z9', 5)).toEqual({
      ok: false,
      error: { kind: 'off-board', text: 'Z9' },
    });
    expect(readChongziMove('c2-f3', 5)).toEqual({
      ok: false,
      error: { kind: 'off-board', text: 'C2-F3' },
    });
    expect(readChongziMove('c2c3', 5)).toEqual({
      ok: false,
      error: { kind: 'malformed', text: 'c2c3', example: 'C2-C3' },
    });
  });

  it('knows which letters start a move and which texts may grow into one', () => {
    expect(columnLetters(9, true)).toBe('abcdefghj');
    expect(goMoveReader(19).columns).toBe('abcdefghjklmnopqrst');
    expect(gomokuMoveReader(15).columns).toBe('abcdefghijklmno');
    expect(chongziMoveReader(5).columns).toBe('abcde');
    for (const t of ['d', 'D4', 'k10']) expect(continuesPoint(t), t).toBe(true);
    for (const t of ['4', 'd4-', 'd100', 'dd']) expect(continuesPoint(t), t).toBe(false);
    for (const t of ['c2-', 'c2-c', 'c2-c3', 'xc3']) expect(continuesStep(t), t).toBe(true);
    for (const t of ['c2--', 'c2-c3-', '-']) expect(continuesStep(t), t).toBe(false);
  });
});
