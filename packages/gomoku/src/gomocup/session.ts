/**
 * A Gomocup brain session: feed it manager lines, get reply lines. It keeps the
 * game, the INFO settings and the BOARD block, and asks a pluggable
 * `chooseMove(state, deadline)` for the brain's moves, so a process wrapper is
 * only stdin/stdout glue.
 *
 * @example
 * ```ts
 * import { GomocupSession } from '@qipan/gomoku';
 * const session = new GomocupSession({ chooseMove: (s) => ({ x: 7, y: 7 }) });
 * session.handle('START 15'); // ['OK']
 * session.handle('BEGIN'); // ['7,7']
 * session.handle('END'); // [] and session.ended === true
 * ```
 */
import type { Color, Point } from '@qipan/core';
import { forbiddenPoints, legalMoves, playMove } from '../game.js';
import { formatGomocupPoint } from '../notation.js';
import { fromSetup, initial, stonesOf, stoneAt, type GomokuState } from '../state.js';
import { isChoice, MAX_SIZE, MIN_SIZE, type RuleSet } from '../types.js';
import { parseGomocupLine, type BoardField, type GomocupCommand } from './command.js';
import { gomocupReply, type AboutInfo } from './reply.js';

export interface GomocupSessionOptions {
  /**
   * The brain: a move for the side to move in `state`, wanted by `deadline`
   * (a time on the `now` clock). An illegal answer is replaced by a legal move.
   */
  chooseMove(state: GomokuState, deadline: number): Point;
  /** Milliseconds clock; `Date.now` by default. */
  now?: () => number;
  about?: AboutInfo;
}

/** The INFO values the manager sent (milliseconds / bytes; 0 = unlimited where the protocol says so). */
export interface GomocupInfo {
  timeoutTurn: number;
  timeoutMatch: number;
  timeLeft: number;
  maxMemory: number;
  gameType: number;
  rule: RuleSet;
  ruleBits: number;
  folder: string;
}

const DEFAULT_ABOUT: AboutInfo = { name: 'qipan', version: '0.1.0', author: 'Qipan contributors' };

export class GomocupSession {
  readonly info: GomocupInfo = {
    timeoutTurn: 30_000,
    timeoutMatch: 0,
    timeLeft: 2_147_483_647,
    maxMemory: 0,
    gameType: 0,
    rule: 'freestyle',
    ruleBits: 0,
    folder: '',
  };
  /** The current game; undefined before START. */
  state: GomokuState | undefined;
  /** True after END: the wrapper should exit. */
  ended = false;
  private board: { point: Point; field: BoardField }[] | undefined;
  private readonly now: () => number;

  constructor(private readonly options: GomocupSessionOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Handles one input line and returns the reply lines (often one, sometimes none). */
  handle(line: string): string[] {
    const parsed = parseGomocupLine(line, this.board ? 'board' : 'command');
    if (!parsed.ok) {
      const e = parsed.error;
      return [
        e.reason === 'unknown-command'
          ? gomocupReply.unknown(e.message)
          : gomocupReply.error(e.message),
      ];
    }
    return this.apply(parsed.value);
  }

  /** The milliseconds to think on this move: the turn limit, capped by a share of the match clock. */
  budget(): number {
    const { timeoutTurn, timeoutMatch, timeLeft } = this.info;
    let ms = timeoutTurn > 0 ? timeoutTurn : 50; // 0 means "as fast as possible"
    if (timeoutMatch > 0) ms = Math.min(ms, Math.max(0, timeLeft) / 12);
    return Math.max(1, ms * 0.97 - 15);
  }

  private apply(c: GomocupCommand): string[] {
    switch (c.type) {
      case 'empty':
        return [];
      case 'start':
        return this.start(c.size, c.size);
      case 'rectstart':
        return this.start(c.width, c.height);
      case 'restart':
        if (!this.state) return [gomocupReply.error('RESTART before START')];
        this.state = initial({ size: this.state.config.size, rule: this.info.rule });
        return [gomocupReply.ok()];
      case 'info':
        return this.setInfo(c);
      case 'begin': {
        if (!this.state) return [gomocupReply.error('BEGIN before START')];
        if (this.state.cells.some((v) => v !== 0))
          return [gomocupReply.error('BEGIN on a board that is not empty')];
        return this.think();
      }
      case 'turn': {
        if (!this.state) return [gomocupReply.error('TURN before START')];
        const r = playMove(this.state, c.point);
        if (!r.ok)
          return [gomocupReply.error(`TURN ${formatGomocupPoint(c.point)}: ${r.error.reason}`)];
        this.state = r.value;
        return this.think();
      }
      case 'board':
        if (!this.state) return [gomocupReply.error('BOARD before START')];
        this.board = [];
        return [];
      case 'board-entry':
        this.board?.push({ point: c.point, field: c.field });
        return [];
      case 'done':
        return this.board ? this.finishBoard() : [gomocupReply.error('DONE outside a BOARD block')];
      case 'takeback':
        return this.takeback(c.point);
      case 'about':
        return [gomocupReply.about(this.options.about ?? DEFAULT_ABOUT)];
      case 'end':
        this.ended = true;
        return [];
      case 'yxshowforbid':
        if (!this.state) return [gomocupReply.error('YXSHOWFORBID before START')];
        return [gomocupReply.forbid(forbiddenPoints(this.state).map((f) => f.point))];
    }
  }

  private start(width: number, height: number): string[] {
    if (width !== height) return [gomocupReply.error('rectangular boards are not supported')];
    if (width < MIN_SIZE || width > MAX_SIZE)
      return [
        gomocupReply.error(
          `unsupported size ${width}: sizes ${MIN_SIZE} to ${MAX_SIZE} are supported`,
        ),
      ];
    this.state = initial({ size: width, rule: this.info.rule });
    this.board = undefined;
    return [gomocupReply.ok()];
  }

  private setInfo(c: Extract<GomocupCommand, { type: 'info' }>): string[] {
    const info = this.info;
    switch (c.key) {
      case 'timeout_turn':
        info.timeoutTurn = c.value;
        break;
      case 'timeout_match':
        info.timeoutMatch = c.value;
        break;
      case 'time_left':
        info.timeLeft = c.value;
        break;
      case 'max_memory':
        info.maxMemory = c.value;
        break;
      case 'game_type':
        info.gameType = c.value;
        break;
      case 'folder':
        info.folder = c.value;
        break;
      case 'rule':
        info.ruleBits = c.value;
        if (c.rule !== info.rule) {
          info.rule = c.rule;
          if (this.state)
            this.state = this.rebuild(
              this.state,
              stonesOf(this.state, 'black'),
              stonesOf(this.state, 'white'),
              this.state.turn,
            );
        }
        break;
      case 'other':
        break;
    }
    return [];
  }

  /** The same stones under the current rule, as a set-up position. */
  private rebuild(s: GomokuState, black: Point[], white: Point[], toMove: Color): GomokuState {
    const r = fromSetup({ size: s.config.size, rule: this.info.rule, black, white, turn: toMove });
    return r.ok ? r.value : s;
  }

  private finishBoard(): string[] {
    const entries = this.board ?? [];
    this.board = undefined;
    const s = this.state;
    if (!s) return [gomocupReply.error('BOARD before START')];
    const own = entries.filter((e) => e.field === 1).map((e) => e.point);
    const other = entries.filter((e) => e.field !== 1).map((e) => e.point);
    const ownCount = own.length;
    const otherCount = entries.filter((e) => e.field === 2).length;
    // The brain is to move: black when both sides have as many stones, else white.
    const me: Color = ownCount === otherCount ? 'black' : 'white';
    const r = fromSetup({
      size: s.config.size,
      rule: this.info.rule,
      black: me === 'black' ? own : other,
      white: me === 'black' ? other : own,
      turn: me,
    });
    if (!r.ok) return [gomocupReply.error(`BOARD: ${r.error.message}`)];
    this.state = r.value;
    return this.think();
  }

  private takeback(p: Point): string[] {
    const s = this.state;
    if (!s) return [gomocupReply.error('TAKEBACK before START')];
    const color = stoneAt(s, p);
    if (!color) return [gomocupReply.error(`TAKEBACK ${formatGomocupPoint(p)}: no stone there`)];
    const keep = (q: Point): boolean => q.x !== p.x || q.y !== p.y;
    this.state = this.rebuild(
      s,
      stonesOf(s, 'black').filter(keep),
      stonesOf(s, 'white').filter(keep),
      color,
    );
    return [gomocupReply.ok()];
  }

  /** Asks the brain for a move, checks it, plays it and answers it. */
  private think(): string[] {
    const s = this.state;
    if (!s) return [gomocupReply.error('no game')];
    if (s.outcome) return [gomocupReply.error('the game is over')];
    const deadline = this.now() + this.budget();
    const out: string[] = [];
    let move = this.options.chooseMove(s, deadline);
    let r = playMove(s, move);
    if (!r.ok) {
      const fallback = legalMoves(s).find((m) => !isChoice(m));
      if (!fallback || isChoice(fallback)) return [gomocupReply.error('no legal move')];
      out.push(
        gomocupReply.debug(
          `brain chose ${formatGomocupPoint(move)} (${r.error.reason}); playing a legal move`,
        ),
      );
      move = fallback;
      r = playMove(s, move);
    }
    if (r.ok) this.state = r.value;
    out.push(gomocupReply.move(move));
    return out;
  }
}
