/**
 * Go vertex notation: `D4` (column letters A–Z without I, rows counted from the
 * bottom) and SGF `dd` (from the top-left), both to and from the core `Point`.
 *
 * @example
 * ```ts
 * import { parseVertex, formatVertex } from '@qipan/go';
 * parseVertex('D4', 19); // { x: 3, y: 15 }
 * formatVertex({ x: 3, y: 15 }, 19); // 'D4'
 * parseVertex('I5', 19); // undefined: there is no I column
 * ```
 */
import {
  columnLetter,
  formatSgfPoint,
  inBounds,
  parseColumnLetter,
  parseSgfPoint,
  type Point,
} from '@qipan/core';

/** `D4` → point on a `size` board; undefined for anything else (case-insensitive). */
export function parseVertex(text: string, size: number): Point | undefined {
  const m = /^\s*([A-Za-z])(\d{1,2})\s*$/.exec(text);
  if (!m) return undefined;
  const x = parseColumnLetter(m[1] as string, { skipI: true });
  const row = Number(m[2]);
  if (x === undefined) return undefined;
  const p = { x, y: size - row };
  return inBounds(p, { width: size, height: size }) ? p : undefined;
}

/** Point → `D4` (upper-case letter, row from the bottom). */
export function formatVertex(p: Point, size: number): string {
  return `${columnLetter(p.x, { skipI: true }).toUpperCase()}${size - p.y}`;
}

/** SGF `dd` → point, when on a `size` board. */
export function parseSgfVertex(text: string, size: number): Point | undefined {
  const p = parseSgfPoint(text);
  return p && inBounds(p, { width: size, height: size }) ? p : undefined;
}

/** Point → SGF `dd`. */
export const formatSgfVertex = (p: Point): string => formatSgfPoint(p);
