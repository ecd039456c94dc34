/**
 * `qipan gtp` on the network (the default engine): KataGo's g170 b6c96 net run by
 * onnxruntime-node, with the tree search of `@qipan/go-net`, behind the GTP engine of
 * `@qipan/go` (which keeps the board, the rules and the standard commands).
 *
 * Besides GTP v2 it speaks the analysis extensions GUIs use:
 * - `kata-analyze [color] [interval] [ownership true] [minmoves N] [maxmoves N]` and
 *   `lz-analyze …`: `=` at once, then every `interval` centiseconds one line of
 *   `info move … visits … winrate … scoreLead … prior … order … pv …` for each candidate,
 *   until the next command line arrives (the answer then ends with its empty line);
 * - `kata-genmove_analyze [color] [interval]`: the same lines while it thinks, then
 *   `play VERTEX`; the move is played;
 * - `kata-raw-nn 0`: the net's raw outputs in KataGo's layout (White's view);
 * - `final_score` and `final_status_list` from the net's ownership.
 * Boards over 19×19 are refused with the reason. Lines are read while a command runs, so
 * an analysis stops as soon as the next command is written.
 */
import { Rng } from '@qipan/core';
import { GoBot } from '@qipan/go/bot';
import {
  GtpEngine,
  formatGtpFailure,
  formatGtpSuccess,
  formatGtpVertex,
  parseGtpColor,
  parseGtpCommand,
  parseGtpInt,
  score,
  stoneAt,
  type GoMove,
  type GoState,
} from '@qipan/go';
import {
  NetSearch,
  batchForVisits,
  createOnnxEvaluator,
  encodeFeatures,
  netLevel,
  netPosition,
  parseModel,
  pastOf,
  policyMove,
  symmetricEvaluator,
  whiteView,
  type Analysis,
  type NetEvaluation,
  type NetEvaluator,
  type NetMove,
  type NetPosition,
} from '@qipan/go-net';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as ort from 'onnxruntime-node';
import { statusList } from './gtp-count.js';
import { readFileForGtp } from './gtp-read.js';

/** The network shipped with `@qipan/go-net`. */
export const DEFAULT_MODEL = 'g170-b6c96-s175395328-d26788732.bin.gz';

/** Where the shipped network is on this machine. */
export function defaultModelPath(): string {
  return createRequire(import.meta.url).resolve(`@qipan/go-net/model/${DEFAULT_MODEL}`);
}

/** The net read from `path` and made ready to run, or one line saying what is wrong with which file. */
export async function loadNetEvaluator(
  path: string,
  threads = 1,
): Promise<{ evaluator: NetEvaluator } | { error: string }> {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return {
      error: `cannot read the model file ${path}: ${code === 'ENOENT' ? 'no such file' : String(code ?? e)}`,
    };
  }
  const model = parseModel(bytes, path);
  if (!model.ok) return { error: model.error.message };
  const evaluator = await createOnnxEvaluator(ort, model.value, {
    encode: encodeFeatures,
    threads,
    runtime: 'onnxruntime-node',
  });
  return { evaluator };
}

/** What the loop reads from: whether another line is waiting, and a promise of one. */
export interface PendingInput {
  pending(): boolean;
  /** Resolves when a line is waiting (or the input ended). */
  next(): Promise<void>;
}

export interface NetGtpOptions {
  readonly level?: number;
  readonly seed?: string;
  /** Resign when hopeless (default true). */
  readonly resign?: boolean;
  /** Leaves evaluated together (virtual loss), default 8. */
  readonly batch?: number;
  /** Visits a move, instead of the level's. */
  readonly visits?: number;
}

const MAX_NET_SIZE = 19;
const ANALYSIS_VISITS = 200_000;

interface AnalyzeArgs {
  color: 'black' | 'white' | undefined;
  intervalMs: number;
  ownership: boolean;
  minMoves: number;
  maxMoves: number;
}

/** Reads `[color] [interval] [key value]…` of the analysis commands; undefined when malformed. */
export function parseAnalyzeArgs(args: readonly string[]): AnalyzeArgs | undefined {
  const out: AnalyzeArgs = {
    color: undefined,
    intervalMs: 0,
    ownership: false,
    minMoves: 0,
    maxMoves: 1000,
  };
  let i = 0;
  const c = args[0] === undefined ? undefined : parseGtpColor(args[0]);
  if (c !== undefined) {
    out.color = c;
    i++;
  }
  if (args[i] !== undefined && /^\d+$/.test(args[i] as string)) {
    out.intervalMs = Number(args[i]) * 10;
    i++;
  }
  for (; i < args.length; i += 2) {
    const k = (args[i] as string).toLowerCase();
    const v = args[i + 1];
    if (v === undefined) return undefined;
    if (k === 'interval' && /^\d+$/.test(v)) out.intervalMs = Number(v) * 10;
    else if (k === 'ownership') out.ownership = v.toLowerCase() === 'true';
    else if (k === 'minmoves' && /^\d+$/.test(v)) out.minMoves = Number(v);
    else if (k === 'maxmoves' && /^\d+$/.test(v)) out.maxMoves = Number(v);
    else if (k === 'pvvisits' || k === 'movesownership' || k === 'rootinfo') continue;
    else return undefined;
  }
  return out;
}

const f6 = (x: number): string => (Number.isFinite(x) ? Number(x.toFixed(6)).toString() : '0');

/** `info …` fields of kata-analyze for each candidate (side-to-move's view, as KataGo by default). */
export function kataInfoLine(
  a: Analysis,
  size: number,
  opts: { maxMoves?: number; ownership?: readonly number[] } = {},
): string {
  const parts: string[] = [];
  for (const m of a.moves.filter((x) => x.visits > 0).slice(0, opts.maxMoves ?? 1000)) {
    parts.push(
      [
        'info move',
        formatGtpVertex(m.move, size),
        'visits',
        m.visits,
        'edgeVisits',
        m.visits,
        'utility',
        f6(m.utility),
        'winrate',
        f6(m.winrate),
        'scoreMean',
        f6(m.scoreLead),
        'scoreStdev',
        f6(m.scoreStdev),
        'scoreLead',
        f6(m.scoreLead),
        'scoreSelfplay',
        f6(m.scoreSelfplay),
        'prior',
        f6(m.prior),
        'lcb',
        f6(m.lcb),
        'utilityLcb',
        f6(m.utilityLcb),
        'weight',
        m.visits,
        'order',
        m.order,
        'pv',
        m.pv.map((p) => formatGtpVertex(p, size)).join(' '),
      ].join(' '),
    );
  }
  let line = parts.join(' ');
  if (opts.ownership !== undefined) line += ` ownership ${opts.ownership.map(f6).join(' ')}`;
  return line;
}

/** `info …` fields of lz-analyze (Leela Zero's: win rate and prior in ten-thousandths). */
export function lzInfoLine(a: Analysis, size: number, maxMoves = 1000): string {
  return a.moves
    .filter((x) => x.visits > 0)
    .slice(0, maxMoves)
    .map((m) =>
      [
        'info move',
        formatGtpVertex(m.move, size),
        'visits',
        m.visits,
        'winrate',
        Math.round(m.winrate * 10000),
        'prior',
        Math.round(m.prior * 10000),
        'lcb',
        Math.round(Math.max(0, m.lcb) * 10000),
        'order',
        m.order,
        'pv',
        m.pv.map((p) => formatGtpVertex(p, size)).join(' '),
      ].join(' '),
    )
    .join(' ');
}

/** KataGo's `kata-raw-nn` answer for one evaluation (White's view, rows from the top). */
export function rawNnText(e: NetEvaluation, toMove: 'black' | 'white', size: number): string {
  const w = whiteView(e, toMove);
  const lines = [
    'symmetry 0',
    `whiteWin ${w.whiteWin.toFixed(6)}`,
    `whiteLoss ${w.whiteLoss.toFixed(6)}`,
    `noResult ${w.noResult.toFixed(6)}`,
    `whiteLead ${w.whiteLead.toFixed(3)}`,
    `whiteScoreSelfplay ${w.whiteScoreMean.toFixed(3)}`,
    `whiteScoreSelfplaySq ${(e.scoreMeanSq ?? e.scoreMean * e.scoreMean + e.scoreStdev * e.scoreStdev).toFixed(3)}`,
    `varTimeLeft ${e.varTimeLeft.toFixed(3)}`,
    'policy',
  ];
  for (let y = 0; y < size; y++) {
    const row: string[] = [];
    for (let x = 0; x < size; x++) {
      const p = e.policy[y * size + x] as number;
      row.push(p > 0 ? p.toFixed(6).padStart(8) : '     NAN');
    }
    lines.push(row.join(' '));
  }
  lines.push(`policyPass ${e.pass.toFixed(6).padStart(8)}`, 'whiteOwnership');
  for (let y = 0; y < size; y++) {
    const row: string[] = [];
    for (let x = 0; x < size; x++)
      row.push((w.whiteOwnership[y * size + x] as number).toFixed(7).padStart(10));
    lines.push(row.join(' '));
  }
  return lines.join('\n');
}

/** The net's GTP session. */
export class NetGtp {
  readonly engine: GtpEngine;
  private readonly search: NetSearch;
  private readonly rng: Rng;
  private level: number;
  private clockMs: number | undefined;
  private hopeless = 0;

  constructor(
    readonly evaluator: NetEvaluator,
    private readonly options: NetGtpOptions = {},
  ) {
    this.level = options.level ?? 10;
    this.rng = Rng.fromSeed(options.seed ?? 'qipan-net-gtp');
    // Each position in a symmetry of its own, as KataGo (kata-raw-nn stays in symmetry 0).
    this.search = new NetSearch(symmetricEvaluator(evaluator), {
      batchSize: options.batch ?? 8,
      rng: this.rng,
      resign: options.resign === false ? { below: 0 } : {},
    });
    this.engine = new GtpEngine({
      name: 'Qipan',
      // The rules of `qipan go match` and of KataGo's Chinese rules: area, simple ko.
      rules: { preset: 'chinese', ko: 'simple', suicide: 'forbidden' },
      readFile: readFileForGtp,
    });
  }

  /** The commands answered, the engine's and the analysis ones. */
  listCommands(): string[] {
    const own = this.engine.listCommands();
    return [
      ...own,
      // Answered here (the levels of netLevel); listed so controllers offer them.
      ...(own.includes('level') ? [] : ['level']),
      'kata-analyze',
      'lz-analyze',
      'kata-genmove_analyze',
      'kata-raw-nn',
    ];
  }

  /** The last moves (oldest first) and the two positions before, as the net sees them. */
  private past(state: GoState): { history: NetMove[]; previous: GoState[] | undefined } {
    const states = this.engine.states;
    // A side to move other than the game's (GTP allows it): no history, as KataGo does.
    if (states[states.length - 1] !== state) return { history: [], previous: undefined };
    return pastOf(states);
  }

  private position(state: GoState): NetPosition {
    const { history, previous } = this.past(state);
    return netPosition(state, history, previous);
  }

  /** The state with `color` to move (the history is dropped when that is not the side to move). */
  private stateFor(color: 'black' | 'white' | undefined): GoState {
    const s = this.engine.state;
    if (color === undefined || color === s.turn) return s;
    return { ...s, turn: color, passes: 0 };
  }

  private async evaluate(state: GoState): Promise<NetEvaluation> {
    const [e] = await this.evaluator.evaluate([this.position(state)]);
    if (e === undefined) throw new Error('the network gave no evaluation');
    return e;
  }

  private thinkMs(): number {
    const lvl = netLevel(this.level);
    return Math.min(lvl.timeMs, this.clockMs ?? lvl.timeMs);
  }

  /** Chooses a move for the side to move of `state`, streaming analysis through `onProgress`. */
  private async choose(
    state: GoState,
    onProgress?: (a: Analysis) => void,
    everyMs?: number,
  ): Promise<GoMove> {
    const lvl = netLevel(this.level);
    if (lvl.patterns !== undefined && this.options.visits === undefined) {
      // The beginner levels: the pattern bot at a level of its own (see netLevel).
      const bot = new GoBot({
        level: lvl.patterns,
        seed: `${this.options.seed ?? 'qipan-net-gtp'}-${state.moveNumber}`,
        timeMs: Math.min(lvl.timeMs, this.clockMs ?? lvl.timeMs),
      });
      return bot.genmove(state, state.turn);
    }
    const visits = this.options.visits ?? lvl.visits;
    if (visits <= 1) {
      const e = await this.evaluate(state);
      if (
        this.options.resign !== false &&
        state.moveNumber > (state.size * state.size) / 4 &&
        e.win < 0.03
      ) {
        this.hopeless++;
        if (this.hopeless >= 3) return { type: 'resign' };
      } else this.hopeless = 0;
      return policyMove(state, e, lvl.policyTemperature, this.rng);
    }
    const { history } = this.past(state);
    const { decision } = await this.search.think(
      state,
      {
        visits,
        batchSize: batchForVisits(visits),
        timeMs: this.thinkMs(),
        ...(onProgress ? { onProgress, progressEveryMs: Math.max(10, everyMs ?? 100) } : {}),
      },
      history,
    );
    return decision.move;
  }

  /**
   * Answers one command line, writing to `write`. Analysis commands write as they go and
   * stop when `input` has another line. Resolves true after `quit`.
   */
  async handle(line: string, write: (s: string) => void, input: PendingInput): Promise<boolean> {
    const parsed = parseGtpCommand(line);
    if (!parsed.ok) {
      const r = this.engine.handle(line);
      if (r) write(r.response);
      return false;
    }
    const { id, name, args } = parsed.value;
    const ok = (text = ''): void => write(formatGtpSuccess(id, text));
    const fail = (text: string): void => write(formatGtpFailure(id, text));
    try {
      switch (name) {
        case 'list_commands':
          ok(this.listCommands().join('\n'));
          return false;
        case 'known_command':
          ok(
            args.length === 1 && this.listCommands().includes(args[0] as string) ? 'true' : 'false',
          );
          return false;
        case 'boardsize': {
          const n = parseGtpInt(args[0]);
          if (n !== undefined && n > MAX_NET_SIZE) {
            fail(
              `unacceptable size: the network plays boards of up to ${MAX_NET_SIZE}×${MAX_NET_SIZE}, not ${n}×${n}`,
            );
            return false;
          }
          break;
        }
        case 'level': {
          const n = parseGtpInt(args[0]);
          if (n === undefined || n < 1 || n > 10 || args.length !== 1) {
            fail('syntax error: level takes a number from 1 to 10');
            return false;
          }
          this.level = n;
          ok();
          return false;
        }
        case 'genmove':
        case 'kgs-genmove_cleanup':
        case 'reg_genmove': {
          const color = args.length === 1 ? parseGtpColor(args[0] as string) : undefined;
          if (color === undefined) {
            fail('syntax error');
            return false;
          }
          const move = await this.choose(this.stateFor(color));
          if (move.type === 'resign') ok('resign');
          else {
            const vertex = formatGtpVertex(move, this.engine.state.size);
            if (name !== 'reg_genmove') this.engine.handle(`play ${color} ${vertex}`);
            ok(vertex);
          }
          return false;
        }
        case 'kata-genmove_analyze': {
          const a = parseAnalyzeArgs(args);
          if (a === undefined || a.color === undefined) {
            fail('syntax error');
            return false;
          }
          const size = this.engine.state.size;
          write(`=${id ?? ''}\n`);
          const move = await this.choose(
            this.stateFor(a.color),
            a.intervalMs > 0
              ? (an) => write(`${kataInfoLine(an, size, { maxMoves: a.maxMoves })}\n`)
              : undefined,
            a.intervalMs,
          );
          if (move.type !== 'resign')
            this.engine.handle(`play ${a.color} ${formatGtpVertex(move, size)}`);
          write(`play ${move.type === 'resign' ? 'resign' : formatGtpVertex(move, size)}\n\n`);
          return false;
        }
        case 'kata-analyze':
        case 'lz-analyze': {
          const a = parseAnalyzeArgs(args);
          if (a === undefined) {
            fail('syntax error');
            return false;
          }
          await this.analyze(name, id, a, write, input);
          return false;
        }
        case 'kata-raw-nn': {
          if (args.length !== 1 || (args[0] !== '0' && args[0] !== 'all')) {
            fail(
              'syntax error: kata-raw-nn takes the symmetry 0 (the only one this engine runs) or all',
            );
            return false;
          }
          const s = this.engine.state;
          ok(rawNnText(await this.evaluate(s), s.turn, s.size));
          return false;
        }
        case 'final_score':
        case 'final_status_list': {
          const r = await this.counting(name, args);
          if (r === undefined) break;
          ok(r);
          return false;
        }
        case 'time_settings':
        case 'time_left': {
          const reply = this.engine.handle(line);
          if (reply?.response.startsWith('=')) this.clock(name, args.map(Number));
          if (reply) write(reply.response);
          return false;
        }
        case 'clear_board':
        case 'boardsize_done':
          this.hopeless = 0;
          break;
        default:
          break;
      }
    } catch (e) {
      fail(`internal error: ${e instanceof Error ? e.message : String(e)}`);
      return false;
    }
    const reply = this.engine.handle(line);
    if (reply) write(reply.response);
    return reply?.quit ?? false;
  }

  private clock(name: string, a: readonly number[]): void {
    let seconds: number;
    let stones: number;
    if (name === 'time_settings') {
      const [main = 0, byo = 0, n = 0] = a;
      if (byo > 0 && n > 0) {
        seconds = byo;
        stones = n;
      } else {
        seconds = main;
        stones = 0;
      }
    } else {
      seconds = a[1] ?? 0;
      stones = a[2] ?? 0;
    }
    if (seconds <= 0 && stones <= 0) this.clockMs = undefined;
    else this.clockMs = Math.max(20, (stones > 0 ? seconds / stones : seconds / 30) * 1000 * 0.9);
  }

  private async analyze(
    name: 'kata-analyze' | 'lz-analyze',
    id: number | undefined,
    a: AnalyzeArgs,
    write: (s: string) => void,
    input: PendingInput,
  ): Promise<void> {
    const state = this.stateFor(a.color);
    const size = state.size;
    write(`=${id ?? ''}\n`);
    const ownership = a.ownership ? [...(await this.evaluate(state)).ownership] : undefined;
    const signal = { aborted: false };
    const stop = input.next().then(() => {
      signal.aborted = true;
    });
    const emit = (an: Analysis): void => {
      if (signal.aborted || an.moves.filter((m) => m.visits > 0).length < Math.max(1, a.minMoves))
        return;
      write(
        `${name === 'kata-analyze' ? kataInfoLine(an, size, { maxMoves: a.maxMoves, ...(ownership ? { ownership } : {}) }) : lzInfoLine(an, size, a.maxMoves)}\n`,
      );
    };
    if (!input.pending()) {
      const { history } = this.past(state);
      this.search.setRoot(state, history);
      await this.search.search({
        visits: ANALYSIS_VISITS,
        signal,
        ...(a.intervalMs > 0 ? { onProgress: emit, progressEveryMs: a.intervalMs } : {}),
      });
    }
    // Stay until the next line (the search may have stopped at its visit cap).
    await stop;
    write('\n');
  }

  private async counting(name: string, args: readonly string[]): Promise<string | undefined> {
    const state = this.engine.state;
    const which = args[0]?.toLowerCase();
    if (
      name === 'final_status_list' &&
      (args.length !== 1 || (which !== 'dead' && which !== 'alive' && which !== 'seki'))
    )
      return undefined;
    if (name === 'final_score' && args.length !== 0) return undefined;
    const e = await this.evaluate(state);
    const w = whiteView(e, state.turn).whiteOwnership;
    const size = state.size;
    const dead: { x: number; y: number }[] = [];
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) {
        const c = stoneAt(state, { x, y });
        const o = w[y * size + x] as number;
        if ((c === 'black' && o > 0.5) || (c === 'white' && o < -0.5)) dead.push({ x, y });
      }
    const counted = score(state, { dead });
    if (name === 'final_score') return counted.result;
    return statusList(state, dead, which as 'dead' | 'alive' | 'seki');
  }

  async close(): Promise<void> {
    await this.evaluator.dispose?.();
  }
}
