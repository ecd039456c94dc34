/**
 * The search board: for every empty point, direction and colour it keeps the
 * line pattern a stone there would make under the board's rule (see
 * pattern.ts; standard and Black under renju need exactly five), updated
 * incrementally on play/undo, with per-colour pattern counts (so "does Black
 * have a five point?" is one lookup), a pattern-sum evaluation, an
 * incremental Zobrist hash and a count of stones near each point. Under renju
 * it also tells Black's forbidden points ({@link PatternBoard.isFoul}).
 *
 * @example
 * ```ts
 * const b = PatternBoard.fromState(state);
 * b.play(b.index(7, 7));
 * b.count(BLACK_SIDE, FIVE) > 0; // Black could win at once
 * b.undo();
 * ```
 */
import type { Point } from '@qipan/core';
import { forbiddenKind } from '../renju.js';
import type { GomokuState } from '../state.js';
import { BLACK, WHITE, type RuleSet } from '../types.js';
import {
  BLOCK3,
  BLOCK4,
  FIVE,
  FLEX2,
  FLEX3,
  FLEX4,
  overlineTable,
  PATTERN,
  patternTable,
  POW3,
} from './pattern.js';

/** Padding on every side of the board (a line looks up to five points each way). */
const PAD = 5;

/** The exact-five tables (a reach of five), built the first time a board needs them. */
let exactTable: Uint8Array | undefined;
let freeTable5: Uint8Array | undefined;
let overline: Uint8Array | undefined;
/** Cell values of the padded board. */
export const E = 0;
export const B = 1;
export const W = 2;
const EDGE = 3;

/** Value of one direction's pattern in the evaluation (index: pattern). */
export const PATTERN_VALUE = [0, 1, 3, 8, 10, 40, 45, 400, 2000] as const;
/** Number of point classes (`pointClass`). */
export const CLASS_COUNT = 45;

/**
 * The class of an empty point for one colour: its best and second-best
 * direction patterns `q1 >= q2` as `q1 * (q1 + 1) / 2 + q2` (0 to 44). The
 * learned evaluation (eval-weights.ts) has a weight per class.
 */
export function pointClass(a: number, b: number, c: number, d: number): number {
  // The larger and smaller of each pair, then the top two of the four.
  const hi1 = a > b ? a : b;
  const lo1 = a > b ? b : a;
  const hi2 = c > d ? c : d;
  const lo2 = c > d ? d : c;
  const q1 = hi1 > hi2 ? hi1 : hi2;
  const q2 = hi1 > hi2 ? (lo1 > hi2 ? lo1 : hi2) : hi1 > lo2 ? hi1 : lo2;
  return ((q1 * (q1 + 1)) >> 1) + q2;
}

/** Evaluation bonus of a point where one stone makes a double four, a four-three, a double three. */
const COMBO_44 = 400;
const COMBO_43 = 300;
const COMBO_33 = 150;

/** The combination bonus of a point by its count of fours (BLOCK4) and open threes, `COMBO[fours * 5 + threes]` (counts up to 4). */
const COMBO: Int32Array = (() => {
  const t = new Int32Array(25);
  for (let f = 0; f < 5; f++)
    for (let th = 0; th < 5; th++)
      t[f * 5 + th] = f >= 2 ? COMBO_44 : f === 1 && th >= 1 ? COMBO_43 : th >= 2 ? COMBO_33 : 0;
  return t;
})();

function xorshift(seed: number): () => number {
  let s = seed | 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return s | 0;
  };
}

export class PatternBoard {
  readonly size: number;
  readonly rule: RuleSet;
  /** Points looked at on either side of a point along a line: 4, or 5 where an overline is told from a five. */
  private readonly reach: 4 | 5;
  /** The pattern table per colour index. */
  private readonly tables: [Uint8Array, Uint8Array];
  /** Under renju, Black's overline flag by neighbourhood key; else undefined. */
  private readonly overline: Uint8Array | undefined;
  readonly stride: number;
  readonly cells: Int8Array;
  readonly dirs: readonly [number, number, number, number];
  /** Padded indices of the on-board points. */
  readonly onBoard: Int32Array;
  /** Neighbourhood keys per colour: `keys[c - 1][p * 4 + d]`. */
  private readonly keys: [Uint16Array, Uint16Array];
  /** Pattern per colour, point and direction (0 for occupied points). */
  readonly pat: [Uint8Array, Uint8Array];
  /** How many (empty point, direction) pairs hold each pattern, per colour: `cnt[(c - 1) * 16 + pattern]`. */
  readonly cnt = new Int32Array(32);
  /** Sum of the points' values (`cellValue`) over empty points, per colour (index c - 1). */
  readonly value = new Int32Array(2);
  /** Each empty point's value per colour index. */
  private readonly cellVal: [Int32Array, Int32Array];
  /** Per colour index and empty point: its directions with a four (BLOCK4) × 5 + with an open three (the {@link COMBO} index). */
  private readonly combo: [Uint8Array, Uint8Array];
  /** Per colour index and empty point: its `pointClass`. */
  readonly cls: [Uint8Array, Uint8Array];
  /** How many empty points hold each class, per colour: `clsCnt[(c - 1) * 64 + class]`. */
  readonly clsCnt = new Int32Array(128);
  /** Stones within two points (Chebyshev) of each point. */
  readonly near: Int16Array;
  private readonly zLo: Int32Array;
  private readonly zHi: Int32Array;
  hashLo = 0;
  hashHi = 0;
  toMove: 1 | 2 = B;
  readonly history: number[] = [];
  stones = 0;
  /** Stones per row and per column (for the bounding box of the stones). */
  private readonly rowStones: Int16Array;
  private readonly colStones: Int16Array;

  constructor(size: number, rule: RuleSet = 'freestyle') {
    this.size = size;
    this.rule = rule;
    if (rule === 'freestyle') {
      this.reach = 4;
      this.tables = [PATTERN, PATTERN];
    } else {
      this.reach = 5;
      const exact = (exactTable ??= patternTable(5, true));
      this.tables =
        rule === 'standard' ? [exact, exact] : [exact, (freeTable5 ??= patternTable(5, false))];
      if (rule === 'renju') this.overline = overline ??= overlineTable();
    }
    this.stride = size + 2 * PAD;
    const n = this.stride * this.stride;
    this.cells = new Int8Array(n).fill(EDGE);
    const s = this.stride;
    this.dirs = [1, s, s + 1, s - 1];
    const onBoard: number[] = [];
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) {
        const i = this.index(x, y);
        this.cells[i] = E;
        onBoard.push(i);
      }
    this.onBoard = Int32Array.from(onBoard);
    this.keys = [new Uint16Array(n * 4), new Uint16Array(n * 4)];
    this.pat = [new Uint8Array(n * 4), new Uint8Array(n * 4)];
    this.cellVal = [new Int32Array(n), new Int32Array(n)];
    this.combo = [new Uint8Array(n), new Uint8Array(n)];
    this.cls = [new Uint8Array(n), new Uint8Array(n)];
    this.near = new Int16Array(n);
    this.candBuf = new Int32Array(size * size);
    this.pwBuf = new Int32Array(size * size);
    this.rowStones = new Int16Array(size);
    this.colStones = new Int16Array(size);
    const rnd = xorshift(0x9e3779b9 ^ size);
    this.zLo = new Int32Array(n * 2).map(() => rnd());
    this.zHi = new Int32Array(n * 2).map(() => rnd());
    // The rule is part of the position (a transposition table may outlive a game).
    this.hashLo = rule === 'freestyle' ? 0 : rule === 'standard' ? 0x5bd1e995 : 0x1b873593;
    const r = this.reach;
    for (const p of this.onBoard)
      for (let d = 0; d < 4; d++) {
        const step = this.dirs[d] as number;
        let key = 0;
        for (let k = -r; k <= r; k++) {
          if (k === 0) continue;
          const j = k < 0 ? k + r : k + r - 1;
          if (this.cells[p + k * step] === EDGE) key += 2 * (POW3[j] as number);
        }
        this.keys[0][p * 4 + d] = key;
        this.keys[1][p * 4 + d] = key;
      }
    for (const p of this.onBoard) this.addPatterns(p, 1);
  }

  static fromState(s: GomokuState): PatternBoard {
    const b = new PatternBoard(s.config.size, s.config.rule);
    const { size } = s.config;
    s.cells.forEach((c, k) => {
      if (c === BLACK || c === WHITE) b.put(b.index(k % size, Math.floor(k / size)), c);
    });
    b.toMove = s.turn === 'black' ? B : W;
    b.history.length = 0;
    return b;
  }

  index(x: number, y: number): number {
    return (y + PAD) * this.stride + x + PAD;
  }

  point(i: number): Point {
    return { x: (i % this.stride) - PAD, y: Math.floor(i / this.stride) - PAD };
  }

  /** Adds (sign 1) or removes (-1) the patterns of empty point `p` to the tallies. */
  private addPatterns(p: number, sign: number): void {
    for (let c = 0; c < 2; c++) {
      const keys = this.keys[c] as Uint16Array;
      const table = this.tables[c] as Uint8Array;
      const pat = this.pat[c] as Uint8Array;
      const cell = this.cellVal[c] as Int32Array;
      if (sign < 0) {
        this.value[c] = (this.value[c] as number) - (cell[p] as number);
        cell[p] = 0;
        const j = c * 64 + ((this.cls[c] as Uint8Array)[p] as number);
        this.clsCnt[j] = (this.clsCnt[j] as number) - 1;
      }
      for (let d = 0; d < 4; d++) {
        const q = table[keys[p * 4 + d] as number] as number;
        pat[p * 4 + d] = sign > 0 ? q : 0;
        this.cnt[c * 16 + q] = (this.cnt[c * 16 + q] as number) + sign;
      }
      if (sign > 0) {
        const v = this.cellValue(c, p);
        cell[p] = v;
        this.value[c] = (this.value[c] as number) + v;
        const o = p * 4;
        const k = pointClass(
          pat[o] as number,
          pat[o + 1] as number,
          pat[o + 2] as number,
          pat[o + 3] as number,
        );
        (this.cls[c] as Uint8Array)[p] = k;
        this.clsCnt[c * 64 + k] = (this.clsCnt[c * 64 + k] as number) + 1;
      }
    }
  }

  /**
   * What empty point `p` is worth to colour index `c` (0 black, 1 white) in the
   * evaluation: its four patterns' values, plus a bonus for the combinations
   * one stone there would make (double four, four-three, double three).
   */
  private cellValue(c: number, p: number): number {
    const pat = this.pat[c] as Uint8Array;
    const o = p * 4;
    let v = 0;
    let fours = 0;
    let threes = 0;
    for (let d = 0; d < 4; d++) {
      const q = pat[o + d] as number;
      v += PATTERN_VALUE[q] as number;
      if (q === BLOCK4) fours++;
      else if (q === FLEX3) threes++;
    }
    const ci = fours * 5 + threes;
    (this.combo[c] as Uint8Array)[p] = ci;
    return v + (COMBO[ci] as number);
  }

  /** Places colour `c` on empty `i` (no side-to-move change). */
  private put(i: number, c: 1 | 2): void {
    this.addPatterns(i, -1);
    this.cells[i] = c;
    this.stones++;
    this.count2(i, 1);
    this.lines(i, c, 1);
    const z = i * 2 + c - 1;
    this.hashLo ^= this.zLo[z] as number;
    this.hashHi ^= this.zHi[z] as number;
    this.touchNear(i, 1);
    this.history.push(i);
  }

  /** Updates the keys (and the patterns of the empty points) on the lines through `i`. */
  private lines(i: number, c: 1 | 2, sign: number): void {
    // The colour's own key gets digit 1 (own), the other colour's digit 2 (blocked).
    const addB = (c === B ? 1 : 2) * sign;
    const addW = (c === W ? 1 : 2) * sign;
    const cells = this.cells;
    const r = this.reach;
    for (let d = 0; d < 4; d++) {
      const step = this.dirs[d] as number;
      // i lies k points after p = i - k·step (slot k + r - 1) and before p = i + k·step
      // (slot r - k); the padding is as wide as the reach, so the first edge point ends the line.
      for (let k = 1; k <= r; k++) {
        const p = i - k * step;
        if (cells[p] === EDGE) break;
        const pw = POW3[k + r - 1] as number;
        this.shift(p, d, addB * pw, addW * pw);
      }
      for (let k = 1; k <= r; k++) {
        const p = i + k * step;
        if (cells[p] === EDGE) break;
        const pw = POW3[r - k] as number;
        this.shift(p, d, addB * pw, addW * pw);
      }
    }
  }

  /** Adds to the keys of point `p` in direction `d`, updating its patterns when it is empty. */
  private shift(p: number, d: number, db: number, dw: number): void {
    const slot = p * 4 + d;
    const kb = this.keys[0];
    const kw = this.keys[1];
    const nb = (kb[slot] as number) + db;
    const nw = (kw[slot] as number) + dw;
    kb[slot] = nb;
    kw[slot] = nw;
    if (this.cells[p] !== E) return;
    const pb = this.pat[0];
    const pwt = this.pat[1];
    const ob = pb[slot] as number;
    const qb = this.tables[0][nb] as number;
    if (ob !== qb) {
      pb[slot] = qb;
      this.cnt[ob] = (this.cnt[ob] as number) - 1;
      this.cnt[qb] = (this.cnt[qb] as number) + 1;
      this.revalue(0, p, ob, qb);
    }
    const ow = pwt[slot] as number;
    const qw = this.tables[1][nw] as number;
    if (ow !== qw) {
      pwt[slot] = qw;
      this.cnt[16 + ow] = (this.cnt[16 + ow] as number) - 1;
      this.cnt[16 + qw] = (this.cnt[16 + qw] as number) + 1;
      this.revalue(1, p, ow, qw);
    }
  }

  /** Point `p`'s value for colour index `c` after one direction's pattern went from `from` to `to` (the same as `cellValue`, by difference). */
  private revalue(c: number, p: number, from: number, to: number): void {
    let dv = (PATTERN_VALUE[to] as number) - (PATTERN_VALUE[from] as number);
    const combo = this.combo[c] as Uint8Array;
    const ci = combo[p] as number;
    const cj =
      ci +
      (to === BLOCK4 ? 5 : to === FLEX3 ? 1 : 0) -
      (from === BLOCK4 ? 5 : from === FLEX3 ? 1 : 0);
    if (cj !== ci) {
      combo[p] = cj;
      dv += (COMBO[cj] as number) - (COMBO[ci] as number);
    }
    const cell = this.cellVal[c] as Int32Array;
    cell[p] = (cell[p] as number) + dv;
    this.value[c] = (this.value[c] as number) + dv;
    const pat = this.pat[c] as Uint8Array;
    const o = p * 4;
    const k = pointClass(
      pat[o] as number,
      pat[o + 1] as number,
      pat[o + 2] as number,
      pat[o + 3] as number,
    );
    const cls = this.cls[c] as Uint8Array;
    const k0 = cls[p] as number;
    if (k !== k0) {
      cls[p] = k;
      const base = c * 64;
      this.clsCnt[base + k0] = (this.clsCnt[base + k0] as number) - 1;
      this.clsCnt[base + k] = (this.clsCnt[base + k] as number) + 1;
    }
  }

  private count2(i: number, sign: number): void {
    const y = ((i / this.stride) | 0) - PAD;
    const x = (i % this.stride) - PAD;
    this.rowStones[y] = (this.rowStones[y] as number) + sign;
    this.colStones[x] = (this.colStones[x] as number) + sign;
  }

  /** Scratch buffer of {@link fillCandidates}. */
  readonly candBuf: Int32Array;
  private readonly pwBuf: Int32Array;

  /**
   * The empty points near stones (within two points), row by row inside the
   * stones' bounding box widened by two: the only points the search considers.
   */
  candidatePoints(out: number[] = []): number[] {
    const n = this.fillCandidates();
    out.length = 0;
    for (let k = 0; k < n; k++) out.push(this.candBuf[k] as number);
    return out;
  }

  /** Writes {@link candidatePoints} into {@link candBuf} (overwritten by the next call); returns how many. */
  fillCandidates(): number {
    const buf = this.candBuf;
    let m = 0;
    const n = this.size;
    let x0 = 0;
    let x1 = n - 1;
    let y0 = 0;
    let y1 = n - 1;
    while (x0 < n && this.colStones[x0] === 0) x0++;
    if (x0 === n) return 0;
    while (this.colStones[x1] === 0) x1--;
    while (this.rowStones[y0] === 0) y0++;
    while (this.rowStones[y1] === 0) y1--;
    x0 = Math.max(0, x0 - 2);
    y0 = Math.max(0, y0 - 2);
    x1 = Math.min(n - 1, x1 + 2);
    y1 = Math.min(n - 1, y1 + 2);
    const cells = this.cells;
    const near = this.near;
    for (let y = y0; y <= y1; y++) {
      let p = this.index(x0, y);
      for (let x = x0; x <= x1; x++, p++)
        if (cells[p] === E && (near[p] as number) > 0) buf[m++] = p;
    }
    return m;
  }

  private touchNear(i: number, sign: number): void {
    const s = this.stride;
    for (let dy = -2; dy <= 2; dy++)
      for (let dx = -2; dx <= 2; dx++) {
        const j = i + dy * s + dx;
        this.near[j] = (this.near[j] as number) + sign;
      }
  }

  /** The side to move places a stone on empty `i`. */
  play(i: number): void {
    this.put(i, this.toMove);
    this.toMove = this.toMove === B ? W : B;
  }

  undo(): void {
    const i = this.history.pop();
    if (i === undefined) return;
    const c = this.cells[i] as 1 | 2;
    this.lines(i, c, -1);
    this.cells[i] = E;
    this.stones--;
    this.count2(i, -1);
    const z = i * 2 + c - 1;
    this.hashLo ^= this.zLo[z] as number;
    this.hashHi ^= this.zHi[z] as number;
    this.touchNear(i, -1);
    this.addPatterns(i, 1);
    this.toMove = c;
  }

  /** Turn passes without a stone; call again to undo. */
  pass(): void {
    this.toMove = this.toMove === B ? W : B;
  }

  /** (Empty point, direction) pairs where colour `c` has pattern `q`. */
  count(c: 1 | 2, q: number): number {
    return this.cnt[(c - 1) * 16 + q] as number;
  }

  /** The best pattern of colour `c` on empty point `p` over the four directions. */
  best(c: 1 | 2, p: number): number {
    const pat = this.pat[c - 1] as Uint8Array;
    const o = p * 4;
    return Math.max(
      pat[o] as number,
      pat[o + 1] as number,
      pat[o + 2] as number,
      pat[o + 3] as number,
    );
  }

  /** Empty points (near stones) where colour `c` has a pattern of at least `q` in some direction. */
  pointsWith(c: 1 | 2, q: number): number[] {
    const out: number[] = [];
    const buf = this.pwBuf;
    const n = this.pointsWithInto(c, q, buf);
    for (let k = 0; k < n; k++) out.push(buf[k] as number);
    return out;
  }

  /** {@link pointsWith} into `buf` (room for every point of the board); returns how many. */
  pointsWithInto(c: 1 | 2, q: number, buf: Int32Array): number {
    const pat = this.pat[c - 1] as Uint8Array;
    const cand = this.candBuf;
    const n = this.fillCandidates();
    let m = 0;
    for (let k = 0; k < n; k++) {
      const p = cand[k] as number;
      const o = p * 4;
      if (
        (pat[o] as number) >= q ||
        (pat[o + 1] as number) >= q ||
        (pat[o + 2] as number) >= q ||
        (pat[o + 3] as number) >= q
      )
        buf[m++] = p;
    }
    return m;
  }

  /**
   * How good point `p` is for colour `c` to play: its patterns' values, with
   * the combinations that win (double four, four-three, double three) on top.
   */
  moveValue(c: 1 | 2, p: number): number {
    const pat = this.pat[c - 1] as Uint8Array;
    const o = p * 4;
    let v = 0;
    let fours = 0;
    let threes = 0;
    let twos = 0;
    for (let d = 0; d < 4; d++) {
      const q = pat[o + d] as number;
      v += PATTERN_VALUE[q] as number;
      if (q === FIVE) return 100_000;
      if (q >= BLOCK4) fours += q === FLEX4 ? 2 : 1;
      else if (q === FLEX3) threes++;
      else if (q === BLOCK3 || q === FLEX2) twos++;
    }
    if (fours >= 2) v += 20_000;
    else if (fours === 1 && threes >= 1) v += 5000;
    else if (threes >= 2) v += 2000;
    else if ((fours === 1 || threes === 1) && twos >= 1) v += 100;
    return v;
  }

  /** The line of colour `c` through `p` along step `d`, counting `p` as a `c` stone (as `Board.lineLength`). */
  lineLength(p: number, d: number, c: number): number {
    const cells = this.cells;
    let n = 1;
    for (let j = p + d; cells[j] === c; j += d) n++;
    for (let j = p - d; cells[j] === c; j -= d) n++;
    return n;
  }

  /** True when colour `c` has forbidden points at all (Black under renju). */
  hasFouls(c: 1 | 2): boolean {
    return this.overline !== undefined && c === B;
  }

  /**
   * True when colour `c` may not play on empty point `p`: under renju, Black's
   * overline, double-four and double-three (RIF; a five is never forbidden).
   * The patterns rule out almost every point at once; the few left are judged
   * by the rules' own check.
   */
  isFoul(c: 1 | 2, p: number): boolean {
    const over = this.overline;
    if (over === undefined || c !== B) return false;
    const pat = this.pat[0];
    const keys = this.keys[0];
    const o = p * 4;
    let strong = 0;
    let maybe = false;
    for (let d = 0; d < 4; d++) {
      const q = pat[o + d] as number;
      if (q === FIVE) return false;
      if (q >= FLEX3) strong++;
      if (q === FLEX4 || over[keys[o + d] as number] === 1) maybe = true;
    }
    if (!maybe && strong < 2) return false;
    return forbiddenKind(this, p) !== undefined;
  }
}
