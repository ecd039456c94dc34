/**
 * Positions as text rows, top row first: `X` black, `O` white, `.` empty; the
 * board size is the number of rows (the format of `qipan gomoku forbidden` and
 * `qipan gomoku move`). Also the sorted `h8 double-three` listing of fouls.
 *
 * @example
 * ```ts
 * import { parsePositionText, fromSetup, forbiddenPoints, formatForbiddenList } from '@qipan/gomoku';
 * const r = parsePositionText(text); // 15 rows of 15 points for a 15×15 board
 * if (r.ok) {
 *   const s = fromSetup({ ...r.value, rule: 'renju', turn: 'black' });
 *   if (s.ok) formatForbiddenList(forbiddenPoints(s.value), r.value.size); // e.g. ['e14 double-four', 'f8 overline']
 * }
 * ```
 */
import { err, ok, type Point, type Result } from '@qipan/core';
import { formatPoint } from './notation.js';
import { MAX_SIZE, MIN_SIZE, type ForbiddenPoint } from './types.js';

export interface PositionText {
  readonly size: number;
  readonly black: Point[];
  readonly white: Point[];
}

export interface PositionTextError {
  readonly reason: 'bad-size' | 'bad-row' | 'bad-char';
  readonly message: string;
  /** 1-based line of the problem (0 for the whole text). */
  readonly line: number;
}

/** Reads text rows; blank lines before and after and trailing spaces are ignored. */
export function parsePositionText(text: string): Result<PositionText, PositionTextError> {
  const rows = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((r) => r.trimEnd());
  let first = 0;
  while (first < rows.length && rows[first] === '') first++;
  let last = rows.length;
  while (last > first && rows[last - 1] === '') last--;
  const body = rows.slice(first, last);
  const size = body.length;
  if (size < MIN_SIZE || size > MAX_SIZE)
    return err({
      reason: 'bad-size',
      message: `${size} rows: a board has ${MIN_SIZE} to ${MAX_SIZE}`,
      line: 0,
    });
  const black: Point[] = [];
  const white: Point[] = [];
  for (let y = 0; y < size; y++) {
    const row = body[y] as string;
    const line = first + y + 1;
    if (row.length !== size)
      return err({
        reason: 'bad-row',
        message: `line ${line} has ${row.length} points, expected ${size}`,
        line,
      });
    for (let x = 0; x < size; x++) {
      const ch = row[x];
      if (ch === 'X' || ch === 'x') black.push({ x, y });
      else if (ch === 'O' || ch === 'o') white.push({ x, y });
      else if (ch !== '.')
        return err({
          reason: 'bad-char',
          message: `line ${line}, column ${x + 1}: '${ch}' is not X, O or .`,
          line,
        });
    }
  }
  return ok({ size, black, white });
}

/** Text rows of a position (the inverse of {@link parsePositionText}). */
export function formatPositionText(p: PositionText): string {
  const grid = Array.from({ length: p.size }, () => new Array<string>(p.size).fill('.'));
  for (const q of p.black) (grid[q.y] as string[])[q.x] = 'X';
  for (const q of p.white) (grid[q.y] as string[])[q.x] = 'O';
  return grid.map((r) => r.join('')).join('\n') + '\n';
}

/** `h8 double-three` lines sorted by column, then row (from the bottom). */
export function formatForbiddenList(points: readonly ForbiddenPoint[], size: number): string[] {
  return points
    .slice()
    .sort((a, b) => a.point.x - b.point.x || b.point.y - a.point.y)
    .map((f) => `${formatPoint(f.point, size)} ${f.kind}`);
}
