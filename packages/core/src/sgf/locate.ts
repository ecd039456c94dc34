/**
 * Where a root property is, found by scanning the SGF structure (`(`, `)`, `;`,
 * property ids, `[...]` values with `\` escapes) of text or of undecoded bytes, so a
 * `CA[...]` or `SZ[...]` written inside a comment is never taken for the property.
 * Used to read the declared charset before decoding, and to give the line and
 * column of a bad root value (`SZ[1e1]`).
 *
 * @example
 * ```ts
 * import { findRootProperty } from '@qipan/core';
 * findRootProperty('(;GM[1]C[SZ[9]]SZ[1e1])', 'SZ'); // { offset: 15, value: '1e1' }
 * findRootProperty('(;GM[1])(;SZ[9])', 'SZ', 1); // { offset: 10, value: '9' }
 * ```
 */

export interface RootProperty {
  /** Offset (0-based, in the code units or bytes scanned) of the property id. */
  readonly offset: number;
  /** Its first value, escapes resolved (bytes as Latin-1 characters), at most `maxValue` long. */
  readonly value: string;
}

const isSpace = (c: number | undefined): boolean =>
  c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0b || c === 0x0c;
const isLetter = (c: number | undefined): boolean =>
  c !== undefined && ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a));

/**
 * The property `id` (upper-case, as the parser keeps FF[3] long ids) of the root node
 * of game tree `game` (0-based), or undefined when that root has none or the
 * structure is malformed before it.
 */
export function findRootProperty(
  source: string | Uint8Array,
  id: string,
  game = 0,
  maxValue = Infinity,
): RootProperty | undefined {
  const n = source.length;
  const at: (i: number) => number | undefined =
    typeof source === 'string'
      ? (i) => (i < n ? source.charCodeAt(i) : undefined)
      : (i) => source[i];
  // Skips a value from its '[': the index after its ']', or -1 when it never closes.
  const skipValue = (i: number): number => {
    for (let k = i + 1; k < n; k++) {
      const c = at(k);
      if (c === 0x5c) k++;
      else if (c === 0x5d) return k + 1;
    }
    return -1;
  };
  // Find the '(' that opens game tree `game`.
  let i = 0;
  let depth = 0;
  let trees = -1;
  for (; i < n; i++) {
    const c = at(i);
    if (c === 0x28) {
      depth++;
      if (depth === 1 && ++trees === game) break;
    } else if (c === 0x29) depth = Math.max(0, depth - 1);
    else if (c === 0x5b && depth > 0) {
      i = skipValue(i);
      if (i < 0) return undefined;
      i--;
    }
  }
  if (i >= n) return undefined;
  i++;
  while (i < n && isSpace(at(i))) i++;
  if (at(i) === 0x3b) i++; // ';' (some writers leave it out)
  for (;;) {
    while (i < n && isSpace(at(i))) i++;
    if (!isLetter(at(i))) return undefined; // the end of the root node
    const start = i;
    let name = '';
    while (i < n && isLetter(at(i))) {
      const c = at(i++) as number;
      if (c <= 0x5a) name += String.fromCharCode(c);
    }
    while (i < n && isSpace(at(i))) i++;
    if (at(i) !== 0x5b) return undefined;
    if (name === id) {
      let value = '';
      for (let k = i + 1; k < n; k++) {
        let c = at(k);
        if (c === 0x5d) return { offset: start, value };
        if (c === 0x5c) c = at(++k);
        if (c !== undefined && value.length < maxValue) value += String.fromCharCode(c);
      }
      return undefined; // never closed
    }
    while (at(i) === 0x5b) {
      i = skipValue(i);
      if (i < 0) return undefined;
      while (i < n && isSpace(at(i))) i++;
    }
  }
}
