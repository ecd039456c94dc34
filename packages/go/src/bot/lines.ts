/**
 * Distance to the edge ("lines") on the padded fast board, and the opening rule that
 * keeps big-board search and playouts off the first two lines where nothing is near:
 * light playouts favour low moves (a second-line stone is hard to kill in a random
 * game), so with many playouts an unguided search crawls along the second line while
 * the opponent takes the corners and sides from the third and fourth lines. In the
 * opening only tactical low moves are searched.
 *
 * @example
 * ```ts
 * import { FastBoard } from '@qipan/go/bot';
 * import { lineOf, lowAndAlone } from './lines.js';
 * const b = FastBoard.create(19);
 * lineOf(b, b.index(1, 5)); // 1: the second line (0 is the edge)
 * lowAndAlone(b, b.index(1, 5)); // true: nothing within 3 points on an empty board
 * ```
 */
import { EMPTY, EDGE, type FastBoard } from '../board.js';

/** Boards at least this big keep off lonely first- and second-line points. */
export const LINE_RULE_MIN_SIZE = 13;

/** How far (in rows and columns) a stone makes a low point worth playing. */
const NEAR = 3;

const lineTables = new Map<number, Uint8Array>();

/** Per padded index: the line (0 = the edge line), 255 on the border. */
function lineTable(size: number): Uint8Array {
  let t = lineTables.get(size);
  if (t !== undefined) return t;
  const s = size + 2;
  t = new Uint8Array(s * s).fill(255);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++)
      t[(y + 1) * s + x + 1] = Math.min(x, y, size - 1 - x, size - 1 - y);
  lineTables.set(size, t);
  return t;
}

/** The line of point `p`: 0 on the edge, 1 on the second line, and so on. */
export function lineOf(b: FastBoard, p: number): number {
  return lineTable(b.size)[p] as number;
}

/** True when a stone of either colour is within `r` rows and columns of `p`. */
export function stoneNear(b: FastBoard, p: number, r: number): boolean {
  const cells = b.cells;
  const s = b.size + 2;
  const x = p % s;
  const y = (p - x) / s;
  const x0 = Math.max(1, x - r);
  const x1 = Math.min(s - 2, x + r);
  const y0 = Math.max(1, y - r);
  const y1 = Math.min(s - 2, y + r);
  for (let yy = y0; yy <= y1; yy++) {
    const row = yy * s;
    for (let xx = x0; xx <= x1; xx++) {
      const v = cells[row + xx];
      if (v !== EMPTY && v !== EDGE) return true;
    }
  }
  return false;
}

/**
 * True on boards of {@link LINE_RULE_MIN_SIZE} and more for a point on the first or
 * second line with no stone within 3 rows and columns: no tactics there, and a low
 * move in an empty area is an opening mistake.
 */
export function lowAndAlone(b: FastBoard, p: number): boolean {
  if (b.size < LINE_RULE_MIN_SIZE) return false;
  if ((lineTable(b.size)[p] as number) > 1) return false;
  return !stoneNear(b, p, NEAR);
}

/** Stones on the board. */
function stones(b: FastBoard): number {
  let n = 0;
  for (const v of b.cells) if (v === 1 || v === 2) n++;
  return n;
}

/**
 * `points` without the {@link lowAndAlone} ones, and in the opening of a big board
 * (fewer than 2 × size stones) without any first- or second-line point that captures,
 * saves or ataris nothing (`tactical` tells); all of them when none would be left.
 */
export function withoutLowAndAlone(
  b: FastBoard,
  points: readonly number[],
  tactical: (p: number) => boolean = () => false,
): readonly number[] {
  if (b.size < LINE_RULE_MIN_SIZE) return points;
  const table = lineTable(b.size);
  const early = stones(b) < 2 * b.size;
  const out = points.filter(
    (p) => (table[p] as number) > 1 || (early ? tactical(p) : !lowAndAlone(b, p)),
  );
  return out.length > 0 ? out : points;
}
