/**
 * The position a controller shows: the live state, or the state at the viewed ply
 * (computed by `positionAt`, which caches within a bound).
 *
 * @example
 * ```ts
 * shownState(viewPly(ctl, 3)); // the position after the third move
 * ```
 */
import { positionAt } from '@qipan/match';
import type { Ctl } from './controller.js';

export function shownState<S, M, O>(c: Ctl<S, M, O>): S {
  const { match, view } = c;
  if (view === undefined || view >= match.plies) return match.state;
  const node = match.record.pathTo(match.tip)[view];
  return node ? positionAt(match, node.id) : match.state;
}
