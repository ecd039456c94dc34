// The two Gomoku searches against each other on freestyle (issue 30): the pattern engine
// (engine.ts on pattern-board.ts: what level 5 plays under freestyle) and the window
// search (search.ts, vcf.ts, vct.ts on search-board.ts: what renju, standard and levels
// 1–4 play), the latter given level 5's settings. Both answer through chooseMove with
// everything else equal; the opening book is left out of both, so that the searches are
// compared and not the book. Fresh random openings per seed: three stones (Black, White,
// Black) in the 7×7 square round the centre, each played twice with colours swapped.
//
// chooseMove has no switch between the two, so this script writes two variants of the
// built ai.js beside it (the freestyle branch off; the book off), loads them, and removes
// them at the end. Run after `npx tsc -b`:
//   node lab/gomoku/search-ab.mjs [ms-per-move=300] [opening-pairs=12] [seed]
// Measured 2026-12-03 (2 shared cores, load 10–16): seed 4242 at 300 ms, 12 pairs:
// pattern engine 20/24; seed 777 at 1000 ms, 6 pairs: 12/12.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GomocupSession, playMatch } from '@qipan/gomoku';

const [ms = '300', pairs = '12', seedArg = String(Date.now() % 100000)] = process.argv.slice(2);
const aiJs = fileURLToPath(new URL('../../packages/gomoku/dist/ai/ai.js', import.meta.url));
const source = readFileSync(aiJs, 'utf8');
const patch = (from, to) => {
  if (!source.includes(from)) throw new Error(`ai.js no longer has: ${from}`);
  return source.replace(from, to);
};
const variants = {
  engine: patch("import { bookMove } from './book.js';", 'const bookMove = () => undefined;'),
  window: patch(
    "if (state.config.rule === 'freestyle' && (options.level ?? 5) === 5)",
    'if (false)',
  ),
};
const files = Object.keys(variants).map((k) => aiJs.replace(/ai\.js$/, `ai-ab-${k}.js`));
let engine;
let window;
try {
  Object.values(variants).forEach((text, i) => writeFileSync(files[i], text));
  engine = await import(files[0]);
  window = await import(files[1]);
} finally {
  for (const f of files) rmSync(f, { force: true });
}

let s = Number(seedArg) || 1;
const rnd = () => (s = (s * 48271) % 2147483647) / 2147483647;
const openings = [];
for (let k = 0; k < Number(pairs); k++) {
  const seen = new Set();
  const o = [];
  while (o.length < 3) {
    const x = 4 + Math.floor(rnd() * 7);
    const y = 4 + Math.floor(rnd() * 7);
    if (!seen.has(x * 15 + y)) {
      seen.add(x * 15 + y);
      o.push({ x, y });
    }
  }
  openings.push(o);
}
const brain = (m) => () => new GomocupSession({ chooseMove: m.gomocupBrain(5) });
const t0 = Date.now();
const r = playMatch(brain(engine), brain(window), openings, {
  size: 15,
  rule: 'freestyle',
  timeoutTurn: Number(ms),
});
r.games.forEach((g, k) =>
  console.log(
    `game ${k + 1}: ${k % 2 === 0 ? 'pattern engine' : 'window search'} black, ${g.moves.length} moves, ${g.end}, winner ${g.winner ?? 'none'}`,
  ),
);
console.log(
  `seed ${seedArg}: pattern engine vs window search (no book), freestyle ${ms} ms/move: ${r.score}/${r.games.length} in ${((Date.now() - t0) / 1000).toFixed(0)} s`,
);
