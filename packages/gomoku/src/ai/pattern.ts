/**
 * Line patterns for freestyle gomoku: what a stone placed on an empty point
 * makes along one line, from the four points on either side. Every one of the
 * 3^8 neighbourhoods (each point empty, own, or blocked by the opponent or the
 * edge) is classified once, from the definitions:
 *
 * - FIVE: five or more in a row through the point;
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

/** 3^j for the eight neighbourhood slots (slots 0-3 left of the point, 4-7 right). */
export const POW3 = [1, 3, 9, 27, 81, 243, 729, 2187] as const;

/** The key of a neighbourhood: eight values, the four left points (far to near) then the four right (near to far). */
export function lineKey(cells: readonly number[]): number {
  let k = 0;
  for (let j = 0; j < 8; j++) k += (cells[j] ?? 0) * (POW3[j] as number);
  return k;
}

/** The run of own stones through the centre (index 4) of a nine-point line. */
function runThroughCentre(line: Int8Array): number {
  if (line[4] !== OWN) return 0;
  let n = 1;
  for (let k = 3; k >= 0 && line[k] === OWN; k--) n++;
  for (let k = 5; k <= 8 && line[k] === OWN; k++) n++;
  return n;
}

/** Empty points of the line that would make five through the centre (centre already own). */
function fivePoints(line: Int8Array): number {
  let n = 0;
  for (let e = 0; e < 9; e++) {
    if (line[e] !== EMPTY_CELL) continue;
    line[e] = OWN;
    if (runThroughCentre(line) >= 5) n++;
    line[e] = EMPTY_CELL;
  }
  return n;
}

/** The best of FLEX4 / BLOCK4 reachable with one more own stone (centre own), or 0. */
function bestFourAfterOne(line: Int8Array): number {
  let best = 0;
  for (let e = 0; e < 9 && best < FLEX4; e++) {
    if (line[e] !== EMPTY_CELL) continue;
    line[e] = OWN;
    if (runThroughCentre(line) < 5) {
      const f = fivePoints(line);
      if (f >= 2) best = FLEX4;
      else if (f === 1 && best < BLOCK4) best = BLOCK4;
    }
    line[e] = EMPTY_CELL;
  }
  return best;
}

/** The best of FLEX3 / BLOCK3 reachable with one more own stone (centre own), or 0. */
function bestThreeAfterOne(line: Int8Array): number {
  let best = 0;
  for (let e = 0; e < 9 && best < FLEX3; e++) {
    if (line[e] !== EMPTY_CELL) continue;
    line[e] = OWN;
    if (runThroughCentre(line) < 5 && fivePoints(line) === 0) {
      const f = bestFourAfterOne(line);
      if (f === FLEX4) best = FLEX3;
      else if (f === BLOCK4 && best < BLOCK3) best = BLOCK3;
    }
    line[e] = EMPTY_CELL;
  }
  return best;
}

/** True when some five-point window through the centre has no blocked point. */
function fiveRoom(line: Int8Array): boolean {
  for (let s = 0; s <= 4; s++) {
    let free = true;
    for (let k = s; k < s + 5; k++) if (line[k] === BLOCKED) free = false;
    if (free) return true;
  }
  return false;
}

function classify(key: number): number {
  const line = new Int8Array(9);
  let k = key;
  for (let j = 0; j < 8; j++) {
    line[j < 4 ? j : j + 1] = k % 3;
    k = Math.floor(k / 3);
  }
  line[4] = OWN;
  if (runThroughCentre(line) >= 5) return FIVE;
  const f = fivePoints(line);
  if (f >= 2) return FLEX4;
  if (f === 1) return BLOCK4;
  const four = bestFourAfterOne(line);
  if (four === FLEX4) return FLEX3;
  if (four === BLOCK4) return BLOCK3;
  const three = bestThreeAfterOne(line);
  if (three === FLEX3) return FLEX2;
  if (three === BLOCK3) return BLOCK2;
  return fiveRoom(line) ? FLEX1 : NONE;
}

/** The pattern of every neighbourhood key (3^8 entries). */
export const PATTERN: Uint8Array = (() => {
  const t = new Uint8Array(6561);
  for (let key = 0; key < 6561; key++) t[key] = classify(key);
  return t;
})();
