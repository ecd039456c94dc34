// Rules speed: win check (play) and the forbidden-point query on 15×15 renju
// positions from the shared test data. Run after `npx tsc -b`:
//   node lab/dist/gomoku/rules.js
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { forbiddenPoints, fromSetup, gomoku, legalMoves } from '@qipan/gomoku';
import { ROOT } from '../paths.js';

interface Case {
  readonly id: string;
  readonly size: number;
  readonly black: readonly [number, number][];
  readonly white: readonly [number, number][];
}

const file = join(ROOT, 'testdata/gomoku/renju-forbidden.json');
const cases = (JSON.parse(readFileSync(file, 'utf8')) as { cases: Case[] }).cases;
const states = cases.map((c) => {
  const r = fromSetup({
    size: c.size,
    rule: 'renju',
    black: c.black.map(([x, y]) => ({ x, y })),
    white: c.white.map(([x, y]) => ({ x, y })),
    turn: 'black',
  });
  if (!r.ok) throw new Error(c.id);
  return r.value;
});

function time(label: string, rounds: number, f: () => void): void {
  f();
  const t0 = performance.now();
  for (let i = 0; i < rounds; i++) f();
  const ms = (performance.now() - t0) / rounds;
  console.log(`${label}: ${(ms * 1000).toFixed(1)} µs`);
}

time(`forbiddenPoints, whole board, all ${states.length} renju positions together`, 50, () => {
  for (const s of states) forbiddenPoints(s);
});
// Per position the best of 20 runs (the machine is shared), then the worst position.
let worst = 0;
for (const s of states) {
  let best = Infinity;
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    forbiddenPoints(s);
    best = Math.min(best, performance.now() - t0);
  }
  worst = Math.max(worst, best);
}
console.log(`forbiddenPoints, worst position: ${(worst * 1000).toFixed(1)} µs`);
{
  // A 200-move renju game of random legal moves: each step lists the legal moves
  // (the forbidden-point query for Black) and plays one (legality + foul + win check).
  let s = gomoku.initial({ size: 15, rule: 'renju' });
  let seed = 1;
  let plies = 0;
  const t0 = performance.now();
  for (let k = 0; k < 200 && !s.outcome; k++) {
    const moves = legalMoves(s);
    seed = (seed * 1103515245 + 12345) >>> 0;
    const r = gomoku.play(s, moves[seed % moves.length]!);
    if (r.ok) s = r.value;
    plies++;
  }
  const us = ((performance.now() - t0) * 1000) / plies;
  console.log(
    `legalMoves + play per move over a ${plies}-move random renju game: ${us.toFixed(1)} µs`,
  );
  const played = s.moves;
  let best = Infinity;
  for (let round = 0; round < 20; round++) {
    const t1 = performance.now();
    let r = gomoku.initial({ size: 15, rule: 'renju' });
    for (const m of played) {
      const next = gomoku.play(r, m);
      if (next.ok) r = next.value;
    }
    best = Math.min(best, ((performance.now() - t1) * 1000) / played.length);
  }
  console.log(
    `play alone (copy, foul check, win check) per move, same game, best of 20: ${best.toFixed(1)} µs`,
  );
}
