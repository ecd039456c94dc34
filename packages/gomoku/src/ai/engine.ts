/**
 * The gomoku engine: threat-aware principal-variation search over the
 * pattern board, under the board's rule (the patterns tell an exact five;
 * under renju Black's fouls are never searched, and a four whose block is a
 * foul for Black wins). At every node a five wins, the opponent's five point must be
 * blocked (at no cost in depth), an open four of the side to move wins, and
 * against an opponent's open three (it has an open-four point) only the
 * defences and the mover's own fours are searched. Elsewhere the moves are
 * ordered by their attack and defence patterns (transposition-table move and
 * killers first) and late quiet moves are reduced. Leaves add a short VCF
 * (victory by continuous fours) check to the evaluation, a weighted sum of both
 * sides' pattern and point-class counts fitted to game results (eval-weights.ts). The root
 * looks for a deep VCF first, deepens until the deadline and then checks the
 * chosen move against an opponent VCF.
 *
 * @example
 * ```ts
 * const b = PatternBoard.fromState(state);
 * const r = engineMove(b, { deadline: Date.now() + 900 });
 * b.point(r.move);
 * ```
 */
import {
  EVAL_CLASS_ME,
  EVAL_CLASS_OPP,
  EVAL_PATTERN_ME,
  EVAL_PATTERN_OPP,
} from './eval-weights.js';
import { B, CLASS_COUNT, PatternBoard, W } from './pattern-board.js';
import { BLOCK4, FIVE, FLEX3, FLEX4 } from './pattern.js';

export const ENGINE_WIN = 1_000_000;
/**
 * The learned evaluation's weights by index into `PatternBoard.cnt` (patterns) and
 * `PatternBoard.clsCnt` (point classes), for the side to move and for the other side.
 */
const W_PAT_ME = new Float64Array(16);
const W_PAT_OPP = new Float64Array(16);
const W_CLS_ME = new Float64Array(64);
const W_CLS_OPP = new Float64Array(64);
EVAL_PATTERN_ME.forEach((w, i) => (W_PAT_ME[i + 1] = w));
EVAL_PATTERN_OPP.forEach((w, i) => (W_PAT_OPP[i + 1] = w));
EVAL_CLASS_ME.forEach((w, i) => (W_CLS_ME[i] = w));
EVAL_CLASS_OPP.forEach((w, i) => (W_CLS_OPP[i] = w));

/**
 * The learned evaluation of the position for the side to move `me` (see
 * eval-weights.ts and lab/gomoku/train-eval.ts): a weighted sum of both sides'
 * line-pattern counts and point-class counts, in units of 1/600 logit.
 */
export function evaluatePosition(b: PatternBoard, me: 1 | 2): number {
  const cnt = b.cnt;
  const cls = b.clsCnt;
  const om = (me - 1) * 16;
  const oo = (2 - me) * 16;
  let v = 0;
  for (let q = 1; q <= 8; q++)
    v +=
      (W_PAT_ME[q] as number) * (cnt[om + q] as number) +
      (W_PAT_OPP[q] as number) * (cnt[oo + q] as number);
  const cm = (me - 1) * 64;
  const co = (2 - me) * 64;
  for (let k = 0; k < CLASS_COUNT; k++)
    v +=
      (W_CLS_ME[k] as number) * (cls[cm + k] as number) +
      (W_CLS_OPP[k] as number) * (cls[co + k] as number);
  return Math.round(v);
}
/** Move order: a point's value to the opponent (a block) counts this much of its value to the mover. */
const DEFENCE_WEIGHT = 0.85;
const WIN_MIN = ENGINE_WIN - 1000;

export interface EngineOptions {
  readonly deadline: number;
  readonly now?: () => number;
  readonly maxDepth?: number;
  /** The most fours of the VCF looked for before the search (default 30; 0: none). */
  readonly vcf?: number;
  /**
   * Which positions of the transposition table the search sees (default 0): searches
   * with another number never read each other's entries, so a depth-limited level
   * does not play with what a deeper one stored.
   */
  readonly table?: number;
  /**
   * A helper thread of a Lazy SMP search (1, 2, …; 0 or absent: the main search). A
   * helper starts one ply deeper on odd numbers and searches another of the leading
   * root moves first, so it fills the shared table with what the main search will
   * need next rather than what it already has.
   */
  readonly helper?: number;
}

export interface EngineResult {
  /** Padded index of the move (-1 when the board is full). */
  readonly move: number;
  readonly score: number;
  readonly depth: number;
  readonly nodes: number;
  readonly reason: 'win' | 'block' | 'vcf' | 'search';
  /** The root moves, best first. */
  readonly order: readonly number[];
}

class Timeout extends Error {}

const TT_BITS = 20;
const TT_SIZE = 1 << TT_BITS;
const EXACT = 0;
const LOWER = 1;
const UPPER = 2;

/**
 * A transposition table kept between moves (positions recur from move to move), four
 * Int32 per entry: the key mixed with the data, the high key mixed with it, the score,
 * and move (16 bits), depth (8) and flag (8). The mixing lets a table shared with
 * helper threads ({@link shareEngineTable}) written by two of them at once be read
 * safely: an entry torn by a concurrent write fails the key check and counts as a miss.
 */
class Table {
  readonly data: Int32Array;
  constructor(buffer?: SharedArrayBuffer) {
    this.data = buffer ? new Int32Array(buffer) : new Int32Array(TT_SIZE * 4);
    if (this.data.length !== TT_SIZE * 4) throw new RangeError('wrong transposition table size');
  }
  /** The slot of (lo, hi) when it holds that position, else -1. */
  probe(k: number, lo: number, hi: number): number {
    const d = this.data;
    const i = k * 4;
    const packed = d[i + 3] as number;
    const score = d[i + 2] as number;
    if (((d[i] as number) ^ score ^ packed) !== lo || ((d[i + 1] as number) ^ packed) !== hi)
      return -1;
    return i;
  }
  store(
    k: number,
    lo: number,
    hi: number,
    depth: number,
    flag: number,
    score: number,
    move: number,
  ): void {
    const d = this.data;
    const i = k * 4;
    const packed = ((move & 0xffff) << 16) | ((depth & 0xff) << 8) | (flag & 0xff);
    d[i + 3] = packed;
    d[i + 2] = score;
    d[i + 1] = hi ^ packed;
    d[i] = lo ^ score ^ packed;
  }
}
/** The slot's fields (after a successful probe). */
const slotMove = (d: Int32Array, i: number): number => (d[i + 3] as number) >>> 16;
const slotDepth = (d: Int32Array, i: number): number => (((d[i + 3] as number) >> 8) << 24) >> 24;
const slotFlag = (d: Int32Array, i: number): number => (d[i + 3] as number) & 0xff;
const slotScore = (d: Int32Array, i: number): number => d[i + 2] as number;
let table: Table | undefined;

/**
 * Lazy SMP: makes this thread's engine use a transposition table in shared memory —
 * a new one, or `buffer` made by another thread — and returns its buffer, to hand to
 * helper threads that search the same position until the same deadline. What they
 * store (deeper results, refutations) the main search finds in the table.
 *
 * @example
 * ```ts
 * const buffer = shareEngineTable(); // main thread
 * new Worker(url, { workerData: { buffer } }); // the helper calls shareEngineTable(buffer)
 * ```
 */
export function shareEngineTable(buffer?: SharedArrayBuffer): SharedArrayBuffer {
  const b = buffer ?? new SharedArrayBuffer(TT_SIZE * 16);
  table = new Table(b);
  return b;
}

const other = (c: 1 | 2): 1 | 2 => (c === B ? W : B);

/** The points where colour `c` makes five (at most a few). */
export function fivePoints(b: PatternBoard, c: 1 | 2): number[] {
  return b.count(c, FIVE) > 0 ? b.pointsWith(c, FIVE) : [];
}

/** True when colour `c` has an open-four point it may play (not a renju foul). */
function hasOpenFour(b: PatternBoard, c: 1 | 2): boolean {
  if (b.count(c, FLEX4) === 0) return false;
  return !b.hasFouls(c) || openFourPoint(b, c) >= 0;
}

/** An open-four point colour `c` may play, or -1. */
function openFourPoint(b: PatternBoard, c: 1 | 2): number {
  if (b.count(c, FLEX4) === 0) return -1;
  for (const p of b.pointsWith(c, FLEX4)) if (!b.isFoul(c, p)) return p;
  return -1;
}

/** Drops the points colour `c` may not play from the first `n` of `ps`; returns how many are left. */
function dropFouls(b: PatternBoard, c: 1 | 2, ps: Int32Array, n: number): number {
  if (!b.hasFouls(c)) return n;
  let m = 0;
  for (let k = 0; k < n; k++) {
    const p = ps[k] as number;
    if (!b.isFoul(c, p)) ps[m++] = p;
  }
  return m;
}

/**
 * The five points of colour `c` on the lines through its stone `m`, into `out`:
 * all of them when `c` had none before `m` was played (a scan of 32 points
 * instead of the board).
 */
function fivePointsThrough(b: PatternBoard, m: number, c: 1 | 2, out: number[]): number[] {
  out.length = 0;
  const pat = b.pat[c - 1] as Uint8Array;
  const cells = b.cells;
  for (let d = 0; d < 4; d++) {
    const step = b.dirs[d] as number;
    for (let k = -4; k <= 4; k++) {
      const p = m + k * step;
      if (k !== 0 && cells[p] === 0 && pat[p * 4 + d] === FIVE && !out.includes(p)) out.push(p);
    }
  }
  return out;
}

const CACHE_BITS = 16;

/**
 * Positions (by Zobrist hash) a threat search has refuted, with the depth it
 * searched: a fixed-size table, newer entries replace older ones.
 */
export class ThreatCache {
  private readonly lo = new Int32Array(1 << CACHE_BITS);
  private readonly hi = new Int32Array(1 << CACHE_BITS);
  private readonly depth = new Int8Array(1 << CACHE_BITS).fill(-1);

  /** The depth `b`'s position was refuted to, or -1. */
  get(b: PatternBoard): number {
    const k = b.hashLo & ((1 << CACHE_BITS) - 1);
    return this.lo[k] === b.hashLo && this.hi[k] === b.hashHi ? (this.depth[k] as number) : -1;
  }

  set(b: PatternBoard, depth: number): void {
    const k = b.hashLo & ((1 << CACHE_BITS) - 1);
    this.lo[k] = b.hashLo;
    this.hi[k] = b.hashHi;
    this.depth[k] = Math.min(depth, 127);
  }
}

/**
 * A VCF for the side to move within `maxFours` fours: its first move, or -1.
 * `failed` caches refuted positions (by hash) with the depth searched.
 */
export function vcf(
  b: PatternBoard,
  maxFours: number,
  failed: ThreatCache,
  tick: () => void,
): number {
  return vcfAt(b, maxFours, failed, tick, 0);
}

/** Per recursion level: the fours to try and their order values (no allocation per node). */
const vcfFours: Int32Array[] = [];
const vcfValues: Float64Array[] = [];
const vcfFives: number[][] = [];

function vcfAt(
  b: PatternBoard,
  maxFours: number,
  failed: ThreatCache,
  tick: () => void,
  level: number,
): number {
  const me = b.toMove;
  const opp = other(me);
  if (b.count(me, FIVE) > 0) return (fivePoints(b, me)[0] as number) ?? -1;
  // A four of the opponent (a block that made one) must be blocked: only when
  // that block is a four of ours does the VCF go on.
  let forced = -1;
  if (b.count(opp, FIVE) > 0) {
    const f = fivePoints(b, opp);
    forced = f[0] as number;
    if (f.length !== 1 || maxFours <= 0 || b.best(me, forced) < BLOCK4 || b.isFoul(me, forced))
      return -1;
  } else {
    const open = openFourPoint(b, me);
    if (open >= 0) return open;
  }
  if (maxFours <= 0 || b.count(me, BLOCK4) === 0) return -1;
  if (failed.get(b) >= maxFours) return -1;
  tick();
  const area = b.size * b.size;
  let fours = vcfFours[level];
  if (fours === undefined || fours.length < area) fours = vcfFours[level] = new Int32Array(area);
  let vals = vcfValues[level];
  if (vals === undefined || vals.length < area) vals = vcfValues[level] = new Float64Array(area);
  const fives = (vcfFives[level] ??= []);
  let n = 1;
  if (forced >= 0) fours[0] = forced;
  else n = dropFouls(b, me, fours, b.pointsWithInto(me, BLOCK4, fours));
  // Fours that also make a three (or a second four) first (insertion sort: the lists are short).
  for (let k = 0; k < n; k++) {
    const p = fours[k] as number;
    const v = b.moveValue(me, p);
    let j = k;
    while (j > 0 && (vals[j - 1] as number) < v) {
      fours[j] = fours[j - 1] as number;
      vals[j] = vals[j - 1] as number;
      j--;
    }
    fours[j] = p;
    vals[j] = v;
  }
  for (let k = 0; k < n; k++) {
    const m = fours[k] as number;
    b.play(m);
    if (b.count(opp, FIVE) > 0) {
      b.undo();
      continue;
    }
    fivePointsThrough(b, m, me, fives);
    if (fives.length >= 2) {
      b.undo();
      return m;
    }
    const block = fives[0];
    if (block === undefined) {
      b.undo();
      continue;
    }
    if (b.isFoul(opp, block)) {
      // Under renju a four Black may not block wins.
      b.undo();
      return m;
    }
    b.play(block);
    const r = vcfAt(b, maxFours - 1, failed, tick, level + 1);
    b.undo();
    b.undo();
    if (r >= 0) return m;
  }
  failed.set(b, maxFours);
  return -1;
}

/**
 * A VCT (victory by continuous threats: fours and open threes) for the side to
 * move within `maxThreats` attacker moves: its first move, or -1. Against an
 * open three the defender tries every point of the attacker's four-making
 * lines and its own fours (a counter-four must be blocked, and the attacker
 * then still needs its threat); a four must be blocked. `failed` caches
 * refuted positions.
 */
export function vct(
  b: PatternBoard,
  maxThreats: number,
  failed: ThreatCache,
  tick: () => void,
  width = 6,
): number {
  const attacker = b.toMove;
  const defender = other(attacker);
  let first = -1;
  const scratch: number[] = [];

  const attackerNode = (depth: number, root: boolean): boolean => {
    tick();
    if (b.count(attacker, FIVE) > 0) {
      if (root) first = fivePoints(b, attacker)[0] ?? -1;
      return true;
    }
    if (b.count(defender, FIVE) > 0) {
      if (root) return false;
      // The defender had no five point before its last move.
      const blocks5 = fivePointsThrough(
        b,
        b.history[b.history.length - 1] as number,
        defender,
        scratch,
      );
      if (blocks5.length >= 2 || b.isFoul(attacker, blocks5[0] as number)) return false;
      b.play(blocks5[0] as number);
      const r = defenderNode(depth);
      b.undo();
      return r;
    }
    const open = openFourPoint(b, attacker);
    if (open >= 0) {
      if (root) first = open;
      return true;
    }
    if (depth <= 0) return false;
    if (failed.get(b) >= depth) return false;
    // Against the defender's open three only fours keep the initiative.
    const min = hasOpenFour(b, defender) ? BLOCK4 : FLEX3;
    const moves = b
      .pointsWith(attacker, min)
      .filter((p) => !b.isFoul(attacker, p))
      .map((p) => ({ p, v: b.moveValue(attacker, p) + b.moveValue(defender, p) * 0.3 }))
      .sort((x, y) => y.v - x.v)
      .slice(0, width);
    for (const { p } of moves) {
      b.play(p);
      const r = defenderNode(depth - 1);
      b.undo();
      if (r) {
        if (root) first = p;
        return true;
      }
    }
    failed.set(b, depth);
    return false;
  };

  /** The defender to move: true when every defence loses. */
  const defenderNode = (depth: number): boolean => {
    tick();
    if (b.count(defender, FIVE) > 0) return false;
    if (b.count(attacker, FIVE) > 0) {
      // The attacker had no five point before its last move.
      const fives = fivePointsThrough(
        b,
        b.history[b.history.length - 1] as number,
        attacker,
        scratch,
      );
      if (fives.length >= 2 || b.isFoul(defender, fives[0] as number)) return true;
      b.play(fives[0] as number);
      const r = attackerNode(depth, false);
      b.undo();
      return r;
    }
    if (!hasOpenFour(b, attacker)) return false; // no threat: the defender is free
    const defences = new Set<number>(b.pointsWith(attacker, BLOCK4));
    for (const p of b.pointsWith(defender, BLOCK4)) defences.add(p);
    for (const d of defences) {
      if (b.isFoul(defender, d)) continue;
      b.play(d);
      const r = attackerNode(depth, false);
      b.undo();
      if (!r) return false;
    }
    return true;
  };

  for (let depth = 1; depth <= maxThreats; depth++) if (attackerNode(depth, true)) return first;
  return -1;
}

/** Searches the side to move's best move on a pattern board (restored on return). */
export function engineMove(b: PatternBoard, options: EngineOptions): EngineResult {
  const salt = options.table ?? 0;
  if (salt === 0) return search(b, options);
  // Another table's positions: the hash is moved for the search and moved back.
  const lo = Math.imul(salt, 0x9e3779b1);
  const hi = Math.imul(salt, 0x85ebca6b);
  b.hashLo ^= lo;
  b.hashHi ^= hi;
  try {
    return search(b, options);
  } finally {
    b.hashLo ^= lo;
    b.hashHi ^= hi;
  }
}

function search(b: PatternBoard, options: EngineOptions): EngineResult {
  const now = options.now ?? Date.now;
  const tt = (table ??= new Table());
  const start = b.history.length;
  const maxDepth = options.maxDepth ?? 40;
  let nodes = 0;
  const killers = new Int32Array(128 * 2).fill(-1);
  const historyScore = new Int32Array(b.cells.length * 2);
  const vcfFailed = new ThreatCache();
  const tick = (): void => {
    if ((++nodes & 63) === 0 && now() > options.deadline) throw new Timeout();
  };

  const me0 = b.toMove;
  const opp0 = other(me0);
  const fin = (
    move: number,
    reason: EngineResult['reason'],
    score: number,
    order: number[] = [move],
  ): EngineResult => ({ move, score, depth: 0, nodes, reason, order });
  if (b.stones === 0) {
    const c = Math.floor(b.size / 2);
    return fin(b.index(c, c), 'search', 0);
  }
  const wins = fivePoints(b, me0);
  if (wins[0] !== undefined) return fin(wins[0], 'win', ENGINE_WIN);
  const blocks = fivePoints(b, opp0);
  if (blocks.length === 1 && blocks[0] !== undefined && !b.isFoul(me0, blocks[0]))
    return fin(blocks[0], 'block', 0);

  const evaluate = (me: 1 | 2): number => evaluatePosition(b, me);

  const area = b.size * b.size;
  const scratchP: Int32Array[] = [];
  const scratchV: Float64Array[] = [];
  const ownFours = new Int32Array(area);
  const seen = new Int32Array(b.cells.length);
  let stamp = 0;
  /** Moves to search, best first. */
  const moveList = (me: 1 | 2, ply: number, ttMove: number, width: number): number[] => {
    const opp = other(me);
    const ps = (scratchP[ply] ??= new Int32Array(area));
    const vs = (scratchV[ply] ??= new Float64Array(area));
    let n: number;
    if (hasOpenFour(b, opp)) {
      // The opponent threatens an open four: its four points block, own fours gain tempo.
      n = b.pointsWithInto(opp, BLOCK4, ps);
      stamp++;
      for (let k = 0; k < n; k++) seen[ps[k] as number] = stamp;
      const m = b.pointsWithInto(me, BLOCK4, ownFours);
      for (let k = 0; k < m; k++) {
        const p = ownFours[k] as number;
        if (seen[p] !== stamp) ps[n++] = p;
      }
      width = 64;
    } else {
      n = b.fillCandidates();
      ps.set(b.candBuf.subarray(0, n));
    }
    n = dropFouls(b, me, ps, n);
    const k1 = killers[ply * 2] as number;
    const k2 = killers[ply * 2 + 1] as number;
    for (let k = 0; k < n; k++) {
      const p = ps[k] as number;
      let v = b.moveValue(me, p) + b.moveValue(opp, p) * DEFENCE_WEIGHT;
      v += (historyScore[p * 2 + me - 1] as number) * 0.001;
      if (p === ttMove) v += 1e9;
      else if (p === k1) v += 1e6;
      else if (p === k2) v += 9e5;
      vs[k] = v;
    }
    // Selection of the best `width` (far weaker moves than the best are dropped, keeping six).
    const out: number[] = [];
    let top = 0;
    for (let k = 0; k < n && out.length < width; k++) {
      let bi = -1;
      let bv = -Infinity;
      for (let j = 0; j < n; j++) {
        const v = vs[j] as number;
        if (v > bv) {
          bv = v;
          bi = j;
        }
      }
      if (bi < 0) break;
      if (k === 0) top = bv;
      else if (width < 40 && out.length >= 6 && bv < top * 0.02 && bv < 30) break;
      out.push(ps[bi] as number);
      vs[bi] = -Infinity;
    }
    return out;
  };

  const negamax = (depth: number, alpha: number, beta: number, ply: number): number => {
    tick();
    const me = b.toMove;
    const opp = other(me);
    if (b.count(me, FIVE) > 0) return ENGINE_WIN - ply;
    if (b.count(opp, FIVE) > 0) {
      const blocks5 = fivePoints(b, opp);
      if (blocks5.length >= 2 || b.isFoul(me, blocks5[0] as number)) return -(ENGINE_WIN - ply - 1);
      b.play(blocks5[0] as number);
      const s = -negamax(depth, -beta, -alpha, ply + 1);
      b.undo();
      return s;
    }
    if (hasOpenFour(b, me)) return ENGINE_WIN - ply - 2;
    if (ply >= 120) return evaluate(me);
    if (depth <= 0) {
      // A short VCF at the leaf: the fours the pattern sum cannot see.
      if (b.count(me, BLOCK4) > 0 && vcf(b, 6, vcfFailed, tick) >= 0) return ENGINE_WIN - ply - 20;
      return evaluate(me);
    }
    const k = (b.hashLo & (TT_SIZE - 1)) >>> 0;
    let ttMove = -1;
    const slot = tt.probe(k, b.hashLo, b.hashHi);
    if (slot >= 0) {
      const td = tt.data;
      ttMove = slotMove(td, slot);
      if (slotDepth(td, slot) >= depth) {
        let s = slotScore(td, slot);
        // Win scores are stored from this node: re-base them to the current ply.
        if (s > WIN_MIN) s -= ply;
        else if (s < -WIN_MIN) s += ply;
        const f = slotFlag(td, slot);
        if (f === EXACT || (f === LOWER && s >= beta) || (f === UPPER && s <= alpha)) return s;
      }
    }
    const width = depth >= 6 ? 14 : depth >= 3 ? 11 : 8;
    let moves = moveList(me, ply, ttMove, width);
    if (moves.length === 0) return -(ENGINE_WIN - ply - 1); // cannot stop the open four
    const restricted = hasOpenFour(b, opp);
    const alpha0 = alpha;
    let best = -Infinity;
    let bestMove = moves[0] as number;
    let tried = 0;
    for (let pass = 0; pass < 2; pass++) {
      let cut = false;
      for (const m of moves) {
        const quiet = b.best(me, m) < BLOCK4 && b.best(opp, m) < FLEX4;
        b.play(m);
        let s: number;
        if (tried === 0) s = -negamax(depth - 1, -beta, -alpha, ply + 1);
        else {
          const r = depth >= 3 && tried >= 4 && quiet ? 1 : 0;
          s = -negamax(depth - 1 - r, -alpha - 1, -alpha, ply + 1);
          if (s > alpha && r > 0) s = -negamax(depth - 1, -alpha - 1, -alpha, ply + 1);
          if (s > alpha && s < beta) s = -negamax(depth - 1, -beta, -alpha, ply + 1);
        }
        b.undo();
        tried++;
        if (s > best) {
          best = s;
          bestMove = m;
        }
        if (s > alpha) alpha = s;
        if (alpha >= beta) {
          if (killers[ply * 2] !== m) {
            killers[ply * 2 + 1] = killers[ply * 2] as number;
            killers[ply * 2] = m;
          }
          historyScore[m * 2 + me - 1] = (historyScore[m * 2 + me - 1] as number) + depth * depth;
          cut = true;
          break;
        }
      }
      // Every move of a cut list loses: before believing it, try the other points
      // (a "proof" that rests on a pruned list is how false wins are made).
      if (cut || pass === 1 || restricted || best > -WIN_MIN) break;
      const first = moves;
      moves = moveList(me, ply, ttMove, 40).filter((m) => !first.includes(m));
      if (moves.length === 0) break;
    }
    tt.store(
      k,
      b.hashLo,
      b.hashHi,
      Math.min(depth, 127),
      best <= alpha0 ? UPPER : best >= beta ? LOWER : EXACT,
      best > WIN_MIN ? best + ply : best < -WIN_MIN ? best - ply : best,
      bestMove,
    );
    return best;
  };

  // A deep VCF of our own first: a proven win needs no search.
  try {
    const v = vcf(b, options.vcf ?? 30, vcfFailed, () => {
      if ((++nodes & 63) === 0 && now() > options.deadline) throw new Timeout();
    });
    if (v >= 0) return fin(v, 'vcf', ENGINE_WIN);
  } catch (e) {
    if (!(e instanceof Timeout)) throw e;
    while (b.history.length > start) b.undo();
  }

  let order = moveList(me0, 0, -1, 40);
  let result: EngineResult = fin(order[0] ?? -1, 'search', 0, order);
  if (order.length <= 1) return result;
  const helper = options.helper ?? 0;
  try {
    for (let depth = 2 + (helper % 2); depth <= maxDepth; depth++) {
      let alpha = -Infinity;
      const scores = new Map<number, number>();
      let bestMove = order[0] as number;
      let visit = order;
      if (helper > 0 && order.length > 1) {
        const lead = order[(helper + depth) % Math.min(3, order.length)] as number;
        visit = [lead, ...order.filter((m) => m !== lead)];
      }
      for (const m of visit) {
        b.play(m);
        let s: number;
        if (alpha === -Infinity) s = -negamax(depth - 1, -Infinity, Infinity, 1);
        else {
          s = -negamax(depth - 1, -alpha - 1, -alpha, 1);
          if (s > alpha) s = -negamax(depth - 1, -Infinity, -alpha, 1);
        }
        b.undo();
        scores.set(m, s);
        if (s > alpha) {
          alpha = s;
          bestMove = m;
          // A better move found in an unfinished iteration is still better.
          result = { ...result, move: m, score: s };
        }
      }
      order = order
        .slice()
        .sort((p, q) => (scores.get(q) ?? -Infinity) - (scores.get(p) ?? -Infinity));
      result = { move: bestMove, score: alpha, depth, nodes, reason: 'search', order };
      // A lost root is searched on: its proof rests on pruned move lists, a wider look may refute it.
      if (alpha > WIN_MIN) break;
    }
  } catch (e) {
    if (!(e instanceof Timeout)) throw e;
    while (b.history.length > start) b.undo();
  }
  return { ...result, nodes };
}

/**
 * Runs a threat search (`vcf` or `vct`) for the side to move with a clock check every
 * `mask + 1` nodes: its first move, -1 when there is none, -2 when `deadline` passed;
 * the board is restored to its length on entry (`start`) in every case.
 */
function timedThreats(
  b: PatternBoard,
  search: typeof vcf,
  limit: number,
  mask: number,
  start: number,
  deadline: number,
  now: () => number,
): number {
  let n = 0;
  try {
    return search(b, limit, new ThreatCache(), () => {
      if ((++n & mask) === 0 && now() > deadline) throw new Timeout();
    });
  } catch (e) {
    if (!(e instanceof Timeout)) throw e;
    return -2;
  } finally {
    while (b.history.length > start) b.undo();
  }
}

/** {@link vcf} for the side to move until `deadline`: its first move, -1 when there is none, -2 when time ran out; the board is restored. */
export function timedVcf(
  b: PatternBoard,
  maxFours: number,
  deadline: number,
  now: () => number = Date.now,
): number {
  return timedThreats(b, vcf, maxFours, 255, b.history.length, deadline, now);
}

/** {@link vct} for the side to move until `deadline`: its first move, -1 when there is none, -2 when time ran out; the board is restored. */
export function timedVct(
  b: PatternBoard,
  maxThreats: number,
  deadline: number,
  now: () => number = Date.now,
): number {
  return timedThreats(b, vct, maxThreats, 127, b.history.length, deadline, now);
}

/**
 * True when the side to move (after `m` is played by the other side) has a VCF
 * of at most `maxFours` fours found before `deadline`.
 */
export function allowsVcfAfter(
  b: PatternBoard,
  m: number,
  maxFours: number,
  deadline: number,
  now: () => number = Date.now,
): boolean {
  const start = b.history.length;
  b.play(m);
  return timedThreats(b, vcf, maxFours, 255, start, deadline, now) >= 0;
}
