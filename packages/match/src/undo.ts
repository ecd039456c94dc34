/**
 * Where an undo goes back to: one ply, or to just before a side's own last move.
 *
 * @example
 * ```ts
 * import { undoTarget } from './undo.js';
 * undoTarget(match, 'black', 'own-last'); // { node, plies } or undefined
 * ```
 */
import { opposite, type Color, type NodeId } from '@qipan/core';
import { positionAt } from './positions.js';
import type { Match } from './types.js';

export type UndoPolicy = 'one-ply' | 'own-last';

/** The node to go back to and how many plies that takes back; undefined when nothing can be undone. */
export function undoTarget<S, M, O>(
  match: Match<S, M, O>,
  color: Color,
  policy: UndoPolicy,
): { node: NodeId; plies: number } | undefined {
  const tree = match.record;
  if (match.plies === 0) return undefined;
  if (policy === 'one-ply') {
    const parent = tree.node(match.tip).parent;
    return parent === undefined ? undefined : { node: parent, plies: 1 };
  }
  const swapped = match.game.swapped;
  const swappedNow = swapped ? swapped(match.state) : false;
  let plies = 0;
  for (let cur = tree.node(match.tip); cur.parent !== undefined; cur = tree.node(cur.parent)) {
    plies++;
    const by = cur.data.color;
    if (by === undefined) continue;
    // The node records the seat key of its time; seats swap when the colours change hands.
    const then = swapped ? swapped(positionAt(match, cur.parent)) : false;
    if ((then === swappedNow ? by : opposite(by)) === color) return { node: cur.parent, plies };
  }
  return undefined;
}
