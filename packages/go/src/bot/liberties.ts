/**
 * Liberty counts on the fast board that the playout policy, the move features and the
 * bot share: the single liberty of a chain in atari, the liberties a move would have,
 * and self-atari. Kept apart from policy.ts so that features.ts (which policy.ts
 * reads its pattern gammas from) needs nothing of the policy.
 *
 * @example
 * ```ts
 * import { FastBoard, BLACK } from '@qipan/go/bot';
 * import { libertiesAfter } from './liberties.js';
 * const b = FastBoard.create(9);
 * libertiesAfter(b, BLACK, b.index(0, 0), 4); // 2: a corner stone
 * ```
 */
import { EDGE, EMPTY, type FastBoard, type StoneColor } from '../board.js';

/** The single liberty of the chain through `p`, or -1 when it has none or several. */
export function onlyLiberty(b: FastBoard, p: number): number {
  // A chain in atari has at most 4 (stone, liberty) pairs: more pseudo-liberties mean two or more.
  if ((b.libs[b.head[p] as number] as number) > 4) return -1;
  const cells = b.cells;
  const next = b.next;
  const dirs = b.offsets;
  let lib = -1;
  let s = p;
  do {
    for (let k = 0; k < 4; k++) {
      const q = s + (dirs[k] as number);
      if (cells[q] === EMPTY && q !== lib) {
        if (lib >= 0) return -1;
        lib = q;
      }
    }
    s = next[s] as number;
  } while (s !== p);
  return lib;
}

/** Scratch list of liberties found by {@link libertiesAfter} (no allocation per call). */
const found = new Int32Array(64);
let foundCount = 0;

/** Records liberty `q` of a stone at `p`; true once `limit` distinct ones are known. */
function addFound(q: number, p: number, limit: number): boolean {
  if (q === p) return false;
  for (let i = 0; i < foundCount; i++) if (found[i] === q) return false;
  found[foundCount++] = q;
  return foundCount >= limit;
}

/**
 * Liberties `c` would have at empty `p` (after captures), counted up to `limit` (at
 * most 64): empty neighbours plus the liberties of own chains joined, plus captured stones.
 */
export function libertiesAfter(b: FastBoard, c: StoneColor, p: number, limit: number): number {
  const cells = b.cells;
  const dirs = b.offsets;
  const lim = Math.min(limit, found.length);
  foundCount = 0;
  for (let k = 0; k < 4; k++) {
    const q = p + (dirs[k] as number);
    const v = cells[q];
    if (v === EMPTY) {
      if (addFound(q, p, lim)) return lim;
    } else if (v === c) {
      let s = q;
      do {
        for (let j = 0; j < 4; j++) {
          const r = s + (dirs[j] as number);
          if (cells[r] === EMPTY && addFound(r, p, lim)) return lim;
        }
        s = b.next[s] as number;
      } while (s !== q);
    } else if (v !== EDGE && onlyLiberty(b, q) === p) {
      if (addFound(q, p, lim)) return lim; // capturing frees at least this point
    }
  }
  return foundCount;
}

/** True when `c` at `p` leaves a chain of at least `minStones` stones in atari. */
export function isSelfAtari(b: FastBoard, c: StoneColor, p: number, minStones: number): boolean {
  const dirs = b.offsets;
  let empty = 0;
  for (let k = 0; k < 4; k++) if (b.cells[p + (dirs[k] as number)] === EMPTY) empty++;
  if (empty >= 2 || libertiesAfter(b, c, p, 2) >= 2) return false;
  let stones = 1;
  for (let k = 0; k < 4; k++) {
    const q = p + (dirs[k] as number);
    if (b.cells[q] === c) stones += b.count[b.head[q] as number] as number;
  }
  return stones >= minStones;
}
