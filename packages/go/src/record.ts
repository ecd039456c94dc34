/**
 * A Go record: core's persistent {@link GameTree} of nodes that hold their move and
 * every SGF property, the rules, and the position at the root. Other positions are
 * not stored: {@link positionAt} replays from the nearest cached ancestor and keeps
 * the latest ones in a bounded cache (least recently used, 256 by default), so a
 * 100,000-move record costs a few tens of MB and appending a move O(log n).
 *
 * @example
 * ```ts
 * import { addRecordMove, initial, newGoRecord, playAt, positionAt } from '@qipan/go';
 * let rec = newGoRecord(initial({ size: 9 }));
 * const r = addRecordMove(rec, rec.tree.rootId, 'black', playAt(4, 4));
 * if (r.ok) positionAt(r.value.record, r.value.id).turn; // 'white'
 * ```
 */
import {
  GameTree,
  ok,
  type Color,
  type NodeId,
  type Result,
  type SgfNode,
  type TreeNode,
} from '@qipan/core';
import { playAs, type GoIllegalMove, type GoRefusal } from './play.js';
import { Walker } from './replay.js';
import type { GoRules } from './rules.js';
import {
  hasSetup,
  moverOf,
  parseSgfMove,
  playerToMove,
  setupChanges,
  sgfMoveNode,
  sharedMoveNode,
} from './sgfnode.js';
import type { GoMove, GoState } from './state.js';
import { sgfRootFor } from './sgfroot.js';

/** A move in the record (shared objects: one per colour and point). */
export interface RecordMove {
  readonly color: Color;
  readonly move: GoMove;
}

export interface GoNodeData {
  /** Every SGF property of the node, as read or written. */
  readonly sgf: SgfNode;
  readonly move: RecordMove | undefined;
  /** Moves played from the start to this node (passes included), as `GoState.moveNumber`. */
  readonly moveNumber: number;
}

export type GoRecordNode = TreeNode<GoNodeData>;

/** The most recently used positions, keyed by node data (so two versions of a record never mix). */
export class PositionCache {
  private readonly map = new Map<GoNodeData, GoState>();
  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1)
      throw new RangeError(`position cache size ${capacity}: expected a whole number ≥ 1`);
  }
  get size(): number {
    return this.map.size;
  }
  get(key: GoNodeData): GoState | undefined {
    const s = this.map.get(key);
    if (s !== undefined) {
      this.map.delete(key);
      this.map.set(key, s);
    }
    return s;
  }
  set(key: GoNodeData, s: GoState): void {
    this.map.delete(key);
    this.map.set(key, s);
    if (this.map.size > this.capacity) {
      const oldest = this.map.keys().next();
      if (!oldest.done) this.map.delete(oldest.value);
    }
  }
}

export const DEFAULT_POSITION_CACHE = 256;

export interface GoRecord {
  readonly rules: GoRules;
  readonly tree: GameTree<GoNodeData>;
  /** The position at the root node (after its setup and move). */
  readonly rootState: GoState;
  /** Moves the loaded file could not play (their branches stop before them). */
  readonly errors: readonly IllegalRecordMove[];
  readonly positions: PositionCache;
}

/** A move the record could not play: the branch stops before it. */
export interface IllegalRecordMove {
  /** The last node that loaded (the illegal move's parent). */
  readonly parentId: number;
  /** 1-based number of the move in its line. */
  readonly moveNumber: number;
  readonly color: Color;
  /** The SGF value, e.g. 'dd'. */
  readonly value: string;
  /** `D4` when the value is a point on the board. */
  readonly vertex: string | undefined;
  readonly reason: GoRefusal | 'bad-point';
  readonly message: string;
}

/** Shared plays by `((y * 64 + x) << 1) | (white ? 1 : 0)` (SGF points go up to 51). */
const SHARED: (RecordMove | undefined)[] = new Array<RecordMove | undefined>(64 * 64 * 2).fill(
  undefined,
);
const PASSES: Record<Color, RecordMove> = {
  black: { color: 'black', move: { type: 'pass' } },
  white: { color: 'white', move: { type: 'pass' } },
};

function sharedPlay(color: Color, x: number, y: number): RecordMove {
  const key = ((y * 64 + x) << 1) | (color === 'black' ? 0 : 1);
  let m = SHARED[key];
  if (m === undefined) {
    m = { color, move: { type: 'play', point: { x, y } } };
    SHARED[key] = m;
  }
  return m;
}

/** The shared {@link RecordMove} for `color` playing `move`. */
export function recordMove(color: Color, move: GoMove): RecordMove {
  if (move.type === 'pass') return PASSES[color];
  if (move.type === 'resign') return { color, move };
  const { x, y } = move.point;
  if (!(x >= 0 && x < 64 && y >= 0 && y < 64)) return { color, move };
  return sharedPlay(color, x, y);
}

/**
 * The shared move an SGF value names (as {@link parseSgfMove} reads it: '' or `tt` up to
 * 19×19 a pass), or undefined when it is not a point on the board. Two lower-case letters
 * (nearly every move in a file) are read without allocating.
 */
export function recordMoveFromSgf(
  color: Color,
  value: string,
  size: number,
): RecordMove | undefined {
  if (value.length === 2) {
    const x = value.charCodeAt(0) - 97;
    const y = value.charCodeAt(1) - 97;
    if (x >= 0 && x < 26 && y >= 0 && y < 26) {
      if (x === 19 && y === 19 && size <= 19) return PASSES[color];
      return x < size && y < size ? sharedPlay(color, x, y) : undefined;
    }
  }
  const m = parseSgfMove(value, size);
  return m && recordMove(color, m);
}

const sameMove = (a: RecordMove, color: Color, move: GoMove): boolean =>
  a.color === color &&
  a.move.type === move.type &&
  (a.move.type !== 'play' ||
    (move.type === 'play' && a.move.point.x === move.point.x && a.move.point.y === move.point.y));

/** A new record whose root is `state` (e.g. `initial(options)`), with the SGF root written for it. */
export function newGoRecord(
  state: GoState,
  options: { readonly positions?: number } = {},
): GoRecord {
  return {
    rules: state.rules,
    tree: GameTree.create<GoNodeData>({
      sgf: sgfRootFor(state),
      move: undefined,
      moveNumber: state.moveNumber,
    }),
    rootState: state,
    errors: [],
    positions: new PositionCache(options.positions ?? DEFAULT_POSITION_CACHE),
  };
}

/** The node `id` (a RangeError when the record has none). */
export const recordNode = (record: GoRecord, id: NodeId): GoRecordNode => record.tree.node(id);

/** Ids from the root along first children. */
export const mainLineIds = (record: GoRecord): NodeId[] => record.tree.mainLine().map((n) => n.id);

/** Ids from the root to `id`, root first; [] when the record has no node `id` (a stale id). */
export const pathIds = (record: GoRecord, id: NodeId): NodeId[] =>
  record.tree.has(id) ? record.tree.pathTo(id).map((n) => n.id) : [];

/** Applies one non-root node (trusted: it was validated when it entered the record). */
function replayNode(w: Walker, data: GoNodeData): void {
  const sgf = data.sgf;
  if (hasSetup(sgf)) {
    const changes = setupChanges(sgf, w.rules.size);
    w.setup(changes.ok ? changes.value : [], playerToMove(sgf) ?? w.fields.turn);
  }
  const mover = data.move?.color ?? moverOf(sgf);
  if (data.move && mover) w.move(mover, data.move.move);
}

/**
 * The position at node `id`: from the cache, else replayed on one board from the
 * nearest cached ancestor (or the root). A long replay leaves a few evenly spaced
 * positions in the cache so that stepping back is cheap too.
 */
export function positionAt(record: GoRecord, id: NodeId): GoState {
  const { tree, positions: cache } = record;
  let n = tree.node(id);
  if (n.id === tree.rootId) return record.rootState;
  const hit = cache.get(n.data);
  if (hit) return hit;
  const path: GoRecordNode[] = [n];
  let base: GoState = record.rootState;
  for (let p = n.parent; p !== undefined && p !== tree.rootId; p = n.parent) {
    n = tree.node(p);
    const s = cache.get(n.data);
    if (s) {
      base = s;
      break;
    }
    path.push(n);
  }
  const w = Walker.from(base);
  const every = Math.max(32, Math.ceil(path.length / Math.max(1, cache.capacity >> 1)));
  for (let i = path.length - 1; i > 0; i--) {
    const node = path[i] as GoRecordNode;
    replayNode(w, node.data);
    if (i % every === 0) cache.set(node.data, w.state(true));
  }
  replayNode(w, (path[0] as GoRecordNode).data);
  const s = w.state(false);
  cache.set((path[0] as GoRecordNode).data, s);
  return s;
}

export interface AddRecordMoveOptions {
  /**
   * The position after the move, when the caller has already played it from the
   * parent's position (a match in play): kept as the node's position, not played again.
   * Trusted: a position that does not follow from the move makes a wrong record.
   */
  readonly position?: GoState;
}

/** Adds a move after node `parent` (reusing an identical existing child). O(log n + children). */
export function addRecordMove(
  record: GoRecord,
  parent: NodeId,
  color: Color,
  move: GoMove,
  options: AddRecordMoveOptions = {},
): Result<{ record: GoRecord; id: NodeId }, GoIllegalMove> {
  const p = record.tree.node(parent);
  for (const c of p.children) {
    const m = record.tree.node(c).data.move;
    if (m && sameMove(m, color, move)) return ok({ record, id: c });
  }
  let after = options.position;
  if (after === undefined) {
    const r = playAs(positionAt(record, parent), color, move);
    if (!r.ok) return r;
    after = r.value;
  }
  const data: GoNodeData = {
    sgf: sharedMoveNode(sgfMoveNode(color, move)),
    move: recordMove(color, move),
    moveNumber: after.moveNumber,
  };
  const [tree, id] = record.tree.addChild(parent, data);
  record.positions.set(data, after);
  return ok({ record: { ...record, tree }, id });
}

/** The record without node `id` and its variations below it (not the root). */
export function removeRecordNode(record: GoRecord, id: NodeId): GoRecord {
  return { ...record, tree: record.tree.remove(id) };
}

const POSITION_PROPS = new Set(['B', 'W', 'AB', 'AW', 'AE', 'PL', 'SZ', 'HA', 'GM', 'KM', 'RU']);

/**
 * The record with root properties added or replaced (result, players, date…). Properties
 * that decide positions (moves, setup, size, rules) cannot be changed this way.
 */
export function setRootProperties(record: GoRecord, props: SgfNode): GoRecord {
  for (const k of Object.keys(props)) {
    if (POSITION_PROPS.has(k)) throw new RangeError(`${k} decides positions: make a new record`);
  }
  const root = record.tree.node(record.tree.rootId);
  const data = { ...root.data, sgf: { ...root.data.sgf, ...props } };
  return { ...record, tree: record.tree.update(root.id, data) };
}
