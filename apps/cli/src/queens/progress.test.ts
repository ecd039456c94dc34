import { describe, expect, it } from 'vitest';
import { compactNumber, renderBar, shortDuration } from './progress.js';

describe('progress of a queued count', () => {
  it('shows the detail between the task count and the clock, and still fits', () => {
    const detail = '14,772,512 solutions  2.1M/s  ETA 3m05s  2 workers';
    const text = renderBar({ done: 46, total: 93, elapsedMs: 7000, width: 100, detail });
    expect(text).toBe(`[${'#'.repeat(10)}${'.'.repeat(11)}]   49%  46/93 tasks  ${detail}  7.0s`);
    expect(text.length).toBe(100);
    expect(renderBar({ done: 46, total: 93, elapsedMs: 7000, width: 60, detail })).toHaveLength(60);
  });

  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1.0k'],
    [12_345, '12.3k'],
    [2_345_678, '2.3M'],
    [345_678_901, '346M'],
    [4.2e12, '4.2T'],
  ])('compactNumber(%d) = %s', (x, text) => {
    expect(compactNumber(x)).toBe(text);
  });

  it.each([
    [0, '0s'],
    [42_400, '42s'],
    [185_000, '3m05s'],
    [7_620_000, '2h07m'],
    [273_600_000, '3d04h'],
  ])('shortDuration(%d) = %s', (ms, text) => {
    expect(shortDuration(ms)).toBe(text);
  });
});
