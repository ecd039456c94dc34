import { describe, expect, it } from 'vitest';
import { fromDiagram } from '@qipan/go';
import { estimateOwnership } from './index.js';

describe('estimateOwnership', () => {
  it('finds a lone stone in the opponent area dead, and the wall alive', () => {
    const r = fromDiagram(
      `. . X . .
       . . X . .
       O . X . .
       . . X . .
       . . X . .`,
      { preset: 'chinese', komi: 0.5 },
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const o = estimateOwnership(r.value, { playouts: 100, seed: 1 });
    expect(o.dead).toEqual([{ x: 0, y: 2 }]);
    // The wall is Black's in (nearly) every playout: a rare playout lets White take it.
    expect(o.owner[0]?.[2]).toBeGreaterThan(0.9);
    expect(o.owner[2]?.[0]).toBeGreaterThan(0.5);
  });

  it('keeps both groups of a settled position alive', () => {
    const r = fromDiagram(
      `. X O . O
       X X O O O
       . X O . O
       X X O O O
       . X O . O`,
      { preset: 'chinese', komi: 0.5 },
    );
    if (!r.ok) throw new Error(r.error.message);
    const o = estimateOwnership(r.value, { playouts: 100, seed: 2 });
    expect(o.dead).toEqual([]);
    expect(o.owner[0]?.[3]).toBe(-1); // an eye of White's
    expect(o.owner[0]?.[0]).toBe(1);
  });
});
