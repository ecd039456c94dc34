import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  GameTree,
  History,
  Rng,
  Zobrist,
  allPoints,
  byColor,
  columnLetter,
  err,
  hashString,
  inBounds,
  neighbours,
  ok,
  opposite,
  parseColumnLetter,
  parsePointKey,
  pointKey,
  unwrap,
} from './index.js';

describe('points', () => {
  it('round-trips keys', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), (x, y) => {
        expect(parsePointKey(pointKey({ x, y }))).toEqual({ x, y });
      }),
    );
    expect(parsePointKey('1,-2')).toBeUndefined();
    expect(parsePointKey('a,b')).toBeUndefined();
  });
  it('knows the board edges', () => {
    const size = { width: 3, height: 2 };
    expect(inBounds({ x: 2, y: 1 }, size)).toBe(true);
    expect(inBounds({ x: 3, y: 1 }, size)).toBe(false);
    expect(inBounds({ x: 0.5, y: 0 }, size)).toBe(false);
    expect(neighbours({ x: 0, y: 0 }, size)).toEqual([
      { x: 1, y: 0 },
      { x: 0, y: 1 },
    ]);
    expect(allPoints(size)).toHaveLength(6);
  });
  it('names columns with and without I', () => {
    expect(columnLetter(8, { skipI: true })).toBe('j');
    expect(columnLetter(8, { skipI: false })).toBe('i');
    expect(parseColumnLetter('J', { skipI: true })).toBe(8);
    expect(parseColumnLetter('i', { skipI: true })).toBeUndefined();
    for (let x = 0; x < 25; x++) {
      expect(parseColumnLetter(columnLetter(x, { skipI: true }), { skipI: true })).toBe(x);
    }
  });
});

describe('colors and results', () => {
  it('flips sides', () => {
    expect(opposite('black')).toBe('white');
    expect(byColor((c) => c.length)).toEqual({ black: 5, white: 5 });
  });
  it('unwraps only successes', () => {
    expect(unwrap(ok(3))).toBe(3);
    expect(() => unwrap(err({ message: 'occupied' }))).toThrow(/occupied/);
  });
});

describe('History', () => {
  it('undoes, redoes and drops the redo stack on a new push', () => {
    let h = History.start(0).push(1).push(2);
    expect(h.current).toBe(2);
    h = h.undo(2);
    expect(h.current).toBe(0);
    expect(h.canUndo).toBe(false);
    expect(h.redo().current).toBe(1);
    h = h.redo().push(9);
    expect(h.past).toEqual([0, 1, 9]);
    expect(h.canRedo).toBe(false);
    expect(h.undo(99).current).toBe(0);
  });
});

describe('GameTree', () => {
  it('keeps variations and walks a 5,000-move line without recursion', () => {
    let t = GameTree.create('root');
    let id = t.rootId;
    for (let i = 0; i < 5000; i++) [t, id] = t.addChild(id, `m${i}`);
    expect(t.mainLine()).toHaveLength(5001);
    expect(t.depth(id)).toBe(5000);
    expect([...t.walk()]).toHaveLength(5001);
    const [t2, alt] = t.addChild(t.rootId, 'alt');
    expect(t2.node(t2.rootId).children).toHaveLength(2);
    expect(
      t2
        .promote(alt)
        .mainLine()
        .map((n) => n.data),
    ).toEqual(['root', 'alt']);
    expect(t2.remove(alt).size).toBe(5001);
    expect(t2.pathTo(alt).map((n) => n.data)).toEqual(['root', 'alt']);
  });
});

describe('Rng', () => {
  it('is reproducible and unbiased enough', () => {
    const a = Rng.fromSeed('x');
    const b = Rng.fromSeed('x');
    const seq = Array.from({ length: 5 }, () => a.nextUint32());
    expect(Array.from({ length: 5 }, () => b.nextUint32())).toEqual(seq);
    expect(Rng.fromSeed('y').nextUint32()).not.toBe(seq[0]);
    const r = Rng.fromSeed(1);
    const counts = [0, 0, 0];
    for (let i = 0; i < 30000; i++) counts[r.int(3)]!++;
    for (const c of counts) expect(Math.abs(c - 10000)).toBeLessThan(500);
    expect(r.shuffle([1, 2, 3, 4]).sort()).toEqual([1, 2, 3, 4]);
    expect(hashString('')).toBe(0x811c9dc5);
  });
});

describe('Zobrist', () => {
  it('XORs pieces in and out and tells boards apart', () => {
    const z = new Zobrist(9, 2);
    const h = z.toggle(z.toggle(z.empty, 3, 0), 4, 1);
    expect(z.toggle(z.toggle(h, 4, 1), 3, 0)).toBe(z.empty);
    expect(z.hashBoard([-1, -1, -1, 0, 1])).toBe(h);
    expect(z.hashBoard([-1, -1, -1, 1, 0])).not.toBe(h);
    const keys = new Set<bigint>();
    for (let p = 0; p < 9; p++) for (let k = 0; k < 2; k++) keys.add(z.key(p, k));
    expect(keys.size).toBe(18);
  });
});
