/**
 * What online play asks of a game beyond its definition and the match layer: only Go
 * has any (points in notation for marking dead stones, the counting of seats played
 * through the HTTP API, see ./go.ts). Generic code calls these and knows no game.
 *
 * @example
 * ```ts
 * parsePoint(match, 'D4'); // { x: 3, y: 3 } in Go, undefined in the other games
 * const auto = hooksOf(match).apiSeatAction?.(live); // Go: { type: 'accept-score', color }
 * ```
 */
import type { Color } from '@qipan/core';
import type { Action, AnyMatch } from '@qipan/match';
import type { StoredSeat } from '../storage/types.js';
import { goHooks } from './go.js';

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** What a hook reads of a live game. */
export interface HookView {
  readonly match: AnyMatch;
  readonly stored: { readonly seats: { readonly black: StoredSeat; readonly white: StoredSeat } };
  readonly seenSocket: { readonly black: boolean; readonly white: boolean };
}

export interface OnlineHooks {
  /** A point in the game's notation (Go's `mark-dead`). */
  readonly parsePoint?: (match: AnyMatch, text: string) => Point | undefined;
  readonly formatPoint?: (match: AnyMatch, point: Point) => string;
  /**
   * After a change committed here: an action a seat without a socket takes by itself
   * (Go: accepting the dead stones), committed unless the game moved on meanwhile.
   */
  readonly apiSeatAction?: (live: HookView) => (Action<unknown> & { color: Color }) | undefined;
}

const NONE: OnlineHooks = {};

export const hooksOf = (match: AnyMatch): OnlineHooks => (match.game.id === 'go' ? goHooks : NONE);

/** A point in the game's notation, or undefined (a game without points, or not a point). */
export const parsePoint = (match: AnyMatch, text: string): Point | undefined =>
  hooksOf(match).parsePoint?.(match, text);

export const formatPoint = (match: AnyMatch, point: Point): string =>
  hooksOf(match).formatPoint?.(match, point) ?? `${point.x},${point.y}`;
