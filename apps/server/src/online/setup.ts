/**
 * The setup of a new game: from a `POST /api/games` body (options checked by the
 * game's own parser, the side, the clock, an engine opponent), and for a rematch
 * (the same game with the seats, tokens included, swapped).
 *
 * @example
 * ```ts
 * const r = newGameSetup({ game: 'gomoku', side: 'black' }, undefined, Date.now());
 * if (r.ok) await store.createGame(r.value.stored, { status: 'waiting' }); // r.value.token for the creator
 * ```
 */
import { err, ok, type Color, type Result } from '@qipan/core';
import { matchGame } from '@qipan/match';
import { sideColor, toTimeControl, type CreateGameBody } from '@qipan/protocol';
import type { StoredGame, StoredSeat } from '../storage/types.js';
import { engineSeat, type EngineLookup } from './engine.js';
import { failure, type OnlineError } from './errors.js';
import { hashToken, newGameId, newToken } from './ids.js';
import type { LiveGame } from './game.js';
import { colorOfKey } from './live.js';

export interface NewGame {
  readonly stored: StoredGame;
  /** The creator's colour. */
  readonly side: Color;
  /** The creator's seat token (only its hash is stored). */
  readonly token: string;
}

export function newGameSetup(
  body: CreateGameBody,
  engines: EngineLookup | undefined,
  nowMs: number,
): Result<NewGame, OnlineError> {
  const options = matchGame(body.game).parseOptions(body.options ?? {});
  if (!options.ok) return err(failure('bad-request', options.error.message, 'bad-options'));
  if ((body.side === 'red' || body.side === 'blue') && body.game !== 'chongzi')
    return err(failure('bad-request', `side: ${body.side} is a Chongzi side`));
  const side = sideColor(body.side) ?? (Math.random() < 0.5 ? 'black' : 'white');
  const token = newToken();
  const mine: StoredSeat = {
    kind: 'person',
    tokenHash: hashToken(token),
    ...(body.name === undefined ? {} : { name: body.name }),
  };
  let other: StoredSeat = { kind: 'person' };
  if (body.opponent) {
    const engine = engineSeat(body, options.value, engines);
    if (!engine.ok) return engine;
    other = engine.value;
  }
  const tc = body.clock && body.clock.kind !== 'none' ? toTimeControl(body.clock) : undefined;
  const stored: StoredGame = {
    id: newGameId(),
    game: body.game,
    options: options.value,
    ...(tc ? { timeControl: tc } : {}),
    seats: side === 'black' ? { black: mine, white: other } : { black: other, white: mine },
    createdAtMs: nowMs,
  };
  return ok({ stored, side, token });
}

/** The rematch of an ended game: same game, options and clock; colours swapped, seats kept. */
export function rematchSetup(live: LiveGame, nowMs: number): StoredGame {
  const { match: m, stored: s } = live;
  return {
    id: newGameId(),
    game: s.game,
    options: s.options,
    ...(s.timeControl ? { timeControl: s.timeControl } : {}),
    seats: {
      black: s.seats[colorOfKey(m, 'white')],
      white: s.seats[colorOfKey(m, 'black')],
    },
    createdAtMs: nowMs,
    rematchOf: live.id,
  };
}
