/**
 * SGF GM[1] (Go) on top of the core SGF syntax: load a game tree into a tree of
 * positions (iteratively, any length), stop a branch at an illegal move and say
 * which and why, and write records back. Passes are read as `B[]` or `B[tt]`
 * (`tt` only up to 19×19) and written as `B[]`.
 *
 * @example
 * ```ts
 * import { parseSgfBytes } from '@qipan/core';
 * import { loadGoRecord, mainLineIds } from '@qipan/go';
 * const r = parseSgfBytes('(;GM[1]SZ[9];B[ee];W[ee])');
 * const rec = r.ok ? loadGoRecord(r.value.collection[0]!) : undefined;
 * if (rec?.ok) rec.value.errors[0]?.reason; // 'occupied' (move 2, W E5)
 * ```
 */
import {
  err,
  expandSgfPoints,
  ok,
  sgfProp,
  type Color,
  type Point,
  type Result,
  type SgfNode,
  type SgfTree,
} from '@qipan/core';
import { formatSgfVertex, formatVertex, parseSgfVertex } from './notation.js';
import { playAs, type GoIllegalMove, type GoRefusal } from './play.js';
import {
  checkOptions,
  presetFromSgf,
  SGF_RULE_NAMES,
  type GoOptions,
  type GoRules,
} from './rules.js';
import { initialState, withSetup, type GoMove, type GoState } from './state.js';

export interface GoRecordNode {
  readonly id: number;
  readonly parent: number | undefined;
  readonly children: readonly number[];
  /** Every SGF property of the node, as read. */
  readonly sgf: SgfNode;
  /** The position after this node's setup and move. */
  readonly state: GoState;
  readonly move: { readonly color: Color; readonly move: GoMove } | undefined;
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

export interface GoRecord {
  readonly rules: GoRules;
  /** Nodes by id; 0 is the root. */
  readonly nodes: readonly GoRecordNode[];
  readonly errors: readonly IllegalRecordMove[];
}

export interface GoRecordError {
  readonly reason: 'not-go' | 'bad-size' | 'bad-handicap' | 'bad-komi' | 'bad-rule' | 'bad-setup';
  readonly message: string;
}

function rulesFromRoot(root: SgfNode, overrides: GoOptions): Result<GoRules, GoRecordError> {
  const gm = sgfProp(root, 'GM');
  if (gm !== undefined && gm.trim() !== '1')
    return err({ reason: 'not-go', message: `GM[${gm}] is not Go (GM[1])` });
  const sz = (sgfProp(root, 'SZ') ?? '19').split(':');
  if (sz.length === 2 && sz[0]?.trim() !== sz[1]?.trim()) {
    return err({
      reason: 'bad-size',
      message: `SZ[${sz.join(':')}]: only square boards are supported`,
    });
  }
  const size = Number(sz[0]);
  const km = sgfProp(root, 'KM');
  const komi = km === undefined || km.trim() === '' ? undefined : Number(km);
  const ha = Number(sgfProp(root, 'HA') ?? '0');
  const preset = presetFromSgf(sgfProp(root, 'RU'));
  const options: GoOptions = {
    size,
    handicap: Number.isInteger(ha) && ha >= 2 ? ha : 0,
    handicapPlacement: 'free',
    ...(preset ? { preset } : {}),
    ...(komi !== undefined && Number.isFinite(komi) ? { komi } : {}),
    ...overrides,
  };
  const r = checkOptions(options);
  return r.ok ? r : err({ reason: r.error.reason, message: r.error.message });
}

function setupChanges(
  node: SgfNode,
  size: number,
): Result<{ point: Point; color: Color | undefined }[], string> {
  const out: { point: Point; color: Color | undefined }[] = [];
  for (const [id, color] of [
    ['AE', undefined],
    ['AB', 'black'],
    ['AW', 'white'],
  ] as const) {
    const values = node[id];
    if (!values) continue;
    const pts = expandSgfPoints(values.filter((v) => v !== ''));
    if (!pts.ok) return err(`${id}: ${pts.error.message}`);
    for (const p of pts.value) {
      if (p.x >= size || p.y >= size)
        return err(`${id}: ${formatSgfVertex(p)} is off the ${size}×${size} board`);
      out.push({ point: p, color });
    }
  }
  return ok(out);
}

/** Reads a move value: '' or 'tt' (≤ 19×19) is a pass. */
export function parseSgfMove(value: string, size: number): GoMove | undefined {
  const v = value.trim();
  if (v === '' || (v === 'tt' && size <= 19)) return { type: 'pass' };
  const p = parseSgfVertex(v, size);
  return p ? { type: 'play', point: p } : undefined;
}

/**
 * Loads one SGF game tree. Malformed headers are an error; an illegal move is not:
 * its branch stops there and `errors` says which move and why.
 */
export function loadGoRecord(
  tree: SgfTree,
  overrides: GoOptions = {},
): Result<GoRecord, GoRecordError> {
  const rootSgf = tree.nodes[0] ?? {};
  const rr = rulesFromRoot(rootSgf, overrides);
  if (!rr.ok) return rr;
  const rules = rr.value;
  const nodes: {
    id: number;
    parent: number | undefined;
    children: number[];
    sgf: SgfNode;
    state: GoState;
    move: GoRecordNode['move'];
  }[] = [];
  const errors: IllegalRecordMove[] = [];
  const start = initialState({ ...rules, handicap: 0 });
  const startState: GoState = { ...start, rules };
  // Work items: a tree, the index of its next node, the parent record id and move count.
  const stack: { t: SgfTree; parent: number | undefined; moves: number }[] = [
    { t: tree, parent: undefined, moves: 0 },
  ];
  while (stack.length > 0) {
    const item = stack.pop() as { t: SgfTree; parent: number | undefined; moves: number };
    let parent = item.parent;
    let moves = item.moves;
    let stopped = false;
    for (const sgf of item.t.nodes) {
      let state = parent === undefined ? startState : (nodes[parent] as { state: GoState }).state;
      const changes = setupChanges(sgf, rules.size);
      if (!changes.ok) return err({ reason: 'bad-setup', message: changes.error });
      const pl = sgfProp(sgf, 'PL')?.trim().toUpperCase();
      const turn: Color | undefined = pl === 'B' ? 'black' : pl === 'W' ? 'white' : undefined;
      if (changes.value.length > 0 || turn !== undefined) {
        const nextTurn =
          turn ??
          (changes.value.length > 0 && parent === undefined && rules.handicap >= 2
            ? 'white'
            : state.turn);
        state = withSetup(state, changes.value, nextTurn);
      }
      let move: GoRecordNode['move'];
      const mover: Color | undefined =
        sgf.B !== undefined ? 'black' : sgf.W !== undefined ? 'white' : undefined;
      if (mover !== undefined) {
        const value = (mover === 'black' ? sgf.B : sgf.W)?.[0] ?? '';
        const m = parseSgfMove(value, rules.size);
        const r = m ? playAs(state, mover, m) : undefined;
        if (!m || !r || !r.ok) {
          const p = m?.type === 'play' ? m.point : undefined;
          errors.push({
            parentId: parent ?? -1,
            moveNumber: moves + 1,
            color: mover,
            value,
            vertex: p ? formatVertex(p, rules.size) : undefined,
            reason: r && !r.ok ? r.error.reason : 'bad-point',
            message: `move ${moves + 1} (${mover} ${p ? formatVertex(p, rules.size) : JSON.stringify(value)}): ${
              r && !r.ok ? r.error.message : 'not a point on the board'
            }`,
          });
          stopped = true;
          break;
        }
        state = r.value;
        move = { color: mover, move: m };
        moves++;
      }
      const id = nodes.length;
      nodes.push({ id, parent, children: [], sgf, state, move });
      if (parent !== undefined) (nodes[parent] as { children: number[] }).children.push(id);
      parent = id;
    }
    if (stopped) continue;
    for (let v = item.t.variations.length - 1; v >= 0; v--) {
      stack.push({ t: item.t.variations[v] as SgfTree, parent, moves });
    }
  }
  if (nodes.length === 0) {
    return err({ reason: 'bad-setup', message: errors[0]?.message ?? 'the record has no node' });
  }
  // Variations were pushed in reverse so children lists are in file order already.
  return ok({ rules, nodes, errors });
}

/** Ids from the root along first children. */
export function mainLineIds(record: GoRecord): number[] {
  const out: number[] = [];
  for (let id: number | undefined = 0; id !== undefined; id = record.nodes[id]?.children[0])
    out.push(id);
  return out;
}

/** The record as an SGF game tree (iterative): every node's properties as read or added. */
export function goRecordToSgf(record: GoRecord): SgfTree {
  type Building = { nodes: SgfNode[]; variations: SgfTree[] };
  const root: Building = { nodes: [], variations: [] };
  const stack: { id: number; into: Building }[] = [{ id: 0, into: root }];
  while (stack.length > 0) {
    const { id, into } = stack.pop() as { id: number; into: Building };
    let cur = record.nodes[id];
    // Follow a single line into the same sequence.
    while (cur) {
      into.nodes.push(cur.sgf);
      if (cur.children.length !== 1) break;
      cur = record.nodes[cur.children[0] as number];
    }
    if (!cur || cur.children.length < 2) continue;
    const subs: Building[] = cur.children.map(() => ({ nodes: [], variations: [] }));
    into.variations.push(...subs);
    for (let k = cur.children.length - 1; k >= 0; k--)
      stack.push({ id: cur.children[k] as number, into: subs[k] as Building });
  }
  return root;
}

/** The SGF node of a move: `B[dd]`, pass as `W[]`. */
export function sgfMoveNode(color: Color, move: GoMove): SgfNode {
  const value = move.type === 'play' ? formatSgfVertex(move.point) : '';
  return color === 'black' ? { B: [value] } : { W: [value] };
}

/** The root properties for a new game under `rules` (handicap stones from `state`). */
export function sgfRootFor(state: GoState): SgfNode {
  const { rules } = state;
  const root: Record<string, string[]> = {
    GM: ['1'],
    FF: ['4'],
    CA: ['UTF-8'],
    AP: ['Qipan:0.1.0'],
    SZ: [String(rules.size)],
    KM: [String(rules.komi)],
  };
  if (rules.preset !== 'custom') root.RU = [SGF_RULE_NAMES[rules.preset]];
  if (rules.handicap >= 2) root.HA = [String(rules.handicap)];
  const ab: string[] = [];
  for (let y = 0; y < rules.size; y++) {
    for (let x = 0; x < rules.size; x++)
      if (state.board.cells[state.board.index(x, y)] === 1) ab.push(formatSgfVertex({ x, y }));
  }
  if (ab.length > 0) root.AB = ab;
  return root;
}

/** A new record whose root is `state` (e.g. `initial(options)`). */
export function newGoRecord(state: GoState): GoRecord {
  return {
    rules: state.rules,
    nodes: [
      { id: 0, parent: undefined, children: [], sgf: sgfRootFor(state), state, move: undefined },
    ],
    errors: [],
  };
}

/** Adds a move after node `parent` (reusing an identical existing child). */
export function addRecordMove(
  record: GoRecord,
  parent: number,
  color: Color,
  move: GoMove,
): Result<{ record: GoRecord; id: number }, GoIllegalMove> {
  const p = record.nodes[parent];
  if (!p) throw new RangeError(`no node ${parent}`);
  const sgf = sgfMoveNode(color, move);
  for (const c of p.children) {
    const n = record.nodes[c] as GoRecordNode;
    if (n.move && n.move.color === color && JSON.stringify(n.move.move) === JSON.stringify(move))
      return ok({ record, id: c });
  }
  const r = playAs(p.state, color, move);
  if (!r.ok) return r;
  const id = record.nodes.length;
  const nodes = record.nodes.slice();
  nodes[parent] = { ...p, children: [...p.children, id] };
  nodes.push({ id, parent, children: [], sgf, state: r.value, move: { color, move } });
  return ok({ record: { ...record, nodes }, id });
}
