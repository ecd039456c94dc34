import { describe, expect, it } from 'vitest';
import { unwrap } from '@qipan/core';
import { BLACK, WHITE } from '../board.js';
import { fromDiagram } from '../diagram.js';
import { fillsOwnArea, unsafeAfterPass } from './safety.js';

const board = (d: string) => unwrap(fromDiagram(d, { preset: 'chinese' })).board;

describe('unsafeAfterPass', () => {
  const b = board(`X . X O . .
                   X X X O . .
                   . . X O O O
                   X X X O . X
                   . . X O . .
                   . . X O . .`);
  it('finds own area: regions bordered by the side only', () => {
    expect(fillsOwnArea(b, BLACK, b.index(1, 0))).toBe(true);
    expect(fillsOwnArea(b, BLACK, b.index(0, 2))).toBe(true);
    expect(fillsOwnArea(b, WHITE, b.index(0, 2))).toBe(false);
    expect(fillsOwnArea(b, WHITE, b.index(4, 0))).toBe(true);
    // The lower-right region touches the black stone at F3: nobody's own area.
    expect(fillsOwnArea(b, WHITE, b.index(4, 4))).toBe(false);
    expect(fillsOwnArea(b, BLACK, b.index(4, 4))).toBe(false);
  });
  it('refuses self-ataris, allows other moves outside own area', () => {
    expect(unsafeAfterPass(b, WHITE, b.index(1, 0))).toBe(true); // one liberty left
    expect(unsafeAfterPass(b, WHITE, b.index(0, 2))).toBe(true);
    expect(unsafeAfterPass(b, WHITE, b.index(0, 4))).toBe(false); // two liberties
    expect(unsafeAfterPass(b, BLACK, b.index(0, 4))).toBe(true); // own area
    expect(unsafeAfterPass(b, BLACK, b.index(4, 4))).toBe(false);
    expect(unsafeAfterPass(b, WHITE, b.index(4, 4))).toBe(false);
  });
});
