/**
 * Iterative-deepening principal-variation search (negamax alpha-beta) over the
 * window evaluation, with forced-move extension (a four must be blocked),
 * candidate pruning (near stones, best-valued first) and a transposition table.
 * Time-bounded: it checks the clock every 64 nodes and answers the best
 * move of the last finished iteration.
 *
 * @example
 * ```ts
 * const b = SearchBoard.fromState(state);
 * const r = searchMove(b, { deadline: Date.now() + 500 });
 * r.move; // padded index of the chosen point; b.point(r.move)
 * ```
 */
import { BLACK, EMPTY, WHITE } from '../types.js';
import type { SearchBoard } from './search-board.js';

export const WIN = 10_000_000;

export interface SearchOptions {
  readonly deadline: number;
  readonly now?: () => number;
  /** Deepest iteration; unlimited when absent. */
  readonly maxDepth?: number;
  /** Candidate moves per node; 14 when absent. */
  readonly width?: number;
}

export interface SearchResult {
  /** Padded index of the move. */
  readonly move: number;
  /** From the mover's point of view; ±WIN-ish for a proven result. */
  readonly score: number;
  /** Deepest finished iteration (0 when only the ordering was used). */
  readonly depth: number;
  readonly nodes: number;
  /** The root moves, best first by the last finished iteration. */
  readonly order: readonly number[];
}

const EXACT = 0;
const LOWER = 1;
const UPPER = 2;
const TT_BITS = 18;

/** A fixed-size transposition table in typed arrays (no garbage during search). */
class Table {
  private readonly mask = (1 << TT_BITS) - 1;
  private readonly lo = new Int32Array(1 << TT_BITS);
  private readonly hi = new Int32Array(1 << TT_BITS);
  readonly depth = new Int8Array(1 << TT_BITS).fill(-1);
  readonly flag = new Int8Array(1 << TT_BITS);
  readonly score = new Int32Array(1 << TT_BITS);
  readonly move = new Int32Array(1 << TT_BITS);

  /** The slot holding this position, or -1. */
  find(lo: number, hi: number): number {
    const k = lo & this.mask;
    return (this.depth[k] as number) >= 0 && this.lo[k] === (lo | 0) && this.hi[k] === (hi | 0)
      ? k
      : -1;
  }

  store(lo: number, hi: number, depth: number, flag: number, score: number, move: number): void {
    const k = lo & this.mask;
    this.lo[k] = lo | 0;
    this.hi[k] = hi | 0;
    this.depth[k] = Math.min(depth, 127);
    this.flag[k] = flag;
    this.score[k] = Math.max(-2147483647, Math.min(2147483647, Math.round(score)));
    this.move[k] = move;
  }
}

class Timeout extends Error {}

/** Points where colour `c` would make two five points at once (an open four or a double four). */
export function openFourPoints(b: SearchBoard, c: number): number[] {
  const out: number[] = [];
  const flip = b.toMove !== c;
  if (flip) b.pass();
  for (const q of b.fourMakersOf(c)) {
    if (!b.legalFor(q, c)) continue;
    b.play(q);
    const fives = b.fivePointsOf(c).length;
    b.undo();
    if (fives >= 2) out.push(q);
  }
  if (flip) b.pass();
  return out;
}

/**
 * The candidate moves of the side to move, best-valued first (the TT move in
 * front). When the opponent threatens an open four (it has an open three), only
 * the defences (points of its three-stone windows) and own fours are candidates.
 */
export function candidates(b: SearchBoard, width: number, first = -1): number[] {
  const me = b.toMove;
  const opp = me === BLACK ? WHITE : BLACK;
  if (openFourPoints(b, opp).length > 0) {
    const moves = new Set([...b.pointsOnWindows(opp, 3), ...b.fourMakersOf(me)]);
    const scored = [...moves]
      .filter((i) => b.legalFor(i, me))
      .map((i) => ({ i, v: i === first ? Infinity : b.pointValue(i, me) }))
      .sort((p, q) => q.v - p.v);
    if (scored.length > 0) return scored.slice(0, Math.max(width, 20)).map((m) => m.i);
  }
  if (b.history.length === 0 && b.cells.every((c) => c !== BLACK && c !== WHITE)) {
    const c = Math.floor(b.size / 2);
    return [b.index(c, c)];
  }
  const scored: { i: number; v: number }[] = [];
  for (const i of b.onBoard)
    if (b.near[i] && b.cells[i] === EMPTY)
      scored.push({ i, v: i === first ? Infinity : b.pointValue(i, me) });
  scored.sort((p, q) => q.v - p.v);
  const out: number[] = [];
  for (const { i } of scored) {
    if (out.length >= width) break;
    if (b.legalFor(i, me)) out.push(i);
  }
  return out;
}

/**
 * The value of a quiet leaf for the side to move `me` (no five threat against
 * it): an open three of `me` wins when the opponent cannot answer with a four
 * (open four, one block, five: three plies on); otherwise the window evaluation.
 */
export function leafScore(b: SearchBoard, me: number, opp: number, ply: number): number {
  if (b.fourMakersOf(opp).length === 0 && openFourPoints(b, me).length > 0) return WIN - ply - 3;
  return me === BLACK ? b.score : -b.score;
}

/** Searches the side to move's best move; `b` is restored before returning. */
export function searchMove(b: SearchBoard, options: SearchOptions): SearchResult {
  const now = options.now ?? Date.now;
  const width = options.width ?? 14;
  const maxDepth = options.maxDepth ?? 64;
  const tt = new Table();
  const start = b.history.length;
  let nodes = 0;

  const negamax = (depth: number, alpha: number, beta: number, ply: number): number => {
    if ((++nodes & 63) === 0 && now() > options.deadline) throw new Timeout();
    const me = b.toMove;
    const opp = me === BLACK ? WHITE : BLACK;
    if (b.fivePointsOf(me).length > 0) return WIN - ply;
    const threats = b.fivePointsOf(opp);
    if (threats.length === 0 && (depth <= 0 || ply >= 60)) return leafScore(b, me, opp, ply);
    const slot = tt.find(b.hashLo, b.hashHi);
    if (slot >= 0 && (tt.depth[slot] as number) >= depth) {
      const score = tt.score[slot] as number;
      const flag = tt.flag[slot];
      if (flag === EXACT) return score;
      if (flag === LOWER && score >= beta) return score;
      if (flag === UPPER && score <= alpha) return score;
    }
    let moves: number[];
    let next = depth - 1;
    if (threats.length > 0) {
      moves = threats.filter((i) => b.legalFor(i, me));
      if (moves.length === 0 || threats.length > 1) return -(WIN - ply - 1);
      next = depth; // a forced block costs no depth
      if (ply >= 60) return me === BLACK ? b.score : -b.score;
    } else moves = candidates(b, width, slot >= 0 ? (tt.move[slot] as number) : -1);
    if (moves.length === 0) return 0;
    const alpha0 = alpha;
    let best = -Infinity;
    let bestMove = moves[0] as number;
    for (let n = 0; n < moves.length; n++) {
      const m = moves[n] as number;
      b.play(m);
      let score: number;
      if (n === 0) score = -negamax(next, -beta, -alpha, ply + 1);
      else {
        score = -negamax(next, -alpha - 1, -alpha, ply + 1);
        if (score > alpha && score < beta) score = -negamax(next, -beta, -alpha, ply + 1);
      }
      b.undo();
      if (score > best) {
        best = score;
        bestMove = m;
      }
      if (score > alpha) alpha = score;
      if (alpha >= beta) break;
    }
    const flag = best <= alpha0 ? UPPER : best >= beta ? LOWER : EXACT;
    tt.store(b.hashLo, b.hashHi, depth, flag, best, bestMove);
    return best;
  };

  const rootMoves = candidates(b, Math.max(width, 20));
  let result: SearchResult = {
    move: rootMoves[0] ?? -1,
    score: 0,
    depth: 0,
    nodes: 0,
    order: rootMoves,
  };
  if (rootMoves.length <= 1) return result;
  let order = rootMoves.slice();
  try {
    for (let depth = 1; depth <= maxDepth; depth++) {
      let alpha = -Infinity;
      const scores = new Map<number, number>();
      let bestMove = order[0] as number;
      for (const m of order) {
        b.play(m);
        let score: number;
        if (alpha === -Infinity) score = -negamax(depth - 1, -Infinity, Infinity, 1);
        else {
          score = -negamax(depth - 1, -alpha - 1, -alpha, 1);
          if (score > alpha) score = -negamax(depth - 1, -Infinity, -alpha, 1);
        }
        b.undo();
        scores.set(m, score);
        if (score > alpha) {
          alpha = score;
          bestMove = m;
        }
      }
      order = order
        .slice()
        .sort((p, q) => (scores.get(q) ?? -Infinity) - (scores.get(p) ?? -Infinity));
      result = { move: bestMove, score: alpha, depth, nodes, order };
      if (Math.abs(alpha) >= WIN - 100) break; // proven
    }
  } catch (e) {
    if (!(e instanceof Timeout)) throw e;
    while (b.history.length > start) b.undo();
  }
  return { ...result, nodes };
}
