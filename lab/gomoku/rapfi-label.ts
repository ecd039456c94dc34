// Labels positions with a stronger engine's evaluation, for train-eval.ts (--evals):
// every position the freestyle search would evaluate (as train-eval.ts selects them:
// at least 3 stones, no five point for either side, no open three of the side to move)
// of the given game records, each distinct position once, is sent to a Gomocup brain
// (BOARD … DONE with `INFO timeout_turn MS`) and the evaluation of its last search
// report is written out. The brain here is Rapfi, built outside the repository as in
// opponents.md; it reports `MESSAGE Depth a-b | Eval E | …` lines, E from the side to
// move's view, and a proven result as `+M<n>` / `-M<n>`.
//
// Output lines: `<moves> <eval> <move>` with the moves as one move string (h8i9…, the game's
// order, side to move = the colour after the last move) and eval an integer, or W / L
// for a proven win / loss of the side to move, and the brain's move. Lines already in the output file are
// kept and skipped, so an interrupted run resumes.
//
// Run: npx tsc -b && node lab/dist/gomoku/rapfi-label.js \
//        --brain /work/opp/rapfi/pbrain-rapfi --time 150 --jobs 2 \
//        --out /work/opp/rapfi-evals.txt lab/gomoku/games/*.txt
import type { Point } from '@qipan/core';
import { appendFileSync, existsSync, readFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { labelAll, brainStats, evalLabel, requireBrain, takeOption } from './brain-client.js';
import { formatPoint } from '@qipan/gomoku';
import { PatternBoard } from '@qipan/gomoku/ai';
import { SIZE, isLeafPosition, readRecords } from './records.js';
const args = process.argv.slice(2);
const opt = (name: string, dflt: string): string => takeOption(args, name, dflt);
const brain = opt('--brain', '/work/opp/rapfi/pbrain-rapfi');
const timeMs = Number(opt('--time', '150'));
const jobs = Number(opt('--jobs', '2'));
const outFile = resolve(opt('--out', 'rapfi-evals.txt'));
const limit = Number(opt('--limit', 'Infinity'));
if (args.length === 0) {
  console.error(
    'usage: node lab/dist/gomoku/rapfi-label.js [--brain CMD] [--time MS] [--jobs N] [--out FILE] GAMES.txt...',
  );
  process.exit(2);
}
requireBrain(brain);

/** Distinct positions (by stone sets and side to move) as move lists. */
const seen = new Set<string>();
const todo: (readonly Point[])[] = [];
const done = new Set<string>();
if (existsSync(outFile)) {
  for (const line of readFileSync(outFile, 'utf8').split('\n'))
    if (line) done.add(line.split(' ')[0] as string);
}
for (const { points: pts } of readRecords(args)) {
  const b = new PatternBoard(SIZE);
  for (let i = 0; i < pts.length; i++) {
    if (i >= 3 && isLeafPosition(b)) {
      const key = [0, 1]
        .map((c) =>
          pts
            .slice(0, i)
            .filter((_, k) => k % 2 === c)
            .map((p) => p.y * SIZE + p.x)
            .sort((a, z) => a - z)
            .join('.'),
        )
        .join('/');
      if (!seen.has(key)) {
        seen.add(key);
        const moves = pts
          .slice(0, i)
          .map((p) => formatPoint(p, SIZE))
          .join('');
        if (!done.has(moves)) todo.push(pts.slice(0, i));
      }
    }
    const p = pts[i] as Point;
    b.play(b.index(p.x, p.y));
  }
}
if (todo.length > limit) todo.length = limit;
console.log(`${seen.size} distinct positions, ${done.size} already labelled, ${todo.length} to do`);
mkdirSync(dirname(outFile), { recursive: true });

let labelled = 0;
const t0 = Date.now();
await labelAll(brain, timeMs, jobs, todo, (moves, e, move) => {
  if (e === undefined) console.log(`skipped ${moves.map((p) => formatPoint(p, SIZE)).join('')}`);
  if (e === null || e === undefined) return;
  const v = evalLabel(e);
  const [mx = -1, my = -1] = move.split(',').map(Number);
  const best = formatPoint({ x: mx, y: my }, SIZE);
  appendFileSync(outFile, `${moves.map((p) => formatPoint(p, SIZE)).join('')} ${v} ${best}\n`);
  labelled++;
  if (labelled % 200 === 0) {
    const s = (Date.now() - t0) / 1000;
    console.log(
      `${labelled}/${todo.length} in ${s.toFixed(0)} s (${(((todo.length - labelled) * s) / labelled / 60).toFixed(1)} min left)`,
    );
  }
});
console.log(
  `labelled ${labelled} positions into ${outFile} (${brainStats.resent} BOARD blocks sent twice)`,
);
