/**
 * A small ladder reader: can a chain with two liberties be chased into capture by
 * ataris one after another? The attacker tries both liberties; the defender extends
 * or captures an attacking chain in atari; three liberties is an escape, one liberty
 * after the defender's move is a capture. A node budget bounds the reading (past it
 * the chain counts as escaped). Used for atari-escape and atari moves in the priors
 * and in the playouts.
 *
 * @example
 * ```ts
 * import { FastBoard, BLACK } from '@qipan/go/bot';
 * import { escapeWorks } from './ladder.js';
 * const b = FastBoard.create(9);
 * // ... a black stone in atari at p's neighbour ...
 * escapeWorks(b, BLACK, b.index(4, 4)); // false when extending there runs into a ladder
 * ```
 */
import { EMPTY, otherColor, type FastBoard, type StoneColor } from '../board.js';

/** Moves read per question at most. */
const BUDGET = 120;

let nodes = 0;

/** Up to 3 distinct liberties of the chain through `q`, written to `out`; returns the count. */
function liberties(b: FastBoard, q: number, out: number[]): number {
  const cells = b.cells;
  const dirs = b.offsets;
  let n = 0;
  let s = q;
  do {
    for (let k = 0; k < 4; k++) {
      const r = s + (dirs[k] as number);
      if (cells[r] !== EMPTY || (n > 0 && r === out[0]) || (n > 1 && r === out[1])) continue;
      out[n++] = r;
      if (n >= 3) return n;
    }
    s = b.next[s] as number;
  } while (s !== q);
  return n;
}

/** Attacking chains next to the chain through `q` that are in atari: their liberties. */
function counterCaptures(b: FastBoard, q: number, o: StoneColor): number[] {
  const cells = b.cells;
  const dirs = b.offsets;
  const out: number[] = [];
  const libs: number[] = [-1, -1, -1];
  let s = q;
  do {
    for (let k = 0; k < 4; k++) {
      const r = s + (dirs[k] as number);
      if (cells[r] !== o) continue;
      if (liberties(b, r, libs) === 1 && !out.includes(libs[0] as number))
        out.push(libs[0] as number);
    }
    s = b.next[s] as number;
  } while (s !== q);
  return out;
}

/** With the attacker to move: true when the defender's chain through `stone` survives. */
function survives(b: FastBoard, c: StoneColor, stone: number, depth: number): boolean {
  const libs: number[] = [-1, -1, -1];
  const n = liberties(b, stone, libs);
  if (n >= 3) return true;
  if (n <= 1) return false;
  if (depth > 80 || ++nodes > BUDGET) return true;
  const o = otherColor(c);
  for (let i = 0; i < 2; i++) {
    const a = libs[i] as number;
    if (b.check(o, a, 'forbidden') !== undefined) continue;
    const nb = b.clone();
    nb.play(o, a);
    // The chain is in atari now: the defender captures a chaser or extends.
    const tries = counterCaptures(nb, stone, o);
    const m: number[] = [-1, -1, -1];
    if (liberties(nb, stone, m) === 1) tries.push(m[0] as number);
    let saved = false;
    for (const d of tries) {
      if (nb.check(c, d, 'forbidden') !== undefined) continue;
      const nd = nb.clone();
      nd.play(c, d);
      if (survives(nd, c, stone, depth + 1)) {
        saved = true;
        break;
      }
    }
    if (!saved) return false;
  }
  return true;
}

/**
 * True when `c` playing at empty `p` leaves the chain it joins with at least three
 * liberties, or with two that no ladder takes away. False for a suicide.
 */
export function escapeWorks(b: FastBoard, c: StoneColor, p: number): boolean {
  if (b.check(c, p, 'forbidden') !== undefined) return false;
  const nb = b.clone();
  nb.play(c, p);
  nodes = 0;
  return survives(nb, c, p, 0);
}

/**
 * True when `c` playing at empty `p` ataris an opposing chain that cannot get out:
 * every escape (extension or capture of an attacker) runs into a ladder.
 */
export function atariCaptures(b: FastBoard, c: StoneColor, p: number): boolean {
  if (b.check(c, p, 'forbidden') !== undefined) return false;
  const o = otherColor(c);
  const nb = b.clone();
  nb.play(c, p);
  const cells = nb.cells;
  const dirs = nb.offsets;
  const libs: number[] = [-1, -1, -1];
  for (let k = 0; k < 4; k++) {
    const q = p + (dirs[k] as number);
    if (cells[q] !== o) continue;
    if (liberties(nb, q, libs) !== 1) continue;
    // The defender's answers: capture a chaser in atari or extend.
    const tries = counterCaptures(nb, q, c);
    tries.push(libs[0] as number);
    let escapes = false;
    for (const d of tries) {
      if (nb.check(o, d, 'forbidden') !== undefined) continue;
      const nd = nb.clone();
      nd.play(o, d);
      nodes = 0;
      if (nd.cells[q] === o && survives(nd, o, q, 0)) {
        escapes = true;
        break;
      }
    }
    if (!escapes) return true;
  }
  return false;
}
