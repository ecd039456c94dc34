/**
 * The AI's mutable board: the rules board plus an incremental Zobrist hash and
 * an incremental window evaluation (every five-point window of every line keeps
 * its black and white counts), with play/undo and rule-aware threat queries.
 *
 * @example
 * ```ts
 * const b = SearchBoard.fromState(state);
 * b.play(b.index(7, 7)); // the side to move places a stone
 * b.fivePointsOf(BLACK); // where black would win at once
 * b.undo();
 * ```
 */
import { Zobrist } from '@qipan/core';
import { Board } from '../board.js';
import { forbiddenKind } from '../renju.js';
import type { GomokuState } from '../state.js';
import { BLACK, EMPTY, WHITE, type RuleSet } from '../types.js';
import { isWinningLength } from '../win.js';

/** Value of a window holding n stones of one colour and none of the other. */
export const WINDOW_SCORE = [0, 1, 12, 120, 1500, 100_000] as const;

const zobristCache = new Map<number, Zobrist>();

export class SearchBoard extends Board {
  /** Colour to move: BLACK or WHITE. */
  toMove: 1 | 2 = BLACK;
  hashLo = 0;
  hashHi = 0;
  /** Sum of window scores, black minus white. */
  score = 0;
  readonly history: number[] = [];
  private readonly zobrist: Zobrist;
  private readonly windowBlack: Int8Array;
  private readonly windowWhite: Int8Array;
  /** For each padded index, the ids of the windows through it (flat, -1 terminated per 20 slots). */
  private readonly windowsOf: Int32Array;
  /** The stones of each window as padded indices (5 per window). */
  readonly windowCells: Int32Array;
  /**
   * Windows holding exactly 3 / 4 stones of one colour and none of the other,
   * indexed `[black3, black4, white3, white4]`: lets the threat queries answer
   * "none" without a scan.
   */
  readonly threatWindows = new Int32Array(4);
  /** For each padded index, how many stones lie within two points (Chebyshev). */
  readonly near: Int16Array;
  /** On-board padded indices within two points of each point (flat, -1 terminated per 25). */
  private readonly around: Int32Array;
  /** Every on-board padded index. */
  readonly onBoard: Int32Array;

  constructor(
    size: number,
    readonly rule: RuleSet,
  ) {
    super(size);
    let z = zobristCache.get(this.cells.length);
    if (!z) {
      z = new Zobrist(this.cells.length, 2, 'qipan-gomoku');
      zobristCache.set(this.cells.length, z);
    }
    this.zobrist = z;
    const cellsOfWindows: number[] = [];
    const of: number[][] = Array.from({ length: this.cells.length }, () => []);
    const steps: [number, number][] = [
      [1, 0],
      [0, 1],
      [1, 1],
      [1, -1],
    ];
    for (const [dx, dy] of steps)
      for (let y = 0; y < size; y++)
        for (let x = 0; x < size; x++) {
          const ex = x + 4 * dx;
          const ey = y + 4 * dy;
          if (ex < 0 || ex >= size || ey < 0 || ey >= size) continue;
          const id = cellsOfWindows.length / 5;
          for (let k = 0; k < 5; k++) {
            const i = this.index(x + k * dx, y + k * dy);
            cellsOfWindows.push(i);
            of[i]?.push(id);
          }
        }
    this.windowCells = Int32Array.from(cellsOfWindows);
    this.windowBlack = new Int8Array(cellsOfWindows.length / 5);
    this.windowWhite = new Int8Array(cellsOfWindows.length / 5);
    this.windowsOf = new Int32Array(this.cells.length * 20).fill(-1);
    of.forEach((ids, i) => ids.forEach((id, k) => (this.windowsOf[i * 20 + k] = id)));
    this.near = new Int16Array(this.cells.length);
    this.around = new Int32Array(this.cells.length * 25).fill(-1);
    const onBoard: number[] = [];
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) {
        const i = this.index(x, y);
        onBoard.push(i);
        let k = i * 25;
        for (let dy = -2; dy <= 2; dy++)
          for (let dx = -2; dx <= 2; dx++) {
            const nx = x + dx;
            const ny = y + dy;
            if (nx >= 0 && nx < size && ny >= 0 && ny < size) this.around[k++] = this.index(nx, ny);
          }
      }
    this.onBoard = Int32Array.from(onBoard);
  }

  /** Adds `sign` to the threat-window tally of window `w` in its current state. */
  private tally(w: number, sign: number): void {
    const nb = this.windowBlack[w] as number;
    const nw = this.windowWhite[w] as number;
    const t = this.threatWindows;
    if (nw === 0 && (nb === 3 || nb === 4)) t[nb - 3] = (t[nb - 3] as number) + sign;
    else if (nb === 0 && (nw === 3 || nw === 4)) t[nw - 1] = (t[nw - 1] as number) + sign;
  }

  private touchNear(i: number, sign: number): void {
    for (let k = i * 25; k < i * 25 + 25; k++) {
      const j = this.around[k] as number;
      if (j < 0) break;
      this.near[j] = (this.near[j] as number) + sign;
    }
  }

  static fromState(s: GomokuState): SearchBoard {
    const b = new SearchBoard(s.config.size, s.config.rule);
    const { size } = s.config;
    s.cells.forEach((c, k) => {
      if (c === BLACK || c === WHITE) b.place(b.index(k % size, Math.floor(k / size)), c);
    });
    b.toMove = s.turn === 'black' ? BLACK : WHITE;
    b.history.length = 0;
    return b;
  }

  private windowValue(w: number): number {
    const nb = this.windowBlack[w] as number;
    const nw = this.windowWhite[w] as number;
    if (nb > 0 && nw > 0) return 0;
    return nb > 0 ? (WINDOW_SCORE[nb] as number) : nw > 0 ? -(WINDOW_SCORE[nw] as number) : 0;
  }

  private place(i: number, c: 1 | 2): void {
    this.put(i, c);
    this.hashLo ^= this.zobrist.lo[i * 2 + c - 1] as number;
    this.hashHi ^= this.zobrist.hi[i * 2 + c - 1] as number;
    const counts = c === BLACK ? this.windowBlack : this.windowWhite;
    for (let k = i * 20; k < i * 20 + 20; k++) {
      const w = this.windowsOf[k] as number;
      if (w < 0) break;
      this.score -= this.windowValue(w);
      this.tally(w, -1);
      counts[w] = (counts[w] as number) + 1;
      this.score += this.windowValue(w);
      this.tally(w, 1);
    }
    this.touchNear(i, 1);
    this.history.push(i);
  }

  /** The side to move places a stone on `i` (no legality check). */
  play(i: number): void {
    this.place(i, this.toMove);
    this.toMove = this.toMove === BLACK ? WHITE : BLACK;
  }

  undo(): void {
    const i = this.history.pop();
    if (i === undefined) return;
    const c = this.cells[i] as 1 | 2;
    this.clear(i);
    this.hashLo ^= this.zobrist.lo[i * 2 + c - 1] as number;
    this.hashHi ^= this.zobrist.hi[i * 2 + c - 1] as number;
    const counts = c === BLACK ? this.windowBlack : this.windowWhite;
    for (let k = i * 20; k < i * 20 + 20; k++) {
      const w = this.windowsOf[k] as number;
      if (w < 0) break;
      this.score -= this.windowValue(w);
      this.tally(w, -1);
      counts[w] = (counts[w] as number) - 1;
      this.score += this.windowValue(w);
      this.tally(w, 1);
    }
    this.touchNear(i, -1);
    this.toMove = c;
  }

  /** Passes the turn without a stone (threat search asks "what if the defender did nothing?"); call again to undo. */
  pass(): void {
    this.toMove = this.toMove === BLACK ? WHITE : BLACK;
  }

  /** Empty points on windows with at least `min` stones of `c` and none of the other colour. */
  pointsOnWindows(c: number, min: number): number[] {
    const out: number[] = [];
    const seen = new Uint8Array(this.cells.length);
    const own = c === BLACK ? this.windowBlack : this.windowWhite;
    const other = c === BLACK ? this.windowWhite : this.windowBlack;
    for (let w = 0; w < own.length; w++) {
      if ((own[w] as number) < min || other[w] !== 0) continue;
      for (let k = w * 5; k < w * 5 + 5; k++) {
        const i = this.windowCells[k] as number;
        if (this.cells[i] === EMPTY && !seen[i]) {
          seen[i] = 1;
          out.push(i);
        }
      }
    }
    return out;
  }

  /** Empty points on `c`-only windows through `i` holding at least `min` stones of `c`. */
  pointsOnWindowsThrough(i: number, c: number, min: number): number[] {
    const out: number[] = [];
    for (let k = i * 20; k < i * 20 + 20; k++) {
      const w = this.windowsOf[k] as number;
      if (w < 0) break;
      const [own, other] = this.windowCounts(w, c);
      if (own < min || other !== 0) continue;
      for (let j = w * 5; j < w * 5 + 5; j++) {
        const p = this.windowCells[j] as number;
        if (this.cells[p] === EMPTY && !out.includes(p)) out.push(p);
      }
    }
    return out;
  }

  /** True when colour `c` may place a stone on the empty point `i` under the rule. */
  legalFor(i: number, c: number): boolean {
    if (this.cells[i] !== EMPTY) return false;
    return !(this.rule === 'renju' && c === BLACK && forbiddenKind(this, i) !== undefined);
  }

  /** True when colour `c` placing on empty `i` wins at once. */
  winsWith(i: number, c: number): boolean {
    if (this.cells[i] !== EMPTY) return false;
    for (const d of this.dirs)
      if (isWinningLength(this.lineLength(i, d, c), c, this.rule)) return true;
    return false;
  }

  /** Black/white stone counts of window `w`. */
  windowCounts(w: number, c: number): [own: number, other: number] {
    const nb = this.windowBlack[w] as number;
    const nw = this.windowWhite[w] as number;
    return c === BLACK ? [nb, nw] : [nw, nb];
  }

  get windowCount(): number {
    return this.windowBlack.length;
  }

  /** Every empty point where `c` wins at once (searching windows with four of `c`). */
  fivePointsOf(c: number): number[] {
    const out: number[] = [];
    if (this.threatWindows[c === BLACK ? 1 : 3] === 0) return out;
    const own = c === BLACK ? this.windowBlack : this.windowWhite;
    const other = c === BLACK ? this.windowWhite : this.windowBlack;
    for (let w = 0; w < own.length; w++) {
      if (own[w] !== 4 || other[w] !== 0) continue;
      for (let k = w * 5; k < w * 5 + 5; k++) {
        const i = this.windowCells[k] as number;
        if (this.cells[i] === EMPTY && !out.includes(i) && this.winsWith(i, c)) out.push(i);
      }
    }
    return out;
  }

  /** Empty points on windows with three of `c` and none of the other colour: where `c` can make a four. */
  fourMakersOf(c: number): number[] {
    const out: number[] = [];
    if (this.threatWindows[c === BLACK ? 0 : 2] === 0) return out;
    const seen = new Uint8Array(this.cells.length);
    const own = c === BLACK ? this.windowBlack : this.windowWhite;
    const other = c === BLACK ? this.windowWhite : this.windowBlack;
    for (let w = 0; w < own.length; w++) {
      if (own[w] !== 3 || other[w] !== 0) continue;
      for (let k = w * 5; k < w * 5 + 5; k++) {
        const i = this.windowCells[k] as number;
        if (this.cells[i] === EMPTY && !seen[i]) {
          seen[i] = 1;
          out.push(i);
        }
      }
    }
    return out;
  }

  /** The value of point `i` for colour `c`'s attack and defence: the windows through it. */
  pointValue(i: number, c: number): number {
    let v = 0;
    for (let k = i * 20; k < i * 20 + 20; k++) {
      const w = this.windowsOf[k] as number;
      if (w < 0) break;
      const [own, other] = this.windowCounts(w, c);
      if (other === 0) v += (WINDOW_SCORE[own + 1] as number) - (WINDOW_SCORE[own] as number);
      if (own === 0)
        v += ((WINDOW_SCORE[other + 1] as number) - (WINDOW_SCORE[other] as number)) * 0.8;
    }
    return v;
  }
}
