/**
 * The versioned JSON record of a match (what local storage keeps and the server
 * stores), and its strict reader: a record that is wrong anywhere gets a `bad-record`
 * error with a path such as `moves[12].move` (plus the engine's refusal in `illegal`),
 * and nothing is partially loaded. Only the line root → tip is written; variations
 * that were undone are not kept.
 *
 * @example
 * ```ts
 * import { toRecord, fromRecord } from '@qipan/match';
 * const json = JSON.stringify(toRecord(match));
 * const back = fromRecord(JSON.parse(json));
 * if (!back.ok) console.log(back.error.path, back.error.message); // e.g. 'moves[3].move'
 * ```
 */
import { err, GameTree, ok, type NodeId, type Point } from '@qipan/core';
import { matchGame } from './games.js';
import { lineMoves } from './match.js';
import { fromNotation, toNotation } from './notation.js';
import { cachePosition } from './positions.js';
import {
  matchError,
  type AnyMatch,
  type ClockState,
  type GameId,
  type Match,
  type MatchGame,
  type MatchResult,
  type MoveNode,
  parseGameId,
  type Pending,
  type ScoringPhase,
  type Seat,
  type TimeControl,
} from './types.js';
import {
  bad,
  isTime,
  readClockState,
  readColor,
  readObject,
  readPending,
  readPoint,
  readScore,
  readSeat,
  readTimeControl,
  type Read,
} from './validate.js';

export const RECORD_FORMAT = 'qipan-match';
export const RECORD_VERSION = 1;

export interface MatchRecordMove {
  /** The move in the game's notation (`formatMove`). */
  readonly move: string;
  readonly atMs?: number;
  readonly comment?: string;
}

export interface MatchRecordJson {
  readonly format: typeof RECORD_FORMAT;
  readonly version: typeof RECORD_VERSION;
  readonly game: GameId;
  readonly options: unknown;
  readonly seats: { readonly black: Seat; readonly white: Seat };
  readonly timeControl?: TimeControl;
  readonly clock?: { readonly sides: ClockState['sides']; readonly runningSince?: number };
  readonly startedAtMs: number;
  readonly moves: readonly MatchRecordMove[];
  readonly pending?: Pending;
  readonly scoring?: ScoringPhase;
  readonly result?: MatchResult;
}

const FIELDS = [
  'format',
  'version',
  'game',
  'options',
  'seats',
  'timeControl',
  'clock',
  'startedAtMs',
  'moves',
  'pending',
  'scoring',
  'result',
] as const;

/** The match as a JSON-ready record (the line root → tip). */
export function toRecord<S, M, O>(match: Match<S, M, O>): MatchRecordJson {
  const texts = toNotation(match);
  const moves: MatchRecordMove[] = lineMoves(match).map((n, i) => ({
    move: texts[i] as string,
    ...(n.atMs !== undefined ? { atMs: n.atMs } : {}),
    ...(n.comment !== undefined ? { comment: n.comment } : {}),
  }));
  const c = match.clock;
  return {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    game: match.game.id,
    options: match.options,
    seats: match.seats,
    ...(c ? { timeControl: c.control } : {}),
    ...(c
      ? {
          clock:
            c.runningSince === undefined
              ? { sides: c.sides }
              : { sides: c.sides, runningSince: c.runningSince },
        }
      : {}),
    startedAtMs: match.startedAtMs,
    moves,
    ...(match.pending ? { pending: match.pending } : {}),
    ...(match.scoring ? { scoring: match.scoring } : {}),
    ...(match.result ? { result: match.result } : {}),
  };
}

type AnyGame = MatchGame<unknown, unknown, unknown>;

/** Reads a record strictly: the match it describes, or the first thing wrong with it. */
export function fromRecord(json: unknown): Read<AnyMatch> {
  return readRecord(json, (id) => ok(matchGame(id)));
}

/**
 * Like {@link fromRecord} for a known game: a record of another game is refused at
 * `game`. It needs no other game than `game` (a bundle using it carries that game only).
 */
export function fromRecordAs<S, M, O>(
  game: MatchGame<S, M, O>,
  json: unknown,
): Read<Match<S, M, O>> {
  const r = readRecord(json, (id) =>
    id === game.id
      ? ok(game as unknown as AnyGame)
      : bad('game', `is ${JSON.stringify(id)}, expected ${JSON.stringify(game.id)}`),
  );
  return r.ok ? ok(r.value as unknown as Match<S, M, O>) : r;
}

/** Reads a record with the game `gameFor` gives for its id (or its refusal). */
function readRecord(json: unknown, gameFor: (id: GameId) => Read<AnyGame>): Read<AnyMatch> {
  const top = readObject(json, 'record', FIELDS, [
    'format',
    'version',
    'game',
    'options',
    'seats',
    'startedAtMs',
    'moves',
  ]);
  if (!top.ok) return top;
  const r = top.value;
  if (r.format !== RECORD_FORMAT) return bad('format', `must be "${RECORD_FORMAT}"`);
  if (r.version !== RECORD_VERSION)
    return bad(
      'version',
      `version ${JSON.stringify(r.version)} is not supported (this reader knows ${RECORD_VERSION})`,
    );
  const id = parseGameId(r.game);
  if (!id.ok) return id;
  const found = gameFor(id.value);
  if (!found.ok) return found;
  const game = found.value;
  const options = game.parseOptions(r.options);
  if (!options.ok)
    return err(
      matchError('bad-record', options.error.message, { path: options.error.path ?? 'options' }),
    );
  const seatsObj = readObject(r.seats, 'seats', ['black', 'white'], ['black', 'white']);
  if (!seatsObj.ok) return seatsObj;
  const black = readSeat(seatsObj.value.black, 'seats.black');
  if (!black.ok) return black;
  const white = readSeat(seatsObj.value.white, 'seats.white');
  if (!white.ok) return white;
  if (!isTime(r.startedAtMs)) return bad('startedAtMs', 'must be a number');
  let clock: ClockState | undefined;
  if (r.timeControl !== undefined) {
    const tc = readTimeControl(r.timeControl, 'timeControl');
    if (!tc.ok) return tc;
    if (r.clock === undefined) return bad('clock', 'is missing (a time control needs its clock)');
    const c = readClockState(r.clock, tc.value, 'clock');
    if (!c.ok) return c;
    clock = c.value;
  } else if (r.clock !== undefined) return bad('clock', 'needs a timeControl');
  const line = replay(game, options.value, r.moves);
  if (!line.ok) return line;
  const { record, tip, state, plies } = line.value;
  const end = readEnd(game, state, r);
  if (!end.ok) return end;
  const match: Match<unknown, unknown, unknown> = {
    game,
    options: options.value,
    seats: { black: black.value, white: white.value },
    record,
    tip,
    state,
    plies,
    startedAtMs: r.startedAtMs,
    ...(clock ? { clock } : {}),
    ...end.value,
  };
  return ok(match);
}

/** Reads the moves, then replays them (`fromNotation`) into a fresh record tree. */
function replay(
  game: MatchGame<unknown, unknown, unknown>,
  options: unknown,
  moves: unknown,
): Read<{ record: GameTree<MoveNode<unknown>>; tip: NodeId; state: unknown; plies: number }> {
  if (!Array.isArray(moves)) return bad('moves', 'must be an array');
  const read: { text: string; atMs?: number; comment?: string }[] = [];
  for (let i = 0; i < moves.length; i++) {
    const path = `moves[${i}]`;
    const m = readObject(moves[i], path, ['move', 'atMs', 'comment'], ['move']);
    if (!m.ok) return m;
    const { move: text, atMs, comment } = m.value;
    if (typeof text !== 'string') return bad(`${path}.move`, 'must be a string');
    if (atMs !== undefined && !isTime(atMs)) return bad(`${path}.atMs`, 'must be a number');
    if (comment !== undefined && typeof comment !== 'string')
      return bad(`${path}.comment`, 'must be a string');
    read.push({
      text,
      ...(atMs !== undefined ? { atMs: atMs as number } : {}),
      ...(comment !== undefined ? { comment: comment as string } : {}),
    });
  }
  const line = fromNotation(
    game,
    options,
    read.map((m) => m.text),
  );
  if (!line.ok) {
    const e = line.error;
    if (e.reason !== 'unreadable' && e.reason !== 'illegal')
      return err(matchError('bad-record', e.message, { path: 'options' }));
    const path = `moves[${e.ply}].move`;
    return err(
      matchError('bad-record', `${path}: ${JSON.stringify(e.move)}: ${e.illegal.message}`, {
        path,
        illegal: e.illegal,
      }),
    );
  }
  const root: MoveNode<unknown> = {};
  cachePosition(root, game.definition.initial(options));
  let record = GameTree.create<MoveNode<unknown>>(root);
  let tip: NodeId = record.rootId;
  let last: MoveNode<unknown> = root;
  for (const [i, ply] of line.value.plies.entries()) {
    if (game.isResign?.(ply.move))
      return bad(`moves[${i}].move`, 'a resignation is written as the result, not as a move');
    const { atMs, comment } = read[i] as (typeof read)[number];
    last = {
      move: ply.move,
      text: ply.text,
      color: ply.color,
      ...(atMs !== undefined ? { atMs } : {}),
      ...(comment !== undefined ? { comment } : {}),
    };
    [record, tip] = record.addChild(tip, last);
  }
  cachePosition(last, line.value.state);
  return ok({ record, tip, state: line.value.state, plies: moves.length });
}

/** Pending offer, scoring phase and result, checked against where the moves lead. */
function readEnd(
  game: MatchGame<unknown, unknown, unknown>,
  state: unknown,
  r: Record<string, unknown>,
): Read<{ pending?: Pending; scoring?: ScoringPhase; result?: MatchResult }> {
  const out: { pending?: Pending; scoring?: ScoringPhase; result?: MatchResult } = {};
  const scoringNeeded = game.scoring?.needsScoring(state) ?? false;
  const outcome = scoringNeeded ? undefined : game.definition.outcome(state);
  if (r.result !== undefined) {
    const res = readResult(r.result);
    if (!res.ok) return res;
    if (outcome && (outcome.winner !== res.value.winner || outcome.reason !== res.value.reason))
      return bad(
        'result',
        `the moves end the game with ${outcome.winner ?? 'no winner'} (${outcome.reason})`,
      );
    if (!outcome && !MATCH_END_REASONS.includes(res.value.reason))
      return bad(
        'result.reason',
        `${JSON.stringify(res.value.reason)} is not how this game can have ended`,
      );
    out.result = res.value;
  } else if (outcome) return bad('result', 'is missing: the moves end the game');
  if (r.pending !== undefined) {
    if (out.result) return bad('pending', 'a finished game has no pending request');
    const p = readPending(r.pending, 'pending');
    if (!p.ok) return p;
    out.pending = p.value;
  }
  if (r.scoring !== undefined) {
    // A finished game keeps its scoring phase (the dead stones it was counted with).
    if (!scoringNeeded || !game.scoring)
      return bad('scoring', 'only a game ended by two passes has a scoring phase');
    const s = readScoring(game, state, r.scoring);
    if (!s.ok) return s;
    out.scoring = s.value;
  } else if (scoringNeeded && !out.result)
    return bad('scoring', 'is missing: the game is in its scoring phase');
  return ok(out);
}

/** How a match can end other than by the rules' own outcome. */
const MATCH_END_REASONS: readonly string[] = [
  'resign',
  'timeout',
  'timeout-draw',
  'draw-agreed',
  'abandon',
  'score',
];

function readResult(v: unknown): Read<MatchResult> {
  const shape = readObject(v, 'result', ['winner', 'reason', 'score'], ['reason']);
  if (!shape.ok) return shape;
  const { winner, reason, score } = shape.value;
  if (typeof reason !== 'string' || reason === '') return bad('result.reason', 'must be a string');
  let s: { black: number; white: number } | undefined;
  if (score !== undefined) {
    const read = readScore(score, 'result.score');
    if (!read.ok) return read;
    s = read.value;
  }
  const extra = s ? { score: s } : {};
  if (winner === undefined) return ok({ reason, ...extra });
  const w = readColor(winner, 'result.winner');
  return w.ok ? ok({ winner: w.value, reason, ...extra }) : w;
}

function readScoring(
  game: MatchGame<unknown, unknown, unknown>,
  state: unknown,
  v: unknown,
): Read<ScoringPhase> {
  const shape = readObject(v, 'scoring', ['dead', 'accepted'], ['dead', 'accepted']);
  if (!shape.ok) return shape;
  if (!Array.isArray(shape.value.dead)) return bad('scoring.dead', 'must be an array');
  const dead: Point[] = [];
  for (const [i, d] of shape.value.dead.entries()) {
    const p = readPoint(d, `scoring.dead[${i}]`);
    if (!p.ok) return p;
    if (!game.scoring?.toggleDead(state, [], p.value).ok)
      return bad(`scoring.dead[${i}]`, 'is not a stone');
    dead.push(p.value);
  }
  const acc = readObject(
    shape.value.accepted,
    'scoring.accepted',
    ['black', 'white'],
    ['black', 'white'],
  );
  if (!acc.ok) return acc;
  const { black, white } = acc.value;
  if (typeof black !== 'boolean' || typeof white !== 'boolean')
    return bad('scoring.accepted', 'black and white must be booleans');
  return ok({ dead, accepted: { black, white } });
}
