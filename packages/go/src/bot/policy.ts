/**
 * The bot's playout policy on the fast board, in place: answer the last move
 * (capture a chain it left in atari, or save an own chain it put in atari), else a
 * 3×3 shape reply next to it (drawn by the learned pattern gammas of features.ts, or a
 * hand-made shape of patterns.ts), else a random legal move that neither
 * fills a real own eye (diagonals checked, so false eyes may be filled) nor puts a
 * chain of two or more stones in atari, and on big boards not on the first two lines
 * far from every stone while other moves are left. Moves are recorded for RAVE; the end position
 * is counted by area.
 *
 * @example
 * ```ts
 * import { Rng } from '@qipan/core';
 * import { FastBoard, BLACK } from '@qipan/go/bot';
 * import { Playout, areaScore } from './policy.js';
 * const p = new Playout(81 * 3 + 100);
 * const b = FastBoard.create(9);
 * p.run(b, BLACK, Rng.fromSeed(1), -1, 81 * 3);
 * areaScore(b); // Black's stones and eyes minus White's
 * ```
 */
import type { Rng } from '@qipan/core';
import {
  BLACK,
  EDGE,
  EMPTY,
  WHITE,
  otherColor,
  type FastBoard,
  type StoneColor,
} from '../board.js';
import { isOwnEye } from '../playout.js';
import { patternGamma } from './features.js';
import { LINE_RULE_MIN_SIZE, lowAndAlone } from './lines.js';
import { isSelfAtari, libertiesAfter, onlyLiberty } from './liberties.js';
import { matchesPattern } from './patterns.js';

/**
 * True when empty `p` is a real eye of `c`: all four neighbours are `c` or the edge,
 * and the opponent holds at most one diagonal point (none on the edge or in the corner).
 * Playouts never fill real eyes; false eyes may be filled (when that is no self-atari).
 */
export function isRealEye(b: FastBoard, c: StoneColor, p: number): boolean {
  if (!isOwnEye(b, c, p)) return false;
  const cells = b.cells;
  const s = b.size + 2;
  const o = otherColor(c);
  const nw = cells[p - s - 1];
  const ne = cells[p - s + 1];
  const sw = cells[p + s - 1];
  const se = cells[p + s + 1];
  const edge = nw === EDGE || ne === EDGE || sw === EDGE || se === EDGE ? 1 : 0;
  const bad = (nw === o ? 1 : 0) + (ne === o ? 1 : 0) + (sw === o ? 1 : 0) + (se === o ? 1 : 0);
  return bad + edge < 2;
}

/** Learned 3×3 gammas at least this big make a shape reply in the playouts (ln 8 ≈ q 21). */
const SHAPE_MIN_GAMMA = 8;

export class Playout {
  /** Points played in the last run (tree moves are written here too), -1 for pass. */
  readonly moves: Int32Array;
  readonly colors: Uint8Array;
  length = 0;
  private empties: Int32Array = new Int32Array(0);
  private urgent: Int32Array = new Int32Array(0);
  private urgentCount = 0;
  private ring: number[] = [];
  private readonly weights = new Float64Array(8);
  private ringStride = 0;

  constructor(capacity: number) {
    this.moves = new Int32Array(capacity);
    this.colors = new Uint8Array(capacity);
  }

  /** Adds an urgent candidate (duplicates allowed; extra ones beyond the capacity dropped). */
  private push(p: number): void {
    if (this.urgentCount < this.urgent.length) this.urgent[this.urgentCount++] = p;
  }

  record(p: number, c: StoneColor): void {
    if (this.length < this.moves.length) {
      this.moves[this.length] = p;
      this.colors[this.length++] = c;
    }
  }

  /**
   * Plays until two passes or `maxMoves` moves. `last` is the previous move (or -1).
   * Returns true when the game ended with two passes.
   */
  run(b: FastBoard, toMove: StoneColor, rng: Rng, last: number, maxMoves: number): boolean {
    const cells = b.cells;
    if (this.empties.length < cells.length) this.empties = new Int32Array(cells.length);
    if (this.urgent.length < cells.length) this.urgent = new Int32Array(cells.length);
    const empties = this.empties;
    let n = 0;
    for (let p = 0; p < cells.length; p++) if (cells[p] === EMPTY) empties[n++] = p;
    let c = toMove;
    let passes = 0;
    let prev = last;
    const big = b.size >= LINE_RULE_MIN_SIZE;
    for (let m = 0; m < maxMoves && passes < 2; m++) {
      let chosen = prev >= 0 ? this.answer(b, c, prev, rng) : -1;
      if (chosen < 0 && prev >= 0) chosen = this.shapeReply(b, c, prev, rng);
      let slot = -1;
      if (chosen < 0 && n > 0) {
        const start = (rng.nextUint32() & 0x3fffffff) % n;
        let spare = -1;
        for (let k = 0; k < n; k++) {
          let i = start + k;
          if (i >= n) i -= n;
          const p = empties[i] as number;
          if (isRealEye(b, c, p) || b.check(c, p, 'forbidden') !== undefined) continue;
          if (isSelfAtari(b, c, p, 2)) continue;
          if (big && lowAndAlone(b, p)) {
            if (spare < 0) spare = i;
            continue;
          }
          chosen = p;
          slot = i;
          break;
        }
        if (chosen < 0 && spare >= 0) {
          slot = spare;
          chosen = empties[spare] as number;
        }
      }
      if (chosen < 0) {
        b.pass();
        passes++;
        prev = -1;
      } else {
        if (slot < 0) for (let i = 0; i < n && slot < 0; i++) if (empties[i] === chosen) slot = i;
        if (slot >= 0) empties[slot] = empties[--n] as number;
        b.play(c, chosen);
        for (let r = 0; r < b.removedCount; r++) empties[n++] = b.removed[r] as number;
        this.record(chosen, c);
        passes = 0;
        prev = chosen;
      }
      c = otherColor(c);
    }
    return passes >= 2;
  }

  /**
   * A shape reply next to `last` (8 around it), or -1: the neighbours whose learned 3×3
   * pattern gamma is at least {@link SHAPE_MIN_GAMMA} or that match a hand-made
   * pattern, drawn in proportion to their gammas; self-ataris are skipped.
   */
  private shapeReply(b: FastBoard, c: StoneColor, last: number, rng: Rng): number {
    const s = b.size + 2;
    this.urgentCount = 0;
    if (this.ringStride !== s) {
      this.ring = [-s - 1, -s, -s + 1, -1, 1, s - 1, s, s + 1];
      this.ringStride = s;
    }
    const weights = this.weights;
    let total = 0;
    for (let k = 0; k < 8; k++) {
      const q = last + (this.ring[k] as number);
      if (b.cells[q] !== EMPTY) continue;
      let g = patternGamma(b, c, q);
      if (g < SHAPE_MIN_GAMMA) {
        if (!matchesPattern(b, q)) continue;
        g = SHAPE_MIN_GAMMA;
      }
      weights[this.urgentCount] = g;
      this.push(q);
      total += g;
    }
    const len = this.urgentCount;
    // Draw in proportion to the gammas; a draw that is illegal, an eye or a self-atari
    // is struck out and the draw repeated.
    while (total > 0) {
      let r = rng.next() * total;
      let k = -1;
      for (let i = 0; i < len; i++) {
        const w = weights[i] as number;
        if (w <= 0) continue;
        k = i;
        r -= w;
        if (r <= 0) break;
      }
      if (k < 0) break;
      const q = this.urgent[k] as number;
      const ok =
        !isRealEye(b, c, q) && b.check(c, q, 'forbidden') === undefined && !isSelfAtari(b, c, q, 1);
      if (ok) return q;
      total -= weights[k] as number;
      weights[k] = 0;
      if (total < 1e-9) break;
    }
    return -1;
  }

  /** A reply to the stone at `last`: capture it or save an own neighbour in atari. */
  private answer(b: FastBoard, c: StoneColor, last: number, rng: Rng): number {
    const cells = b.cells;
    const dirs = b.offsets;
    this.urgentCount = 0;
    const o = otherColor(c);
    if (cells[last] === o) {
      const lib = onlyLiberty(b, last);
      if (lib >= 0) this.push(lib);
    }
    for (let k = 0; k < 4; k++) {
      const q = last + (dirs[k] as number);
      if (cells[q] !== c) continue;
      const lib = onlyLiberty(b, q);
      if (lib < 0) continue;
      // Capture an opposing neighbour of the chain in atari, or extend.
      let s = q;
      do {
        for (let j = 0; j < 4; j++) {
          const r = s + (dirs[j] as number);
          if (cells[r] === o) {
            const l2 = onlyLiberty(b, r);
            if (l2 >= 0) this.push(l2);
          }
        }
        s = b.next[s] as number;
      } while (s !== q);
      if (libertiesAfter(b, c, lib, 2) >= 2) this.push(lib);
    }
    const len = this.urgentCount;
    const urgent = this.urgent;
    if (len === 0) return -1;
    const start = len === 1 ? 0 : rng.int(len);
    for (let k = 0; k < len; k++) {
      const p = urgent[(start + k) % len] as number;
      if (b.check(c, p, 'forbidden') === undefined && !isRealEye(b, c, p)) return p;
    }
    return -1;
  }
}

/** Black's area minus White's on a finished board: stones plus empty points surrounded by one colour. */
export function areaScore(b: FastBoard): number {
  const cells = b.cells;
  const s = b.size + 2;
  let score = 0;
  for (let p = s; p < cells.length - s; p++) {
    const v = cells[p];
    if (v === BLACK) score++;
    else if (v === WHITE) score--;
    else if (v === EMPTY) {
      const seen =
        ((1 << (cells[p - 1] as number)) |
          (1 << (cells[p + 1] as number)) |
          (1 << (cells[p - s] as number)) |
          (1 << (cells[p + s] as number))) &
        ~(1 << EDGE);
      if (seen === 1 << BLACK) score++;
      else if (seen === 1 << WHITE) score--;
    }
  }
  return score;
}
