/**
 * Star points (hoshi) of a square board, one rule for every size.
 *
 * @example
 * ```ts
 * import { starPoints } from '@qipan/board-react';
 * starPoints(9); // the four 3-3 points and tengen: 2,2 6,2 2,6 6,6 4,4
 * starPoints(15).length; // 5: the renju board's centre and four 4-4 points
 * ```
 *
 * The rule, by board side `n`:
 * - corners: from 7 up, on the 3-3 points below 13 and the 4-4 points from 13;
 * - centre (tengen): odd sides from 5 up, except 7, where it would touch the four
 *   3-3 points diagonally (7×7 gets the four corner points only);
 * - sides: odd sides from 13 up, except 15, which follows the renju board
 *   (the centre and the four 4-4 points);
 * - even sides: no centre and no sides; below 7 (even) or 5 (odd): none.
 *
 * Known answers: 5 → 1, 7 → 4, 9 → 5, 11 → 5, 13 → 9, 15 → 5, 17 → 9, 19 → 9.
 */
import type { Point } from '@qipan/core';

/** The star points of an `n`×`n` board, corners first, then the centre, then the sides. */
export function starPoints(n: number): Point[] {
  const out: Point[] = [];
  if (!Number.isInteger(n) || n < 5) return out;
  const odd = n % 2 === 1;
  const mid = (n - 1) / 2;
  const near = n >= 13 ? 3 : 2;
  const far = n - 1 - near;
  if (n >= 7) {
    out.push({ x: near, y: near }, { x: far, y: near }, { x: near, y: far }, { x: far, y: far });
  }
  if (odd && n !== 7) out.push({ x: mid, y: mid });
  if (odd && n >= 13 && n !== 15) {
    out.push({ x: mid, y: near }, { x: near, y: mid }, { x: far, y: mid }, { x: mid, y: far });
  }
  return out;
}
