import { initial, go, playAt, type GoState } from '@qipan/go';
import { describe, expect, it } from 'vitest';
import type { NetEvaluation } from '../evaluation.js';
import { NnCache, positionKey } from './nn-cache.js';

const fake = (lead: number) => ({ lead }) as unknown as NetEvaluation;

function play(s: GoState, ...points: [number, number][]): GoState {
  for (const [x, y] of points) {
    const r = go.play(s, playAt(x, y));
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  return s;
}

describe('NnCache', () => {
  it('drops the least recently used entry beyond its capacity', () => {
    const c = new NnCache(2);
    c.set('a', fake(1));
    c.set('b', fake(2));
    expect(c.get('a')?.lead).toBe(1); // refreshes a
    c.set('c', fake(3));
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')?.lead).toBe(1);
    expect(c.get('c')?.lead).toBe(3);
    expect(c.size).toBe(2);
    expect([c.hits, c.misses]).toEqual([3, 1]);
    const none = new NnCache(0);
    none.set('a', fake(1));
    expect(none.get('a')).toBeUndefined();
  });

  it('keys transpositions alike and different turns or passes apart', () => {
    const s = initial({ preset: 'chinese', size: 9 });
    const a = play(s, [2, 2], [6, 6], [2, 6]);
    const b = play(s, [2, 6], [6, 6], [2, 2]);
    expect(positionKey(a, -1)).toBe(positionKey(b, -1));
    expect(positionKey(a, -1)).not.toBe(positionKey(play(s, [2, 2], [6, 6]), -1));
    expect(positionKey(a, -1)).not.toBe(positionKey(a, 5));
    const passed = go.play(a, { type: 'pass' });
    if (!passed.ok) throw new Error('pass refused');
    expect(positionKey(passed.value, -1)).not.toBe(positionKey(a, -1));
  });
});
