import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GameTree } from './tree.js';
import { PVec } from './pvec.js';

describe('PVec', () => {
  it('behaves like an array under any sequence of pushes and sets, and old versions never change', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('push' as const), v: fc.integer() }),
      fc.record({ kind: fc.constant('set' as const), i: fc.nat(), v: fc.integer() }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 300 }), (ops) => {
        let vec = PVec.empty<number>();
        let arr: number[] = [];
        const history: [PVec<number>, number[]][] = [];
        for (const o of ops) {
          if (o.kind === 'push') {
            vec = vec.push(o.v);
            arr = [...arr, o.v];
          } else if (arr.length > 0) {
            const i = o.i % arr.length;
            vec = vec.set(i, o.v);
            arr = arr.map((x, j) => (j === i ? o.v : x));
          }
          history.push([vec, arr]);
        }
        for (const [v, a] of history) {
          expect(v.length).toBe(a.length);
          for (let i = 0; i < a.length; i++) expect(v.get(i)).toBe(a[i]);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('crosses several trie levels (32, 1024, 32768 elements)', () => {
    let v = PVec.empty<number>();
    for (let i = 0; i < 40000; i++) v = v.push(i * 3);
    expect(v.length).toBe(40000);
    for (const i of [0, 31, 32, 1023, 1024, 32767, 32768, 39999]) expect(v.get(i)).toBe(i * 3);
    const w = v.set(32768, -1);
    expect(w.get(32768)).toBe(-1);
    expect(v.get(32768)).toBe(32768 * 3);
  });

  it('builds from an array in one pass, the same as pushing, at every level boundary', () => {
    for (const n of [0, 1, 32, 33, 1024, 1025, 32768, 32769, 40000]) {
      const items = Array.from({ length: n }, (_, i) => i * 7);
      const v = PVec.from(items);
      expect(v.length).toBe(n);
      for (const i of [0, 31, 32, 1023, 1024, 32767, 32768, n - 1]) {
        expect(v.get(i)).toBe(i >= 0 && i < n ? i * 7 : undefined);
      }
      const w = v.push(-5).set(n >> 1, -6);
      expect(w.get(n)).toBe(n === 0 ? -6 : -5);
      expect(w.get(n >> 1)).toBe(-6);
      expect(v.get(0)).toBe(n > 0 ? 0 : undefined);
      let pushed = PVec.from(items.slice(0, n >> 1));
      for (let i = n >> 1; i < n; i++) pushed = pushed.push(items[i] as number);
      for (const i of [0, 33, 1025, n - 1]) expect(pushed.get(i)).toBe(v.get(i));
    }
  });

  it('answers undefined outside the range and refuses to set there', () => {
    const v = PVec.empty<string>().push('a');
    expect(v.get(1)).toBeUndefined();
    expect(v.get(-1)).toBeUndefined();
    expect(v.get(0.5)).toBeUndefined();
    expect(() => v.set(1, 'b')).toThrow(RangeError);
  });
});

describe('GameTree on a persistent vector', () => {
  it('builds a 50,000-node line by appending (no copy per node) and keeps old versions intact', () => {
    let t = GameTree.create(0);
    let id = t.rootId;
    const versions: GameTree<number>[] = [];
    for (let i = 1; i <= 50000; i++) {
      [t, id] = t.addChild(id, i);
      if (i % 10000 === 0) versions.push(t);
    }
    expect(t.size).toBe(50001);
    expect(t.mainLine().at(-1)?.data).toBe(50000);
    expect(versions.map((v) => v.size)).toEqual([10001, 20001, 30001, 40001, 50001]);
    expect(versions[0]?.has(10001)).toBe(false);
    expect(versions[0]?.mainLine().at(-1)?.data).toBe(10000);
  });

  it('removes a subtree, counts live nodes and refuses removed ids', () => {
    const [t1, a] = GameTree.create('r').addChild(0, 'a');
    const [t2, b] = t1.addChild(a, 'b');
    const [t, c] = t2.addChild(t2.rootId, 'c');
    const cut = t.remove(a);
    expect(cut.size).toBe(2);
    expect(cut.has(b)).toBe(false);
    expect(() => cut.node(b)).toThrow(RangeError);
    expect(cut.node(cut.rootId).children).toEqual([c]);
    expect(t.size).toBe(4);
    expect(t.update(c, 'C').node(c).data).toBe('C');
    expect(t.node(c).data).toBe('c');
  });

  it('takes a finished table in one step and goes on appending to it', () => {
    const t = GameTree.fromTable([
      { id: 0, parent: undefined, children: [1, 2], data: 'r' },
      { id: 1, parent: 0, children: [], data: 'a' },
      { id: 2, parent: 0, children: [], data: 'b' },
    ]);
    expect(t.size).toBe(3);
    expect(t.mainLine().map((n) => n.data)).toEqual(['r', 'a']);
    const [t2, c] = t.addChild(2, 'c');
    expect(c).toBe(3);
    expect(t2.pathTo(c).map((n) => n.data)).toEqual(['r', 'b', 'c']);
    expect(() => GameTree.fromTable([])).toThrow(RangeError);
    expect(() =>
      GameTree.fromTable([{ id: 1, parent: undefined, children: [], data: 'x' }]),
    ).toThrow(/id 1/);
  });
});
