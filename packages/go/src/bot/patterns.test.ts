import { describe, expect, it } from 'vitest';
import { fromDiagram } from '@qipan/go';
import { matchesPattern } from './patterns.js';

function board(text: string) {
  const r = fromDiagram(text, { preset: 'chinese' });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.board;
}

describe('3×3 patterns', () => {
  it('matches an enclosing hane in every orientation and for both colours', () => {
    const texts = [
      `. . . . .
       . X O X .
       . . . . .
       . . . . .
       . . . . .`,
      `. . . . .
       . . . . .
       . . . . .
       . O X O .
       . . . . .`,
      `. . . . .
       . O . . .
       . X . . .
       . O . . .
       . . . . .`,
    ];
    const centres = [
      [2, 2],
      [2, 2],
      [2, 2],
    ] as const;
    texts.forEach((t, i) => {
      const b = board(t);
      const [x, y] = centres[i]!;
      expect(matchesPattern(b, b.index(x, y))).toBe(true);
    });
  });

  it('matches the edge sagari and not an empty or crowded-but-shapeless spot', () => {
    const b = board(
      `. . . . .
       . . . . .
       . . . . .
       . . X O .
       . . . . .`,
    );
    // The point below X (C1) on the first line, next to O's side: X above, O diagonal.
    expect(matchesPattern(b, b.index(2, 4))).toBe(true);
    expect(matchesPattern(b, b.index(0, 0))).toBe(false); // empty corner
    const c = board(
      `X X X
       X . X
       X X X`,
    );
    expect(matchesPattern(c, c.index(1, 1))).toBe(false);
  });
});
