/**
 * A GTP version 2 engine as a pure state machine: feed it command lines, get the
 * response text back. No processes or files: move generation and file reading are
 * callbacks, so the CLI wires stdin/stdout and a bot around it. Rules default to GNU
 * Go's (simple ko, no suicide) and follow `kgs-rules`.
 *
 * @example
 * ```ts
 * import { GtpEngine } from '@qipan/go';
 * const engine = new GtpEngine({ name: 'Qipan' });
 * engine.handle('1 boardsize 9').response; // '=1 \n\n'
 * engine.handle('2 play black E5').response; // '=2 \n\n'
 * engine.handle('3 play white E5').response; // '?3 illegal move\n\n'
 * ```
 */
import { Rng, parseSgfBytes, type Color } from '@qipan/core';
import { guessDeadStones } from '../deadstones.js';
import { fixedHandicapPoints } from '../handicap.js';
import { legalMoves, playAs } from '../play.js';
import { checkOptions, type GoOptions, type Preset } from '../rules.js';
import { score } from '../score.js';
import { goRecordErrorPosition, loadGoRecord, rootSetupState } from '../sgf.js';
import { mainLineIds, positionAt, recordNode } from '../record.js';
import {
  boardOf,
  captures,
  initial,
  restate,
  stoneAt,
  withSetup,
  type GoMove,
  type GoState,
} from '../state.js';
import { isOwnEye } from '../playout.js';
import { toDiagram } from '../diagram.js';
import { formatGtpFailure, formatGtpSuccess, parseGtpCommand } from './command.js';
import {
  formatGtpVertex,
  parseGtpColor,
  parseGtpFloat,
  parseGtpInt,
  parseGtpMove,
  parseGtpVertex,
} from './values.js';

export interface GtpEngineOptions {
  readonly name?: string;
  readonly version?: string;
  /** Rules for new games (size and komi come from the commands). Default: simple ko, no suicide. */
  readonly rules?: GoOptions;
  /** Chooses a move for `color` (a legal one, or pass/resign). Default: a random legal move that fills no own eye. */
  readonly genmove?: (state: GoState, color: Color) => GoMove;
  /**
   * Chooses a move of KGS's cleanup phase (`kgs-genmove_cleanup`: no pass while the
   * opponent's dead stones are on the board). Default: `genmove`.
   */
  readonly cleanup?: (state: GoState, color: Color) => GoMove;
  /**
   * Reads a file for `loadsgf`: its bytes, or undefined when it cannot be read, or
   * `{ error }` to say why (e.g. larger than the reader's limit).
   */
  readonly readFile?: (path: string) => Uint8Array | { readonly error: string } | undefined;
  readonly seed?: number | string;
}

export interface GtpReply {
  /** The full response text, ending with the empty line. */
  readonly response: string;
  /** True after `quit`: the caller closes the connection. */
  readonly quit: boolean;
}

type Outcome = { ok: true; text: string } | { ok: false; text: string };
const yes = (text = ''): Outcome => ({ ok: true, text });
const no = (text: string): Outcome => ({ ok: false, text });

const KGS_RULES: Readonly<Record<string, Preset>> = {
  japanese: 'japanese',
  chinese: 'chinese',
  aga: 'aga',
  new_zealand: 'new-zealand',
  'tromp-taylor': 'tromp-taylor',
};

export class GtpEngine {
  private size = 19;
  private komi = 6.5;
  private rules: GoOptions;
  private history: GoState[];
  private readonly rng: Rng;
  private readonly commands: Readonly<Record<string, (args: readonly string[]) => Outcome>>;

  constructor(private readonly options: GtpEngineOptions = {}) {
    this.rules = options.rules ?? { preset: 'japanese', ko: 'simple', suicide: 'forbidden' };
    this.rng = Rng.fromSeed(options.seed ?? 'qipan-gtp');
    this.history = [this.fresh()];
    this.commands = this.table();
  }

  /** The current position. */
  get state(): GoState {
    return this.history[this.history.length - 1] as GoState;
  }

  /** Handles one line; undefined for an empty or comment-only line (GTP sends nothing back). */
  handle(line: string): GtpReply | undefined {
    const parsed = parseGtpCommand(line);
    if (!parsed.ok) {
      if (parsed.error.reason === 'empty') return undefined;
      return { response: formatGtpFailure(parsed.error.id, 'syntax error'), quit: false };
    }
    const { id, name, args } = parsed.value;
    const run = Object.hasOwn(this.commands, name) ? this.commands[name] : undefined;
    let out: Outcome;
    try {
      out = run ? run(args) : no('unknown command');
    } catch (e) {
      // A bug must not end the session: the controller gets a failure and may go on.
      out = no(`internal error: ${e instanceof Error ? e.message : String(e)}`);
    }
    return {
      response: out.ok ? formatGtpSuccess(id, out.text) : formatGtpFailure(id, out.text),
      quit: out.ok && name === 'quit',
    };
  }

  /** The positions of the game so far, oldest first (the last is {@link state}). */
  get states(): readonly GoState[] {
    return this.history;
  }

  /** Every command this engine answers. */
  listCommands(): string[] {
    return Object.keys(this.commands);
  }

  private fresh(): GoState {
    return initial({ ...this.rules, size: this.size, komi: this.komi, handicap: 0 });
  }

  private push(s: GoState): void {
    this.history.push(s);
  }

  private defaultGenmove(state: GoState, color: Color): GoMove {
    const candidates = legalMoves(restate(state, { turn: color, passes: 0 })).filter((m) => {
      if (m.type !== 'play') return false;
      const b = boardOf(state);
      return !isOwnEye(b, color === 'black' ? 1 : 2, b.index(m.point.x, m.point.y));
    });
    return candidates.length === 0
      ? { type: 'pass' }
      : (candidates[this.rng.int(candidates.length)] as GoMove);
  }

  private genmove(args: readonly string[], commit: boolean, cleanup = false): Outcome {
    const color = args.length === 1 ? parseGtpColor(args[0] as string) : undefined;
    if (!color) return no('syntax error');
    const chooser = (cleanup ? this.options.cleanup : undefined) ?? this.options.genmove;
    const move = (chooser ?? ((s, c) => this.defaultGenmove(s, c)))(this.state, color);
    if (move.type === 'resign') return yes('resign');
    const r = playAs({ ...this.state, passes: 0 }, color, move);
    if (!r.ok) return no(`engine chose an illegal move: ${r.error.message}`);
    if (commit)
      this.push(restate(r.value, { passes: move.type === 'pass' ? this.state.passes + 1 : 0 }));
    return yes(formatGtpVertex(move, this.size));
  }

  private placeHandicap(points: readonly { x: number; y: number }[]): Outcome {
    if (boardOf(this.state).cells.some((v) => v === 1 || v === 2)) return no('board not empty');
    const s = withSetup(
      this.fresh(),
      points.map((point) => ({ point, color: 'black' as const })),
      'white',
    );
    this.history = [restate(s, { rules: { ...s.rules, handicap: points.length } })];
    return yes(points.map((p) => formatGtpVertex({ type: 'play', point: p }, this.size)).join(' '));
  }

  private table(): Record<string, (args: readonly string[]) => Outcome> {
    const t: Record<string, (args: readonly string[]) => Outcome> = {
      protocol_version: () => yes('2'),
      name: () => yes(this.options.name ?? 'Qipan'),
      version: () => yes(this.options.version ?? '0.1.0'),
      known_command: (a) =>
        yes(a.length === 1 && Object.hasOwn(t, a[0] as string) ? 'true' : 'false'),
      list_commands: () => yes(Object.keys(t).join('\n')),
      quit: () => yes(),
      boardsize: (a) => {
        const n = parseGtpInt(a[0]);
        if (n === undefined || a.length !== 1) return no('syntax error');
        if (!checkOptions({ ...this.rules, size: n }).ok) return no('unacceptable size');
        this.size = n;
        this.history = [this.fresh()];
        return yes();
      },
      clear_board: () => {
        this.history = [this.fresh()];
        return yes();
      },
      komi: (a) => {
        const k = parseGtpFloat(a[0]);
        if (k === undefined || a.length !== 1) return no('syntax error');
        this.komi = k;
        this.history = this.history.map((s) => restate(s, { rules: { ...s.rules, komi: k } }));
        return yes();
      },
      'kgs-rules': (a) => {
        const preset = KGS_RULES[(a[0] ?? '').toLowerCase()];
        if (!preset || a.length !== 1) return no('unknown rules');
        this.rules = { preset };
        this.history = this.history.map((s) => ({
          ...s,
          rules: { ...checkRules(preset, s), komi: this.komi },
        }));
        return yes();
      },
      play: (a) => {
        const m = parseGtpMove(a, this.size);
        if (!m)
          return no(
            a.length === 2 && parseGtpColor(a[0] as string) ? 'invalid vertex' : 'syntax error',
          );
        // GTP allows any colour to move and play after two passes.
        const r = playAs({ ...this.state, passes: 0 }, m.color, m.move);
        if (!r.ok) return no('illegal move');
        this.push(restate(r.value, { passes: m.move.type === 'pass' ? this.state.passes + 1 : 0 }));
        return yes();
      },
      genmove: (a) => this.genmove(a, true),
      'kgs-genmove_cleanup': (a) => this.genmove(a, true, true),
      reg_genmove: (a) => this.genmove(a, false),
      undo: () => {
        if (this.history.length < 2) return no('cannot undo');
        this.history.pop();
        return yes();
      },
      fixed_handicap: (a) => {
        const n = parseGtpInt(a[0]);
        if (n === undefined || a.length !== 1) return no('syntax error');
        const pts = fixedHandicapPoints(this.size, n);
        return pts ? this.placeHandicap(pts) : no('invalid number of stones');
      },
      place_free_handicap: (a) => {
        const n = parseGtpInt(a[0]);
        if (n === undefined || a.length !== 1) return no('syntax error');
        const pts = fixedHandicapPoints(this.size, Math.min(n, 9));
        return pts && n >= 2 ? this.placeHandicap(pts) : no('invalid number of stones');
      },
      set_free_handicap: (a) => {
        const pts = a.map((v) => parseGtpVertex(v, this.size));
        if (pts.some((m) => m?.type !== 'play')) return no('bad vertex list');
        const points = pts.map(
          (m) => (m as { type: 'play'; point: { x: number; y: number } }).point,
        );
        if (points.length < 2 || new Set(points.map((p) => `${p.x},${p.y}`)).size !== points.length)
          return no('bad vertex list');
        return this.placeHandicap(points);
      },
      final_score: () => yes(score(this.state, { dead: guessDeadStones(this.state).dead }).result),
      final_status_list: (a) => {
        const which = a[0]?.toLowerCase();
        if (which !== 'dead' && which !== 'alive' && which !== 'seki') return no('syntax error');
        const guess = guessDeadStones(this.state).dead;
        const key = (p: { x: number; y: number }): string => `${p.x},${p.y}`;
        const dead = new Set(guess.map(key));
        const seki = new Set(score(this.state, { dead: guess }).sekiStones.map(key));
        const out: string[] = [];
        this.eachStone((x, y) => {
          const k = key({ x, y });
          const status = dead.has(k) ? 'dead' : seki.has(k) ? 'seki' : 'alive';
          if (status === which)
            out.push(formatGtpVertex({ type: 'play', point: { x, y } }, this.size));
        });
        return yes(out.join(' '));
      },
      showboard: () => yes(`\n${this.board()}`),
      time_settings: (a) =>
        a.length === 3 && a.every((v) => parseGtpInt(v) !== undefined) ? yes() : no('syntax error'),
      time_left: (a) =>
        a.length === 3 && parseGtpColor(a[0] as string) && parseGtpInt(a[1]) !== undefined
          ? yes()
          : no('syntax error'),
      is_legal: (a) => {
        const m = parseGtpMove(a, this.size);
        if (!m) return no('syntax error');
        return yes(playAs({ ...this.state, passes: 0 }, m.color, m.move).ok ? '1' : '0');
      },
      all_legal: (a) => {
        const color = a.length === 1 ? parseGtpColor(a[0] as string) : undefined;
        if (!color) return no('syntax error');
        const moves = legalMoves({ ...this.state, turn: color, passes: 0, resigned: undefined });
        return yes(
          moves
            .filter((m) => m.type === 'play')
            .map((m) => formatGtpVertex(m, this.size))
            .join(' '),
        );
      },
      list_stones: (a) => {
        const color = a.length === 1 ? parseGtpColor(a[0] as string) : undefined;
        if (!color) return no('syntax error');
        const out: string[] = [];
        this.eachStone((x, y, c) => {
          if (c === color) out.push(formatGtpVertex({ type: 'play', point: { x, y } }, this.size));
        });
        return yes(out.join(' '));
      },
      captures: (a) => {
        const color = a.length === 1 ? parseGtpColor(a[0] as string) : undefined;
        return color ? yes(String(captures(this.state)[color])) : no('syntax error');
      },
      loadsgf: (a) => this.loadsgf(a),
    };
    return t;
  }

  /** Rows with coordinates, as GTP controllers show them. */
  private board(): string {
    const letters = Array.from(
      { length: this.size },
      (_, x) => formatGtpVertex({ type: 'play', point: { x, y: 0 } }, this.size)[0],
    );
    const head = `   ${letters.join(' ')}`;
    const rows = toDiagram(this.state)
      .split('\n')
      .map((row, y) => {
        const n = String(this.size - y);
        return `${n.padStart(2)} ${row} ${n}`;
      });
    return [head, ...rows, head].join('\n');
  }

  private eachStone(f: (x: number, y: number, c: Color) => void): void {
    for (let y = 0; y < this.size; y++) {
      for (let x = 0; x < this.size; x++) {
        const c = stoneAt(this.state, { x, y });
        if (c) f(x, y, c);
      }
    }
  }

  private loadsgf(a: readonly string[]): Outcome {
    if (a.length < 1 || a.length > 2) return no('syntax error');
    const upTo = a.length === 2 ? parseGtpInt(a[1]) : undefined;
    if (a.length === 2 && upTo === undefined) return no('syntax error');
    const cannot = (why: string): Outcome => no(`cannot load file (${why})`);
    const bytes = this.options.readFile?.(a[0] as string);
    if (!bytes) return cannot('cannot read it');
    if (!(bytes instanceof Uint8Array)) return cannot(bytes.error);
    const parsed = parseSgfBytes(bytes);
    if (!parsed.ok) return cannot(parsed.error.message);
    const tree = parsed.value.collection[0];
    if (!tree) return cannot('no game tree');
    const rec = loadGoRecord(tree, { ...this.rules, handicapPlacement: 'free' });
    if (!rec.ok) {
      const at = goRecordErrorPosition(parsed.value.text, rec.error);
      return cannot(`${rec.error.message}${at ? ` at line ${at.line}, column ${at.column}` : ''}`);
    }
    const ids = mainLineIds(rec.value);
    // Keep the positions before move number `upTo` (1-based), as the spec says.
    const states: GoState[] = [];
    let moves = 0;
    for (const id of ids) {
      const node = recordNode(rec.value, id).data;
      if (node.move) moves++;
      if (upTo !== undefined && node.move && moves >= upTo) break;
      // Walking the line in order, each position replays one move from the previous one.
      states.push(positionAt(rec.value, id));
    }
    // The root itself holds move 1 and the position before it was asked for: its setup.
    if (states.length === 0) states.push(rootSetupState(rec.value));
    this.size = rec.value.rules.size;
    this.komi = rec.value.rules.komi;
    this.history = states;
    const last = this.state;
    return yes(last.turn);
  }
}

function checkRules(preset: Preset, s: GoState) {
  const r = checkOptions({ preset, size: s.rules.size, handicap: 0 });
  return r.ok ? { ...r.value, handicap: s.rules.handicap } : s.rules;
}
