import { describe, expect, it } from 'vitest';
import { Pager } from './pager.js';

function* counted(n: number, pulls: { count: number }): Generator<number> {
  for (let i = 0; i < n; i++) {
    pulls.count++;
    yield i * 10;
  }
}

describe('Pager', () => {
  it('pulls lazily and caches', () => {
    const pulls = { count: 0 };
    const p = new Pager(counted(5, pulls));
    expect(pulls.count).toBe(0);
    expect(p.at(2)).toBe(20);
    expect(pulls.count).toBe(3);
    expect(p.at(0)).toBe(0);
    expect(pulls.count).toBe(3);
    expect(p.known).toBe(3);
    expect(p.done).toBe(false);
    expect(p.size).toBeUndefined();
  });
  it('knows its size once exhausted', () => {
    const p = new Pager(counted(3, { count: 0 }));
    expect(p.at(7)).toBeUndefined();
    expect(p.done).toBe(true);
    expect(p.size).toBe(3);
    expect(p.at(-1)).toBeUndefined();
  });
});
