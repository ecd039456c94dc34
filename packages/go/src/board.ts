/**
 * The fast internal board: a padded 1-D array, chains as circular linked lists with
 * pseudo-liberty counts updated incrementally, Zobrist hashing, play in place (no
 * copying). The public immutable API clones it once per move; search code (bots,
 * playouts, bulk replay) plays on one instance.
 *
 * @example
 * ```ts
 * import { FastBoard, BLACK, WHITE } from '@qipan/go/bot';
 * const b = FastBoard.create(9);
 * b.play(BLACK, b.index(0, 1));
 * b.play(BLACK, b.index(1, 0));
 * b.play(WHITE, b.index(0, 0)); // a suicide: removes itself (check() refuses it first)
 * b.check(WHITE, b.index(0, 0), 'forbidden'); // 'suicide'
 * ```
 */
import { templateFor, zobristFor, type ZobristKeys } from './boardtables.js';

export const EMPTY = 0;
export const BLACK = 1;
export const WHITE = 2;
export const EDGE = 3;
export type StoneColor = typeof BLACK | typeof WHITE;

/** Why the board refuses a point (turn, superko and game-over are the state's business). */
export type BoardRefusal = 'occupied' | 'suicide' | 'ko';

export const otherColor = (c: StoneColor): StoneColor => (c === BLACK ? WHITE : BLACK);

export class FastBoard {
  // Plain packed arrays of small integers, not typed arrays: V8 allocates and copies
  // them on its heap, which makes clone() several times cheaper.
  /** Board cells with a one-point border of EDGE: index = (y + 1) * stride + x + 1. */
  readonly cells: number[];
  /** The chain head of each stone. */
  readonly head: number[];
  /** The next stone of the same chain (circular). */
  readonly next: number[];
  /** Pseudo-liberties (stone, empty neighbour pairs) per chain head. */
  readonly libs: number[];
  /** Stones per chain head. */
  readonly count: number[];
  /** Stones captured by each colour (index BLACK, WHITE). */
  readonly prisoners: number[];
  /** Zobrist hash of the stones (two 32-bit halves). */
  hashLo = 0;
  hashHi = 0;
  /** The point the side in `koColor` may not play now (simple ko), or -1. */
  ko = -1;
  koColor: StoneColor = BLACK;
  /** Points emptied by the last {@link play} (captures or suicide): `removed[0..removedCount)`. */
  readonly removed: number[] = [];
  removedCount = 0;
  private readonly dirs: readonly [number, number, number, number];
  private readonly zobrist: ZobristKeys;

  private constructor(
    readonly size: number,
    source?: FastBoard,
  ) {
    const stride = size + 2;
    this.dirs = [1, -1, stride, -stride];
    this.zobrist = zobristFor(stride);
    if (source) {
      this.cells = source.cells.slice();
      this.head = source.head.slice();
      this.next = source.next.slice();
      this.libs = source.libs.slice();
      this.count = source.count.slice();
      this.prisoners = source.prisoners.slice();
      this.hashLo = source.hashLo;
      this.hashHi = source.hashHi;
      this.ko = source.ko;
      this.koColor = source.koColor;
      return;
    }
    const t = templateFor(size, EMPTY, EDGE);
    this.cells = t.cells.slice();
    this.head = t.zeros.slice();
    this.next = t.zeros.slice();
    this.libs = t.zeros.slice();
    this.count = t.zeros.slice();
    this.prisoners = [0, 0, 0];
  }

  static create(size: number): FastBoard {
    return new FastBoard(size);
  }

  clone(): FastBoard {
    return new FastBoard(this.size, this);
  }

  get stride(): number {
    return this.size + 2;
  }

  index(x: number, y: number): number {
    return (y + 1) * (this.size + 2) + x + 1;
  }
  x(index: number): number {
    return (index % (this.size + 2)) - 1;
  }
  y(index: number): number {
    return Math.floor(index / (this.size + 2)) - 1;
  }
  /** The four orthogonal neighbour offsets. */
  get offsets(): readonly number[] {
    return this.dirs;
  }

  /** Liberties of the chain through `p`, exactly (distinct empty points). */
  liberties(p: number): number {
    const seen = new Set<number>();
    let s = p;
    do {
      for (const d of this.dirs) if (this.cells[s + d] === EMPTY) seen.add(s + d);
      s = this.next[s] as number;
    } while (s !== p);
    return seen.size;
  }

  /** The stones of the chain through `p`. */
  chain(p: number): number[] {
    const out: number[] = [];
    let s = p;
    do {
      out.push(s);
      s = this.next[s] as number;
    } while (s !== p);
    return out;
  }

  /** Undefined when `c` may play at `p` on this board (ko here is the simple ko). */
  check(c: StoneColor, p: number, suicide: 'forbidden' | 'allowed'): BoardRefusal | undefined {
    if (this.cells[p] !== EMPTY) return 'occupied';
    if (p === this.ko && c === this.koColor) return 'ko';
    if (suicide === 'forbidden' && this.isSuicide(c, p)) return 'suicide';
    return undefined;
  }

  /** True when a stone of `c` at empty `p` would have no liberty after captures. */
  isSuicide(c: StoneColor, p: number): boolean {
    const cells = this.cells;
    const s = this.size + 2;
    const a = p - 1;
    const b = p + 1;
    const u = p - s;
    const d = p + s;
    const ca = cells[a];
    const cb = cells[b];
    const cu = cells[u];
    const cd = cells[d];
    if (ca === EMPTY || cb === EMPTY || cu === EMPTY || cd === EMPTY) return false;
    // No empty neighbour: all four are stones or the edge (given distinct negative
    // heads), so equal heads mean the same chain.
    const head = this.head;
    const ha = ca === EDGE ? -1 : (head[a] as number);
    const hb = cb === EDGE ? -2 : (head[b] as number);
    const hu = cu === EDGE ? -3 : (head[u] as number);
    const hd = cd === EDGE ? -4 : (head[d] as number);
    return !(
      this.escapes(c, ca as number, ha, ha, hb, hu, hd) ||
      this.escapes(c, cb as number, hb, ha, hb, hu, hd) ||
      this.escapes(c, cu as number, hu, ha, hb, hu, hd) ||
      this.escapes(c, cd as number, hd, ha, hb, hu, hd)
    );
  }

  /**
   * For a stone-or-edge neighbour `v` (chain head `h`, negative for the edge) of a point
   * whose neighbours' heads are `ha..hd`: true when playing there keeps a liberty
   * through it (an own chain with another liberty, or an opposing chain captured).
   */
  private escapes(
    c: StoneColor,
    v: number,
    h: number,
    ha: number,
    hb: number,
    hu: number,
    hd: number,
  ): boolean {
    if (h < 0) return false;
    const pairs = (ha === h ? 1 : 0) + (hb === h ? 1 : 0) + (hu === h ? 1 : 0) + (hd === h ? 1 : 0);
    const libs = this.libs[h] as number;
    return v === c ? libs > pairs : libs === pairs;
  }

  /** Would `c` at empty `p` capture something? */
  captures(c: StoneColor, p: number): boolean {
    const o = otherColor(c);
    for (const d of this.dirs) {
      const q = p + d;
      if (this.cells[q] !== o) continue;
      const h = this.head[q] as number;
      let pairs = 0;
      for (const e of this.dirs) if (this.cells[p + e] === o && this.head[p + e] === h) pairs++;
      if (this.libs[h] === pairs) return true;
    }
    return false;
  }

  /**
   * Plays `c` at empty `p` in place, without legality checks (call {@link check}
   * first): captures, then removes the own chain if it has no liberty (suicide).
   * Returns the number of opposing stones captured.
   */
  play(c: StoneColor, p: number): number {
    this.removedCount = 0;
    const cells = this.cells;
    const head = this.head;
    const libs = this.libs;
    const dirs = this.dirs;
    cells[p] = c;
    head[p] = p;
    this.next[p] = p;
    this.count[p] = 1;
    this.toggle(p, c);
    let own = 0;
    for (let k = 0; k < 4; k++) {
      const q = p + (dirs[k] as number);
      const v = cells[q];
      if (v === EMPTY) own++;
      else if (v !== EDGE) {
        const h = head[q] as number;
        libs[h] = (libs[h] as number) - 1;
      }
    }
    libs[p] = own;
    for (let k = 0; k < 4; k++) {
      const q = p + (dirs[k] as number);
      if (cells[q] === c) {
        const hq = head[q] as number;
        const hp = head[p] as number;
        if (hq !== hp) this.merge(hp, hq);
      }
    }
    const o = c === BLACK ? WHITE : BLACK;
    let captured = 0;
    let lastCaptured = -1;
    for (let k = 0; k < 4; k++) {
      const q = p + (dirs[k] as number);
      if (cells[q] === o) {
        const h = head[q] as number;
        if (libs[h] === 0) {
          captured += this.remove(h, c);
          lastCaptured = q;
        }
      }
    }
    const h = head[p] as number;
    this.ko = -1;
    if (libs[h] === 0) this.remove(h, o);
    else if (captured === 1 && this.count[h] === 1 && libs[h] === 1) {
      this.ko = lastCaptured;
      this.koColor = o;
    }
    return captured;
  }

  /** A pass: only lifts the ko ban. */
  pass(): void {
    this.ko = -1;
  }

  /** Setup (SGF AB/AW/AE): puts or clears stones without captures, then rebuilds chains. */
  setup(changes: readonly { index: number; value: typeof EMPTY | StoneColor }[]): void {
    for (const { index, value } of changes)
      if (this.cells[index] !== EDGE) this.cells[index] = value;
    this.ko = -1;
    this.rebuild();
  }

  private toggle(p: number, c: StoneColor): void {
    const i = p * 2 + c - 1;
    this.hashLo ^= this.zobrist.lo[i] as number;
    this.hashHi ^= this.zobrist.hi[i] as number;
  }

  private merge(a: number, b: number): void {
    const aBigger = (this.count[a] as number) >= (this.count[b] as number);
    const keep = aBigger ? a : b;
    const drop = aBigger ? b : a;
    let s = drop;
    do {
      this.head[s] = keep;
      s = this.next[s] as number;
    } while (s !== drop);
    const t = this.next[keep] as number;
    this.next[keep] = this.next[drop] as number;
    this.next[drop] = t;
    this.count[keep] = (this.count[keep] as number) + (this.count[drop] as number);
    this.libs[keep] = (this.libs[keep] as number) + (this.libs[drop] as number);
  }

  /** Removes the chain at head `h`; `by` gets the prisoners. Returns the stones removed. */
  private remove(h: number, by: StoneColor): number {
    const cells = this.cells;
    const next = this.next;
    const head = this.head;
    const libs = this.libs;
    const dirs = this.dirs;
    const removed = this.removed;
    const c = cells[h] as StoneColor;
    let s = h;
    let n = 0;
    do {
      cells[s] = EMPTY;
      this.toggle(s, c);
      removed[this.removedCount++] = s;
      n++;
      s = next[s] as number;
    } while (s !== h);
    s = h;
    do {
      for (let k = 0; k < 4; k++) {
        const q = s + (dirs[k] as number);
        const v = cells[q];
        if (v === BLACK || v === WHITE) {
          const g = head[q] as number;
          libs[g] = (libs[g] as number) + 1;
        }
      }
      s = next[s] as number;
    } while (s !== h);
    this.prisoners[by] = (this.prisoners[by] as number) + n;
    return n;
  }

  /** Recomputes chains, pseudo-liberties and the hash from `cells` (iterative flood fill). */
  private rebuild(): void {
    const cells = this.cells;
    this.hashLo = 0;
    this.hashHi = 0;
    for (let p = 0; p < cells.length; p++) {
      const v = cells[p];
      if (v !== BLACK && v !== WHITE) continue;
      this.toggle(p, v);
      this.head[p] = -1;
    }
    const stack: number[] = [];
    for (let p = 0; p < cells.length; p++) {
      const v = cells[p];
      if ((v !== BLACK && v !== WHITE) || this.head[p] !== -1) continue;
      this.head[p] = p;
      this.next[p] = p;
      let count = 0;
      let libs = 0;
      stack.push(p);
      while (stack.length > 0) {
        const s = stack.pop() as number;
        count++;
        if (s !== p) {
          this.next[s] = this.next[p] as number;
          this.next[p] = s;
        }
        for (const d of this.dirs) {
          const q = s + d;
          if (cells[q] === EMPTY) libs++;
          else if (cells[q] === v && this.head[q] === -1) {
            this.head[q] = p;
            stack.push(q);
          }
        }
      }
      this.count[p] = count;
      this.libs[p] = libs;
    }
  }
}
