/**
 * Fixed handicap points (the star points, in the GTP order: the two opposite
 * corners first, then the third corner, the fourth, the centre, the sides).
 *
 * @example
 * ```ts
 * import { fixedHandicapPoints, formatVertex } from '@qipan/go';
 * fixedHandicapPoints(19, 3)!.map((p) => formatVertex(p, 19)); // ['D4', 'Q16', 'Q4']
 * ```
 */
import type { Point } from '@qipan/core';
import { maxFixedHandicap } from './rules.js';

/** The fixed handicap stones for `count` (2..9), or undefined where the board has none. */
export function fixedHandicapPoints(size: number, count: number): Point[] | undefined {
  if (count < 2 || count > maxFixedHandicap(size)) return undefined;
  const lo = size >= 13 ? 3 : 2;
  const hi = size - 1 - lo;
  const mid = (size - 1) / 2;
  // Rows grow downwards: (lo, hi) is the lower-left corner as Black sees it.
  const lowerLeft = { x: lo, y: hi };
  const upperRight = { x: hi, y: lo };
  const lowerRight = { x: hi, y: hi };
  const upperLeft = { x: lo, y: lo };
  const centre = { x: mid, y: mid };
  const left = { x: lo, y: mid };
  const right = { x: hi, y: mid };
  const top = { x: mid, y: lo };
  const bottom = { x: mid, y: hi };
  const corners = [lowerLeft, upperRight, lowerRight, upperLeft];
  switch (count) {
    case 2:
    case 3:
    case 4:
      return corners.slice(0, count);
    case 5:
      return [...corners, centre];
    case 6:
      return [...corners, left, right];
    case 7:
      return [...corners, left, right, centre];
    case 8:
      return [...corners, left, right, top, bottom];
    default:
      return [...corners, left, right, top, bottom, centre];
  }
}
