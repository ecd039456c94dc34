/**
 * Rematches, after the end: one player offers (the snapshot shows `rematch.offeredBy`),
 * the other accepts by offering too (an engine always accepts) or declines. Once
 * agreed, the new game is stored (colours swapped, both seat tokens kept, status
 * playing), recorded on the old one with `setRematch`, and every socket of the old
 * game, spectators included, gets `rematch { id, url }`.
 *
 * @example
 * ```ts
 * await rematch(hub, live, 'black'); // offered
 * await rematch(hub, live, 'white'); // agreed: everyone is sent to the new game
 * ```
 */
import { err, ok, opposite, type Color, type Result } from '@qipan/core';
import { failure, type OnlineError } from './errors.js';
import type { Hub } from './hub.js';
import { colorOfKey, pagePath, type LiveGame } from './live.js';
import { rematchSetup } from './setup.js';

type Done = Result<{ ply: number }, OnlineError>;

export async function rematch(hub: Hub, live: LiveGame, color: Color): Promise<Done> {
  const m = live.match;
  const done = ok({ ply: m.plies });
  if (!m.result) return err(failure('refused', 'the game is not over', 'not-ended'));
  const agreed = live.summary.rematchId;
  if (agreed !== undefined) {
    hub.emit(live, { type: 'rematch', id: agreed, url: pagePath(live, agreed) });
    return done;
  }
  const other = live.stored.seats[colorOfKey(m, opposite(color))];
  if (other.kind === 'person' && other.tokenHash === undefined)
    return err(failure('refused', 'nobody took the other seat', 'no-opponent'));
  if (live.rematchOffer !== opposite(color) && other.kind !== 'engine') {
    live.rematchOffer = color;
    live.rematchDeclined = false;
    hub.broadcastState(live);
    hub.rematchChanged(live);
    return done;
  }
  const stored = rematchSetup(live, hub.now());
  const saved = await hub.add(stored);
  if (!saved.ok) return saved;
  let id = stored.id;
  // Another server may have agreed on one first: everyone follows the recorded one.
  if (!(await hub.store.setRematch(live.id, id)))
    id = (await hub.store.loadGame(live.id))?.summary.rematchId ?? id;
  live.summary = { ...live.summary, rematchId: id };
  live.rematchOffer = undefined;
  hub.emit(live, { type: 'rematch', id, url: pagePath(live, id) });
  hub.broadcastState(live);
  hub.storedChanged(live);
  return done;
}

export function declineRematch(hub: Hub, live: LiveGame, color: Color): Done {
  if (live.rematchOffer !== opposite(color))
    return err(failure('refused', 'no rematch offer to decline', 'no-pending-offer'));
  live.rematchOffer = undefined;
  live.rematchDeclined = true;
  hub.broadcastState(live);
  hub.rematchChanged(live);
  return ok({ ply: live.match.plies });
}
