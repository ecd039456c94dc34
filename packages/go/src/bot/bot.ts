/**
 * The Qipan Go bot: Monte-Carlo tree search (UCT + RAVE; priors from a move model
 * learned from professional games plus ladder-read tactics; playouts with capture,
 * atari-escape and learned 3×3 shape replies; no neural network), time- and
 * playout-bounded, always a legal move. Root parallelism: `rootStats` on helpers and
 * their counts passed to `think`. The subtree of its move is kept and
 * searched on after the opponent's reply (tree reuse). After the opponent's pass it passes
 * when the count (dead stones judged by playouts) wins, and also when every move left
 * would fill its own area or be a self-atari; `cleanup` plays KGS's cleanup phase. Levels
 * 1..10 map to playout and time budgets; resigning is off unless asked for. Pure
 * code (no Node APIs): it runs in a Web Worker as well as behind `qipan gtp`.
 *
 * @example
 * ```ts
 * import { initial } from '@qipan/go';
 * import { GoBot } from '@qipan/go/bot';
 * const bot = new GoBot({ level: 3, seed: 1 });
 * const s = initial({ preset: 'chinese', size: 9, komi: 7 });
 * const { move, winRate, playouts } = bot.think(s, 'black');
 * // move: { type: 'play', point: {...} } | { type: 'pass' } (| { type: 'resign' } with resign on)
 * ```
 */
import { Rng, type Color } from '@qipan/core';
import { EMPTY, otherColor, type FastBoard, type StoneColor } from '../board.js';
import { playAs } from '../play.js';
import { PASS, RESIGN, stoneColor, type GoMove, type GoState } from '../state.js';
import { score } from '../score.js';
import { isOwnEye } from '../playout.js';
import { estimateOwnership } from './ownership.js';
import { unsafeAfterPass } from './safety.js';
import { isSelfAtari } from './liberties.js';
import type { MoveModel } from './features.js';
import { PASS_MOVE, search, type Node, type SearchResult } from './search.js';

export interface BotLevel {
  readonly playouts: number;
  /** Thinking time per move in milliseconds. */
  readonly timeMs: number;
}

/** Budgets per level (1 = weakest and fastest). */
export const BOT_LEVELS: readonly BotLevel[] = [
  { playouts: 100, timeMs: 100 },
  { playouts: 300, timeMs: 200 },
  { playouts: 600, timeMs: 300 },
  { playouts: 1200, timeMs: 500 },
  { playouts: 2500, timeMs: 1000 },
  { playouts: 5000, timeMs: 1500 },
  { playouts: 10000, timeMs: 2500 },
  { playouts: 20000, timeMs: 4000 },
  { playouts: 50000, timeMs: 7000 },
  { playouts: 1000000, timeMs: 10000 },
];

export const botLevel = (level: number): BotLevel =>
  BOT_LEVELS[Math.min(BOT_LEVELS.length, Math.max(1, Math.round(level))) - 1] as BotLevel;

export interface BotOptions {
  /** 1..10 (default 5): playout and time budgets, overridden by `playouts` / `timeMs`. */
  readonly level?: number;
  readonly playouts?: number;
  readonly timeMs?: number;
  readonly seed?: number | string;
  /** Resign when the best move wins less than this often (e.g. 0.1); off when undefined. */
  readonly resignBelow?: number;
  /** The clock in milliseconds (default `Date.now`); tests pass a fake one. */
  readonly now?: () => number;
  /**
   * The move model for the search's priors on boards of {@link LARGE_MODEL_MIN_SIZE}
   * and up, e.g. `largeModel()` of `@qipan/go/bot/large`; the small built-in model
   * without it and on smaller boards. With a model the search also widens
   * progressively (only the children the model ranks best compete, more as visits
   * grow): without it, the search overrode the model on 19×19, and its moves ranked
   * about 20th to 60th of the model's (median over the first 60 moves of a game).
   */
  readonly model?: MoveModel;
  /**
   * On boards of {@link LARGE_MODEL_MIN_SIZE} and up: how much the search values the
   * playouts' score margin beside their result (0..1, default 0; see `scoreWeight` of
   * `search`). Win rates then mix in the margin too.
   */
  readonly scoreWeight?: number;
}

/**
 * Root statistics of one search (for root parallelism: helpers search the same
 * position with other seeds and the bot adds their counts to its own before it
 * chooses). Moves are fast-board points, -1 for a pass.
 */
export interface RootStats {
  readonly moves: readonly number[];
  readonly visits: readonly number[];
  /** Wins for the side to move (out of `visits`). */
  readonly wins: readonly number[];
  readonly playouts: number;
}

export interface BotMove {
  readonly move: GoMove;
  /** Estimated winning rate of the move for the side that plays it (0..1). */
  readonly winRate: number;
  readonly playouts: number;
  readonly elapsedMs: number;
}

/**
 * The smallest board the `model` option is used on: 19×19. The large model is learned
 * from 19×19 games; on 13×13 the small model met its target against GNU Go (7 of 8)
 * and four games with the large one (2 won, 1 drawn, 1 lost) showed no gain.
 */
export const LARGE_MODEL_MIN_SIZE = 19;

/** Playouts needed before the bot trusts its estimate enough to resign. */
const RESIGN_MIN_PLAYOUTS = 200;

export class GoBot {
  private readonly rng: Rng;
  private readonly now: () => number;
  private playouts: number;
  private timeMs: number;
  /** The position after the bot's last move and that move's subtree, for tree reuse. */
  private kept: { board: FastBoard; node: Node; komi: number } | undefined = undefined;

  constructor(private readonly options: BotOptions = {}) {
    const level = botLevel(options.level ?? 5);
    this.playouts = options.playouts ?? level.playouts;
    this.timeMs = options.timeMs ?? level.timeMs;
    this.rng = Rng.fromSeed(options.seed ?? 'qipan-bot');
    this.now = options.now ?? Date.now;
  }

  /** Changes the thinking time per move (GTP time commands), in milliseconds. */
  setTimeMs(ms: number): void {
    this.timeMs = Math.max(1, ms);
  }

  get timePerMoveMs(): number {
    return this.timeMs;
  }

  /** A move for `color` (GTP lets either side move); a callback shape for `GtpEngine`. */
  genmove(state: GoState, color: Color): GoMove {
    return this.think(state, color).move;
  }

  /**
   * A move of KGS's cleanup phase (`kgs-genmove_cleanup`), played after the two sides
   * disagreed over dead stones: every stone left on the board will count as alive.
   * After an opposing move the bot answers it as `think` would (a threat is met). It
   * does not pass while some of the opponent's stones are judged dead (by playouts):
   * it plays the best searched move next to them instead, never one that puts two or
   * more of its own stones in atari, and passes when no such move is left. One search
   * per move: after an opposing move, the search over every legal move also ranks the
   * moves next to dead stones.
   */
  cleanup(state: GoState, color: Color): GoMove {
    const start = this.now();
    const board = state.board;
    const c = stoneColor(color);
    const open = { ...state, passes: 0 };
    // After an opposing move, one search over every legal move serves both choices: its
    // best move when that is not a pass, else its best move next to dead stones.
    const answering = state.lastMove?.type === 'play' && state.turn === color;
    const all = answering ? legalRootPoints(state, color) : [];
    const wide = all.length > 0 ? this.searchFrom(open, color, all, start) : undefined;
    if (wide !== undefined && wide.move !== PASS_MOVE)
      return this.chose(state, color, wide.move, wide);
    const o = otherColor(c);
    const { dead } = estimateOwnership(state, {
      playouts: PASS_CHECK_PLAYOUTS,
      seed: this.rng.nextUint32(),
    });
    const targets = new Set<number>();
    for (const d of dead) {
      const p = board.index(d.x, d.y);
      if (board.cells[p] !== o) continue;
      for (const off of board.offsets) if (board.cells[p + off] === EMPTY) targets.add(p + off);
    }
    const wanted = (p: number): boolean => targets.has(p) && !isSelfAtari(board, c, p, 2);
    if (wide !== undefined) {
      // Every legal move is a root child (the line rule may drop lone first-line ones).
      const best = wide.candidates.find((x) => wanted(x.move))?.move ?? all.find(wanted);
      return this.chose(state, color, best ?? PASS_MOVE, wide);
    }
    this.kept = undefined;
    const rootMoves = legalRootPoints(state, color).filter(wanted);
    if (rootMoves.length === 0) return PASS;
    const r = this.searchFrom(open, color, rootMoves, start);
    const best = r.candidates.find((x) => x.move !== PASS_MOVE)?.move ?? (rootMoves[0] as number);
    return this.chose(state, color, best, r);
  }

  /** `move` (a point or {@link PASS_MOVE}) as a move, its subtree of `r` kept for reuse. */
  private chose(state: GoState, color: Color, move: number, r: SearchResult): GoMove {
    const board = state.board;
    this.keep(board, stoneColor(color), move, r.tree, komiOf(state));
    return move === PASS_MOVE
      ? PASS
      : { type: 'play', point: { x: board.x(move), y: board.y(move) } };
  }

  /** True when the game, scored now under its rules with playout-judged dead stones, is won by `color`. */
  private passingWins(state: GoState, color: Color): boolean {
    const { dead } = estimateOwnership(state, {
      playouts: PASS_CHECK_PLAYOUTS,
      seed: this.rng.nextUint32(),
    });
    return score(state, { dead }).winner === color;
  }

  /** Remembers the position after `move` and its subtree, to search on from the next move. */
  private keep(board: FastBoard, c: StoneColor, move: number, tree: Node, komi: number): void {
    const node = tree.children?.find((ch) => ch.move === move);
    if (node === undefined) {
      this.kept = undefined;
      return;
    }
    const after = board.clone();
    if (move === PASS_MOVE) after.pass();
    else after.play(c, move);
    this.kept = { board: after, node, komi };
  }

  /**
   * The kept subtree for `state` when it is the kept position plus one opposing move,
   * and the bot's own move before that one (`own`, -1 when unknown).
   */
  private reusableTree(state: GoState): { node: Node | undefined; own: number } {
    const none = { node: undefined, own: -1 };
    const kept = this.kept;
    this.kept = undefined;
    const last = state.lastMove;
    if (kept === undefined || last === undefined || last.type === 'resign') return none;
    if (kept.komi !== komiOf(state)) return none;
    const b = kept.board.clone();
    const o = otherColor(kept.node.color);
    let move = PASS_MOVE;
    if (last.type === 'play') {
      move = b.index(last.point.x, last.point.y);
      if (b.check(o, move, 'allowed') !== undefined) return none;
      b.play(o, move);
    } else b.pass();
    const now = state.board;
    if (b.hashLo !== now.hashLo || b.hashHi !== now.hashHi || b.ko !== now.ko) return none;
    if (b.cells.some((v, i) => v !== now.cells[i])) return none;
    return { node: kept.node.children?.find((ch) => ch.move === move), own: kept.node.move };
  }

  /**
   * Searches `state` for `color` with this bot's budget and returns the root counts
   * without choosing (a helper's half of root parallelism). The subtree of its own
   * best move is kept for tree reuse.
   */
  rootStats(state: GoState, color: Color): RootStats {
    const start = this.now();
    const rootMoves = legalRootPoints(state, color);
    if (rootMoves.length === 0) return { moves: [], visits: [], wins: [], playouts: 0 };
    const r = this.searchFrom(state, color, rootMoves, start);
    const moves: number[] = [];
    const visits: number[] = [];
    const wins: number[] = [];
    for (const ch of r.candidates) {
      moves.push(ch.move);
      visits.push(ch.visits);
      wins.push(ch.winRate * ch.visits);
    }
    this.keep(state.board, stoneColor(color), r.move, r.tree, komiOf(state));
    return { moves, visits, wins, playouts: r.playouts };
  }

  private searchFrom(
    state: GoState,
    color: Color,
    rootMoves: readonly number[],
    start: number,
  ): SearchResult {
    const board = state.board;
    // Leave a margin for the root set-up and the answer.
    const budget = this.timeMs * 0.95 - (this.now() - start);
    const last = state.lastMove;
    const { node: reuse, own } = this.reusableTree(state);
    const model = board.size >= LARGE_MODEL_MIN_SIZE ? this.options.model : undefined;
    return search(board, stoneColor(color), {
      ...(reuse ? { reuse } : {}),
      ...(model ? { model, widen: true } : {}),
      ...(board.size >= LARGE_MODEL_MIN_SIZE && this.options.scoreWeight
        ? { scoreWeight: this.options.scoreWeight }
        : {}),
      last2: own,
      komi: komiOf(state),
      maxPlayouts: this.playouts,
      deadline: start + Math.max(1, budget),
      now: this.now,
      rng: this.rng,
      rootMoves,
      passes: Math.min(1, state.passes),
      last: last?.type === 'play' ? board.index(last.point.x, last.point.y) : -1,
    });
  }

  /**
   * Chooses a move for `color`. `helpers`, when given, is called once the own search
   * is over and returns other searches' root counts of the same position (root
   * parallelism); they are added to the bot's own before it chooses.
   */
  think(state: GoState, color: Color, helpers?: () => readonly RootStats[]): BotMove {
    const start = this.now();
    const board = state.board;
    const c = stoneColor(color);
    const rootMoves = legalRootPoints(state, color);
    if (rootMoves.length === 0) {
      return { move: PASS, winRate: 0.5, playouts: 0, elapsedMs: this.now() - start };
    }
    // After the opponent's pass: would passing win, dead stones judged by playouts?
    const passOk = state.passes > 0 && this.passingWins(state, color);
    const r = withHelpers(this.searchFrom(state, color, rootMoves, start), helpers?.() ?? []);
    const elapsedMs = this.now() - start;
    const resign =
      this.options.resignBelow !== undefined &&
      r.playouts >= RESIGN_MIN_PLAYOUTS &&
      r.winRate < this.options.resignBelow;
    if (resign) return { move: RESIGN, winRate: r.winRate, playouts: r.playouts, elapsedMs };
    // After the opponent's pass: pass when that wins; when it loses, play on only with a
    // move that neither fills the bot's own area nor is a self-atari (such moves cannot
    // turn the count and can ruin groups: passing is better even into a loss).
    const passChild = r.candidates.find((x) => x.move === PASS_MOVE);
    let chosen = r.move;
    if (passOk && passChild !== undefined && passChild.winRate > 0.5) chosen = PASS_MOVE;
    else if (state.passes > 0) {
      const safe = (p: number): boolean => p !== PASS_MOVE && !unsafeAfterPass(board, c, p);
      if ((chosen === PASS_MOVE && !passOk) || (chosen !== PASS_MOVE && !safe(chosen)))
        chosen = r.candidates.find((x) => safe(x.move))?.move ?? PASS_MOVE;
    }
    this.keep(board, c, chosen, r.tree, komiOf(state));
    const move: GoMove =
      chosen === PASS_MOVE
        ? PASS
        : { type: 'play', point: { x: board.x(chosen), y: board.y(chosen) } };
    return { move, winRate: r.winRate, playouts: r.playouts, elapsedMs };
  }
}

/** `r` with the helpers' root counts added (candidates re-ranked, playouts summed). */
function withHelpers(r: SearchResult, helpers: readonly RootStats[]): SearchResult {
  if (helpers.length === 0) return r;
  const sum = new Map<number, { visits: number; wins: number }>();
  for (const ch of r.candidates)
    sum.set(ch.move, { visits: ch.visits, wins: ch.winRate * ch.visits });
  let playouts = r.playouts;
  for (const h of helpers) {
    playouts += h.playouts;
    h.moves.forEach((m, i) => {
      const e = sum.get(m);
      if (e === undefined) return; // not a candidate here (cannot happen for the same position)
      e.visits += h.visits[i] as number;
      e.wins += h.wins[i] as number;
    });
  }
  const old = new Map(r.candidates.map((ch) => [ch.move, ch.winRate]));
  const candidates = [...sum.entries()]
    .map(([move, e]) => ({
      move,
      visits: e.visits,
      winRate: e.visits > 0 ? e.wins / e.visits : (old.get(move) ?? 0.5),
    }))
    .sort((a, b) => b.visits - a.visits || b.winRate - a.winRate);
  const best = candidates[0] as { move: number; visits: number; winRate: number };
  return { ...r, move: best.move, winRate: best.winRate, playouts, candidates };
}

/** Playouts used to judge dead stones before passing. */
const PASS_CHECK_PLAYOUTS = 150;

/** The komi the search counts with: the rules' komi plus any handicap compensation. */
const komiOf = (state: GoState): number => state.rules.komi + handicapCompensation(state);

/** White's extra points under area presets that compensate the handicap. */
function handicapCompensation(state: GoState): number {
  const { handicap, handicapCompensation: mode } = state.rules;
  if (handicap < 2 || mode === 'none') return 0;
  return mode === 'n' ? handicap : handicap - 1;
}

/** Empty points `color` may legally play under the full rules, own eyes left out. */
export function legalRootPoints(state: GoState, color: Color): number[] {
  const b = state.board;
  const c = stoneColor(color);
  const superko = state.rules.ko !== 'simple';
  const out: number[] = [];
  const probe = { ...state, passes: 0 };
  for (let p = 0; p < b.cells.length; p++) {
    if (b.cells[p] !== EMPTY || isOwnEye(b, c, p)) continue;
    if (b.check(c, p, 'forbidden') !== undefined) continue;
    if (superko && !playAs(probe, color, { type: 'play', point: { x: b.x(p), y: b.y(p) } }).ok)
      continue;
    out.push(p);
  }
  return out;
}
