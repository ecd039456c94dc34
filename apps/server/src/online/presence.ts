/**
 * Who is watching a game: listeners (sockets and HTTP streams) and, for sockets, the
 * presence they give their seat. A seat is connected while a socket holding its token
 * is open; when the last one closes during play, the seat gets `abandonAtMs` (now +
 * the grace period), after which the opponent may `claim-abandon`. Reconnecting
 * clears it. Sockets without a seat are the spectators. Every change is broadcast as
 * `presence`, and told to the other server instances (./cluster/): a seat connected on
 * any instance counts as connected. The counting itself is the live game's (./game.ts).
 *
 * @example
 * ```ts
 * attach(hub, live, { kind: 'socket', key: 'black', send });
 * detach(hub, live, listener); // black's abandonAtMs is set if it was the last socket
 * ```
 */
import type { Color } from '@qipan/core';
import type { LiveGame, Listener } from './game.js';
import type { PresenceHost } from './host.js';
import { seatViews } from './views.js';

/** Tells this instance's listeners who is connected (here and on other instances). */
export function broadcastPresence(live: LiveGame): void {
  live.emit({ type: 'presence', seats: seatViews(live), spectators: live.spectatorCount() });
}

/** Tells this instance's listeners who is connected, and the other instances what is here. */
function broadcast(host: PresenceHost, live: LiveGame): void {
  broadcastPresence(live);
  host.cluster.presenceChanged(live);
}

/** Starts telling `listener` about the game (a socket counts as presence). */
export function attach(host: PresenceHost, live: LiveGame, listener: Listener): void {
  if (live.listen(listener, host.now(), host.abandonMs)) broadcast(host, live);
}

export function detach(host: PresenceHost, live: LiveGame, listener: Listener): void {
  if (live.unlisten(listener, host.now(), host.abandonMs)) broadcast(host, live);
}

/** Moves a socket to another seat (or to the spectators) after a new `hello`. */
export function reseat(
  host: PresenceHost,
  live: LiveGame,
  listener: Listener,
  key: Color | undefined,
): void {
  if (live.reseat(listener, key, host.now(), host.abandonMs)) broadcast(host, live);
}
