/**
 * The gomoku AI: win at once, block a four, look for a VCF, then a VCT, then
 * iterative deepening PVS whose choice is checked not to allow the opponent a
 * VCF (and, at levels 4 and 5, a VCT) — bounded by a deadline, at levels 1
 * (beginner) to 5 (full strength). It always answers a legal move while the
 * game runs.
 *
 * Two searches sit behind it. Level 5 under freestyle plays the pattern engine
 * (engine.ts on pattern-board.ts, with the opening book); renju, standard and
 * levels 1–4 play the window search (search.ts, vcf.ts, vct.ts on search-board.ts),
 * the only one that knows exact fives and Black's forbidden points. On freestyle
 * the pattern engine is much the stronger (lab/gomoku/search-ab.mjs, both without
 * the book, fresh random openings: 20/24 at 300 ms a move, 14/16 at 500 ms, 12/12
 * at 1 s); it replaces the window search once its pattern table and threat
 * searches learn the other two rules.
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
import { BLACK, isChoice, WHITE, type GomokuMove } from '../types.js';
import { bookMove } from './book.js';
import { allowsVcfAfter, engineMove, fivePoints, timedVcf, timedVct } from './engine.js';
import { PatternBoard } from './pattern-board.js';
import { SearchBoard } from './search-board.js';
import { candidates, searchMove, WIN, type SearchResult } from './search.js';
import { findVcf } from './vcf.js';
import { findVct } from './vct.js';

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
 * `guard`: the most quiet threats of an opponent VCT the chosen move is checked
 * against (0: only its VCF is checked, as at the lower levels).
 */
const LEVELS: Record<
  AiLevel,
  { maxDepth: number; width: number; vcf: boolean; vct: number; guard: number }
> = {
  1: { maxDepth: 1, width: 6, vcf: false, vct: 0, guard: 0 },
  2: { maxDepth: 2, width: 8, vcf: true, vct: 0, guard: 0 },
  3: { maxDepth: 4, width: 10, vcf: true, vct: 1, guard: 0 },
  4: { maxDepth: 6, width: 12, vcf: true, vct: 2, guard: 3 },
  5: { maxDepth: 64, width: 14, vcf: true, vct: 2, guard: 3 },
};

/** The AI's move for the side to act, or undefined when the game is over. */
export function chooseMove(state: GomokuState, options: AiOptions = {}): AiAnswer | undefined {
  const now = options.now ?? Date.now;
  const asked = options.deadline ?? now() + (options.timeMs ?? 1000);
  // Keep a margin for the answer to travel and for pauses the clock checks cannot see.
  const deadline = asked - Math.min(50, Math.max(0, asked - now()) * 0.05);
  const level = LEVELS[options.level ?? 5];
  const legal = legalMoves(state);
  const first = legal[0];
  if (first === undefined) return undefined;
  const fallback: AiAnswer = { move: first, reason: 'fallback', depth: 0, nodes: 0, score: 0 };
  if (isChoice(first)) return { ...fallback, move: chooseSide(state, legal), reason: 'choice' };

  if (state.config.rule === 'freestyle' && (options.level ?? 5) === 5)
    return freestyleAnswer(state, fallback, asked, now);

  const b = SearchBoard.fromState(state);
  const me = b.toMove;
  const opp = me === BLACK ? WHITE : BLACK;
  const answer = (
    i: number,
    reason: AiAnswer['reason'],
    extra: Partial<AiAnswer> = {},
  ): AiAnswer => {
    const move = b.point(i);
    return checkMove(state, move) === undefined
      ? { ...fallback, move, reason, ...extra }
      : fallback;
  };
  const wins = b.fivePointsOf(me);
  if (wins[0] !== undefined) return answer(wins[0], 'win', { score: Infinity });
  const blocks = b.fivePointsOf(opp).filter((i) => b.legalFor(i, me));
  if (blocks[0] !== undefined) return answer(blocks[0], 'block');
  if (level.vcf) {
    const budget = Math.max(0, deadline - now());
    const line = findVcf(b, { deadline: now() + budget * 0.15, now });
    if (line?.[0] !== undefined)
      return answer(line[0], 'vcf', { depth: line.length, score: Infinity });
  }
  if (level.vct > 0) {
    const budget = Math.max(0, deadline - now());
    const first = findVct(b, { deadline: now() + budget * 0.15, now, maxThreats: level.vct });
    // The VCT's defence set is heuristic: never trust it into allowing a VCF.
    const safe = first !== undefined && !allowsVcf(b, first, now() + budget * 0.05, now);
    if (first !== undefined && safe)
      return answer(first, 'vct', { depth: level.vct, score: Infinity });
  }
  // Keep the last 15 % to make sure the chosen move leaves the opponent no VCF;
  // with a guard, 40 % to check it leaves no VCT either (the search alone
  // misses wins the opponent delays with fours).
  const keep = level.vct === 0 ? 0 : level.guard > 0 ? 0.6 : 0.85;
  const searchEnd = keep > 0 ? now() + Math.max(0, deadline - now()) * keep : deadline;
  const r = searchMove(b, {
    deadline: searchEnd,
    now,
    maxDepth: level.maxDepth,
    width: level.width,
  });
  if (r.move < 0) return fallback;
  const move =
    level.vct > 0 && r.score < WIN - 100 ? avoidThreats(b, r, level.guard, deadline, now) : r.move;
  return answer(move, 'search', { depth: r.depth, nodes: r.nodes, score: r.score });
}

/**
 * Level 5 under freestyle: the pattern engine deepens until shortly before the
 * deadline, then the move is checked against an opponent VCF (the next moves
 * of the search order are tried while one allows it).
 */
function freestyleAnswer(
  state: GomokuState,
  fallback: AiAnswer,
  asked: number,
  now: () => number,
): AiAnswer {
  const b = PatternBoard.fromState(state);
  const budget = Math.max(0, asked - now());
  const deadline = asked - Math.min(15, budget * 0.05);
  const share = (f: number): number => now() + Math.max(0, deadline - now()) * f;
  const done = (move: number, r: Omit<AiAnswer, 'move'>): AiAnswer => {
    const p = b.point(move);
    const answer: GomokuMove = { x: p.x, y: p.y };
    return checkMove(state, answer) === undefined ? { ...r, move: answer } : fallback;
  };
  const me = b.toMove;
  const opp = me === BLACK ? WHITE : BLACK;
  const five = fivePoints(b, me)[0];
  if (five !== undefined) return done(five, { reason: 'win', depth: 1, nodes: 0, score: Infinity });
  const block = fivePoints(b, opp)[0];
  if (block !== undefined) return done(block, { reason: 'block', depth: 1, nodes: 0, score: 0 });
  const fours = timedVcf(b, 40, share(0.1), now);
  if (fours >= 0) return done(fours, { reason: 'vcf', depth: 0, nodes: 0, score: Infinity });
  // A position the opening book knows (after the VCF check: a won position
  // is played by reading, not from memory).
  const known = bookMove(state);
  if (known !== undefined)
    return done(b.index(known.x, known.y), { reason: 'book', depth: 0, nodes: 0, score: 0 });
  // Our own VCT (threes and fours), trusted only if it leaves no VCF.
  const mine = timedVct(b, 8, share(0.1), now);
  if (mine >= 0 && !allowsVcfAfter(b, mine, 30, share(0.2), now))
    return done(mine, { reason: 'vct', depth: 7, nodes: 0, score: Infinity });
  // What could the opponent do with a free move? With no VCF and no VCT even
  // then, no move of ours gives it one (our stone only blocks its lines), and
  // the search may take the time the guard would need.
  b.pass();
  const freeVcf = timedVcf(b, 30, share(0.05), now);
  const freeVct = freeVcf === -1 ? timedVct(b, 7, share(0.12), now) : freeVcf;
  b.pass();
  const threatened = freeVct !== -1;
  const r = engineMove(b, { deadline: share(threatened ? 0.7 : 0.97), now });
  if (r.move < 0) return fallback;
  let move = r.move;
  if (threatened && r.reason === 'search' && r.score < 900_000) {
    move = guard(b, [r.move, ...r.order], deadline, share, now);
    // Time the guard did not need goes to a longer search (the transposition
    // table keeps what was searched); its move is taken only if it passes too.
    if (move === r.move && deadline - now() > budget * 0.15) {
      const again = engineMove(b, { deadline: share(0.75), now });
      if (again.move >= 0 && again.move !== move && again.depth >= r.depth) {
        const checked = guard(b, [again.move], deadline, share, now, true);
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
 * The first of `order` that leaves the opponent no VCF and no VCT (as far as
 * time allows to check), else the first that leaves no VCF, else the first;
 * with `strict`, -1 unless a move passes both checks in time.
 */
function guard(
  b: PatternBoard,
  order: readonly number[],
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

/** True when the opponent has a VCF after the side to move plays `m`. */
function allowsVcf(b: SearchBoard, m: number, deadline: number, now: () => number): boolean {
  b.play(m);
  const line = findVcf(b, { deadline, now, maxFours: 30 });
  b.undo();
  return line !== undefined;
}

/** The opponent's first VCT move after the side to move plays `m`, if one is found. */
function opponentVct(
  b: SearchBoard,
  m: number,
  maxThreats: number,
  deadline: number,
  now: () => number,
): number | undefined {
  b.play(m);
  const first = findVct(b, { deadline, now, maxThreats, maxNodes: 20_000 });
  b.undo();
  return first;
}

/**
 * The searched move, or — when it allows the opponent a VCF or a VCT — the best
 * searched alternative that allows neither (the opponent's first VCT point
 * tried first), as time allows; a move safe from VCF beats one that is not.
 */
function avoidThreats(
  b: SearchBoard,
  r: SearchResult,
  maxThreats: number,
  deadline: number,
  now: () => number,
): number {
  const m = r.move;
  if (allowsVcf(b, m, deadline, now)) return avoidVcf(b, m, deadline, now);
  if (maxThreats <= 0) return m;
  const share = (): number => now() + Math.max(0, deadline - now()) * 0.5;
  const threat = opponentVct(b, m, maxThreats, share(), now);
  if (threat === undefined) return m;
  const tried = new Set<number>([m]);
  const order = [threat, ...r.order, ...candidates(b, 24)];
  for (const c of order) {
    if (now() > deadline) break;
    if (tried.has(c) || !b.legalFor(c, b.toMove)) continue;
    tried.add(c);
    if (allowsVcf(b, c, deadline, now)) continue;
    if (opponentVct(b, c, maxThreats, share(), now) === undefined && now() <= deadline) return c;
  }
  return m;
}

/** `m`, or the best-ordered candidate that leaves the opponent no VCF (as time allows). */
function avoidVcf(b: SearchBoard, m: number, deadline: number, now: () => number): number {
  for (const c of candidates(b, 24)) {
    if (now() > deadline) break;
    if (c !== m && !allowsVcf(b, c, deadline, now)) return c;
  }
  return m;
}

/** Swap2 choices: take the colour the window evaluation favours (White moves next). */
function chooseSide(state: GomokuState, legal: GomokuMove[]): GomokuMove {
  const b = SearchBoard.fromState(state);
  const blackBetter = b.score > 40;
  const pick = legal.find((m) => isChoice(m) && m.choose === (blackBetter ? 'black' : 'white'));
  return pick ?? (legal[0] as GomokuMove);
}

/**
 * A Lazy SMP helper's share of a move (run in another thread after
 * `shareEngineTable(buffer)` from engine.ts, with the main thread's buffer): the full
 * strength freestyle search of `state` until `deadline`, whose only output is what it
 * stores in the shared transposition table. `helper` (1, 2, …) varies the search; under
 * other rules, or with no search to make, it does nothing.
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
  if (state.config.rule !== 'freestyle' || state.outcome !== undefined) return;
  const b = PatternBoard.fromState(state);
  engineMove(b, { deadline, now, helper: Math.max(1, helper) });
}

/** A `chooseMove(state, deadline)` for `GomocupSession` (from `@qipan/gomoku`): the AI at a level. */
export function gomocupBrain(level: AiLevel = 5, now: () => number = Date.now) {
  return (state: GomokuState, deadline: number): Point => {
    const a = chooseMove(state, { deadline, level, now });
    const m = a?.move;
    return m && !isChoice(m) ? { x: m.x, y: m.y } : { x: -1, y: -1 };
  };
}
