/**
 * VCF (victory by continuous fours): the attacker plays a four on every move,
 * the defender's reply is forced, until a double four, a four the defender may
 * not block (a renju foul for Black) or a five. Rule-aware through SearchBoard.
 *
 * @example
 * ```ts
 * const b = SearchBoard.fromState(state);
 * const line = findVcf(b, { deadline: Date.now() + 200 });
 * if (line) b.point(line[0]!); // the first winning move
 * ```
 */
import { BLACK, WHITE } from '../types.js';
import type { SearchBoard } from './search-board.js';

export interface VcfOptions {
  /** Stop (answer undefined) after this time on the `now` clock. */
  readonly deadline: number;
  readonly now?: () => number;
  /** Most attacker fours in a line; 100 when absent. */
  readonly maxFours?: number;
}

class Abort extends Error {}

/**
 * A VCF for the side to move: the move sequence (attacker and forced replies
 * alternately, ending with the attacker's winning move), or undefined when none
 * was found in time. The board is restored before returning.
 */
export function findVcf(b: SearchBoard, options: VcfOptions): number[] | undefined {
  const now = options.now ?? Date.now;
  const failed = new Map<number, number>();
  let nodes = 0;
  const attacker = b.toMove;
  const defender = attacker === BLACK ? WHITE : BLACK;
  const start = b.history.length;

  const search = (depth: number): number[] | undefined => {
    if ((++nodes & 127) === 0 && now() > options.deadline) throw new Abort();
    const mine = b.fivePointsOf(attacker);
    if (mine.length > 0) return [mine[0] as number];
    if (depth === 0) return undefined;
    const theirs = b.fivePointsOf(defender);
    if (theirs.length >= 2) return undefined;
    const key = (b.hashHi & 0x1fffff) * 4294967296 + (b.hashLo >>> 0);
    if ((failed.get(key) ?? -1) >= depth) return undefined;
    const candidates = theirs.length === 1 ? theirs : b.fourMakersOf(attacker);
    for (const m of candidates) {
      if (!b.legalFor(m, attacker)) continue;
      b.play(m);
      const fives = b.fivePointsOf(attacker);
      if (fives.length === 0) {
        b.undo();
        continue;
      }
      const block = fives[0] as number;
      if (fives.length >= 2 || !b.legalFor(block, defender)) {
        b.undo();
        return [m];
      }
      if (b.winsWith(block, defender)) {
        b.undo();
        continue;
      }
      b.play(block);
      const rest = search(depth - 1);
      b.undo();
      b.undo();
      if (rest) return [m, block, ...rest];
    }
    failed.set(key, depth);
    return undefined;
  };

  try {
    return search(options.maxFours ?? 100);
  } catch (e) {
    if (!(e instanceof Abort)) throw e;
    while (b.history.length > start) b.undo();
    return undefined;
  }
}
