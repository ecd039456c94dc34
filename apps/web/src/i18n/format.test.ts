import { describe, expect, it } from 'vitest';
import { formatDate, formatDuration, formatNumber } from './format.js';

describe('formatNumber', () => {
  it('groups digits for both languages', () => {
    expect(formatNumber(92, 'en')).toBe('92');
    expect(formatNumber(14772512, 'en')).toBe('14,772,512');
    expect(formatNumber(14772512, 'zh')).toBe('14,772,512');
    expect(formatNumber(1.5, 'zh')).toBe('1.5');
  });
});

describe('formatDuration', () => {
  it('shows clocks as m:ss or h:mm:ss, tenths under ten seconds', () => {
    expect(formatDuration(65_000, 'en')).toBe('1:05');
    expect(formatDuration(3_723_000, 'en')).toBe('1:02:03');
    expect(formatDuration(600_000, 'zh')).toBe('10:00');
    expect(formatDuration(9_950, 'en')).toBe('0:09.9');
    expect(formatDuration(10_000, 'en')).toBe('0:10');
    expect(formatDuration(0, 'en')).toBe('0:00.0');
  });
  it('never shows negative or broken time', () => {
    expect(formatDuration(-500, 'en')).toBe('0:00.0');
    expect(formatDuration(Number.NaN, 'zh')).toBe('0:00.0');
  });
  it('shows elapsed time in seconds under a minute, in the language', () => {
    expect(formatDuration(1_234, 'en', 'elapsed')).toBe('1.2 sec');
    expect(formatDuration(1_234, 'zh', 'elapsed')).toBe('1.2秒');
    expect(formatDuration(59_999, 'en', 'elapsed')).toBe('59.9 sec');
    expect(formatDuration(61_000, 'en', 'elapsed')).toBe('1:01');
  });
});

describe('formatDate', () => {
  it('writes the date the way each language does', () => {
    const d = new Date(2026, 10, 24, 5, 30);
    expect(formatDate(d, 'en')).toMatch(/^Nov 24, 2026/);
    expect(formatDate(d, 'zh')).toMatch(/^2026年11月24日/);
  });
});
