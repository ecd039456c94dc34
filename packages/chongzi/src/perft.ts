/**
 * Perft: the number of distinct legal move sequences of each length from a
 * position (placements and removals count as moves; draw rules are ignored; a
 * finished game has no moves). Make/unmake on the fast board, no allocation in
 * the loop.
 *
 * @example
 * ```ts
 * import { initial, perft } from '@qipan/chongzi';
 * perft(initial({ size: 4, start: 'fixed' }), 2); // [4, 16]: counts for d = 1, 2
 * ```
 */
import type { FastBoard } from './fastboard.js';
import { toFastBoard, type ChongziState } from './state.js';

/** Deepest perft accepted (the fast board's undo stack is far deeper). */
export const MAX_PERFT_DEPTH = 64;

/** Counts for depths 1..`depth` (index 0 is depth 1). Depth 0 gives `[]`. */
export function perft(position: ChongziState, depth: number): number[] {
  if (!Number.isInteger(depth) || depth < 0 || depth > MAX_PERFT_DEPTH) {
    throw new RangeError(`perft depth must be an integer in 0..${MAX_PERFT_DEPTH}, not ${depth}`);
  }
  if (depth === 0) return [];
  return perftFast(toFastBoard(position), depth);
}

/** {@link perft} on a fast board (restored on return). */
export function perftFast(board: FastBoard, depth: number): number[] {
  const counts = new Float64Array(depth);
  const stride = 64;
  const moves = new Int32Array(stride * depth);
  const walk = (ply: number): void => {
    const base = ply * stride;
    const k = board.generate(moves, base);
    counts[ply] = (counts[ply] as number) + k;
    if (ply + 1 === depth) return;
    for (let i = 0; i < k; i++) {
      const m = moves[base + i] as number;
      board.make(m);
      walk(ply + 1);
      board.unmake(m);
    }
  };
  walk(0);
  return Array.from(counts);
}
