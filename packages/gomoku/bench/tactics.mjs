/* global process, URL, performance, console */
// AI on tactics.json: how many positions it answers with a confirmed winning
// move within a time budget. Run after `npx tsc -b packages/gomoku`:
//   node packages/gomoku/bench/tactics.mjs [ms-per-position] [level 1-5]
import { readFileSync } from 'node:fs';
import { fromSetup } from '../dist/index.js';
import { chooseMove } from '../dist/ai/index.js';

const ms = Number(process.argv[2] ?? 1000);
const level = Number(process.argv[3] ?? 5);
const file = new URL('../../../testdata/gomoku/tactics.json', import.meta.url);
const positions = JSON.parse(readFileSync(file, 'utf8')).positions;
let solved = 0;
let worstOver = 0;
for (const p of positions) {
  const r = fromSetup({
    size: p.size,
    rule: p.rule,
    turn: p.toMove,
    black: p.black.map(([x, y]) => ({ x, y })),
    white: p.white.map(([x, y]) => ({ x, y })),
  });
  if (!r.ok) throw new Error(p.id);
  const t0 = performance.now();
  const a = chooseMove(r.value, { timeMs: ms, level });
  const took = performance.now() - t0;
  worstOver = Math.max(worstOver, took / ms);
  const ok = p.winningMoves.some(([x, y]) => x === a.move.x && y === a.move.y);
  if (ok) solved++;
  console.log(
    `${ok ? 'ok  ' : 'MISS'} ${p.id} (${p.rule} ${p.kind}) ${a.move.x},${a.move.y} ${a.reason} depth ${a.depth} nodes ${a.nodes} ${took.toFixed(0)} ms`,
  );
}
console.log(
  `solved ${solved}/${positions.length} at ${ms} ms; slowest answer ${(worstOver * 100).toFixed(0)}% of the budget`,
);
