/**
 * Move features for the learned move model (Coulom 2007, "Computing Elo ratings of
 * move patterns in the game of Go": a move's strength is the product of the gammas
 * of its features, fitted by minorization–maximization to professional games). Four
 * feature groups: the 3×3 neighbourhood (colours seen from the side to move, the 8
 * symmetries folded together), the line with "no stone within 3", the distance to the
 * previous move, and one tactical tag (capture, atari escape, self-atari, atari).
 * The training script (`lab/go/train-patterns.ts`) and the bot use these
 * same functions; the fitted gammas live in the data file `small-model.json`.
 *
 * @example
 * ```ts
 * import { FastBoard, BLACK } from '@qipan/go/bot';
 * import { moveGamma } from './features.js';
 * const b = FastBoard.create(19);
 * moveGamma(b, BLACK, b.index(3, 3), -1) > moveGamma(b, BLACK, b.index(0, 0), -1); // true
 * ```
 */
import { BLACK, EMPTY, WHITE, otherColor, type FastBoard, type StoneColor } from '../board.js';
import { stoneNear } from './lines.js';
import { isSelfAtari, libertiesAfter, onlyLiberty } from './liberties.js';
import { neighbourhoodCode } from './patterns.js';
import { readSmallModel, shippedModel } from './model-data.js';
import SMALL_MODEL from './small-model.json' with { type: 'json' };

/** The small model's tables, checked once when the module loads. */
const { PATTERN_GAMMAS, RARE_PATTERN_GAMMA, LINE_GAMMAS, DIST_GAMMAS, TACTIC_GAMMAS } =
  shippedModel('small-model.json', readSmallModel(SMALL_MODEL as unknown));

/**
 * A move model for the search's priors: the strength of `c` playing at empty `p`
 * (`last`, `last2`: the previous move and the one before it, or -1; `tactic`: the
 * move's {@link TACTIC} tag). The small model below is the default; large.ts has the
 * large one.
 */
export interface MoveModel {
  gamma(
    b: FastBoard,
    c: StoneColor,
    p: number,
    last: number,
    last2: number,
    tactic: number,
  ): number;
}

/** Tactical tags (one per move, the first that applies). */
export const TACTIC = { none: 0, capture: 1, escape: 2, selfAtari: 3, atari: 4 } as const;
export const TACTIC_COUNT = 5;
export const LINE_COUNT = 60;
export const DIST_COUNT = 10;

/** Neighbour order of the code: NW N NE W E SW S SE; positions in the 3×3 square. */
const SQUARE = [0, 1, 2, 3, 5, 6, 7, 8];

let canonTable: Uint16Array | undefined;

/** Per 16-bit neighbourhood code (black to move): the smallest code over the 8 symmetries. */
function canonical(): Uint16Array {
  if (canonTable) return canonTable;
  const maps: number[][] = [];
  for (let s = 0; s < 8; s++) {
    const map: number[] = [];
    for (const i of SQUARE) {
      let r = Math.floor(i / 3) - 1;
      let c = (i % 3) - 1;
      if (s & 1) c = -c;
      if (s & 2) r = -r;
      if (s & 4) [r, c] = [c, r];
      map.push(SQUARE.indexOf((r + 1) * 3 + c + 1));
    }
    maps.push(map);
  }
  const t = new Uint16Array(1 << 16);
  for (let code = 0; code < 1 << 16; code++) {
    let best = code;
    for (const map of maps) {
      let v = 0;
      for (let k = 0; k < 8; k++) v |= ((code >> (2 * k)) & 3) << (2 * (map[k] as number));
      if (v < best) best = v;
    }
    t[code] = best;
  }
  canonTable = t;
  return t;
}

/** Swaps black and white in a neighbourhood code (empty and edge stay). */
export function swapColours(code: number): number {
  let out = 0;
  for (let k = 0; k < 8; k++) {
    const v = (code >> (2 * k)) & 3;
    out |= (v === BLACK ? WHITE : v === WHITE ? BLACK : v) << (2 * k);
  }
  return out;
}

/** The canonical 3×3 pattern of `p` seen by `c` (own stones as BLACK, the opponent's as WHITE). */
export function patternOf(b: FastBoard, c: StoneColor, p: number): number {
  const code = neighbourhoodCode(b, p);
  return canonical()[c === BLACK ? code : swapColours(code)] as number;
}

/**
 * Line feature: the nearer edge's line (0..4, 4 meaning "4 or more"), the farther
 * edge's line (0..5, 5 meaning "5 or more": corners apart from sides) and whether a
 * stone is within 3, as ((near × 6 + far) × 2 + alone).
 */
export function lineFeature(b: FastBoard, p: number): number {
  return lineIndex(b, p) * 2 + (stoneNear(b, p, 3) ? 0 : 1);
}

function lineIndex(b: FastBoard, p: number): number {
  const n = b.size;
  const s = n + 2;
  const x = (p % s) - 1;
  const y = Math.floor(p / s) - 1;
  const lx = Math.min(x, n - 1 - x);
  const ly = Math.min(y, n - 1 - y);
  return Math.min(lx, ly, 4) * 6 + Math.min(Math.max(lx, ly), 5);
}

/** The line feature the bot uses: on boards under 13×13 "alone" is left out (the table is 19×19 opening lore). */
function botLineFeature(b: FastBoard, p: number): number {
  return b.size >= 13 ? lineFeature(b, p) : lineIndex(b, p) * 2;
}

/** Distance feature to the previous move (0 = none): Coulom's dx + dy + max(dx, dy), bucketed. */
export function distFeature(b: FastBoard, p: number, last: number): number {
  if (last < 0) return 0;
  const s = b.size + 2;
  const dx = Math.abs((p % s) - (last % s));
  const dy = Math.abs(Math.floor(p / s) - Math.floor(last / s));
  const d = dx + dy + Math.max(dx, dy);
  if (d <= 7) return d - 1; // 2..7 -> 1..6
  if (d <= 9) return 7;
  return d <= 13 ? 8 : 9;
}

/** Distance feature to the side to move's own previous move (`last2`; 0 = none, or that stone was captured). */
export function dist2Feature(b: FastBoard, p: number, last2: number): number {
  return last2 < 0 || p === last2 ? 0 : distFeature(b, p, last2);
}

/** Distinct liberties of the chain through `q`, counted up to 3. */
function libsUpTo3(b: FastBoard, q: number): number {
  const cells = b.cells;
  const dirs = b.offsets;
  let a = -1;
  let c2 = -1;
  let s = q;
  do {
    for (let k = 0; k < 4; k++) {
      const r = s + (dirs[k] as number);
      if (cells[r] !== EMPTY || r === a || r === c2) continue;
      if (a < 0) a = r;
      else if (c2 < 0) c2 = r;
      else return 3;
    }
    s = b.next[s] as number;
  } while (s !== q);
  return a < 0 ? 0 : c2 < 0 ? 1 : 2;
}

/** The tactical tag of `c` playing at empty `p`. */
export function tacticFeature(b: FastBoard, c: StoneColor, p: number): number {
  const cells = b.cells;
  const dirs = b.offsets;
  const o = otherColor(c);
  let escape = false;
  let atari = false;
  for (let k = 0; k < 4; k++) {
    const q = p + (dirs[k] as number);
    const v = cells[q];
    if (v === o) {
      const n = libsUpTo3(b, q);
      if (n === 1) return TACTIC.capture;
      if (n === 2) atari = true;
    } else if (v === c && !escape && onlyLiberty(b, q) === p) escape = true;
  }
  if (escape && libertiesAfter(b, c, p, 2) >= 2) return TACTIC.escape;
  if (isSelfAtari(b, c, p, 1)) return TACTIC.selfAtari;
  return atari ? TACTIC.atari : TACTIC.none;
}

let patternGammas: Float32Array[] | undefined;

/** A learned `code:q` table (codes in base 36, q = round(10 · ln gamma)) as a map from code to gamma. */
export function parseGammaTable(table: string): Map<number, number> {
  const out = new Map<number, number>();
  if (table === '') return out;
  for (const entry of table.split(',')) {
    const [code, q] = entry.split(':');
    out.set(parseInt(code as string, 36), Math.exp(Number(q) / 10));
  }
  return out;
}

/**
 * Per side to move (index BLACK, WHITE) and raw 16-bit code: the pattern gammas of a
 * `code:q` table (canonical codes in base 36, q = round(10 · ln gamma)); patterns not
 * listed get `rare`.
 */
export function buildPatternTables(table: string, rare: number): Float32Array[] {
  const known = parseGammaTable(table);
  const canon = canonical();
  const black = new Float32Array(1 << 16);
  const white = new Float32Array(1 << 16);
  for (let code = 0; code < 1 << 16; code++) {
    black[code] = known.get(canon[code] as number) ?? rare;
    white[code] = known.get(canon[swapColours(code)] as number) ?? rare;
  }
  return [black, black, white];
}

/** Per side to move (index BLACK, WHITE) and raw 16-bit code: the learned pattern gamma. */
function patternTables(): Float32Array[] {
  // Patterns too rare to fit are mostly odd tactical shapes that professionals
  // played often; in the bot's games they are mostly just odd: no bonus for them.
  patternGammas ??= buildPatternTables(PATTERN_GAMMAS, Math.min(RARE_PATTERN_GAMMA, 1));
  return patternGammas;
}

/** The learned gamma of the 3×3 pattern alone (for the playouts). */
export function patternGamma(b: FastBoard, c: StoneColor, p: number): number {
  const tables = patternGammas ?? patternTables();
  return (tables[c] as Float32Array)[neighbourhoodCode(b, p)] as number;
}

/** The learned strength of `c` playing at empty `p` (`last`: the previous move or -1). */
export function moveGamma(b: FastBoard, c: StoneColor, p: number, last: number): number {
  return moveGammaWith(b, c, p, last, tacticFeature(b, c, p));
}

/** {@link moveGamma} with the tactical tag of the move already known. */
export function moveGammaWith(
  b: FastBoard,
  c: StoneColor,
  p: number,
  last: number,
  tactic: number,
): number {
  return (
    patternGamma(b, c, p) *
    (LINE_GAMMAS[botLineFeature(b, p)] as number) *
    (DIST_GAMMAS[distFeature(b, p, last)] as number) *
    (TACTIC_GAMMAS[tactic] as number)
  );
}
