/**
 * Editing a Go record in review: properties that decide no position (comments, names,
 * markup, annotations, game information), the game information that changes the rules
 * (KM, RU, HA: the record is checked again under the new rules), the main line, and
 * set-up stones and the side to move (AB/AW/AE, PL) as SGF writes them. Every edit
 * returns a new record; node ids stay the same. Bad input gives a typed error (or,
 * for a property that decides positions, a RangeError) and changes nothing.
 *
 * @example
 * ```ts
 * import { editSetup, newGoRecord, initial, setNodeProperties } from '@qipan/go';
 * let rec = newGoRecord(initial({ size: 9 }));
 * rec = setNodeProperties(rec, 0, { C: ['A quiet start'] });
 * const r = editSetup(rec, 0, { x: 2, y: 2 }, 'black'); // the root gets AB[cc]
 * if (r.ok) rec = r.value.record;
 * ```
 */
import {
  err,
  expandSgfPoints,
  formatSgfPoint,
  ok,
  type Color,
  type NodeId,
  type Point,
  type Result,
  type SgfNode,
} from '@qipan/core';
import { PositionCache, positionAt, type GoNodeData, type GoRecord } from './record.js';
import type { GoRules } from './rules.js';
import {
  DEFAULT_MAX_NODES,
  goRecordToSgf,
  goRulesFromRoot,
  loadGoRecord,
  rootSetupState,
  rootStateFor,
  type GoRecordError,
} from './sgf.js';
import { sharedMoveNode } from './sgfnode.js';
import { boardOf, stoneColor, type GoState } from './state.js';

/** Properties that decide positions: only the setup and game-info edits below change them. */
export const POSITION_PROPERTIES = [
  'B',
  'W',
  'AB',
  'AW',
  'AE',
  'PL',
  'SZ',
  'GM',
  'KM',
  'RU',
  'HA',
] as const;
const POSITION = new Set<string>(POSITION_PROPERTIES);

/** SGF game-information properties (FF[4]), the root's business. */
export const GAME_INFO_PROPERTIES = [
  'GN',
  'PB',
  'PW',
  'BR',
  'WR',
  'BT',
  'WT',
  'DT',
  'EV',
  'RO',
  'PC',
  'RE',
  'KM',
  'RU',
  'HA',
  'GC',
  'SO',
  'AN',
  'US',
  'CP',
  'ON',
  'OT',
  'TM',
] as const;
export type GameInfoProperty = (typeof GAME_INFO_PROPERTIES)[number];
const GAME_INFO = new Set<string>(GAME_INFO_PROPERTIES);
const RULE_PROPS = ['KM', 'RU', 'HA'] as const;

/** Values per property; `undefined` or `[]` removes the property. */
export type PropertyEdits = Readonly<Record<string, readonly string[] | undefined>>;

/** Why an edit was refused. */
export interface RecordEditError {
  readonly reason:
    | 'no-node'
    | 'off-board'
    | 'not-game-info'
    | 'breaks-moves'
    | 'bad-komi'
    | 'bad-handicap'
    | 'bad-rule'
    | GoRecordError['reason'];
  readonly message: string;
}

const refuse = (
  reason: RecordEditError['reason'],
  message: string,
): Result<never, RecordEditError> => err({ reason, message });

/** `sgf` with `props` applied, or `sgf` itself when nothing changes. */
function applyProps(sgf: SgfNode, props: PropertyEdits): SgfNode {
  let out: Record<string, readonly string[]> | undefined;
  for (const [k, v] of Object.entries(props)) {
    const old = sgf[k];
    if (v === undefined || v.length === 0) {
      if (old === undefined) continue;
      out ??= { ...sgf };
      delete out[k];
    } else {
      if (old !== undefined && old.length === v.length && old.every((x, i) => x === v[i])) continue;
      out ??= { ...sgf };
      out[k] = [...v];
    }
  }
  return out ?? sgf;
}

/**
 * The record with node `id`'s SGF replaced. With `samePosition` its cached position moves
 * to the new data; otherwise the new data (a new cache key) is replayed when asked for.
 */
function withSgf(record: GoRecord, id: NodeId, sgf: SgfNode, samePosition = true): GoRecord {
  const n = record.tree.node(id);
  const data: GoNodeData = { ...n.data, sgf: n.data.move ? sharedMoveNode(sgf) : sgf };
  const cached = samePosition ? record.positions.get(n.data) : undefined;
  if (cached) record.positions.set(data, cached);
  return { ...record, tree: record.tree.update(id, data) };
}

/**
 * The record with properties of node `id` added, replaced or removed (`undefined` or `[]`
 * removes): comments C, names N, markup, annotations, and game information on the root
 * other than the rules. The same record when nothing changes. Properties that decide
 * positions (B W AB AW AE PL SZ GM KM RU HA) throw a RangeError, as an unknown id does:
 * use {@link editSetup}, {@link setSideToMove} or {@link setGameInfo}.
 */
export function setNodeProperties(record: GoRecord, id: NodeId, props: PropertyEdits): GoRecord {
  for (const k of Object.keys(props)) {
    if (POSITION.has(k)) throw new RangeError(`${k} decides positions: it cannot be set this way`);
    if (!/^[A-Z]+$/.test(k)) throw new RangeError(`${JSON.stringify(k)} is not an SGF property`);
  }
  const sgf = record.tree.node(id).data.sgf;
  const next = applyProps(sgf, props);
  return next === sgf ? record : withSgf(record, id, next);
}

/**
 * Why a move of the record cannot be played from its parent's position (the first in
 * file order), or undefined. The record is written and loaded again under its rules: the
 * loader checks every line on one board with a superko hash set, so a 100,000-move record
 * takes well under a second where replaying each move on its own state would be quadratic.
 */
function firstIllegal(record: GoRecord): string | undefined {
  const r = loadGoRecord(goRecordToSgf(record), record.rules, {
    maxNodes: Math.max(DEFAULT_MAX_NODES, record.tree.size),
    positions: 1,
  });
  return r.ok ? r.value.errors[0]?.message : r.error.message;
}

/** The record with a new root position (and rules): every cached position is dropped. */
function withRoot(
  record: GoRecord,
  sgf: SgfNode,
  rules: GoRules,
): Result<GoRecord, RecordEditError> {
  const root = record.tree.node(record.tree.rootId);
  const next: GoRecord = {
    ...record,
    rules,
    tree: record.tree.update(root.id, { ...root.data, sgf }),
    rootState: rootStateFor(rules, sgf),
    positions: new PositionCache(record.positions.capacity),
  };
  const bad = root.children.length > 0 ? firstIllegal(next) : undefined;
  return bad === undefined ? ok(next) : refuse('breaks-moves', bad);
}

const sameRules = (a: GoRules, b: GoRules): boolean =>
  (Object.keys(a) as (keyof GoRules)[]).every((k) => a[k] === b[k]) &&
  Object.keys(a).length === Object.keys(b).length;

/**
 * The record with game information on the root changed (`undefined` or `[]` removes).
 * Changing KM, RU or HA reads the rules again as the loader does (a bad value is an
 * error: `bad-komi`, `bad-handicap`, `bad-rule`) and checks every move under them
 * (`breaks-moves` names the first that would be illegal). Node ids stay; rules given to
 * the loader as overrides are replaced by those the root names.
 */
export function setGameInfo(
  record: GoRecord,
  props: PropertyEdits,
): Result<GoRecord, RecordEditError> {
  for (const k of Object.keys(props)) {
    if (!GAME_INFO.has(k)) return refuse('not-game-info', `${k} is not game information`);
  }
  const root = record.tree.node(record.tree.rootId);
  const sgf = applyProps(root.data.sgf, props);
  if (sgf === root.data.sgf) return ok(record);
  if (!RULE_PROPS.some((k) => k in props)) return ok(withSgf(record, root.id, sgf));
  const rules = goRulesFromRoot(sgf);
  if (!rules.ok) return err(rules.error);
  if (sameRules(rules.value, record.rules)) return ok(withSgf(record, root.id, sgf));
  return withRoot(record, sgf, rules.value);
}

/** The record with the path from the root to `id` as its main line (each node a first child). */
export function promoteVariation(record: GoRecord, id: NodeId): GoRecord {
  let tree = record.tree;
  for (const n of tree.pathTo(id)) {
    if (n.parent !== undefined && tree.node(n.parent).children[0] !== n.id)
      tree = tree.promote(n.id);
  }
  return tree === record.tree ? record : { ...record, tree };
}

/** Whether node `id` is edited in place: a node without a move that is the root or a leaf. */
function editsInPlace(record: GoRecord, id: NodeId): boolean {
  const n = record.tree.node(id);
  return n.data.move === undefined && (n.parent === undefined || n.children.length === 0);
}

/** The position a node's own setup applies to: an empty board for the root, else its parent's. */
function beforeSetup(record: GoRecord, id: NodeId): GoState {
  const p = record.tree.node(id).parent;
  if (p !== undefined) return positionAt(record, p);
  const { rules } = record;
  return rootStateFor({ ...rules, handicap: 0 }, {});
}

const colorAt = (s: GoState, p: Point): Color | undefined => {
  const b = boardOf(s);
  const v = b.cells[b.index(p.x, p.y)];
  return v === stoneColor('black') ? 'black' : v === stoneColor('white') ? 'white' : undefined;
};

/** The game information on the root, property by property (the first value of each, as written). */
export function gameInfoOf(record: GoRecord): Partial<Record<GameInfoProperty, string>> {
  const sgf = record.tree.node(record.tree.rootId).data.sgf;
  const out: Partial<Record<GameInfoProperty, string>> = {};
  for (const k of GAME_INFO_PROPERTIES) {
    const v = sgf[k]?.[0];
    if (v !== undefined) out[k] = v;
  }
  return out;
}

/** A setup list without the point `key`: as it was when it does not hold it, else expanded. */
function without(values: readonly string[] | undefined, key: string): string[] {
  if (!values) return [];
  const pts = expandSgfPoints(values.filter((v) => v !== ''));
  if (!pts.ok) return values.filter((v) => v !== key);
  const all = pts.value.map(formatSgfPoint);
  return all.includes(key) ? all.filter((v) => v !== key) : [...values];
}

/**
 * Puts a stone of `color` on `point`, or clears it (`undefined`), as SGF setup. The root,
 * or a leaf without a move, changes in place with minimal AB/AW/AE lists (a stone this
 * node added and now removed leaves its list; one of the other colour moves lists);
 * any other node gets a new child setup node. The record back unchanged (same object)
 * when the point already holds that; `off-board`, `no-node`, or `breaks-moves` when the
 * root's change would make a later move illegal.
 */
export function editSetup(
  record: GoRecord,
  id: NodeId,
  point: Point,
  color: Color | undefined,
): Result<{ record: GoRecord; id: NodeId }, RecordEditError> {
  if (!record.tree.has(id)) return refuse('no-node', `the record has no node ${id}`);
  const size = record.rules.size;
  const { x, y } = point;
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= size || y >= size)
    return refuse('off-board', `${x},${y} is not on the ${size}×${size} board`);
  const key = formatSgfPoint(point);
  const node = record.tree.node(id);
  const inPlace = editsInPlace(record, id);
  const now =
    inPlace && node.parent === undefined ? rootSetupState(record) : positionAt(record, id);
  if (colorAt(now, point) === color) return ok({ record, id });
  if (!inPlace) {
    const prop = color === undefined ? 'AE' : color === 'black' ? 'AB' : 'AW';
    const data: GoNodeData = {
      sgf: { [prop]: [key] },
      move: undefined,
      moveNumber: node.data.moveNumber,
    };
    const [tree, child] = record.tree.addChild(id, data);
    return ok({ record: { ...record, tree }, id: child });
  }
  const sgf = node.data.sgf;
  const lists: Record<'AB' | 'AW' | 'AE', string[]> = {
    AB: without(sgf.AB, key),
    AW: without(sgf.AW, key),
    AE: without(sgf.AE, key),
  };
  const before = colorAt(beforeSetup(record, id), point);
  if (before !== color)
    lists[color === undefined ? 'AE' : color === 'black' ? 'AB' : 'AW'].push(key);
  const next = applyProps(sgf, lists);
  if (node.parent !== undefined) return ok({ record: withSgf(record, id, next, false), id });
  const r = withRoot(record, next, record.rules);
  return r.ok ? ok({ record: r.value, id }) : r;
}

/**
 * Makes `color` the side to move at node `id` with PL, under the same rule as
 * {@link editSetup} (in place at the root or a leaf without a move, else a new child).
 * The record back unchanged when `color` is already to move.
 */
export function setSideToMove(
  record: GoRecord,
  id: NodeId,
  color: Color,
): Result<{ record: GoRecord; id: NodeId }, RecordEditError> {
  if (!record.tree.has(id)) return refuse('no-node', `the record has no node ${id}`);
  const node = record.tree.node(id);
  const inPlace = editsInPlace(record, id);
  const now =
    inPlace && node.parent === undefined ? rootSetupState(record) : positionAt(record, id);
  if (now.turn === color) return ok({ record, id });
  const pl = [color === 'black' ? 'B' : 'W'];
  if (!inPlace) {
    const data: GoNodeData = { sgf: { PL: pl }, move: undefined, moveNumber: node.data.moveNumber };
    const [tree, child] = record.tree.addChild(id, data);
    return ok({ record: { ...record, tree }, id: child });
  }
  const next = applyProps(node.data.sgf, { PL: pl });
  if (node.parent !== undefined) return ok({ record: withSgf(record, id, next, false), id });
  const r = withRoot(record, next, record.rules);
  return r.ok ? ok({ record: r.value, id }) : r;
}
