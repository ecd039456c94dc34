import { describe, expect, it } from 'vitest';
import { KNOWN_TOTAL, KNOWN_UNIQUE, parseBoardSize } from './known.js';

describe('known counts', () => {
  it('has the classic values', () => {
    expect(KNOWN_TOTAL[8]).toBe(92);
    expect(KNOWN_UNIQUE[8]).toBe(12);
    expect(KNOWN_TOTAL[10]).toBe(724);
    expect(KNOWN_UNIQUE[10]).toBe(92);
    expect(KNOWN_TOTAL[20]).toBe(39029188884);
  });
});

describe('parseBoardSize', () => {
  it('accepts 4..20 and falls back to 8', () => {
    expect(parseBoardSize('10')).toBe(10);
    expect(parseBoardSize('4')).toBe(4);
    expect(parseBoardSize('20')).toBe(20);
    expect(parseBoardSize('3')).toBe(8);
    expect(parseBoardSize('21')).toBe(8);
    expect(parseBoardSize('8.5')).toBe(8);
    expect(parseBoardSize(null)).toBe(8);
    expect(parseBoardSize('')).toBe(8);
  });
});
