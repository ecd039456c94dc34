/**
 * The internal mutable board used by the rules and by search: a padded
 * `Int8Array` (border cells stop every line scan) with play/undo and line runs.
 * Public states never expose it; build one with {@link Board.fromCells}.
 *
 * @example
 * ```ts
 * const b = new Board(15);
 * const i = b.index(7, 7);
 * b.put(i, BLACK);
 * b.lineLength(i, b.dirs[0]!, BLACK); // 1
 * b.clear(i);
 * ```
 */
import type { Point } from '@qipan/core';
import { BLACK, EMPTY, WHITE, type Cell } from './types.js';

/** Off-board marker in the padded array. */
export const BORDER = 3;

export class Board {
  /** Distance between rows in the padded array (one border column shared by neighbours). */
  readonly stride: number;
  readonly cells: Int8Array;
  /** Steps for the four line directions: horizontal, vertical, diagonal ↘, anti-diagonal ↙. */
  readonly dirs: readonly [number, number, number, number];
  /** Stones on the board. */
  stones = 0;

  constructor(readonly size: number) {
    const s = size + 1;
    this.stride = s;
    this.cells = new Int8Array((size + 2) * s + 1).fill(BORDER);
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) this.cells[this.index(x, y)] = EMPTY;
    this.dirs = [1, s, s + 1, s - 1];
  }

  /** A board holding a row-major cell list of `size * size` values. */
  static fromCells(size: number, cells: ArrayLike<number>): Board {
    const b = new Board(size);
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) {
        const c = cells[y * size + x];
        if (c === BLACK || c === WHITE) b.put(b.index(x, y), c);
      }
    return b;
  }

  index(x: number, y: number): number {
    return (y + 1) * this.stride + x;
  }

  point(i: number): Point {
    return { x: i % this.stride, y: Math.floor(i / this.stride) - 1 };
  }

  /** The padded index of every on-board point, in row-major order. */
  *points(): Generator<number> {
    for (let y = 0; y < this.size; y++) for (let x = 0; x < this.size; x++) yield this.index(x, y);
  }

  at(i: number): number {
    return this.cells[i] ?? BORDER;
  }

  put(i: number, c: typeof BLACK | typeof WHITE): void {
    this.cells[i] = c;
    this.stones++;
  }

  clear(i: number): void {
    this.cells[i] = EMPTY;
    this.stones--;
  }

  get full(): boolean {
    return this.stones === this.size * this.size;
  }

  /** Contiguous stones of colour `c` after `i` in steps of `d` (not counting `i`). */
  run(i: number, d: number, c: number): number {
    let n = 0;
    let j = i + d;
    while (this.cells[j] === c) {
      n++;
      j += d;
    }
    return n;
  }

  /** Length of the line of `c` through `i` along `d`, counting `i` as a `c` stone. */
  lineLength(i: number, d: number, c: number): number {
    return 1 + this.run(i, d, c) + this.run(i, -d, c);
  }

  /** Row-major cells, `size * size`, as stored in public states. */
  toCells(): Cell[] {
    const out: Cell[] = [];
    for (const i of this.points()) out.push(this.cells[i] as Cell);
    return out;
  }
}
