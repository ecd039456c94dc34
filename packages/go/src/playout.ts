/**
 * Light random playouts on the fast board, in place (no copying): uniformly random
 * legal moves that do not fill a side's own one-point eyes, until both sides pass.
 * For Monte-Carlo bots and ownership estimates.
 *
 * @example
 * ```ts
 * import { Rng } from '@qipan/core';
 * import { FastBoard, BLACK, randomPlayout } from '@qipan/go/bot';
 * const b = FastBoard.create(9);
 * randomPlayout(b, BLACK, Rng.fromSeed(1)); // b now holds a finished random game
 * ```
 */
import type { Rng } from '@qipan/core';
import { EDGE, EMPTY, otherColor, type FastBoard, type StoneColor } from './board.js';

/** True when every neighbour of empty `p` is `c` or the edge. */
export function isOwnEye(b: FastBoard, c: StoneColor, p: number): boolean {
  const cells = b.cells;
  const s = b.size + 2;
  const l = cells[p - 1];
  const r = cells[p + 1];
  const u = cells[p - s];
  const d = cells[p + s];
  return (
    (l === c || l === EDGE) &&
    (r === c || r === EDGE) &&
    (u === c || u === EDGE) &&
    (d === c || d === EDGE)
  );
}

/** How a playout went: stones played, and whether it ended with two passes (not the move limit). */
export interface PlayoutResult {
  readonly moves: number;
  readonly finished: boolean;
}

/** Scratch list of empty points, reused across playouts (they never nest). */
let scratch = new Int32Array(0);

/**
 * Plays until two passes in a row or `maxMoves` turns (long ko fights stop there).
 * `toMove` moves first. Suicide is never played.
 */
export function randomPlayout(
  b: FastBoard,
  toMove: StoneColor,
  rng: Rng,
  maxMoves = b.size * b.size * 3,
): PlayoutResult {
  const cells = b.cells;
  const s = b.size + 2;
  if (scratch.length < cells.length) scratch = new Int32Array(cells.length);
  const empties = scratch;
  let n = 0;
  for (let p = 0; p < cells.length; p++) if (cells[p] === EMPTY) empties[n++] = p;
  let c = toMove;
  let passes = 0;
  let played = 0;
  for (let m = 0; m < maxMoves && passes < 2; m++) {
    // Try the empty points from a random start, in order, until one is playable.
    let chosen = -1;
    if (n > 0) {
      let i = (rng.nextUint32() & 0x3fffffff) % n; // a small integer: no float modulo
      for (let k = 0; k < n; k++, i++) {
        if (i >= n) i = 0;
        const p = empties[i] as number;
        if (p === b.ko && c === b.koColor) continue;
        // A point with an empty neighbour is neither an own eye nor suicide.
        const l = cells[p - 1];
        const r = cells[p + 1];
        const u = cells[p - s];
        const d = cells[p + s];
        if (l !== EMPTY && r !== EMPTY && u !== EMPTY && d !== EMPTY) {
          const eye =
            (l === c || l === EDGE) &&
            (r === c || r === EDGE) &&
            (u === c || u === EDGE) &&
            (d === c || d === EDGE);
          if (eye || b.isSuicide(c, p)) continue;
        }
        chosen = i;
        break;
      }
    }
    if (chosen < 0) {
      b.pass();
      passes++;
    } else {
      const p = empties[chosen] as number;
      empties[chosen] = empties[--n] as number;
      b.play(c, p);
      for (let r = 0; r < b.removedCount; r++) empties[n++] = b.removed[r] as number;
      passes = 0;
      played++;
    }
    c = otherColor(c);
  }
  return { moves: played, finished: passes >= 2 };
}
