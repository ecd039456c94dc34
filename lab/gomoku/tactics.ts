// AI on tactics.json: how many positions it answers with a confirmed winning
// move within a time budget. Run after `npx tsc -b`:
//   node lab/dist/gomoku/tactics.js [ms-per-position] [level 1-5]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromSetup, type RuleSet } from '@qipan/gomoku';
import { AI_LEVELS, chooseMove, type AiLevel } from '@qipan/gomoku/ai';
import { ROOT } from '../paths.js';

interface Position {
  readonly id: string;
  readonly size: number;
  readonly rule: RuleSet;
  readonly kind: string;
  readonly toMove: 'black' | 'white';
  readonly black: readonly [number, number][];
  readonly white: readonly [number, number][];
  readonly winningMoves: readonly [number, number][];
}

const ms = Number(process.argv[2] ?? 1000);
const level = Number(process.argv[3] ?? 5) as AiLevel;
if (!AI_LEVELS.includes(level)) throw new Error(`level ${process.argv[3]}: 1 to 5`);
const file = join(ROOT, 'testdata/gomoku/tactics.json');
const positions = (JSON.parse(readFileSync(file, 'utf8')) as { positions: Position[] }).positions;
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
  if (a === undefined || !('x' in a.move)) throw new Error(`${p.id}: no move`);
  const move = a.move;
  const ok = p.winningMoves.some(([x, y]) => x === move.x && y === move.y);
  if (ok) solved++;
  console.log(
    `${ok ? 'ok  ' : 'MISS'} ${p.id} (${p.rule} ${p.kind}) ${move.x},${move.y} ${a.reason} depth ${a.depth} nodes ${a.nodes} ${took.toFixed(0)} ms`,
  );
}
console.log(
  `solved ${solved}/${positions.length} at ${ms} ms; slowest answer ${(worstOver * 100).toFixed(0)}% of the budget`,
);
