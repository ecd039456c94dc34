/**
 * A computer player: iterative-deepening negamax alpha-beta on the fast board
 * with a transposition table, captures tried first, a time bound and five levels.
 * It always returns a legal move while the game runs. On 4×4 points with the
 * fixed or empty start, pass a solved table to play perfectly.
 *
 * @example
 * ```ts
 * import { chongzi } from '@qipan/chongzi';
 * import { chooseMove } from '@qipan/chongzi/ai';
 * const s = chongzi.initial({ size: 5, start: 'fixed' });
 * const r = chooseMove(s, { level: 3, timeMs: 200 });
 * r?.move; // a legal move; r.score, r.depth and r.nodes describe the search
 * ```
 */
import { Rng } from '@qipan/core';
import type { FastBoard } from '../fastboard.js';
import { decodeMove } from '../game.js';
import { popcount } from '../geometry.js';
import type { Solution4x4 } from '../solver4.js';
import { toFastBoard, type ChongziState } from '../state.js';
import type { ChongziMove } from '../types.js';

export const AI_LEVELS = [1, 2, 3, 4, 5] as const;
export type AiLevel = (typeof AI_LEVELS)[number];
/** Names for the levels, in order, for menus. */
export const AI_LEVEL_NAMES = ['beginner', 'easy', 'medium', 'hard', 'full strength'] as const;

export interface AiOptions {
  /** 1 beginner … 5 full strength. Default 5. */
  readonly level?: AiLevel;
  /** Time budget in milliseconds (default by level: 50, 100, 300, 1000, 2000). */
  readonly timeMs?: number;
  /** Deepest iteration (default by level: 1, 2, 4, 8, 64). */
  readonly maxDepth?: number;
  /** Seed for the low levels' mistakes and for tie breaks. */
  readonly seed?: number | string;
  /** A solved 4×4 table: when it knows the position, its perfect move is played. */
  readonly table?: Solution4x4;
  /** Plies of capture-only search at the horizon (default 4; 0 turns it off). */
  readonly quiescence?: number;
  /** A clock in milliseconds (default `Date.now`). */
  readonly now?: () => number;
}

export interface AiResult {
  readonly move: ChongziMove;
  /** Score for the side to move: material in hundreds, ±(100000 − plies) for a forced end. */
  readonly score: number;
  /** Depth of the last completed iteration (0 when the table or a forced choice decided). */
  readonly depth: number;
  readonly nodes: number;
}

const MATE = 100000;
const INF = 1 << 30;
const LEVEL_TIME = [50, 100, 300, 1000, 2000] as const;
const LEVEL_DEPTH = [1, 2, 4, 8, 64] as const;
/** Chance that a level plays a random move instead of the searched one. */
const LEVEL_BLUNDER = [0.4, 0.15, 0.05, 0, 0] as const;

const TT_BITS = 18;
const TT_SIZE = 1 << TT_BITS;
const FLAG_EXACT = 1;
const FLAG_LOWER = 2;
const FLAG_UPPER = 3;

class Searcher {
  readonly ttRed = new Int32Array(TT_SIZE);
  readonly ttRest = new Int32Array(TT_SIZE).fill(-1);
  readonly ttDepth = new Int8Array(TT_SIZE);
  readonly ttFlag = new Int8Array(TT_SIZE);
  readonly ttScore = new Int32Array(TT_SIZE);
  readonly ttMove = new Int32Array(TT_SIZE);
  readonly moves = new Int32Array(64 * 130);
  readonly order = new Int32Array(64 * 130);
  readonly path = new Float64Array(130);
  nodes = 0;
  stopped = false;

  constructor(
    readonly b: FastBoard,
    readonly history: ReadonlySet<number>,
    readonly deadline: number,
    readonly now: () => number,
  ) {}

  private slot(): number {
    const red = this.b.pieces[0] as number;
    const rest = (this.b.pieces[1] as number) | (this.b.side << 25) | (this.b.phase << 26);
    let h = Math.imul(red ^ Math.imul(rest, 0x9e3779b1), 0x85ebca6b);
    h ^= h >>> 15;
    return (Math.imul(h, 0xc2b2ae35) >>> (32 - TT_BITS)) & (TT_SIZE - 1);
  }

  private evaluate(): number {
    const b = this.b;
    const mine = b.pieces[b.side] as number;
    const theirs = b.pieces[b.side ^ 1] as number;
    const occ = mine | theirs;
    let mob = 0;
    for (let m = mine; m !== 0; m &= m - 1)
      mob += popcount((b.g.adjacent[31 - Math.clz32(m & -m)] as number) & ~occ);
    for (let m = theirs; m !== 0; m &= m - 1)
      mob -= popcount((b.g.adjacent[31 - Math.clz32(m & -m)] as number) & ~occ);
    return 100 * (popcount(mine) - popcount(theirs)) + 3 * mob;
  }

  /** Plies of capture-only search below the horizon (0 turns it off). */
  quiesceDepth = 4;

  /** Stand pat on the evaluation, or try the captures (the moves generated at `ply`). */
  private quiesce(alpha: number, beta: number, ply: number, left: number): number {
    const b = this.b;
    const stand = this.evaluate();
    if (stand >= beta || left === 0 || ply >= 120) return stand;
    if (stand > alpha) alpha = stand;
    const base = ply * 64;
    const k = b.generate(this.moves, base);
    for (let i = 0; i < k; i++) {
      const m = this.moves[base + i] as number;
      b.make(m);
      if (b.lastCaptured === 0) {
        b.unmake(m);
        continue;
      }
      const next = (ply + 1) * 64;
      const score =
        b.generate(this.moves, next) === 0
          ? MATE - ply - 1
          : -this.quiesce(-beta, -alpha, ply + 1, left - 1);
      b.unmake(m);
      if (score >= beta) return score;
      if (score > alpha) alpha = score;
    }
    return alpha;
  }

  search(depth: number, alpha: number, beta: number, ply: number): number {
    if ((++this.nodes & 1023) === 0 && this.now() > this.deadline) this.stopped = true;
    if (this.stopped) return 0;
    const b = this.b;
    const key = b.key();
    if (ply > 0) {
      if (this.history.has(key)) return 0;
      for (let i = ply - 2; i >= 0; i -= 2) if (this.path[i] === key) return 0;
    }
    this.path[ply] = key;
    const base = ply * 64;
    const k = b.generate(this.moves, base);
    if (k === 0) return -(MATE - ply);
    if (depth <= 0 || ply >= 120) return this.quiesce(alpha, beta, ply, this.quiesceDepth);
    const slot = this.slot();
    const red = b.pieces[0] as number;
    const rest = (b.pieces[1] as number) | (b.side << 25) | (b.phase << 26);
    let ttMove = -1;
    if (this.ttRed[slot] === red && this.ttRest[slot] === rest) {
      ttMove = this.ttMove[slot] as number;
      if ((this.ttDepth[slot] as number) >= depth && ply > 0) {
        const s = this.ttScore[slot] as number;
        const f = this.ttFlag[slot];
        if (f === FLAG_EXACT || (f === FLAG_LOWER && s >= beta) || (f === FLAG_UPPER && s <= alpha))
          return s;
      }
    }
    // Order: the table's move, then by pieces captured.
    for (let i = 0; i < k; i++) {
      const m = this.moves[base + i] as number;
      b.make(m);
      const cap = popcount(b.lastCaptured);
      b.unmake(m);
      this.order[base + i] = m === ttMove ? 100 : cap;
    }
    const alpha0 = alpha;
    let best = -INF;
    let bestMove = this.moves[base] as number;
    for (let n = 0; n < k; n++) {
      let pick = base + n;
      for (let i = base + n + 1; i < base + k; i++)
        if ((this.order[i] as number) > (this.order[pick] as number)) pick = i;
      const m = this.moves[pick] as number;
      this.moves[pick] = this.moves[base + n] as number;
      this.order[pick] = this.order[base + n] as number;
      this.moves[base + n] = m;
      b.make(m);
      const score = -this.search(depth - 1, -beta, -alpha, ply + 1);
      b.unmake(m);
      if (this.stopped) return 0;
      if (score > best) {
        best = score;
        bestMove = m;
      }
      if (score > alpha) alpha = score;
      if (alpha >= beta) break;
    }
    this.ttRed[slot] = red;
    this.ttRest[slot] = rest;
    this.ttDepth[slot] = Math.min(depth, 127);
    this.ttScore[slot] = best;
    this.ttMove[slot] = bestMove;
    this.ttFlag[slot] = best <= alpha0 ? FLAG_UPPER : best >= beta ? FLAG_LOWER : FLAG_EXACT;
    return best;
  }
}

/** The computer's move, or undefined when the game is over. */
export function chooseMove(state: ChongziState, options: AiOptions = {}): AiResult | undefined {
  if (state.outcome) return undefined;
  const level = options.level ?? 5;
  const b = toFastBoard(state);
  const moves = new Int32Array(64);
  const k = b.generate(moves, 0);
  if (k === 0) return undefined;
  const n = state.size;
  const rng = Rng.fromSeed(options.seed ?? state.ply);
  if (options.table) {
    const m = options.table.bestMove(state);
    const v = options.table.lookup(state);
    if (m && v) {
      const score =
        v.value === 'win' ? MATE - v.distance! : v.value === 'loss' ? -(MATE - v.distance!) : 0;
      return { move: m, score, depth: 0, nodes: 0 };
    }
  }
  if (k === 1) return { move: decodeMove(moves[0] as number, n), score: 0, depth: 0, nodes: 0 };
  if (rng.next() < LEVEL_BLUNDER[level - 1]!) {
    return { move: decodeMove(moves[rng.int(k)] as number, n), score: 0, depth: 0, nodes: 0 };
  }
  const now = options.now ?? Date.now;
  const deadline = now() + (options.timeMs ?? LEVEL_TIME[level - 1]!);
  const maxDepth = Math.max(1, Math.min(options.maxDepth ?? LEVEL_DEPTH[level - 1]!, 100));
  const history = new Set<number>();
  for (let t = state.trail.prev; t; t = t.prev) history.add(t.key);
  const s = new Searcher(b, history, deadline, now);
  s.path[0] = b.key();
  s.quiesceDepth = Math.max(0, Math.min(options.quiescence ?? 4, 16));
  // Root moves in a seeded random order so equal moves vary between games.
  const root = Array.from(moves.subarray(0, k));
  for (let i = root.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [root[i], root[j]] = [root[j] as number, root[i] as number];
  }
  let bestMove = root[0] as number;
  let bestScore = -INF;
  let depthDone = 0;
  for (let depth = 1; depth <= maxDepth; depth++) {
    let alpha = -INF;
    let iterBest = root[0] as number;
    const scores: number[] = [];
    for (const m of root) {
      b.make(m);
      const score = -s.search(depth - 1, -INF, -alpha, 1);
      b.unmake(m);
      if (s.stopped) break;
      scores.push(score);
      if (score > alpha) {
        alpha = score;
        iterBest = m;
      }
    }
    if (s.stopped) break;
    bestMove = iterBest;
    bestScore = alpha;
    depthDone = depth;
    // Best move first in the next iteration.
    root.splice(root.indexOf(iterBest), 1);
    root.unshift(iterBest);
    if (Math.abs(alpha) > MATE - 200) break;
  }
  if (bestScore === -INF) bestScore = 0;
  return { move: decodeMove(bestMove, n), score: bestScore, depth: depthDone, nodes: s.nodes };
}
