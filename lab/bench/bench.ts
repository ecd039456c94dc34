#!/usr/bin/env node
// `npm run bench` (= `tsc -b && node lab/dist/bench/bench.js [--markdown]`): times the
// built `qipan` command as whole processes, the median and worst of 5 runs each, against targets,
// and prints one table (also as Markdown with --markdown, for the README).
//
// The C references, our own bitmask counters (lab/bench/queens.c with the half-board
// mirror, lab/bench/queens-sym.c with one search per symmetry class like Qipan's),
// are compiled with `gcc -O3` into a temp dir when gcc exists; rows that compare with
// them say so when it is missing. Progress goes to stderr.
// Add rows for other games to BENCHES below: each entry runs a command and may name
// a target, either a ratio to another row's time or a number of seconds.
// QIPAN_BENCH_RUNS=N changes the number of rounds (default 3); QIPAN_BENCH_ONLY=id,id
// runs only those rows (e.g. QIPAN_BENCH_ONLY=online npm run bench -- --quick).
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { LAB, LAB_DIST, ROOT as root } from '../paths.js';

const QIPAN = join(root, 'apps/cli/bin/qipan.js');
const RUNS = Math.max(1, Number(process.env.QIPAN_BENCH_RUNS) || 5); // QIPAN_BENCH_RUNS=1 for a quick look
const markdown = process.argv.includes('--markdown');
const cores = availableParallelism();
const work = mkdtempSync(join(tmpdir(), 'qipan-bench-'));

/**
 * Runs a command once: wall-clock seconds, stdout (unless sent to /dev/null), status.
 * `missedStatus`: an exit status that means "ran, but missed its targets" (kept, not thrown).
 */
interface Run {
  readonly seconds: number;
  readonly stdout: string;
  readonly missed: boolean;
}

/** One row's runs so far: the median is the row's time. */
interface Measured {
  readonly times: number[];
  readonly seconds: number;
  readonly best: number;
  readonly worst: number;
  readonly result: string;
  readonly missed: boolean;
}

function timeOnce(
  cmd: string,
  args: readonly string[],
  {
    toDevNull = false,
    missedStatus,
  }: { toDevNull?: boolean; missedStatus?: number | undefined } = {},
): Run {
  const nullFd = toDevNull ? openSync('/dev/null', 'w') : undefined;
  const start = process.hrtime.bigint();
  const r = spawnSync(cmd, args, {
    stdio: ['ignore', nullFd ?? 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (nullFd !== undefined) closeSync(nullFd);
  if (r.error) throw r.error;
  if (r.status !== 0 && r.status !== missedStatus)
    throw new Error(`${cmd} ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return { seconds, stdout: (r.stdout ?? '').trim(), missed: r.status !== 0 };
}

/**
 * Collects the runs of one bench: the median time is the row's time, the worst is kept
 * beside it (a run now and then far slower than the others, a deoptimisation in the
 * middle of a search say, must not hide behind a best or a median). Every run must
 * print the same result.
 */
function keepBest(prev: Measured | undefined, run: Run, label: string): Measured {
  if (prev !== undefined && run.stdout !== prev.result) {
    throw new Error(`${label} printed ${run.stdout}, earlier ${prev.result}`);
  }
  const times = [...(prev?.times ?? []), run.seconds].sort((a, b) => a - b);
  const mid = Math.floor(times.length / 2);
  const median =
    times.length % 2 === 1 ? (times[mid] ?? 0) : ((times[mid - 1] ?? 0) + (times[mid] ?? 0)) / 2;
  return {
    times,
    seconds: median,
    best: times[0] ?? 0,
    worst: times[times.length - 1] ?? 0,
    result: run.stdout,
    missed: (prev?.missed ?? false) || run.missed,
  };
}

/** A run slower than this many times the median makes a row UNSTEADY (ignored below 0.2 s). */
const UNSTEADY = 1.5;
const unsteady = (m: Measured): boolean => m.worst > 0.2 && m.worst > UNSTEADY * m.seconds;

/** Compiles the C references; the paths of the binaries, or why not. */
type Reference = { exes: Record<string, string>; version: string } | { skip: string };

function compileReference(): Reference {
  const gcc = spawnSync('gcc', ['--version'], { encoding: 'utf8' });
  if (gcc.error || gcc.status !== 0) return { skip: 'gcc not found: C reference skipped' };
  const exes: Record<string, string> = {};
  for (const name of ['queens', 'queens-sym']) {
    const exe = join(work, name);
    const src = join(LAB, `bench/${name}.c`);
    const r = spawnSync('gcc', ['-O3', '-o', exe, src], { encoding: 'utf8' });
    if (r.status !== 0) return { skip: `gcc failed on ${name}.c: ${r.stderr.split('\n')[0]}` };
    exes[name] = exe;
  }
  return { exes, version: gcc.stdout.split('\n')[0] ?? '' };
}

const reference = compileReference();
/** What a row runs: a command and its arguments, or why it is skipped. */
type Command = readonly [string, readonly string[]] | { readonly skip: string };

const cReference = (name: string, ...args: string[]): Command =>
  'exes' in reference ? [reference.exes[name] as string, args] : { skip: reference.skip };
const qipan = (...args: string[]): Command => [process.execPath, [QIPAN, ...args]];

/** Go record inputs, generated once into the temp dir (seeded: the same every run). */
const GO_RECORD = join(LAB_DIST, 'bench/go-record.js');
function goInput(name: string, kind: string, count: number): string {
  const file = join(work, name);
  const r = spawnSync(process.execPath, [GO_RECORD, kind, file, String(count)], {
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`${GO_RECORD} ${kind}: ${r.stderr}`);
  return file;
}
let goGame: string | undefined;
let goVars: string | undefined;
const goRecord = (...args: string[]): Command => [process.execPath, [GO_RECORD, ...args]];

/** The Go corpus row: real records, ours against @sabaki/sgf + go-board (lab/bench/go-corpus.ts). */
const GO_CORPUS = join(LAB_DIST, 'bench/go-corpus.js');
const GOBAN_GAMES = '/usr/share/goban';

/** The online row: the built server and simulated WebSocket players (lab/bench/online.ts). */
const ONLINE = join(LAB_DIST, 'bench/online.js');
const SERVER_BUILT = join(root, 'apps/server/dist/main.js');

/** The Go network row: one 19×19 evaluation in Node, through GTP, in Chromium, and KataGo's (lab/bench/go-net.ts). */
const GO_NET = join(LAB_DIST, 'bench/go-net.js');

/** The page-weight row: script bytes per page in Chromium (lab/bench/weight.ts). */
const WEIGHT = join(LAB_DIST, 'bench/weight.js');
const WEB_BUILT = join(root, 'apps/web/dist/index.html');

/**
 * The benchmarks. `expect`: the known answer (OEIS A000170 / A002562) or undefined;
 * `target`: `{ of: id, max }` (time ratio to row `id`), `{ seconds }`, or `{ text }` for
 * a row that checks its own targets (status `missedStatus` when it misses one);
 * `once`: run in the first round only.
 */
type Target =
  | { readonly of: string; readonly max: number }
  | { readonly seconds: number }
  | { readonly text: string };

interface Bench {
  readonly id: string;
  readonly game: string;
  readonly name: string;
  readonly command: () => Command;
  readonly expect?: string;
  readonly target?: Target;
  readonly toDevNull?: boolean;
  readonly once?: boolean;
  readonly missedStatus?: number;
}

const BENCHES: readonly Bench[] = [
  {
    id: 'c16',
    game: 'queens',
    name: 'C reference count N=16, half-board mirror (gcc -O3, 1 thread)',
    command: () => cReference('queens', '16'),
    expect: '14772512',
  },
  {
    id: 'c16sym',
    game: 'queens',
    name: 'C reference count N=16, one search per symmetry class (gcc -O3, 1 thread)',
    command: () => cReference('queens-sym', '16'),
    expect: '14772512',
  },
  {
    id: 'count16',
    game: 'queens',
    name: `qipan queens count 16 (${cores} workers)`,
    command: () => qipan('queens', 'count', '16'),
    expect: '14772512',
    target: { of: 'c16sym', max: 0.7 },
  },
  {
    id: 'count16w1',
    game: 'queens',
    name: 'qipan queens count 16 --workers 1',
    command: () => qipan('queens', 'count', '16', '--workers', '1'),
    expect: '14772512',
    target: { of: 'c16sym', max: 1.3 },
  },
  {
    id: 'unique16',
    game: 'queens',
    name: `qipan queens count 16 --unique (${cores} workers)`,
    command: () => qipan('queens', 'count', '16', '--unique'),
    expect: '1846955',
    target: { of: 'c16sym', max: 0.7 },
  },
  {
    id: 'unique16w1',
    game: 'queens',
    name: 'qipan queens count 16 --unique --workers 1',
    command: () => qipan('queens', 'count', '16', '--unique', '--workers', '1'),
    expect: '1846955',
    target: { of: 'c16sym', max: 1.3 },
  },
  {
    id: 'solve1e7',
    game: 'queens',
    name: 'qipan queens solve 10000000 --format list > /dev/null',
    command: () => qipan('queens', 'solve', '10000000', '--format', 'list'),
    toDevNull: true,
    target: { seconds: 3 },
  },
  {
    id: 'perft5x5d8',
    game: 'chongzi',
    name: 'qipan chongzi perft --size 5 --start fixed --depth 8',
    command: () => qipan('chongzi', 'perft', '--size', '5', '--start', 'fixed', '--depth', '8'),
    expect: ['1 5', '2 18', '3 140', '4 930', '5 6378', '6 38502', '7 268972', '8 1759512'].join(
      '\n',
    ),
    target: { seconds: 5 },
  },
  {
    id: 'go100k',
    game: 'go',
    name: 'Go record: load a 100,000-move SGF (parse + validate, end position; < 300 MB)',
    command: () => goRecord('load', (goGame ??= goInput('go100k.sgf', 'gen-game', 100000)), '300'),
    expect: '100001 nodes, move 100000, captures 49972/49720, < 300 MB',
    target: { seconds: 1 },
  },
  {
    id: 'gocheck100k',
    game: 'go',
    name: 'qipan sgf check on the 100,000-move SGF',
    command: () => qipan('sgf', 'check', (goGame ??= goInput('go100k.sgf', 'gen-game', 100000))),
    target: { seconds: 1 },
  },
  {
    id: 'govars1e6',
    game: 'go',
    name: 'Go record: load 1,000,000 one-move variations (< 1 GB)',
    command: () => goRecord('load', (goVars ??= goInput('vars.sgf', 'gen-vars', 1000000)), '1000'),
    expect: '1000001 nodes, move 1, captures 0/0, < 1000 MB',
    target: { seconds: 10 },
  },
  {
    id: 'gocorpus',
    game: 'go',
    name: 'Go corpus: parse + load ~600 real games vs @sabaki/sgf + go-board',
    command: () =>
      existsSync(GOBAN_GAMES)
        ? [process.execPath, [GO_CORPUS, '--summary', '--runs', '5']]
        : { skip: `no ${GOBAN_GAMES} (apt-get install goban-original-games)` },
    // Measured once (about 20 s): the script times both sides itself (median of 5 passes
    // each, in one process) and exits 1 when ours is below 10× the peer's MB/s.
    once: true,
    missedStatus: 1,
    target: { text: '≥ 10× the peer (MB/s, median of 5)' },
  },
  {
    id: 'online',
    game: 'server',
    name: 'online play: 2,000 WebSocket players in 1,000 Gomoku games (server + SQLite)',
    command: () =>
      existsSync(SERVER_BUILT)
        ? [process.execPath, ['--expose-gc', ONLINE, '--summary']]
        : { skip: 'the server is not built (npm run build)' },
    // Measured once (about 30 s): the script checks its own targets and exits 1 when one is missed.
    once: true,
    missedStatus: 1,
    target: {
      text: '2,000 sockets, 1,000 games, ≥ 1,000 acks/s, p99 < 100 ms, < 50 KB/socket',
    },
  },
  {
    id: 'gonet',
    game: 'go',
    name: 'Go network: one 19×19 evaluation (g170 b6c96), Qipan on onnxruntime-node and in Chromium vs KataGo Eigen, one thread',
    command: () =>
      existsSync(SERVER_BUILT) && existsSync(WEB_BUILT)
        ? [process.execPath, [GO_NET, '--summary']]
        : { skip: 'the server or the web app is not built (npm run build)' },
    // Measured once (about 15 s): the script times all of them in one run and exits 1
    // when a ratio to KataGo misses its target.
    once: true,
    missedStatus: 1,
    target: { text: 'GTP ≤ 1.5× KataGo, Chromium ≤ 3× KataGo' },
  },
  {
    id: 'weight',
    game: 'web',
    name: 'page weight: script bytes of a fresh load in Chromium, brotli (/, /queens, /go, /gomoku, /chongzi)',
    command: () =>
      existsSync(SERVER_BUILT) && existsSync(WEB_BUILT)
        ? [process.execPath, [WEIGHT, '--summary']]
        : { skip: 'the server or the web app is not built (npm run build)' },
    // Measured once (about 10 s): the script checks its own targets and exits 1 when one is missed.
    once: true,
    missedStatus: 1,
    target: { text: 'home ≤ 60 KB, a game page ≤ 100 KB, Go ≤ 120 KB' },
  },
];

/**
 * Engine-level benchmarks that print their own lines (per-move and per-node speeds,
 * measured inside one process): shown after the table. `--quick` leaves them out.
 */
const DETAILS: readonly (readonly [string, string, readonly string[]])[] = [
  ['Gomoku rules (win check, forbidden points, 15×15 renju)', 'lab/dist/gomoku/rules.js', []],
  [
    'Gomoku AI on testdata/gomoku/tactics.json (1 s a position)',
    'lab/dist/gomoku/tactics.js',
    ['1000'],
  ],
  ['Go: SGF parsing, public play(), internal-board playouts', 'lab/dist/go/go-bench.js', []],
  ['Go bot: MCTS playouts per second', 'lab/dist/go/bot-bench.js', []],
  [
    'Go records: load time and memory (child processes), appends at 1,000 vs 100,000 nodes',
    'lab/dist/bench/go-record.js',
    ['details'],
  ],
  [
    'Page weight (issue 14): script bytes per page, raw, gzip and brotli, served by the built server',
    'lab/dist/bench/weight.js',
    [],
  ],
  [
    'Fuzz (issue 12): SGF, qipan gtp and qipan pbrain on random input, and the probes',
    'lab/dist/bench/fuzz.js',
    ['5000'],
  ],
];

// Rounds: every bench once per round, so that a change in the machine's load (it is
// shared) affects all rows alike; the median and the worst of the RUNS rounds are kept.
const measured = new Map<string, Measured>();
const active: { bench: Bench; command: readonly [string, readonly string[]] }[] = [];
const skipped = new Map<string, string>();
const only = (process.env.QIPAN_BENCH_ONLY ?? '').split(',').filter((id) => id !== '');
for (const bench of BENCHES) {
  if (only.length > 0 && !only.includes(bench.id)) {
    skipped.set(bench.id, 'not in QIPAN_BENCH_ONLY');
    continue;
  }
  const command = bench.command();
  if ('skip' in command) skipped.set(bench.id, command.skip);
  else active.push({ bench, command: command as readonly [string, readonly string[]] });
}
for (let round = 1; round <= RUNS; round++) {
  for (const { bench, command } of active) {
    if (bench.once && round > 1) continue;
    process.stderr.write(`bench ${round}/${RUNS}: ${bench.name} ...`);
    const run = timeOnce(command[0], command[1], {
      toDevNull: bench.toDevNull === true,
      missedStatus: bench.missedStatus,
    });
    process.stderr.write(` ${run.seconds.toFixed(3)} s\n`);
    measured.set(bench.id, keepBest(measured.get(bench.id), run, bench.name));
  }
}
let wrong = 0;
interface Row {
  readonly bench: Bench;
  readonly m?: Measured;
  readonly correct?: boolean;
  readonly note?: string | undefined;
}

const rows = BENCHES.map((bench): Row => {
  const m = measured.get(bench.id);
  if (!m) return { bench, note: skipped.get(bench.id) };
  const correct = bench.expect === undefined || m.result === bench.expect;
  if (!correct) wrong++;
  return { bench, m, correct };
});
rmSync(work, { recursive: true, force: true });

/** The table cells of one row. */
function cells({ bench, m, correct, note }: Row): string[] {
  const target = !bench.target
    ? '—'
    : 'text' in bench.target
      ? bench.target.text
      : 'seconds' in bench.target
        ? `< ${bench.target.seconds} s`
        : `≤ ${bench.target.max} × ${bench.target.of}`;
  if (!m) return [bench.name, 'skipped', '—', target, '—', note ?? ''];
  const time =
    m.times.length > 1
      ? `${m.seconds.toFixed(3)} s (worst ${m.worst.toFixed(3)} s)`
      : `${m.seconds.toFixed(3)} s`;
  if (bench.target && 'text' in bench.target) {
    return [bench.name, m.result, time, target, '—', m.missed ? 'MISSED' : 'met'];
  }
  // Multi-line output (perft) is shown by its last line.
  const shown = m.result.split('\n').at(-1) ?? '';
  const result =
    bench.expect === undefined ? (shown === '' ? 'ok' : shown) : `${shown} ${correct ? '✓' : '✗'}`;
  if (!bench.target) return [bench.name, result, time, target, '—', ''];
  if ('seconds' in bench.target) {
    return [
      bench.name,
      result,
      time,
      target,
      '—',
      m.seconds < bench.target.seconds ? 'met' : 'MISSED',
    ];
  }
  const base = measured.get(bench.target.of);
  if (!base) return [bench.name, result, time, target, '—', `no ${bench.target.of} row`];
  const ratio = m.seconds / base.seconds;
  return [
    bench.name,
    result,
    time,
    target,
    ratio.toFixed(2),
    ratio <= bench.target.max ? 'met' : 'MISSED',
  ];
}

/** The row's cells, its status turned UNSTEADY when one run was far slower than the best. */
function rowCells(row: Row): string[] {
  const c = cells(row);
  if (row.m && unsteady(row.m) && c[5] === 'met') c[5] = 'UNSTEADY';
  return c;
}

const header = ['benchmark', 'result', 'time', 'target', 'ratio', 'status'];
const table = [header, ...rows.map(rowCells)];
// A missed target or an unsteady row makes the bench fail (exit status 1), not only the table.
const missedRows = table.slice(1).filter((r) => r[5] === 'MISSED' || r[5] === 'UNSTEADY');
const widths = header.map((_, i) => Math.max(...table.map((r) => (r[i] ?? '').length)));
const line = (r: readonly string[]): string =>
  r
    .map((c, i) => c.padEnd(widths[i] ?? 0))
    .join(' | ')
    .trimEnd();

const about = [
  `ids: ${BENCHES.map((b) => b.id).join(', ')}; median (and worst) of ${RUNS} whole-process runs each, in rounds` +
    ` (UNSTEADY: the worst run took over ${UNSTEADY}× the median)`,
  `node ${process.version}, ${cores} cores, load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}${'version' in reference ? `, ${reference.version}` : ''}`,
];
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
for (const r of table.slice(1)) console.log(line(r));
console.log(about.join('\n'));
if (markdown) {
  const md = (r: readonly string[]): string =>
    `| ${r.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`;
  console.log('');
  console.log(md(header));
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const r of table.slice(1)) console.log(md(r));
  console.log('');
  console.log(about.map((a) => `${a}  `).join('\n'));
}
if (!process.argv.includes('--quick')) {
  for (const [title, script, args] of DETAILS) {
    process.stderr.write(`bench: ${title} ...\n`);
    const r = spawnSync(process.execPath, [join(root, script), ...args], { encoding: 'utf8' });
    const lines = (r.stdout ?? '').trim().split('\n');
    // Long per-position listings keep only their summary lines.
    const shown = lines.filter((l) => !/^(ok|MISS) /.test(l));
    console.log(`\n${markdown ? '### ' : '== '}${title}\n`);
    console.log(markdown ? shown.map((l) => `- ${l}`).join('\n') : shown.join('\n'));
    if (r.status !== 0) {
      console.log(`(exited ${r.status}: ${(r.stderr ?? '').trim().split('\n')[0]})`);
      wrong++;
    }
  }
}
if (missedRows.length > 0)
  console.log(`\nmissed or unsteady: ${missedRows.map((r) => r[0]).join('; ')}`);
process.exit(wrong === 0 && missedRows.length === 0 ? 0 : 1);
