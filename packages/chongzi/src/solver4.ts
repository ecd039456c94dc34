/**
 * The 4×4-point game solved by retrograde analysis (fixed start, or the empty
 * start with its placement and removal phases): every position
 * reachable from the start, reduced by the 8 symmetries of the square and by
 * swapping the colours with the side to move (positions are stored from the
 * mover's point of view). Win / loss / draw for the side to move with the
 * distance to the end in plies; draw rules are not applied (a draw means neither
 * side can force a win).
 *
 * @example
 * ```ts
 * import { initial } from '@qipan/chongzi';
 * import { solve4x4 } from '@qipan/chongzi/ai';
 * const table = solve4x4();
 * table.stats.start; // { value: 'loss', distance: 46 }: Red, to move, loses in 46 plies
 * table.bestMove(initial({ size: 4, start: 'fixed' })); // a perfect move
 * ```
 */
import { captureMask } from './capture.js';
import {
  FastBoard,
  PHASE_CODES,
  PHASE_MOVEMENT,
  PHASE_PLACEMENT,
  PHASE_REMOVAL,
} from './fastboard.js';
import { decodeMove } from './game.js';
import { geometry } from './geometry.js';
import { retrograde, VALUE_LOSS, VALUE_WIN } from './retro.js';
import { toFastBoard, type ChongziState } from './state.js';
import type { ChongziMove, Phase, Start } from './types.js';

export const SOLVED_VALUES = ['win', 'loss', 'draw'] as const;
export type SolvedValue = (typeof SOLVED_VALUES)[number];

export interface PositionValue {
  readonly value: SolvedValue;
  /** Plies to the end with perfect play (the winner hurries, the loser delays); null for a draw. */
  readonly distance: number | null;
}

export interface SolveStats {
  readonly variant: Start;
  /** Value of the start position for the side to move (Red). */
  readonly start: PositionValue;
  /** Positions stored: reachable, up to symmetry and colour swap. */
  readonly positions: number;
  readonly counts: { readonly win: number; readonly loss: number; readonly draw: number };
  /** Moves (edges) of the game graph between stored positions. */
  readonly edges: number;
  readonly longestWin: number;
  readonly longestLoss: number;
  readonly milliseconds: number;
}

export interface Solution4x4 {
  readonly stats: SolveStats;
  /** Value for the side to move; undefined when the position is not reachable from the start. */
  lookup(state: ChongziState): PositionValue | undefined;
  /** A perfect move (fastest win, else a draw, else the slowest loss); undefined when none. */
  bestMove(state: ChongziState): ChongziMove | undefined;
  /** Every stored position as mover/opponent masks with its value, for tests and tools. */
  forEach(f: (mine: number, theirs: number, v: PositionValue, phase: Phase) => void): void;
  /** Value of a position given by mover/opponent masks (4×4, bit y*4+x); phase defaults to movement. */
  valueOf(mine: number, theirs: number, phase?: Phase): PositionValue | undefined;
}

const N = 4;
const g = geometry(N);

/** Byte-wise lookup tables for the 8 symmetries on 16-bit masks. */
const SYM_LO: Uint16Array[] = [];
const SYM_HI: Uint16Array[] = [];
for (let s = 0; s < 8; s++) {
  const lo = new Uint16Array(256);
  const hi = new Uint16Array(256);
  for (let b = 0; b < 256; b++) {
    for (let i = 0; i < 8; i++) {
      if ((b >>> i) & 1) {
        lo[b] = (lo[b] as number) | (1 << (g.symmetry[s * 16 + i] as number));
        hi[b] = (hi[b] as number) | (1 << (g.symmetry[s * 16 + i + 8] as number));
      }
    }
  }
  SYM_LO.push(lo);
  SYM_HI.push(hi);
}

const sym = (s: number, m: number): number =>
  (SYM_LO[s] as Uint16Array)[m & 255]! | (SYM_HI[s] as Uint16Array)[m >>> 8]!;

/** The canonical key of (mine, theirs): the least `mine * 65536 + theirs` over the symmetries. */
export function canonicalKey4(mine: number, theirs: number): number {
  let best = mine * 65536 + theirs;
  for (let s = 1; s < 8; s++) {
    const k = sym(s, mine) * 65536 + sym(s, theirs);
    if (k < best) best = k;
  }
  return best;
}

const TWO32 = 4294967296;
const FULL = 0xffff;

/** A position key: phase code * 2^32 + the canonical (mine, theirs) pair. */
export const positionKey4 = (phase: number, mine: number, theirs: number): number =>
  phase * TWO32 + canonicalKey4(mine, theirs);

/** Successor keys for the variant: captures replace (`fixed`) or remove (`empty`). */
function successorsOf(replace: boolean) {
  return (key: number, out: Float64Array): number => {
    const phase = Math.floor(key / TWO32);
    const rest = key % TWO32;
    const mine = Math.floor(rest / 65536);
    const theirs = rest % 65536;
    const occ = mine | theirs;
    let k = 0;
    if (phase === PHASE_PLACEMENT) {
      for (let q = 0; q < 16; q++) {
        if ((occ >>> q) & 1) continue;
        const placed = mine | (1 << q);
        out[k++] = positionKey4(
          (placed | theirs) === FULL ? PHASE_REMOVAL : PHASE_PLACEMENT,
          theirs,
          placed,
        );
      }
      return k;
    }
    if (mine === 0 || theirs === 0) return 0;
    if (phase === PHASE_REMOVAL) {
      // The first removal is made on a full board; after the second, movement begins.
      const next = occ === FULL ? PHASE_REMOVAL : PHASE_MOVEMENT;
      for (let q = 0; q < 16; q++) {
        if ((theirs >>> q) & 1) out[k++] = positionKey4(next, theirs & ~(1 << q), mine);
      }
      return k;
    }
    let m = mine;
    while (m !== 0) {
      const p = 31 - Math.clz32(m & -m);
      m &= m - 1;
      let d = (g.adjacent[p] as number) & ~occ;
      while (d !== 0) {
        const q = 31 - Math.clz32(d & -d);
        d &= d - 1;
        const moved = (mine & ~(1 << p)) | (1 << q);
        const cap = captureMask(g, moved, theirs, q);
        out[k++] = positionKey4(PHASE_MOVEMENT, theirs & ~cap, replace ? moved | cap : moved);
      }
    }
    return k;
  };
}

export interface Solve4x4Options {
  /** `fixed` (default): rows of pieces, captures replace. `empty`: placement, removal, captures remove. */
  readonly start?: Start;
}

/**
 * Solves the 4×4-point game from its start under the default rules (no captures
 * during placement). The fixed start takes about a second and ~100 MB.
 */
export function solve4x4(options: Solve4x4Options = {}): Solution4x4 {
  const variant: Start = options.start ?? 'fixed';
  const t0 = Date.now();
  const startKey =
    variant === 'fixed'
      ? positionKey4(PHASE_MOVEMENT, 0xf000, 0x000f)
      : positionKey4(PHASE_PLACEMENT, 0, 0);
  const r = retrograde(startKey, successorsOf(variant === 'fixed'));
  const { count, value, dist } = r;
  let win = 0;
  let loss = 0;
  let longestWin = 0;
  let longestLoss = 0;
  for (let i = 0; i < count; i++) {
    if (value[i] === VALUE_WIN) {
      win++;
      longestWin = Math.max(longestWin, dist[i] as number);
    } else if (value[i] === VALUE_LOSS) {
      loss++;
      longestLoss = Math.max(longestLoss, dist[i] as number);
    }
  }
  const at = (i: number): PositionValue =>
    value[i] === VALUE_WIN
      ? { value: 'win', distance: dist[i] as number }
      : value[i] === VALUE_LOSS
        ? { value: 'loss', distance: dist[i] as number }
        : { value: 'draw', distance: null };
  const valueOf = (
    mine: number,
    theirs: number,
    phase: Phase = 'movement',
  ): PositionValue | undefined => {
    const i = r.indexOf(positionKey4(PHASE_CODES.indexOf(phase), mine, theirs));
    return i < 0 ? undefined : at(i);
  };
  const boardOf = (s: ChongziState): FastBoard | undefined =>
    s.size === 4 && s.options.start === variant && !s.options.capturesDuringPlacement
      ? toFastBoard(s)
      : undefined;
  const fbValue = (b: FastBoard): PositionValue | undefined =>
    valueOf(b.pieces[b.side] as number, b.pieces[b.side ^ 1] as number, PHASE_CODES[b.phase]);
  const stats: SolveStats = {
    variant,
    start: at(0),
    positions: count,
    counts: { win, loss, draw: count - win - loss },
    edges: r.edges,
    longestWin,
    longestLoss,
    milliseconds: Date.now() - t0,
  };
  return {
    stats,
    valueOf,
    lookup(state) {
      const b = boardOf(state);
      return b ? fbValue(b) : undefined;
    },
    bestMove(state) {
      const b = boardOf(state);
      if (!b) return undefined;
      const moves = new Int32Array(64);
      const k = b.generate(moves, 0);
      let best = -1;
      let bestScore = -Infinity;
      for (let i = 0; i < k; i++) {
        const m = moves[i] as number;
        b.make(m);
        const v = fbValue(b);
        b.unmake(m);
        if (!v) continue;
        // The opponent's loss is our win: prefer short wins, then draws, then long losses.
        const score =
          v.value === 'loss'
            ? 100000 - v.distance!
            : v.value === 'draw'
              ? 0
              : -100000 + v.distance!;
        if (score > bestScore) {
          bestScore = score;
          best = m;
        }
      }
      return best < 0 ? undefined : decodeMove(best, 4);
    },
    forEach(f) {
      for (let i = 0; i < count; i++) {
        const key = r.keys[i] as number;
        const rest = key % TWO32;
        f(
          Math.floor(rest / 65536),
          rest % 65536,
          at(i),
          PHASE_CODES[Math.floor(key / TWO32)] as Phase,
        );
      }
    },
  };
}
