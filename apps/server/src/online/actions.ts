/**
 * A seat's request as a match action: checked against the game as it is (over,
 * waiting for the other player, stale ply, not the seat's turn, a move or point that
 * cannot be read, an abandon claim too early) and spelt twice, for `apply` and for
 * the log (moves and points in the game's notation). Rematches are not match
 * actions (see rematch.ts).
 *
 * @example
 * ```ts
 * const p = planAction(live, 'black', { type: 'move', move: 'h8', ply: 0 }, Date.now());
 * if (p.ok) await hub.commit(live, p.value.action, p.value.stored);
 * ```
 */
import { err, ok, opposite, type Color, type Result } from '@qipan/core';
import { turn, type Action } from '@qipan/match';
import type { ClientMessage } from '@qipan/protocol';
import { failure, type OnlineError } from './errors.js';
import type { LiveGame } from './game.js';
import { parsePoint } from './hooks.js';
import { colorOfKey, moveText } from './live.js';

/** What a seat may do (the WebSocket's messages but `hello` and `ping`). */
export type SeatAction = Exclude<ClientMessage, { type: 'hello' } | { type: 'ping' }>;

export interface Planned {
  readonly action: Action<unknown>;
  /** The action as the log keeps it (JSON, notation). */
  readonly stored: Readonly<Record<string, unknown>>;
}

type MatchRequest = Exclude<SeatAction, { type: 'rematch' } | { type: 'decline-rematch' }>;

/** The match action for the stored seat `key`'s request, or why it is refused now. */
export function planAction(
  live: LiveGame,
  key: Color,
  action: MatchRequest,
  nowMs: number,
): Result<Planned, OnlineError> {
  const m = live.match;
  const color = colorOfKey(m, key);
  const same = (a: Action<unknown>): Result<Planned, OnlineError> => ok({ action: a, stored: a });
  if (m.result) return err(failure('game-over', `the game is over (${m.result.reason})`));
  if (live.summary.status === 'waiting' && action.type !== 'abort')
    return err(failure('refused', 'the other seat is still free', 'waiting'));
  switch (action.type) {
    case 'move': {
      if (action.ply !== m.plies)
        return err(failure('stale-ply', `the game has ${m.plies} moves, not ${action.ply}`));
      if (turn(m) !== color) return err(failure('not-your-turn', `${turn(m)} is to move`));
      const parsed = m.game.definition.parseMove(action.move, m.state);
      if (!parsed.ok) {
        const code = parsed.error.reason === 'malformed' ? 'bad-request' : 'illegal';
        return err(failure(code, parsed.error.message, parsed.error.reason));
      }
      return ok({
        action: { type: 'move', move: parsed.value },
        stored: { type: 'move', move: moveText(m, parsed.value) },
      });
    }
    case 'mark-dead': {
      const point = parsePoint(m, action.point);
      if (!point) return err(failure('bad-request', `point: "${action.point}" is not a point`));
      return ok({
        action: { type: 'mark-dead', color, point },
        stored: { type: 'mark-dead', color, point: action.point.toUpperCase() },
      });
    }
    case 'claim-abandon': {
      const gone = opposite(key);
      const at = live.abandonAtMs[gone];
      const left =
        live.stored.seats[gone].kind === 'person' &&
        live.connected[gone] === 0 &&
        at !== undefined &&
        at <= nowMs;
      if (!left)
        return err(failure('refused', 'the opponent has not abandoned the game', 'not-abandoned'));
      return same({ type: 'claim-abandon', color });
    }
    case 'answer-draw':
    case 'answer-undo':
      return same({ type: action.type, color, accept: action.accept });
    default:
      return same({ type: action.type, color });
  }
}
