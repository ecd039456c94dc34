// Fits the bot's move model (packages/go/src/bot/features.ts) to professional games and
// writes packages/go/src/bot/learned.ts. The idea is Rémi Coulom's "Computing Elo ratings
// of move patterns in the game of Go" (2007): every legal move of a position competes
// with the others, a move's strength is the product of its features' gammas (3×3 pattern,
// line, distance to the previous move, tactical tag), and minorization–maximization
// fits the gammas so the moves the professionals chose win as often as possible.
//
// Data: Debian's goban-original-games (/usr/share/goban/*.sgf, *.mgt: SGF text, about
// 600 professional games). Positions are sampled (every STEP-th move, a fixed offset
// per game) to keep memory and time small.
//
// Run: npx tsc -b packages/go && node packages/go/bench/train-patterns.mjs [dir] [step]
// then npx prettier --write packages/go/src/bot/learned.ts
/* global process, console, URL */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BLACK, WHITE, EMPTY, FastBoard } from '../dist/bot/index.js';
import {
  DIST_COUNT,
  LINE_COUNT,
  TACTIC_COUNT,
  distFeature,
  lineFeature,
  patternOf,
  tacticFeature,
} from '../dist/bot/features.js';

const dir = process.argv[2] ?? '/usr/share/goban';
const STEP = Number(process.argv[3] ?? 4);
const ROUNDS = 12;
/** A pattern keeps its own gamma (and a row in the table) when it was a candidate this often; the others share the "rare" gamma. */
const MIN_SEEN = 50;

/** The main line of an SGF text: size and moves (setup stones as moves of their colour). */
function parseGame(text) {
  const size = Number(/SZ\[(\d+)\]/.exec(text)?.[1] ?? 19);
  const start = text.indexOf(';');
  // The main line ends where the first variation starts.
  const firstVar = text.indexOf('(', start);
  const body = firstVar > 0 ? text.slice(0, firstVar) : text;
  const moves = [];
  const setup = /A([BW])((?:\s*\[[a-s]{2}\])+)/g;
  for (let m; (m = setup.exec(body));)
    for (const pt of m[2].match(/[a-s]{2}/g)) moves.push({ c: m[1], pt, setup: true });
  const re = /;\s*([BW])\[([a-s]{2})?\]/g;
  for (let m; (m = re.exec(body));) moves.push({ c: m[1], pt: m[2] ?? '', setup: false });
  return { size, moves };
}

const files = readdirSync(dir).filter((f) => /\.(sgf|mgt)$/.test(f));
// Competitions: per position the candidates' features (4 per candidate) and the winner.
let feats = new Int32Array(1 << 22);
let nc = 0; // candidates stored
const starts = [0];
const winners = [];
const patternIds = new Map(); // canonical code -> dense id
const patternCodes = [];
const seen = [];

function pushCandidate(pat, line, dist, tac) {
  if ((nc + 1) * 4 > feats.length) {
    const bigger = new Int32Array(feats.length * 2);
    bigger.set(feats);
    feats = bigger;
  }
  let id = patternIds.get(pat);
  if (id === undefined) {
    id = patternCodes.length;
    patternIds.set(pat, id);
    patternCodes.push(pat);
    seen.push(0);
  }
  seen[id]++;
  feats[nc * 4] = id;
  feats[nc * 4 + 1] = line;
  feats[nc * 4 + 2] = dist;
  feats[nc * 4 + 3] = tac;
  return nc++;
}

let games = 0;
let positions = 0;
for (const [gi, f] of files.entries()) {
  const { size, moves } = parseGame(readFileSync(join(dir, f), 'latin1'));
  if (size !== 19) continue;
  const b = FastBoard.create(size);
  let last = -1;
  let ok = true;
  let n = 0;
  for (const mv of moves) {
    const c = mv.c === 'B' ? BLACK : WHITE;
    if (mv.pt === '' || mv.pt === 'tt') {
      b.pass();
      last = -1;
      continue;
    }
    const p = b.index(mv.pt.charCodeAt(0) - 97, mv.pt.charCodeAt(1) - 97);
    if (b.cells[p] !== EMPTY || (!mv.setup && b.check(c, p, 'forbidden') !== undefined)) {
      ok = false;
      break;
    }
    if (!mv.setup && n++ % STEP === gi % STEP) {
      const start = nc;
      let win = -1;
      for (let q = 0; q < b.cells.length; q++) {
        if (b.cells[q] !== EMPTY || b.check(c, q, 'forbidden') !== undefined) continue;
        const i = pushCandidate(
          patternOf(b, c, q),
          lineFeature(b, q),
          distFeature(b, q, last),
          tacticFeature(b, c, q),
        );
        if (q === p) win = i;
      }
      if (win >= 0 && nc - start > 1) {
        winners.push(win);
        starts.push(nc);
        positions++;
      } else nc = start;
    }
    b.play(c, p);
    last = mv.setup ? -1 : p;
  }
  if (ok || n > 50) games++;
}
console.error(
  `${games} games, ${positions} positions, ${nc} candidates, ${patternCodes.length} patterns`,
);

// Rare patterns share one gamma.
const P = patternCodes.length;
const rareId = P;
const patIndex = new Int32Array(P);
for (let i = 0; i < P; i++) patIndex[i] = seen[i] >= MIN_SEEN ? i : rareId;
for (let k = 0; k < nc; k++) feats[k * 4] = patIndex[feats[k * 4]];

// Gammas, one array per group (index = feature value).
const groups = [
  new Float64Array(P + 1).fill(1),
  new Float64Array(LINE_COUNT).fill(1),
  new Float64Array(DIST_COUNT).fill(1),
  new Float64Array(TACTIC_COUNT).fill(1),
];
// Every candidate's strength, kept up to date as the gammas change.
const S = new Float64Array(nc).fill(1);

const logLikelihood = () => {
  let ll = 0;
  for (let j = 0; j < winners.length; j++) {
    let e = 0;
    for (let k = starts[j]; k < starts[j + 1]; k++) e += S[k];
    ll += Math.log(S[winners[j]] / e);
  }
  return ll / winners.length;
};

const E = new Float64Array(winners.length);
for (let round = 0; round < ROUNDS; round++) {
  for (let g = 0; g < 4; g++) {
    const gam = groups[g];
    for (let j = 0; j < winners.length; j++) {
      let e = 0;
      for (let k = starts[j]; k < starts[j + 1]; k++) e += S[k];
      E[j] = e;
    }
    const wins = new Float64Array(gam.length);
    const denom = new Float64Array(gam.length);
    for (let j = 0; j < winners.length; j++) {
      wins[feats[winners[j] * 4 + g]]++;
      const inv = 1 / E[j];
      for (let k = starts[j]; k < starts[j + 1]; k++) {
        const f = feats[k * 4 + g];
        denom[f] += (S[k] / gam[f]) * inv;
      }
    }
    // A virtual win and loss against a gamma-1 opponent keeps unseen features finite.
    const ratio = new Float64Array(gam.length);
    for (let f = 0; f < gam.length; f++) {
      const next = (wins[f] + 1) / (denom[f] + 2 / (gam[f] + 1));
      ratio[f] = next / gam[f];
      gam[f] = next;
    }
    for (let k = 0; k < nc; k++) S[k] *= ratio[feats[k * 4 + g]];
  }
  // Express the line, distance and tactic gammas relative to their first value (the
  // products do not change).
  for (let g = 1; g < 4; g++) {
    const ref = groups[g][0];
    for (let f = 0; f < groups[g].length; f++) groups[g][f] /= ref;
    for (let i = 0; i < groups[0].length; i++) groups[0][i] *= ref;
  }
  console.error(`round ${round + 1}: mean log-likelihood ${logLikelihood().toFixed(4)}`);
}

// How often the model's favourite is the professional's move.
let top1 = 0;
for (let j = 0; j < winners.length; j++) {
  let best = starts[j];
  for (let k = starts[j]; k < starts[j + 1]; k++) if (S[k] > S[best]) best = k;
  if (best === winners[j]) top1++;
}
console.error(`top-1 prediction: ${((100 * top1) / winners.length).toFixed(1)}%`);

const q = (g) => Math.round(10 * Math.log(g));
const keep = [];
for (let i = 0; i < P; i++)
  if (patIndex[i] === i && q(groups[0][i]) !== q(groups[0][rareId])) keep.push(i);
keep.sort((a, b) => patternCodes[a] - patternCodes[b]);
const table = keep.map((i) => `${patternCodes[i].toString(36)}:${q(groups[0][i])}`).join(',');
const round3 = (x) => Math.round(x * 1000) / 1000;
const out = `// Generated by packages/go/bench/train-patterns.mjs from ${games} 19×19 professional
// games of Debian's goban-original-games (${dir}), ${positions} positions (every
// ${STEP}th move), ${ROUNDS} rounds of minorization–maximization (Coulom 2007).
// Top-1 prediction on the training positions: ${((100 * top1) / winners.length).toFixed(1)}%.
// Do not edit: rerun the script (see its header) to regenerate.

/**
 * 3×3 pattern gammas: \`code:q\` pairs, the canonical neighbourhood code (base 36, own
 * stones as black) and q = round(10 · ln gamma). Patterns not listed have
 * {@link RARE_PATTERN_GAMMA}.
 */
export const PATTERN_GAMMAS = '${table}';
export const RARE_PATTERN_GAMMA = ${round3(groups[0][rareId])};
/** By line feature: ((nearer edge's line 0..4+) × 6 + (farther edge's line 0..5+)) × 2 + (1 when no stone is within 3). */
export const LINE_GAMMAS: readonly number[] = [${[...groups[1]].map(round3).join(', ')}];
/** By distance bucket to the previous move (0: none). */
export const DIST_GAMMAS: readonly number[] = [${[...groups[2]].map(round3).join(', ')}];
/** By tactical tag: none, capture, atari escape, self-atari, atari. */
export const TACTIC_GAMMAS: readonly number[] = [${[...groups[3]].map(round3).join(', ')}];
`;
writeFileSync(new URL('../src/bot/learned.ts', import.meta.url), out);
console.error(`wrote learned.ts: ${keep.length} patterns, ${out.length} bytes`);
