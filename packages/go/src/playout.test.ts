import { describe, expect, it } from 'vitest';
import { Rng } from '@qipan/core';
import { BLACK, EMPTY, FastBoard, WHITE } from './board.js';
import { isOwnEye, randomPlayout } from './playout.js';

describe('randomPlayout', () => {
  it('plays to the end: every empty point is an own eye or illegal for both sides', () => {
    let finished = 0;
    for (let seed = 0; seed < 20; seed++) {
      const b = FastBoard.create(9);
      const r = randomPlayout(b, BLACK, Rng.fromSeed(seed));
      expect(r.moves).toBeGreaterThan(40);
      if (!r.finished) continue; // stopped by the move limit in a ko fight
      finished++;
      // A pass lifts a ko ban, so one retake may be open when both sides have passed.
      let open = 0;
      for (let y = 0; y < 9; y++) {
        for (let x = 0; x < 9; x++) {
          const p = b.index(x, y);
          if (b.cells[p] !== EMPTY) {
            expect(b.liberties(p)).toBeGreaterThan(0);
            continue;
          }
          for (const c of [BLACK, WHITE] as const) {
            if (!isOwnEye(b, c, p) && b.check(c, p, 'forbidden') === undefined) open++;
          }
        }
      }
      expect(open).toBeLessThanOrEqual(1);
    }
    expect(finished).toBeGreaterThanOrEqual(12);
  });
  it('is deterministic for a seed and reports what it removed', () => {
    const a = FastBoard.create(9);
    const b = FastBoard.create(9);
    randomPlayout(a, BLACK, Rng.fromSeed('x'));
    randomPlayout(b, BLACK, Rng.fromSeed('x'));
    expect(a.cells).toEqual(b.cells);
    const k = FastBoard.create(4);
    for (const [x, y] of [
      [1, 0],
      [0, 1],
    ] as const)
      k.play(BLACK, k.index(x, y));
    k.play(WHITE, k.index(0, 0)); // suicide, played without a check
    expect(k.removed.slice(0, k.removedCount)).toEqual([k.index(0, 0)]);
  });
});
