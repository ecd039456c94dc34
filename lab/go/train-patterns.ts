// Fits the bot's move model (packages/go/src/bot/features.ts) to professional games and
// writes its data file packages/go/src/bot/small-model.json (read by model-data.ts). The idea is Rémi Coulom's "Computing Elo ratings
// of move patterns in the game of Go" (2007): every legal move of a position competes
// with the others, a move's strength is the product of its features' gammas (3×3 pattern,
// line, distance to the previous move, tactical tag), and minorization–maximization
// fits the gammas so the moves the professionals chose win as often as possible.
//
// Data: Debian's goban-original-games (/usr/share/goban/*.sgf, *.mgt: SGF text, about
// 600 professional games). Positions are sampled (every STEP-th move, a fixed offset
// per game) to keep memory and time small.
//
// With --large it fits the large model instead (packages/go/src/bot/large.ts: three more
// groups, the 12-point diamond and 20-point square shapes of shapes.ts and the distance
// to the side's own previous move) and writes packages/go/src/bot/large-model.json. It
// also holds every fifth game out and reports the top-1 prediction on those games, for
// this model and for the small one fitted on the same games.
//
// Run: npx tsc -b && node lab/dist/go/train-patterns.js [dir] [step] [--large]
// then npx prettier --write packages/go/src/bot/small-model.json (or large-model.json)
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastBoard as Board, StoneColor } from '@qipan/go/bot';
import { ROOT } from '../paths.js';
import {
  BLACK,
  WHITE,
  EMPTY,
  FastBoard,
  DIST_COUNT,
  LINE_COUNT,
  TACTIC_COUNT,
  dist2Feature,
  distFeature,
  lineFeature,
  patternOf,
  tacticFeature,
  shapeCodes,
} from '@qipan/go/bot';

const args = process.argv.slice(2).filter((a) => a !== '--large');
const LARGE = process.argv.includes('--large');
const dir = args[0] ?? '/usr/share/goban';
const STEP = Number(args[1] ?? 4);
const ROUNDS = 12;
/** A pattern keeps its own gamma (and a row in the table) when it was a candidate this often; the others share the "rare" gamma. */
const MIN_SEEN = LARGE ? 150 : 50;

/** The main line of an SGF text: size and moves (setup stones as moves of their colour). */
interface GameMove {
  readonly c: string;
  readonly pt: string;
  readonly setup: boolean;
}

function parseGame(text: string): { size: number; moves: GameMove[] } {
  const size = Number(/SZ\[(\d+)\]/.exec(text)?.[1] ?? 19);
  const start = text.indexOf(';');
  // The main line ends where the first variation starts.
  const firstVar = text.indexOf('(', start);
  const body = firstVar > 0 ? text.slice(0, firstVar) : text;
  const moves: GameMove[] = [];
  const setup = /A([BW])((?:\s*\[[a-s]{2}\])+)/g;
  for (let m; (m = setup.exec(body));)
    for (const pt of (m[2] as string).match(/[a-s]{2}/g) ?? [])
      moves.push({ c: m[1] as string, pt, setup: true });
  const re = /;\s*([BW])\[([a-s]{2})?\]/g;
  for (let m; (m = re.exec(body));) moves.push({ c: m[1] as string, pt: m[2] ?? '', setup: false });
  return { size, moves };
}

const files = readdirSync(dir).filter((f) => /\.(sgf|mgt)$/.test(f));
/**
 * Feature groups: 3×3 pattern, line, distance, tactic, and with --large the diamond,
 * the square and the distance to the own previous move. Groups 0, 4 and 5 are shapes
 * (ids from codes, rare ones share a gamma); the others are small integers.
 */
const G = LARGE ? 7 : 4;
const SHAPE_GROUPS = LARGE ? [0, 4, 5] : [0];
const shapeIds = SHAPE_GROUPS.map(() => new Map<number, number>()); // code -> dense id
const shapeCodesOf = SHAPE_GROUPS.map((): number[] => []);
const seenOf = SHAPE_GROUPS.map((): number[] => []);

/** Competitions of one set (training or held out): per candidate G features, the winners. */
interface CompetitionSet {
  feats: Int32Array;
  nc: number;
  readonly starts: number[];
  readonly winners: number[];
}
const newSet = (): CompetitionSet => ({
  feats: new Int32Array(1 << 22),
  nc: 0,
  starts: [0],
  winners: [],
});
const train = newSet();
const held = newSet();

function shapeId(i: number, code: number, count: boolean): number {
  const ids = shapeIds[i]!;
  let id = ids.get(code);
  if (id === undefined) {
    id = shapeCodesOf[i]!.length;
    ids.set(code, id);
    shapeCodesOf[i]!.push(code);
    seenOf[i]!.push(0);
  }
  if (count) seenOf[i]![id]!++;
  return id;
}

const codes = new Float64Array(2);
function pushCandidate(
  set: CompetitionSet,
  b: Board,
  c: StoneColor,
  q: number,
  last: number,
  last2: number,
): number {
  if ((set.nc + 1) * G > set.feats.length) {
    const bigger = new Int32Array(set.feats.length * 2);
    bigger.set(set.feats);
    set.feats = bigger;
  }
  const f = set.feats;
  const o = set.nc * G;
  const count = set === train;
  f[o] = shapeId(0, patternOf(b, c, q), count);
  f[o + 1] = lineFeature(b, q);
  f[o + 2] = distFeature(b, q, last);
  f[o + 3] = tacticFeature(b, c, q);
  if (LARGE) {
    shapeCodes(b, c, q, codes);
    f[o + 4] = shapeId(1, codes[0]!, count);
    f[o + 5] = shapeId(2, codes[1]!, count);
    f[o + 6] = dist2Feature(b, q, last2);
  }
  return set.nc++;
}

let games = 0;
for (const [gi, f] of files.entries()) {
  const { size, moves } = parseGame(readFileSync(join(dir, f), 'latin1'));
  if (size !== 19) continue;
  // With --large every fifth game is held out to measure the prediction.
  const set = LARGE && gi % 5 === 0 ? held : train;
  const b = FastBoard.create(size);
  let last = -1;
  let last2 = -1;
  let ok = true;
  let n = 0;
  for (const mv of moves) {
    const c = mv.c === 'B' ? BLACK : WHITE;
    if (mv.pt === '' || mv.pt === 'tt') {
      b.pass();
      last2 = last;
      last = -1;
      continue;
    }
    const p = b.index(mv.pt.charCodeAt(0) - 97, mv.pt.charCodeAt(1) - 97);
    if (b.cells[p] !== EMPTY || (!mv.setup && b.check(c, p, 'forbidden') !== undefined)) {
      ok = false;
      break;
    }
    if (!mv.setup && n++ % STEP === gi % STEP) {
      const start = set.nc;
      let win = -1;
      for (let q = 0; q < b.cells.length; q++) {
        if (b.cells[q] !== EMPTY || b.check(c, q, 'forbidden') !== undefined) continue;
        const i = pushCandidate(set, b, c, q, last, last2);
        if (q === p) win = i;
      }
      if (win >= 0 && set.nc - start > 1) {
        set.winners.push(win);
        set.starts.push(set.nc);
      } else set.nc = start;
    }
    b.play(c, p);
    last2 = mv.setup ? -1 : last;
    last = mv.setup ? -1 : p;
  }
  if (ok || n > 50) games++;
}
const positions = train.winners.length;
console.error(
  `${games} games, ${positions} positions, ${train.nc} candidates, ` +
    `${shapeCodesOf.map((c) => c.length).join(' / ')} shapes` +
    (LARGE ? `; held out: ${held.winners.length} positions` : ''),
);

// Rare shapes share one gamma: the id after the kept ones.
const rareIds = SHAPE_GROUPS.map((_, i) => shapeCodesOf[i]!.length);
for (const set of [train, held])
  for (let k = 0; k < set.nc; k++)
    SHAPE_GROUPS.forEach((g, i) => {
      const id = set.feats[k * G + g]!;
      if (seenOf[i]![id]! < MIN_SEEN) set.feats[k * G + g] = rareIds[i]!;
    });
const groupSize = (g: number): number => {
  const i = SHAPE_GROUPS.indexOf(g);
  if (i >= 0) return rareIds[i]! + 1;
  return g === 1 ? LINE_COUNT : g === 3 ? TACTIC_COUNT : DIST_COUNT;
};

/** Strength of candidate k of `set` under `groups` (only the groups in `used`). */
type Groups = Float64Array[];
const strength = (
  set: CompetitionSet,
  groups: Groups,
  used: readonly number[],
  k: number,
): number => {
  let v = 1;
  for (const g of used) v *= groups[g]![set.feats[k * G + g]!]!;
  return v;
};

/** Minorization–maximization of the gammas of the groups in `used` on the training set. */
function fit(used: readonly number[]): Groups {
  const groups = Array.from({ length: G }, (_, g) => new Float64Array(groupSize(g)).fill(1));
  const { feats, nc, starts, winners } = train;
  // Every candidate's strength, kept up to date as the gammas change.
  const S = new Float64Array(nc).fill(1);
  const E = new Float64Array(winners.length);
  for (let round = 0; round < ROUNDS; round++) {
    for (const g of used) {
      const gam = groups[g]!;
      for (let j = 0; j < winners.length; j++) {
        let e = 0;
        for (let k = starts[j]!; k < starts[j + 1]!; k++) e += S[k]!;
        E[j] = e;
      }
      const wins = new Float64Array(gam.length);
      const denom = new Float64Array(gam.length);
      for (let j = 0; j < winners.length; j++) {
        wins[feats[winners[j]! * G + g]!]!++;
        const inv = 1 / E[j]!;
        for (let k = starts[j]!; k < starts[j + 1]!; k++) {
          const f = feats[k * G + g]!;
          denom[f]! += (S[k]! / gam[f]!) * inv;
        }
      }
      // A virtual win and loss against a gamma-1 opponent keeps unseen features finite.
      const ratio = new Float64Array(gam.length);
      for (let f = 0; f < gam.length; f++) {
        const next = (wins[f]! + 1) / (denom[f]! + 2 / (gam[f]! + 1));
        ratio[f] = next / gam[f]!;
        gam[f] = next;
      }
      for (let k = 0; k < nc; k++) S[k]! *= ratio[feats[k * G + g]!]!;
    }
    // Express the non-shape gammas relative to their first value (the products do not
    // change: the 3×3 pattern gammas take the factor).
    for (const g of used) {
      if (SHAPE_GROUPS.includes(g)) continue;
      const gr = groups[g]!;
      const first = groups[0]!;
      const ref = gr[0]!;
      for (let f = 0; f < gr.length; f++) gr[f]! /= ref;
      for (let i = 0; i < first.length; i++) first[i]! *= ref;
    }
    console.error(
      `round ${round + 1}: mean log-likelihood ${score(train, groups, used).ll.toFixed(4)}`,
    );
  }
  return groups;
}

/** Mean log-likelihood of the chosen moves and how often the model's favourite is the move chosen. */
function score(
  set: CompetitionSet,
  groups: Groups,
  used: readonly number[],
): { ll: number; top1: number } {
  let ll = 0;
  let top1 = 0;
  for (let j = 0; j < set.winners.length; j++) {
    let e = 0;
    let best = -1;
    let bestV = -1;
    for (let k = set.starts[j]!; k < set.starts[j + 1]!; k++) {
      const v = strength(set, groups, used, k);
      e += v;
      if (v > bestV) {
        bestV = v;
        best = k;
      }
    }
    ll += Math.log(strength(set, groups, used, set.winners[j]!) / e);
    if (best === set.winners[j]) top1++;
  }
  const n = Math.max(1, set.winners.length);
  return { ll: ll / n, top1: (100 * top1) / n };
}

const SMALL = [0, 1, 2, 3];
const used = LARGE ? [0, 1, 2, 3, 4, 5, 6] : SMALL;
const groups = fit(used);
const trainTop1 = score(train, groups, used).top1.toFixed(1);
console.error(`top-1 prediction: ${trainTop1}%`);
let heldNote = '';
if (LARGE) {
  const large = score(held, groups, used);
  console.error('fitting the small model on the same games, for comparison');
  const small = score(held, fit(SMALL), SMALL);
  heldNote =
    ` Top-1 prediction on ${held.winners.length} positions of the held-out games (every fifth): ` +
    `${large.top1.toFixed(1)}% (the small model of features.ts fitted on the same games: ` +
    `${small.top1.toFixed(1)}%); mean log-likelihood ${large.ll.toFixed(3)} (small: ${small.ll.toFixed(3)}).`;
  console.error(heldNote);
}

const q = (g: number): number => Math.round(10 * Math.log(g));
/** The `code:q` table of shape group i (entries whose gamma rounds like the rare one's are left out). */
function shapeTableOf(i: number): { table: string; count: number } {
  const gam = groups[SHAPE_GROUPS[i]!]!;
  const codesOf = shapeCodesOf[i]!;
  const rare = q(gam[rareIds[i]!]!);
  const keep: number[] = [];
  for (let id = 0; id < rareIds[i]!; id++)
    if (seenOf[i]![id]! >= MIN_SEEN && q(gam[id]!) !== rare) keep.push(id);
  keep.sort((a, b) => codesOf[a]! - codesOf[b]!);
  return {
    table: keep.map((id) => `${codesOf[id]!.toString(36)}:${q(gam[id]!)}`).join(','),
    count: keep.length,
  };
}
const round3 = (x: number): number => Math.round(x * 1000) / 1000;
const list = (g: number): number[] => [...groups[g]!].map(round3);
const patterns = shapeTableOf(0);
// The data file model-data.ts reads (format qipan-go-move-model, version 1).
const about =
  `Written by lab/go/train-patterns.ts${LARGE ? ' --large' : ''} from ${games} 19×19 professional ` +
  `games of Debian's goban-original-games (${dir}), ${positions} positions (every ` +
  `${STEP}th move${LARGE ? ' of four games in five' : ''}), ${ROUNDS} rounds of minorization–maximization (Coulom 2007). ` +
  `Top-1 prediction on the training positions: ${trainTop1}%.${heldNote} ` +
  'Do not edit: rerun the script (see its header) to write it again.';
const tables =
  'Gamma tables ("patterns", "diamonds", "squares") are "code:q" pairs: the canonical shape code in base 36 (own stones as black) and q = round(10 · ln gamma); a shape not listed has the table\'s "rare" gamma. "line": by ((nearer edge\'s line 0..4+) × 6 + (farther edge\'s line 0..5+)) × 2 + (1 when no stone is within 3); "dist": by distance bucket to the previous move (0: none); "tactic": none, capture, atari escape, self-atari, atari; "dist2": by distance bucket to the side\'s own previous move (0: none, or that stone was captured).';
const doc: Record<string, unknown> = {
  format: 'qipan-go-move-model',
  version: 1,
  kind: LARGE ? 'large' : 'small',
  about,
  tables,
  patterns: patterns.table,
  rarePattern: round3(groups[0]![rareIds[0]!]!),
  line: list(1),
  dist: list(2),
  tactic: list(3),
};
let count = patterns.count;
if (LARGE) {
  const diamonds = shapeTableOf(1);
  const squares = shapeTableOf(2);
  count += diamonds.count + squares.count;
  Object.assign(doc, {
    dist2: list(6),
    diamonds: diamonds.table,
    rareDiamond: round3(groups[4]![rareIds[1]!]!),
    squares: squares.table,
    rareSquare: round3(groups[5]![rareIds[2]!]!),
  });
}
const out = `${JSON.stringify(doc, null, 2)}\n`;
const file = LARGE ? 'large-model.json' : 'small-model.json';
writeFileSync(join(ROOT, `packages/go/src/bot/${file}`), out);
console.error(`wrote ${file}: ${count} shapes, ${out.length} bytes`);
