/**
 * Text forms of a queens solution (`solution[row] = column`, 0-based), built as large
 * Buffers so that a 10,000,000-queen solution prints in a fraction of a second.
 *
 * @example
 * ```ts
 * import { listChunks, boardText } from './format.js';
 * [...listChunks([1, 3, 0, 2])].join(''); // "1,3,0,2\n"
 * boardText([1, 3, 0, 2]); // ". Q . .\n. . . Q\nQ . . .\n. . Q .\n"
 * ```
 */

/** Largest board the `board` format will draw (n rows of 2n characters). */
export const MAX_BOARD_N = 1000;

const COMMA = 0x2c;
const NEWLINE = 0x0a;
const ZERO = 0x30;
/** Room for one number (up to 10 digits) and its separator. */
const MAX_ITEM_BYTES = 11;

/**
 * The list form, `c0,c1,...,cn-1` and a newline, in Buffers of about `chunkBytes`.
 * Columns must be integers in [0, 2^31). Digits are written straight into a preallocated Buffer, never via strings.
 */
export function* listChunks(
  solution: ArrayLike<number>,
  chunkBytes = 1 << 22,
): Generator<Buffer, void, undefined> {
  const size = Math.max(chunkBytes, MAX_ITEM_BYTES * 2);
  let buf = Buffer.allocUnsafe(size);
  let pos = 0;
  const n = solution.length;
  for (let i = 0; i < n; i++) {
    if (pos + MAX_ITEM_BYTES > size) {
      yield buf.subarray(0, pos);
      buf = Buffer.allocUnsafe(size);
      pos = 0;
    }
    if (i > 0) buf[pos++] = COMMA;
    pos = writeDigits(buf, pos, solution[i] ?? 0);
  }
  buf[pos++] = NEWLINE;
  yield buf.subarray(0, pos);
}

/**
 * Writes the decimal digits of `value` (an integer in [0, 2^31)) at `pos`; returns the
 * end. Integer arithmetic only: this loop runs ten million times for the largest boards.
 */
function writeDigits(buf: Buffer, pos: number, value: number): number {
  let v = value | 0;
  let digits = 1;
  for (let power = 10; digits < 10 && v >= power; power *= 10) digits++;
  let end = pos + digits;
  do {
    const q = (v / 10) | 0;
    buf[--end] = ZERO + v - q * 10;
    v = q;
  } while (end > pos);
  return pos + digits;
}

/** The list form of a small solution as a string (for `--all` streams). */
export function listLine(solution: ArrayLike<number>): string {
  return Array.prototype.join.call(solution, ',') + '\n';
}

/**
 * The board form: one line per row from the top, `Q` for the queen and `.` elsewhere,
 * space separated. Callers keep `n <= MAX_BOARD_N`.
 */
export function boardText(solution: ArrayLike<number>): string {
  return boardBuffer(solution).toString('latin1');
}

/** {@link boardText} as a Buffer, built from one template row. */
export function boardBuffer(solution: ArrayLike<number>): Buffer {
  const n = solution.length;
  const rowBytes = 2 * n;
  const template = Buffer.alloc(rowBytes, '. ');
  template[rowBytes - 1] = NEWLINE;
  const out = Buffer.allocUnsafe(rowBytes * n);
  for (let r = 0; r < n; r++) {
    template.copy(out, r * rowBytes);
    const c = solution[r];
    if (c !== undefined && c >= 0 && c < n) out[r * rowBytes + 2 * c] = 0x51; // 'Q'
  }
  return out;
}
