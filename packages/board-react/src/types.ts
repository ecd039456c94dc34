/**
 * The board's vocabulary: what may stand on a point, the markers drawn over it and the
 * highlights it can carry, each an `as const` list with its type.
 *
 * @example
 * ```ts
 * import type { BoardData } from '@qipan/board-react';
 * const data: BoardData = {
 *   pieces: { '3,3': 'black' },
 *   markers: { '3,3': 'last' },
 *   highlights: { '4,4': ['target'] },
 * };
 * ```
 */
import type { Point, Size } from '@qipan/core';
import type { BoardSide, CoordinateLabels, CoordinateScheme } from './coordinates.js';

/** Go/Gomoku stones, Chongzi pieces and the N-Queens queen. */
export const PIECES = ['black', 'white', 'red', 'blue', 'queen'] as const;
export type PieceKind = (typeof PIECES)[number];

/**
 * Drawn over a point (and its piece): `last` move ring, the SGF-like shapes, a text
 * `label` (from `labels`), Renju's `forbidden` ×, a `hint` dot.
 */
export const MARKERS = [
  'last',
  'circle',
  'triangle',
  'square',
  'cross',
  'label',
  'forbidden',
  'hint',
] as const;
export type MarkerKind = (typeof MARKERS)[number];

/**
 * States of a point, several at once: the `win`ning line, a `selected` piece, pieces
 * that are `movable`, move `target`s (a dot, or a ring round a piece to remove), a
 * `captured` flash, N-Queens `conflict`/`reach`/`hint` and search states, Go's
 * `dead` stones and territory (`own-black`, `own-white`), and points an SGF record
 * `dim`s (DD).
 */
export const HIGHLIGHTS = [
  'win',
  'selected',
  'movable',
  'target',
  'captured',
  'conflict',
  'reach',
  'hint',
  'trying',
  'placed',
  'backtrack',
  'solution',
  'dead',
  'own-black',
  'own-white',
  'dim',
] as const;
export type Highlight = (typeof HIGHLIGHTS)[number];

/**
 * A line between two points' centres, drawn over the pieces (SGF `LN`), with an
 * arrowhead at `to` when `arrow` (SGF `AR`).
 */
export interface BoardLine {
  readonly from: Point;
  readonly to: Point;
  readonly arrow: boolean;
}

/** Data per point, keyed by `pointKey` (`"x,y"`). */
export type PointMap<T> = Readonly<Partial<Record<string, T>>>;

/** Extra attributes for a cell: `data-*` names; `false`/`undefined` leave it out, `true` is `"true"`. */
export type CellData = Readonly<Record<`data-${string}`, string | number | boolean | undefined>>;

/** A translucent piece, e.g. the stone the pointer would play. */
export interface GhostPiece {
  readonly point: Point;
  readonly piece: PieceKind;
}

/**
 * A move shown before it is made, for the player to confirm: a translucent piece
 * ringed with a dashed line on an empty point, or the ring alone on an occupied one
 * (a piece to remove) or without a `piece`.
 */
export interface TentativePiece {
  readonly point: Point;
  readonly piece?: PieceKind | undefined;
}

/** Coordinates around the board: a scheme or explicit labels, on the given sides. */
export interface CoordinatesOption {
  readonly labels: CoordinateScheme | CoordinateLabels;
  /** Default `['left', 'bottom']`. */
  readonly sides?: readonly BoardSide[] | undefined;
}

/** What the board draws: maps from `"x,y"` to the data of that point. */
export interface BoardData {
  readonly pieces?: PointMap<PieceKind> | undefined;
  readonly markers?: PointMap<MarkerKind> | undefined;
  /** Text on a piece (a move number) or of a `label` marker. */
  readonly labels?: PointMap<string> | undefined;
  readonly highlights?: PointMap<readonly Highlight[]> | undefined;
  /** Drawn only on an empty point. */
  readonly ghost?: GhostPiece | undefined;
  /** A move waiting for confirmation; its cell gets `data-tentative` (the piece, or `true`). */
  readonly tentative?: TentativePiece | undefined;
}

/** Everything both boards (intersections and squares) take. */
export interface BoardProps extends BoardData {
  readonly size: Size;
  /** Accessible name of the grid. */
  readonly label: string;
  /** No click intents (focus and arrow keys still work). */
  readonly disabled?: boolean | undefined;
  readonly coordinates?: CoordinatesOption | undefined;
  /**
   * Seen from the other side (turned 180°): the points are drawn, and the arrow keys
   * move, as on screen, while `data-point`, the cells' names and the labels along the
   * edges keep the true coordinates. Default: the nearest `BoardFlipContext`, or false.
   */
  readonly flipped?: boolean | undefined;
  /** The accessible name of each point, e.g. "D4, black stone, last move". */
  readonly cellLabel: (p: Point) => string;
  readonly cellData?: ((p: Point) => CellData) | undefined;
  /**
   * A class for every piece, also as `<class>--<kind>` (e.g. `gk-stone gk-stone--black`):
   * a stable hook for a page's tests; the look comes from the board's own CSS.
   */
  readonly pieceClass?: string | undefined;
  /** A click, a tap, or Enter/Space on the focused point. */
  readonly onPointClick?: ((p: Point) => void) | undefined;
  /** Mouse and pen only (touch has no hover); undefined when the pointer leaves. */
  readonly onPointHover?: ((p: Point | undefined) => void) | undefined;
  /** The focused point, or undefined when focus leaves the board. */
  readonly onPointFocus?: ((p: Point | undefined) => void) | undefined;
  readonly className?: string | undefined;
  readonly id?: string | undefined;
}

/** Splits space-separated highlight names, keeping the known ones. */
export function parseHighlights(text: string | undefined): Highlight[] {
  if (!text) return [];
  const known: readonly string[] = HIGHLIGHTS;
  return text.split(/\s+/).filter((t): t is Highlight => known.includes(t));
}
