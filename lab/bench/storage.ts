// Storage micro-benchmark (built server; `npx tsc -b` first): how fast the SQLite
// GameStore commits actions, each one durable across kill -9 when its promise resolves
// (WAL, synchronous=NORMAL). Prints appends/s and append latency percentiles for:
//   sequential   one game, one append at a time (one player's moves back to back)
//   steady       RATE appends/s offered over GAMES games, 10 ms apart in small batches,
//                for MOVES appends (the server's hub at the target load)
//   burst        GAMES games with one append in flight per game at once, in rounds
//                (latency here is mostly waiting behind the others: one writer)
// Usage: node lab/dist/bench/storage.js [--json] [--moves N] [--games G] [--rate R]
// Issue 10 targets (end to end, storage is one part): ≥ 1,000 acked moves/s, p99 < 100 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  openSqliteStore,
  type GameStore,
  type GameSummary,
  type StoredAction,
  type StoredGame,
} from '@qipan/server';

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(name);
  const n = i < 0 ? NaN : Number(process.argv[i + 1]);
  return Number.isSafeInteger(n) && n > 0 ? n : fallback;
};
const MOVES = arg('--moves', 5000);
const GAMES = arg('--games', 1000);
const RATE = arg('--rate', 1000);
const json = process.argv.includes('--json');

const ALNUM = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const gameId = (n: number): string => {
  let s = '';
  for (let i = 0; i < 10; i++, n = Math.floor(n / 62)) s = ALNUM[n % 62] + s;
  return s;
};
const game = (id: string): StoredGame => ({
  id,
  game: 'gomoku',
  options: { size: 15, rule: 'freestyle' },
  timeControl: { kind: 'fischer', mainMs: 300_000, incrementMs: 5_000 },
  seats: {
    black: { kind: 'person', tokenHash: 'a'.repeat(64) },
    white: { kind: 'person', tokenHash: 'b'.repeat(64) },
  },
  createdAtMs: Date.now(),
});
const playing: GameSummary = { status: 'playing' };
const move = (seq: number): StoredAction => ({
  seq,
  atMs: Date.now(),
  action: { type: 'move', move: `h${(seq % 15) + 1}` },
});

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

interface Summary {
  readonly label: string;
  readonly appends: number;
  readonly perSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
}
function summary(label: string, latencies: readonly number[], seconds: number): Summary {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    label,
    appends: latencies.length,
    perSecond: Math.round(latencies.length / seconds),
    p50Ms: +percentile(sorted, 50).toFixed(3),
    p99Ms: +percentile(sorted, 99).toFixed(3),
    maxMs: +(sorted.at(-1) ?? NaN).toFixed(3),
  };
}
const nowMs = (): number => Number(process.hrtime.bigint()) / 1e6;

async function timedAppend(
  store: GameStore,
  id: string,
  seq: number,
  latencies: number[],
): Promise<void> {
  const start = nowMs();
  const r = await store.appendAction(id, move(seq), playing);
  latencies.push(nowMs() - start);
  if (r !== 'ok') throw new Error(`append ${id} ${seq}: ${r}`);
}

const dir = mkdtempSync(join(tmpdir(), 'qipan-bench-storage-'));
const results: Summary[] = [];
try {
  const store = await openSqliteStore({ dir });

  const solo = gameId(1);
  await store.createGame(game(solo), playing);
  let latencies: number[] = [];
  let start = nowMs();
  for (let seq = 0; seq < MOVES; seq++) await timedAppend(store, solo, seq, latencies);
  results.push(summary('sequential (1 game)', latencies, (nowMs() - start) / 1000));

  const ids = Array.from({ length: GAMES }, (_, i) => gameId(1000 + i));
  for (const id of ids) await store.createGame(game(id), playing);
  const next = new Map(ids.map((id) => [id, 0]));
  const appendNext = (id: string): Promise<void> => {
    const seq = next.get(id) ?? 0;
    next.set(id, seq + 1);
    return timedAppend(store, id, seq, latencies);
  };

  // Steady: RATE/s offered, whatever the store's pace (open loop), in 10 ms ticks.
  latencies = [];
  start = nowMs();
  const pending: Promise<void>[] = [];
  for (let sent = 0, tick = 0; sent < MOVES; tick++) {
    const due = Math.min(MOVES, Math.round(((tick + 1) * 10 * RATE) / 1000));
    for (; sent < due; sent++) pending.push(appendNext(ids[sent % GAMES] as string));
    const wait = start + (tick + 1) * 10 - nowMs();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
  await Promise.all(pending);
  results.push(
    summary(`steady ${RATE}/s over ${GAMES} games`, latencies, (nowMs() - start) / 1000),
  );

  // Burst: every game appends at the same moment, round after round.
  latencies = [];
  start = nowMs();
  for (let round = 0; round < Math.max(1, Math.ceil(MOVES / GAMES)); round++) {
    await Promise.all(ids.map(appendNext));
  }
  results.push(summary(`burst (${GAMES} games at once)`, latencies, (nowMs() - start) / 1000));
  await store.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}

if (json) console.log(JSON.stringify(results));
else {
  console.log(
    'SQLite GameStore appendAction (WAL, synchronous=NORMAL; each append is one transaction)',
  );
  for (const r of results) {
    console.log(
      `${r.label.padEnd(34)} ${String(r.perSecond).padStart(7)} appends/s  ` +
        `p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  max ${r.maxMs} ms  (${r.appends} appends)`,
    );
  }
}
