import { initial } from '@qipan/chongzi';
import { describe, expect, it } from 'vitest';
import { chongziTentative } from './confirm.js';

describe('chongziTentative', () => {
  const s = initial({ size: 5, start: 'fixed' });

  it('shows a placed piece on its point, said as "at"', () => {
    const t = chongziTentative(s, { kind: 'place', at: { x: 1, y: 2 } });
    expect(t.point).toEqual({ x: 1, y: 2 });
    expect(t.piece).toBe(s.turn);
    expect(t.words).toEqual({ kind: 'at', name: 'B3' });
    expect(t.key).toBe('place 1,2');
  });

  it("shows a step's piece on its destination; the key holds both points", () => {
    const move = { kind: 'step', from: { x: 0, y: 3 }, to: { x: 0, y: 2 } } as const;
    const t = chongziTentative(s, move);
    expect(t.point).toEqual({ x: 0, y: 2 });
    expect(t.piece).toBe(s.turn);
    expect(t.words.kind).toBe('step');
    expect(t.words.name).toContain('A3');
    expect(t.key).toBe('step 0,3 0,2');
    // The same destination from another piece is another tentative move.
    const other = chongziTentative(s, { kind: 'step', from: { x: 1, y: 2 }, to: { x: 0, y: 2 } });
    expect(other.key).not.toBe(t.key);
  });

  it('rings a piece to remove without drawing a piece over it', () => {
    const t = chongziTentative(s, { kind: 'remove', at: { x: 2, y: 0 } });
    expect(t.point).toEqual({ x: 2, y: 0 });
    expect(t.piece).toBeUndefined();
    expect(t.words).toEqual({ kind: 'remove', name: 'C5' });
  });
});
