/**
 * SGF GM[1] (Go) on top of the core SGF syntax: load a game tree into a
 * {@link GoRecord} (iteratively, any length, every move validated on one board per
 * line with a superko hash set, no position kept per node), stop a branch at an
 * illegal move and say which and why, and write records back. Passes are read as
 * `B[]` or `B[tt]` (`tt` only up to 19×19) and written as `B[]`.
 *
 * @example
 * ```ts
 * import { parseSgfBytes } from '@qipan/core';
 * import { loadGoRecord } from '@qipan/go';
 * const r = parseSgfBytes('(;GM[1]SZ[9];B[ee];W[ee])');
 * const rec = r.ok ? loadGoRecord(r.value.collection[0]!) : undefined;
 * if (rec?.ok) rec.value.errors[0]?.reason; // 'occupied' (move 2, W E5)
 * ```
 */
import {
  err,
  findRootProperty,
  GameTree,
  lineColumn,
  ok,
  SGF_MAX_NODES,
  sgfProp,
  type Result,
  type SgfNode,
  type SgfTree,
  type TreeNode,
} from '@qipan/core';
import type { FastBoard } from './board.js';
import { formatVertex } from './notation.js';
import { playAs } from './play.js';
import {
  DEFAULT_POSITION_CACHE,
  PositionCache,
  recordMoveFromSgf,
  type GoNodeData,
  type GoRecord,
  type IllegalRecordMove,
} from './record.js';
import { refusalMessage, SuperkoLine, Walker, type WalkerFields } from './replay.js';
import { checkOptions, presetFromSgf, type GoOptions, type GoRules } from './rules.js';
import {
  hasSetup,
  moverOf,
  parseSgfMove,
  playerToMove,
  setupChanges,
  sharedMoveNode,
} from './sgfnode.js';
import { boardOf, initialState, restate, withSetup, type GoState } from './state.js';

export { parseSgfMove, sgfMoveNode } from './sgfnode.js';
export { sgfRootFor } from './sgfroot.js';

export type GoRecordError =
  | {
      readonly reason:
        'not-go' | 'bad-size' | 'bad-handicap' | 'bad-komi' | 'bad-rule' | 'bad-setup';
      readonly message: string;
    }
  | {
      /** The file has more nodes than {@link GoRecordLimits.maxNodes}. */
      readonly reason: 'too-many-nodes';
      readonly message: string;
      readonly limit: number;
    };

export interface GoRecordLimits {
  /** Refuse records with more nodes than this (default {@link DEFAULT_MAX_NODES}). */
  readonly maxNodes?: number;
  /** Positions kept by the record's cache (default 256). */
  readonly positions?: number;
}

/**
 * 2,000,000 nodes (core's {@link SGF_MAX_NODES}, which the SGF parser already refuses
 * beyond, at the first node over it): a record of that many takes 0.25–0.35 GB once
 * loaded (120–175 bytes a node), and `qipan sgf check` of 2,000,000 one-move variations
 * peaks at ~1.1 GB with the parse tree (~3 s).
 */
export const DEFAULT_MAX_NODES = SGF_MAX_NODES;

/** SGF Number: `[+-]digits` (spaces around tolerated); no exponent, no fraction, no hex. */
const SGF_NUMBER = /^[ \t\r\n]*[+-]?[0-9]+[ \t\r\n]*$/;
/** SGF Real: a Number, optionally `.digits`. */
const SGF_REAL = /^[ \t\r\n]*[+-]?[0-9]+(\.[0-9]+)?[ \t\r\n]*$/;

const badValue = (
  reason: 'bad-size' | 'bad-handicap' | 'bad-komi',
  id: string,
  value: string,
  what: string,
): Result<never, GoRecordError> =>
  err({ reason, message: `root node: ${id}[${value}] is not ${what}` });

function rulesFromRoot(root: SgfNode, overrides: GoOptions): Result<GoRules, GoRecordError> {
  const gm = sgfProp(root, 'GM');
  if (gm !== undefined && gm.trim() !== '1')
    return err({ reason: 'not-go', message: `GM[${gm}] is not Go (GM[1])` });
  const szText = sgfProp(root, 'SZ') ?? '19';
  const sz = szText.split(':');
  if (sz.length > 2 || !sz.every((v) => SGF_NUMBER.test(v)))
    return badValue('bad-size', 'SZ', szText, 'a board size (digits, or columns:rows)');
  if (sz.length === 2 && Number(sz[0]) !== Number(sz[1])) {
    return err({
      reason: 'bad-size',
      message: `SZ[${sz.join(':')}]: only square boards are supported`,
    });
  }
  const size = Number(sz[0]);
  const km = sgfProp(root, 'KM');
  if (km !== undefined && km.trim() !== '' && !SGF_REAL.test(km))
    return badValue('bad-komi', 'KM', km, 'a komi (an SGF Real such as 6.5)');
  const komi = km === undefined || km.trim() === '' ? undefined : Number(km);
  const haText = sgfProp(root, 'HA');
  if (haText !== undefined && haText.trim() !== '' && !SGF_NUMBER.test(haText))
    return badValue('bad-handicap', 'HA', haText, 'a handicap (an SGF Number such as 2)');
  const ha = haText === undefined || haText.trim() === '' ? 0 : Number(haText);
  const preset = presetFromSgf(sgfProp(root, 'RU'));
  const options: GoOptions = {
    size,
    handicap: ha >= 2 ? ha : 0,
    handicapPlacement: 'free',
    ...(preset ? { preset } : {}),
    ...(komi !== undefined ? { komi } : {}),
    ...overrides,
  };
  const r = checkOptions(options);
  return r.ok ? r : err({ reason: r.error.reason, message: r.error.message });
}

/** The root property each header error is about. */
const ERROR_PROPERTY: Readonly<Partial<Record<GoRecordError['reason'], string>>> = {
  'not-go': 'GM',
  'bad-size': 'SZ',
  'bad-handicap': 'HA',
  'bad-komi': 'KM',
  'bad-rule': 'RU',
};

/**
 * The line and column (1-based) in the record's SGF `text` of the root property a
 * {@link loadGoRecord} error is about (`SZ[1e1]`), for game `game` (0-based) of the
 * collection; undefined for other errors or when it is not found.
 */
export function goRecordErrorPosition(
  text: string,
  error: GoRecordError,
  game = 0,
): { line: number; column: number } | undefined {
  const id = ERROR_PROPERTY[error.reason];
  const found = id === undefined ? undefined : findRootProperty(text, id, game);
  return found === undefined ? undefined : lineColumn(text, found.offset);
}

/** Nodes in an SGF tree, counted iteratively. */
function countNodes(tree: SgfTree): number {
  let n = 0;
  const stack: SgfTree[] = [tree];
  while (stack.length > 0) {
    const t = stack.pop() as SgfTree;
    n += t.nodes.length;
    for (const v of t.variations) stack.push(v);
  }
  return n;
}

/** Where the variations of a fork start: its board (taken by the last one), fields, superko depth. */
interface Fork {
  readonly board: FastBoard;
  readonly fields: WalkerFields;
  readonly depth: number;
  users: number;
}

type Building = { id: number; parent: number | undefined; children: number[]; data: GoNodeData };
const NO_CHILDREN: number[] = [];

/** The root's set-up position (AB/AW/AE, PL) before any move it holds. */
function rootSetup(start: GoState, sgf: SgfNode, rules: GoRules, setup: boolean): GoState {
  if (!setup) return start;
  const changes = setupChanges(sgf, rules.size);
  const all = changes.ok ? changes.value : [];
  const turn = playerToMove(sgf) ?? (all.length > 0 && rules.handicap >= 2 ? 'white' : start.turn);
  return withSetup(start, all, turn);
}

/**
 * The position before the root node's own move (its set-up stones only): what GTP's
 * `loadsgf FILE 1` asks for when the root holds move 1. The root's position otherwise.
 */
export function rootSetupState(record: GoRecord): GoState {
  const { rules } = record;
  const sgf = record.tree.node(record.tree.rootId).data.sgf;
  const start: GoState = restate(initialState({ ...rules, handicap: 0 }), { rules });
  return rootSetup(start, sgf, rules, hasSetup(sgf));
}

/** The root's position built with the immutable API (so its superko chain is complete). */
function rootPosition(start: GoState, sgf: SgfNode, rules: GoRules, setup: boolean): GoState {
  const s = rootSetup(start, sgf, rules, setup);
  const mover = moverOf(sgf);
  if (mover === undefined) return s;
  const m = parseSgfMove((mover === 'black' ? sgf.B : sgf.W)?.[0] ?? '', rules.size);
  const r = m ? playAs(s, mover, m) : undefined;
  return r?.ok ? r.value : s;
}

/**
 * The rules a root node names (SZ, KM, HA, RU, GM), or what is wrong with them: what
 * {@link loadGoRecord} reads before any move.
 */
export const goRulesFromRoot = (root: SgfNode): Result<GoRules, GoRecordError> =>
  rulesFromRoot(root, {});

/** The position at a root node `sgf` under `rules` (its setup, then its move), as the loader builds it. */
export function rootStateFor(rules: GoRules, sgf: SgfNode): GoState {
  const start: GoState = restate(initialState({ ...rules, handicap: 0 }), { rules });
  return rootPosition(start, sgf, rules, hasSetup(sgf));
}

/**
 * Loads one SGF game tree. Malformed headers are an error, and so is a tree with more
 * than `limits.maxNodes` nodes; an illegal move is not: its branch stops there and
 * `errors` says which move and why.
 */
export function loadGoRecord(
  tree: SgfTree,
  overrides: GoOptions = {},
  limits: GoRecordLimits = {},
): Result<GoRecord, GoRecordError> {
  const maxNodes = limits.maxNodes ?? DEFAULT_MAX_NODES;
  const count = countNodes(tree);
  if (count > maxNodes) {
    return err({
      reason: 'too-many-nodes',
      message: `the record has ${count.toLocaleString('en')} nodes, more than the limit of ${maxNodes.toLocaleString('en')}`,
      limit: maxNodes,
    });
  }
  const rootSgf = tree.nodes[0] ?? {};
  const rr = rulesFromRoot(rootSgf, overrides);
  if (!rr.ok) return rr;
  const rules = rr.value;
  const size = rules.size;
  const table: Building[] = [];
  const errors: IllegalRecordMove[] = [];
  const start: GoState = restate(initialState({ ...rules, handicap: 0 }), { rules });
  const w = Walker.onBoard(rules, boardOf(start).clone(), start);
  const superko =
    rules.ko === 'simple' ? undefined : new SuperkoLine(rules.ko === 'situational-superko');
  w.validate = true;
  w.superko = superko;
  superko?.add(superko.key(w.board.hashLo, w.board.hashHi, w.fields.turn));
  let rootState: GoState | undefined;
  const stack: { t: SgfTree; parent: number | undefined; fork: Fork | undefined }[] = [
    { t: tree, parent: undefined, fork: undefined },
  ];
  while (stack.length > 0) {
    const item = stack.pop() as (typeof stack)[number];
    const fork = item.fork;
    // A one-node leaf without setup is checked on the fork's board, mostly without a copy.
    const dry =
      fork !== undefined &&
      item.t.nodes.length === 1 &&
      item.t.variations.length === 0 &&
      !hasSetup(item.t.nodes[0] as SgfNode);
    if (fork) {
      fork.users--;
      w.board = fork.users === 0 || dry ? fork.board : fork.board.clone();
      w.fields = fork.fields;
      superko?.truncate(fork.depth);
    }
    let parent = item.parent;
    let stopped = false;
    for (const sgf of item.t.nodes) {
      let setup = false;
      if (hasSetup(sgf)) {
        const changes = setupChanges(sgf, size);
        if (!changes.ok) return err({ reason: 'bad-setup', message: changes.error });
        const pl = changes.value.length > 0 || sgf.PL ? playerToMove(sgf) : undefined;
        setup = changes.value.length > 0 || pl !== undefined;
        if (setup) {
          const handicapStart =
            changes.value.length > 0 && parent === undefined && rules.handicap >= 2;
          w.setup(changes.value, pl ?? (handicapStart ? 'white' : w.fields.turn));
        }
      }
      const mover = moverOf(sgf);
      let move: GoNodeData['move'];
      if (mover !== undefined) {
        const value = (mover === 'black' ? sgf.B : sgf.W)?.[0] ?? '';
        move = recordMoveFromSgf(mover, value, size);
        const m = move?.move;
        const refusal = m ? w.move(mover, m, dry) : 'bad-point';
        if (!m || refusal) {
          const n = w.fields.moveNumber + 1;
          const p = m?.type === 'play' ? formatVertex(m.point, size) : undefined;
          const why =
            refusal === 'bad-point' || !refusal
              ? 'not a point on the board'
              : refusalMessage(refusal);
          errors.push({
            parentId: parent ?? -1,
            moveNumber: n,
            color: mover,
            value,
            vertex: p,
            reason: refusal ?? 'bad-point',
            message: `move ${n} (${mover} ${p ?? JSON.stringify(value)}): ${why}`,
          });
          stopped = true;
          break;
        }
      }
      const id = table.length;
      table.push({
        id,
        parent,
        children: NO_CHILDREN,
        data: { sgf: move ? sharedMoveNode(sgf) : sgf, move, moveNumber: w.fields.moveNumber },
      });
      if (parent === undefined) rootState = rootPosition(start, sgf, rules, setup);
      else {
        const p = table[parent] as Building;
        if (p.children === NO_CHILDREN) p.children = [id];
        else p.children.push(id);
      }
      parent = id;
    }
    const vars = item.t.variations;
    if (stopped || vars.length === 0) continue;
    if (vars.length === 1) {
      // The line goes on from this very position: no copy.
      stack.push({ t: vars[0] as SgfTree, parent, fork: undefined });
      continue;
    }
    const f: Fork = {
      board: w.board,
      fields: w.fields,
      depth: superko?.length ?? 0,
      users: vars.length,
    };
    for (let v = vars.length - 1; v >= 0; v--)
      stack.push({ t: vars[v] as SgfTree, parent, fork: f });
  }
  if (table.length === 0 || rootState === undefined) {
    return err({ reason: 'bad-setup', message: errors[0]?.message ?? 'the record has no node' });
  }
  // Variations were pushed in reverse, so children lists are in file order already.
  return ok({
    rules,
    tree: GameTree.fromTable(table as TreeNode<GoNodeData>[]),
    rootState,
    errors,
    positions: new PositionCache(limits.positions ?? DEFAULT_POSITION_CACHE),
  });
}

/**
 * The record as an SGF game tree (iteratively, and without spreading long child lists
 * into one call): every node's properties as read or added.
 */
export function goRecordToSgf(record: GoRecord): SgfTree {
  type Out = { nodes: SgfNode[]; variations: SgfTree[] };
  const { tree } = record;
  const root: Out = { nodes: [], variations: [] };
  const stack: { id: number; into: Out }[] = [{ id: tree.rootId, into: root }];
  while (stack.length > 0) {
    const { id, into } = stack.pop() as { id: number; into: Out };
    let cur: TreeNode<GoNodeData> | undefined = tree.node(id);
    // Follow a single line into the same sequence.
    while (cur) {
      into.nodes.push(cur.data.sgf);
      if (cur.children.length !== 1) break;
      cur = tree.node(cur.children[0] as number);
    }
    if (!cur || cur.children.length < 2) continue;
    const kids = cur.children;
    for (let k = 0; k < kids.length; k++) into.variations.push({ nodes: [], variations: [] });
    for (let k = kids.length - 1; k >= 0; k--)
      stack.push({ id: kids[k] as number, into: into.variations[k] as Out });
  }
  return root;
}
