/**
 * Who is watching a game: listeners (sockets and HTTP streams) and, for sockets, the
 * presence they give their seat. A seat is connected while a socket holding its token
 * is open; when the last one closes during play, the seat gets `abandonAtMs` (now +
 * the grace period), after which the opponent may `claim-abandon`. Reconnecting
 * clears it. Sockets without a seat are the spectators. Every change is broadcast as
 * `presence`, and told to the other server instances (./fanout.ts): a seat connected on
 * any instance counts as connected.
 *
 * @example
 * ```ts
 * attach(hub, live, { kind: 'socket', key: 'black', send });
 * detach(hub, live, listener); // black's abandonAtMs is set if it was the last socket
 * ```
 */
import type { Color } from '@qipan/core';
import type { Hub } from './hub.js';
import type { PresenceCounts } from './fanout.js';
import { seatConnected, seatViews, spectatorCount, type Listener, type LiveGame } from './live.js';

/** Tells this instance's listeners who is connected, and the other instances what is here. */
function broadcast(hub: Hub, live: LiveGame): void {
  broadcastPresence(hub, live);
  hub.presenceChanged(live);
}

/** Tells this instance's listeners who is connected (here and on other instances). */
export function broadcastPresence(hub: Hub, live: LiveGame): void {
  hub.emit(live, { type: 'presence', seats: seatViews(live), spectators: spectatorCount(live) });
}

/**
 * After what another instance said about game `live`: a seat connected anywhere is not
 * abandoned; a seat that was connected only there and is now gone everywhere starts
 * its grace period, as if its last socket had closed here.
 */
export function presenceElsewhere(
  hub: Hub,
  live: LiveGame,
  from: string,
  here: PresenceCounts,
): void {
  const before = { black: seatConnected(live, 'black'), white: seatConnected(live, 'white') };
  if (here.black === 0 && here.white === 0 && here.spectators === 0) live.elsewhere.delete(from);
  else live.elsewhere.set(from, here);
  for (const key of ['black', 'white'] as const) {
    if (seatConnected(live, key)) live.abandonAtMs[key] = undefined;
    else if (before[key] && live.summary.status === 'playing' && !live.match.result)
      live.abandonAtMs[key] = hub.now() + hub.abandonMs;
  }
  broadcastPresence(hub, live);
}

/** Sockets count as presence (seat or spectator); a stream only when it holds a seat (a bot). */
const present = (l: Listener): boolean =>
  l.kind === 'socket' || (l.kind === 'stream' && l.key !== undefined);

function count(hub: Hub, live: LiveGame, l: Listener, delta: 1 | -1): void {
  const key = l.key;
  if (key === undefined) {
    live.spectators = Math.max(0, live.spectators + delta);
    return;
  }
  live.connected[key] = Math.max(0, live.connected[key] + delta);
  if (delta > 0) {
    live.abandonAtMs[key] = undefined;
    if (l.kind === 'socket') live.seenSocket[key] = true;
  } else if (!seatConnected(live, key) && live.summary.status === 'playing' && !live.match.result)
    live.abandonAtMs[key] = hub.now() + hub.abandonMs;
}

/** Starts telling `listener` about the game (a socket counts as presence). */
export function attach(hub: Hub, live: LiveGame, listener: Listener): void {
  live.listeners.add(listener);
  if (!present(listener)) return;
  count(hub, live, listener, +1);
  broadcast(hub, live);
}

export function detach(hub: Hub, live: LiveGame, listener: Listener): void {
  if (!live.listeners.delete(listener)) return;
  live.touchedMs = hub.now();
  if (!present(listener)) return;
  count(hub, live, listener, -1);
  broadcast(hub, live);
}

/** Moves a socket to another seat (or to the spectators) after a new `hello`. */
export function reseat(hub: Hub, live: LiveGame, listener: Listener, key: Color | undefined): void {
  if (listener.key === key || !live.listeners.has(listener)) {
    listener.key = key;
    return;
  }
  count(hub, live, listener, -1);
  listener.key = key;
  count(hub, live, listener, +1);
  broadcast(hub, live);
}
