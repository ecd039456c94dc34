import { describe, expect, it } from 'vitest';
import { fromDiagram } from '@qipan/go';
import { BLACK, WHITE } from './index.js';
import { atariCaptures, escapeWorks } from './ladder.js';

function board(text: string) {
  const r = fromDiagram(text, { preset: 'chinese' });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.board;
}

// Black C7 (2,2) with White at C8, B7 and D6: an atari at D7 chases it in a ladder to
// the left edge (C6, C5; B6, B5; A6, A7: captured).
const SHAPE = `. . . . . . . . .
       . . O . . . . . .
       . O X . . . . . .
       . . . O . . . . .
       . . . . . . . . .
       . . . . . . . . .
       . . . . . . . . .
       . . . . . . . . .
       . . . . . . . . .`;

describe('ladder reader', () => {
  it('knows an atari that ladders', () => {
    const b = board(SHAPE);
    expect(atariCaptures(b, WHITE, b.index(3, 2))).toBe(true);
    expect(atariCaptures(b, WHITE, b.index(4, 4))).toBe(false); // no atari at all
  });

  it('sees that extending out of the atari runs into the ladder', () => {
    const b = board(SHAPE);
    b.play(WHITE, b.index(3, 2));
    expect(escapeWorks(b, BLACK, b.index(2, 3))).toBe(false);
  });

  it('sees a ladder breaker', () => {
    const b = board(SHAPE);
    b.play(BLACK, b.index(1, 4)); // B5, on the ladder's way to the edge
    expect(atariCaptures(b, WHITE, b.index(3, 2))).toBe(false);
    b.play(WHITE, b.index(3, 2));
    expect(escapeWorks(b, BLACK, b.index(2, 3))).toBe(true);
  });
});
