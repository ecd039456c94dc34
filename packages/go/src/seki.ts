/**
 * Seki detection on a final position (dead stones already taken off). A group is a
 * set of same-coloured chains joined through their eyes (empty regions bordered by
 * that colour only); it lacks two eyes when it has one such region of one or two
 * points, or none. A small region bordered by both colours is a seki when it touches
 * such a group of each colour and neither side can fill it: filling it point by point
 * either puts the filler in atari or is illegal, and never captures. The groups lacking
 * two eyes around it are in seki; their eyes and the shared region are the seki points.
 * Unfilled dame between living groups are not seki (they can be filled safely).
 *
 * @example
 * ```ts
 * import { findSeki } from '@qipan/go';
 * // cells: a copy of board.cells with the dead stones set to EMPTY
 * const { stones, points } = findSeki(state.board.size, cells);
 * ```
 */
import { BLACK, EDGE, EMPTY, FastBoard, WHITE, type StoneColor } from './board.js';

export interface SekiResult {
  /** Board indices of the stones of groups in seki, ascending. */
  readonly stones: number[];
  /** Board indices of the empty points of seki (shared liberties and the eyes of groups in seki), ascending. */
  readonly points: number[];
}

/** Shared regions larger than this are never seki (seki liberties are few). */
const MAX_SHARED = 12;

interface Region {
  readonly points: number[];
  /** Bit set of the colours bordering the region. */
  readonly borders: number;
  /** Stones next to the region. */
  readonly stones: number[];
}

function emptyRegions(cells: readonly number[], dirs: readonly number[]): Region[] {
  const seen = new Uint8Array(cells.length);
  const touched = new Int32Array(cells.length).fill(-1);
  const list: Region[] = [];
  const stack: number[] = [];
  for (let p = 0; p < cells.length; p++) {
    if (cells[p] !== EMPTY || seen[p]) continue;
    const points: number[] = [];
    const stones: number[] = [];
    let borders = 0;
    seen[p] = 1;
    stack.push(p);
    while (stack.length > 0) {
      const s = stack.pop() as number;
      points.push(s);
      for (const d of dirs) {
        const q = s + d;
        const v = cells[q];
        if (v === EMPTY && !seen[q]) {
          seen[q] = 1;
          stack.push(q);
        } else if ((v === BLACK || v === WHITE) && touched[q] !== list.length) {
          touched[q] = list.length;
          borders |= v;
          stones.push(q);
        }
      }
    }
    list.push({ points, borders, stones });
  }
  return list;
}

/** Union-find root with path halving. */
function find(parent: Int32Array, p: number): number {
  while (parent[p] !== p) {
    parent[p] = parent[parent[p] as number] as number;
    p = parent[p] as number;
  }
  return p;
}

/**
 * How `c` fares filling `region` on `board` point by point (never in self-atari):
 * 'captures' when a fill captures, 'filled' when every point gets filled, else 'stuck'.
 */
function fill(board: FastBoard, c: StoneColor, region: readonly number[]): string {
  const b = board.clone();
  let left = region.length;
  for (let progress = true; progress && left > 0;) {
    progress = false;
    for (const p of region) {
      if (b.cells[p] !== EMPTY || b.check(c, p, 'forbidden') !== undefined) continue;
      const trial = b.clone();
      if (trial.play(c, p) > 0) return 'captures';
      if (trial.liberties(p) < 2) continue;
      b.play(c, p);
      left--;
      progress = true;
    }
  }
  return left === 0 ? 'filled' : 'stuck';
}

/** The seki of the position `cells` (a board's cells with dead stones emptied) on a `size` board. */
export function findSeki(size: number, cells: readonly number[]): SekiResult {
  const board = FastBoard.create(size);
  const changes: { index: number; value: StoneColor }[] = [];
  for (let p = 0; p < cells.length; p++) {
    const v = cells[p];
    if (v === BLACK || v === WHITE) changes.push({ index: p, value: v });
  }
  board.setup(changes);
  const dirs = board.offsets;
  const regions = emptyRegions(cells, dirs);

  // Groups: chains of one colour, joined through the regions bordered by that colour only.
  const parent = new Int32Array(cells.length);
  for (let p = 0; p < cells.length; p++) parent[p] = p;
  const join = (a: number, b: number): void => {
    const ra = find(parent, a);
    const rb = find(parent, b);
    if (ra !== rb) parent[rb] = ra;
  };
  for (let p = 0; p < cells.length; p++) {
    const v = cells[p];
    if (v !== BLACK && v !== WHITE) continue;
    for (const d of dirs) if (cells[p + d] === v) join(p, p + d);
  }
  for (const r of regions)
    if (r.borders !== 3) for (const s of r.stones) join(r.stones[0] as number, s);
  const eyes = new Int32Array(cells.length);
  for (const r of regions) {
    if (r.borders === 3 || r.stones.length === 0) continue;
    const g = find(parent, r.stones[0] as number);
    eyes[g] = (eyes[g] as number) + (r.points.length >= 3 ? 2 : 1);
  }
  const weak = (s: number): boolean => (eyes[find(parent, s)] as number) < 2;

  const inSeki = new Uint8Array(cells.length); // by group root
  const sekiPoint = new Uint8Array(cells.length);
  for (const r of regions) {
    if (r.borders !== 3 || r.points.length > MAX_SHARED) continue;
    const weakOf = (c: number): boolean => r.stones.some((s) => cells[s] === c && weak(s));
    if (!weakOf(BLACK) || !weakOf(WHITE)) continue;
    if (fill(board, BLACK, r.points) !== 'stuck' || fill(board, WHITE, r.points) !== 'stuck')
      continue;
    for (const p of r.points) sekiPoint[p] = 1;
    for (const s of r.stones) if (weak(s)) inSeki[find(parent, s)] = 1;
  }

  const stones: number[] = [];
  for (let p = 0; p < cells.length; p++) {
    const v = cells[p];
    if ((v === BLACK || v === WHITE) && inSeki[find(parent, p)]) stones.push(p);
  }
  // The eyes of groups in seki.
  for (const r of regions)
    if (r.borders !== 3 && r.stones.some((s) => inSeki[find(parent, s)]))
      for (const p of r.points) sekiPoint[p] = 1;
  const points: number[] = [];
  for (let p = 0; p < cells.length; p++) if (sekiPoint[p] && cells[p] !== EDGE) points.push(p);
  return { stones, points };
}
