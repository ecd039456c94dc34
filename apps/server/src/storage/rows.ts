/**
 * Games and actions to rows and back, the same for every SQL database. Writing checks
 * the shape (a bad value is a `bad-input` StorageError before anything is written);
 * reading checks it again, so a damaged row is a `corrupt` StorageError naming the
 * game and the column, never a half-built game that crashes the server later.
 *
 * @example
 * ```ts
 * const row = gameRow(game, summary, Date.now());
 * const back = readGame(row); // deep-equal to { game, summary }
 * ```
 */
import type { GameId, MatchResult, TimeControl } from '@qipan/match';
import type { Insertable, Selectable } from 'kysely';
import { StorageError } from './errors.js';
import type { ActionsTable, GamesTable } from './migrations.js';
import type { GameSummary, SeatColor, StoredAction, StoredGame, StoredSeat } from './types.js';

/** A games row as read (bigint columns may come back as strings). */
export type GameRow = Selectable<GamesTable>;
export type ActionRow = Selectable<ActionsTable>;

const ID = /^[0-9A-Za-z]{10}$/;
const STATUSES: readonly GameSummary['status'][] = ['waiting', 'playing', 'ended'];
const TIME_CONTROL_FIELDS: Readonly<Record<string, readonly string[]>> = {
  none: [],
  absolute: ['mainMs'],
  fischer: ['mainMs', 'incrementMs'],
  byoyomi: ['mainMs', 'periods', 'periodMs'],
  canadian: ['mainMs', 'stones', 'periodMs'],
};

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isMs = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

// --- checks shared by writing and reading ------------------------------------

/** Why `tc` is not a TimeControl, or undefined when it is one. */
function timeControlProblem(tc: unknown): string | undefined {
  if (!isRecord(tc) || typeof tc.kind !== 'string') return 'not a time control';
  const fields = TIME_CONTROL_FIELDS[tc.kind];
  if (fields === undefined) return `unknown time control kind ${JSON.stringify(tc.kind)}`;
  const bad = fields.find((f) => typeof tc[f] !== 'number' || !Number.isFinite(tc[f]));
  return bad === undefined ? undefined : `time control ${tc.kind} without a number ${bad}`;
}

/** Why `r` is not a MatchResult, or undefined when it is one. */
function resultProblem(r: unknown): string | undefined {
  if (!isRecord(r) || typeof r.reason !== 'string') return 'not a result (no reason)';
  if (r.winner !== undefined && r.winner !== 'black' && r.winner !== 'white') {
    return `unknown winner ${JSON.stringify(r.winner)}`;
  }
  return undefined;
}

/** Why `a` is not a stored action body, or undefined when it is one. */
function actionProblem(a: unknown): string | undefined {
  return isRecord(a) && typeof a.type === 'string' ? undefined : 'not an action (no type)';
}

/** JSON text of `v`; bad-input when it has none (undefined, a function, a cycle). */
function toJson(v: unknown, what: string): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(v) as string | undefined;
  } catch (e) {
    throw new StorageError('bad-input', `${what} is not JSON: ${String(e)}`);
  }
  if (text === undefined) throw new StorageError('bad-input', `${what} is not JSON`);
  return text;
}

// --- writing ------------------------------------------------------------------

export function checkGameId(id: string): void {
  if (!ID.test(id))
    throw new StorageError(
      'bad-input',
      `game id ${JSON.stringify(id)} is not 10 letters or digits`,
    );
}

export function checkSummary(id: string, s: GameSummary): void {
  if (!STATUSES.includes(s.status)) {
    throw new StorageError('bad-input', `game ${id}: unknown status ${JSON.stringify(s.status)}`);
  }
  const problem = s.result === undefined ? undefined : resultProblem(s.result);
  if (problem !== undefined) throw new StorageError('bad-input', `game ${id}: result: ${problem}`);
  if (s.rematchId !== undefined) checkGameId(s.rematchId);
  if (s.flagAtMs !== undefined && !isMs(s.flagAtMs))
    throw new StorageError('bad-input', `game ${id}: flagAtMs is not a time in ms`);
}

/** The columns a summary writes (rematch_id only through setRematch or when given). */
export function summaryColumns(
  s: GameSummary,
  nowMs: number,
): { status: string; result: string | null; updated_at_ms: number; flag_at_ms: number | null } {
  return {
    status: s.status,
    result: s.result === undefined ? null : JSON.stringify(s.result),
    updated_at_ms: nowMs,
    flag_at_ms: s.flagAtMs ?? null,
  };
}

function seatColumns(id: string, color: SeatColor, seat: StoredSeat) {
  const p = `game ${id}: ${color} seat`;
  if (seat.kind !== 'person' && seat.kind !== 'engine') {
    throw new StorageError(
      'bad-input',
      `${p}: unknown kind ${JSON.stringify((seat as StoredSeat).kind)}`,
    );
  }
  if (seat.name !== undefined && typeof seat.name !== 'string')
    throw new StorageError('bad-input', `${p}: name`);
  if (seat.kind === 'engine') {
    if (typeof seat.id !== 'string' || seat.id === '')
      throw new StorageError('bad-input', `${p}: no engine id`);
    if (seat.level !== undefined && !Number.isSafeInteger(seat.level)) {
      throw new StorageError('bad-input', `${p}: level ${String(seat.level)} is not an integer`);
    }
  } else if (
    seat.tokenHash !== undefined &&
    (typeof seat.tokenHash !== 'string' || seat.tokenHash === '')
  ) {
    throw new StorageError('bad-input', `${p}: empty token hash`);
  }
  return {
    kind: seat.kind,
    token_hash: seat.kind === 'person' ? (seat.tokenHash ?? null) : null,
    engine_id: seat.kind === 'engine' ? seat.id : null,
    level: seat.kind === 'engine' ? (seat.level ?? null) : null,
    name: seat.name ?? null,
  };
}

/** The row of a new game; bad-input when a field cannot be stored as it is. */
export function gameRow(g: StoredGame, s: GameSummary, nowMs: number): Insertable<GamesTable> {
  checkGameId(g.id);
  if (typeof g.game !== 'string' || (g.game as string) === '')
    throw new StorageError('bad-input', `game ${g.id}: no game`);
  if (!isMs(g.createdAtMs))
    throw new StorageError('bad-input', `game ${g.id}: createdAtMs is not a time in ms`);
  if (g.rematchOf !== undefined) checkGameId(g.rematchOf);
  const tcProblem = g.timeControl === undefined ? undefined : timeControlProblem(g.timeControl);
  if (tcProblem !== undefined) throw new StorageError('bad-input', `game ${g.id}: ${tcProblem}`);
  checkSummary(g.id, s);
  const b = seatColumns(g.id, 'black', g.seats.black);
  const w = seatColumns(g.id, 'white', g.seats.white);
  return {
    id: g.id,
    game: g.game,
    options: toJson(g.options, `game ${g.id}: options`),
    time_control: g.timeControl === undefined ? null : JSON.stringify(g.timeControl),
    black_kind: b.kind,
    black_token_hash: b.token_hash,
    black_engine_id: b.engine_id,
    black_level: b.level,
    black_name: b.name,
    white_kind: w.kind,
    white_token_hash: w.token_hash,
    white_engine_id: w.engine_id,
    white_level: w.level,
    white_name: w.name,
    created_at_ms: g.createdAtMs,
    rematch_of: g.rematchOf ?? null,
    ...summaryColumns(s, nowMs),
    rematch_id: s.rematchId ?? null,
  };
}

/** The row of an action; bad-input when seq, time or body are not storable. */
export function actionRow(id: string, a: StoredAction): Insertable<ActionsTable> {
  if (!Number.isSafeInteger(a.seq) || a.seq < 0) {
    throw new StorageError('bad-input', `game ${id}: seq ${String(a.seq)} is not an integer ≥ 0`);
  }
  if (!isMs(a.atMs))
    throw new StorageError('bad-input', `game ${id}: action ${a.seq}: atMs is not a time in ms`);
  const problem = actionProblem(a.action);
  if (problem !== undefined)
    throw new StorageError('bad-input', `game ${id}: action ${a.seq}: ${problem}`);
  return {
    game_id: id,
    seq: a.seq,
    at_ms: a.atMs,
    action: toJson(a.action, `game ${id}: action ${a.seq}`),
  };
}

// --- reading ------------------------------------------------------------------

function corrupt(id: string, what: string, problem: string): StorageError {
  return new StorageError('corrupt', `game ${id}: stored ${what} ${problem}`);
}

function parse(id: string, what: string, text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw corrupt(id, what, 'is not valid JSON');
  }
}

function readMs(id: string, what: string, v: number | string): number {
  const n = Number(v);
  if (!isMs(n)) throw corrupt(id, what, `is not a time in ms (${String(v)})`);
  return n;
}

function readSeat(row: GameRow, color: SeatColor): StoredSeat {
  const kind = color === 'black' ? row.black_kind : row.white_kind;
  const tokenHash = color === 'black' ? row.black_token_hash : row.white_token_hash;
  const engineId = color === 'black' ? row.black_engine_id : row.white_engine_id;
  const level = color === 'black' ? row.black_level : row.white_level;
  const name = color === 'black' ? row.black_name : row.white_name;
  const named = name === null ? {} : { name };
  if (kind === 'person') return { kind, ...(tokenHash === null ? {} : { tokenHash }), ...named };
  if (kind === 'engine' && engineId !== null) {
    return { kind, id: engineId, ...(level === null ? {} : { level: Number(level) }), ...named };
  }
  throw corrupt(row.id, `${color} seat`, `is not a seat (kind ${JSON.stringify(kind)})`);
}

/** A game and its summary from its row; corrupt when a column does not read back. */
export function readGame(row: GameRow): { game: StoredGame; summary: GameSummary } {
  const id = row.id;
  const tc = row.time_control === null ? undefined : parse(id, 'time control', row.time_control);
  const tcProblem = tc === undefined ? undefined : timeControlProblem(tc);
  if (tcProblem !== undefined) throw corrupt(id, 'time control', `is ${tcProblem}`);
  const status = row.status as GameSummary['status'];
  if (!STATUSES.includes(status))
    throw corrupt(id, 'status', `${JSON.stringify(row.status)} is unknown`);
  const result = row.result === null ? undefined : parse(id, 'result', row.result);
  const rProblem = result === undefined ? undefined : resultProblem(result);
  if (rProblem !== undefined) throw corrupt(id, 'result', `is ${rProblem}`);
  const game: StoredGame = {
    id,
    game: row.game as GameId,
    options: parse(id, 'options', row.options),
    ...(tc === undefined ? {} : { timeControl: tc as TimeControl }),
    seats: { black: readSeat(row, 'black'), white: readSeat(row, 'white') },
    createdAtMs: readMs(id, 'created_at_ms', row.created_at_ms),
    ...(row.rematch_of === null ? {} : { rematchOf: row.rematch_of }),
  };
  const summary: GameSummary = {
    status,
    ...(result === undefined ? {} : { result: result as MatchResult }),
    ...(row.rematch_id === null ? {} : { rematchId: row.rematch_id }),
    ...(row.flag_at_ms === null ? {} : { flagAtMs: readMs(id, 'flag time', row.flag_at_ms) }),
  };
  return { game, summary };
}

/** An action from its row; corrupt when it does not read back. */
export function readAction(row: ActionRow): StoredAction {
  const what = `action ${row.seq}`;
  const action = parse(row.game_id, what, row.action);
  const problem = actionProblem(action);
  if (problem !== undefined) throw corrupt(row.game_id, what, `is ${problem}`);
  return {
    seq: Number(row.seq),
    atMs: readMs(row.game_id, `${what} time`, row.at_ms),
    action: action as Record<string, unknown>,
  };
}
