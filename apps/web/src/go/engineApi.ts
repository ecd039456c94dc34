/**
 * The server's Go engines (GNU Go, KataGo… over GTP): the list from
 * `GET /api/go/engines`, and the request body of `POST /api/go/engines/:id/genmove`
 * built from the game line to the current node. Failures are values with words the
 * page can show.
 *
 * @example
 * ```ts
 * const list = await fetchEngines(); // ok([{ id: 'gnugo', name: 'GNU Go', available: true, ... }])
 * const body = genmoveBody(model, 'tab-1'); // ok({ session, size, komi, rules, handicap, moves, color })
 * if (body.ok) await requestEngineMove('gnugo', body.value); // ok({ type: 'play', point }) | err('...')
 * ```
 */
import { err, ok, type Color, type Result } from '@qipan/core';
import { PRESETS, formatVertex, parseVertex, stoneRows, type GoMove } from '@qipan/go';
import { stateOf, type GameModel } from './model.js';
import { pathTo } from './tree.js';

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
}

const isEngine = (v: unknown): v is ServerEngine => {
  if (typeof v !== 'object' || v === null) return false;
  const e = v as Record<string, unknown>;
  return typeof e.id === 'string' && typeof e.name === 'string' && typeof e.available === 'boolean';
};

/** The server's engines, or why they cannot be listed (no server, an old one…). */
export async function fetchEngines(signal?: AbortSignal): Promise<Result<ServerEngine[], string>> {
  try {
    const r = await fetch('/api/go/engines', { signal: signal ?? null });
    if (!r.ok) return err(`the server answered ${r.status}`);
    const json = (await r.json()) as { engines?: unknown };
    if (!Array.isArray(json.engines)) return err('the server sent no engine list');
    return ok(json.engines.filter(isEngine));
  } catch (e) {
    return err(e instanceof Error ? e.message : String(e));
  }
}

/** The game up to the current node as the server wants it; an error for what GTP cannot say. */
export function genmoveBody(m: GameModel, session: string): Result<GenmoveBody, string> {
  const opp = m.opponent;
  if (opp.kind !== 'engine') return err('the opponent is not a server engine');
  const rules = m.record.rules;
  if (!(PRESETS as readonly string[]).includes(rules.preset)) {
    return err(`the rules of this game (${rules.preset}) cannot be sent to an engine`);
  }
  const size = rules.size;
  const ids = pathTo(m.record, m.current);
  const line = ids.map((id) => m.record.tree.node(id).data);
  if (line.length === 0) return err('the game has no start');
  const stones: string[] = [];
  for (const [y, row] of stoneRows(m.record.rootState).entries()) {
    for (const [x, c] of row.entries()) {
      if (c === 'white')
        return err('the start position has white stones: an engine cannot take it');
      if (c === 'black') stones.push(formatVertex({ x, y }, size));
    }
  }
  const placed: string[] = [];
  let moves: { color: Color; vertex: string }[] = [];
  // Free handicap stones come first: only the first moves' positions are needed.
  let placing = m.record.rootState.handicapToPlace > 0;
  for (let i = 1; i < line.length; i++) {
    const mv = line[i]?.move;
    if (!mv || mv.move.type === 'resign') continue;
    const vertex = mv.move.type === 'play' ? formatVertex(mv.move.point, size) : 'pass';
    if (placing) placing = stateOf(m, ids[i - 1]).handicapToPlace > 0;
    if (placing && mv.color === 'black' && vertex !== 'pass') {
      placed.push(vertex);
    } else moves.push({ color: mv.color, vertex });
  }
  // Freely placed stones are handicap once all are down; GTP needs two or more.
  let handicap = stones;
  if (stateOf(m).handicapToPlace === 0 && stones.length + placed.length >= 2) {
    handicap = [...stones, ...placed];
  } else moves = [...placed.map((vertex) => ({ color: 'black' as const, vertex })), ...moves];
  if (handicap.length === 1) {
    moves = [{ color: 'black', vertex: handicap[0] as string }, ...moves];
    handicap = [];
  }
  return ok({
    session,
    size,
    komi: rules.komi,
    rules: rules.preset,
    handicap,
    moves,
    color: opp.color,
    ...(opp.level === undefined ? {} : { level: opp.level }),
  });
}

/** Asks the engine for its move: a move (resign included), or the server's words. */
export async function requestEngineMove(
  engineId: string,
  body: GenmoveBody,
  signal?: AbortSignal,
): Promise<Result<GoMove, string>> {
  let r: Response;
  try {
    r = await fetch(`/api/go/engines/${encodeURIComponent(engineId)}/genmove`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (e) {
    return err(`the server cannot be reached (${e instanceof Error ? e.message : String(e)})`);
  }
  let json: { move?: unknown; error?: { message?: unknown } };
  try {
    json = (await r.json()) as typeof json;
  } catch {
    return err(`the server answered ${r.status} without JSON`);
  }
  if (!r.ok) {
    const message = typeof json.error?.message === 'string' ? json.error.message : '';
    return err(`${message || 'no reason given'} (HTTP ${r.status})`);
  }
  const move = json.move;
  if (move === 'resign') return ok({ type: 'resign' });
  if (move === 'pass') return ok({ type: 'pass' });
  const point = typeof move === 'string' ? parseVertex(move, body.size) : undefined;
  return point ? ok({ type: 'play', point }) : err(`the engine answered "${String(move)}"`);
}
