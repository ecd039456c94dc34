/* global process, console */
// Self-play match over the Gomocup protocol (in-process sessions, referee in the
// middle). Run after `npx tsc -b packages/gomoku`:
//   node packages/gomoku/bench/match.mjs [levelA=5] [levelB=3] [ms-per-move=200] [rule=freestyle]
import { GomocupSession, playMatch } from '../dist/index.js';
import { gomocupBrain } from '../dist/ai/index.js';

const [a = 5, b = 3, ms = 200, rule = 'freestyle'] = process.argv.slice(2);
const brain = (level) => () => new GomocupSession({ chooseMove: gomocupBrain(Number(level)) });
// Balanced-ish short openings (x,y from the top-left), each played twice with colours swapped.
const OPENINGS = [
  [],
  [
    { x: 7, y: 7 },
    { x: 8, y: 6 },
  ],
  [
    { x: 7, y: 7 },
    { x: 8, y: 8 },
  ],
  [
    { x: 7, y: 7 },
    { x: 7, y: 6 },
    { x: 9, y: 5 },
  ],
];
const t0 = Date.now();
const m = playMatch(brain(a), brain(b), OPENINGS, { size: 15, rule, timeoutTurn: Number(ms) });
m.games.forEach((g, k) =>
  console.log(
    `game ${k + 1}: level ${k % 2 === 0 ? a : b} black, ${g.moves.length} moves, ${g.end}, winner ${g.winner ?? 'none'}`,
  ),
);
console.log(
  `level ${a} vs level ${b} (${rule}, ${ms} ms/move): ${m.score}/${m.games.length} in ${((Date.now() - t0) / 1000).toFixed(0)} s`,
);
