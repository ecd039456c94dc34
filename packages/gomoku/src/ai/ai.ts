/**
 * The gomoku AI: win at once, block a four, look for a VCF, then (at full
 * strength) the opening book, then a VCT, then the pattern engine's iterative
 * deepening search, whose choice is checked not to allow the opponent a VCF
 * (and, at levels 4 and 5, a VCT) — bounded by a deadline, at levels 1
 * (beginner) to 5 (full strength). It always answers a legal move while the
 * game runs.
 *
 * One search serves every rule and level: the pattern engine (engine.ts on
 * pattern-board.ts) knows freestyle, standard (exactly five) and renju (Black:
 * exactly five and no fouls; White: five or more, and a four Black may not
 * block wins). The levels are limits of it: search depth, the length of the
 * threat searches, and how far the chosen move is checked (docs/strength.md).
 *
 * @example
 * ```ts
 * import { gomoku } from '@qipan/gomoku';
 * import { chooseMove } from '@qipan/gomoku/ai';
 * const s = gomoku.initial({ rule: 'renju' });
 * const answer = chooseMove(s, { timeMs: 500, level: 5 });
 * if (answer) gomoku.play(s, answer.move); // always legal
 * ```
 */
import type { Point } from '@qipan/core';
import { checkMove, legalMoves } from '../game.js';
import type { GomokuState } from '../state.js';
import { isChoice, type GomokuMove } from '../types.js';
import { bookMove } from './book.js';
import {
  allowsVcfAfter,
  engineMove,
  evaluatePosition,
  fivePoints,
  timedVcf,
  timedVct,
} from './engine.js';
import { B, PatternBoard, W } from './pattern-board.js';

export const AI_LEVELS = [1, 2, 3, 4, 5] as const;
export type AiLevel = (typeof AI_LEVELS)[number];

export interface AiOptions {
  /** 1 beginner .. 5 full strength (default). */
  readonly level?: AiLevel;
  /** Absolute deadline on the `now` clock; wins over `timeMs`. */
  readonly deadline?: number;
  /** Thinking time from now; 1000 ms when neither is given. */
  readonly timeMs?: number;
  readonly now?: () => number;
}

export interface AiAnswer {
  readonly move: GomokuMove;
  /** How it was found. */
  readonly reason: 'win' | 'block' | 'book' | 'vcf' | 'vct' | 'search' | 'choice' | 'fallback';
  readonly depth: number;
  readonly nodes: number;
  readonly score: number;
}

/**
 * The limits of the one search per level: `maxDepth` of the engine's
 * deepening, `vcf` the most fours of our VCF (0: none, neither at the root nor
 * in the engine), `vct` the most threats of our VCT (0: none), `guard` how the
 * chosen move is checked (0 not, 1 against an opponent VCF, 2 against a VCF
 * and a VCT), `book` the freestyle opening book.
 */
const LEVELS: Record<
  AiLevel,
  { maxDepth: number; vcf: number; vct: number; guard: 0 | 1 | 2; book: boolean }
> = {
  1: { maxDepth: 1, vcf: 0, vct: 0, guard: 0, book: false },
  2: { maxDepth: 2, vcf: 6, vct: 0, guard: 0, book: false },
  3: { maxDepth: 3, vcf: 12, vct: 0, guard: 1, book: false },
  4: { maxDepth: 6, vcf: 30, vct: 5, guard: 2, book: false },
  5: { maxDepth: 40, vcf: 40, vct: 8, guard: 2, book: true },
};

/** The AI's move for the side to act, or undefined when the game is over. */
export function chooseMove(state: GomokuState, options: AiOptions = {}): AiAnswer | undefined {
  const now = options.now ?? Date.now;
  const asked = options.deadline ?? now() + (options.timeMs ?? 1000);
  const legal = legalMoves(state);
  const first = legal[0];
  if (first === undefined) return undefined;
  const fallback: AiAnswer = { move: first, reason: 'fallback', depth: 0, nodes: 0, score: 0 };
  if (isChoice(first)) return { ...fallback, move: chooseSide(state, legal), reason: 'choice' };
  return engineAnswer(state, options.level ?? 5, fallback, asked, now);
}

/**
 * The engine's answer: the threat searches and the book first (as the level
 * allows), then the search deepens until shortly before the deadline, and its
 * move is checked against an opponent VCF (and VCT) — the next moves of the
 * search order are tried while one allows it.
 */
function engineAnswer(
  state: GomokuState,
  levelNo: AiLevel,
  fallback: AiAnswer,
  asked: number,
  now: () => number,
): AiAnswer {
  const level = LEVELS[levelNo];
  const b = PatternBoard.fromState(state);
  const budget = Math.max(0, asked - now());
  const deadline = asked - Math.min(15, budget * 0.05);
  const share = (f: number): number => now() + Math.max(0, deadline - now()) * f;
  let order: readonly number[] = [];
  const done = (move: number, r: Omit<AiAnswer, 'move'>): AiAnswer => {
    // The engine never plays a foul; should one slip through, the next legal move of its order.
    for (const m of [move, ...order]) {
      if (m < 0) continue;
      const p = b.point(m);
      const answer: GomokuMove = { x: p.x, y: p.y };
      if (checkMove(state, answer) === undefined)
        return m === move ? { ...r, move: answer } : { ...fallback, move: answer };
    }
    return fallback;
  };
  const me = b.toMove;
  const opp = me === B ? W : B;
  const five = fivePoints(b, me)[0];
  if (five !== undefined) return done(five, { reason: 'win', depth: 1, nodes: 0, score: Infinity });
  const block = fivePoints(b, opp).find((p) => !b.isFoul(me, p));
  if (block !== undefined) return done(block, { reason: 'block', depth: 1, nodes: 0, score: 0 });
  if (level.vcf > 0) {
    const fours = timedVcf(b, level.vcf, share(0.1), now);
    if (fours >= 0) return done(fours, { reason: 'vcf', depth: 0, nodes: 0, score: Infinity });
  }
  // A position the opening book knows (after the VCF check: a won position
  // is played by reading, not from memory).
  const known = level.book ? bookMove(state) : undefined;
  if (known !== undefined)
    return done(b.index(known.x, known.y), { reason: 'book', depth: 0, nodes: 0, score: 0 });
  // Our own VCT (threes and fours), trusted only if it leaves no VCF.
  if (level.vct > 0) {
    const mine = timedVct(b, level.vct, share(0.1), now);
    if (mine >= 0 && !allowsVcfAfter(b, mine, 30, share(0.2), now))
      return done(mine, { reason: 'vct', depth: level.vct, nodes: 0, score: Infinity });
  }
  // What could the opponent do with a free move? With no VCF and no VCT even
  // then, no move of ours gives it one (our stone only blocks its lines), and
  // the search may take the time the guard would need.
  let threatened = false;
  if (level.guard > 0) {
    b.pass();
    const freeVcf = timedVcf(b, 30, share(0.05), now);
    const freeVct = freeVcf === -1 && level.guard > 1 ? timedVct(b, 7, share(0.12), now) : freeVcf;
    b.pass();
    threatened = freeVct !== -1;
  }
  // Each level its own part of the transposition table (level 5's is the helpers').
  const searchOptions = {
    now,
    maxDepth: level.maxDepth,
    vcf: level.vcf,
    table: levelNo === 5 ? 0 : levelNo,
  };
  const r = engineMove(b, { ...searchOptions, deadline: share(threatened ? 0.7 : 0.97) });
  if (r.move < 0) return fallback;
  order = r.order;
  let move = r.move;
  if (threatened && r.reason === 'search' && r.score < 900_000) {
    const vct = level.guard > 1;
    move = guard(b, [r.move, ...r.order], vct, deadline, share, now);
    // Time the guard did not need goes to a longer search (the transposition
    // table keeps what was searched); its move is taken only if it passes too.
    if (move === r.move && deadline - now() > budget * 0.15 && r.depth < level.maxDepth) {
      const again = engineMove(b, { ...searchOptions, deadline: share(0.75) });
      if (again.move >= 0 && again.move !== move && again.depth >= r.depth) {
        const checked = guard(b, [again.move], vct, deadline, share, now, true);
        if (checked === again.move) {
          move = again.move;
          return done(move, {
            reason: 'search',
            depth: again.depth,
            nodes: r.nodes + again.nodes,
            score: again.score,
          });
        }
      }
      return done(move, {
        reason: r.reason,
        depth: Math.max(r.depth, again.depth),
        nodes: r.nodes + again.nodes,
        score: r.score,
      });
    }
  }
  return done(move, { reason: r.reason, depth: r.depth, nodes: r.nodes, score: r.score });
}

/**
 * The first of `order` that leaves the opponent no VCF and (with `vct`) no VCT
 * (as far as time allows to check), else the first that leaves no VCF, else
 * the first; with `strict`, -1 unless a move passes the checks in time.
 */
function guard(
  b: PatternBoard,
  order: readonly number[],
  vct: boolean,
  deadline: number,
  share: (f: number) => number,
  now: () => number,
  strict = false,
): number {
  const tried = new Set<number>();
  let firstNoVcf = -1;
  for (const m of order) {
    if (now() > deadline) break;
    if (tried.has(m)) continue;
    tried.add(m);
    if (allowsVcfAfter(b, m, 30, deadline, now)) continue;
    if (!vct) return m;
    if (firstNoVcf < 0) firstNoVcf = m;
    b.play(m);
    const theirs = timedVct(b, 7, share(0.7), now);
    b.undo();
    if (theirs === -1) return m;
    if (tried.size >= 8) break;
  }
  if (strict) return -1;
  return firstNoVcf >= 0 ? firstNoVcf : (order[0] ?? -1);
}

/** Swap2 choices: take the colour the evaluation favours (White moves next). */
function chooseSide(state: GomokuState, legal: GomokuMove[]): GomokuMove {
  const b = PatternBoard.fromState(state);
  const v = evaluatePosition(b, b.toMove);
  const blackBetter = (b.toMove === B ? v : -v) > 60;
  const pick = legal.find((m) => isChoice(m) && m.choose === (blackBetter ? 'black' : 'white'));
  return pick ?? (legal[0] as GomokuMove);
}

/**
 * A Lazy SMP helper's share of a move (run in another thread after
 * `shareEngineTable(buffer)` from engine.ts, with the main thread's buffer): the full
 * strength search of `state` until `deadline`, whose only output is what it
 * stores in the shared transposition table. `helper` (1, 2, …) varies the search; with
 * no search to make, it does nothing.
 *
 * @example
 * ```ts
 * shareEngineTable(workerData.table);
 * port.on('message', ({ state, deadline }) => helpSearch(state, deadline, 1));
 * ```
 */
export function helpSearch(
  state: GomokuState,
  deadline: number,
  helper: number,
  now: () => number = Date.now,
): void {
  if (state.outcome !== undefined) return;
  const b = PatternBoard.fromState(state);
  engineMove(b, { deadline, now, helper: Math.max(1, helper), vcf: LEVELS[5].vcf });
}

/** A `chooseMove(state, deadline)` for `GomocupSession` (from `@qipan/gomoku`): the AI at a level. */
export function gomocupBrain(level: AiLevel = 5, now: () => number = Date.now) {
  return (state: GomokuState, deadline: number): Point => {
    const a = chooseMove(state, { deadline, level, now });
    const m = a?.move;
    return m && !isChoice(m) ? { x: m.x, y: m.y } : { x: -1, y: -1 };
  };
}
