/**
 * Per-size tables shared by every {@link FastBoard}: Zobrist keys as signed 32-bit
 * halves, and the empty board and an all-zero array that `create` copies.
 *
 * @example
 * ```ts
 * import { templateFor, zobristFor } from './boardtables.js';
 * templateFor(9, 0, 3).cells.length; // 121: 9×9 of 0 plus a one-point border of 3
 * zobristFor(11).lo.length; // 242: two colours per padded point
 * ```
 */
import { Zobrist } from '@qipan/core';

/** Zobrist keys per stride as signed 32-bit halves (XOR gives the same int32 either way). */
export interface ZobristKeys {
  readonly lo: Int32Array;
  readonly hi: Int32Array;
}
const zobrists = new Map<number, ZobristKeys>();
export function zobristFor(stride: number): ZobristKeys {
  let z = zobrists.get(stride);
  if (!z) {
    const k = new Zobrist(stride * stride, 2, `qipan-go-${stride}`);
    z = {
      lo: new Int32Array(k.lo.buffer, k.lo.byteOffset, k.lo.length),
      hi: new Int32Array(k.hi.buffer, k.hi.byteOffset, k.hi.length),
    };
    zobrists.set(stride, z);
  }
  return z;
}

/**
 * Empty-board cells (`inside` within, `border` around) and an all-zero array per size
 * (packed arrays); cached by size, so callers always pass the same two values.
 */
const templates = new Map<number, { cells: number[]; zeros: number[] }>();
export function templateFor(
  size: number,
  inside: number,
  border: number,
): { cells: number[]; zeros: number[] } {
  let t = templates.get(size);
  if (!t) {
    const stride = size + 2;
    const cells: number[] = [];
    const zeros: number[] = [];
    for (let i = 0; i < stride * stride; i++) {
      const x = (i % stride) - 1;
      const y = Math.floor(i / stride) - 1;
      cells.push(x >= 0 && y >= 0 && x < size && y < size ? inside : border);
      zeros.push(0);
    }
    t = { cells, zeros };
    templates.set(size, t);
  }
  return t;
}
