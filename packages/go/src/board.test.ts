import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BLACK, EMPTY, FastBoard, WHITE, otherColor, type StoneColor } from './board.js';

/** A slow reference: flood fills on a plain array after every move. */
function referencePlay(cells: number[], size: number, c: number, x: number, y: number): number[] {
  const out = cells.slice();
  out[y * size + x] = c;
  const nbrs = (i: number) => {
    const px = i % size;
    const py = Math.floor(i / size);
    const r: number[] = [];
    if (px > 0) r.push(i - 1);
    if (px < size - 1) r.push(i + 1);
    if (py > 0) r.push(i - size);
    if (py < size - 1) r.push(i + size);
    return r;
  };
  const group = (i: number) => {
    const seen = new Set([i]);
    const stack = [i];
    const libSet = new Set<number>();
    while (stack.length) {
      const s = stack.pop()!;
      for (const q of nbrs(s)) {
        if (out[q] === EMPTY) libSet.add(q);
        else if (out[q] === out[i] && !seen.has(q)) {
          seen.add(q);
          stack.push(q);
        }
      }
    }
    return { stones: [...seen], libs: libSet.size };
  };
  const o = 3 - c;
  for (const q of nbrs(y * size + x)) {
    if (out[q] !== o) continue;
    const g = group(q);
    if (g.libs === 0) for (const s of g.stones) out[s] = EMPTY;
  }
  const own = group(y * size + x);
  if (own.libs === 0) for (const s of own.stones) out[s] = EMPTY;
  return out;
}

describe('FastBoard', () => {
  it('matches a slow reference over random games (suicide allowed), with exact liberties', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 7 }),
        fc.array(fc.tuple(fc.nat(6), fc.nat(6)), { maxLength: 150 }),
        (size, moves) => {
          const b = FastBoard.create(size);
          let ref: number[] = new Array(size * size).fill(EMPTY);
          let c: StoneColor = BLACK;
          for (const [mx, my] of moves) {
            const x = mx % size;
            const y = my % size;
            const p = b.index(x, y);
            if (b.cells[p] !== EMPTY) continue;
            b.play(c, p);
            ref = referencePlay(ref, size, c, x, y);
            c = otherColor(c);
          }
          for (let y = 0; y < size; y++) {
            for (let x = 0; x < size; x++) {
              const p = b.index(x, y);
              expect(b.cells[p]).toBe(ref[y * size + x]);
              if (b.cells[p] !== EMPTY) {
                // Pseudo-liberties are zero exactly when the exact count is zero.
                const h = b.head[p] as number;
                expect(b.libs[h]! > 0).toBe(b.liberties(p) > 0);
                expect(b.count[h]).toBe(b.chain(p).length);
              }
            }
          }
          // Incremental hash = hash rebuilt from scratch.
          const copy = b.clone();
          copy.setup([]);
          expect([copy.hashLo, copy.hashHi]).toEqual([b.hashLo, b.hashHi]);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('isSuicide agrees with the reference on every empty point of random positions', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.array(fc.tuple(fc.nat(5), fc.nat(5)), { maxLength: 120 }),
        (size, moves) => {
          const b = FastBoard.create(size);
          let ref: number[] = new Array(size * size).fill(EMPTY);
          let c: StoneColor = BLACK;
          for (const [mx, my] of moves) {
            const p = b.index(mx % size, my % size);
            if (b.cells[p] !== EMPTY) continue;
            b.play(c, p);
            ref = referencePlay(ref, size, c, mx % size, my % size);
            c = otherColor(c);
          }
          for (let y = 0; y < size; y++)
            for (let x = 0; x < size; x++) {
              if (ref[y * size + x] !== EMPTY) continue;
              for (const col of [BLACK, WHITE] as const) {
                const after = referencePlay(ref, size, col, x, y);
                expect(b.isSuicide(col, b.index(x, y))).toBe(after[y * size + x] === EMPTY);
              }
            }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('counts prisoners and refuses occupied, suicide and ko points', () => {
    const b = FastBoard.create(4);
    const at = (x: number, y: number) => b.index(x, y);
    b.play(BLACK, at(1, 0));
    b.play(BLACK, at(0, 1));
    expect(b.check(WHITE, at(0, 0), 'forbidden')).toBe('suicide');
    expect(b.check(WHITE, at(0, 0), 'allowed')).toBeUndefined();
    expect(b.check(WHITE, at(1, 0), 'forbidden')).toBe('occupied');
    // A ko: W at B3 surrounded on three sides, B takes it.
    const k = FastBoard.create(4);
    for (const [x, y] of [
      [1, 0],
      [0, 1],
      [1, 2],
    ] as const)
      k.play(BLACK, k.index(x, y));
    for (const [x, y] of [
      [2, 0],
      [1, 1],
      [3, 1],
      [2, 2],
    ] as const)
      k.play(WHITE, k.index(x, y));
    expect(k.play(BLACK, k.index(2, 1))).toBe(1);
    expect(k.prisoners[BLACK]).toBe(1);
    expect(k.check(WHITE, k.index(1, 1), 'forbidden')).toBe('ko');
    expect(k.check(BLACK, k.index(1, 1), 'forbidden')).toBeUndefined(); // only White is banned
    k.pass();
    expect(k.check(WHITE, k.index(1, 1), 'forbidden')).toBeUndefined();
  });
});
