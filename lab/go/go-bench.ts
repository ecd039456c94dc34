// Speed benchmark (not a test): build first with `npx tsc -b`, then
// `node lab/dist/go/go-bench.js`. Prints SGF parse MB/s, public play() moves/s,
// and internal-board random 9×9 playouts/s.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Rng, formatSgf, parseSgfBytes, type Point, type SgfTree } from '@qipan/core';
import { initial, play, type Preset } from '@qipan/go';
import { BLACK, FastBoard, otherColor, randomPlayout, type StoneColor } from '@qipan/go/bot';
import { ROOT } from '../paths.js';

/** Rates per second of wall time and per second of this process's CPU time (the machine is shared). */
function time(label: string, unit: string, run: () => number): void {
  run(); // warm-up
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  let n = 0;
  while (performance.now() - t0 < 1500) n += run();
  const wall = (performance.now() - t0) / 1000;
  const c = process.cpuUsage(c0);
  const cpu = (c.user + c.system) / 1e6;
  const f = (x: number): string => x.toFixed(unit === 'MB/s' ? 1 : 0);
  console.log(`${label}: ${f(n / wall)} ${unit} (wall), ${f(n / cpu)} ${unit} (per CPU second)`);
}

let seed = 1;
const rand = (n: number): number => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
};

// A random legal game as a list of points, from the internal board.
function randomGame(size: number, length: number): Point[] {
  const b = FastBoard.create(size);
  const pts: Point[] = [];
  let c: StoneColor = BLACK;
  for (let i = 0; i < length; i++) {
    let p = -1;
    for (let t = 0; t < 500 && p < 0; t++) {
      const q = b.index(rand(size), rand(size));
      if (b.check(c, q, 'forbidden') === undefined) p = q;
    }
    if (p < 0) break;
    b.play(c, p);
    pts.push({ x: b.x(p), y: b.y(p) });
    c = otherColor(c);
  }
  return pts;
}

// SGF: a 19×19 record with comments, repeated into a collection of about 1 MB.
const game = randomGame(19, 300);
const letters = 'abcdefghijklmnopqrs';
const nodes = game.map((p, i) => ({
  [i % 2 ? 'W' : 'B']: [letters.charAt(p.x) + letters.charAt(p.y)],
  ...(i % 10 === 0 ? { C: ['a comment with \\] escapes and 中文'] } : {}),
}));
const tree: SgfTree = {
  nodes: [{ GM: ['1'], FF: ['4'], SZ: ['19'], CA: ['UTF-8'] }, ...nodes],
  variations: [],
};
const text = formatSgf(Array.from({ length: 120 }, () => tree));
const bytes = new TextEncoder().encode(text);
time(`SGF parse (${(bytes.length / 1e6).toFixed(2)} MB UTF-8 bytes)`, 'MB/s', () => {
  parseSgfBytes(bytes);
  return bytes.length / 1e6;
});

const complex = new Uint8Array(readFileSync(join(ROOT, 'testdata/sgf/sabaki-sgf/complex.sgf')));
time('SGF parse (complex.sgf, 76 KB with comments)', 'MB/s', () => {
  parseSgfBytes(complex);
  return complex.length / 1e6;
});

for (const [size, rules] of [
  [9, 'japanese'],
  [19, 'japanese'],
  [19, 'chinese'],
] as const satisfies readonly (readonly [number, Preset])[]) {
  const g = randomGame(size, size === 9 ? 60 : 250);
  time(`public play() ${size}×${size} ${rules}`, 'moves/s', () => {
    let s = initial({ size, preset: rules });
    for (const p of g) {
      const r = play(s, { type: 'play', point: p });
      if (!r.ok) break;
      s = r.value;
    }
    return g.length;
  });
}

const rng = Rng.fromSeed(7);
time('internal board: random 9×9 playouts (no eye filling)', 'playouts/s', () => {
  randomPlayout(FastBoard.create(9), BLACK, rng);
  return 1;
});
