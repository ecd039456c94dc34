// Judges builds of the freestyle engine by a stronger engine's evaluation of their
// moves, a quicker and steadier A/B than matches (whose deterministic games repeat):
// early positions (--min-stones, default 3, to --max-stones stones, as rapfi-label.ts selects them) of the
// given game records are each searched by every build to a fixed depth, and the brain
// (Rapfi, built outside the repository as in opponents.md) evaluates the position
// before and after each build's move. Per build it prints the mean expected score after
// its move, sigmoid(eval / 200) from the mover's view, and the mean regret against the
// brain's own evaluation of the position before the move (0 = as good as the brain's
// choice); the standard error of the difference between two builds is printed too.
//
// `--engine DIST@D` searches that build to depth D instead; `--play MS` judges the whole
// player (threat searches and guard around the search, `chooseMove`) at MS a move.
//
// The builds are loaded by path, each through its two entry points (DIST/index.js and
// DIST/ai/index.js: @qipan/gomoku and @qipan/gomoku/ai of that build); the positions are
// chosen with this workspace's @qipan/gomoku/ai.
//
// Run: node lab/dist/gomoku/rapfi-judge.js --engine /path/to/build-a/packages/gomoku/dist \
//        --engine /path/to/build-b/packages/gomoku/dist --depth 8 --positions 300 \
//        lab/gomoku/games/rapfi-2026-11-24-s8-smp.txt
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Point } from '@qipan/core';
import { formatPoint } from '@qipan/gomoku';
import { BLOCK4, FLEX4, PatternBoard } from '@qipan/gomoku/ai';
import { labelAll, evalValue, requireBrain, takeOption } from './brain-client.js';
import { SIZE, isLeafPosition, readRecords } from './records.js';
const args = process.argv.slice(2);
const engines: string[] = [];
const opt = (name: string, dflt: string): string => takeOption(args, name, dflt);
for (let i = args.indexOf('--engine'); i >= 0; i = args.indexOf('--engine'))
  engines.push(resolve(args.splice(i, 2)[1] ?? ''));
const brain = opt('--brain', '/work/opp/rapfi/pbrain-rapfi');
const timeMs = Number(opt('--time', '300'));
const depth = Number(opt('--depth', '8'));
const maxStones = Number(opt('--max-stones', '14'));
const minStones = Number(opt('--min-stones', '3'));
const count = Number(opt('--positions', '300'));
const jobs = Number(opt('--jobs', '2'));
/** --play MS: judge the whole player's move at MS a move (chooseMove) instead of a fixed-depth search. */
const playMs = Number(opt('--play', '0'));
if (args.length === 0 || engines.length === 0) {
  console.error(
    'usage: node lab/dist/gomoku/rapfi-judge.js --engine DIST [--engine DIST…] [--depth D] [--positions N] GAMES.txt…',
  );
  process.exit(2);
}
requireBrain(brain);

/** One build to judge: its two entry points, and how it moves. */
interface Build {
  readonly dist: string;
  readonly depth: number;
  readonly playMs: number;
  readonly rules: typeof import('@qipan/gomoku');
  readonly ai: typeof import('@qipan/gomoku/ai');
}

// DIST@D searches that build to depth D instead of --depth; DIST@MSms plays it as the
// whole player at MS a move (as --play does for every build).
const load = async (spec: string): Promise<Build> => {
  const [dist = spec, d] = spec.split('@');
  const entry = async <M>(path: string): Promise<M> =>
    (await import(pathToFileURL(`${dist}/${path}`).href)) as M;
  return {
    dist: spec,
    depth: d === undefined || d.endsWith('ms') ? depth : Number(d),
    playMs: d !== undefined && d.endsWith('ms') ? Number(d.slice(0, -2)) : playMs,
    rules: await entry<typeof import('@qipan/gomoku')>('index.js'),
    ai: await entry<typeof import('@qipan/gomoku/ai')>('ai/index.js'),
  };
};
const builds = await Promise.all(engines.map(load));

const keyOf = (pts: readonly Point[]): string => pts.map((p) => formatPoint(p, SIZE)).join('');

// The positions: distinct, in a fixed pseudo-random order.
const seen = new Set<string>();
const positions: Point[][] = [];
for (const { points: pts } of readRecords(args)) {
  const b = new PatternBoard(SIZE);
  for (const [i, p] of pts.entries()) {
    if (i > maxStones) break;
    const opp = b.toMove === 1 ? 2 : 1;
    // Also no open three or four of the other side: a choice, not an answer to a threat.
    const quiet = isLeafPosition(b) && b.count(opp, FLEX4) === 0 && b.count(b.toMove, BLOCK4) === 0;
    if (i >= minStones && quiet) {
      const key = keyOf(pts.slice(0, i));
      if (!seen.has(key)) {
        seen.add(key);
        positions.push(pts.slice(0, i));
      }
    }
    b.play(b.index(p.x, p.y));
  }
}
let seed = 12345;
const rnd = (): number => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
for (let i = positions.length - 1; i > 0; i--) {
  const j = Math.floor(rnd() * (i + 1));
  [positions[i], positions[j]] = [positions[j] as Point[], positions[i] as Point[]];
}
positions.length = Math.min(positions.length, count);
// How each build moves: at a depth, or as the whole player at a time a move.
const how = (bd: Build): string => (bd.playMs > 0 ? `${bd.playMs} ms a move` : `depth ${bd.depth}`);
const hows = [...new Set(builds.map(how))].join(' / ');
console.log(
  `${seen.size} early positions, judging ${positions.length} at ${hows}, brain ${timeMs} ms`,
);

// Every build's move in every position.
const moves: Point[][] = builds.map((bd) => {
  // A fresh transposition table: builds loaded from the same dist share the engine
  // module, and one must not start from the other's searches.
  bd.ai.shareEngineTable();
  const t0 = Date.now();
  const out = positions.map((pts): Point => {
    if (bd.playMs > 0) {
      // The whole player (threat searches and the guard around the search), on the clock.
      let st = bd.rules.gomoku.initial({ size: SIZE, rule: 'freestyle' });
      for (const p of pts) {
        const r = bd.rules.playMove(st, { x: p.x, y: p.y });
        if (!r.ok) throw new Error(`bad record ${keyOf(pts)}`);
        st = r.value;
      }
      const a = bd.ai.chooseMove(st, { timeMs: bd.playMs });
      if (a === undefined || !('x' in a.move)) throw new Error(`no stone from ${bd.dist}`);
      return { x: a.move.x, y: a.move.y };
    }
    const b = new bd.ai.PatternBoard(SIZE);
    for (const p of pts) b.play(b.index(p.x, p.y));
    const r = bd.ai.engineMove(b, { deadline: Date.now() + 600000, maxDepth: bd.depth });
    return b.point(r.move);
  });
  console.log(`${bd.dist}: searched in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return out;
});

// The brain's evaluations: each position before (side to move's view) and after each distinct move.
/** The position after build `k`'s move in position `i`. */
const after = (k: number, i: number): Point[] => {
  const move = moves[k]?.[i];
  if (move === undefined) throw new Error(`no move of build ${k + 1} in position ${i}`);
  return [...(positions[i] ?? []), move];
};
const wanted = new Map<string, readonly Point[]>();
positions.forEach((pts, i) => {
  wanted.set(keyOf(pts), pts);
  moves.forEach((_, k) => wanted.set(keyOf(after(k, i)), after(k, i)));
});
const evals = new Map<string, number>();
await labelAll(brain, timeMs, jobs, [...wanted.values()], (pts, e) => {
  if (e !== null && e !== undefined) evals.set(keyOf(pts), evalValue(e));
});

const sig = (v: number): number => 1 / (1 + Math.exp(-v / 200));
/** Per build, per judged position: the expected score after its move, and its regret. */
const per: { score: number; regret: number }[][] = builds.map(() => []);
positions.forEach((pts, i) => {
  const before = evals.get(keyOf(pts));
  const afters = moves.map((_, k) => evals.get(keyOf(after(k, i))));
  if (before === undefined || !afters.every((a) => a !== undefined)) return;
  afters.forEach((a, k) => per[k]?.push({ score: sig(-a), regret: sig(before) - sig(-a) }));
  const first = afters[0] ?? 0;
  if (process.env.SHOW_REGRET && sig(before) - sig(-first) > Number(process.env.SHOW_REGRET))
    console.log(
      `regret ${(sig(before) - sig(-first)).toFixed(3)}: ${keyOf(pts)} played ${formatPoint(after(0, i).at(-1) as Point, SIZE)} (brain ${before} before, ${-first} after)`,
    );
});
const mean = (a: readonly number[]): number => a.reduce((s, v) => s + v, 0) / a.length;
const base = per[0] ?? [];
builds.forEach((bd, k) => {
  const r = per[k] ?? [];
  const same = (moves[k] ?? []).filter(
    (m, i) => m.x === moves[0]?.[i]?.x && m.y === moves[0]?.[i]?.y,
  );
  console.log(
    `${bd.dist}: ${r.length} positions, expected score after its move ${mean(r.map((x) => x.score)).toFixed(4)}, regret ${mean(r.map((x) => x.regret)).toFixed(4)}, same move as build 1: ${same.length}`,
  );
  if (k > 0) {
    const d = r.map((x, i) => x.score - (base[i]?.score ?? NaN));
    const md = mean(d);
    const sd = Math.sqrt(mean(d.map((v) => (v - md) ** 2)) / d.length);
    console.log(
      `  against build 1: ${md >= 0 ? '+' : ''}${md.toFixed(4)} ± ${sd.toFixed(4)} (one standard error)`,
    );
  }
});
