/**
 * PUCT Monte-Carlo tree search on the network (as AlphaZero and KataGo search), async
 * over a {@link NetEvaluator}.
 *
 * - Each visit walks from the root by PUCT (virtual loss on the path, first-play
 *   urgency for unvisited children), replays the moves with the engine (`go.play`:
 *   every move the tree holds was accepted by the rules, superko included), and
 *   either finds a finished game, an evaluation in the cache, or a leaf to evaluate.
 * - Leaves are collected `batchSize` at a time into one `evaluate` call; up to
 *   `parallel` calls are in flight.
 * - A finished game (two passes) is scored by the engine's `score` under the game's
 *   own rules, the stones the net's ownership (at the position before the last pass)
 *   gives to the opponent taken as dead.
 * - `advance(move)` and `setRoot(state)` keep the subtree of a move already searched.
 * - The utility is `winLossWeight · (win − loss) + scoreUtilityWeight · 2/π ·
 *   atan(lead / (scoreScale · size)) + dynamicScoreUtilityWeight · 2/π · atan((lead −
 *   centre) / (dynamicScoreScale · size))`, the centre set at each search's start from
 *   the root's expected lead (the kept tree's utilities are then recomputed from their
 *   average win-loss and lead, their spread kept), as KataGo's static and dynamic score
 *   utilities. Exploration grows with ln N and with the parent's utility spread; the
 *   move played is the best lower confidence bound among the well-visited ones.
 * - Evaluations are cached by the engine's Zobrist hash, the side to move, the ko ban
 *   and the passes just played (see nn-cache.ts): older history is not in the key.
 * - GoState → NetPosition is `options.toNetPosition`, by default `netPosition` of
 *   from-go.ts (the boards before the last moves are then guessed by lifting their
 *   stones, for the ladder planes).
 *
 * @example
 * ```ts
 * const search = new NetSearch(evaluator, { batchSize: 8 });
 * search.setRoot(state);
 * const r = await search.search({ visits: 400, timeMs: 2000 });
 * const d = search.decide(); // { move, reason, winrate, … }
 * ```
 */
import { opposite, type Color, type Point } from '@qipan/core';
import {
  PASS,
  go,
  isOver,
  check,
  score,
  stoneAt,
  stoneRows,
  type GoMove,
  type GoState,
} from '@qipan/go';
import type { NetEvaluation, NetEvaluator } from '../evaluation.js';
import type { NetMove, NetPosition } from '../position.js';
import type { Analysis, MoveAnalysis, SearchResult, StopReason } from './analysis.js';
import { NnCache, positionKey } from './nn-cache.js';
import { Node, PASS_INDEX, selectChild, utilityOf, type SelectParams } from './node.js';
import {
  NetSearchError,
  checkLimits,
  resolveOptions,
  type ResolvedOptions,
  type SearchLimits,
  type SearchOptions,
} from './options.js';

/** Why {@link NetSearch.decide} chose its move. */
export type DecisionReason =
  /** The search's choice. */
  | 'search'
  /** The opponent passed and passing now wins the count. */
  | 'pass-wins'
  /** Win rate under the resign threshold for long enough. */
  | 'resign'
  /** No candidate move was left (none legal but to fill an own eye). */
  | 'no-move';

export interface MoveDecision {
  readonly move: GoMove;
  readonly reason: DecisionReason;
  /** The side to move's win rate after the move as the search sees it (0..1). */
  readonly winrate: number;
  readonly scoreLead: number;
  readonly visits: number;
}

interface Leaf {
  readonly node: Node;
  readonly path: Node[];
  readonly position: NetPosition;
  readonly key: string;
  readonly state: GoState;
}

interface RunStats {
  evaluated: number;
  batches: number;
  cacheHits: number;
}

/** A move as a point index (`y * size + x`) or {@link PASS_INDEX}. */
function moveIndex(move: GoMove, size: number): number {
  if (move.type === 'pass') return PASS_INDEX;
  if (move.type !== 'play')
    throw new NetSearchError('illegal-move', `the search cannot play a ${move.type}`);
  return move.point.y * size + move.point.x;
}

const goMove = (index: number, size: number): GoMove =>
  index === PASS_INDEX
    ? PASS
    : { type: 'play', point: { x: index % size, y: Math.floor(index / size) } };

function netMove(color: Color, index: number): NetMove {
  return { color, point: index === PASS_INDEX ? 'pass' : index };
}

/** The moves that led to `state` as far as it knows: its last move. */
function lastMoveHistory(state: GoState): NetMove[] {
  const m = state.lastMove;
  if (m === undefined || m.type === 'resign') return [];
  return [netMove(m.color, moveIndex(m, state.size))];
}

/** Same stones, side to move, ko, passes, move number and rules. */
function samePosition(a: GoState, b: GoState): boolean {
  if (a === b) return true;
  return (
    a.positions.lo === b.positions.lo &&
    a.positions.hi === b.positions.hi &&
    a.turn === b.turn &&
    a.passes === b.passes &&
    a.moveNumber === b.moveNumber &&
    a.handicapToPlace === b.handicapToPlace &&
    a.resigned === b.resigned &&
    sameRules(a, b) &&
    a.board.ko === b.board.ko
  );
}

function sameRules(a: GoState, b: GoState): boolean {
  const r = a.rules;
  const s = b.rules;
  return (
    r.size === s.size &&
    r.komi === s.komi &&
    r.ko === s.ko &&
    r.suicide === s.suicide &&
    r.scoring === s.scoring &&
    r.handicap === s.handicap &&
    r.handicapCompensation === s.handicapCompensation
  );
}

/**
 * True when `p` is an own true eye of `c`: every neighbour on the board is `c`, and at
 * most one diagonal is the opponent's (none on the edge).
 */
export function isOwnTrueEye(state: GoState, p: Point, c: Color): boolean {
  const size = state.size;
  if (stoneAt(state, p) !== undefined) return false;
  for (const [dx, dy] of [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ] as const) {
    const x = p.x + dx;
    const y = p.y + dy;
    if (x < 0 || y < 0 || x >= size || y >= size) continue;
    if (stoneAt(state, { x, y }) !== c) return false;
  }
  let enemy = 0;
  let offBoard = false;
  for (const [dx, dy] of [
    [1, 1],
    [1, -1],
    [-1, 1],
    [-1, -1],
  ] as const) {
    const x = p.x + dx;
    const y = p.y + dy;
    if (x < 0 || y < 0 || x >= size || y >= size) offBoard = true;
    else if (stoneAt(state, { x, y }) === opposite(c)) enemy++;
  }
  return enemy < (offBoard ? 1 : 2);
}

/** A macrotask pause where the runtime has timers (lets an abort from a timer land). */
function pause(): Promise<void> {
  const t = (globalThis as { setTimeout?: (fn: () => void, ms: number) => unknown }).setTimeout;
  return new Promise((resolve) => (t === undefined ? resolve() : t(resolve, 0)));
}

/** A Dirichlet(alpha) sample of `k` values (Marsaglia–Tsang gamma draws). */
function dirichlet(k: number, alpha: number, next: () => number): number[] {
  const gamma = (a: number): number => {
    if (a < 1) return gamma(a + 1) * Math.pow(Math.max(next(), 1e-300), 1 / a);
    const d = a - 1 / 3;
    const c = 1 / Math.sqrt(9 * d);
    for (;;) {
      let x: number;
      let v: number;
      do {
        const u1 = Math.max(next(), 1e-300);
        const u2 = next();
        x = Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
        v = 1 + c * x;
      } while (v <= 0);
      v = v * v * v;
      const u = Math.max(next(), 1e-300);
      if (Math.log(u) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v;
    }
  };
  const out: number[] = [];
  let sum = 0;
  for (let i = 0; i < k; i++) {
    const g = gamma(alpha);
    out.push(g);
    sum += g;
  }
  return out.map((g) => (sum > 0 ? g / sum : 1 / k));
}

/** Lower confidence bound of a mean from sums, with a prior variance worth two visits. */
function lowerBound(n: number, sum: number, sumSq: number, priorVar: number, stdevs = 2): number {
  if (n <= 0) return -Infinity;
  const mean = sum / n;
  const variance = (Math.max(0, sumSq - n * mean * mean) + 2 * priorVar) / (n + 1);
  return mean - stdevs * Math.sqrt(variance / n);
}

export class NetSearch {
  private readonly o: ResolvedOptions;
  private readonly cache: NnCache;
  private root: Node | undefined = undefined;
  private rootHistory: NetMove[] = [];
  private readonly streaks = new Map<Color, number>();
  private running = false;
  /** Batches in flight, this search's and those an abort left behind. */
  private readonly landing = new Set<Promise<void>>();
  private readonly params: SelectParams;
  private readonly rootParams: SelectParams;
  /** The dynamic score utility's centre, in points from Black's view. */
  private scoreCentre = 0;

  constructor(
    readonly evaluator: NetEvaluator,
    options: SearchOptions = {},
  ) {
    this.o = resolveOptions(options);
    this.cache = new NnCache(this.o.cacheSize);
    const o = this.o;
    const loss = o.winLossWeight + o.scoreUtilityWeight + o.dynamicScoreUtilityWeight;
    this.params = {
      cPuct: o.cPuct,
      cPuctLog: o.cPuctLog,
      cPuctBase: o.cPuctBase,
      stdevPrior: o.utilityStdev.prior,
      stdevPriorWeight: o.utilityStdev.priorWeight,
      stdevScale: o.utilityStdev.scale,
      fpuReduction: o.fpuReduction,
      virtualLossUtility: -loss,
    };
    this.rootParams = { ...this.params, fpuReduction: this.o.rootFpuReduction };
  }

  /** The position searched, or undefined before {@link setRoot}. */
  get rootState(): GoState | undefined {
    return this.root?.state;
  }

  /** The root's visits (kept subtree included). */
  get rootVisits(): number {
    return this.root?.n ?? 0;
  }

  /** Evaluations cached, and the cache's hits and misses so far. */
  get cacheStats(): { size: number; hits: number; misses: number } {
    return { size: this.cache.size, hits: this.cache.hits, misses: this.cache.misses };
  }

  /**
   * Searches `state` from now on. The tree is kept when `state` is the root's position,
   * or one or two moves below it in the tree (the bot's move and the opponent's answer);
   * returns whether it was. `history` (oldest first) is what the net sees of the moves
   * before `state` (default: its last move).
   */
  setRoot(state: GoState, history?: readonly NetMove[]): boolean {
    if (typeof state !== 'object' || state === null || typeof state.turn !== 'string')
      throw new NetSearchError('no-position', 'setRoot needs a GoState');
    this.assertIdle('setRoot');
    const old = this.root;
    const oldState = old?.state;
    if (oldState !== undefined && !sameRules(oldState, state)) this.cache.clear();
    let kept: { node: Node; path: Node[] } | undefined;
    if (old !== undefined && oldState !== undefined && sameRules(oldState, state))
      kept = this.findBelow(old, oldState, state);
    if (kept !== undefined) {
      for (const n of kept.path) this.rootHistory.push(netMove(n.mover, n.move));
      this.promote(kept.node, state);
    } else {
      const last = state.lastMove;
      const mover = last !== undefined ? last.color : opposite(state.turn);
      const move = last?.type === 'play' ? moveIndex(last, state.size) : PASS_INDEX;
      this.root = new Node(move, mover);
      this.root.state = state;
      this.rootHistory = lastMoveHistory(state);
    }
    if (history !== undefined) this.rootHistory = history.slice(-5);
    else if (this.rootHistory.length > 5) this.rootHistory = this.rootHistory.slice(-5);
    return kept !== undefined;
  }

  /** Plays `move` at the root, keeping its subtree. Throws (and changes nothing) when illegal. */
  advance(move: GoMove): void {
    this.assertIdle('advance');
    const root = this.requireRoot();
    const state = root.state as GoState;
    const r = go.play(state, move);
    if (!r.ok) throw new NetSearchError('illegal-move', `advance: ${r.error.message}`);
    const index = moveIndex(move, state.size);
    const i = root.moves === undefined ? -1 : root.moves.indexOf(index);
    const child = i >= 0 && i < root.children.length ? root.children[i] : undefined;
    this.rootHistory = [...this.rootHistory, netMove(state.turn, index)].slice(-5);
    if (child !== undefined && !child.illegal) this.promote(child, r.value);
    else {
      this.root = new Node(index, state.turn);
      this.root.state = r.value;
    }
  }

  /** Drops the tree (the cache stays). */
  clearTree(): void {
    this.assertIdle('clearTree');
    const s = this.root?.state;
    this.root = undefined;
    if (s !== undefined) this.setRoot(s, this.rootHistory);
  }

  clearCache(): void {
    this.cache.clear();
  }

  private promote(node: Node, state: GoState): void {
    node.state = state;
    this.root = node;
  }

  /** `target` as a node one or two moves below `node`, with the path to it. */
  private findBelow(
    node: Node,
    nodeState: GoState,
    target: GoState,
  ): { node: Node; path: Node[] } | undefined {
    if (samePosition(nodeState, target)) return { node, path: [] };
    if (target.moveNumber <= nodeState.moveNumber || target.moveNumber > nodeState.moveNumber + 2)
      return undefined;
    for (const c of node.children) {
      if (c.illegal) continue;
      const s = c.state ?? this.playOrUndefined(nodeState, c.move);
      if (s === undefined) continue;
      if (samePosition(s, target)) return { node: c, path: [c] };
      if (target.moveNumber !== nodeState.moveNumber + 2 || target.lastMove === undefined) continue;
      const last = target.lastMove;
      if (last.type === 'resign') continue;
      const want = moveIndex(last, target.size);
      for (const g of c.children) {
        if (g.move !== want || g.illegal) continue;
        const t = g.state ?? this.playOrUndefined(s, g.move);
        if (t !== undefined && samePosition(t, target)) return { node: g, path: [c, g] };
      }
    }
    return undefined;
  }

  private playOrUndefined(state: GoState, index: number): GoState | undefined {
    const r = go.play(state, goMove(index, state.size));
    return r.ok ? r.value : undefined;
  }

  private requireRoot(): Node {
    if (this.root === undefined || this.root.state === undefined)
      throw new NetSearchError('no-position', 'no position: call setRoot first');
    return this.root;
  }

  private assertIdle(what: string): void {
    if (this.running) throw new NetSearchError('bad-limits', `${what} during a search`);
  }

  /**
   * Searches until a limit is reached. The root is always evaluated first, whatever
   * the limits; an abort returns at once (a batch still in flight lands in the tree
   * later), other limits wait for the batches in flight.
   */
  async search(limits: SearchLimits): Promise<SearchResult> {
    checkLimits(limits);
    this.assertIdle('search');
    const root = this.requireRoot();
    if (isOver(root.state as GoState))
      throw new NetSearchError('game-over', 'the game is over: nothing to search');
    const o = this.o;
    this.running = true;
    const start = o.now();
    const deadline = limits.timeMs !== undefined ? start + limits.timeMs : Infinity;
    const maxVisits = limits.visits ?? Infinity;
    const maxPlayouts = limits.playouts ?? Infinity;
    const every = limits.progressEveryMs ?? 100;
    const startN = root.n;
    const stats: RunStats = { evaluated: 0, batches: 0, cacheHits: 0 };
    const inflight = new Set<Promise<void>>();
    let inflightLeaves = 0;
    const failure: { failed: boolean; error: unknown } = { failed: false, error: undefined };
    let wake: (() => void) | undefined;
    const signal = limits.signal;
    const onAbort = (): void => wake?.();
    signal?.addEventListener?.('abort', onAbort);
    let lastProgress = start;
    let stoppedBy: StopReason = 'exhausted';
    const stopReason = (): StopReason | undefined => {
      if (signal?.aborted === true) return 'abort';
      if (!root.expanded) return undefined;
      if (root.n + inflightLeaves >= maxVisits) return 'visits';
      if (root.n - startN + inflightLeaves >= maxPlayouts) return 'playouts';
      if (o.now() >= deadline) return 'time';
      return undefined;
    };
    const launch = (leaves: Leaf[]): void => {
      const n = leaves.length;
      inflightLeaves += n;
      stats.batches++;
      stats.evaluated += n;
      const positions = leaves.map((l) => l.position);
      const p: Promise<void> = Promise.resolve()
        .then(() => this.evaluator.evaluate(positions))
        .then(
          (evals) => this.land(leaves, evals),
          (e: unknown) => {
            this.abandon(leaves);
            throw e;
          },
        )
        .catch((e: unknown) => {
          if (!failure.failed) {
            failure.failed = true;
            failure.error = e;
          }
        })
        .finally(() => {
          inflight.delete(p);
          this.landing.delete(p);
          inflightLeaves -= n;
        });
      inflight.add(p);
      this.landing.add(p);
    };
    try {
      this.prepareRoot(root); // a kept subtree's root, expanded as an inner node
      if (root.n > 0) this.recentre(root);
      let syncRounds = 0;
      for (;;) {
        if (failure.failed) throw failure.error;
        if (limits.onProgress !== undefined && o.now() - lastProgress >= every) {
          lastProgress = o.now();
          limits.onProgress(this.analysis());
        }
        const reason = stopReason();
        if (reason !== undefined) {
          stoppedBy = reason;
          break;
        }
        if (inflight.size < o.parallel) {
          const budget = Math.max(
            1,
            Math.min(maxVisits - root.n, maxPlayouts - (root.n - startN)) - inflightLeaves,
          );
          const before = root.n;
          const batch = Math.min(o.batchSize, limits.batchSize ?? o.batchSize, budget);
          const leaves = this.collect(batch, budget, stats);
          if (leaves.length > 0) {
            launch(leaves);
            continue;
          }
          if (root.n > before) {
            if (++syncRounds % 32 === 0) await pause();
            continue;
          }
          // Every leaf is in flight: a batch of an aborted search may still be landing.
          if (inflight.size === 0 && this.landing.size === 0) break;
        }
        await new Promise<void>((resolve) => {
          wake = resolve;
          for (const p of inflight.size > 0 ? inflight : this.landing) void p.then(resolve);
        });
        wake = undefined;
      }
      if (stoppedBy !== 'abort') await Promise.all([...inflight]);
      if (failure.failed) throw failure.error;
    } finally {
      signal?.removeEventListener?.('abort', onAbort);
      this.running = false;
    }
    return {
      ...this.analysis(),
      playouts: root.n - startN,
      elapsedMs: o.now() - start,
      stoppedBy,
      ...stats,
    };
  }

  /** Up to `maxLeaves` leaves to evaluate, backing up cached and finished ones on the way. */
  private collect(maxLeaves: number, budget: number, stats: RunStats): Leaf[] {
    const leaves: Leaf[] = [];
    let collisions = 0;
    let done = 0;
    // Finished games and cache hits are backed up at once: a few batches' worth at most
    // per call, so that a tree of finished games still lets the clock and aborts in.
    while (
      leaves.length < maxLeaves &&
      leaves.length + done < budget &&
      collisions < maxLeaves &&
      done < 4 * maxLeaves
    ) {
      const r = this.descend();
      if (r === 'collision') collisions++;
      else if (r === 'cached') {
        stats.cacheHits++;
        done++;
      } else if (r === 'done') done++;
      else leaves.push(r);
    }
    return leaves;
  }

  /** One walk down the tree by PUCT, virtual loss on the path. */
  private descend(): Leaf | 'done' | 'cached' | 'collision' {
    const root = this.root as Node;
    const vl = this.o.virtualLoss;
    const path: Node[] = [root];
    root.vl += vl;
    let node = root;
    let state = root.state as GoState;
    for (;;) {
      if (node.terminal !== undefined) {
        const t = node.terminal;
        this.backup(path, node.turn as Color, t.wl, t.lead, t.utility);
        return 'done';
      }
      if (!node.expanded) {
        if (node.pending) {
          for (const p of path) p.vl -= vl;
          return 'collision';
        }
        const position = this.o.toNetPosition(state, this.historyFor(path));
        const key = positionKey(state, position.koBanned?.[0] ?? -1);
        const cached = this.cache.get(key);
        if (cached !== undefined) {
          this.expand(node, cached, position, state);
          if (node === root) this.firstRootEvaluation(root, cached);
          this.backupEvaluation(path, cached, state.turn);
          return 'cached';
        }
        node.pending = true;
        return { node, path, position, key, state };
      }
      const params = node === root ? this.rootParams : this.params;
      let child: Node | undefined;
      let childState: GoState | undefined;
      while (child === undefined) {
        const i = selectChild(node, params);
        if (i < 0) break;
        if (i === node.children.length)
          node.children.push(new Node((node.moves as Int16Array)[i] as number, node.turn as Color));
        const c = node.children[i] as Node;
        const s = c.state ?? this.playOrUndefined(state, c.move);
        if (s === undefined) c.illegal = true;
        else {
          child = c;
          childState = s;
        }
      }
      if (child === undefined || childState === undefined) {
        // No legal move left here (only when the engine refuses even a pass): score it.
        node.terminal = this.terminalValue(state, undefined);
        continue;
      }
      if (child.state === undefined && child.n + 1 >= this.o.keepStateVisits)
        child.state = childState;
      if (child.terminal === undefined && isOver(childState)) {
        child.turn = childState.turn;
        child.terminal = this.terminalValue(childState, node);
      }
      child.vl += vl;
      path.push(child);
      node = child;
      state = childState;
    }
  }

  /** The last moves before the node at the end of `path` (oldest first, at most five). */
  private historyFor(path: readonly Node[]): NetMove[] {
    const h = this.rootHistory.slice();
    for (let i = 1; i < path.length; i++) {
      const n = path[i] as Node;
      h.push(netMove(n.mover, n.move));
    }
    return h.length > 5 ? h.slice(h.length - 5) : h;
  }

  /** Gives a node its candidate moves from an evaluation. */
  private expand(node: Node, ev: NetEvaluation, position: NetPosition, state: GoState): void {
    const area = state.size * state.size;
    const banned = position.koBanned ?? [];
    const idx: number[] = [];
    const pr: number[] = [];
    let sum = 0;
    for (let p = 0; p < area; p++) {
      const v = ev.policy[p] as number;
      if (!(v > 0) || position.stones[p] !== 0 || banned.includes(p)) continue;
      idx.push(p);
      pr.push(v);
      sum += v;
    }
    idx.push(PASS_INDEX);
    const pass = ev.pass > 0 ? ev.pass : 0;
    pr.push(pass);
    sum += pass;
    if (!(sum > 0)) {
      // A policy with no mass on any legal-looking move: every empty point and pass, alike.
      idx.length = 0;
      pr.length = 0;
      for (let p = 0; p < area; p++)
        if (position.stones[p] === 0 && !banned.includes(p)) idx.push(p);
      idx.push(PASS_INDEX);
      for (let i = 0; i < idx.length; i++) pr.push(1);
      sum = idx.length;
    }
    // Sort by prior, best first, ties by position (pass last), with one native numeric
    // sort: each key is (1 - prior) in 2^-40 steps, times 1024, plus the slot.
    const n = idx.length;
    const keys = new Float64Array(n);
    for (let i = 0; i < n; i++)
      keys[i] = Math.floor((1 - (pr[i] as number) / sum) * 2 ** 40) * 1024 + i;
    keys.sort();
    const moves = new Int16Array(n);
    const priors = new Float32Array(n);
    for (let j = 0; j < n; j++) {
      const k = (keys[j] as number) % 1024;
      moves[j] = idx[k] as number;
      priors[j] = (pr[k] as number) / sum;
    }
    node.moves = moves;
    node.priors = priors;
    node.turn = state.turn;
    node.pending = false;
    if (state.passes >= 1 || node === this.root) node.ownership = ev.ownership;
  }

  /** Applies the root's policy temperature and noise once per root. */
  private prepareRoot(root: Node): void {
    const o = this.o;
    if (!root.expanded || root.rawPriors !== undefined) return;
    if (o.rootPolicyTemperature === 1 && o.rootNoise === undefined) return;
    const moves = root.moves as Int16Array;
    const raw = root.priors as Float32Array;
    let adj = Array.from(raw, (p) => Math.pow(p, 1 / o.rootPolicyTemperature));
    let sum = adj.reduce((a, b) => a + b, 0);
    adj = adj.map((p) => p / sum);
    if (o.rootNoise !== undefined && o.rng !== undefined) {
      const rng = o.rng;
      const noise = dirichlet(adj.length, o.rootNoise.alpha, () => rng.next());
      const w = o.rootNoise.weight;
      adj = adj.map((p, i) => (1 - w) * p + w * (noise[i] as number));
      sum = adj.reduce((a, b) => a + b, 0);
      adj = adj.map((p) => p / sum);
    }
    const order = adj.map((_, i) => i).sort((a, b) => (adj[b] as number) - (adj[a] as number));
    const old = root.children.slice();
    let last = -1;
    const placed: (Node | undefined)[] = order.map((i, j) => {
      const c = old[i];
      if (c !== undefined) last = j;
      return c;
    });
    root.moves = Int16Array.from(order, (i) => moves[i] as number);
    root.priors = Float32Array.from(order, (i) => adj[i] as number);
    root.rawPriors = Float32Array.from(order, (i) => raw[i] as number);
    root.children.length = 0;
    for (let j = 0; j <= last; j++)
      root.children.push(placed[j] ?? new Node(root.moves[j] as number, root.turn as Color));
  }

  private backup(
    path: readonly Node[],
    view: Color,
    wl: number,
    lead: number,
    u: number,
    score = lead,
    score2 = score * score,
  ): void {
    const vl = this.o.virtualLoss;
    for (const n of path) {
      n.vl -= vl;
      n.add(view, wl, lead, u, score, score2);
    }
  }

  private backupEvaluation(path: readonly Node[], ev: NetEvaluation, view: Color): void {
    const wl = ev.win - ev.loss;
    const node = path[path.length - 1] as Node;
    node.nnWL = view === node.mover ? wl : -wl;
    node.nnLead = view === node.mover ? ev.lead : -ev.lead;
    const u = this.utility(wl, ev.lead, view);
    node.nnUtility = view === node.mover ? u : -u;
    const score = Number.isFinite(ev.scoreMean) ? ev.scoreMean : ev.lead;
    const sd = Number.isFinite(ev.scoreStdev) ? ev.scoreStdev : 0;
    const second =
      ev.scoreMeanSq !== undefined && Number.isFinite(ev.scoreMeanSq)
        ? ev.scoreMeanSq
        : score * score + sd * sd;
    this.backup(path, view, wl, ev.lead, u, score, second);
  }

  /** The utility of a win-loss value and a lead, both from `view`'s side. */
  private utility(wl: number, lead: number, view: Color): number {
    const o = this.o;
    const size = (this.root?.state as GoState).size;
    const centre = view === 'black' ? this.scoreCentre : -this.scoreCentre;
    return (
      utilityOf(wl, lead, o.winLossWeight, o.scoreUtilityWeight, o.scoreScale * size) +
      o.dynamicScoreUtilityWeight *
        (2 / Math.PI) *
        Math.atan((lead - centre) / (o.dynamicScoreScale * size))
    );
  }

  /** The root's first evaluation: the score centre from it, then the root's priors. */
  private firstRootEvaluation(root: Node, ev: NetEvaluation): void {
    if (root.n === 0) {
      const turn = (root.state as GoState).turn;
      this.setCentre(turn === 'black' ? ev.lead : -ev.lead);
    }
    this.prepareRoot(root);
  }

  /** Sets the dynamic score centre from an expected lead (Black's view). */
  private setCentre(expected: number): void {
    const size = (this.root?.state as GoState).size;
    const cap = size * this.o.dynamicScoreScale;
    const c = expected * (1 - this.o.dynamicScoreZeroWeight);
    this.scoreCentre = Math.min(expected + cap, Math.max(expected - cap, c));
  }

  /**
   * Centres the dynamic score utility on the root's expected lead and recomputes every
   * kept node's utility sums from its average win-loss and lead (their spread kept).
   */
  private recentre(root: Node): void {
    if (this.o.dynamicScoreUtilityWeight === 0) return;
    const sign = root.mover === 'black' ? 1 : -1;
    const old = this.scoreCentre;
    this.setCentre((sign * root.sumLead) / root.n);
    if (this.scoreCentre === old) return;
    const stack: Node[] = [root];
    while (stack.length > 0) {
      const n = stack.pop() as Node;
      if (n.n > 0) {
        const mean = n.sumU / n.n;
        const spread = Math.max(0, n.sumU2 / n.n - mean * mean);
        const u = this.utility(n.sumWL / n.n, n.sumLead / n.n, n.mover);
        n.sumU = u * n.n;
        n.sumU2 = (spread + u * u) * n.n;
        n.nnUtility = this.utility(n.nnWL, n.nnLead, n.mover);
      }
      const t = n.terminal;
      if (t !== undefined && n.turn !== undefined)
        n.terminal = { ...t, utility: this.utility(t.wl, t.lead, n.turn) };
      for (const c of n.children) stack.push(c);
    }
  }

  /** Checks a batch's evaluations, then expands and backs up its leaves. */
  private land(leaves: readonly Leaf[], evals: readonly NetEvaluation[]): void {
    const problem = this.badEvaluations(leaves, evals);
    if (problem !== undefined) {
      this.abandon(leaves);
      throw new NetSearchError('bad-evaluation', problem);
    }
    leaves.forEach((leaf, i) => {
      const ev = evals[i] as NetEvaluation;
      this.cache.set(leaf.key, ev);
      this.expand(leaf.node, ev, leaf.position, leaf.state);
      if (leaf.node === this.root) this.firstRootEvaluation(leaf.node, ev);
      this.backupEvaluation(leaf.path, ev, leaf.state.turn);
    });
  }

  private badEvaluations(
    leaves: readonly Leaf[],
    evals: readonly NetEvaluation[],
  ): string | undefined {
    if (!Array.isArray(evals) || evals.length !== leaves.length)
      return `the evaluator answered ${Array.isArray(evals) ? evals.length : 'no list'} for ${leaves.length} positions`;
    for (let i = 0; i < leaves.length; i++) {
      const e = evals[i] as NetEvaluation | undefined;
      const size = (leaves[i] as Leaf).state.size;
      const area = size * size;
      if (e === undefined || e === null) return `evaluation ${i} is missing`;
      if (e.policy?.length !== area || e.ownership?.length !== area)
        return `evaluation ${i}: policy and ownership need ${area} points (${size}×${size})`;
      if (
        ![e.win, e.loss, e.lead, e.pass].every((v) => typeof v === 'number' && Number.isFinite(v))
      )
        return `evaluation ${i}: win, loss, lead and pass must be finite numbers`;
    }
    return undefined;
  }

  /** Takes back the virtual loss of leaves that will not be evaluated. */
  private abandon(leaves: readonly Leaf[]): void {
    const vl = this.o.virtualLoss;
    for (const leaf of leaves) {
      leaf.node.pending = false;
      for (const n of leaf.path) n.vl -= vl;
    }
  }

  /**
   * A finished game's value for its side to move: the engine's score under the rules,
   * stones that `before`'s ownership gives to the opponent counted dead.
   */
  private terminalValue(state: GoState, before: Node | undefined) {
    const dead: Point[] = [];
    const own = before?.ownership;
    if (own !== undefined && before?.turn !== undefined) {
      const rows = stoneRows(state);
      for (let y = 0; y < state.size; y++)
        for (let x = 0; x < state.size; x++) {
          const c = (rows[y] as (Color | undefined)[])[x];
          if (c === undefined) continue;
          const v = (own[y * state.size + x] as number) * (c === before.turn ? 1 : -1);
          if (v < this.o.deadBelow) dead.push({ x, y });
        }
    }
    const s = score(state, { dead });
    const black = s.total.black - s.total.white;
    const lead = state.turn === 'black' ? black : -black;
    const wl = Math.sign(lead);
    return { wl, lead, utility: this.utility(wl, lead, state.turn) };
  }

  /** The root's candidates as kata-analyze reports them, best first. */
  analysis(pvLength = 15): Analysis {
    const root = this.requireRoot();
    const state = root.state as GoState;
    const size = state.size;
    const sign = root.mover === state.turn ? 1 : -1;
    const rootWinrate = root.n > 0 ? ((sign * root.sumWL) / root.n + 1) / 2 : 0.5;
    const rootScoreLead = root.n > 0 ? (sign * root.sumLead) / root.n : 0;
    const priors = root.priors;
    const ranked = root.children
      .map((c, i) => ({ c, i }))
      .filter(({ c }) => !c.illegal && c.n > 0)
      .sort((a, b) => b.c.n - a.c.n || b.c.sumU / b.c.n - a.c.sumU / a.c.n);
    const moves: MoveAnalysis[] = ranked.map(({ c, i }, order) => ({
      move: goMove(c.move, size),
      visits: c.n,
      winrate: (c.sumWL / c.n + 1) / 2,
      scoreLead: c.sumLead / c.n,
      scoreSelfplay: c.sumScore / c.n,
      scoreStdev: Math.sqrt(Math.max(0, c.sumScore2 / c.n - (c.sumScore / c.n) ** 2)),
      prior: priors === undefined ? 0 : (priors[i] as number),
      lcb: (lowerBound(c.n, c.sumWL, c.sumWL2, 1) + 1) / 2,
      utility: c.sumU / c.n,
      utilityLcb: lowerBound(c.n, c.sumU, c.sumU2, 1),
      order,
      pv: [goMove(c.move, size), ...this.pv(c, size, pvLength - 1)],
    }));
    if (moves.length === 0 && root.moves !== undefined && priors !== undefined) {
      // Nothing visited yet: the best-prior move the rules have not refused.
      let at = 0;
      while (at < root.moves.length && root.children[at]?.illegal === true) at++;
      if (at < root.moves.length) {
        const m = goMove(root.moves[at] as number, size);
        moves.push({
          move: m,
          visits: 0,
          winrate: rootWinrate,
          scoreLead: rootScoreLead,
          scoreSelfplay: rootScoreLead,
          scoreStdev: 0,
          prior: priors[at] as number,
          lcb: 0,
          utility: 0,
          utilityLcb: -Infinity,
          order: 0,
          pv: [m],
        });
      }
    }
    return { moves, rootWinrate, rootScoreLead, visits: root.n };
  }

  private pv(node: Node, size: number, length: number): GoMove[] {
    const out: GoMove[] = [];
    let n = node;
    while (out.length < length) {
      let best: Node | undefined;
      for (const c of n.children)
        if (!c.illegal && c.n > 0 && (best === undefined || c.n > best.n)) best = c;
      if (best === undefined) break;
      out.push(goMove(best.move, size));
      n = best;
    }
    return out;
  }

  /**
   * The move to play at the root after a search: the most visited (ties: the better
   * value), or one drawn by the temperature; a pass when the opponent passed and
   * passing wins the count; never an illegal move nor a fill of an own true eye (a
   * pass then); a resignation when the win rate stayed under the threshold.
   */
  decide(): MoveDecision {
    this.assertIdle('decide');
    const root = this.requireRoot();
    const state = root.state as GoState;
    if (isOver(state)) throw new NetSearchError('game-over', 'the game is over: no move to choose');
    const size = state.size;
    const me = state.turn;
    const a = this.analysis();
    let passWl: number | undefined;
    if (state.passes >= 1) {
      const after = go.play(state, PASS);
      if (after.ok) passWl = -this.terminalValue(after.value, root).wl;
    }
    const finish = (move: GoMove, reason: DecisionReason, m?: MoveAnalysis): MoveDecision => {
      const winrate = m?.visits ? m.winrate : a.rootWinrate;
      const d: MoveDecision = {
        move,
        reason,
        winrate,
        scoreLead: m?.visits ? m.scoreLead : a.rootScoreLead,
        visits: a.visits,
      };
      return reason === 'pass-wins' ? d : (this.resignCheck(state, d) ?? d);
    };
    if (passWl !== undefined && passWl > 0)
      return finish(
        PASS,
        'pass-wins',
        a.moves.find((m) => m.move.type === 'pass'),
      );
    const visited = a.moves.filter((m) => m.visits > 0);
    let ordered = visited.slice();
    const lcb = this.o.lcbSelection && this.o.temperature === 0 ? this.lcbChoice() : undefined;
    if (lcb !== undefined) {
      const pick = ordered.find((m) => moveIndex(m.move, size) === lcb);
      if (pick !== undefined) ordered = [pick, ...ordered.filter((m) => m !== pick)];
    }
    if (this.o.temperature > 0 && visited.length > 1 && this.o.rng !== undefined) {
      const best = Math.max(...visited.map((m) => m.winrate));
      const pool = visited.filter((m) => m.winrate >= best - this.o.temperatureMaxLoss);
      const w = pool.map((m) => Math.pow(m.visits, 1 / this.o.temperature));
      let r = this.o.rng.next() * w.reduce((x, y) => x + y, 0);
      let pick = pool[0] as MoveAnalysis;
      for (let i = 0; i < pool.length; i++) {
        r -= w[i] as number;
        if (r < 0) {
          pick = pool[i] as MoveAnalysis;
          break;
        }
      }
      ordered = [pick, ...visited.filter((m) => m !== pick)];
    }
    // Then every other candidate of the policy, best prior first.
    const seen = new Set(ordered.map((m) => moveIndex(m.move, size)));
    const fallback: GoMove[] = [];
    if (root.moves !== undefined)
      for (const i of root.moves) if (!seen.has(i)) fallback.push(goMove(i, size));
    const candidates: { move: GoMove; m?: MoveAnalysis }[] = [
      ...ordered.map((m) => ({ move: m.move, m })),
      ...fallback.map((move) => ({ move })),
    ];
    for (const { move, m } of candidates) {
      if (move.type === 'pass') {
        // Passing after the opponent's pass ends the game: not when it loses.
        if (passWl !== undefined && passWl < 0 && candidates.some((c) => c.move.type === 'play'))
          continue;
        return finish(PASS, 'search', m);
      }
      if (move.type !== 'play') continue;
      if (check(state, move) !== undefined) continue;
      if (isOwnTrueEye(state, move.point, me)) continue;
      return finish(move, 'search', m);
    }
    return finish(PASS, 'no-move');
  }

  /**
   * The root child with the best utility lower bound (`lcbStdevs` standard errors) among
   * those with at least `lcbMinVisitShare` of the most visited one's visits.
   */
  private lcbChoice(): number | undefined {
    const root = this.requireRoot();
    let most = 0;
    for (const c of root.children) if (!c.illegal && c.n > most) most = c.n;
    if (most === 0) return undefined;
    let best: number | undefined;
    let bestLcb = -Infinity;
    for (const c of root.children) {
      if (c.illegal || c.n < Math.max(1, this.o.lcbMinVisitShare * most)) continue;
      const b = lowerBound(c.n, c.sumU, c.sumU2, 0.16, this.o.lcbStdevs);
      if (b > bestLcb) {
        bestLcb = b;
        best = c.move;
      }
    }
    return best;
  }

  /** Counts hopeless moves per side; a resignation when there were enough in a row. */
  private resignCheck(state: GoState, d: MoveDecision): MoveDecision | undefined {
    const r = this.o.resign;
    const below = r.below ?? 0.03;
    const consecutive = r.consecutive ?? 3;
    const minMove = r.minMove ?? Math.floor((state.size * state.size) / 4);
    const me = state.turn;
    if (below <= 0 || state.moveNumber < minMove || !(d.winrate < below) || d.visits === 0) {
      this.streaks.set(me, 0);
      return undefined;
    }
    const streak = (this.streaks.get(me) ?? 0) + 1;
    this.streaks.set(me, streak);
    if (streak < consecutive) return undefined;
    return { ...d, move: { type: 'resign' }, reason: 'resign' };
  }

  /** {@link setRoot}, {@link search}, {@link decide}: the bot's whole turn. */
  async think(
    state: GoState,
    limits: SearchLimits,
    history?: readonly NetMove[],
  ): Promise<{ decision: MoveDecision; result: SearchResult }> {
    this.setRoot(state, history);
    const result = await this.search(limits);
    return { decision: this.decide(), result };
  }
}
