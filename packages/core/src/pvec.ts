/**
 * A persistent (immutable) vector: a 32-way trie with path copying, so `set` and
 * `push` copy at most one node per level (O(log32 n)) and every older version
 * stays valid. Used by {@link GameTree} so adding a node does not copy the tree.
 *
 * @example
 * ```ts
 * const a = PVec.empty<string>().push('x').push('y');
 * const b = a.set(0, 'z');
 * a.get(0); // 'x'
 * b.get(0); // 'z'
 * b.length; // 2
 * ```
 */
const BITS = 5;
const WIDTH = 1 << BITS;
const MASK = WIDTH - 1;

type Branch = readonly unknown[];

export class PVec<T> {
  private constructor(
    private readonly root: Branch,
    /** Bits to shift at the root: 0 when the root is a leaf. */
    private readonly shift: number,
    readonly length: number,
  ) {}

  static empty<T>(): PVec<T> {
    return new PVec<T>([], 0, 0);
  }

  /** A vector of `items` built in one pass (O(n), no per-item path copying). */
  static from<T>(items: readonly T[]): PVec<T> {
    const n = items.length;
    if (n === 0) return PVec.empty<T>();
    let level: Branch[] = [];
    for (let i = 0; i < n; i += WIDTH) level.push(items.slice(i, i + WIDTH));
    let shift = 0;
    // One parent per WIDTH nodes until a single root covers all n items.
    while (n > 2 ** (shift + BITS)) {
      const up: Branch[] = [];
      for (let i = 0; i < level.length; i += WIDTH) up.push(level.slice(i, i + WIDTH));
      level = up;
      shift += BITS;
    }
    return new PVec<T>(level[0] as Branch, shift, n);
  }

  /** The value at `i`, or undefined when `i` is out of range. */
  get(i: number): T | undefined {
    if (!Number.isInteger(i) || i < 0 || i >= this.length) return undefined;
    let node = this.root;
    for (let level = this.shift; level > 0; level -= BITS) {
      node = node[(i >>> level) & MASK] as Branch;
    }
    return node[i & MASK] as T | undefined;
  }

  /** A new vector with `i` (0 ≤ i < length) set to `value`. */
  set(i: number, value: T): PVec<T> {
    if (!Number.isInteger(i) || i < 0 || i >= this.length) {
      throw new RangeError(`index ${i} out of range 0..${this.length - 1}`);
    }
    return new PVec<T>(setIn(this.root, this.shift, i, value), this.shift, this.length);
  }

  /** A new vector with `value` appended. */
  push(value: T): PVec<T> {
    const i = this.length;
    let root = this.root;
    let shift = this.shift;
    if (i === 2 ** (shift + BITS)) {
      root = [root];
      shift += BITS;
    }
    return new PVec<T>(setIn(root, shift, i, value), shift, i + 1);
  }
}

/** Path copy from `node` at `level` down to the leaf slot of `i`, creating missing nodes. */
function setIn(node: Branch | undefined, level: number, i: number, value: unknown): Branch {
  const copy = node ? node.slice() : [];
  if (level === 0) {
    copy[i & MASK] = value;
  } else {
    const slot = (i >>> level) & MASK;
    copy[slot] = setIn(copy[slot] as Branch | undefined, level - BITS, i, value);
  }
  return copy;
}
