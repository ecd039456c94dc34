/**
 * The engine seat of `qipan online play`: a GTP engine for Go, a Gomocup brain for
 * Gomoku, behind one {@link OnlineEngine} that is handed the game as the API shows it
 * (moves in the API's notation, the side to play, the server's clock) and answers a
 * move in the same notation. Go's "D4"/"pass" is already GTP's spelling; Gomoku's "h8"
 * is turned into Gomocup's "7,7" and back.
 *
 * @example
 * ```ts
 * import { startEngine } from './engines.js';
 * const e = await startEngine({ kind: 'pbrain', command: 'qipan pbrain --level 1' }, { game: 'gomoku' }, {});
 * if (e.ok) {
 *   const move = await e.value.think({ moves: ['h8'], me: 'white' }); // ok('i9')
 *   await e.value.close();
 * }
 * ```
 */
import { err, ok, type Color, type Point, type Result } from '@qipan/core';
import {
  GomocupBrain,
  GtpPlayer,
  GtpProcess,
  type EngineError,
  type GtpControllerError,
  type GtpTimeSettings,
  type PlayedMove,
} from '@qipan/engine-process';
import { formatVertex, go, newGame, stoneAt, type GoOptions } from '@qipan/go';
import { fromNotation, type NotatedPly } from '@qipan/match';
import {
  formatGomocupPoint,
  formatPoint,
  gomoku,
  isChoice,
  parseGomocupPoint,
  resolveOptions,
  ruleToBits,
  type GomokuConfig,
} from '@qipan/gomoku';
import type { ClockSpec, ClockView, OnlineGame } from '@qipan/protocol';

export type EngineKind = 'gtp' | 'pbrain';

export interface EngineChoice {
  readonly kind: EngineKind;
  /** The engine's command line. */
  readonly command: string;
}

/** The position the engine is asked about. */
export interface Turn {
  /** The moves so far, in the API's notation. */
  readonly moves: readonly string[];
  readonly me: Color;
  readonly clock?: ClockView;
}

/** What the engine is started for: the game, its options, its time control. */
export interface EngineGame {
  readonly game: OnlineGame;
  readonly options?: unknown;
  readonly control?: ClockSpec;
}

export interface OnlineEngine {
  /** The engine's move in the API's notation, `resign`, or why it gave none (one line). */
  think(turn: Turn): Promise<Result<string, string>>;
  /** Stops the engine politely (`quit`, `END`). */
  close(): Promise<void>;
  /** Stops the engine now (Ctrl-C), even while it thinks. */
  kill(): Promise<void>;
}

export interface EngineOptions {
  /** Per-move thinking time told to the engine when the game has no clock (default 5000). */
  readonly moveMs?: number;
  /** Receives the engine's stderr text. */
  readonly onStderr?: (text: string) => void;
}

const DEFAULT_MOVE_MS = 5000;
/** Extra time an answer may take beyond what the engine was told (start-up, a loaded machine). */
const graceMs = (ms: number): number => ms + Math.max(10_000, ms / 2);

/** The time left to the side to move, and what a move may take at most. */
function budgetMs(clock: ClockView | undefined, me: Color, moveMs: number): number {
  if (clock === undefined || clock.control.kind === 'none') return moveMs;
  return Math.max(100, Math.min(moveMs, clock[me].remainingMs));
}

function describeEngineError(e: EngineError | GtpControllerError): string {
  if (e.reason === 'crashed') {
    const tail = e.stderr === '' ? '' : `: ${e.stderr.split('\n').at(-1) ?? ''}`;
    return `the engine exited (code ${e.code ?? e.signal ?? 'none'})${tail}`;
  }
  return `${e.reason}: ${e.message}`;
}

/** Starts the engine for the game: refused when the engine cannot play it. */
export async function startEngine(
  choice: EngineChoice,
  view: EngineGame,
  options: EngineOptions,
): Promise<Result<OnlineEngine, string>> {
  if (choice.kind === 'gtp') {
    if (view.game !== 'go') return err(`a GTP engine plays Go, and this game is ${view.game}`);
    return GtpEngine.start(choice.command, view, options);
  }
  if (view.game !== 'gomoku')
    return err(`a Gomocup brain plays Gomoku, and this game is ${view.game}`);
  return PbrainEngine.start(choice.command, view, options);
}

// --- Go over GTP ------------------------------------------------------------------

/** GTP's `time_settings` for a clock (Fischer as main time: GTP cannot say increments). */
function gtpTime(spec: ClockSpec): GtpTimeSettings | undefined {
  switch (spec.kind) {
    case 'none':
      return undefined;
    case 'absolute':
      return { mainMs: spec.initialMs, periodMs: 0, stones: 0 };
    case 'fischer':
      return { mainMs: spec.initialMs, periodMs: 0, stones: 0 };
    case 'byoyomi':
      return { mainMs: spec.mainMs, periodMs: spec.periodMs, stones: 1 };
    case 'canadian':
      return { mainMs: spec.mainMs, periodMs: spec.periodMs, stones: spec.moves };
  }
}

class GtpEngine implements OnlineEngine {
  private constructor(
    private readonly player: GtpPlayer,
    private readonly options: GoOptions,
    private readonly moveMs: number,
  ) {}

  static async start(
    command: string,
    view: EngineGame,
    options: EngineOptions,
  ): Promise<Result<OnlineEngine, string>> {
    const gameOptions = (view.options ?? {}) as GoOptions;
    const game = newGame(gameOptions);
    if (!game.ok) return err(`cannot read the game's options: ${game.error.message}`);
    const initial = game.value;
    const { size } = initial.rules;
    const moveMs = options.moveMs ?? DEFAULT_MOVE_MS;
    const started = GtpProcess.start(command, {
      timeoutMs: 30_000,
      ...(options.onStderr ? { onStderr: options.onStderr } : {}),
    });
    if (!started.ok) return err(describeEngineError(started.error));
    const player = new GtpPlayer(started.value);
    // Fixed handicap stones are on the board before the first move.
    const handicap: string[] = [];
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++)
        if (stoneAt(initial, { x, y }) === 'black') handicap.push(formatVertex({ x, y }, size));
    const time = view.control ? gtpTime(view.control) : undefined;
    const set = await player.newGame({
      size,
      komi: initial.rules.komi,
      ...(handicap.length > 0 ? { handicap } : {}),
      ...(time === undefined ? { secondsPerMove: Math.max(1, Math.round(moveMs / 1000)) } : {}),
    });
    const timed = set.ok && time !== undefined ? await player.timeSettings(time) : set;
    if (!timed.ok) {
      await started.value.kill();
      return err(describeEngineError(timed.error));
    }
    return ok(new GtpEngine(player, gameOptions, moveMs));
  }

  /** The moves with their colours, replayed by the rules (handicap and free placement included). */
  private played(moves: readonly string[]): Result<PlayedMove[], string> {
    const line = fromNotation(go, this.options, moves);
    if (!line.ok) return err(`the server's moves do not replay: ${line.error.message}`);
    return ok(line.value.plies.map((p) => ({ color: p.color, vertex: p.text })));
  }

  async think(turn: Turn): Promise<Result<string, string>> {
    const moves = this.played(turn.moves);
    if (!moves.ok) return moves;
    const synced = await this.player.syncTo(moves.value);
    if (!synced.ok) return err(`the engine lost the game: ${describeEngineError(synced.error)}`);
    const clock = turn.clock;
    if (clock && clock.control.kind !== 'none') {
      const side = clock[turn.me];
      const stones = side.inOvertime ? (side.stonesLeft ?? side.periods ?? 1) : 0;
      const told = await this.player.timeLeft(turn.me, side.remainingMs, stones);
      if (!told.ok) return err(describeEngineError(told.error));
    }
    const limit = graceMs(budgetMs(clock, turn.me, clock ? Infinity : this.moveMs));
    const answer = await this.player.genmove(turn.me, Number.isFinite(limit) ? limit : 600_000);
    if (!answer.ok) return err(describeEngineError(answer.error));
    const a = answer.value;
    if (a === 'resign' || a === 'pass') return ok(a);
    return ok(a.toUpperCase());
  }

  close(): Promise<void> {
    return this.player.engine.close();
  }

  kill(): Promise<void> {
    return this.player.engine.kill();
  }
}

// --- Gomoku over the Gomocup protocol -----------------------------------------------

class PbrainEngine implements OnlineEngine {
  /** The stones the brain has, in the order played. */
  private known: Point[] = [];
  private started = false;

  private constructor(
    private readonly brain: GomocupBrain,
    private readonly config: GomokuConfig,
    private readonly moveMs: number,
  ) {}

  static async start(
    command: string,
    view: EngineGame,
    options: EngineOptions,
  ): Promise<Result<OnlineEngine, string>> {
    const config = resolveOptions((view.options ?? {}) as Parameters<typeof resolveOptions>[0]);
    if (!config.ok) return err(`cannot read the game's options: ${config.error.message}`);
    if (config.value.opening !== 'none')
      return err(`the ${config.value.opening} opening needs choices a Gomocup brain cannot make`);
    const brain = GomocupBrain.start(
      command,
      options.onStderr ? { onStderr: options.onStderr } : {},
    );
    const { size, rule } = config.value;
    brain.send(`START ${size}`);
    const r = await brain.answer(15_000);
    if (!r.ok || r.value.toUpperCase() !== 'OK') {
      await brain.close(0);
      return err(
        r.ok ? `the brain answered START with '${r.value}'` : describeEngineError(r.error),
      );
    }
    const moveMs = options.moveMs ?? DEFAULT_MOVE_MS;
    brain.send(`INFO rule ${ruleToBits(rule)}`);
    brain.send(`INFO timeout_turn ${moveMs}`);
    const main = view.control ? clockMainMs(view.control) : 0;
    brain.send(`INFO timeout_match ${main}`);
    return ok(new PbrainEngine(brain, config.value, moveMs));
  }

  async think(turn: Turn): Promise<Result<string, string>> {
    const { size } = this.config;
    const line = fromNotation(gomoku, this.config, turn.moves);
    if (!line.ok) return err(`the server's moves do not replay: ${line.error.message}`);
    // No opening rule (see `start`): every move is a stone.
    const plies = line.value.plies.filter((p): p is NotatedPly<Point> => !isChoice(p.move));
    const points = plies.map((p) => p.move);
    const clock = turn.clock;
    const budget = budgetMs(clock, turn.me, this.moveMs);
    if (clock && clock.control.kind !== 'none') {
      this.brain.send(`INFO timeout_turn ${budget}`);
      this.brain.send(`INFO time_left ${Math.max(0, Math.floor(clock[turn.me].remainingMs))}`);
    }
    const k = this.known.length;
    const isPrefix =
      k <= points.length &&
      this.known.every((p, i) => p.x === points[i]?.x && p.y === points[i]?.y);
    const last = points.at(-1);
    if (this.started && isPrefix && points.length === k + 1 && last) {
      this.brain.send(`TURN ${formatGomocupPoint(last)}`);
    } else if (points.length === 0) {
      this.brain.send('BEGIN');
    } else {
      this.brain.send('BOARD');
      for (const p of plies)
        this.brain.send(`${formatGomocupPoint(p.move)},${p.color === turn.me ? 1 : 2}`);
      this.brain.send('DONE');
    }
    this.started = true;
    this.known = points;
    const r = await this.brain.answer(graceMs(budget));
    if (!r.ok) return err(describeEngineError(r.error));
    const p = parseGomocupPoint(r.value, size);
    if (!p) return err(`the brain answered '${r.value}', not a move`);
    this.known = [...points, p];
    return ok(formatPoint(p, size));
  }

  close(): Promise<void> {
    return this.brain.close();
  }

  kill(): Promise<void> {
    return this.brain.close(0);
  }
}

/** The main time of a clock, for Gomocup's `timeout_match` (0: none). */
function clockMainMs(spec: ClockSpec): number {
  switch (spec.kind) {
    case 'none':
      return 0;
    case 'absolute':
    case 'fischer':
      return spec.initialMs;
    case 'byoyomi':
    case 'canadian':
      return spec.mainMs;
  }
}
