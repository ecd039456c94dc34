import { describe, expect, it } from 'vitest';
import { fromDiagram } from '@qipan/go';
import { BLACK, FastBoard, WHITE } from './index.js';
import {
  TACTIC,
  distFeature,
  lineFeature,
  moveGamma,
  patternOf,
  swapColours,
  tacticFeature,
} from './features.js';

function board(text: string) {
  const r = fromDiagram(text, { preset: 'chinese' });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.board;
}

describe('learned move features', () => {
  it('folds the 8 symmetries and the colours into one pattern', () => {
    const a = FastBoard.create(9);
    a.play(BLACK, a.index(3, 3));
    a.play(WHITE, a.index(4, 3));
    const b = FastBoard.create(9);
    b.play(WHITE, b.index(5, 5)); // rotated by 180° and colours swapped
    b.play(BLACK, b.index(4, 5));
    expect(patternOf(a, BLACK, a.index(4, 4))).toBe(patternOf(b, WHITE, b.index(4, 4)));
    expect(patternOf(a, BLACK, a.index(4, 4))).not.toBe(patternOf(a, WHITE, a.index(4, 4)));
    expect(swapColours(swapColours(0x1b6c))).toBe(0x1b6c);
  });

  it('tags captures, escapes, self-ataris and ataris', () => {
    const b = board(
      `. . . . . . .
       . X O . . . .
       X O . . . . .
       . X . . . X .
       . . . . X O .
       . . . . O . .
       . . . . . . .`,
    );
    expect(tacticFeature(b, BLACK, b.index(2, 2))).toBe(TACTIC.capture); // O at B5 in atari
    expect(tacticFeature(b, WHITE, b.index(2, 2))).toBe(TACTIC.escape);
    expect(tacticFeature(b, WHITE, b.index(0, 1))).toBe(TACTIC.selfAtari); // A6 between X and X
    expect(tacticFeature(b, BLACK, b.index(5, 5))).toBe(TACTIC.atari); // O at F3 has two liberties
    expect(tacticFeature(b, BLACK, b.index(6, 0))).toBe(TACTIC.none);
  });

  it('buckets lines and distances', () => {
    const b = FastBoard.create(19);
    expect(lineFeature(b, b.index(2, 9))).toBe((2 * 6 + 5) * 2 + 1); // third line, side, alone
    expect(lineFeature(b, b.index(3, 2))).toBe((2 * 6 + 3) * 2 + 1); // 3-4 point
    expect(lineFeature(b, b.index(9, 9))).toBe((4 * 6 + 5) * 2 + 1);
    expect(distFeature(b, b.index(5, 5), -1)).toBe(0);
    expect(distFeature(b, b.index(5, 5), b.index(5, 6))).toBe(1); // adjacent
    expect(distFeature(b, b.index(5, 5), b.index(6, 6))).toBe(2); // diagonal
    expect(distFeature(b, b.index(5, 5), b.index(15, 15))).toBe(9);
  });

  it('has learned that corners and sides come first and the first line last', () => {
    const b = FastBoard.create(19);
    const g = (x: number, y: number): number => moveGamma(b, BLACK, b.index(x, y), -1);
    for (const star of [g(3, 3), g(2, 3), g(2, 2)]) {
      expect(star).toBeGreaterThan(10 * g(0, 0));
      expect(star).toBeGreaterThan(10 * g(1, 5));
      expect(star).toBeGreaterThan(10 * g(9, 9));
    }
  });
});
