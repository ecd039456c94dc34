/**
 * Rematches, after the end: one player offers (the snapshot shows `rematch.offeredBy`),
 * the other accepts by offering too (an engine always accepts) or declines. Once
 * agreed, the new game is stored (colours swapped, both seat tokens kept, status
 * playing), recorded on the old one with `setRematch`, and every socket of the old
 * game, spectators included, gets `rematch { id, url }`.
 *
 * @example
 * ```ts
 * await rematch(hub, live, 'black'); // offered (the hub is a RematchHost)
 * await rematch(hub, live, 'white'); // agreed: everyone is sent to the new game
 * ```
 */
import { err, ok, opposite, type Color } from '@qipan/core';
import { failure } from './errors.js';
import type { LiveGame } from './game.js';
import type { Done, RematchHost } from './host.js';
import { colorOfKey } from './live.js';
import { rematchSetup } from './setup.js';
import { pagePath } from './views.js';

export async function rematch(host: RematchHost, live: LiveGame, color: Color): Promise<Done> {
  const m = live.match;
  const done = ok({ ply: m.plies });
  if (!m.result) return err(failure('refused', 'the game is not over', 'not-ended'));
  const agreed = live.summary.rematchId;
  if (agreed !== undefined) {
    live.emit({ type: 'rematch', id: agreed, url: pagePath(live, agreed) });
    return done;
  }
  const other = live.stored.seats[colorOfKey(m, opposite(color))];
  if (other.kind === 'person' && other.tokenHash === undefined)
    return err(failure('refused', 'nobody took the other seat', 'no-opponent'));
  if (live.rematchOffer !== opposite(color) && other.kind !== 'engine') {
    live.rematchOffered(color, false);
    live.broadcastState(host.now());
    host.cluster.rematchChanged(live);
    return done;
  }
  const stored = rematchSetup(live, host.now());
  const saved = await host.add(stored);
  if (!saved.ok) return saved;
  let id = stored.id;
  // Another server may have agreed on one first: everyone follows the recorded one.
  if (!(await host.store.setRematch(live.id, id)))
    id = (await host.store.loadGame(live.id))?.summary.rematchId ?? id;
  live.rematchAgreed(id);
  live.emit({ type: 'rematch', id, url: pagePath(live, id) });
  live.broadcastState(host.now());
  host.cluster.storedChanged(live);
  return done;
}

export function declineRematch(host: RematchHost, live: LiveGame, color: Color): Done {
  if (live.rematchOffer !== opposite(color))
    return err(failure('refused', 'no rematch offer to decline', 'no-pending-offer'));
  live.rematchOffered(undefined, true);
  live.broadcastState(host.now());
  host.cluster.rematchChanged(live);
  return ok({ ply: live.match.plies });
}
