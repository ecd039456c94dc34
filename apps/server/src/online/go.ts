/**
 * Go's part of online play (./hooks.ts): points in notation ("D4") for marking dead
 * stones, and the counting of seats played through the HTTP API (bots: the API has no
 * counting calls): such a seat accepts the dead stones once the other side has
 * accepted them, or at once when the other side is a bot or an engine too.
 *
 * @example
 * ```ts
 * goHooks.parsePoint?.(match, 'D4'); // { x: 3, y: 3 }
 * goHooks.apiSeatAction?.(live); // { type: 'accept-score', color: 'white' } | undefined
 * ```
 */
import { opposite, type Color } from '@qipan/core';
import { formatVertex, parseVertex, type GoState } from '@qipan/go';
import type { AnyMatch } from '@qipan/match';
import type { HookView, OnlineHooks } from './hooks.js';

const sizeOf = (match: AnyMatch): number => (match.state as GoState).size;

function apiSeatAction(live: HookView): { type: 'accept-score'; color: Color } | undefined {
  const m = live.match;
  if (!m.scoring || m.result) return undefined;
  const viaApi = (c: Color): boolean =>
    live.stored.seats[c].kind === 'person' && !live.seenSocket[c];
  for (const color of ['black', 'white'] as const) {
    const other = opposite(color);
    if (!viaApi(color) || m.scoring.accepted[color]) continue;
    const otherIsMachine = viaApi(other) || live.stored.seats[other].kind === 'engine';
    if (!m.scoring.accepted[other] && !otherIsMachine) continue;
    return { type: 'accept-score', color };
  }
  return undefined;
}

export const goHooks: OnlineHooks = {
  parsePoint: (match, text) => parseVertex(text, sizeOf(match)),
  formatPoint: (match, point) => formatVertex(point, sizeOf(match)),
  apiSeatAction,
};
