// The longer fuzz run of issue 12 (built packages and CLI; `npx tsc -b` first):
//   node lab/dist/bench/fuzz.js [RUNS]     (default 2000)
// Suites: SGF bytes, RUNS runs (random text, Go records with probe root values, bytes
// with the probe CA labels → parse, load as Go, write back and re-read); `qipan gtp`
// (RUNS/4) and `qipan pbrain` (RUNS/50: each run starts its worker thread) in-process
// on random lines, answers counted and checked for form. Then the probes of the issue, each as a child
// process with its time and peak memory: a 64 MB GTP line, `loadsgf /dev/zero`, a 1 MB
// pbrain line, and END sent to pbrain 1 s into a 60-second search and inside BOARD
// (the time from END to the process's exit).
// Prints one line per suite and probe; exits 1 when any fails.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { gtpCommand, pbrainCommand, type Io } from '@qipan/cli';
import { formatSgf, parseSgfBytes } from '@qipan/core';
import { goRecordToSgf, loadGoRecord, preprocessGtpLine } from '@qipan/go';
import { ROOT as root } from '../paths.js';

// By path from the root: this file runs from lab/dist/bench/, its source sits in lab/bench/.
const { SGF_PROBE_LABELS: LABELS } = (await import(
  pathToFileURL(join(root, 'test/sgf-probe-labels.mjs')).href
)) as typeof import('../../test/sgf-probe-labels.mjs');

const RUNS = Number(process.argv[2] ?? 2000);
const BIN = join(root, 'apps/cli/bin/qipan.js');
const dir = mkdtempSync(join(tmpdir(), 'qipan-fuzz-'));
let failed = 0;

const PUNCT = ['(', ')', ';', '[', ']', '\\', 'B', 'W', 'C', 'A', 'S', 'Z', 'a', 'e', ':', ' '];
const SGFISH = [
  ...PUNCT,
  '\n',
  '\r',
  'é',
  '棋',
  '1',
  '9',
  '.',
  'x',
  'GM[1]',
  'SZ[1e1]',
  'SZ[19.0]',
];

/** A Go record with probe values in its root (SZ, HA, KM, CA) and random moves and setup. */
function goRecord(): fc.Arbitrary<Uint8Array> {
  const pt = fc.constantFrom('', 'aa', 'ee', 'dd', 'cc', 'ii', 'tt', 'zz', 'aa:cc', 'a');
  const prop = fc.oneof(
    fc.tuple(fc.constantFrom('B', 'W', 'AB', 'AW', 'AE'), pt),
    fc.tuple(
      fc.constantFrom('C', 'N', 'GN'),
      fc.constantFrom('café', '棋', 'CA[Big5\\]', 'x\\\\y', ''),
    ),
  );
  const node = fc
    .array(prop, { maxLength: 3 })
    .map((ps) => `;${ps.map(([k, v]) => `${k}[${v}]`).join('')}`);
  const seq = fc.array(node, { minLength: 1, maxLength: 8 }).map((ns) => ns.join(''));
  const rootProps = fc
    .tuple(
      fc.constantFrom('9', '19', '5', '13', '9', '1e1', '19.0', ' 9', '+9', '9:9', '0x13', ''),
      fc.constantFrom('0', '2', '', '', '2.0', 'x'),
      fc.constantFrom('6.5', '0', '-5.5', '', '', '1e1', 'Infinity'),
      fc.constantFrom(...LABELS),
      fc.constantFrom('B[ee]', '', 'AB[aa]PL[W]'),
    )
    .map(([sz, ha, km, ca, extra]) => `GM[1]SZ[${sz}]HA[${ha}]KM[${km}]CA[${ca}]${extra}`);
  return fc
    .tuple(
      rootProps,
      seq,
      fc.array(seq, { maxLength: 3 }),
      fc.constantFrom('utf-8', 'latin1', 'utf16le'),
    )
    .map(([r, main, vars, enc]) => {
      const text = `(;${r}${main}${vars.map((v) => `(${v})`).join('')})`;
      return new Uint8Array(Buffer.from(text, enc as BufferEncoding));
    });
}

function sgfInput(): fc.Arbitrary<Uint8Array> {
  const text = fc.string({ unit: fc.constantFrom(...SGFISH), maxLength: 80 });
  return fc.oneof(
    { weight: 2, arbitrary: goRecord() },
    text.map((t) => new TextEncoder().encode(t)),
    fc
      .tuple(fc.constantFrom(...LABELS), text, fc.uint8Array({ maxLength: 40 }))
      .map(([ca, t, tail]) => {
        const head = new TextEncoder().encode(`(;GM[1]CA[${ca}]C[old CA[Big5]${t}`);
        const out = new Uint8Array(head.length + tail.length + 2);
        out.set(head);
        out.set(tail, head.length);
        out.set([0x5d, 0x29], head.length + tail.length); // "])"
        return out;
      }),
  );
}

function report<T>(name: string, started: number, result: fc.RunDetails<T>, extra = ''): void {
  const s = ((performance.now() - started) / 1000).toFixed(2);
  if (result.failed) {
    failed++;
    const ce = JSON.stringify(result.counterexample)?.slice(0, 300);
    console.log(
      `${name}: FAILED after ${result.numRuns} runs (${s} s): ${errorLine(result.errorInstance)} — counterexample ${ce}`,
    );
  } else console.log(`${name}: ${result.numRuns} runs, no failure (${s} s)${extra}`);
}

// SGF: never throws; a loaded record writes back to text that loads again.
{
  const seen = { parsed: 0, loaded: 0 };
  const t0 = performance.now();
  const r = fc.check(
    fc.property(sgfInput(), (bytes) => {
      const p = parseSgfBytes(bytes);
      if (!p.ok) {
        if (!(p.error.line >= 1 && p.error.column >= 1)) throw new Error('error without position');
        return;
      }
      seen.parsed++;
      for (const tree of p.value.collection) {
        const rec = loadGoRecord(tree);
        if (!rec.ok) {
          if (rec.error.message === '') throw new Error('empty message');
          continue;
        }
        seen.loaded++;
        const back = parseSgfBytes(formatSgf([goRecordToSgf(rec.value)], { charset: 'UTF-8' }));
        if (!back.ok) throw new Error(`written record does not parse: ${back.error.message}`);
      }
    }),
    { numRuns: RUNS },
  );
  report(
    'SGF bytes → parse → Go record → SGF',
    t0,
    r,
    `; ${seen.parsed} parsed, ${seen.loaded} games loaded`,
  );
}

/** The first line of a thrown error's message. */
const errorLine = (e: unknown): string =>
  (e instanceof Error ? e.message : String(e)).split('\n')[0] ?? '';

/** An in-process Io for the CLI commands: `chunks` on stdin, stdout collected. */
function io(chunks: readonly string[]): { io: Io; out: () => string; err: () => string } {
  let out = '';
  let err = '';
  const sink = (add: (text: string) => void): Writable =>
    new Writable({
      write(c: Buffer | string, _e, done) {
        add(String(c));
        done();
      },
    });
  return {
    io: {
      stdin: Readable.from(chunks),
      stdout: sink((t) => (out += t)),
      stderr: sink((t) => (err += t)),
      isTTY: { stdin: false, stdout: false, stderr: false },
      columns: 80,
      env: {},
      onSignal: () => () => {},
    },
    out: () => out,
    err: () => err,
  };
}
const cut = (text: string, n: number): string[] => {
  const chunks: string[] = [];
  for (let i = 0; i < text.length; i += n) chunks.push(text.slice(i, i + n));
  return chunks;
};

// GTP: every line that is not empty after preprocessing gets exactly one answer.
{
  const sources: readonly (readonly [string, string])[] = [
    ['root.sgf', '(;GM[1]SZ[9]B[ee];W[cc];B[gg])'],
    ['ctor.sgf', '(;GM[1]CA[constructor]C[café];B[dd])'],
    ['ucs2.sgf', '(;GM[1]CA[ucs-2]C[café!];B[dd])'],
  ];
  const files = sources.map(([n, t]) => {
    writeFileSync(join(dir, n), t);
    return join(dir, n);
  });
  const names = [
    'name',
    'boardsize',
    'clear_board',
    'komi',
    'play',
    'undo',
    'showboard',
    'is_legal',
    'list_stones',
    'captures',
    'loadsgf',
    'fixed_handicap',
    'time_left',
    'known_command',
    'frobnicate',
    '__proto__',
  ];
  const args = [
    'b',
    'white',
    'E5',
    'A1',
    'pass',
    '0',
    '1',
    '9',
    '-1',
    '1e1',
    'x',
    '棋',
    ...files,
    '/dev/null',
  ];
  const noise = fc.constantFrom('\r', '\x00', '\x07', '\x7f', '\t', '#', '');
  const line = fc
    .tuple(
      fc.option(fc.nat({ max: 99 }), { nil: undefined }),
      fc.constantFrom(...names),
      fc.array(fc.oneof(fc.constantFrom(...args), fc.string({ maxLength: 5 })), { maxLength: 3 }),
      noise,
      fc.nat(),
    )
    .map(([id, n, a, c, at]) => {
      const text = [...(id === undefined ? [] : [String(id)]), n, ...a]
        .join(' ')
        .replace(/\n/g, ' ');
      const i = at % (text.length + 1);
      return text.slice(0, i) + c + text.slice(i);
    });
  let answers = 0;
  const t0 = performance.now();
  const r = await fc.check(
    fc.asyncProperty(
      fc.array(line, { maxLength: 20 }),
      fc.integer({ min: 1, max: 64 }),
      async (lines, n) => {
        const t = io(cut(lines.map((l) => `${l}\n`).join(''), n));
        const status = await gtpCommand(['--level', '1'], t.io);
        if (status !== 0) throw new Error(`status ${status}`);
        const out = t.out();
        const blocks = out === '' ? [] : out.slice(0, -2).split('\n\n');
        const expected = lines.filter((l) => preprocessGtpLine(l) !== '').length;
        answers += blocks.length;
        if (blocks.length !== expected)
          throw new Error(`${blocks.length} answers for ${expected} lines`);
        for (const b of blocks)
          if (!/^[=?]\d* /.test(b) || b.includes('internal error'))
            throw new Error(`bad answer ${b}`);
      },
    ),
    { numRuns: Math.max(1, Math.round(RUNS / 4)) },
  );
  report('qipan gtp on random lines', t0, r, `; ${answers} answers checked`);
}

// pbrain: answers well-formed and short, nothing after END (here in its worker thread).
{
  const point = fc.tuple(fc.nat({ max: 20 }), fc.nat({ max: 20 })).map(([x, y]) => `${x},${y}`);
  const line = fc.oneof(
    fc.constantFrom(
      'START 15',
      'START 20',
      'START x',
      'RESTART',
      'BEGIN',
      'ABOUT',
      'YXSHOWFORBID',
      'BOARD',
      'DONE',
      'INFO rule 4',
      'INFO rule 1',
      'INFO timeout_turn soon',
    ),
    point.map((p) => `TURN ${p}`),
    fc.tuple(point, fc.constantFrom(1, 2, 3, 7)).map(([p, f]) => `${p},${f}`),
    point.map((p) => `TAKEBACK ${p}`),
    fc.string({ maxLength: 20 }).map((s) => s.replace(/[\r\n]/g, ' ')),
    fc.constantFrom('end', 'END\r', 'ENDX'),
  );
  const answer =
    /^(OK|(ERROR|UNKNOWN|MESSAGE|DEBUG) .{0,200}|FORBID (\d{4})*\.|name="qipan", .*|\d{1,2},\d{1,2})$/u;
  let answers = 0;
  const t0 = performance.now();
  const r = await fc.check(
    fc.asyncProperty(fc.array(line, { maxLength: 14 }), async (lines) => {
      const all = ['INFO timeout_turn 20', ...lines, 'END', 'DONE', 'ABOUT'];
      const t = io(cut(all.map((l) => `${l}\r\n`).join(''), 41));
      const status = await pbrainCommand(['--level', '1'], t.io);
      if (status !== 0) throw new Error(`status ${status}`);
      const out = t
        .out()
        .split('\n')
        .filter((l) => l !== '');
      answers += out.length;
      for (const l of out)
        if (!answer.test(l) || l.includes('internal error'))
          throw new Error(`bad answer ${l.slice(0, 80)}`);
      const end = all.findIndex((l) => /^\s*END\s*$/i.test(l.replace(/\r$/, '')));
      const abouts = all.slice(0, end).filter((l) => l === 'ABOUT').length;
      if (out.filter((l) => l.startsWith('name=')).length > abouts)
        throw new Error('answered after END');
    }),
    { numRuns: Math.max(1, Math.round(RUNS / 50)) },
  );
  report('qipan pbrain on random lines', t0, r, `; ${answers} answers checked`);
}

/** Runs the CLI with `input` on stdin: seconds, peak RSS in MB, stdout. */
function probe(
  name: string,
  args: readonly string[],
  inputFile: Buffer | undefined,
  check: (out: string) => boolean,
): void {
  const t0 = performance.now();
  const r = spawnSync('/usr/bin/time', ['-f', '%M', process.execPath, BIN, ...args], {
    stdio: [inputFile === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    input: inputFile === undefined ? undefined : inputFile,
    maxBuffer: 1 << 26,
    timeout: 120_000,
  });
  const s = ((performance.now() - t0) / 1000).toFixed(2);
  const rssKb = Number(String(r.stderr).trim().split('\n').at(-1));
  const out = String(r.stdout);
  const ok = r.status === 0 && check(out);
  if (!ok) failed++;
  const mb = Number.isFinite(rssKb) ? `${Math.round(rssKb / 1024)} MB peak RSS` : 'RSS unknown';
  console.log(
    `probe ${name}: ${ok ? 'ok' : 'FAILED'}, ${s} s, ${mb}; answered ${JSON.stringify(out.slice(0, 90))}`,
  );
}

{
  const line = Buffer.alloc(64 * 1024 * 1024 + 3, 0x78);
  line.write('7 ', 0);
  line[line.length - 1] = 0x0a;
  probe('64 MB GTP line', ['gtp'], Buffer.concat([line, Buffer.from('8 name\n')]), (o) =>
    /^\?7 command line too long .*\n\n=8 Qipan\n\n$/s.test(o),
  );
  probe('loadsgf /dev/zero', ['gtp'], Buffer.from('1 loadsgf /dev/zero\n2 name\n'), (o) =>
    /^\?1 cannot load file \(larger than 16 MiB/.test(o),
  );
  const big = Buffer.alloc(1024 * 1024 + 1, 0x58);
  big[big.length - 1] = 0x0a;
  probe('1 MB pbrain line', ['pbrain'], Buffer.concat([big, Buffer.from('END\n')]), (o) =>
    /^ERROR line too long \(1,048,576 characters.{0,60}\n$/.test(o),
  );
}

/** ms from END to the exit of `qipan pbrain --level 5` that was busy with `opening`. */
async function endLatency(
  opening: readonly string[],
): Promise<{ ms: number; code: number | null; out: string }> {
  const child = spawn(process.execPath, [BIN, 'pbrain', '--level', '5'], {
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  child.stdin.write(['START 15', 'INFO timeout_turn 60000', ...opening, ''].join('\n'));
  while (!out.includes('OK\n')) await new Promise((r) => setTimeout(r, 10));
  await new Promise((r) => setTimeout(r, 1000)); // well into the search
  const t0 = performance.now();
  child.stdin.write('END\n');
  const code = await exited;
  return { ms: performance.now() - t0, code, out };
}
for (const [name, opening] of [
  ['END during a 60 s search', ['TURN 7,7']],
  ['END inside BOARD', ['BOARD', '7,7,1']],
] as const) {
  const { ms, code, out } = await endLatency(opening);
  // At most the move of the search END cut short is answered.
  const ok = code === 0 && /^OK\n(\d{1,2},\d{1,2}\n)?$/.test(out);
  if (!ok) failed++;
  console.log(`probe ${name}: ${ok ? 'ok' : 'FAILED'}, exit ${Math.round(ms)} ms after END`);
}
process.exit(failed === 0 ? 0 : 1);
