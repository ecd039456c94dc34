/**
 * Board coordinates: `{ x, y }`, 0-based, from the top-left corner.
 *
 * @example
 * ```ts
 * import { point, pointKey, neighbours } from '@qipan/core';
 * const p = point(3, 4);
 * pointKey(p); // "3,4"
 * neighbours(p, { width: 9, height: 9 }); // the 4 orthogonal neighbours on the board
 * ```
 */

/** A point on a grid, 0-based, x to the right, y downwards. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Width and height of a rectangular grid. */
export interface Size {
  readonly width: number;
  readonly height: number;
}

export const point = (x: number, y: number): Point => ({ x, y });

export const pointsEqual = (a: Point, b: Point): boolean => a.x === b.x && a.y === b.y;

/** A stable string key for maps and `data-point` attributes: `"x,y"`. */
export const pointKey = (p: Point): string => `${p.x},${p.y}`;

/** Parses a key made by {@link pointKey}; undefined for anything else. */
export function parsePointKey(key: string): Point | undefined {
  const m = /^(\d+),(\d+)$/.exec(key);
  if (!m) return undefined;
  return { x: Number(m[1]), y: Number(m[2]) };
}

export const inBounds = (p: Point, size: Size): boolean =>
  Number.isInteger(p.x) &&
  Number.isInteger(p.y) &&
  p.x >= 0 &&
  p.y >= 0 &&
  p.x < size.width &&
  p.y < size.height;

/** Index of a point in a row-major array of `size.width` columns. */
export const pointIndex = (p: Point, size: Size): number => p.y * size.width + p.x;

export const pointAt = (index: number, size: Size): Point => ({
  x: index % size.width,
  y: Math.floor(index / size.width),
});

/** Orthogonal directions, then diagonal ones. */
export const ORTHOGONAL: readonly Point[] = [
  { x: 1, y: 0 },
  { x: -1, y: 0 },
  { x: 0, y: 1 },
  { x: 0, y: -1 },
];
export const DIAGONAL: readonly Point[] = [
  { x: 1, y: 1 },
  { x: -1, y: -1 },
  { x: 1, y: -1 },
  { x: -1, y: 1 },
];

/** The orthogonal neighbours of `p` that lie on the board. */
export function neighbours(p: Point, size: Size): Point[] {
  const out: Point[] = [];
  for (const d of ORTHOGONAL) {
    const q = { x: p.x + d.x, y: p.y + d.y };
    if (inBounds(q, size)) out.push(q);
  }
  return out;
}

/** Every point of the grid in row-major order. */
export function allPoints(size: Size): Point[] {
  const out: Point[] = [];
  for (let y = 0; y < size.height; y++) for (let x = 0; x < size.width; x++) out.push({ x, y });
  return out;
}

/**
 * Column letters as used by Go and Gomoku diagrams: `a`..`z` or, with `skipI`,
 * the Go convention that leaves out `I` (A..H, J..Z).
 */
export function columnLetter(x: number, options: { skipI: boolean }): string {
  const alphabet = options.skipI ? 'abcdefghjklmnopqrstuvwxyz' : 'abcdefghijklmnopqrstuvwxyz';
  const letter = alphabet[x];
  if (letter === undefined) throw new RangeError(`column ${x} has no letter`);
  return letter;
}

/** Inverse of {@link columnLetter}; case-insensitive; undefined when not a column. */
export function parseColumnLetter(letter: string, options: { skipI: boolean }): number | undefined {
  const alphabet = options.skipI ? 'abcdefghjklmnopqrstuvwxyz' : 'abcdefghijklmnopqrstuvwxyz';
  const i = alphabet.indexOf(letter.toLowerCase());
  return letter.length === 1 && i >= 0 ? i : undefined;
}
