/**
 * Monte-Carlo tree search with UCT and RAVE (all-moves-as-first) on the fast board,
 * in place: each iteration clones the root board once, walks the tree, expands a
 * leaf, finishes the game with the {@link Playout} policy and counts it by area.
 * Priors seed the node statistics: the learned move model (3×3 patterns, line,
 * distance to the previous move, tactics; see features.ts; or the `model` given, such
 * as the large one of large.ts) with hand rules for
 * captures, escapes and self-ataris; on big boards lonely first- and second-line
 * points are left out (lines.ts). A kept
 * subtree (`reuse`) continues an earlier search. Pure code: no timers, the clock is a
 * callback.
 *
 * @example
 * ```ts
 * import { Rng } from '@qipan/core';
 * import { FastBoard, BLACK } from '@qipan/go/bot';
 * import { search } from './search.js';
 * const b = FastBoard.create(5);
 * const r = search(b, BLACK, { komi: 0.5, maxPlayouts: 500, deadline: Infinity,
 *   now: () => 0, rng: Rng.fromSeed(1), rootMoves: [b.index(2, 2)], passes: 0, last: -1 });
 * r.move; // b.index(2, 2): the only candidate (or -1 for a pass)
 * ```
 */
import type { Rng } from '@qipan/core';
import { BLACK, EMPTY, otherColor, type FastBoard, type StoneColor } from '../board.js';
import { isOwnEye } from '../playout.js';
import { TACTIC, moveGammaWith, tacticFeature, type MoveModel } from './features.js';
import { atariCaptures, escapeWorks } from './ladder.js';
import { withoutLowAndAlone } from './lines.js';
import { matchesPattern } from './patterns.js';
import { Playout, areaScore } from './policy.js';

export const PASS_MOVE = -1;

/** A search-tree node: statistics of `move` played by `color` (exported for tree reuse). */
export class Node {
  children: Node[] | undefined = undefined;
  /** Real visits (without the prior), to decide when to expand. */
  visits = 0;
  n: number;
  w: number;
  rn = 0;
  rw = 0;
  constructor(
    readonly move: number,
    /** The colour that played `move`. */
    readonly color: StoneColor,
    priorN: number,
    readonly priorW: number,
  ) {
    this.n = priorN;
    this.w = priorW;
  }
}

export interface SearchOptions {
  readonly komi: number;
  readonly maxPlayouts: number;
  /** Stop when `now()` reaches this (milliseconds). */
  readonly deadline: number;
  readonly now: () => number;
  readonly rng: Rng;
  /** Legal root points under the full rules (superko included); a pass is always added. */
  readonly rootMoves: readonly number[];
  /** Consecutive passes just before the root (0 or 1). */
  readonly passes: number;
  /** The previous move's point, or -1. */
  readonly last: number;
  /** The move before the previous one (the side to move's own), or -1. */
  readonly last2?: number;
  /** The move model for the priors (default: the small model of features.ts). */
  readonly model?: MoveModel;
  /**
   * Progressive widening (Coulom 2007): a node's children are ranked by their prior
   * and only the best few take part in the selection, more as the node's visits grow
   * (see {@link widthAt}); passing always does.
   */
  readonly widen?: boolean;
  /**
   * How much a playout's score margin counts beside its result (0..1, default 0: wins
   * only). A playout is worth (1 - w)·win + w·(1 + tanh(margin / 20)) / 2 to Black, so
   * among moves that win as often the search prefers the one that wins by more (or
   * loses by less), as score-aware engines do instead of playing slack when ahead.
   */
  readonly scoreWeight?: number;
  /**
   * A subtree kept from the previous search whose position is this root (its move is
   * the opponent's last one); its children not in `rootMoves` are dropped.
   */
  readonly reuse?: Node;
}

export interface SearchResult {
  /** The chosen point, or {@link PASS_MOVE}. */
  readonly move: number;
  /**
   * The chosen move's winning rate for the side to move (0..1), from playouts (the prior
   * without any). With a `scoreWeight`, the share of this search's playouts through
   * the move that were won, the score margin left out (what resigning and passing read;
   * the tree's nodes hold the mixed value the search steered by).
   */
  readonly winRate: number;
  readonly playouts: number;
  /** Root children, most visited first: point, visits, winning rate. */
  readonly candidates: readonly { move: number; visits: number; winRate: number }[];
  /** The root of the tree searched (its children are the candidates' nodes). */
  readonly tree: Node;
}

const RAVE_BIAS = 0.0025;
const EXPLORATION = 0.2;

/** Prior visits per node: more on big boards, where playouts alone say less. */
const priorVisits = (size: number): number => (size >= 13 ? 20 : 10);

/**
 * The prior winning rate of `c` playing at `p`: the learned move strength (see
 * features.ts) relative to the best candidate's, `gammaRatio` = gamma / best gamma,
 * with hand rules on top: capturing or saving a chain is at least as good as the
 * pattern says, a self-atari of a chain that is no capture is poor.
 */
function priorRate(
  b: FastBoard,
  c: StoneColor,
  p: number,
  gammaRatio: number,
  tactic: number,
): number {
  let v = Math.min(0.85, Math.max(0.1, 0.85 + 0.07 * Math.log(gammaRatio)));
  if (tactic === TACTIC.capture) return Math.max(v, 0.9);
  // Escaping pays only when no ladder catches the chain; an atari that ladders captures.
  if (tactic === TACTIC.escape) return escapeWorks(b, c, p) ? Math.max(v, 0.8) : Math.min(v, 0.2);
  if (tactic === TACTIC.atari && atariCaptures(b, c, p)) return Math.max(v, 0.85);
  if (tactic === TACTIC.selfAtari) v = Math.min(v, 0.1);
  // A hand-made shape next to the previous move is worth a look whatever the table says.
  else if (matchesPattern(b, p)) v = Math.max(v, 0.6);
  return v;
}

/** Captures, saves a chain in atari, or ataris an opposing chain (and is no self-atari). */
const isTactical = (t: number): boolean =>
  t === TACTIC.capture || t === TACTIC.escape || t === TACTIC.atari;

/** Scratch: tactical tags per point of the position being expanded. */
let tags = new Int8Array(0);

function makeChildren(
  b: FastBoard,
  c: StoneColor,
  points: readonly number[],
  passes: number,
  last: number,
  last2: number,
  model: MoveModel | undefined,
  widen: boolean,
  rng: Rng,
): Node[] {
  const prior = priorVisits(b.size);
  if (tags.length < b.cells.length) tags = new Int8Array(b.cells.length);
  const tag = tags;
  for (const p of points) tag[p] = tacticFeature(b, c, p);
  const moves = withoutLowAndAlone(b, points, (p) => isTactical(tag[p] as number));
  const gammas = moves.map((p) =>
    model
      ? model.gamma(b, c, p, last, last2, tag[p] as number)
      : moveGammaWith(b, c, p, last, tag[p] as number),
  );
  let best = 0;
  for (const g of gammas) if (g > best) best = g;
  const out: Node[] = [];
  moves.forEach((p, i) => {
    const rate = priorRate(b, c, p, (gammas[i] as number) / best, tag[p] as number);
    out.push(new Node(p, c, prior, prior * rate));
  });
  // Shuffle so that ties do not favour the top-left corner; for progressive widening,
  // rank by the prior (the sort is stable).
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = out[i] as Node;
    out[i] = out[j] as Node;
    out[j] = t;
  }
  if (widen) out.sort((x, y) => y.w - x.w);
  // Passing is poor unless the opponent just passed or nothing else is left.
  const passRate = passes > 0 || points.length === 0 ? 0.5 : 0.05;
  out.push(new Node(PASS_MOVE, c, prior, prior * passRate));
  return out;
}

function candidatePoints(b: FastBoard, c: StoneColor): number[] {
  const out: number[] = [];
  const cells = b.cells;
  for (let p = 0; p < cells.length; p++) {
    if (cells[p] !== EMPTY || isOwnEye(b, c, p)) continue;
    if (b.check(c, p, 'forbidden') === undefined) out.push(p);
  }
  return out;
}

/** Copies `src` into `dst` (same size) without allocating: cheaper than a clone per playout. */
export function copyBoard(dst: FastBoard, src: FastBoard): void {
  const n = src.cells.length;
  const { cells, head, next, libs, count } = dst;
  for (let i = 0; i < n; i++) {
    cells[i] = src.cells[i] as number;
    head[i] = src.head[i] as number;
    next[i] = src.next[i] as number;
    libs[i] = src.libs[i] as number;
    count[i] = src.count[i] as number;
  }
  dst.prisoners[1] = src.prisoners[1] as number;
  dst.prisoners[2] = src.prisoners[2] as number;
  dst.hashLo = src.hashLo;
  dst.hashHi = src.hashHi;
  dst.ko = src.ko;
  dst.koColor = src.koColor;
  dst.removedCount = 0;
}

/** `node` ready to be the root for `toMove` (children outside `rootMoves` dropped), or undefined. */
function reusable(
  node: Node | undefined,
  toMove: StoneColor,
  root: FastBoard,
  rootMoves: readonly number[],
): Node | undefined {
  const children = node?.children;
  if (node === undefined || children === undefined || node.color === toMove) return undefined;
  const moves = withoutLowAndAlone(root, rootMoves, (p) =>
    isTactical(tacticFeature(root, toMove, p)),
  );
  const legal = new Set(moves);
  const kept = children.filter((ch) => ch.move === PASS_MOVE || legal.has(ch.move));
  // Every legal root move must have a node (candidatePoints ignores superko only).
  if (kept.length !== moves.length + 1) return undefined;
  node.children = kept;
  return node;
}

/**
 * How many of a node's children (ranked by prior) progressive widening lets compete
 * after `visits`: 2 + log base 1.4 of (1 + visits / 40), rounded down (3 from 16
 * visits, 4 from 39, 9 at 400, 20 at 20,000).
 */
export const widthAt = (visits: number): number =>
  2 + Math.floor(Math.log(1 + visits / 40) / Math.log(1.4));

function select(node: Node, widen: boolean): Node {
  const children = node.children as Node[];
  const logN = Math.log(node.n + 1);
  // The pass child is last and always competes.
  const moves = children.length - 1;
  const width = widen ? Math.min(moves, widthAt(node.visits)) : moves;
  let best = children[moves] as Node;
  let bestValue = -Infinity;
  for (let i = 0; i <= moves; i++) {
    if (i === width) i = moves;
    const ch = children[i] as Node;
    const q = ch.w / ch.n;
    let v = q;
    if (ch.rn > 0) {
      const beta = ch.rn / (ch.rn + ch.n + RAVE_BIAS * ch.rn * ch.n);
      v = (1 - beta) * q + (beta * ch.rw) / ch.rn;
    }
    v += EXPLORATION * Math.sqrt(logN / ch.n);
    if (v > bestValue) {
      bestValue = v;
      best = ch;
    }
  }
  return best;
}

/** Searches `root` for `toMove` until the deadline or `maxPlayouts`; always answers. */
export function search(root: FastBoard, toMove: StoneColor, options: SearchOptions): SearchResult {
  const { rng, komi, now } = options;
  const scoreWeight = options.scoreWeight ?? 0;
  const size = root.size;
  const maxMoves = size * size * 2 + 20;
  const playout = new Playout(maxMoves + 4 * size * size + 64);
  const first = new Uint8Array(root.cells.length);
  const expandAt = size <= 9 ? 1 : 2;
  const top =
    reusable(options.reuse, toMove, root, options.rootMoves) ??
    new Node(PASS_MOVE, otherColor(toMove), 0, 0);
  const model = options.model;
  const widen = options.widen === true;
  top.children ??= makeChildren(
    root,
    toMove,
    options.rootMoves,
    options.passes,
    options.last,
    options.last2 ?? -1,
    model,
    widen,
    rng,
  );
  const path: Node[] = [];
  // Won playouts and playouts through each root child in this search, kept only when
  // the value mixes in the margin.
  const won = scoreWeight > 0 ? new Map<Node, { wins: number; runs: number }>() : undefined;
  let playouts = 0;
  const b = root.clone();
  while (playouts < options.maxPlayouts && (playouts === 0 || now() < options.deadline)) {
    copyBoard(b, root);
    playout.length = 0;
    path.length = 0;
    path.push(top);
    let node = top;
    let c = toMove;
    let passes = options.passes;
    let last = options.last;
    let last2 = options.last2 ?? -1;
    for (;;) {
      if (!node.children) {
        if (node.visits < expandAt || passes >= 2) break;
        node.children = makeChildren(
          b,
          c,
          candidatePoints(b, c),
          passes,
          last,
          last2,
          model,
          widen,
          rng,
        );
      }
      const ch = select(node, widen);
      if (ch.move === PASS_MOVE) {
        b.pass();
        passes++;
      } else {
        b.play(c, ch.move);
        passes = 0;
      }
      last2 = last;
      last = ch.move;
      playout.record(ch.move, c);
      path.push(ch);
      node = ch;
      c = otherColor(c);
      if (passes >= 2) break;
    }
    if (passes < 2) playout.run(b, c, rng, last, maxMoves);
    const diff = areaScore(b) - komi;
    let blackWin = diff > 0 ? 1 : diff < 0 ? 0 : 0.5;
    if (won !== undefined) {
      const child = path[1];
      if (child !== undefined) {
        let e = won.get(child);
        if (e === undefined) won.set(child, (e = { wins: 0, runs: 0 }));
        e.wins += child.color === BLACK ? blackWin : 1 - blackWin;
        e.runs++;
      }
      blackWin = (1 - scoreWeight) * blackWin + scoreWeight * 0.5 * (1 + Math.tanh(diff / 20));
    }
    for (const nd of path) {
      nd.visits++;
      nd.n++;
      nd.w += nd.color === BLACK ? blackWin : 1 - blackWin;
    }
    // RAVE: a child's move counts if its colour played that point first from its depth on.
    first.fill(0);
    let k = playout.length - 1;
    for (let d = path.length - 1; d >= 0; d--) {
      for (; k >= d; k--) {
        const p = playout.moves[k] as number;
        if (p >= 0) first[p] = playout.colors[k] as number;
      }
      const children = (path[d] as Node).children;
      if (!children) continue;
      for (const ch of children) {
        if (ch.move >= 0 && first[ch.move] === ch.color) {
          ch.rn++;
          ch.rw += ch.color === BLACK ? blackWin : 1 - blackWin;
        }
      }
    }
    playouts++;
  }
  const ranked = (top.children as Node[])
    .map((ch) => {
      const value = ch.visits > 0 ? (ch.w - ch.priorW) / ch.visits : ch.w / ch.n;
      const e = won?.get(ch);
      return {
        move: ch.move,
        visits: ch.visits,
        winRate: e === undefined ? value : e.wins / e.runs,
        value,
      };
    })
    .sort((a, b) => b.visits - a.visits || b.value - a.value);
  const best = ranked[0] as (typeof ranked)[number];
  const candidates = ranked.map(({ move, visits, winRate }) => ({ move, visits, winRate }));
  return { move: best.move, winRate: best.winRate, playouts, candidates, tree: top };
}
