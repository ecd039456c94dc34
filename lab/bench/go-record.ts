#!/usr/bin/env node
// Go record benchmarks (built packages; `npx tsc -b` first; run as
// `node lab/dist/bench/go-record.js`). Subcommands:
//   gen-game FILE [MOVES]      a random legal 19×19 game (default 100,000 moves, Japanese rules)
//   gen-vars FILE [COUNT]      a root with COUNT one-move variations (default 1,000,000)
//   load FILE [MAX_MB]         parse + loadGoRecord in this process; prints the node and move
//                              counts and whether the memory stayed under MAX_MB (stable text
//                              for the bench table); --details adds time, heap and RSS deltas
//   details                    both loads (each in a child process) with their figures, and
//                              addRecordMove speed at 1,000 and at 100,000 nodes
// Memory is measured in this child process: peak RSS (resourceUsage().maxRSS) and the
// heap after load, each minus the figure before reading the file.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSgfBytes } from '@qipan/core';
import * as go from '@qipan/go';
import { formatSgfVertex } from '@qipan/go';
import { BLACK, FastBoard, otherColor, type StoneColor } from '@qipan/go/bot';
const self = fileURLToPath(import.meta.url);

let seed = 20261124;
const rand = (n: number): number => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
};

/**
 * A random legal game on the internal board, without passes: when the side to move has
 * no legal point the other side plays again (SGF allows it), so the game never ends.
 */
export function randomGame(moves: number, size = 19): { text: string; board: FastBoard } {
  const b = FastBoard.create(size);
  const out: string[] = [];
  let c: StoneColor = BLACK;
  const pick = (col: StoneColor): number => {
    for (let t = 0; t < 64; t++) {
      const q = b.index(rand(size), rand(size));
      if (b.check(col, q, 'forbidden') === undefined) return q;
    }
    for (let q = 0; q < b.cells.length; q++)
      if (b.cells[q] === 0 && b.check(col, q, 'forbidden') === undefined) return q;
    return -1;
  };
  while (out.length < moves) {
    let p = pick(c);
    if (p < 0) {
      c = otherColor(c);
      p = pick(c);
      if (p < 0) throw new Error(`no legal move after ${out.length} moves`);
    }
    b.play(c, p);
    out.push(`;${c === BLACK ? 'B' : 'W'}[${formatSgfVertex({ x: b.x(p), y: b.y(p) })}]`);
    c = otherColor(c);
  }
  return { text: `(;GM[1]FF[4]SZ[${size}]RU[Japanese]${out.join('\n')})\n`, board: b };
}

export function variations(count: number, size = 19): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const k = i % (size * size);
    parts.push(`(;B[${formatSgfVertex({ x: k % size, y: Math.floor(k / size) })}])`);
  }
  return `(;GM[1]FF[4]SZ[${size}]\n${parts.join('\n')})\n`;
}

function load(file: string, maxMb: number, details: boolean): void {
  globalThis.gc?.();
  const heap0 = process.memoryUsage().heapUsed;
  const rss0 = process.memoryUsage().rss;
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const parsed = parseSgfBytes(new Uint8Array(readFileSync(file)));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const t1 = performance.now();
  const first = parsed.value.collection[0];
  if (first === undefined) throw new Error(`${file}: no game`);
  const rec = go.loadGoRecord(first);
  const t2 = performance.now();
  if (!rec.ok) {
    console.log(`refused: ${rec.error.message}`);
    if (details) console.log(`time ${((t2 - t0) / 1000).toFixed(2)} s`);
    return;
  }
  const r = rec.value;
  const nodes = r.tree.size;
  const ids = go.mainLineIds(r);
  const end = go.positionAt(r, ids.at(-1) as number);
  const t3 = performance.now();
  const heap = (process.memoryUsage().heapUsed - heap0) / 2 ** 20;
  const rss = (process.resourceUsage().maxRSS * 1024 - rss0) / 2 ** 20;
  const caps = go.captures(end);
  const c = process.cpuUsage(cpu0);
  const cpu = (c.user + c.system) / 1e6;
  const mem = Math.max(heap, rss);
  console.log(
    `${nodes} nodes, move ${end.moveNumber}, captures ${caps.black}/${caps.white}, ${
      mem < maxMb ? `< ${maxMb} MB` : `${mem.toFixed(0)} MB > ${maxMb} MB`
    }`,
  );
  if (details) {
    console.log(
      `parse ${((t1 - t0) / 1000).toFixed(2)} s, load ${((t2 - t1) / 1000).toFixed(2)} s, end position ${((t3 - t2) / 1000).toFixed(2)} s (wall; ${cpu.toFixed(2)} s CPU in all); heap +${heap.toFixed(0)} MB, peak RSS +${rss.toFixed(0)} MB`,
    );
  }
}

const cpuSeconds = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1e6;
};

/** addRecordMove calls per CPU second for the last 500 moves of a record of `nodes` nodes. */
function appendRate(nodes: number): number {
  let rec = go.newGoRecord(go.initial({ preset: 'japanese', size: 19 }));
  const moves = [...randomGame(nodes).text.matchAll(/;([BW])\[([a-s]*)\]/g)];
  let at = 0;
  let t0 = 0;
  for (let i = 0; i < nodes; i++) {
    if (i === nodes - 500) t0 = cpuSeconds();
    const [, c, v] = moves[i] as RegExpExecArray;
    const move = go.parseSgfMove(v as string, 19);
    if (move === undefined) throw new Error(`move ${i + 1}: ${v}`);
    const r = go.addRecordMove(rec, at, c === 'B' ? 'black' : 'white', move);
    if (!r.ok) throw new Error(`move ${i + 1}: ${r.error.message}`);
    rec = r.value.record;
    at = r.value.id;
  }
  return 500 / (cpuSeconds() - t0);
}

/** Everything, for `npm run bench`'s details: each load in its own process, then appends. */
function details() {
  const dir = mkdtempSync(join(tmpdir(), 'qipan-go-record-'));
  try {
    const game = join(dir, 'game.sgf');
    const vars = join(dir, 'vars.sgf');
    writeFileSync(game, randomGame(100000).text);
    writeFileSync(vars, variations(1000000));
    for (const [label, file, max] of [
      ['100,000-move game', game, 300],
      ['1,000,000 one-move variations', vars, 1000],
    ] as const) {
      const r = spawnSync(process.execPath, [self, 'load', file, String(max), '--details'], {
        encoding: 'utf8',
      });
      console.log(`${label}: ${(r.stdout || r.stderr).trim().replace('\n', '; ')}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  for (let i = 0; i < 3; i++) appendRate(5000); // warm the JIT up first
  // Best of several runs: the machine is shared, and a run is only 500 appends.
  const small = Math.max(...[1, 2, 3, 4, 5].map(() => appendRate(1000)));
  const big = Math.max(appendRate(100000), appendRate(100000));
  console.log(
    `addRecordMove: ${small.toFixed(0)} appends per CPU second at 1,000 nodes, ${big.toFixed(0)} at 100,000 (ratio ${(small / big).toFixed(2)})`,
  );
}

const [cmd, file = '', arg] = process.argv.slice(2);
if (cmd === 'gen-game') writeFileSync(file, randomGame(Number(arg ?? 100000)).text);
else if (cmd === 'gen-vars') writeFileSync(file, variations(Number(arg ?? 1000000)));
else if (cmd === 'load') load(file, Number(arg ?? 300), process.argv.includes('--details'));
else if (cmd === 'details') details();
else {
  console.error('usage: go-record.js gen-game|gen-vars|load|details ...');
  process.exit(2);
}
