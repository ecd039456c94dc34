/**
 * The server's Go engines (GNU Go, KataGo… over GTP): the list from
 * `GET /api/go/engines`, and the request body of `POST /api/go/engines/:id/genmove`
 * built from the match's moves. Failures are values with words the
 * page can show.
 *
 * @example
 * ```ts
 * const list = await fetchEngines(); // ok([{ id: 'gnugo', name: 'GNU Go', available: true, ... }])
 * const body = genmoveBody(match, 'tab-1', Date.now()); // ok({ session, size, komi, rules, handicap, moves, color, time? })
 * if (body.ok) await requestEngineMove('gnugo', body.value); // ok({ type: 'play', point }) | err({ code: 'refused', … })
 * engineProblemText(t, { code: 'no-start' }); // 'the game has no start'
 * ```
 */
import { err, ok, type Color, type Result } from '@qipan/core';
import { PRESETS, formatVertex, parseVertex, positionAt, stoneRows, type GoMove } from '@qipan/go';
import { gtpTime, turn } from '@qipan/match';
import type { TFunction } from './labels.js';
import { recordOfMatch, type GoMatch } from './matchRecord.js';

export type ServerEngine =
  | {
      readonly id: string;
      readonly name: string;
      readonly available: true;
      readonly version: string;
      /** The engine takes a playing level (GNU Go: 1–10). */
      readonly levels: boolean;
    }
  | {
      readonly id: string;
      readonly name: string;
      readonly available: false;
      readonly reason: string;
    };

/** Why the server's engines cannot be listed or asked: a code and its details. */
export type EngineProblemCode =
  | 'status'
  | 'no-list'
  | 'network'
  | 'not-engine'
  | 'rules'
  | 'no-start'
  | 'white-stones'
  | 'unreachable'
  | 'no-json'
  | 'refused'
  | 'http-no-reason'
  | 'bad-answer';

/**
 * The reason codes of the server's Go engine API (`{ error: { reason, message } }`) with
 * a sentence each (`go:engine.refused.<reason>`); the message is English, for logs.
 */
const SERVER_REASONS = [
  'bad-request',
  'not-found',
  'unknown-engine',
  'engine-unavailable',
  'engine-refused',
  'engine-error',
  'engine-failed',
  'engine-crashed',
  'engine-timeout',
  'illegal-move',
  'too-many-sessions',
  'closing',
] as const;

export interface EngineProblem {
  readonly code: EngineProblemCode;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** The problem in the reader's language (the server's reason codes, never its English message). */
export function engineProblemText(t: TFunction, p: EngineProblem): string {
  const say = t as unknown as (key: string, options: object) => string;
  if (p.code === 'refused') {
    const reason = String(p.params?.reason ?? '');
    return (SERVER_REASONS as readonly string[]).includes(reason)
      ? say(`engine.refused.${reason}`, { ...p.params })
      : say('engine.problem.refused', { ...p.params });
  }
  return say(`engine.problem.${p.code}`, { ...p.params });
}

/** Levels offered for engines that take `level` (GNU Go's range; 10 is its default). */
export const ENGINE_LEVELS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

export interface GenmoveBody {
  readonly session: string;
  readonly size: number;
  readonly komi: number;
  readonly rules: string;
  readonly handicap: readonly string[];
  readonly moves: readonly { readonly color: Color; readonly vertex: string }[];
  readonly color: Color;
  readonly level?: number;
  /** The engine seat's clock; absent without a time control. */
  readonly time?: GenmoveTime;
}

/**
 * A clock as GTP's `time_settings` / `time_left` say it (milliseconds): the control
 * (`mainMs`, `periodMs`, `stones`) and the reading (`leftMs`, `stonesLeft`, 0 in main time).
 */
export interface GenmoveTime {
  readonly mainMs: number;
  readonly periodMs: number;
  readonly stones: number;
  readonly leftMs: number;
  readonly stonesLeft: number;
}

/** `color`'s clock at `nowMs` as GTP says it (the match layer's `gtpTime`). */
export const engineClock = gtpTime;

const isEngine = (v: unknown): v is ServerEngine => {
  if (typeof v !== 'object' || v === null) return false;
  const e = v as Record<string, unknown>;
  return typeof e.id === 'string' && typeof e.name === 'string' && typeof e.available === 'boolean';
};

/** The server's engines, or why they cannot be listed (no server, an old one…). */
export async function fetchEngines(
  signal?: AbortSignal,
): Promise<Result<ServerEngine[], EngineProblem>> {
  try {
    const r = await fetch('/api/go/engines', { signal: signal ?? null });
    if (!r.ok) return err({ code: 'status', params: { status: r.status } });
    const json = (await r.json()) as { engines?: unknown };
    if (!Array.isArray(json.engines)) return err({ code: 'no-list' });
    return ok(json.engines.filter(isEngine));
  } catch {
    return err({ code: 'network' });
  }
}

/**
 * The match's game as the server wants it, for the engine at the seat to move, with its
 * clock as read at `nowMs`; an error for what GTP cannot say.
 */
export function genmoveBody(
  m: GoMatch,
  session: string,
  nowMs: number,
): Result<GenmoveBody, EngineProblem> {
  const color = turn(m);
  const seat = m.seats[color];
  if (seat.kind !== 'engine') return err({ code: 'not-engine' });
  const { record, ids } = recordOfMatch(m);
  const rules = record.rules;
  if (!(PRESETS as readonly string[]).includes(rules.preset)) {
    return err({ code: 'rules', params: { rules: rules.preset } });
  }
  const size = rules.size;
  const stones: string[] = [];
  for (const [y, row] of stoneRows(record.rootState).entries()) {
    for (const [x, c] of row.entries()) {
      if (c === 'white') return err({ code: 'white-stones' });
      if (c === 'black') stones.push(formatVertex({ x, y }, size));
    }
  }
  const placed: string[] = [];
  let moves: { color: Color; vertex: string }[] = [];
  // Free handicap stones come first: only the first moves' positions are needed.
  let placing = record.rootState.handicapToPlace > 0;
  for (let i = 1; i < ids.length; i++) {
    const mv = record.tree.node(ids[i] as number).data.move;
    if (!mv || mv.move.type === 'resign') continue;
    const vertex = mv.move.type === 'play' ? formatVertex(mv.move.point, size) : 'pass';
    if (placing) placing = positionAt(record, ids[i - 1] as number).handicapToPlace > 0;
    if (placing && mv.color === 'black' && vertex !== 'pass') {
      placed.push(vertex);
    } else moves.push({ color: mv.color, vertex });
  }
  // Freely placed stones are handicap once all are down; GTP needs two or more.
  let handicap = stones;
  if (m.state.handicapToPlace === 0 && stones.length + placed.length >= 2) {
    handicap = [...stones, ...placed];
  } else moves = [...placed.map((vertex) => ({ color: 'black' as const, vertex })), ...moves];
  if (handicap.length === 1) {
    moves = [{ color: 'black', vertex: handicap[0] as string }, ...moves];
    handicap = [];
  }
  const time = engineClock(m.clock, color, nowMs);
  return ok({
    session,
    size,
    komi: rules.komi,
    rules: rules.preset,
    handicap,
    moves,
    color,
    ...(seat.level === undefined ? {} : { level: seat.level }),
    ...(time === undefined ? {} : { time }),
  });
}

/** Asks the engine for its move: a move (resign included), or the server's words. */
export async function requestEngineMove(
  engineId: string,
  body: GenmoveBody,
  signal?: AbortSignal,
): Promise<Result<GoMove, EngineProblem>> {
  let r: Response;
  try {
    r = await fetch(`/api/go/engines/${encodeURIComponent(engineId)}/genmove`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch {
    return err({ code: 'unreachable' });
  }
  let json: { move?: unknown; error?: { reason?: unknown } };
  try {
    json = (await r.json()) as typeof json;
  } catch {
    return err({ code: 'no-json', params: { status: r.status } });
  }
  if (!r.ok) {
    const reason = typeof json.error?.reason === 'string' ? json.error.reason : '';
    return err(
      reason
        ? { code: 'refused', params: { reason, status: r.status } }
        : { code: 'http-no-reason', params: { status: r.status } },
    );
  }
  const move = json.move;
  if (move === 'resign') return ok({ type: 'resign' });
  if (move === 'pass') return ok({ type: 'pass' });
  const point = typeof move === 'string' ? parseVertex(move, body.size) : undefined;
  return point
    ? ok({ type: 'play', point })
    : err({ code: 'bad-answer', params: { move: String(move) } });
}
