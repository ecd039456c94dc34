/**
 * Creating a game and taking its free seat: `POST /api/games` (the setup checked by
 * ./setup.ts, then stored and held by the hub) and `POST /api/games/:id/join` (the
 * seat committed in the game's queue, after reading what other instances stored: a
 * seat taken elsewhere first answers `seats-taken`).
 *
 * @example
 * ```ts
 * const g = await createGame(hub, { game: 'gomoku', side: 'black' });
 * if (g.ok) await joinGame(hub, g.value.id, 'Ke Jie'); // ok({ side: 'white', token })
 * ```
 */
import { err, ok, type Result } from '@qipan/core';
import type { CreateGameBody, CreateGameReply, JoinGameReply } from '@qipan/protocol';
import type { GameStore, StoredSeat } from '../storage/types.js';
import type { Cluster } from './cluster/cluster.js';
import { failure, type OnlineError } from './errors.js';
import type { LiveGame } from './game.js';
import type { GameHost } from './host.js';
import { hashToken, newToken } from './ids.js';
import { colorOfKey } from './live.js';
import type { EngineLookup } from './engine.js';
import { newGameSetup } from './setup.js';
import { pagePath, summaryOf } from './views.js';

/** What creating and joining need of the hub. */
export type SeatsHost = Pick<GameHost, 'now' | 'log' | 'add' | 'serial'> & {
  readonly store: Pick<GameStore, 'takeSeat'>;
  readonly cluster: Pick<Cluster, 'freshNow' | 'committed'>;
  /** The engines a game may be created against (none: `opponent` is refused). */
  readonly engines: EngineLookup | undefined;
  get(id: string): Promise<LiveGame | undefined>;
  reload(live: LiveGame): Promise<void>;
};

const KEYS = ['black', 'white'] as const;

export async function createGame(
  host: SeatsHost,
  body: CreateGameBody,
): Promise<Result<CreateGameReply, OnlineError>> {
  const setup = newGameSetup(body, host.engines, host.now());
  if (!setup.ok) return setup;
  const { stored, side, token } = setup.value;
  const saved = await host.add(stored);
  if (!saved.ok) return saved;
  return ok({ id: stored.id, url: pagePath({ stored }, stored.id), side, token });
}

export async function joinGame(
  host: SeatsHost,
  id: string,
  name?: string,
): Promise<Result<JoinGameReply, OnlineError>> {
  const live = await host.get(id);
  if (!live) return err(failure('not-found', `no game ${id}`));
  return host.serial(live, async () => {
    await host.cluster.freshNow(live);
    if (live.match.result) return err(failure('game-over', 'the game is over'));
    const key = KEYS.find(
      (k) => live.stored.seats[k].kind === 'person' && !live.stored.seats[k].tokenHash,
    );
    if (key === undefined) return err(failure('seats-taken', 'both seats are taken'));
    const token = newToken();
    const seat: StoredSeat = {
      kind: 'person',
      tokenHash: hashToken(token),
      ...(name === undefined ? {} : { name }),
    };
    const stored = { ...live.stored, seats: { ...live.stored.seats, [key]: seat } };
    const summary = summaryOf(stored, live.match, live.summary.rematchId);
    let taken: boolean;
    try {
      taken = await host.store.takeSeat(id, key, seat.tokenHash ?? '', summary, name);
    } catch (e) {
      host.log(`online: cannot store a seat of ${id}: ${String(e)}`);
      return err(failure('internal', 'the seat could not be saved'));
    }
    if (!taken) {
      await host.reload(live);
      return err(failure('seats-taken', 'both seats are taken'));
    }
    live.seated(stored, summary);
    live.broadcastState(host.now());
    host.cluster.committed(live);
    return ok({ side: colorOfKey(live.match, key), token });
  });
}
