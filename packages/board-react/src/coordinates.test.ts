import { describe, expect, it } from 'vitest';
import { coordinateLabels } from './coordinates.js';

describe('coordinateLabels', () => {
  it('skips I in the Go scheme and puts A19 at the top left of 19×19', () => {
    const { columns, rows } = coordinateLabels(19, 'go');
    expect(columns.join('')).toBe('ABCDEFGHJKLMNOPQRST');
    expect(columns).not.toContain('I');
    expect(`${columns[0]}${rows[0]}`).toBe('A19');
    expect(`${columns[18]}${rows[18]}`).toBe('T1');
    expect(coordinateLabels(9, 'go').columns.join('')).toBe('ABCDEFGHJ');
  });

  it('uses a–o with I for Gomoku and numbers rows from the bottom', () => {
    const { columns, rows } = coordinateLabels(15, 'lower');
    expect(columns.join('')).toBe('abcdefghijklmno');
    expect(rows[0]).toBe('15');
    expect(rows[7]).toBe('8');
    expect(rows[14]).toBe('1');
  });

  it('gives upper-case letters and rectangular sizes', () => {
    expect(coordinateLabels({ width: 3, height: 2 }, 'upper')).toEqual({
      columns: ['A', 'B', 'C'],
      rows: ['2', '1'],
    });
  });

  it('goes on past the alphabet with two letters', () => {
    const { columns } = coordinateLabels(28, 'lower');
    expect(columns.slice(24)).toEqual(['y', 'z', 'aa', 'ab']);
  });
});
