/**
 * Board geometry as bit masks: point `p = y * n + x` is bit `p` of a 32-bit integer
 * (at most 25 points). Neighbour masks, the four line directions and the 8
 * symmetries of the square, computed once per board size.
 *
 * @example
 * ```ts
 * import { geometry } from './geometry.js';
 * const g = geometry(5);
 * g.adjacent[12]; // mask of the 4 neighbours of the centre point (2,2)
 * g.forward[0 * g.points + 12]; // the next point to the right of the centre: 13
 * ```
 */
import type { Point } from '@qipan/core';
import type { BoardSize } from './types.js';

/** Direction vectors of the four lines, in the order of `LINES`. */
export const LINE_DIRECTIONS: readonly (readonly [number, number])[] = [
  [1, 0], // horizontal
  [0, 1], // vertical
  [1, 1], // diagonal: top-left to bottom-right
  [1, -1], // antidiagonal: bottom-left to top-right
];

export interface Geometry {
  readonly n: BoardSize;
  readonly points: number;
  /** Mask with every point of the board set. */
  readonly full: number;
  /** Orthogonal neighbour mask of each point. */
  readonly adjacent: Int32Array;
  /** `forward[d * points + p]`: next point along line `d`, or -1 at the edge. */
  readonly forward: Int8Array;
  /** `backward[d * points + p]`: previous point along line `d`, or -1. */
  readonly backward: Int8Array;
  /** `symmetry[s * points + p]`: image of `p` under symmetry `s` (0 is the identity). */
  readonly symmetry: Int8Array;
}

const cache = new Map<number, Geometry>();

export function geometry(n: BoardSize): Geometry {
  const hit = cache.get(n);
  if (hit) return hit;
  const points = n * n;
  const inside = (x: number, y: number): boolean => x >= 0 && y >= 0 && x < n && y < n;
  const adjacent = new Int32Array(points);
  const forward = new Int8Array(4 * points).fill(-1);
  const backward = new Int8Array(4 * points).fill(-1);
  const symmetry = new Int8Array(8 * points);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const p = y * n + x;
      let m = 0;
      for (const [dx, dy] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ] as const) {
        if (inside(x + dx, y + dy)) m |= 1 << ((y + dy) * n + x + dx);
      }
      adjacent[p] = m;
      LINE_DIRECTIONS.forEach(([dx, dy], d) => {
        if (inside(x + dx, y + dy)) forward[d * points + p] = (y + dy) * n + x + dx;
        if (inside(x - dx, y - dy)) backward[d * points + p] = (y - dy) * n + x - dx;
      });
      const m1 = n - 1;
      const images: readonly (readonly [number, number])[] = [
        [x, y],
        [m1 - x, y],
        [x, m1 - y],
        [m1 - x, m1 - y],
        [y, x],
        [m1 - y, x],
        [y, m1 - x],
        [m1 - y, m1 - x],
      ];
      images.forEach(([ix, iy], s) => {
        symmetry[s * points + p] = iy * n + ix;
      });
    }
  }
  const g: Geometry = {
    n,
    points,
    full: points === 32 ? -1 : (1 << points) - 1,
    adjacent,
    forward,
    backward,
    symmetry,
  };
  cache.set(n, g);
  return g;
}

export const pointToIndex = (p: Point, n: number): number => p.y * n + p.x;
export const indexToPoint = (i: number, n: number): Point => ({ x: i % n, y: Math.floor(i / n) });

/** Number of set bits of a 32-bit mask. */
export function popcount(m: number): number {
  m = m - ((m >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (Math.imul((m + (m >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
}

/** Index of the lowest set bit of a non-zero mask. */
export const lowestBit = (m: number): number => 31 - Math.clz32(m & -m);

/** The points of a mask, in increasing index order. */
export function maskPoints(m: number, n: number): Point[] {
  const out: Point[] = [];
  while (m !== 0) {
    const p = lowestBit(m);
    m &= m - 1;
    out.push(indexToPoint(p, n));
  }
  return out;
}
