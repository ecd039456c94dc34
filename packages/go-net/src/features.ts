/**
 * The network's inputs: KataGo's input features, version 7 (22 planes over the board,
 * 19 global numbers), computed from a {@link NetPosition}.
 *
 * What each plane means follows KataGo's `fillRowV7` (cpp/neuralnet/nninputs.cpp); the
 * ladder reader and the pass-alive area (Benson's algorithm) follow the behaviour of its
 * `Board::searchIsLadderCaptured` and `Board::calculateArea`. The code is ours.
 *
 * Planes, in order (from the side to move's view):
 *  0 on the board · 1 own stone · 2 opponent stone · 3/4/5 a stone of a chain with 1/2/3
 *  liberties · 6 a point banned by ko or superko · 7/8 encore only (zero here) ·
 *  9–13 where the last five moves were played (the newest first; colours must alternate,
 *  the newest by the opponent) · 14 a stone that can be captured in a ladder ·
 *  15/16 the same one and two moves ago · 17 a move that starts a working ladder on an
 *  opponent chain with two liberties · 18/19 own/opponent pass-alive area (area scoring)
 *  · 20/21 encore only (zero here).
 *
 * Globals: 0–4 whether each of the last five moves was a pass · 5 the side to move's komi
 * / 20 · 6/7 ko rule · 8 multi-stone suicide · 9 territory scoring · 10/11 tax ·
 * 12/13 encore (zero) · 14 a pass would end the game · 15/16 playout doubling (zero) ·
 * 17 the button · 18 the komi's parity wave (area scoring).
 */
import type { NetMove, NetPosition, NetStone } from './position.js';

export const SPATIAL_FEATURES = 22;
export const GLOBAL_FEATURES = 19;

/** A ladder search gives up (and says "not captured") after this many moves, as KataGo does. */
const LADDER_BUDGET = 25000;

/** Why a position cannot be encoded. */
export class FeatureError extends Error {
  constructor(
    readonly reason: 'bad-size' | 'bad-stones' | 'unsupported-rules',
    message: string,
  ) {
    super(message);
    this.name = 'FeatureError';
  }
}

/** The two arrays the net reads for one position: `[22][size*size]` and `[19]`. */
export interface NetInputs {
  readonly spatial: Float32Array;
  readonly global: Float32Array;
}

/** Computes the version-7 inputs of `pos` (a new pair of arrays). */
export function encodeFeatures(pos: NetPosition): NetInputs {
  const area = pos.size * pos.size;
  const spatial = new Float32Array(SPATIAL_FEATURES * area);
  const global = new Float32Array(GLOBAL_FEATURES);
  encodeInto(pos, spatial, global);
  return { spatial, global };
}

/** Writes the inputs of `pos` into `spatial` (22 × size² values, zeroed first) and `global` (19). */
export function encodeInto(pos: NetPosition, spatial: Float32Array, global: Float32Array): void {
  const size = pos.size;
  if (!Number.isInteger(size) || size < 2 || size > 19)
    throw new FeatureError('bad-size', `the network reads boards of 2 to 19 lines, not ${size}`);
  const area = size * size;
  if (pos.stones.length !== area)
    throw new FeatureError(
      'bad-stones',
      `a ${size}×${size} board has ${area} points, not ${pos.stones.length}`,
    );
  const tax = pos.rules.tax ?? 'none';
  if (pos.rules.scoring === 'area' && tax !== 'none')
    throw new FeatureError('unsupported-rules', 'area scoring with a group tax is not supported');
  spatial.fill(0, 0, SPATIAL_FEATURES * area);
  global.fill(0, 0, GLOBAL_FEATURES);
  const set = (plane: number, p: number): void => {
    spatial[plane * area + p] = 1;
  };

  const pla: 1 | 2 = pos.toMove === 'black' ? 1 : 2;
  const opp: 1 | 2 = pla === 1 ? 2 : 1;
  const board = LBoard.from(size, pos.stones);
  board.ko = simpleKo(board, pos);

  // 0–5: the board, the stones, their liberties.
  for (let p = 0; p < area; p++) {
    set(0, p);
    const s = pos.stones[p];
    if (s === 0) continue;
    set(s === pla ? 1 : 2, p);
    const libs = board.libertyCount(board.loc(p));
    if (libs >= 1 && libs <= 3) set(2 + libs, p);
  }
  // 6: ko and superko bans.
  for (const p of pos.koBanned ?? []) if (p >= 0 && p < area) set(6, p);

  // 18/19: pass-alive area, and whether ending the game now would not win.
  const selfKomi = selfKomiOf(pos, pla);
  let endNowWouldNotWin = false;
  if (pos.rules.scoring === 'area') {
    const owner = board.passAliveArea(pos.rules.suicide);
    let score = 0;
    for (let p = 0; p < area; p++) {
      const o = owner[board.loc(p)];
      if (o === pla) {
        set(18, p);
        score++;
      } else if (o === opp) {
        set(19, p);
        score--;
      }
    }
    endNowWouldNotWin = score + selfKomi <= 0;
  }
  void endNowWouldNotWin; // read only with KataGo's passing hacks, which raw outputs leave off

  // 9–13 and globals 0–4: the recent moves, hidden where KataGo hides them.
  const history = pos.history;
  let trailingPasses = 0;
  while (
    trailingPasses < history.length &&
    history[history.length - 1 - trailingPasses]?.point === 'pass'
  )
    trailingPasses++;
  // KataGo's rules here: a pass ends the phase after a pass; under area scoring that ends the game.
  const passWouldEndPhase = trailingPasses >= 1;
  const passWouldEndGame = passWouldEndPhase && pos.rules.scoring === 'area';
  let maxHistory = 5;
  let suppressPassEnds = false;
  if (passWouldEndGame && (pos.rules.friendlyPass ?? false) && trailingPasses === 1) {
    // A friendly pass: the net is shown the position as if a pass would not end it.
    maxHistory = 0;
    suppressPassEnds = true;
  } else if (trailingPasses >= 2) {
    // The game (or its normal phase) is over: only the last pass is shown.
    maxHistory = 1;
  }
  let included = 0;
  for (let i = 0; i < Math.min(maxHistory, history.length); i++) {
    const m = history[history.length - 1 - i] as NetMove;
    const want = i % 2 === 0 ? opp : pla;
    if ((m.color === 'black' ? 1 : 2) !== want) break;
    included = i + 1;
    if (m.point === 'pass') global[i] = 1;
    else if (m.point >= 0 && m.point < area) set(9 + i, m.point);
  }

  // 14–17: ladders, now and one and two moves ago.
  board.forLadders((p, working) => {
    set(14, p);
    const l = board.loc(p);
    if (board.colors[l] === opp && board.libertyCount(l) > 1)
      for (const w of working) set(17, board.point(w));
  });
  const prev = previousBoards(pos, board);
  const prev1 = included < 1 ? board : prev[0];
  const prev2 = included < 2 ? prev1 : prev[1];
  prev1.forLadders((p) => set(15, p));
  prev2.forLadders((p) => set(16, p));

  // Globals.
  const boardArea = area;
  const clip = boardArea + 20;
  global[5] = Math.max(-clip, Math.min(clip, selfKomi)) / 20;
  if (pos.rules.ko === 'positional') {
    global[6] = 1;
    global[7] = 0.5;
  } else if (pos.rules.ko === 'situational') {
    global[6] = 1;
    global[7] = -0.5;
  }
  if (pos.rules.suicide) global[8] = 1;
  if (pos.rules.scoring === 'territory') global[9] = 1;
  if (tax === 'seki') global[10] = 1;
  else if (tax === 'all') {
    global[10] = 1;
    global[11] = 1;
  }
  global[14] = !suppressPassEnds && passWouldEndPhase ? 1 : 0;
  if (pos.rules.button ?? false) global[17] = 1;
  if (pos.rules.scoring === 'area') {
    const k = Math.max(-clip, Math.min(clip, selfKomi));
    const even = boardArea % 2 === 0;
    const floor = even ? Math.floor(k / 2) * 2 : Math.floor((k - 1) / 2) * 2 + 1;
    const delta = Math.max(0, Math.min(2, k - floor));
    global[18] = delta < 0.5 ? delta : delta < 1.5 ? 1 - delta : delta - 2;
  }
}

/** White's komi as the net sees it (with the bonus points the rules give), from `pla`'s side. */
function selfKomiOf(pos: NetPosition, pla: 1 | 2): number {
  const white = Math.fround(pos.komi + (pos.whiteBonus ?? 0));
  return pla === 2 ? white : -white;
}

/** The simple-ko point, if the last move took one stone back into a ko shape. */
function simpleKo(board: LBoard, pos: NetPosition): number {
  const last = pos.history[pos.history.length - 1];
  if (last === undefined || last.point === 'pass' || (pos.koBanned ?? []).length === 0) return -1;
  const l = board.loc(last.point);
  const libs: number[] = [];
  board.chainLiberties(l, libs);
  if (board.chainSize(l) !== 1 || libs.length !== 1) return -1;
  const k = libs[0] as number;
  return (pos.koBanned ?? []).includes(board.point(k)) ? k : -1;
}

/** The boards one and two moves ago: given, or the current one with the last stones lifted. */
function previousBoards(pos: NetPosition, board: LBoard): [LBoard, LBoard] {
  const given = pos.previous;
  if (given !== undefined && given.length >= 2)
    return [
      LBoard.from(pos.size, given[0] as ArrayLike<NetStone>),
      LBoard.from(pos.size, given[1] as ArrayLike<NetStone>),
    ];
  const h = pos.history;
  const lift = (b: LBoard, m: NetMove | undefined): LBoard => {
    const c = b.copy();
    if (m !== undefined && m.point !== 'pass') c.colors[c.loc(m.point)] = 0;
    return c;
  };
  const one =
    given?.[0] !== undefined ? LBoard.from(pos.size, given[0]) : lift(board, h[h.length - 1]);
  return [one, lift(one, h[h.length - 2])];
}

const WALL = 3;

/**
 * A board for reading: stones with a wall around them, a simple-ko point, and play/undo
 * for the ladder reader. Locations are `(y + 1) * (size + 2) + x + 1`.
 */
class LBoard {
  readonly w: number;
  ko = -1;
  private readonly seen: Int32Array;
  private readonly seenLib: Int32Array;
  private stamp = 0;
  private readonly adj: readonly number[];
  /** A flood-fill stack for the counting helpers (never nested). */
  private readonly scratch: Int32Array;
  /** Saved boards for undo, reused. */
  private readonly saves: Uint8Array[] = [];
  private depth = 0;

  private constructor(
    readonly size: number,
    readonly colors: Uint8Array,
  ) {
    this.w = size + 2;
    this.seen = new Int32Array(colors.length);
    this.seenLib = new Int32Array(colors.length);
    this.adj = [-this.w, -1, 1, this.w];
    this.scratch = new Int32Array(colors.length);
  }

  static from(size: number, stones: ArrayLike<NetStone>): LBoard {
    const w = size + 2;
    const colors = new Uint8Array(w * w).fill(WALL);
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) {
        const s = stones[y * size + x];
        colors[(y + 1) * w + x + 1] = s === 1 || s === 2 ? s : 0;
      }
    return new LBoard(size, colors);
  }

  copy(): LBoard {
    const b = new LBoard(this.size, this.colors.slice());
    b.ko = this.ko;
    return b;
  }

  loc(p: number): number {
    return (Math.floor(p / this.size) + 1) * this.w + (p % this.size) + 1;
  }

  point(l: number): number {
    return (Math.floor(l / this.w) - 1) * this.size + (l % this.w) - 1;
  }

  private next(): number {
    this.stamp++;
    if (this.stamp > 0x3fffffff) {
      this.seen.fill(0);
      this.seenLib.fill(0);
      this.stamp = 1;
    }
    return this.stamp;
  }

  /** The stones of the chain at `l` (appended to `out`). */
  chainStones(l: number, out: number[]): void {
    const c = this.colors[l];
    const st = this.next();
    const start = out.length;
    out.push(l);
    this.seen[l] = st;
    for (let i = start; i < out.length; i++) {
      const q = out[i] as number;
      for (const d of this.adj) {
        const r = q + d;
        if (this.colors[r] === c && this.seen[r] !== st) {
          this.seen[r] = st;
          out.push(r);
        }
      }
    }
  }

  chainSize(l: number): number {
    return this.flood(l, false);
  }

  /** The size of the chain at `l`, or with `libs` its liberty count; no allocation. */
  private flood(l: number, libs: boolean): number {
    const c = this.colors[l];
    const st = this.next();
    const stack = this.scratch;
    const colors = this.colors;
    const w = this.w;
    let n = 1;
    let found = 0;
    stack[0] = l;
    this.seen[l] = st;
    for (let i = 0; i < n; i++) {
      const q = stack[i] as number;
      for (let k = 0; k < 4; k++) {
        const r = q + (k === 0 ? -w : k === 1 ? -1 : k === 2 ? 1 : w);
        const v = colors[r];
        if (v === c) {
          if (this.seen[r] !== st) {
            this.seen[r] = st;
            stack[n++] = r;
          }
        } else if (libs && v === 0 && this.seenLib[r] !== st) {
          this.seenLib[r] = st;
          found++;
        }
      }
    }
    return libs ? found : n;
  }

  /** The liberties of the chain at `l` (appended to `out`, each once). */
  chainLiberties(l: number, out: number[]): void {
    const stones: number[] = [];
    this.chainStones(l, stones);
    const st = this.stamp;
    for (const q of stones)
      for (const d of this.adj) {
        const r = q + d;
        if (this.colors[r] === 0 && this.seenLib[r] !== st) {
          this.seenLib[r] = st;
          out.push(r);
        }
      }
  }

  libertyCount(l: number): number {
    return this.flood(l, true);
  }

  private immediateLiberties(l: number): number {
    let n = 0;
    for (const d of this.adj) if (this.colors[l + d] === 0) n++;
    return n;
  }

  private isSuicide(l: number, pla: number): boolean {
    const opp = 3 - pla;
    for (const d of this.adj) {
      const r = l + d;
      const c = this.colors[r];
      if (c === 0) return false;
      if (c === pla && this.libertyCount(r) > 1) return false;
      if (c === opp && this.libertyCount(r) === 1) return false;
    }
    return true;
  }

  /** Legal with no suicide at all (a suicide never helps in a ladder). */
  isLegal(l: number, pla: number): boolean {
    return this.colors[l] === 0 && l !== this.ko && !this.isSuicide(l, pla);
  }

  /** Plays (assumed legal); returns what undoes it. */
  play(l: number, pla: number): { colors: Uint8Array; ko: number } {
    let buf = this.saves[this.depth];
    if (buf === undefined) {
      buf = new Uint8Array(this.colors.length);
      this.saves.push(buf);
    }
    buf.set(this.colors);
    this.depth++;
    const saved = { colors: buf, ko: this.ko };
    const opp = 3 - pla;
    this.colors[l] = pla;
    let captured = 0;
    let lastCaptured = -1;
    for (const d of this.adj) {
      const r = l + d;
      if (this.colors[r] !== opp || this.libertyCount(r) !== 0) continue;
      const dead: number[] = [];
      this.chainStones(r, dead);
      for (const q of dead) this.colors[q] = 0;
      captured += dead.length;
      lastCaptured = r;
    }
    this.ko = -1;
    if (captured === 1 && this.chainSize(l) === 1) {
      const libs: number[] = [];
      this.chainLiberties(l, libs);
      if (libs.length === 1) this.ko = lastCaptured;
    }
    return saved;
  }

  /** Undoes the last {@link play} (plays and undos nest). */
  undo(saved: { colors: Uint8Array; ko: number }): void {
    this.colors.set(saved.colors);
    this.ko = saved.ko;
    this.depth--;
  }

  /** Moves that capture an opponent chain in atari next to the chain at `l` (appended). */
  private libertyGainingCaptures(l: number, out: number[]): void {
    const opp = 3 - (this.colors[l] as number);
    const stones: number[] = [];
    this.chainStones(l, stones);
    const checked = new Set<number>();
    for (const q of stones)
      for (const d of this.adj) {
        const r = q + d;
        if (this.colors[r] !== opp || checked.has(r)) continue;
        const chain: number[] = [];
        this.chainStones(r, chain);
        for (const c of chain) checked.add(c);
        const libs: number[] = [];
        this.chainLiberties(r, libs);
        if (libs.length === 1) for (const x of libs) if (!out.includes(x)) out.push(x);
      }
  }

  private hasLibertyGainingCaptures(l: number): boolean {
    const out: number[] = [];
    this.libertyGainingCaptures(l, out);
    return out.length > 0;
  }

  /** KataGo's quick bounds on the liberties a stone played at `l` would have. */
  private boundLibertiesAfterPlay(l: number, pla: number): { lower: number; upper: number } {
    const opp = 3 - pla;
    let immediate = 0;
    let caps = 0;
    let fromCaps = 0;
    let connSum = 0;
    let connMax = 0;
    for (const d of this.adj) {
      const r = l + d;
      const c = this.colors[r];
      if (c === 0) immediate++;
      else if (c === opp) {
        if (this.libertyCount(r) === 1) {
          caps++;
          fromCaps += this.chainSize(r);
        }
      } else if (c === pla) {
        const cl = this.libertyCount(r) - 1;
        connSum += cl;
        if (cl > connMax) connMax = cl;
      }
    }
    return { lower: caps + Math.max(connMax, immediate), upper: immediate + fromCaps + connSum };
  }

  private libertiesAfterPlay(l: number, pla: number): number {
    const saved = this.play(l, pla);
    const n = this.libertyCount(l);
    this.undo(saved);
    return n;
  }

  private connectionLibertiesX2(l: number, pla: number): number {
    let n = 0;
    for (const d of this.adj) {
      const r = l + d;
      if (this.colors[r] === pla) {
        const libs = this.libertyCount(r);
        if (libs > 1) n += libs * 2 - 3;
      }
    }
    return n;
  }

  private wouldBeKoCapture(l: number, pla: number): boolean {
    if (this.colors[l] !== 0) return false;
    const opp = 3 - pla;
    let capturable = -1;
    for (const d of this.adj) {
      const r = l + d;
      const c = this.colors[r];
      if (c !== WALL && c !== opp) return false;
      if (c === opp && this.libertyCount(r) === 1) {
        if (capturable !== -1) return false;
        capturable = r;
      }
    }
    return capturable !== -1 && this.chainSize(capturable) === 1;
  }

  private adjacent(a: number, b: number): boolean {
    return a - b === 1 || b - a === 1 || a - b === this.w || b - a === this.w;
  }

  /**
   * Whether the chain at `l` (one or two liberties) is captured in a ladder, the defender
   * moving first when `defenderFirst`. The board is restored before it returns.
   */
  ladderCaptured(l: number, defenderFirst: boolean): boolean {
    const pla = this.colors[l] as number;
    if (pla !== 1 && pla !== 2) return false;
    const opp = 3 - pla;
    const rootLibs = this.libertyCount(l);
    if (rootLibs > 2 || (defenderFirst && rootLibs > 1)) return false;
    const savedKo = this.ko;
    if (defenderFirst) this.ko = -1;
    const budget = { nodes: 0 };
    const limit = this.size * this.size * 1.5 + 1;
    const result = this.ladderNode(l, pla, opp, defenderFirst, 0, limit, budget);
    this.ko = savedKo;
    return result === true;
  }

  /** One node of the ladder search: true captured, false escapes, undefined out of budget. */
  private ladderNode(
    l: number,
    pla: number,
    opp: number,
    defenderToMove: boolean,
    depth: number,
    limit: number,
    budget: { nodes: number },
  ): boolean | undefined {
    if (depth >= limit - 1) return true;
    const libs = this.libertyCount(l);
    let moves: number[];
    if (!defenderToMove) {
      if (libs <= 1) return true;
      if (libs >= 3) return false;
      moves = [];
      this.chainLiberties(l, moves);
      let libs0 = this.immediateLiberties(moves[0] as number);
      let libs1 = this.immediateLiberties(moves[1] as number);
      if (
        libs0 === 0 &&
        libs1 === 0 &&
        this.wouldBeKoCapture(moves[0] as number, opp) &&
        this.wouldBeKoCapture(moves[1] as number, opp) &&
        this.libertiesAfterPlay(moves[0] as number, pla) <= 2 &&
        this.libertiesAfterPlay(moves[1] as number, pla) <= 2 &&
        !this.hasLibertyGainingCaptures(l)
      )
        return true;
      if (!this.adjacent(moves[0] as number, moves[1] as number)) {
        if (libs0 >= 3 && libs1 >= 3) return false;
        else if (libs0 >= 3) moves = [moves[0] as number];
        else if (libs1 >= 3) moves = [moves[1] as number];
      }
      if (moves.length > 1) {
        libs0 = libs0 * 2 + this.connectionLibertiesX2(moves[0] as number, pla);
        libs1 = libs1 * 2 + this.connectionLibertiesX2(moves[1] as number, pla);
        if (libs1 > libs0) moves = [moves[1] as number, moves[0] as number];
      }
    } else {
      if (libs >= 2) return false;
      if (this.ko !== -1) return false;
      moves = [];
      this.libertyGainingCaptures(l, moves);
      const own: number[] = [];
      this.chainLiberties(l, own);
      for (const x of own) if (!moves.includes(x)) moves.push(x);
      const b = this.boundLibertiesAfterPlay(moves[moves.length - 1] as number, pla);
      if (b.lower >= 3) return false;
      if (moves.length === 1 && b.upper <= 1) return true;
    }
    const mover = defenderToMove ? pla : opp;
    for (const m of moves) {
      if (!this.isLegal(m, mover)) continue;
      if (budget.nodes >= LADDER_BUDGET) return undefined;
      const saved = this.play(m, mover);
      budget.nodes++;
      const r = this.ladderNode(l, pla, opp, !defenderToMove, depth + 1, limit, budget);
      this.undo(saved);
      if (r === undefined) return undefined;
      if (defenderToMove && !r) return false;
      if (!defenderToMove && r) return true;
    }
    return defenderToMove;
  }

  /**
   * For every stone (as a point index) of a chain with one or two liberties that a
   * ladder captures, calls `f` with, for a two-liberty chain, the attacker's working first
   * moves (as locations).
   */
  forLadders(f: (p: number, working: readonly number[]) => void): void {
    const solved = new Map<number, readonly number[] | null>();
    const ids = this.chainIds();
    for (let y = 0; y < this.size; y++)
      for (let x = 0; x < this.size; x++) {
        const p = y * this.size + x;
        const l = this.loc(p);
        const c = this.colors[l];
        if (c !== 1 && c !== 2) continue;
        const id = ids[l] as number;
        const known = solved.get(id);
        if (known !== undefined) {
          if (known !== null) f(p, []);
          continue;
        }
        const libs: number[] = [];
        this.chainLiberties(l, libs);
        if (libs.length !== 1 && libs.length !== 2) continue;
        let working: number[] | null = null;
        if (libs.length === 1) {
          if (this.ladderCaptured(l, true)) working = [];
        } else {
          const ok: number[] = [];
          for (const m of libs) {
            const attacker = 3 - c;
            if (!this.isLegal(m, attacker)) continue;
            const saved = this.play(m, attacker);
            const r = this.ladderCaptured(l, true);
            this.undo(saved);
            if (r) ok.push(m);
          }
          if (ok.length > 0) working = ok;
        }
        solved.set(id, working);
        if (working !== null) f(p, working);
      }
  }

  /** A chain number per location (stones only). */
  private chainIds(): Int32Array {
    const ids = new Int32Array(this.colors.length).fill(-1);
    let next = 0;
    for (let l = 0; l < this.colors.length; l++) {
      const c = this.colors[l];
      if ((c !== 1 && c !== 2) || ids[l] !== -1) continue;
      const s: number[] = [];
      this.chainStones(l, s);
      for (const q of s) ids[q] = next;
      next++;
    }
    return ids;
  }

  /**
   * Pass-alive stones and territory for both colours (Benson's algorithm), with the big
   * empty regions bordered by one colour's stones given to it (KataGo's area feature):
   * 0 for nobody, else the colour, per location.
   */
  passAliveArea(suicideLegal: boolean): Uint8Array {
    const result = new Uint8Array(this.colors.length);
    this.areaFor(1, suicideLegal, result);
    this.areaFor(2, suicideLegal, result);
    for (let l = 0; l < this.colors.length; l++) {
      const c = this.colors[l];
      if (result[l] === 0 && (c === 1 || c === 2)) result[l] = c;
    }
    return result;
  }

  private areaFor(pla: number, suicideLegal: boolean, result: Uint8Array): void {
    const opp = 3 - pla;
    const n = this.colors.length;
    const ids = this.chainIds();
    const region = new Int32Array(n).fill(-1);
    interface Region {
      locs: number[];
      vital: number[];
      internal: number;
      containsOpp: boolean;
      bordersDead: boolean;
    }
    const regions: Region[] = [];
    let atLeastOnePla = false;
    const adjPlaChain = (l: number, chain: number): boolean => {
      for (const d of this.adj) if (this.colors[l + d] === pla && ids[l + d] === chain) return true;
      return false;
    };
    const adjPla = (l: number): boolean => {
      for (const d of this.adj) if (this.colors[l + d] === pla) return true;
      return false;
    };
    for (let y = 0; y < this.size; y++)
      for (let x = 0; x < this.size; x++) {
        const l = (y + 1) * this.w + x + 1;
        if (region[l] !== -1) continue;
        if (this.colors[l] !== 0) {
          if (this.colors[l] === pla) atLeastOnePla = true;
          continue;
        }
        const idx = regions.length;
        const vital: number[] = [];
        for (const d of this.adj)
          if (this.colors[l + d] === pla) {
            const c = ids[l + d] as number;
            if (!vital.includes(c)) vital.push(c);
          }
        const r: Region = { locs: [], vital, internal: 0, containsOpp: false, bordersDead: false };
        regions.push(r);
        const queue = [l];
        region[l] = idx;
        for (let i = 0; i < queue.length; i++) {
          const q = queue[i] as number;
          if (r.vital.length > 0 && (suicideLegal || this.colors[q] === 0))
            r.vital = r.vital.filter((c) => adjPlaChain(q, c));
          if (r.internal < 2 && !adjPla(q)) r.internal++;
          if (this.colors[q] === opp) r.containsOpp = true;
          r.locs.push(q);
          for (const d of this.adj) {
            const a = q + d;
            if ((this.colors[a] === 0 || this.colors[a] === opp) && region[a] === -1) {
              region[a] = idx;
              queue.push(a);
            }
          }
        }
      }
    // Every pla chain with its stones and its count of vital regions.
    const chains = new Map<number, { stones: number[]; vital: number; dead: boolean }>();
    for (let l = 0; l < n; l++) {
      if (this.colors[l] !== pla) continue;
      const c = ids[l] as number;
      let e = chains.get(c);
      if (e === undefined) {
        e = { stones: [], vital: 0, dead: false };
        chains.set(c, e);
      }
      e.stones.push(l);
    }
    for (const r of regions) for (const c of r.vital) (chains.get(c) as { vital: number }).vital++;
    for (;;) {
      let killed = false;
      for (const e of chains.values()) {
        if (e.dead || e.vital >= 2) continue;
        e.dead = true;
        killed = true;
        for (const s of e.stones)
          for (const d of this.adj) {
            const a = s + d;
            const ri = region[a] as number;
            if (ri < 0 || (this.colors[a] !== 0 && this.colors[a] !== opp)) continue;
            const r = regions[ri] as Region;
            if (r.bordersDead) continue;
            r.bordersDead = true;
            for (const c of r.vital) (chains.get(c) as { vital: number }).vital--;
          }
      }
      if (!killed) break;
    }
    for (const e of chains.values()) if (!e.dead) for (const s of e.stones) result[s] = pla;
    for (const r of regions) {
      const mark =
        (r.internal <= 1 && !r.bordersDead && atLeastOnePla) ||
        (!r.containsOpp && !r.bordersDead && atLeastOnePla);
      if (mark) for (const q of r.locs) result[q] = pla;
      else if (!r.containsOpp && atLeastOnePla)
        for (const q of r.locs) if (result[q] === 0) result[q] = pla;
    }
  }
}

/** Exposed for tests: the ladder and area readers on a bare board. */
export const _internal = {
  ladderStones(size: number, stones: ArrayLike<NetStone>): number[] {
    const b = LBoard.from(size, stones);
    const out: number[] = [];
    b.forLadders((p) => out.push(p));
    return out;
  },
  passAlive(size: number, stones: ArrayLike<NetStone>, suicideLegal = false): number[] {
    const b = LBoard.from(size, stones);
    const owner = b.passAliveArea(suicideLegal);
    const out: number[] = [];
    for (let p = 0; p < size * size; p++) out.push(owner[b.loc(p)] as number);
    return out;
  },
};
