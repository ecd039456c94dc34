/**
 * Chains by point: the stones orthogonally connected to a stone in one colour, their
 * liberties (the distinct empty points next to them), and the dead-stone toggle of the
 * counting phase, which marks or revives a whole chain at a time. Points are listed in
 * row-major order (top row first, left to right), `y` from the top as everywhere.
 *
 * @example
 * ```ts
 * import { chainAt, fromDiagram, libertiesOf, toggleDead } from '@qipan/go';
 * const r = fromDiagram(`
 *   X X O
 *   . O .
 *   . . .`, { turn: 'black' });
 * if (r.ok) {
 *   chainAt(r.value, { x: 0, y: 0 }); // [{ x: 0, y: 0 }, { x: 1, y: 0 }]
 *   libertiesOf(r.value, { x: 1, y: 0 }); // [{ x: 0, y: 1 }]
 *   toggleDead(r.value, [], { x: 1, y: 0 }); // ok([{ x: 0, y: 0 }, { x: 1, y: 0 }])
 * }
 * ```
 */
import { err, ok, type Point, type Result } from '@qipan/core';
import { EMPTY } from './board.js';
import { boardOf, type GoState } from './state.js';

/** `toggleDead` on a point without a stone (or off the board). */
export interface NotAStone {
  readonly reason: 'not-a-stone';
  readonly message: string;
  readonly point: Point;
}

const onBoard = (state: GoState, p: Point): boolean =>
  Number.isInteger(p.x) &&
  Number.isInteger(p.y) &&
  p.x >= 0 &&
  p.y >= 0 &&
  p.x < state.size &&
  p.y < state.size;

/** Board indices of the chain through `p`, ascending (row-major); [] on an empty point. */
function chainIndices(state: GoState, p: Point): number[] {
  if (!onBoard(state, p)) return [];
  const b = boardOf(state);
  const i = b.index(p.x, p.y);
  const v = b.cells[i];
  if (v === EMPTY) return [];
  return b.chain(i).sort((a, c) => a - c);
}

function toPoints(state: GoState, indices: readonly number[]): Point[] {
  const b = boardOf(state);
  return indices.map((i) => ({ x: b.x(i), y: b.y(i) }));
}

/** The stones of the chain through `p` in row-major order, or [] when `p` holds no stone. */
export function chainAt(state: GoState, p: Point): Point[] {
  return toPoints(state, chainIndices(state, p));
}

/** The liberties of the chain through `p` in row-major order, or [] when `p` holds no stone. */
export function libertiesOf(state: GoState, p: Point): Point[] {
  const b = boardOf(state);
  const libs = new Set<number>();
  for (const s of chainIndices(state, p))
    for (const d of b.offsets) if (b.cells[s + d] === EMPTY) libs.add(s + d);
  return toPoints(
    state,
    [...libs].sort((a, c) => a - c),
  );
}

const key = (p: Point): string => `${p.x},${p.y}`;

/**
 * The dead stones after a click on `p` while counting: when every stone of the chain
 * through `p` is in `dead`, the chain comes back to life; otherwise the whole chain is
 * marked dead. Other points of `dead` are kept (once each); the list is row-major.
 * A point without a stone is refused and nothing changes.
 */
export function toggleDead(
  state: GoState,
  dead: readonly Point[],
  p: Point,
): Result<Point[], NotAStone> {
  const chain = chainAt(state, p);
  if (chain.length === 0) {
    const at = `${p.x},${p.y}`;
    return err({ reason: 'not-a-stone', message: `there is no stone at ${at}`, point: p });
  }
  const marked = new Map<string, Point>(dead.map((q) => [key(q), { x: q.x, y: q.y }]));
  const isDead = chain.every((q) => marked.has(key(q)));
  for (const q of chain) {
    if (isDead) marked.delete(key(q));
    else marked.set(key(q), q);
  }
  return ok([...marked.values()].sort((a, c) => a.y - c.y || a.x - c.x));
}
