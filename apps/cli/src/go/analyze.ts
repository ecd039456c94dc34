/**
 * `qipan analyze FILE.sgf [--visits N] [--out FILE]`: the Go network's opinion of every
 * position of a game's main line, written back into the record as Sabaki reads it:
 * `SBKV` (Black's win rate in percent) on every analysed node, and on each move that
 * lost ground a comment line (what it cost, the better move) and its SGF annotation
 * (`DO` ?! an inaccuracy, `BM[1]` ? a mistake, `BM[2]` ?? a blunder). With no `--visits`
 * each position gets one evaluation of the net (the quick pass); with N, a search of N
 * visits. A progress bar on a terminal's stderr.
 *
 * @example
 * ```sh
 * qipan analyze game.sgf --visits 64 --out game-analysed.sgf
 * ```
 */
import { writeFileSync } from 'node:fs';
import { formatSgf, type SgfTree } from '@qipan/core';
import {
  formatGtpVertex,
  goRecordToSgf,
  loadGoRecord,
  mainLineIds,
  positionAt,
  setNodeProperties,
  type GoMove,
  type GoRecord,
  type GoState,
} from '@qipan/go';
import {
  NetSearch,
  batchForVisits,
  netPosition,
  pastOf,
  policyMove,
  symmetricEvaluator,
  type NetEvaluator,
} from '@qipan/go-net';
import { EXIT, refuse, type Io } from '../io.js';
import { defaultModelPath, loadNetEvaluator } from './net-gtp.js';
import { readSgfCollection } from './sgf.js';

/** How much a move lost, from the mover's side: the sizes of the three kinds. */
export const MISTAKE_SIZES = {
  inaccuracy: { winrate: 0.1, points: 3 },
  mistake: { winrate: 0.2, points: 6 },
  blunder: { winrate: 0.3, points: 12 },
} as const;
export type MistakeKind = keyof typeof MISTAKE_SIZES;

/** The net's view of one position of the main line (Black's side). */
export interface PositionValue {
  /** Moves played to reach it (0: the start). */
  readonly ply: number;
  /** Black's win rate, 0..1. */
  readonly winrate: number;
  /** Points Black leads by. */
  readonly scoreLead: number;
  /** The best move and its line, GTP vertices (empty at the game's end). */
  readonly best: readonly string[];
}

/** One move of the main line as the analysis judges it. */
export interface MoveJudgement {
  /** The move's number (1 for the first). */
  readonly ply: number;
  readonly color: 'black' | 'white';
  readonly move: string;
  /** Black's win rate and lead after the move. */
  readonly winrate: number;
  readonly scoreLead: number;
  /** What the net preferred in the position before. */
  readonly best: readonly string[];
  /** What the move cost its player: win rate (0..1) and points. */
  readonly lost: { readonly winrate: number; readonly points: number };
  readonly mistake?: MistakeKind;
}

/** The kind of a loss (the larger of its win-rate and point sizes), or undefined when small. */
export function mistakeKind(lostWinrate: number, lostPoints: number): MistakeKind | undefined {
  let kind: MistakeKind | undefined;
  for (const k of ['inaccuracy', 'mistake', 'blunder'] as const) {
    const s = MISTAKE_SIZES[k];
    if (lostWinrate >= s.winrate - 1e-9 || lostPoints >= s.points - 1e-9) kind = k;
  }
  return kind;
}

const vertex = (m: GoMove, size: number): string =>
  m.type === 'play' ? formatGtpVertex(m, size) : m.type === 'pass' ? 'pass' : 'resign';

/** Evaluates one position: the net once (visits ≤ 1) or a search; Black's view. */
async function valueOf(
  states: readonly GoState[],
  evaluator: NetEvaluator,
  search: NetSearch | undefined,
  visits: number,
): Promise<Omit<PositionValue, 'ply'>> {
  const state = states[states.length - 1] as GoState;
  const { history, previous } = pastOf(states);
  const black = state.turn === 'black' ? 1 : -1;
  if (search === undefined || state.passes >= 2) {
    const [e] = await evaluator.evaluate([netPosition(state, history, previous)]);
    if (e === undefined) throw new Error('the network gave no evaluation');
    const winrate = e.win + e.noResult / 2;
    const best = state.passes >= 2 ? [] : [vertex(policyMove(state, e, 0), state.size)];
    return {
      winrate: black === 1 ? winrate : 1 - winrate,
      scoreLead: black * e.lead,
      best,
    };
  }
  search.setRoot(state, history);
  const a = await search.search({ visits, batchSize: batchForVisits(visits) });
  const top = a.moves[0];
  return {
    winrate: black === 1 ? a.rootWinrate : 1 - a.rootWinrate,
    scoreLead: black * a.rootScoreLead,
    best: top ? top.pv.slice(0, 10).map((m) => vertex(m, state.size)) : [],
  };
}

export interface AnalyzeOptions {
  /** Visits per position; 0 or 1: one evaluation each (default 0). */
  readonly visits?: number;
  /** Called after each position: done, total. */
  readonly onProgress?: (done: number, total: number) => void;
}

/** The net's values of every main-line position and its judgement of every move. */
export async function analyzeRecord(
  record: GoRecord,
  evaluator: NetEvaluator,
  options: AnalyzeOptions = {},
): Promise<{ positions: PositionValue[]; moves: MoveJudgement[]; ids: number[] }> {
  const visits = options.visits ?? 0;
  const ids = mainLineIds(record);
  const search =
    visits > 1 ? new NetSearch(symmetricEvaluator(evaluator), { resign: { below: 0 } }) : undefined;
  const states: GoState[] = [];
  const positions: PositionValue[] = [];
  for (const [i, id] of ids.entries()) {
    states.push(positionAt(record, id));
    const v = await valueOf(states.slice(-6), evaluator, search, visits);
    positions.push({ ply: i, ...v });
    options.onProgress?.(i + 1, ids.length);
  }
  const moves: MoveJudgement[] = [];
  for (let i = 1; i < ids.length; i++) {
    const node = record.tree.node(ids[i] as number);
    const m = node.data.move;
    if (m === undefined || m.move.type === 'resign') continue;
    const before = positions[i - 1] as PositionValue;
    const after = positions[i] as PositionValue;
    const side = m.color === 'black' ? 1 : -1;
    const lostWinrate = side * (before.winrate - after.winrate);
    const lostPoints = side * (before.scoreLead - after.scoreLead);
    const played = vertex(m.move, record.rules.size);
    const kind = before.best[0] === played ? undefined : mistakeKind(lostWinrate, lostPoints);
    moves.push({
      ply: node.data.moveNumber,
      color: m.color,
      move: played,
      winrate: after.winrate,
      scoreLead: after.scoreLead,
      best: before.best,
      lost: { winrate: lostWinrate, points: lostPoints },
      ...(kind ? { mistake: kind } : {}),
    });
  }
  return { positions, moves, ids };
}

const pct = (x: number): string => `${Math.round(x * 100)}%`;
const pts = (x: number): string => `${x >= 0 ? '+' : ''}${x.toFixed(1)}`;
const MARK = { inaccuracy: '?!', mistake: '?', blunder: '??' } as const;

/** The comment line of a mistake, as written into the record. */
export function mistakeComment(j: MoveJudgement): string {
  const who = j.color === 'black' ? 'Black' : 'White';
  const side = j.color === 'black' ? 1 : -1;
  const wrBefore =
    j.color === 'black' ? j.winrate + j.lost.winrate : 1 - j.winrate + j.lost.winrate;
  const wrAfter = j.color === 'black' ? j.winrate : 1 - j.winrate;
  const leadAfter = side * j.scoreLead;
  const better = j.best[0] === undefined ? '' : `; better ${j.best.slice(0, 6).join(' ')}`;
  return (
    `Qipan: ${j.mistake ?? ''} (${MARK[j.mistake ?? 'inaccuracy']}). ${who}'s win rate ` +
    `${pct(wrBefore)} → ${pct(wrAfter)}, lead ${pts(leadAfter + j.lost.points)} → ${pts(leadAfter)}${better}.`
  );
}

/** The record with SBKV on every analysed node and the mistakes commented and annotated. */
export function annotate(
  record: GoRecord,
  result: Awaited<ReturnType<typeof analyzeRecord>>,
): GoRecord {
  let r = record;
  const byPly = new Map(result.moves.map((m) => [m.ply, m]));
  result.ids.forEach((id, i) => {
    const p = result.positions[i] as PositionValue;
    const node = r.tree.node(id);
    const props: Record<string, string[] | undefined> = {
      SBKV: [(p.winrate * 100).toFixed(2)],
    };
    const j = node.data.move ? byPly.get(node.data.moveNumber) : undefined;
    if (j?.mistake) {
      const old = (node.data.sgf.C?.[0] ?? '').split('\n').filter((l) => !l.startsWith('Qipan: '));
      props.C = [[...old.filter((l) => l !== ''), mistakeComment(j)].join('\n')];
      props.DO = j.mistake === 'inaccuracy' ? [''] : undefined;
      props.BM = j.mistake === 'inaccuracy' ? undefined : [j.mistake === 'blunder' ? '2' : '1'];
    }
    r = setNodeProperties(r, id, props);
  });
  return r;
}

/** A one-line progress bar for a terminal. */
function bar(done: number, total: number, startMs: number, columns: number): string {
  const frac = total > 0 ? done / total : 1;
  const elapsed = (Date.now() - startMs) / 1000;
  const left = done > 0 ? (elapsed / done) * (total - done) : 0;
  const text = ` ${done}/${total} ${Math.round(frac * 100)}% ${done < total ? `~${Math.ceil(left)} s left` : `${elapsed.toFixed(1)} s`}`;
  const width = Math.max(10, Math.min(40, columns - text.length - 12));
  const full = Math.round(frac * width);
  return `\ranalysing [${'#'.repeat(full)}${'.'.repeat(width - full)}]${text}`;
}

const USAGE = `Usage: qipan analyze FILE.sgf [--visits N] [--out FILE] [--model-file FILE]

Runs the Go network over every position of the game's main line and writes the record
back with Black's win rate on every node (SBKV, as Sabaki shows it) and, on each move that
lost ground, a comment line (what it cost, the better move) and its mark: ?! an
inaccuracy (10% or 3 points), ? a mistake (20% or 6), ?? a blunder (30% or 12).
  --visits N    a search of N visits per position (default: one evaluation each)
  --out FILE    write the record there (default: standard output)
  --model-file  another KataGo model (default: the g170 b6c96 net Qipan ships)
FILE - reads standard input. A progress bar is drawn on a terminal.
`;

export async function analyzeCommand(args: readonly string[], io: Io): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    io.stdout.write(USAGE);
    return EXIT.ok;
  }
  let file: string | undefined;
  let out: string | undefined;
  let model = defaultModelPath();
  let visits = 0;
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    const value = (): string | undefined => args[++i];
    if (a === '--visits') {
      const v = value();
      const n = v === undefined ? Number.NaN : Number(v);
      if (!Number.isInteger(n) || n < 0 || n > 100_000)
        return refuse(
          io,
          'analyze',
          `--visits needs a whole number 0..100000, not ${v ?? 'nothing'}`,
        );
      visits = n;
    } else if (a === '--out') {
      out = value();
      if (out === undefined) return refuse(io, 'analyze', '--out needs a FILE');
    } else if (a === '--model-file') {
      const m = value();
      if (m === undefined) return refuse(io, 'analyze', '--model-file needs a FILE');
      model = m;
    } else if (a.startsWith('-') && a !== '-')
      return refuse(io, 'analyze', `unknown option '${a}'`);
    else if (file === undefined) file = a;
    else return refuse(io, 'analyze', `one FILE only (got '${file}' and '${a}')`);
  }
  if (file === undefined)
    return refuse(io, 'analyze', 'missing FILE.sgf (or - for standard input)');
  const collection = await readSgfCollection(file, io);
  if (collection === undefined) return EXIT.failure;
  const tree = collection[0] as SgfTree | undefined;
  if (tree === undefined) {
    io.stderr.write(`qipan: ${file}: no game in the file\n`);
    return EXIT.failure;
  }
  const rec = loadGoRecord(tree);
  if (!rec.ok) {
    io.stderr.write(`qipan: ${file}: ${rec.error.message}\n`);
    return EXIT.failure;
  }
  if (rec.value.rules.size > 19) {
    io.stderr.write(
      `qipan: ${file}: the network plays boards of 19×19 at most, not ${rec.value.rules.size}×${rec.value.rules.size}\n`,
    );
    return EXIT.failure;
  }
  const net = await loadNetEvaluator(model);
  if ('error' in net) {
    io.stderr.write(`qipan: ${net.error}\n`);
    return EXIT.failure;
  }
  const start = Date.now();
  const tty = io.isTTY.stderr;
  try {
    const result = await analyzeRecord(rec.value, net.evaluator, {
      visits,
      ...(tty
        ? { onProgress: (d: number, t: number) => io.stderr.write(bar(d, t, start, io.columns)) }
        : {}),
    });
    if (tty) io.stderr.write('\n');
    const text = formatSgf([goRecordToSgf(annotate(rec.value, result))], { charset: 'UTF-8' });
    if (out === undefined) io.stdout.write(text);
    else writeFileSync(out, text);
    const counts = (['inaccuracy', 'mistake', 'blunder'] as const).map((k) => {
      const n = result.moves.filter((m) => m.mistake === k).length;
      const plural = k === 'inaccuracy' ? 'inaccuracies' : `${k}s`;
      return `${n} ${n === 1 ? k : plural}`;
    });
    io.stderr.write(
      `qipan: analysed ${result.positions.length} positions${visits > 1 ? ` at ${visits} visits` : ''} in ${((Date.now() - start) / 1000).toFixed(1)} s: ${counts.join(', ')}\n`,
    );
    return EXIT.ok;
  } finally {
    await net.evaluator.dispose();
  }
}
