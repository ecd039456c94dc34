/**
 * An explicit solution for any n >= 4 (and n = 1) in O(n), without search, plus an
 * O(n) validity check that also works on typed arrays.
 *
 * @example
 * ```ts
 * import { construct, isSolution } from '@qipan/queens';
 * const s = construct(1_000_000); // Int32Array, s[row] = column
 * isSolution(s); // true
 * ```
 *
 * The classical construction (numbering rows and columns from 1): list the even
 * columns 2, 4, ... then the odd ones 1, 3, .... That works unless n mod 6 is 2 or 3.
 * For n mod 6 = 2, swap 1 and 3 in the odd list and move 5 to its end; for n mod 6 = 3,
 * move 2 to the end of the even list and 1, 3 to the end of the odd list.
 */

/** Largest n accepted by {@link construct} (memory, not time, is the limit). */
export const MAX_CONSTRUCT_N = 100_000_000;

/** One solution as `s[row] = column` (0-based). Throws RangeError for n = 2, 3 or outside 1..MAX_CONSTRUCT_N. */
export function construct(n: number): Int32Array {
  if (!Number.isInteger(n) || n < 1 || n > MAX_CONSTRUCT_N) {
    throw new RangeError(`construct needs an integer n in 1..${MAX_CONSTRUCT_N}, got ${n}`);
  }
  if (n === 2 || n === 3) throw new RangeError(`there is no ${n}-queens solution`);
  const out = new Int32Array(n);
  if (n === 1) return out;
  const rest = n % 6;
  let i = 0;
  const put = (oneBased: number): void => {
    out[i++] = oneBased - 1;
  };
  // Even columns.
  if (rest === 3) {
    for (let c = 4; c <= n; c += 2) put(c);
    put(2);
  } else {
    for (let c = 2; c <= n; c += 2) put(c);
  }
  // Odd columns.
  if (rest === 2) {
    put(3);
    put(1);
    for (let c = 7; c <= n; c += 2) put(c);
    put(5);
  } else if (rest === 3) {
    for (let c = 5; c <= n; c += 2) put(c);
    put(1);
    put(3);
  } else {
    for (let c = 1; c <= n; c += 2) put(c);
  }
  return out;
}

/** True when `s` has one queen per row, one per column and none sharing a diagonal. O(n). */
export function isSolution(s: ArrayLike<number>): boolean {
  const n = s.length;
  if (n === 0) return false;
  const cols = new Uint8Array(n);
  const diag = new Uint8Array(2 * n);
  const anti = new Uint8Array(2 * n);
  for (let r = 0; r < n; r++) {
    const c = s[r] as number;
    if (!Number.isInteger(c) || c < 0 || c >= n) return false;
    const d = r - c + n;
    const a = r + c;
    if (cols[c] || diag[d] || anti[a]) return false;
    cols[c] = 1;
    diag[d] = 1;
    anti[a] = 1;
  }
  return true;
}
