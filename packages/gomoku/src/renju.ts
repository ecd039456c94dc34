/**
 * Black's forbidden moves under RIF renju (articles 9.2 and 9.3): overline,
 * double-four and double-three, where a move making exactly five is never
 * forbidden and a three counts only if it can become a straight four whose key
 * point is not itself forbidden (resolved recursively).
 *
 * @example
 * ```ts
 * const b = Board.fromCells(15, cells);
 * forbiddenKind(b, b.index(7, 7)); // 'double-three' | 'double-four' | 'overline' | undefined
 * ```
 */
import type { Board } from './board.js';
import { BLACK, EMPTY, type ForbiddenKind } from './types.js';

/** What the foul check reads of a board: its padded cells, line steps and line lengths (the AI's pattern board has them too). */
type Lines = Pick<Board, 'cells' | 'dirs' | 'lineLength'>;

/**
 * Why Black may not play on the empty point `i`, or undefined when the move is
 * allowed. The board is used as scratch space and restored before returning.
 */
export function forbiddenKind(b: Lines, i: number): ForbiddenKind | undefined {
  if (b.cells[i] !== EMPTY || !mayBeForbidden(b, i)) return undefined;
  b.cells[i] = BLACK;
  try {
    return analyse(b, i);
  } finally {
    b.cells[i] = EMPTY;
  }
}

/** Black stones within five points of `i` in steps of `s`, up to the first other stone or the edge. */
function blackNear(cells: Int8Array, i: number, s: number): number {
  let n = 0;
  for (let k = 1, j = i + s; k <= 5; k++, j += s) {
    const c = cells[j];
    if (c === BLACK) n++;
    else if (c !== EMPTY) break;
  }
  return n;
}

/**
 * Cheap filter: a foul needs four black stones near `i` on one line (overline,
 * four-four in a line) or two on each of two lines.
 */
function mayBeForbidden(b: Lines, i: number): boolean {
  let lines = 0;
  for (let k = 0; k < 4; k++) {
    const d = b.dirs[k] as number;
    const n = blackNear(b.cells, i, d) + blackNear(b.cells, i, -d);
    if (n >= 4) return true;
    if (n >= 2) lines++;
  }
  return lines >= 2;
}

/** The verdict with a black stone already standing on `i`. */
function analyse(b: Lines, i: number): ForbiddenKind | undefined {
  let overline = false;
  for (const d of b.dirs) {
    const length = b.lineLength(i, d, BLACK);
    if (length === 5) return undefined; // five beats every foul (RIF 9.2)
    if (length > 5) overline = true;
  }
  if (overline) return 'overline';
  let total = 0;
  let withFour = 0; // bit k: direction k holds a four
  for (let k = 0; k < 4; k++) {
    const n = foursAlong(b, i, b.dirs[k] as number);
    if (n > 0) withFour |= 1 << k;
    total += n;
  }
  if (total >= 2) return 'double-four';
  let threes = 0;
  for (let k = 0; k < 4; k++) {
    if ((withFour & (1 << k)) === 0 && isThreeAlong(b, i, b.dirs[k] as number)) threes++;
    if (threes >= 2) return 'double-three';
  }
  return undefined;
}

/** The first non-black point beyond the black run through `i` in steps of `s`. */
function runEnd(b: Lines, i: number, s: number): number {
  let j = i + s;
  while (b.cells[j] === BLACK) j += s;
  return j;
}

/** True when a black stone on the empty point `j` makes exactly five along `d`. */
function makesFive(b: Lines, j: number, d: number): boolean {
  return b.cells[j] === EMPTY && b.lineLength(j, d, BLACK) === 5;
}

/**
 * How many distinct fours through `i` lie along `d` (0, 1 or 2). A five point
 * must touch the run through `i`, so only the first empty point on each side can
 * complete it; two five points around a run of four are one (straight) four.
 */
function foursAlong(b: Lines, i: number, d: number): number {
  const a = runEnd(b, i, -d);
  const z = runEnd(b, i, d);
  const fa = makesFive(b, a, d);
  const fz = makesFive(b, z, d);
  if (fa && fz) return (z - a) / d - 1 === 4 ? 1 : 2;
  return fa || fz ? 1 : 0;
}

/**
 * True when the stones through `i` along `d` form a real three: one more black
 * stone on a key point makes a straight four through `i` (a run of exactly four
 * whose two ends both make exactly five), and that key point is not forbidden.
 */
function isThreeAlong(b: Lines, i: number, d: number): boolean {
  const left = runEnd(b, i, -d);
  const right = runEnd(b, i, d);
  for (let side = 0; side < 2; side++) {
    const key = side === 0 ? left : right;
    if (b.cells[key] !== EMPTY) continue;
    b.cells[key] = BLACK;
    const a = runEnd(b, i, -d);
    const z = runEnd(b, i, d);
    const straight = (z - a) / d - 1 === 4 && makesFive(b, a, d) && makesFive(b, z, d);
    b.cells[key] = EMPTY;
    if (straight && forbiddenKind(b, key) === undefined) return true;
  }
  return false;
}

/** Every point forbidden for Black on this board, in padded-index order. */
export function forbiddenIndices(b: Board): { index: number; kind: ForbiddenKind }[] {
  const out: { index: number; kind: ForbiddenKind }[] = [];
  const { size, stride } = b;
  for (let y = 0; y < size; y++)
    for (let x = 0, i = (y + 1) * stride; x < size; x++, i++) {
      const kind = forbiddenKind(b, i);
      if (kind !== undefined) out.push({ index: i, kind });
    }
  return out;
}
