/**
 * The capture rule (冲): after the mover's piece lands on `at`, each of the four
 * lines through it is checked. The maximal run of occupied points containing `at`
 * captures only when it reads exactly `110`/`011`, `1100`/`0011` or `1000`/`0001`
 * (`1` the mover's, `0` the opponent's): a tail of either colour blocks the push.
 *
 * @example
 * ```ts
 * import { geometry } from './geometry.js';
 * import { captureMask } from './capture.js';
 * const g = geometry(4);
 * // Row 0: mover on 0 and 1 (just moved to 1), opponent on 2, point 3 empty: "110".
 * captureMask(g, 0b0011, 0b0100, 1); // 0b0100
 * ```
 */
import type { Geometry } from './geometry.js';

/**
 * Captured points on line `d` through `at` (a mask, 0 when none). `mine` must
 * contain `at`; `occupied` is `mine | theirs`.
 */
export function lineCaptureMask(
  g: Geometry,
  mine: number,
  occupied: number,
  at: number,
  d: number,
): number {
  const base = d * g.points;
  let start = at;
  let len = 1;
  let q = g.backward[base + at] as number;
  while (q >= 0 && ((occupied >>> q) & 1) !== 0) {
    start = q;
    if (++len > 4) return 0;
    q = g.backward[base + q] as number;
  }
  q = g.forward[base + at] as number;
  while (q >= 0 && ((occupied >>> q) & 1) !== 0) {
    if (++len > 4) return 0;
    q = g.forward[base + q] as number;
  }
  if (len < 3) return 0;
  // Read the run from `start`: pattern bits (first point is the highest bit) and point list.
  const p0 = start;
  const p1 = g.forward[base + p0] as number;
  const p2 = g.forward[base + p1] as number;
  let pattern = (((mine >>> p0) & 1) << 2) | (((mine >>> p1) & 1) << 1) | ((mine >>> p2) & 1);
  if (len === 3) {
    if (pattern === 0b110) return 1 << p2;
    if (pattern === 0b011) return 1 << p0;
    return 0;
  }
  const p3 = g.forward[base + p2] as number;
  pattern = (pattern << 1) | ((mine >>> p3) & 1);
  switch (pattern) {
    case 0b1100:
      return (1 << p2) | (1 << p3);
    case 0b0011:
      return (1 << p0) | (1 << p1);
    case 0b1000:
      return (1 << p1) | (1 << p2) | (1 << p3);
    case 0b0001:
      return (1 << p0) | (1 << p1) | (1 << p2);
    default:
      return 0;
  }
}

/** Everything the mover captures by landing on `at`, over the four lines. */
export function captureMask(g: Geometry, mine: number, theirs: number, at: number): number {
  const occupied = mine | theirs;
  return (
    lineCaptureMask(g, mine, occupied, at, 0) |
    lineCaptureMask(g, mine, occupied, at, 1) |
    lineCaptureMask(g, mine, occupied, at, 2) |
    lineCaptureMask(g, mine, occupied, at, 3)
  );
}

/** The maximal run of occupied points through `at` on line `d`, as a mask. */
export function runMask(g: Geometry, occupied: number, at: number, d: number): number {
  const base = d * g.points;
  let m = 1 << at;
  for (let q = g.backward[base + at] as number; q >= 0 && ((occupied >>> q) & 1) !== 0;) {
    m |= 1 << q;
    q = g.backward[base + q] as number;
  }
  for (let q = g.forward[base + at] as number; q >= 0 && ((occupied >>> q) & 1) !== 0;) {
    m |= 1 << q;
    q = g.forward[base + q] as number;
  }
  return m;
}
