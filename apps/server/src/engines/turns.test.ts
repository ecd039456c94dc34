import { describe, expect, it } from 'vitest';
import { Turns } from './turns.js';

describe('Turns', () => {
  it('gives turns in arrival order, skipping the waiters that gave up', async () => {
    const turns = new Turns();
    const order: string[] = [];
    expect(await turns.take(undefined)).toBe(true);
    const leaving = new AbortController();
    const b = turns.take(undefined).then((ok) => order.push(`b ${ok}`));
    const c = turns.take(leaving.signal).then((ok) => order.push(`c ${ok}`));
    const d = turns.take(undefined).then((ok) => order.push(`d ${ok}`));
    expect(turns.load).toBe(4);
    leaving.abort();
    await c;
    expect(order).toEqual(['c false']);
    expect(turns.load).toBe(3);
    turns.release();
    await b;
    turns.release();
    await d;
    expect(order).toEqual(['c false', 'b true', 'd true']);
    turns.release();
    expect(turns.load).toBe(0);
  });

  it('refuses a caller that has already gone, even when free', async () => {
    const gone = new AbortController();
    gone.abort();
    const turns = new Turns();
    expect(await turns.take(gone.signal)).toBe(false);
    expect(turns.load).toBe(0);
  });
});
