/**
 * A generic retrograde solver over an implicit game graph: breadth-first search
 * of every position reachable from a start key (keys are numbers below 2^53,
 * already reduced by symmetry), successor and predecessor lists in compressed
 * form, then the classic backward induction: a position with no move is lost, a
 * position with a move to a lost one is won, a position whose moves all lead to
 * won ones is lost, and what remains is drawn. Distances are in plies; the
 * winner takes the shortest win, the loser the longest loss.
 *
 * @example
 * ```ts
 * import { retrograde } from './retro.js';
 * // A counting game: from n you may go to n-1 or n-2; at 0 you cannot move and lose.
 * const r = retrograde(7, (k, out) => { let c = 0; if (k >= 1) out[c++] = k - 1; if (k >= 2) out[c++] = k - 2; return c; });
 * r.value[r.indexOf(7)]; // VALUE_WIN (7 is not a multiple of 3)
 * ```
 */

export const VALUE_DRAW = 0;
export const VALUE_WIN = 1;
export const VALUE_LOSS = 2;

export interface RetroResult {
  readonly count: number;
  readonly edges: number;
  /** Position keys in discovery order (index 0 is the start). */
  readonly keys: Float64Array;
  /** VALUE_WIN / VALUE_LOSS / VALUE_DRAW for the side to move. */
  readonly value: Uint8Array;
  readonly dist: Uint16Array;
  /** Index of a key, or -1 when the position was not reached. */
  indexOf(key: number): number;
}

/** Open-addressing hash from numeric keys to indices. */
class KeyIndex {
  private keys: Float64Array;
  private vals: Int32Array;
  private mask: number;
  size = 0;

  constructor(capacityLog2: number) {
    this.keys = new Float64Array(1 << capacityLog2).fill(-1);
    this.vals = new Int32Array(1 << capacityLog2);
    this.mask = (1 << capacityLog2) - 1;
  }

  private slot(key: number): number {
    const lo = (key % 4294967296) | 0;
    const hi = Math.floor(key / 4294967296) | 0;
    let h = Math.imul(lo ^ Math.imul(hi, 0x9e3779b1), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    return h & this.mask;
  }

  get(key: number): number {
    for (let s = this.slot(key); ; s = (s + 1) & this.mask) {
      const k = this.keys[s] as number;
      if (k === key) return this.vals[s] as number;
      if (k === -1) return -1;
    }
  }

  /** The index of `key`, adding it with `next` when absent. */
  getOrAdd(key: number, next: number): number {
    if (this.size * 2 > this.mask) this.grow();
    for (let s = this.slot(key); ; s = (s + 1) & this.mask) {
      const k = this.keys[s] as number;
      if (k === key) return this.vals[s] as number;
      if (k === -1) {
        this.keys[s] = key;
        this.vals[s] = next;
        this.size++;
        return next;
      }
    }
  }

  private grow(): void {
    const oldKeys = this.keys;
    const oldVals = this.vals;
    this.keys = new Float64Array(oldKeys.length * 2).fill(-1);
    this.vals = new Int32Array(oldKeys.length * 2);
    this.mask = oldKeys.length * 2 - 1;
    for (let i = 0; i < oldKeys.length; i++) {
      const k = oldKeys[i] as number;
      if (k === -1) continue;
      let s = this.slot(k);
      while (this.keys[s] !== -1) s = (s + 1) & this.mask;
      this.keys[s] = k;
      this.vals[s] = oldVals[i] as number;
    }
  }
}

function grown<T extends Int32Array | Float64Array>(a: T, need: number): T {
  if (need <= a.length) return a;
  let n = a.length * 2;
  while (n < need) n *= 2;
  const b = new (a.constructor as new (n: number) => T)(n);
  b.set(a);
  return b;
}

/**
 * Solves the graph reachable from `start`. `successors` writes the keys of the
 * positions after each legal move into `out` (capacity 64) and returns how many.
 */
export function retrograde(
  start: number,
  successors: (key: number, out: Float64Array) => number,
): RetroResult {
  const index = new KeyIndex(16);
  let keys = new Float64Array(1 << 16);
  let succStart = new Int32Array(1 << 16);
  let succ = new Int32Array(1 << 20);
  let edges = 0;
  let count = 0;
  const buf = new Float64Array(64);
  const add = (key: number): number => {
    const i = index.getOrAdd(key, count);
    if (i === count) {
      keys = grown(keys, count + 1);
      keys[count++] = key;
    }
    return i;
  };
  add(start);
  for (let i = 0; i < count; i++) {
    succStart = grown(succStart, i + 2);
    succStart[i] = edges;
    const k = successors(keys[i] as number, buf);
    succ = grown(succ, edges + k);
    for (let j = 0; j < k; j++) succ[edges++] = add(buf[j] as number);
  }
  succStart[count] = edges;

  const predStart = new Int32Array(count + 1);
  for (let e = 0; e < edges; e++) {
    const t = (succ[e] as number) + 1;
    predStart[t] = (predStart[t] as number) + 1;
  }
  for (let i = 0; i < count; i++)
    predStart[i + 1] = (predStart[i + 1] as number) + (predStart[i] as number);
  const pred = new Int32Array(edges);
  const fill = predStart.slice(0, count);
  for (let i = 0; i < count; i++) {
    for (let e = succStart[i] as number; e < (succStart[i + 1] as number); e++) {
      const t = succ[e] as number;
      pred[fill[t] as number] = i;
      fill[t] = (fill[t] as number) + 1;
    }
  }

  const value = new Uint8Array(count);
  const dist = new Uint16Array(count);
  const pending = new Int32Array(count);
  const queue = new Int32Array(count);
  let head = 0;
  let tail = 0;
  for (let i = 0; i < count; i++) {
    pending[i] = (succStart[i + 1] as number) - (succStart[i] as number);
    if (pending[i] === 0) {
      value[i] = VALUE_LOSS;
      queue[tail++] = i;
    }
  }
  while (head < tail) {
    const v = queue[head++] as number;
    const d = (dist[v] as number) + 1;
    const lost = value[v] === VALUE_LOSS;
    for (let e = predStart[v] as number; e < (predStart[v + 1] as number); e++) {
      const u = pred[e] as number;
      if (value[u] !== VALUE_DRAW) continue;
      if (lost) {
        value[u] = VALUE_WIN;
        dist[u] = d;
        queue[tail++] = u;
      } else {
        pending[u] = (pending[u] as number) - 1;
        if (pending[u] === 0) {
          value[u] = VALUE_LOSS;
          dist[u] = d;
          queue[tail++] = u;
        }
      }
    }
  }
  return { count, edges, keys, value, dist, indexOf: (key) => index.get(key) };
}
