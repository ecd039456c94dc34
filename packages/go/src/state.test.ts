import { describe, expect, it } from 'vitest';
import { BLACK } from './board.js';
import { toDiagram } from './diagram.js';
import { play } from './play.js';
import { initial, playAt, stoneAt, stoneRows, withSetup, type GoState } from './state.js';

const after = (s: GoState, ...moves: [number, number][]): GoState => {
  for (const [x, y] of moves) {
    const r = play(s, playAt(x, y));
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  return s;
};

describe('GoState.board', () => {
  it('is a copy at each read: changing it changes no state', () => {
    const s = after(initial({ size: 5 }), [2, 2], [1, 1]);
    const before = toDiagram(s);
    const b = s.board;
    expect(b).not.toBe(s.board);
    b.play(BLACK, b.index(0, 0));
    b.setup([{ index: b.index(2, 2), value: 0 }]);
    expect(toDiagram(s)).toBe(before);
    expect(stoneAt(s, { x: 2, y: 2 })).toBe('black');
    expect(stoneAt(s, { x: 0, y: 0 })).toBeUndefined();
    // The next move is played from the state's own board, not the changed copy.
    const next = after(s, [3, 3]);
    expect(stoneRows(next)[0]?.[0]).toBeUndefined();
    expect(stoneAt(next, { x: 2, y: 2 })).toBe('black');
  });

  it('survives a spread: the copy plays on from the same position', () => {
    const s = after(initial({ size: 5 }), [2, 2]);
    const spread: GoState = { ...s, passes: 0 };
    expect(toDiagram(spread)).toBe(toDiagram(s));
    expect(toDiagram(after(spread, [1, 1]))).toBe(toDiagram(after(s, [1, 1])));
    const set = withSetup(spread, [{ point: { x: 0, y: 0 }, color: 'white' }]);
    expect(stoneAt(set, { x: 0, y: 0 })).toBe('white');
    expect(stoneAt(s, { x: 0, y: 0 })).toBeUndefined();
  });
});
