/**
 * Point notations at the edge: renju/diagram `h8` (column letter from the left,
 * row number from the bottom; boards of 19 and more leave out the letter I, as
 * Go does) and Gomocup `x,y` (0-based from the top-left). Plus the text of every
 * move kind (`h8`, `swap:black`, `swap:white`, `swap:place-two`).
 *
 * @example
 * ```ts
 * import { formatPoint, parsePoint, formatGomocupPoint } from '@qipan/gomoku';
 * formatPoint({ x: 7, y: 7 }, 15); // 'h8'
 * parsePoint('h8', 15); // { x: 7, y: 7 }
 * formatPoint({ x: 8, y: 0 }, 19); // 'j19'
 * formatGomocupPoint({ x: 7, y: 7 }); // '7,7'
 * ```
 */
import { columnLetter, parseColumnLetter, type Point } from '@qipan/core';
import { isChoice, SWAP_CHOICES, type GomokuMove, type SwapChoice } from './types.js';

/** True when column letters leave out I on this board size (19×19 and larger). */
export const skipsI = (size: number): boolean => size >= 19;

/** `h8`-style text of a point; lower case. */
export function formatPoint(p: Point, size: number): string {
  return `${columnLetter(p.x, { skipI: skipsI(size) })}${size - p.y}`;
}

/** Parses `h8` / `H8` on a board of `size`; undefined when not a point of that board. */
export function parsePoint(text: string, size: number): Point | undefined {
  const m = /^\s*([a-zA-Z])(\d{1,2})\s*$/.exec(text);
  if (!m) return undefined;
  const x = parseColumnLetter(m[1] as string, { skipI: skipsI(size) });
  const row = Number(m[2]);
  if (x === undefined || x >= size || row < 1 || row > size || (m[2] as string).startsWith('0'))
    return undefined;
  return { x, y: size - row };
}

/** Gomocup / Piskvork wire text: `x,y`, 0-based from the top-left. */
export const formatGomocupPoint = (p: Point): string => `${p.x},${p.y}`;

/** Parses `x,y` (spaces around the numbers allowed); `size` bounds the point when given. */
export function parseGomocupPoint(text: string, size?: number): Point | undefined {
  const m = /^\s*(\d{1,3})\s*,\s*(\d{1,3})\s*$/.exec(text);
  if (!m) return undefined;
  const p = { x: Number(m[1]), y: Number(m[2]) };
  if (size !== undefined && (p.x >= size || p.y >= size)) return undefined;
  return p;
}

/** Text of any move: `h8` for stones, `swap:<choice>` for swap2 decisions. */
export function formatMoveText(move: GomokuMove, size: number): string {
  return isChoice(move) ? `swap:${move.choose}` : formatPoint(move, size);
}

/** Parses `h8`, `7,7` or `swap:<choice>`; undefined when none of them. */
export function parseMoveText(text: string, size: number): GomokuMove | undefined {
  const t = text.trim();
  const swap = /^swap:(.+)$/i.exec(t);
  if (swap) {
    const choice = (swap[1] as string).toLowerCase();
    return (SWAP_CHOICES as readonly string[]).includes(choice)
      ? { choose: choice as SwapChoice }
      : undefined;
  }
  return parsePoint(t, size) ?? parseGomocupPoint(t, size);
}

/** The compact move string of a stone sequence: `h8i9j10`. */
export const formatMoveString = (points: readonly Point[], size: number): string =>
  points.map((p) => formatPoint(p, size)).join('');

/** Parses a compact move string (spaces and commas between moves are tolerated). */
export function parseMoveString(
  text: string,
  size: number,
): { ok: true; points: Point[] } | { ok: false; offset: number; message: string } {
  const points: Point[] = [];
  const re = /([a-zA-Z])(\d{1,2})|[\s,;]+/y;
  let offset = 0;
  while (offset < text.length) {
    re.lastIndex = offset;
    const m = re.exec(text);
    if (!m)
      return { ok: false, offset, message: `unexpected '${text[offset] ?? ''}' at ${offset}` };
    if (m[1] !== undefined) {
      const p = parsePoint(m[0], size);
      if (!p)
        return { ok: false, offset, message: `${m[0]} is not a point of a ${size}×${size} board` };
      points.push(p);
    }
    offset = re.lastIndex;
  }
  return { ok: true, points };
}
