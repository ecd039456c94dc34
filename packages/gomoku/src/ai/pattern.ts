/**
 * Line patterns for gomoku: what a stone placed on an empty point makes along
 * one line, from the four points on either side (five where only an exact five
 * counts: standard, and Black under renju). Every one of the 3^8 (3^10)
 * neighbourhoods (each point empty, own, or blocked by the opponent or the
 * edge) is classified once, from the definitions:
 *
 * - FIVE: five (or, under freestyle and for White under renju, more) in a row through the point;
 * - FLEX4 (open four): two different points would then make five;
 * - BLOCK4 (four): one point would;
 * - FLEX3 (open three): one more own stone can make an open four;
 * - BLOCK3 (three): one more own stone can make a four;
 * - FLEX2 / BLOCK2: one more own stone can make an open three / a three;
 * - FLEX1: a five is still possible through the point; NONE: it is not.
 *
 * @example
 * ```ts
 * import { PATTERN, lineKey, FLEX4 } from './pattern.js';
 * // . X X X [.] . . . .  → placing own at the centre makes an open four
 * PATTERN[lineKey([0, 1, 1, 1, 0, 0, 0, 0])] === FLEX4;
 * ```
 */

export const NONE = 0;
export const FLEX1 = 1;
export const BLOCK2 = 2;
export const FLEX2 = 3;
export const BLOCK3 = 4;
export const FLEX3 = 5;
export const BLOCK4 = 6;
export const FLEX4 = 7;
export const FIVE = 8;

/** Neighbourhood values: empty, own stone, blocked (opponent stone or off the board). */
export const EMPTY_CELL = 0;
export const OWN = 1;
export const BLOCKED = 2;

/** 3^j for the neighbourhood slots (slots 0-3 left of the point, 4-7 right, for a reach of four). */
export const POW3 = [1, 3, 9, 27, 81, 243, 729, 2187, 6561, 19683] as const;

/** The key of a neighbourhood: eight values, the four left points (far to near) then the four right (near to far). */
export function lineKey(cells: readonly number[]): number {
  let k = 0;
  for (let j = 0; j < cells.length; j++) k += (cells[j] ?? 0) * (POW3[j] as number);
  return k;
}

/**
 * The pattern of every neighbourhood of `reach` points on either side (keys as
 * {@link lineKey}: the left points far to near, then the right near to far).
 * `exact`: only exactly five in a row is a five (standard, and Black under
 * renju), so an overline counts for nothing; that needs a reach of five, the
 * points just beyond a five through the centre. Else five or more is a five.
 *
 * The table is filled from the longest lines down: a point's pattern follows
 * from the patterns of the lines with one more own stone (a three is a line one
 * stone short of a four, a two one stone short of a three).
 */
export function patternTable(reach: 4 | 5, exact: boolean): Uint8Array {
  const len = 2 * reach + 1;
  const slots = len - 1;
  const size = 3 ** slots;
  const t = new Uint8Array(size);
  const line = new Int8Array(len);
  /** Slot of line index j (the centre has none). */
  const slotOf = (j: number): number => (j < reach ? j : j - 1);
  const run = (): number => {
    let n = 1;
    for (let k = reach - 1; k >= 0 && line[k] === OWN; k--) n++;
    for (let k = reach + 1; k < len && line[k] === OWN; k++) n++;
    return n;
  };
  const isFive = (n: number): boolean => (exact ? n === 5 : n >= 5);
  for (let key = size - 1; key >= 0; key--) {
    let k = key;
    for (let j = 0; j < slots; j++) {
      line[j < reach ? j : j + 1] = k % 3;
      k = Math.floor(k / 3);
    }
    line[reach] = OWN;
    if (isFive(run())) {
      t[key] = FIVE;
      continue;
    }
    let fives = 0;
    let best = 0;
    for (let e = 0; e < len; e++) {
      if (line[e] !== EMPTY_CELL) continue;
      line[e] = OWN;
      if (isFive(run())) fives++;
      line[e] = EMPTY_CELL;
      // The line with one more own stone at e (a larger key, already classified).
      const q = t[key + (POW3[slotOf(e)] as number)] as number;
      const up =
        q === FLEX4
          ? FLEX3
          : q === BLOCK4
            ? BLOCK3
            : q === FLEX3
              ? FLEX2
              : q === BLOCK3
                ? BLOCK2
                : 0;
      if (up > best) best = up;
    }
    if (fives >= 2) t[key] = FLEX4;
    else if (fives === 1) t[key] = BLOCK4;
    else if (best > 0) t[key] = best;
    else {
      let room = false;
      for (let s0 = reach - 4; s0 <= reach && !room; s0++) {
        let free = true;
        for (let j = s0; j < s0 + 5; j++) if (line[j] === BLOCKED) free = false;
        room = free;
      }
      t[key] = room ? FLEX1 : NONE;
    }
  }
  return t;
}

/**
 * Overline points for a colour whose five must be exact: `OVERLINE[key]` (keys of a
 * reach of five) is 1 when a stone at the centre makes six or more in a row.
 */
export const overlineTable = (): Uint8Array => {
  const t = new Uint8Array(3 ** 10);
  for (let key = 0; key < t.length; key++) {
    let k = key;
    const line = new Int8Array(11);
    for (let j = 0; j < 10; j++) {
      line[j < 5 ? j : j + 1] = k % 3;
      k = Math.floor(k / 3);
    }
    let n = 1;
    for (let j = 4; j >= 0 && line[j] === OWN; j--) n++;
    for (let j = 6; j <= 10 && line[j] === OWN; j++) n++;
    t[key] = n >= 6 ? 1 : 0;
  }
  return t;
};

/** The freestyle pattern of every neighbourhood key of a reach of four (3^8 entries). */
export const PATTERN: Uint8Array = patternTable(4, false);
