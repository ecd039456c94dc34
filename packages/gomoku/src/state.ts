/**
 * The immutable public state of a gomoku game, its creation from options or
 * from an unchecked setup (a position), and read-only queries on it.
 *
 * @example
 * ```ts
 * import { newGame, fromSetup, stoneAt } from '@qipan/gomoku';
 * const g = newGame({ size: 15, rule: 'renju' }); // { ok: true, value: state } or a ConfigError
 * const r = fromSetup({ size: 15, rule: 'renju', black: [{ x: 7, y: 7 }], white: [], turn: 'white' });
 * if (r.ok) stoneAt(r.value, { x: 7, y: 7 }); // 'black'
 * ```
 */
import { err, ok, type Color, type Outcome, type Point, type Result } from '@qipan/core';
import { Board } from './board.js';
import {
  BLACK,
  DEFAULT_SIZE,
  EMPTY,
  MAX_SIZE,
  MIN_SIZE,
  OPENING_RULES,
  RULE_SETS,
  WHITE,
  type Cell,
  type GomokuConfig,
  type GomokuEndReason,
  type GomokuMove,
  type GomokuOptions,
  type Phase,
  type Player,
} from './types.js';

export interface GomokuState {
  readonly config: GomokuConfig;
  /** Board side (the same as `config.size`). */
  readonly size: number;
  /** Row-major cells, `size * size`: 0 empty, 1 black, 2 white. */
  readonly cells: readonly Cell[];
  /** The colour of the next stone. */
  readonly turn: Color;
  readonly phase: Phase;
  /** The colour the first player holds; undefined until swap2 has decided it. */
  readonly firstPlayerColor: Color | undefined;
  /** Stones present before the first recorded move (a set-up position), and who moved next. */
  readonly setup: {
    readonly black: readonly Point[];
    readonly white: readonly Point[];
    readonly turn: Color;
  };
  /** Every move since the start or the setup, choices included. */
  readonly moves: readonly GomokuMove[];
  /** The last stone placed, for highlighting. */
  readonly lastStone: Point | undefined;
  readonly outcome: Outcome<GomokuEndReason> | undefined;
}

export type ConfigError = {
  readonly reason: 'bad-size' | 'bad-rule' | 'bad-opening';
  readonly message: string;
};

/** Fills defaults and validates options. */
export function resolveOptions(options: GomokuOptions = {}): Result<GomokuConfig, ConfigError> {
  if (typeof options !== 'object' || options === null)
    return err({ reason: 'bad-rule', message: 'the options must be an object' });
  const size = options.size ?? DEFAULT_SIZE;
  const rule = options.rule ?? 'freestyle';
  const opening = options.opening ?? 'none';
  if (!Number.isInteger(size) || size < MIN_SIZE || size > MAX_SIZE)
    return err({
      reason: 'bad-size',
      message: `size must be an integer from ${MIN_SIZE} to ${MAX_SIZE}`,
    });
  if (!RULE_SETS.includes(rule))
    return err({ reason: 'bad-rule', message: `unknown rule set ${String(rule)}` });
  if (!OPENING_RULES.includes(opening))
    return err({ reason: 'bad-opening', message: `unknown opening rule ${String(opening)}` });
  return ok({ size, rule, opening });
}

/** Validated options → a fresh game, or why the options are impossible. */
export function newGame(options: GomokuOptions = {}): Result<GomokuState, ConfigError> {
  const r = resolveOptions(options);
  return r.ok ? ok(startState(r.value)) : r;
}

/** Like {@link newGame} for trusted options; throws a RangeError for invalid ones. */
export function initial(options: GomokuOptions = {}): GomokuState {
  const r = resolveOptions(options);
  if (!r.ok) throw new RangeError(r.error.message);
  return startState(r.value);
}

function startState(config: GomokuConfig): GomokuState {
  const { size, opening } = config;
  return {
    config,
    size,
    cells: Object.freeze(new Array<Cell>(size * size).fill(EMPTY)),
    turn: 'black',
    phase: opening === 'swap2' ? 'swap2-place3' : 'play',
    firstPlayerColor: opening === 'swap2' ? undefined : 'black',
    setup: { black: [], white: [], turn: 'black' },
    moves: [],
    lastStone: undefined,
    outcome: undefined,
  };
}

/** An unchecked position, e.g. parsed from text or a protocol's BOARD command. */
export interface GomokuSetup extends GomokuOptions {
  readonly black: readonly Point[];
  readonly white: readonly Point[];
  /** Defaults to black when the stone counts are equal, else white. */
  readonly turn?: Color;
}

export type SetupError =
  | ConfigError
  | { readonly reason: 'off-board' | 'occupied'; readonly message: string; readonly point: Point };

/**
 * Validates a setup into a playable state (phase `play`, no recorded moves). A
 * setup that already contains a winning line gets that outcome.
 */
export function fromSetup(setup: GomokuSetup): Result<GomokuState, SetupError> {
  const r = resolveOptions({ ...setup, opening: 'none' });
  if (!r.ok) return r;
  const { size, rule } = r.value;
  const cells = new Array<Cell>(size * size).fill(EMPTY);
  const place = (p: Point, c: Cell): SetupError | undefined => {
    if (
      !Number.isInteger(p.x) ||
      !Number.isInteger(p.y) ||
      p.x < 0 ||
      p.y < 0 ||
      p.x >= size ||
      p.y >= size
    )
      return { reason: 'off-board', message: `point ${p.x},${p.y} is off the board`, point: p };
    if (cells[p.y * size + p.x] !== EMPTY)
      return { reason: 'occupied', message: `point ${p.x},${p.y} is given twice`, point: p };
    cells[p.y * size + p.x] = c;
    return undefined;
  };
  for (const p of setup.black) {
    const e = place(p, BLACK);
    if (e) return err(e);
  }
  for (const p of setup.white) {
    const e = place(p, WHITE);
    if (e) return err(e);
  }
  const turn = setup.turn ?? (setup.black.length === setup.white.length ? 'black' : 'white');
  const state: GomokuState = {
    config: r.value,
    size,
    cells: Object.freeze(cells),
    turn,
    phase: 'play',
    firstPlayerColor: 'black',
    setup: {
      black: setup.black.map((p) => ({ x: p.x, y: p.y })),
      white: setup.white.map((p) => ({ x: p.x, y: p.y })),
      turn,
    },
    moves: [],
    lastStone: undefined,
    outcome: undefined,
  };
  return ok({ ...state, outcome: setupOutcome(state, rule) });
}

function setupOutcome(s: GomokuState, rule: GomokuConfig['rule']): GomokuState['outcome'] {
  const b = boardOf(s);
  for (const i of b.points()) {
    const c = b.at(i);
    if (c === EMPTY) continue;
    for (const d of b.dirs) {
      if (b.at(i - d) === c) continue; // only from the start of a run
      const n = 1 + b.run(i, d, c);
      const wins =
        rule === 'freestyle'
          ? n >= 5
          : rule === 'standard'
            ? n === 5
            : c === BLACK
              ? n === 5
              : n >= 5;
      if (!wins) continue;
      const line: Point[] = [];
      for (let k = 0; k < n; k++) line.push(b.point(i + k * d));
      return { winner: c === BLACK ? 'black' : 'white', reason: 'five', line };
    }
  }
  return b.full ? { reason: 'full-board' } : undefined;
}

/** A fresh internal board for a state. */
export const boardOf = (s: GomokuState): Board => Board.fromCells(s.config.size, s.cells);

/** The stone on a point, or undefined (also off the board). */
export function stoneAt(s: GomokuState, p: Point): Color | undefined {
  const { size } = s.config;
  if (p.x < 0 || p.y < 0 || p.x >= size || p.y >= size) return undefined;
  const c = s.cells[p.y * size + p.x];
  return c === BLACK ? 'black' : c === WHITE ? 'white' : undefined;
}

/** Every stone of one colour, row-major. */
export function stonesOf(s: GomokuState, color: Color): Point[] {
  const want = color === 'black' ? BLACK : WHITE;
  const { size } = s.config;
  const out: Point[] = [];
  s.cells.forEach((c, i) => {
    if (c === want) out.push({ x: i % size, y: Math.floor(i / size) });
  });
  return out;
}

/** Which person acts next: the placer in swap2 placement phases, the chooser in choice phases. */
export function actor(s: GomokuState): Player {
  switch (s.phase) {
    case 'swap2-place3':
    case 'swap2-final-choice':
      return 'first';
    case 'swap2-choose':
    case 'swap2-place2':
      return 'second';
    case 'play':
      return s.firstPlayerColor === s.turn ? 'first' : 'second';
  }
}
