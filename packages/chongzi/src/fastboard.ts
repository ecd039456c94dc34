/**
 * The internal mutable board for search (perft, solver, AI): two bit masks, an
 * integer move encoding and make/unmake on a preallocated undo stack, so the
 * inner loops allocate nothing. Draw rules are not tracked here.
 *
 * @example
 * ```ts
 * import { FastBoard } from './fastboard.js';
 * const b = FastBoard.start({ size: 4, start: 'fixed' });
 * const moves = new Int32Array(64);
 * const n = b.generate(moves, 0); // 4 steps for Red
 * b.make(moves[0]!);
 * b.unmake(moves[0]!);
 * ```
 */
import { captureMask } from './capture.js';
import { geometry, type Geometry } from './geometry.js';
import type { BoardSize, ChongziOptions, Phase } from './types.js';
import { resolveOptions } from './types.js';

export const KIND_STEP = 0;
export const KIND_PLACE = 1;
export const KIND_REMOVE = 2;

/** A move as an integer: `kind << 10 | from << 5 | to` (`from` is 0 unless a step). */
export const encodeMove = (kind: number, from: number, to: number): number =>
  (kind << 10) | (from << 5) | to;
export const moveKind = (m: number): number => m >>> 10;
export const moveFrom = (m: number): number => (m >>> 5) & 31;
export const moveTo = (m: number): number => m & 31;

export const PHASE_PLACEMENT = 0;
export const PHASE_REMOVAL = 1;
export const PHASE_MOVEMENT = 2;
export const PHASE_CODES: readonly Phase[] = ['placement', 'removal', 'movement'];

/** Side codes: 0 Red, 1 Blue. */
export type SideCode = 0 | 1;

export interface FastBoardInit {
  readonly size: BoardSize;
  /** Captures replace (fixed start) or remove (empty start). */
  readonly replace: boolean;
  readonly capturesDuringPlacement: boolean;
  readonly first: SideCode;
  readonly red: number;
  readonly blue: number;
  readonly side: SideCode;
  readonly phase: number;
  readonly removals: number;
}

const STACK = 4096;

export class FastBoard {
  readonly g: Geometry;
  readonly replace: boolean;
  readonly capturesDuringPlacement: boolean;
  readonly first: SideCode;
  /** Piece masks: `pieces[0]` Red, `pieces[1]` Blue. */
  readonly pieces = new Int32Array(2);
  side: SideCode;
  phase: number;
  /** Removals made so far in the removal phase (0..2). */
  removals: number;
  /** Points captured by the last `make` (a mask). */
  lastCaptured = 0;
  private readonly undo = new Int32Array(STACK * 2);
  private sp = 0;

  constructor(init: FastBoardInit) {
    this.g = geometry(init.size);
    this.replace = init.replace;
    this.capturesDuringPlacement = init.capturesDuringPlacement;
    this.first = init.first;
    this.pieces[0] = init.red;
    this.pieces[1] = init.blue;
    this.side = init.side;
    this.phase = init.phase;
    this.removals = init.removals;
  }

  /** The start position of a variant. */
  static start(options: ChongziOptions): FastBoard {
    const o = resolveOptions(options);
    const n = o.size;
    const first: SideCode = o.firstPlayer === 'red' ? 0 : 1;
    let red = 0;
    let blue = 0;
    if (o.start === 'fixed') {
      const rows = n === 4 ? 1 : 2;
      for (let y = 0; y < rows; y++) {
        for (let x = 0; x < n; x++) {
          blue |= 1 << (y * n + x);
          red |= 1 << ((n - 1 - y) * n + x);
        }
      }
    }
    return new FastBoard({
      size: n,
      replace: o.start === 'fixed',
      capturesDuringPlacement: o.capturesDuringPlacement,
      first,
      red,
      blue,
      side: first,
      phase: o.start === 'fixed' ? PHASE_MOVEMENT : PHASE_PLACEMENT,
      removals: 0,
    });
  }

  clone(): FastBoard {
    return new FastBoard({
      size: this.g.n,
      replace: this.replace,
      capturesDuringPlacement: this.capturesDuringPlacement,
      first: this.first,
      red: this.pieces[0] as number,
      blue: this.pieces[1] as number,
      side: this.side,
      phase: this.phase,
      removals: this.removals,
    });
  }

  get occupied(): number {
    return (this.pieces[0] as number) | (this.pieces[1] as number);
  }

  /**
   * Writes the legal moves from `offset` on and returns how many. None when the
   * game is over (outside placement a side without pieces has lost; a side to
   * move without a move has lost).
   */
  generate(out: Int32Array, offset: number): number {
    const mine = this.pieces[this.side] as number;
    const theirs = this.pieces[this.side ^ 1] as number;
    const occ = mine | theirs;
    let k = offset;
    if (this.phase === PHASE_PLACEMENT) {
      let empty = ~occ & this.g.full;
      while (empty !== 0) {
        const p = 31 - Math.clz32(empty & -empty);
        empty &= empty - 1;
        out[k++] = (KIND_PLACE << 10) | p;
      }
      return k - offset;
    }
    if (mine === 0 || theirs === 0) return 0;
    if (this.phase === PHASE_REMOVAL) {
      let t = theirs;
      while (t !== 0) {
        const p = 31 - Math.clz32(t & -t);
        t &= t - 1;
        out[k++] = (KIND_REMOVE << 10) | p;
      }
      return k - offset;
    }
    const adj = this.g.adjacent;
    let m = mine;
    while (m !== 0) {
      const p = 31 - Math.clz32(m & -m);
      m &= m - 1;
      let d = (adj[p] as number) & ~occ;
      while (d !== 0) {
        const q = 31 - Math.clz32(d & -d);
        d &= d - 1;
        out[k++] = (p << 5) | q;
      }
    }
    return k - offset;
  }

  /** Whether the side to move has at least one legal move (without listing them). */
  hasMove(): boolean {
    const mine = this.pieces[this.side] as number;
    const theirs = this.pieces[this.side ^ 1] as number;
    const occ = mine | theirs;
    if (this.phase === PHASE_PLACEMENT) return occ !== this.g.full;
    if (mine === 0 || theirs === 0) return false;
    if (this.phase === PHASE_REMOVAL) return true;
    const adj = this.g.adjacent;
    let m = mine;
    while (m !== 0) {
      const p = 31 - Math.clz32(m & -m);
      m &= m - 1;
      if (((adj[p] as number) & ~occ) !== 0) return true;
    }
    return false;
  }

  /** Plays a legal move (not checked). */
  make(move: number): void {
    const s = this.side;
    const o = s ^ 1;
    const sp = this.sp;
    this.undo[sp] = this.side | (this.phase << 1) | (this.removals << 3);
    const to = move & 31;
    const kind = move >>> 10;
    let cap = 0;
    if (kind === KIND_STEP) {
      const mine = ((this.pieces[s] as number) ^ (1 << ((move >>> 5) & 31))) | (1 << to);
      const theirs = this.pieces[o] as number;
      cap = captureMask(this.g, mine, theirs, to);
      this.pieces[s] = this.replace ? mine | cap : mine;
      this.pieces[o] = theirs & ~cap;
      this.side = o as SideCode;
    } else if (kind === KIND_PLACE) {
      const mine = (this.pieces[s] as number) | (1 << to);
      const theirs = this.pieces[o] as number;
      if (this.capturesDuringPlacement) cap = captureMask(this.g, mine, theirs, to);
      this.pieces[s] = this.replace ? mine | cap : mine;
      this.pieces[o] = theirs & ~cap;
      if (((this.pieces[0] as number) | (this.pieces[1] as number)) === this.g.full) {
        this.phase = PHASE_REMOVAL;
        this.side = this.first;
      } else {
        this.side = o as SideCode;
      }
    } else {
      this.pieces[o] = (this.pieces[o] as number) & ~(1 << to);
      if (++this.removals === 2) {
        this.phase = PHASE_MOVEMENT;
        this.side = this.first;
      } else {
        this.side = o as SideCode;
      }
    }
    this.undo[sp + 1] = cap;
    this.lastCaptured = cap;
    this.sp = sp + 2;
  }

  /** Takes back `move`, which must be the last move made. */
  unmake(move: number): void {
    const sp = (this.sp -= 2);
    const info = this.undo[sp] as number;
    const cap = this.undo[sp + 1] as number;
    const s = (info & 1) as SideCode;
    const o = s ^ 1;
    this.side = s;
    this.phase = (info >>> 1) & 3;
    this.removals = info >>> 3;
    const to = move & 31;
    const kind = move >>> 10;
    if (kind === KIND_REMOVE) {
      this.pieces[o] = (this.pieces[o] as number) | (1 << to);
      return;
    }
    let mine = (this.pieces[s] as number) & ~cap;
    this.pieces[o] = (this.pieces[o] as number) | cap;
    mine &= ~(1 << to);
    if (kind === KIND_STEP) mine |= 1 << ((move >>> 5) & 31);
    this.pieces[s] = mine;
  }

  /** A number identifying board, side to move and phase (below 2^53). */
  key(): number {
    const red = (this.pieces[0] as number) >>> 0;
    const blue = (this.pieces[1] as number) >>> 0;
    return ((red * 33554432 + blue) * 2 + this.side) * 3 + this.phase;
  }
}
