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

  it('knows Chongzi too (the one registry of games)', () => {
    // 4×4, the AI against itself: blue (white) takes red's last piece with the last move.
    const game =
      'D1-D2 A4-A3 D2-D3 B4-B3 A1-A2 B3-B2 A2-A1 B2-C2 A1-A2 A3-B3 C1-D1 C2-C3 B1-B2 C3-C2 B2-B1 C2-B2'.split(
        ' ',
      );
    expect(isFinished('chongzi', { size: 4, start: 'fixed' }, game)).toBe(true);
    expect(isFinished('chongzi', { size: 4, start: 'fixed' }, game.slice(0, -1))).toBe(false);
  });

  it('is unsure (false) when the moves or options cannot be read', () => {
    expect(isFinished('gomoku', {}, ['h8', 'h8'])).toBe(false);
    expect(isFinished('gomoku', { size: 99 }, [])).toBe(false);
    expect(isFinished('chongzi', { size: 7 }, [])).toBe(false);
  });
});
