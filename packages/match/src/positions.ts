/**
 * Positions of a match's record, computed on demand: a node's position is replayed
 * from its nearest cached ancestor (or the root) through `definition.play`. The cache
 * is a bounded LRU keyed by the node's data object, which never changes once a node
 * exists (trees are persistent), so it is shared by every version of a record.
 *
 * @example
 * ```ts
 * import { positionAt } from '@qipan/match';
 * const s = positionAt(match, match.record.rootId); // the initial position
 * ```
 */
import type { NodeId } from '@qipan/core';
import type { Match, MoveNode } from './types.js';

/** How many positions the cache keeps. */
export const POSITION_CACHE_SIZE = 512;
/** While replaying a long line, every this-many positions is kept too. */
const CHECKPOINT_EVERY = 64;

const cache = new Map<object, unknown>();

function remember(key: object, state: unknown): void {
  cache.delete(key);
  cache.set(key, state);
  if (cache.size > POSITION_CACHE_SIZE) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
}

function recall(key: object): unknown {
  if (!cache.has(key)) return undefined;
  const v = cache.get(key);
  cache.delete(key);
  cache.set(key, v);
  return v;
}

/** Records `state` as the position of the node holding `data` (called by `apply`). */
export function cachePosition<M>(data: MoveNode<M>, state: unknown): void {
  remember(data, state);
}

/**
 * The position at `node` of the match's record. Throws a RangeError for a node that is
 * not in the record, and an Error if a recorded move no longer plays (a broken record:
 * `apply` and `fromRecord` never build one).
 */
export function positionAt<S, M, O>(match: Match<S, M, O>, node: NodeId): S {
  if (node === match.tip) return match.state;
  const path = match.record.pathTo(node);
  let start = path.length - 1;
  let state: S | undefined;
  for (; start >= 0; start--) {
    const hit = recall((path[start] as (typeof path)[number]).data);
    if (hit !== undefined) {
      state = hit as S;
      break;
    }
  }
  const def = match.game.definition;
  if (state === undefined) {
    state = def.initial(match.options);
    start = 0;
    remember((path[0] as (typeof path)[number]).data, state);
  }
  for (let i = start + 1; i < path.length; i++) {
    const n = path[i] as (typeof path)[number];
    if (n.data.move === undefined) continue;
    const r = def.play(state, n.data.move);
    if (!r.ok) throw new Error(`record node ${n.id} does not play: ${r.error.message}`);
    state = r.value;
    if (i === path.length - 1 || i % CHECKPOINT_EVERY === 0) remember(n.data, state);
  }
  return state;
}
