/**
 * Larger shapes for the move model: around an empty point, the 12-point diamond (the
 * 3×3 square plus the four points two away in a line) and the 20-point square (5×5
 * without its corners), seen from the side to move (own stones 1, the opponent's 2,
 * empty 0, off the board 3) and folded over the 8 symmetries into one canonical code
 * each (the smallest over the symmetries). Points past the board's one-point border
 * count as off the board. The training script and {@link LargeModel} use these codes.
 *
 * @example
 * ```ts
 * import { FastBoard, BLACK, WHITE } from '@qipan/go/bot';
 * import { shapeCodes } from './shapes.js';
 * const b = FastBoard.create(19);
 * b.play(BLACK, b.index(3, 3));
 * const [diamond, square] = shapeCodes(b, WHITE, b.index(2, 5));
 * ```
 */
import { BLACK, type FastBoard, type StoneColor } from '../board.js';

/** The shape's points: first the 12 of the diamond, then the 8 more of the square. */
const POINTS: readonly (readonly [number, number])[] = [
  [-1, -1],
  [0, -1],
  [1, -1],
  [-1, 0],
  [1, 0],
  [-1, 1],
  [0, 1],
  [1, 1],
  [0, -2],
  [-2, 0],
  [2, 0],
  [0, 2],
  [-1, -2],
  [1, -2],
  [-2, -1],
  [2, -1],
  [-2, 1],
  [2, 1],
  [-1, 2],
  [1, 2],
];
const DIAMOND_POINTS = 12;

/**
 * Per symmetry and shape point: the place value of that point's colour in the
 * symmetric code (4^position; diamond points and the square's other 8 each counted
 * from 0, the square's code is diamond + others × 4^12).
 */
const WEIGHTS: Float64Array = (() => {
  const w = new Float64Array(8 * POINTS.length);
  for (let s = 0; s < 8; s++) {
    POINTS.forEach(([dx, dy], k) => {
      let x = dx;
      let y = dy;
      if (s & 1) x = -x;
      if (s & 2) y = -y;
      if (s & 4) [x, y] = [y, x];
      const to = POINTS.findIndex(([a, b]) => a === x && b === y);
      const place = to < DIAMOND_POINTS ? to : to - DIAMOND_POINTS;
      w[s * POINTS.length + k] = 4 ** place;
    });
  }
  return w;
})();

const SQUARE_SHIFT = 4 ** DIAMOND_POINTS;

/** Board offsets of the shape points, per stride (one board size at a time in practice). */
let offsetStride = -1;
let offsets = new Int32Array(POINTS.length);

/** Colour values seen from the side to move (index: cell value). */
const FROM_BLACK = [0, 1, 2, 3];
const FROM_WHITE = [0, 2, 1, 3];

/** Scratch for one point's shape values. */
const values = new Int32Array(POINTS.length);

/** The canonical diamond and square codes of `c` playing at `p`, written into `out` [diamond, square]. */
export function shapeCodes(
  b: FastBoard,
  c: StoneColor,
  p: number,
  out: Float64Array = new Float64Array(2),
): Float64Array {
  const stride = b.size + 2;
  if (stride !== offsetStride) {
    offsets = Int32Array.from(POINTS, ([dx, dy]) => dy * stride + dx);
    offsetStride = stride;
  }
  const cells = b.cells;
  const n = cells.length;
  const see = c === BLACK ? FROM_BLACK : FROM_WHITE;
  for (let k = 0; k < POINTS.length; k++) {
    const q = p + (offsets[k] as number);
    values[k] = q >= 0 && q < n ? (see[cells[q] as number] as number) : 3;
  }
  let diamond = Infinity;
  let square = Infinity;
  for (let s = 0; s < 8; s++) {
    const base = s * POINTS.length;
    let d = 0;
    for (let k = 0; k < DIAMOND_POINTS; k++)
      d += (values[k] as number) * (WEIGHTS[base + k] as number);
    let o = 0;
    for (let k = DIAMOND_POINTS; k < POINTS.length; k++)
      o += (values[k] as number) * (WEIGHTS[base + k] as number);
    if (d < diamond) diamond = d;
    const sq = d + o * SQUARE_SHIFT;
    if (sq < square) square = sq;
  }
  out[0] = diamond;
  out[1] = square;
  return out;
}
