/**
 * The three two-player games as {@link MatchGame}s: their definitions plus what a
 * match needs on top (options from JSON, Go's scoring phase, draw on timeout,
 * Gomoku's swap2 seats).
 *
 * @example
 * ```ts
 * import { goMatch, matchGame } from '@qipan/match';
 * const o = goMatch.parseOptions({ preset: 'chinese', size: 9 }); // ok({ preset, size })
 * matchGame('gomoku').definition.id; // 'gomoku'
 * ```
 */
import { err, ok, opposite, type Color, type Point, type Result } from '@qipan/core';
import {
  chongzi,
  BOARD_SIZES,
  SIDES,
  STARTS,
  type ChongziMove,
  type ChongziOptions,
  type ChongziState,
} from '@qipan/chongzi';
import {
  checkOptions,
  go,
  guessDeadStones,
  score as goScore,
  stoneAt as goStoneAt,
  HANDICAP_COMPENSATIONS,
  HANDICAP_PLACEMENTS,
  KO_RULES,
  PRESETS,
  SCORING_RULES,
  SUICIDE_RULES,
  type GoMove,
  type GoOptions,
  type GoState,
} from '@qipan/go';
import {
  actor as gomokuActor,
  gomoku,
  resolveOptions as resolveGomokuOptions,
  OPENING_RULES,
  RULE_SETS,
  type GomokuMove,
  type GomokuOptions,
  type GomokuState,
} from '@qipan/gomoku';
import { matchError, type GameId, type MatchError, type MatchGame } from './types.js';

type Fields = Record<string, (v: unknown) => boolean>;

const oneOf =
  (list: readonly unknown[]) =>
  (v: unknown): boolean =>
    list.includes(v);
const isInt = (v: unknown): boolean => Number.isInteger(v);
const isBool = (v: unknown): boolean => typeof v === 'boolean';

/** Checks a JSON object against optional fields; unknown fields are refused. */
function checkFields(json: unknown, fields: Fields): MatchError | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return matchError('bad-options', 'options must be a JSON object', { path: 'options' });
  for (const [k, v] of Object.entries(json)) {
    const check = fields[k];
    if (!check) return matchError('bad-options', `unknown option "${k}"`, { path: `options.${k}` });
    if (v !== undefined && !check(v))
      return matchError('bad-options', `option "${k}" has a bad value ${JSON.stringify(v)}`, {
        path: `options.${k}`,
      });
  }
  return undefined;
}

/**
 * `parseOptions` for a game: the JSON's fields checked against `fields`, then the
 * whole by the game's own `check` (its message under `options`).
 */
function optionsParser<O>(
  fields: Fields,
  check: (o: O) => Result<unknown, { message: string }> = ok,
): (json: unknown) => Result<O, MatchError> {
  return (json) => {
    const bad = checkFields(json, fields);
    if (bad) return err(bad);
    const r = check(json as O);
    if (!r.ok) return err(matchError('bad-options', r.error.message, { path: 'options' }));
    return ok(json as O);
  };
}

// --- Go ------------------------------------------------------------------------

const GO_FIELDS: Fields = {
  preset: oneOf([...PRESETS, 'custom']),
  size: isInt,
  komi: (v) => typeof v === 'number' && Number.isFinite(v),
  ko: oneOf(KO_RULES),
  suicide: oneOf(SUICIDE_RULES),
  scoring: oneOf(SCORING_RULES),
  handicap: isInt,
  handicapPlacement: oneOf(HANDICAP_PLACEMENTS),
  handicapCompensation: oneOf(HANDICAP_COMPENSATIONS),
};

/** The chain (same colour, orthogonally connected) through `p`, or [] on an empty point. */
function goChain(state: GoState, p: Point): Point[] {
  const color = goStoneAt(state, p);
  if (color === undefined) return [];
  const seen = new Set<string>([`${p.x},${p.y}`]);
  const out: Point[] = [];
  const stack: Point[] = [p];
  while (stack.length > 0) {
    const q = stack.pop() as Point;
    out.push(q);
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      const r = { x: q.x + dx, y: q.y + dy };
      const key = `${r.x},${r.y}`;
      if (!seen.has(key) && goStoneAt(state, r) === color) {
        seen.add(key);
        stack.push(r);
      }
    }
  }
  return out;
}

const rowMajor = (a: Point, b: Point): number => a.y - b.y || a.x - b.x;

export const goMatch: MatchGame<GoState, GoMove, GoOptions> = {
  id: 'go',
  definition: go,
  parseOptions: optionsParser<GoOptions>(GO_FIELDS, checkOptions),
  scoring: {
    needsScoring: (s) => s.passes >= 2 && s.resigned === undefined,
    guessDead: (s) => guessDeadStones(s).dead,
    toggleDead(s, dead, point) {
      const chain = goChain(s, point);
      if (chain.length === 0)
        return err(matchError('not-a-stone', `there is no stone at ${point.x},${point.y}`));
      const keys = new Set(dead.map((p) => `${p.x},${p.y}`));
      const isDead = chain.every((p) => keys.has(`${p.x},${p.y}`));
      for (const p of chain) {
        if (isDead) keys.delete(`${p.x},${p.y}`);
        else keys.add(`${p.x},${p.y}`);
      }
      const out = [...keys].map((k) => {
        const [x, y] = k.split(',').map(Number) as [number, number];
        return { x, y };
      });
      return ok(out.sort(rowMajor));
    },
    score(s, dead) {
      const b = goScore(s, { dead });
      const total = { black: b.total.black, white: b.total.white };
      return b.winner === undefined ? total : { ...total, winner: b.winner };
    },
  },
  // Losing on time in Go is a loss: the opponent can always still win on the board.
  drawOnTimeout: () => false,
  isResign: (m) => m.type === 'resign',
};

// --- Gomoku --------------------------------------------------------------------

const GOMOKU_FIELDS: Fields = {
  size: isInt,
  rule: oneOf(RULE_SETS),
  opening: oneOf(OPENING_RULES),
};

/** True when `color` still has a line of five cells holding none of the other colour's stones. */
export function gomokuCanStillWin(s: GomokuState, color: Color): boolean {
  const n = s.config.size;
  const other = color === 'black' ? 2 : 1;
  const dirs = [
    [1, 0],
    [0, 1],
    [1, 1],
    [1, -1],
  ] as const;
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++)
      for (const [dx, dy] of dirs) {
        const ex = x + 4 * dx;
        const ey = y + 4 * dy;
        if (ex < 0 || ey < 0 || ex >= n || ey >= n) continue;
        let open = true;
        for (let k = 0; k < 5 && open; k++)
          if (s.cells[(y + k * dy) * n + x + k * dx] === other) open = false;
        if (open) return true;
      }
  return false;
}

export const gomokuMatch: MatchGame<GomokuState, GomokuMove, GomokuOptions> = {
  id: 'gomoku',
  definition: gomoku,
  parseOptions: optionsParser<GomokuOptions>(GOMOKU_FIELDS, resolveGomokuOptions),
  // A flag is a draw when the opponent has no five-cell line left free of the flagged side's stones.
  drawOnTimeout: (s, flagged) => !gomokuCanStillWin(s, opposite(flagged)),
  // Swap2 opening: the first player sits at seat `black` until the colours are chosen.
  actor: (s) => (s.phase === 'play' ? s.turn : gomokuActor(s) === 'first' ? 'black' : 'white'),
  swapped: (s) => s.firstPlayerColor === 'white',
};

// --- Chongzi -------------------------------------------------------------------

const CHONGZI_FIELDS: Fields = {
  size: oneOf(BOARD_SIZES),
  start: oneOf(STARTS),
  firstPlayer: oneOf(SIDES),
  capturesDuringPlacement: isBool,
  drawByRepetition: isBool,
  quietMoveLimit: (v) => v === null || (Number.isInteger(v) && (v as number) > 0),
};

export const chongziMatch: MatchGame<ChongziState, ChongziMove, ChongziOptions> = {
  id: 'chongzi',
  definition: chongzi,
  parseOptions: optionsParser<ChongziOptions>(CHONGZI_FIELDS),
  // Even a single piece can still capture (one pushes three) or block: a flag is a loss.
  drawOnTimeout: () => false,
};

// --- registry ------------------------------------------------------------------

const REGISTRY = { go: goMatch, gomoku: gomokuMatch, chongzi: chongziMatch } as const;

/** The match game for an id. */
export function matchGame(id: GameId): MatchGame<unknown, unknown, unknown> {
  return REGISTRY[id] as unknown as MatchGame<unknown, unknown, unknown>;
}

/** Reads a game id from unknown JSON. */
export function parseGameId(v: unknown): Result<GameId, MatchError> {
  return typeof v === 'string' && Object.hasOwn(REGISTRY, v)
    ? ok(v as GameId)
    : err(matchError('bad-record', `unknown game ${JSON.stringify(v)}`, { path: 'game' }));
}
