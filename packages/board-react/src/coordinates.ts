/**
 * Coordinate labels around a board: column letters and row numbers counted from the
 * bottom, in one of the usual schemes, or the caller's own labels.
 *
 * @example
 * ```ts
 * import { coordinateLabels } from '@qipan/board-react';
 * coordinateLabels(19, 'go').columns.slice(7, 9); // ['H', 'J'] (Go skips I)
 * coordinateLabels(15, 'lower').columns.at(-1); // 'o' (Gomoku a–o)
 * coordinateLabels(9, 'go').rows[0]; // '9' (rows top to bottom: the top row is 9)
 * ```
 */
import type { Size } from '@qipan/core';

/** `go`: A–T without I; `upper`: A, B, C…; `lower`: a, b, c… Rows are numbered from the bottom. */
export const COORDINATE_SCHEMES = ['go', 'upper', 'lower'] as const;
export type CoordinateScheme = (typeof COORDINATE_SCHEMES)[number];

/** Labels of the columns (left to right) and rows (top to bottom). */
export interface CoordinateLabels {
  readonly columns: readonly string[];
  readonly rows: readonly string[];
}

export const BOARD_SIDES = ['top', 'right', 'bottom', 'left'] as const;
export type BoardSide = (typeof BOARD_SIDES)[number];

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';
const GO_ALPHABET = 'abcdefghjklmnopqrstuvwxyz';

/** The letters of column `x` (`z` is followed by `aa`, `ab`… past the alphabet). */
function letters(x: number, alphabet: string): string {
  let out = '';
  let i = x;
  do {
    out = (alphabet[i % alphabet.length] as string) + out;
    i = Math.floor(i / alphabet.length) - 1;
  } while (i >= 0);
  return out;
}

/** Column and row labels of a `size` board (a number is a square side) in `scheme`. */
export function coordinateLabels(size: number | Size, scheme: CoordinateScheme): CoordinateLabels {
  const width = typeof size === 'number' ? size : size.width;
  const height = typeof size === 'number' ? size : size.height;
  const alphabet = scheme === 'go' ? GO_ALPHABET : ALPHABET;
  const columns = Array.from({ length: width }, (_, x) => {
    const l = letters(x, alphabet);
    return scheme === 'lower' ? l : l.toUpperCase();
  });
  const rows = Array.from({ length: height }, (_, y) => String(height - y));
  return { columns, rows };
}
