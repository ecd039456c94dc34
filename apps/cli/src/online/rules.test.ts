import { describe, expect, it } from 'vitest';
import { isFinished } from './rules.js';

describe('isFinished', () => {
  it('sees a Gomoku five and a Go game after two passes', () => {
    const five = ['h8', 'a1', 'i8', 'a2', 'j8', 'a3', 'k8', 'a4', 'l8'];
    expect(isFinished('gomoku', {}, five)).toBe(true);
    expect(isFinished('gomoku', {}, five.slice(0, -1))).toBe(false);
    expect(isFinished('go', { size: 9 }, ['E5', 'pass', 'pass'])).toBe(true);
    expect(isFinished('go', { size: 9 }, ['E5', 'pass'])).toBe(false);
  });

  it('is unsure (false) when the moves or options cannot be read', () => {
    expect(isFinished('gomoku', {}, ['h8', 'h8'])).toBe(false);
    expect(isFinished('gomoku', { size: 99 }, [])).toBe(false);
    expect(isFinished('chongzi', {}, [])).toBe(false);
  });
});
