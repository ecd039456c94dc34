#!/usr/bin/env node
// Loading a real corpus of Go records: ours against the peer, in one process, on the same
// bytes (built packages; `npx tsc -b` first).
//
//   node lab/dist/bench/go-corpus.js [--summary] [--runs N] [DIR_OR_FILE ...]
//
// Corpus (default): Debian's goban-original-games (/usr/share/goban/*.sgf and *.mgt, ~600
// professional games; `apt-get install goban-original-games`) and testdata/sgf/**
// (when present). Files are read into memory once; only loading is timed.
//
// Ours, per file: parseSgfBytes (charset detection and decoding, SGF syntax), then
// loadGoRecord for every game of the collection — what `qipan sgf check` and the /go review
// page do: rules from the root, every move of every variation validated with the rules
// (occupied, suicide, ko and superko as the record's RU says), captures made, setup applied,
// the record's persistent tree built. Positions are not kept per node (computed on demand).
//
// Peer (issue 11's: Sabaki's parser, then a position per node built the way Sabaki builds
// the board it shows, @sabaki/sgf + @sabaki/go-board): per file sgf.parseBuffer (its
// charset detection and decoding), then for every game every node of every variation, from
// the root down, a go-board position of its own: the parent's board cloned with AB/AW/AE
// applied, then board.makeMove(sign, vertex, { preventOverwrite, preventSuicide, preventKo })
// for B/W (so it validates too, simple ko only; a refused move stops its branch). Positions
// are kept per node until the game is done (as Sabaki's board cache). Sabaki itself builds
// boards only for the nodes it shows; here every node is built, as ours validates every node.
//
// Two warm-up passes, then the median of N timed passes over the whole corpus per side
// (default 7, at least 5, alternating); MB/s from wall-clock time (the target), CPU time
// shown too. Prints a small table; `--summary` prints one line (for `npm run bench`).
// Exit status 1 when ours is below TARGET × the peer's speed.
import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseSgfBytes } from '@qipan/core';
import { loadGoRecord } from '@qipan/go';
import type GoBoardModule from '@sabaki/go-board';
import type { Sign } from '@sabaki/go-board';
import type * as SabakiSgf from '@sabaki/sgf';
import { ROOT as root } from '../paths.js';

const TARGET = 10;
const WARMUP = 2;
const require = createRequire(join(root, 'package.json'));

const args = process.argv.slice(2);
const summary = args.includes('--summary');
const runsAt = args.indexOf('--runs');
const RUNS = Math.max(5, runsAt >= 0 ? Number(args[runsAt + 1]) || 7 : 7);
const paths = args.filter((a, i) => !a.startsWith('--') && (runsAt < 0 || i !== runsAt + 1));

/** Every .sgf/.mgt file under `p`, sorted. */
function collect(p: string, out: string[]): void {
  let st;
  try {
    st = statSync(p);
  } catch {
    return;
  }
  if (st.isDirectory()) {
    for (const e of readdirSync(p).sort()) collect(join(p, e), out);
  } else if (/\.(sgf|mgt)$/i.test(p)) out.push(p);
}

// Debian's professional games (when installed) and the repository's own SGF test data.
const sources = paths.length > 0 ? paths : ['/usr/share/goban', join(root, 'testdata/sgf')];
const files: string[] = [];
for (const s of sources) collect(s, files);
const uniqueFiles = [...new Set(files.map((f) => realpathSync(f)))];

let sabakiSgf: typeof SabakiSgf;
/** The board class (the package's module.exports; its types call it `default`). */
type GoBoardStatic = typeof GoBoardModule.default;
type GoBoardClass = InstanceType<GoBoardStatic>;
let GoBoard: GoBoardStatic;
try {
  sabakiSgf = require('@sabaki/sgf') as typeof SabakiSgf;
  GoBoard = require('@sabaki/go-board') as GoBoardStatic;
} catch (e) {
  console.log(`skipped: the peer is not installed (npm ci): ${String(e).split('\n')[0]}`);
  process.exit(1);
}

// --- ours -------------------------------------------------------------------------------

/** Loads one file as `qipan sgf check` does; counts of what loaded. */
interface Counts {
  readonly games: number;
  readonly nodes: number;
  readonly refused: number;
}

function oursFile(bytes: Uint8Array): Counts {
  const parsed = parseSgfBytes(bytes);
  if (!parsed.ok) throw new Error(parsed.error.message);
  let games = 0;
  let nodes = 0;
  let refused = 0;
  for (const tree of parsed.value.collection) {
    const rec = loadGoRecord(tree);
    if (!rec.ok) throw new Error(rec.error.message);
    games++;
    nodes += rec.value.tree.size;
    refused += rec.value.errors.length;
  }
  return { games, nodes, refused };
}

// --- peer -------------------------------------------------------------------------------

const ALPHA = 'abcdefghijklmnopqrstuvwxyz';
const vertexOf = (v: string): [number, number] =>
  v.length === 2 ? [ALPHA.indexOf(v.charAt(0)), ALPHA.indexOf(v.charAt(1))] : [-1, -1];

/** Sabaki's loading of one file: parse, then a board per node down every variation. */
function peerFile(buffer: Buffer): Counts {
  const roots = sabakiSgf.parseBuffer(buffer);
  let games = 0;
  let nodes = 0;
  let refused = 0;
  for (const rootNode of roots) {
    games++;
    const sz = Number((rootNode.data['SZ']?.[0] ?? '19').split(':')[0]) || 19;
    const boards = new Map<number, GoBoardClass>();
    const stack: [SabakiSgf.NodeObject, GoBoardClass][] = [[rootNode, GoBoard.fromDimensions(sz)]];
    while (stack.length > 0) {
      const [node, parentBoard] = stack.pop() as [SabakiSgf.NodeObject, GoBoardClass];
      let board = parentBoard;
      const d = node.data;
      if (d['AB'] || d['AW'] || d['AE']) {
        board = board.clone();
        for (const [prop, sign] of [
          ['AE', 0],
          ['AB', 1],
          ['AW', -1],
        ] as const satisfies readonly (readonly [string, Sign])[]) {
          for (const value of d[prop] ?? [])
            for (const v of sabakiSgf.parseCompressedVertices(value)) board.set(v, sign);
        }
      }
      const sign = d['B'] !== undefined ? 1 : d['W'] !== undefined ? -1 : 0;
      if (sign !== 0) {
        const value = (sign === 1 ? d['B'] : d['W'])?.[0] ?? '';
        try {
          board = board.makeMove(sign, vertexOf(value), {
            preventOverwrite: true,
            preventSuicide: true,
            preventKo: true,
          });
        } catch {
          refused++;
          continue; // the branch stops here
        }
      }
      boards.set(node.id, board);
      nodes++;
      for (let i = node.children.length - 1; i >= 0; i--)
        stack.push([node.children[i] as SabakiSgf.NodeObject, board]);
    }
  }
  return { games, nodes, refused };
}

// --- the corpus: files both sides read ----------------------------------------------------

interface Entry {
  readonly file: string;
  readonly bytes: Uint8Array;
  readonly buffer: Buffer;
  readonly ours: Counts;
  readonly peer: Counts;
}
const corpus: Entry[] = [];
const excluded: string[] = [];
let disagree = 0;
for (const f of uniqueFiles) {
  const bytes = new Uint8Array(readFileSync(f));
  const buffer = Buffer.from(bytes);
  let o;
  let p;
  try {
    o = oursFile(bytes);
  } catch (e) {
    excluded.push(`${f} (ours: ${e instanceof Error ? e.message : String(e)})`);
    continue;
  }
  try {
    p = peerFile(buffer);
  } catch (e) {
    excluded.push(`${f} (peer: ${e instanceof Error ? e.message : String(e)})`);
    continue;
  }
  if (o.nodes !== p.nodes || o.games !== p.games) disagree++;
  corpus.push({ file: f, bytes, buffer, ours: o, peer: p });
}
if (corpus.length === 0) {
  console.log('skipped: no SGF corpus found (apt-get install goban-original-games)');
  process.exit(1);
}
const totalBytes = corpus.reduce((a, c) => a + c.bytes.length, 0);
const sum = (side: 'ours' | 'peer', k: keyof Counts): number =>
  corpus.reduce((a, c) => a + c[side][k], 0);
const games = sum('ours', 'games');

function passOurs(): number {
  let n = 0;
  for (const c of corpus) n += oursFile(c.bytes).nodes;
  return n;
}
function passPeer(): number {
  let n = 0;
  for (const c of corpus) n += peerFile(c.buffer).nodes;
  return n;
}
/** Wall-clock and CPU (user + system, this process) seconds of one pass. */
interface Timing {
  readonly wall: number;
  readonly cpu: number;
}
const time = (f: () => number): Timing => {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  f();
  const c = process.cpuUsage(c0);
  return { wall: (performance.now() - t0) / 1000, cpu: (c.user + c.system) / 1e6 };
};
const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
};

for (let i = 0; i < WARMUP; i++) {
  passOurs();
  passPeer();
}
const tOurs: Timing[] = [];
const tPeer: Timing[] = [];
for (let i = 0; i < RUNS; i++) {
  tOurs.push(time(passOurs));
  tPeer.push(time(passPeer));
}
const mb = totalBytes / 1e6;
const stats = (ts: readonly Timing[]): { s: number; worst: number; cpu: number } => ({
  s: median(ts.map((t) => t.wall)),
  worst: Math.max(...ts.map((t) => t.wall)),
  cpu: median(ts.map((t) => t.cpu)),
});
const ours = stats(tOurs);
const peer = stats(tPeer);
// The target is on wall-clock MB/s; the CPU-time ratio is shown beside it (the machine is shared).
const ratio = peer.s / ours.s;
const cpuRatio = peer.cpu / ours.cpu;
const met = ratio >= TARGET;

if (summary) {
  console.log(
    `${corpus.length} files, ${games} games: ours ${(mb / ours.s).toFixed(1)} MB/s, peer ${(mb / peer.s).toFixed(2)} MB/s, ${ratio.toFixed(1)}× (CPU time ${cpuRatio.toFixed(1)}×; target ≥ ${TARGET}×)`,
  );
} else {
  const row = (
    name: string,
    t: { s: number; worst: number; cpu: number },
    nodes: number,
  ): string[] => [
    name,
    (mb / t.s).toFixed(2),
    (games / t.s).toFixed(0),
    (nodes / t.s / 1e3).toFixed(0),
    `${(t.s * 1000).toFixed(1)} (worst ${(t.worst * 1000).toFixed(1)})`,
    (t.cpu * 1000).toFixed(1),
  ];
  const table = [
    ['side', 'MB/s', 'games/s', 'k nodes/s', 'wall ms per pass', 'CPU ms'],
    row('ours: parseSgfBytes + loadGoRecord', ours, sum('ours', 'nodes')),
    row('peer: @sabaki/sgf parseBuffer + go-board per node', peer, sum('peer', 'nodes')),
  ];
  const w = (table[0] as string[]).map((_, i) =>
    Math.max(...table.map((r) => (r[i] ?? '').length)),
  );
  for (const r of table) console.log(r.map((c, i) => c.padEnd(w[i] ?? 0)).join(' | '));
  console.log(
    `ratio ${ratio.toFixed(1)}× wall-clock (target ≥ ${TARGET}×: ${met ? 'met' : 'MISSED'}), ${cpuRatio.toFixed(1)}× CPU time; ` +
      `medians of ${RUNS} passes per side (alternating) after ${WARMUP} warm-up passes`,
  );
  console.log(
    `corpus: ${corpus.length} files, ${(totalBytes / 1e3).toFixed(0)} KB, ${games} games, ` +
      `${sum('ours', 'nodes')} nodes loaded by ours (${sum('ours', 'refused')} moves refused), ` +
      `${sum('peer', 'nodes')} by the peer (${sum('peer', 'refused')} refused); ` +
      `${disagree} file(s) where the node counts differ`,
  );
  console.log(
    'ours: parseSgfBytes, then loadGoRecord per game (every move of every variation checked ' +
      "with the record's rules, captures, setup, the persistent tree; no position per node)",
  );
  console.log(
    'peer: @sabaki/sgf parseBuffer, then per node of every variation a go-board of its own ' +
      '(parent cloned, AB/AW/AE set, makeMove with preventOverwrite/Suicide/Ko), kept per game',
  );
  for (const e of excluded) console.log(`excluded (not read by both): ${e}`);
  console.log(
    `node ${process.version}, @sabaki/sgf ${(require('@sabaki/sgf/package.json') as { version: string }).version}, @sabaki/go-board ${(require('@sabaki/go-board/package.json') as { version: string }).version}`,
  );
}
process.exit(met ? 0 : 1);
