// Self-play match over the Gomocup protocol (in-process sessions, referee in the
// middle). Run after `npx tsc -b`:
//   node lab/dist/gomoku/match.js [levelA=5] [levelB=3] [ms-per-move=200] [rule=freestyle]
import { GomocupSession, RULE_SETS, playMatch, type RuleSet } from '@qipan/gomoku';
import { AI_LEVELS, gomocupBrain, type AiLevel } from '@qipan/gomoku/ai';

const [a = '5', b = '3', ms = '200', rule = 'freestyle'] = process.argv.slice(2);
const levelOf = (s: string): AiLevel => {
  const n = Number(s) as AiLevel;
  if (!AI_LEVELS.includes(n)) throw new Error(`level ${s}: 1 to 5`);
  return n;
};
if (!(RULE_SETS as readonly string[]).includes(rule)) throw new Error(`rule ${rule}`);
const brain = (level: string) => () =>
  new GomocupSession({ chooseMove: gomocupBrain(levelOf(level)) });
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
const m = playMatch(brain(a), brain(b), OPENINGS, {
  size: 15,
  rule: rule as RuleSet,
  timeoutTurn: Number(ms),
});
m.games.forEach((g, k) =>
  console.log(
    `game ${k + 1}: level ${k % 2 === 0 ? a : b} black, ${g.moves.length} moves, ${g.end}, winner ${g.winner ?? 'none'}`,
  ),
);
console.log(
  `level ${a} vs level ${b} (${rule}, ${ms} ms/move): ${m.score}/${m.games.length} in ${((Date.now() - t0) / 1000).toFixed(0)} s`,
);
