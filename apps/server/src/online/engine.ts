/**
 * A server engine as an online opponent (Go only): the engine seat a new game may ask
 * for, and the `genmove` request for the engine's seat, built from the live game
 * (board, komi, rules, fixed handicap, the moves so far and the engine's clock as GTP
 * `time_settings`/`time_left` see it).
 *
 * @example
 * ```ts
 * const req = genmoveRequest(live, 'white', Date.now());
 * const r = await engines.genmove('gnugo', req); // ok('E5') | ok('pass') | ok('resign') | err(...)
 * ```
 */
import { err, ok, type Color, type Result } from '@qipan/core';
import { formatVertex, go, stoneAt, type GoState, type Preset } from '@qipan/go';
import { gtpTime, lineMoves } from '@qipan/match';
import { ENGINE_LEVEL_MAX, ENGINE_LEVEL_MIN, type CreateGameBody } from '@qipan/protocol';
import type { GoEngineBridge } from '../engines/bridge.js';
import type { GenmoveRequest } from '../engines/request.js';
import type { StoredSeat } from '../storage/types.js';
import { failure, type OnlineError } from './errors.js';
import type { LiveGame } from './game.js';

/** What online play needs of the engine bridge (a test can pass a fake). */
export type OnlineEngines = Pick<GoEngineBridge, 'genmove' | 'specs'>;

/** The fixed handicap stones of the game's start, as vertices. */
function handicapStones(state: GoState): string[] {
  const out: string[] = [];
  for (let y = 0; y < state.size; y++)
    for (let x = 0; x < state.size; x++)
      if (stoneAt(state, { x, y }) === 'black') out.push(formatVertex({ x, y }, state.size));
  return out;
}

/** The preset the engine is told (a custom rule set: the preset with its scoring). */
function presetOf(state: GoState): Preset {
  const p = state.rules.preset;
  if (p !== 'custom') return p;
  return state.rules.scoring === 'area' ? 'chinese' : 'japanese';
}

/** The genmove request for the engine playing `color` in a live Go game. */
export function genmoveRequest(
  live: LiveGame,
  color: Color,
  level: number | undefined,
  nowMs: number,
): GenmoveRequest {
  const match = live.match;
  const state = match.state as GoState;
  const start = go.initial(match.options as Parameters<typeof go.initial>[0]);
  const nodes = lineMoves(match);
  return {
    session: `online-${live.id}`,
    size: state.size,
    komi: state.rules.komi,
    rules: presetOf(state),
    handicap: handicapStones(start),
    moves: nodes.map((n, i) => ({ color: n.color ?? 'black', vertex: live.moves[i] ?? 'pass' })),
    color,
    level,
    time: gtpTime(match.clock, color, nowMs),
  };
}

/** True when a Go game's options need free handicap placement (engines here cannot place it). */
function needsFreeHandicap(options: unknown): boolean {
  return go.initial(options as Parameters<typeof go.initial>[0]).handicapToPlace > 0;
}

/** The engines a game may be created against. */
export interface EngineLookup {
  spec(id: string): { readonly id: string; readonly name: string } | undefined;
}

/** The seat of the engine a new game asks for (`opponent`), or why it cannot have it. */
export function engineSeat(
  body: CreateGameBody,
  options: unknown,
  engines: EngineLookup | undefined,
): Result<StoredSeat, OnlineError> {
  const spec = body.opponent;
  if (!spec) return err(failure('bad-request', 'no opponent'));
  if (body.game !== 'go')
    return err(failure('bad-request', 'opponent: server engines play Go only'));
  const found = engines?.spec(spec.engine);
  if (!found) return err(failure('bad-request', `opponent: no engine "${spec.engine}" here`));
  if (needsFreeHandicap(options))
    return err(failure('bad-request', 'opponent: free handicap placement is not supported'));
  const level = spec.level;
  if (
    level !== undefined &&
    (!Number.isInteger(level) || level < ENGINE_LEVEL_MIN || level > ENGINE_LEVEL_MAX)
  )
    return err(
      failure(
        'bad-request',
        `opponent.level: a whole number from ${ENGINE_LEVEL_MIN} to ${ENGINE_LEVEL_MAX}, not ${level}`,
        'bad-level',
      ),
    );
  return ok({
    kind: 'engine',
    id: found.id,
    name: found.name,
    ...(spec.level === undefined ? {} : { level: spec.level }),
  });
}
