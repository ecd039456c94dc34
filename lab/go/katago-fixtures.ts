/**
 * Records KataGo's raw network outputs (`kata-raw-nn 0`) on positions from games that the
 * network plays against itself with sampled moves (and some uniformly random ones), on
 * 9×9, 13×13 and 19×19, under four rule sets, with several komis and handicaps. The
 * answers are the known-answer fixtures of `testdata/go-net/raw-nn.json`.
 *
 *   node lab/dist/go/katago-fixtures.js --katago PATH --model FILE.bin.gz --config FILE.cfg
 *        [--games 60] [--seed 1] [--out testdata/go-net/raw-nn.json]
 *
 * Nothing here runs in CI: CI reads the file this writes.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import {
  fixedHandicapPoints,
  formatVertex,
  legalMoves,
  newGame,
  play,
  type GoMove,
  type GoState,
  type Preset,
} from '@qipan/go';
import { encodeFeatures, netPosition } from '@qipan/go-net';
import { kataRuleCommands } from './katago-rules.js';

interface Args {
  katago: string;
  model: string;
  config: string;
  games: number;
  seed: number;
  out: string;
}

function args(): Args {
  const a = process.argv.slice(2);
  const get = (k: string, d?: string): string => {
    const i = a.indexOf(`--${k}`);
    const v = i >= 0 ? a[i + 1] : d;
    if (v === undefined) throw new Error(`--${k} is needed`);
    return v;
  };
  return {
    katago: get('katago', '/work/ext/katago/cpp/build/katago'),
    model: get('model', 'packages/go-net/model/g170-b6c96-s175395328-d26788732.bin.gz'),
    config: get('config', '/work/ext/katago/cpp/configs/gtp_example.cfg'),
    games: Number(get('games', '60')),
    seed: Number(get('seed', '1')),
    out: get('out', 'testdata/go-net/raw-nn.json'),
  };
}

/** A small seeded generator (mulberry32). */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Gtp {
  private readonly lines: string[] = [];
  private waiting: (() => void) | undefined;
  constructor(private readonly proc: ChildProcessWithoutNullStreams) {
    createInterface({ input: proc.stdout }).on('line', (l) => {
      this.lines.push(l);
      this.waiting?.();
    });
  }
  async send(cmd: string): Promise<string> {
    this.proc.stdin.write(`${cmd}\n`);
    const out: string[] = [];
    for (;;) {
      while (this.lines.length === 0) await new Promise<void>((r) => (this.waiting = r));
      const l = this.lines.shift() as string;
      if (l === '' && out.length > 0) break;
      if (l === '' && out.length === 0) continue;
      out.push(l);
    }
    const text = out.join('\n');
    if (text.startsWith('?')) throw new Error(`${cmd}: ${text}`);
    return text.replace(/^=\s?/, '');
  }
}

interface Raw {
  whiteWin: number;
  whiteLoss: number;
  noResult: number;
  whiteLead: number;
  whiteScoreSelfplay: number;
  whiteScoreSelfplaySq: number;
  varTimeLeft: number;
  policyPass: number;
  /** Row-major from the top row; null where KataGo prints NAN (not a legal move). */
  policy: (number | null)[];
  whiteOwnership: number[];
}

function parseRaw(text: string, area: number): Raw {
  const lines = text.split('\n').map((l) => l.trim());
  const fields = new Map<string, string>();
  const grids = new Map<string, (number | null)[]>();
  let current: string | undefined;
  for (const l of lines) {
    if (l === 'policy' || l === 'whiteOwnership') {
      current = l;
      grids.set(l, []);
      continue;
    }
    const parts = l.split(/\s+/);
    if (current !== undefined && /^[-\d.NA ]+$/.test(l) && (grids.get(current)?.length ?? 0) < area) {
      for (const t of parts) grids.get(current)?.push(t === 'NAN' ? null : Number(t));
      continue;
    }
    current = undefined;
    if (parts.length === 2) fields.set(parts[0] as string, parts[1] as string);
  }
  const num = (k: string): number => {
    const v = fields.get(k);
    if (v === undefined) throw new Error(`kata-raw-nn printed no ${k}`);
    return v === 'NAN' ? NaN : Number(v);
  };
  const policy = grids.get('policy') ?? [];
  const own = (grids.get('whiteOwnership') ?? []) as number[];
  if (policy.length !== area || own.length !== area) throw new Error('kata-raw-nn: bad grids');
  return {
    whiteWin: num('whiteWin'),
    whiteLoss: num('whiteLoss'),
    noResult: num('noResult'),
    whiteLead: num('whiteLead'),
    whiteScoreSelfplay: num('whiteScoreSelfplay'),
    whiteScoreSelfplaySq: num('whiteScoreSelfplaySq'),
    varTimeLeft: num('varTimeLeft'),
    policyPass: num('policyPass'),
    policy,
    whiteOwnership: own,
  };
}

/** KataGo's rule-set name for each preset used. */
const KATAGO_RULES: Partial<Record<Preset, string>> = {
  chinese: 'chinese',
  japanese: 'japanese',
  'tromp-taylor': 'tromp-taylor',
  aga: 'aga',
};

export interface Fixture {
  id: string;
  size: number;
  preset: Preset;
  komi: number;
  handicap: number;
  /** GTP moves from the start (after fixed handicap), e.g. "B D4", "W pass". */
  moves: string[];
  toMove: 'black' | 'white';
  /** What the position shows (ko, captures, a pass, the endgame), for reading the file. */
  tags: string[];
  raw: Raw;
}

function moveText(m: GoMove, size: number): string {
  return m.type === 'play' ? formatVertex(m.point, size) : 'pass';
}

async function main(): Promise<void> {
  const a = args();
  const rand = rng(a.seed);
  const proc = spawn(
    a.katago,
    ['gtp', '-model', a.model, '-config', a.config, '-override-config', 'numSearchThreads=1,logToStderr=false,logDir=/tmp/katago-logs'],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  proc.stderr.resume();
  const gtp = new Gtp(proc);
  const fixtures: Fixture[] = [];
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  for (let g = 0; g < a.games; g++) {
    const size = pick([9, 9, 13, 13, 19, 19, 19]);
    const preset = pick(['chinese', 'chinese', 'japanese', 'japanese', 'tromp-taylor', 'aga'] as const);
    const komi = pick([7.5, 7.5, 6.5, 7, 0.5, 5.5, -3.5, 9, 2, 0]);
    const handicap = size >= 13 && rand() < 0.2 ? 2 + Math.floor(rand() * 4) : 0;
    const r = newGame({ preset, size, komi, handicap, handicapPlacement: 'fixed' });
    if (!r.ok) throw new Error(r.error.message);
    let state: GoState = r.value;
    await gtp.send(`boardsize ${size}`);
    await gtp.send('clear_board');
    await gtp.send(`kata-set-rules ${KATAGO_RULES[preset] as string}`);
    await gtp.send(`komi ${komi}`);
    for (const cmd of kataRuleCommands(state)) await gtp.send(cmd);
    if (handicap >= 2) {
      // Qipan's handicap points (KataGo puts a third stone elsewhere), as setup stones.
      const ours = (fixedHandicapPoints(size, handicap) ?? []).map((p) => formatVertex(p, size));
      await gtp.send(`set_free_handicap ${ours.join(' ')}`);
    }
    const moves: string[] = [];
    const area = size * size;
    const length = Math.floor(rand() * area * 1.1) + 3;
    // Which plies to record: a few per game, spread over it, the last always.
    const record = new Set<number>();
    const per = size === 19 ? 4 : 5;
    for (let i = 0; i < per; i++) record.add(Math.floor(rand() * length));
    record.add(length - 1);
    let passes = 0;
    let prevCaptures = 0;
    for (let ply = 0; ply < length && passes < 2; ply++) {
      const raw = parseRaw(await gtp.send('kata-raw-nn 0'), area);
      const legal = legalMoves(state);
      const stonesNow = state.board.prisoners;
      const caps = (stonesNow[1] as number) + (stonesNow[2] as number);
      if (record.has(ply) || (state.board.ko >= 0 && rand() < 0.5) || passes === 1) {
        const tags: string[] = [];
        if (state.board.ko >= 0) tags.push('ko');
        if (caps > prevCaptures) tags.push('capture');
        if (passes === 1) tags.push('after-pass');
        if (ply > area * 0.6) tags.push('endgame');
        if (handicap >= 2) tags.push('handicap');
        const planes = encodeFeatures(netPosition(state)).spatial;
        if (planes.subarray(14 * area, 15 * area).some((v) => v !== 0)) tags.push('ladder');
        fixtures.push({
          id: `g${g}p${ply}`,
          size,
          preset,
          komi,
          handicap,
          moves: moves.slice(),
          toMove: state.turn,
          tags,
          raw,
        });
      }
      prevCaptures = caps;
      // The next move: the policy sampled, sometimes a random legal point.
      let move: GoMove | undefined;
      if (rand() < 0.12) move = pick(legal.filter((m) => m.type === 'play'));
      if (move === undefined) {
        let total = raw.policyPass;
        for (const v of raw.policy) total += v ?? 0;
        let t = rand() * total;
        for (let p = 0; p < area && move === undefined; p++) {
          t -= raw.policy[p] ?? 0;
          if (t <= 0 && raw.policy[p] !== null)
            move = { type: 'play', point: { x: p % size, y: Math.floor(p / size) } };
        }
        move ??= { type: 'pass' };
      }
      let next = play(state, move);
      if (!next.ok) {
        move = { type: 'pass' };
        next = play(state, move);
        if (!next.ok) break;
      }
      const color = state.turn === 'black' ? 'B' : 'W';
      await gtp.send(`play ${color} ${moveText(move, size)}`);
      moves.push(`${color} ${moveText(move, size)}`);
      passes = move.type === 'pass' ? passes + 1 : 0;
      state = next.value;
    }
    process.stderr.write(`game ${g + 1}/${a.games}: ${size}×${size} ${preset}, ${fixtures.length} positions\n`);
  }
  proc.stdin.end();
  writeFileSync(a.out, `${JSON.stringify({ katago: await version(a.katago), model: a.model, seed: a.seed, fixtures })}\n`);
  process.stderr.write(`${fixtures.length} positions written to ${a.out}\n`);
}

async function version(katago: string): Promise<string> {
  return await new Promise((resolve) => {
    const p = spawn(katago, ['version']);
    let out = '';
    p.stdout.on('data', (d: Buffer) => (out += d.toString()));
    p.on('close', () => resolve(out.split('\n')[0]?.trim() ?? ''));
  });
}

await main();
