#!/usr/bin/env node
// The Go network's speed (`npm run bench` runs it as the `gonet` row; alone:
// `node lab/dist/bench/go-net.js [--summary]`, after `npm run build`).
//
// One 19×19 evaluation of KataGo's g170 b6c96 net, batch 1, one thread, on 20 positions
// of testdata/go-net/raw-nn.json (midgame and endgame), measured in one run:
//   node      Qipan's evaluator on onnxruntime-node, features included (median of 200)
//   qipan gtp `kata-raw-nn 0` round trips to `qipan gtp` (median of 100)
//   katago    `kata-raw-nn 0` round trips to KataGo (Eigen), the reference: $QIPAN_KATAGO,
//             else /work/ext/katago/cpp/build/katago (skipped, with the reason, when absent)
//   chromium  Qipan's web worker on onnxruntime-web (WebAssembly SIMD, one thread): the Go
//             page's score estimate timed inside the worker, over 12 moves of a 19×19 game
// Targets: qipan gtp ≤ 1.5× KataGo's round trip (both through GTP, the same work: one
// uncached evaluation and its printing), Chromium ≤ 3× KataGo's.
// Prints a table; --summary one line; exit status 1 when a target is missed.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { newGame, parseVertex, play, type GoState, type Preset } from '@qipan/go';
import {
  createOnnxEvaluator,
  encodeFeatures,
  netPosition,
  parseModel,
  type NetMove,
} from '@qipan/go-net';
import * as ort from 'onnxruntime-node';
import { ROOT } from '../paths.js';

const summary = process.argv.includes('--summary');
const MODEL = join(ROOT, 'packages/go-net/model/g170-b6c96-s175395328-d26788732.bin.gz');
const QIPAN = join(ROOT, 'apps/cli/bin/qipan.js');
const KATAGO =
  process.env.QIPAN_KATAGO ??
  (existsSync('/work/ext/katago/cpp/build/katago') ? '/work/ext/katago/cpp/build/katago' : undefined);
const KATAGO_CFG =
  process.env.QIPAN_KATAGO_CONFIG ?? '/work/ext/katago/cpp/configs/gtp_example.cfg';

interface Fixture {
  size: number;
  preset: Preset;
  komi: number;
  handicap: number;
  moves: string[];
}
const fixtures = (
  JSON.parse(readFileSync(join(ROOT, 'testdata/go-net/raw-nn.json'), 'utf8')) as { fixtures: Fixture[] }
).fixtures
  .filter((f) => f.size === 19 && f.handicap === 0 && f.moves.length >= 60)
  .slice(0, 20);

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
};

function replay(f: Fixture): { state: GoState; history: NetMove[]; previous: GoState[] } {
  const r = newGame({ preset: f.preset, size: f.size, komi: f.komi });
  if (!r.ok) throw new Error(r.error.message);
  const states = [r.value];
  const history: NetMove[] = [];
  for (const t of f.moves) {
    const [c, v] = t.split(' ') as [string, string];
    const color = c === 'B' ? 'black' : 'white';
    const p = v === 'pass' ? undefined : parseVertex(v, f.size);
    const next = play(states[states.length - 1] as GoState, p ? { type: 'play', point: p } : { type: 'pass' }, color);
    if (!next.ok) throw new Error(next.error.message);
    states.push(next.value);
    history.push({ color, point: p ? p.y * f.size + p.x : 'pass' });
  }
  return {
    state: states[states.length - 1] as GoState,
    history,
    previous: [states[states.length - 2] as GoState, states[states.length - 3] as GoState],
  };
}

async function nodeMs(): Promise<number> {
  const model = parseModel(readFileSync(MODEL), MODEL);
  if (!model.ok) throw new Error(model.error.message);
  const ev = await createOnnxEvaluator(ort, model.value, { encode: encodeFeatures, threads: 1 });
  const positions = fixtures.map((f) => {
    const r = replay(f);
    return netPosition(r.state, r.history, r.previous);
  });
  for (const p of positions) await ev.evaluate([p]);
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t0 = performance.now();
    await ev.evaluate([positions[i % positions.length] as (typeof positions)[number]]);
    times.push(performance.now() - t0);
  }
  await ev.dispose();
  return median(times);
}

/** Median round trip (ms) of `kata-raw-nn 0` to a GTP engine, on each fixture in turn. */
async function gtpRawNnMs(cmd: string, args: readonly string[]): Promise<number> {
  const p = spawn(cmd, args, { stdio: ['pipe', 'pipe', 'ignore'] });
  const lines: string[] = [];
  let wake: (() => void) | undefined;
  createInterface({ input: p.stdout }).on('line', (l) => {
    lines.push(l);
    wake?.();
  });
  const send = async (c: string): Promise<void> => {
    p.stdin.write(`${c}\n`);
    let started = false;
    for (;;) {
      while (lines.length === 0) await new Promise<void>((r) => (wake = r));
      const l = lines.shift() as string;
      if (l.startsWith('?')) throw new Error(`${c}: ${l}`);
      if (l.startsWith('=')) started = true;
      else if (l === '' && started) return;
    }
  };
  const times: number[] = [];
  for (const f of fixtures) {
    await send('boardsize 19');
    await send('clear_board');
    await send(`komi ${f.komi}`);
    for (const m of f.moves) await send(`play ${m}`);
    await send('kata-raw-nn 0'); // warm
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      await send('kata-raw-nn 0');
      times.push(performance.now() - t0);
    }
  }
  p.stdin.end();
  return median(times);
}

interface BuiltServer {
  startServer(o: { port: number; host: string; gnugo: boolean; dataDir: string }): Promise<{
    readonly port: number;
    close(): Promise<void>;
  }>;
}

async function chromiumMs(): Promise<number | string> {
  const serverFile = join(ROOT, 'apps/server/dist/main.js');
  if (!existsSync(join(ROOT, 'apps/web/dist/index.html'))) return 'the web app is not built';
  const { CHROMIUM, CHROMIUM_ARGS } = (await import(
    pathToFileURL(join(ROOT, 'scripts/chromium.mjs')).href
  )) as typeof import('../../scripts/chromium.mjs');
  const { chromium } = await import('playwright-core');
  const { startServer } = (await import(pathToFileURL(serverFile).href)) as BuiltServer;
  const dataDir = mkdtempSync(join(tmpdir(), 'qipan-bench-net-'));
  const server = await startServer({ port: 0, host: '127.0.0.1', gnugo: false, dataDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`http://127.0.0.1:${server.port}/go`);
    await page.waitForSelector('#go-size');
    if (!(await page.isVisible('[data-testid="new-game-form"]'))) await page.click('summary:has-text("New game")');
    await page.selectOption('#go-size', '19');
    await page.check('input[name="go-opponent"][value="person"]');
    await page.click('[data-testid="start-game"]');
    await page.waitForSelector('#go-board[data-width="19"]');
    await page.check('[data-testid="estimate-toggle"]');
    const times: number[] = [];
    const moves = ['3,3', '15,15', '3,15', '15,3', '9,9', '2,9', '16,9', '9,2', '9,16', '5,5', '13,13', '5,13', '13,5', '7,7'];
    for (const [i, m] of moves.entries()) {
      await page.click(`#go-board [data-point="${m}"]`);
      await page.waitForSelector(`[data-testid="score-estimate"][data-ply="${i + 1}"]`, {
        timeout: 120_000,
      });
      const ms = Number(await page.getAttribute('[data-testid="score-estimate"]', 'data-eval-ms'));
      if (i >= 2) times.push(ms); // the first ones compile and warm up
    }
    return median(times);
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const node = await nodeMs();
const qipan = await gtpRawNnMs(process.execPath, [QIPAN, 'gtp']);
const katago =
  KATAGO === undefined
    ? 'no KataGo: set QIPAN_KATAGO to a katago binary built with -DUSE_BACKEND=EIGEN'
    : await gtpRawNnMs(KATAGO, [
        'gtp',
        '-model',
        MODEL,
        '-config',
        KATAGO_CFG,
        '-override-config',
        'numSearchThreads=1,logToStderr=false,logDir=' + join(tmpdir(), 'qipan-katago-logs'),
      ]).catch((e: unknown) => `KataGo failed: ${String(e)}`);
const web = await chromiumMs().catch((e: unknown) => `Chromium failed: ${String(e)}`);

const fmt = (v: number | string): string => (typeof v === 'number' ? `${v.toFixed(1)} ms` : v);
const ratio = (a: number | string, b: number | string): string =>
  typeof a === 'number' && typeof b === 'number' ? `${(a / b).toFixed(2)}×` : '–';
let missed = false;
if (typeof katago === 'number') {
  if (qipan / katago > 1.5) missed = true;
  if (typeof web === 'number' && web / katago > 3) missed = true;
}
if (summary) {
  console.log(
    `19×19 eval: node ${fmt(node)}, qipan gtp ${fmt(qipan)} (${ratio(qipan, katago)} KataGo ${fmt(katago)}), Chromium ${fmt(web)} (${ratio(web, katago)})`,
  );
} else {
  console.log('| runtime | ms per 19×19 evaluation | vs KataGo | target |');
  console.log('|---|---|---|---|');
  console.log(`| Qipan, onnxruntime-node (in process) | ${fmt(node)} | ${ratio(node, katago)} | |`);
  console.log(`| Qipan, \`qipan gtp\` kata-raw-nn round trip | ${fmt(qipan)} | ${ratio(qipan, katago)} | ≤ 1.5× |`);
  console.log(`| KataGo 1.17 Eigen, kata-raw-nn round trip | ${fmt(katago)} | 1× | |`);
  console.log(`| Qipan, Chromium worker, onnxruntime-web | ${fmt(web)} | ${ratio(web, katago)} | ≤ 3× |`);
}
process.exit(missed ? 1 : 0);
