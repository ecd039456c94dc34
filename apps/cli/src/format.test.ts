import { describe, expect, it } from 'vitest';
import { describePair, parsePlacement } from './queens/check.js';
import { boardText, listChunks, listLine } from './queens/format.js';
import { renderBar } from './queens/progress.js';

const joined = (chunks: Iterable<Buffer>): string => Buffer.concat([...chunks]).toString('latin1');

describe('list format', () => {
  it('writes 0-based columns, comma-separated, one line', () => {
    expect(joined(listChunks([0, 4, 7, 5, 2, 6, 1, 3]))).toBe('0,4,7,5,2,6,1,3\n');
    expect(listLine([1, 3, 0, 2])).toBe('1,3,0,2\n');
  });

  it('splits into chunks without breaking numbers', () => {
    const columns = Array.from({ length: 5000 }, (_, i) => (i * 7919) % 123_457_891);
    const chunks = [...listChunks(columns, 64)];
    expect(chunks.length).toBeGreaterThan(10);
    for (const c of chunks) expect(c.length).toBeLessThanOrEqual(64);
    expect(joined(chunks)).toBe(columns.join(',') + '\n');
  });

  it('writes every digit count correctly', () => {
    const columns = [0, 9, 10, 99, 100, 999_999, 1_000_000, 9_999_999, 2_147_483_647];
    expect(joined(listChunks(columns))).toBe(columns.join(',') + '\n');
  });
});

describe('board format', () => {
  it('draws Q and . per row from the top, space separated', () => {
    expect(boardText([1, 3, 0, 2])).toBe('. Q . .\n. . . Q\nQ . . .\n. . Q .\n');
    expect(boardText([0])).toBe('Q\n');
  });
});

describe('check helpers', () => {
  it('parses columns separated by commas and/or spaces', () => {
    expect(parsePlacement('0,4,7,5,2,6,1,3')).toEqual({
      ok: true,
      value: [0, 4, 7, 5, 2, 6, 1, 3],
    });
    expect(parsePlacement(' 1, 3 ,0 2 ')).toEqual({ ok: true, value: [1, 3, 0, 2] });
  });

  it.each([
    ['', { reason: 'empty' }],
    ['0,,1', { reason: 'not-a-column', row: 1, text: '' }],
    ['0,a,1', { reason: 'not-a-column', row: 1, text: 'a' }],
    ['0,-1,1', { reason: 'not-a-column', row: 1, text: '-1' }],
    ['0,3,1', { reason: 'off-board', row: 1, column: 3, n: 3 }],
  ] as const)('refuses %j', (text, error) => {
    expect(parsePlacement(text)).toEqual({ ok: false, error });
  });

  it('names a pair 1-based with its line of attack', () => {
    expect(
      describePair([
        { x: 1, y: 0 },
        { x: 3, y: 2 },
      ]),
    ).toBe('row 1 col 2 — row 3 col 4 (diagonal)');
    expect(
      describePair([
        { x: 0, y: 0 },
        { x: 0, y: 4 },
      ]),
    ).toBe('row 1 col 1 — row 5 col 1 (column)');
  });
});

describe('progress bar', () => {
  it('fills in proportion and fits the width', () => {
    const text = renderBar({ done: 3, total: 12, elapsedMs: 1500, width: 50 });
    expect(text).toBe(`[${'#'.repeat(6)}${'.'.repeat(17)}]   25%   3/12 tasks  1.5s`);
    expect(text.length).toBe(50);
  });

  it('is full at the end and drops the bar when narrow', () => {
    const full = renderBar({ done: 4, total: 4, elapsedMs: 0, width: 40 });
    expect(full).toBe(`[${'#'.repeat(15)}]  100%  4/4 tasks  0.0s`);
    expect(renderBar({ done: 1, total: 4, elapsedMs: 0, width: 25 })).toBe('25%  1/4 tasks  0.0s');
  });
});
