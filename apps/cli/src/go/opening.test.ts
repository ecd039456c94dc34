import { describe, expect, it } from 'vitest';
import { initial, play, playAt } from '@qipan/go';
import { randomOpening } from './opening.js';

describe('randomOpening', () => {
  it('gives legal, separated moves off the edges, the same for a seed and new for another', () => {
    const a = randomOpening(19, 6, 'x');
    expect(a).toHaveLength(6);
    expect(randomOpening(19, 6, 'x')).toEqual(a);
    expect(randomOpening(19, 6, 'y')).not.toEqual(a);
    let s = initial({ size: 19 });
    for (const p of a) {
      expect(p.x).toBeGreaterThanOrEqual(2);
      expect(p.y).toBeLessThanOrEqual(16);
      const r = play(s, playAt(p.x, p.y));
      expect(r.ok).toBe(true);
      if (r.ok) s = r.value;
    }
    for (const p of a)
      for (const q of a) if (p !== q) expect(Math.abs(p.x - q.x) + Math.abs(p.y - q.y)).toBeGreaterThan(1);
  });
});
