/**
 * Monte-Carlo ownership: play many policy playouts from a position and count who
 * owns each point at the end. Stones their opponent owns in most playouts are dead;
 * used for `final_status_list` and `final_score` after two passes, and as a guess to
 * start dead-stone marking from.
 *
 * @example
 * ```ts
 * import { initial } from '@qipan/go';
 * import { estimateDeadStones } from '@qipan/go/bot';
 * const s = initial({ preset: 'chinese', size: 9 });
 * estimateDeadStones(s, { playouts: 200, seed: 1 }).dead; // [] on an empty board
 * ```
 */
import { Rng, type Color, type Point } from '@qipan/core';
import { BLACK, EDGE, EMPTY, WHITE, type StoneColor } from '../board.js';
import { stoneColor, type GoState } from '../state.js';
import { Playout } from './policy.js';

export interface OwnershipOptions {
  readonly playouts?: number;
  readonly seed?: number | string;
}

export interface Ownership {
  /** Per point `[y][x]`: from -1 (White owns it in every playout) to +1 (Black always). */
  readonly owner: number[][];
  /** Stones whose average owner leans to the other colour by more than `deadAbove` (default 0.5: owned by it in over 75% of the playouts). */
  readonly dead: Point[];
}

/** The owner of each point of a finished playout board: stones, and empty points surrounded by one colour. */
function finalOwner(cells: readonly number[], p: number, stride: number): number {
  const v = cells[p];
  if (v === BLACK) return 1;
  if (v === WHITE) return -1;
  if (v !== EMPTY) return 0;
  const seen =
    ((1 << (cells[p - 1] as number)) |
      (1 << (cells[p + 1] as number)) |
      (1 << (cells[p - stride] as number)) |
      (1 << (cells[p + stride] as number))) &
    ~(1 << EDGE);
  return seen === 1 << BLACK ? 1 : seen === 1 << WHITE ? -1 : 0;
}

/** Ownership from `playouts` playouts (half with each side to move first). */
export function estimateOwnership(
  state: GoState,
  options: OwnershipOptions & { readonly deadAbove?: number } = {},
): Ownership {
  const playouts = options.playouts ?? 300;
  const rng = Rng.fromSeed(options.seed ?? 'qipan-ownership');
  const root = state.board;
  const size = root.size;
  const stride = size + 2;
  const sums = new Float64Array(root.cells.length);
  const maxMoves = size * size * 3;
  const runner = new Playout(maxMoves + 8);
  const first: StoneColor = stoneColor(state.turn);
  for (let i = 0; i < playouts; i++) {
    const b = root.clone();
    runner.length = 0;
    runner.run(b, i % 2 === 0 ? first : first === BLACK ? WHITE : BLACK, rng, -1, maxMoves);
    for (let p = 0; p < b.cells.length; p++)
      sums[p] = (sums[p] as number) + finalOwner(b.cells, p, stride);
  }
  const limit = options.deadAbove ?? 0.5;
  const owner: number[][] = [];
  const dead: Point[] = [];
  for (let y = 0; y < size; y++) {
    const row: number[] = [];
    for (let x = 0; x < size; x++) {
      const p = root.index(x, y);
      const o = playouts > 0 ? (sums[p] as number) / playouts : 0;
      row.push(o);
      const v = root.cells[p];
      const c: Color | undefined = v === BLACK ? 'black' : v === WHITE ? 'white' : undefined;
      if ((c === 'black' && o < -limit) || (c === 'white' && o > limit)) dead.push({ x, y });
    }
    owner.push(row);
  }
  return { owner, dead };
}

/** Dead stones by Monte-Carlo ownership (a chain is dead or alive as a whole in practice). */
export const estimateDeadStones = (
  state: GoState,
  options: OwnershipOptions = {},
): { dead: Point[] } => ({
  dead: estimateOwnership(state, options).dead,
});
