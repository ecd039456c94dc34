/**
 * The vocabulary of Chongzi (冲子): sides, phases, options, moves and refusals.
 *
 * @example
 * ```ts
 * import { resolveOptions, type ChongziMove } from '@qipan/chongzi';
 * const o = resolveOptions({ size: 5, start: 'empty' }); // every other rule at its default
 * const m: ChongziMove = { kind: 'step', from: { x: 2, y: 3 }, to: { x: 2, y: 2 } };
 * ```
 */
import type { Color, Point } from '@qipan/core';

/** The two players. Red is written `R`/`r`, Blue `B`/`b`. */
export const SIDES = ['red', 'blue'] as const;
export type Side = (typeof SIDES)[number];

export const otherSide = (s: Side): Side => (s === 'red' ? 'blue' : 'red');

/**
 * Core's two-colour vocabulary, for code that only knows {@link Color}: Red is
 * `black` and Blue is `white`, whoever moves first.
 */
export const sideColor = (s: Side): Color => (s === 'red' ? 'black' : 'white');
export const colorSide = (c: Color): Side => (c === 'black' ? 'red' : 'blue');

/** Points per side of the board: 4 ("3×3 grid", 三三图) or 5 ("4×4 grid", 四四图). */
export const BOARD_SIZES = [4, 5] as const;
export type BoardSize = (typeof BOARD_SIZES)[number];

/** `fixed`: rows of pieces, captures replace; `empty`: placement, removal, captures remove. */
export const STARTS = ['fixed', 'empty'] as const;
export type Start = (typeof STARTS)[number];

export const PHASES = ['placement', 'removal', 'movement'] as const;
export type Phase = (typeof PHASES)[number];

/** What a capture does to the captured points. */
export type CaptureEffect = 'replace' | 'remove';

/** Rule options; anything left out takes the default of the rules page. */
export interface ChongziOptions {
  readonly size?: BoardSize;
  readonly start?: Start;
  /** Who places (empty start) or moves (fixed start) first, and removes first. Default red. */
  readonly firstPlayer?: Side;
  /** Empty start only: whether placements capture. Default false. */
  readonly capturesDuringPlacement?: boolean;
  /** Drawn when a position (board and side to move) occurs for the third time. Default true. */
  readonly drawByRepetition?: boolean;
  /**
   * Drawn after this many consecutive moves (plies) without a capture; `null` turns
   * the rule off. Default 100. Placements and removals restart the count.
   */
  readonly quietMoveLimit?: number | null;
}

/** Options with every default filled in. */
export interface ResolvedOptions {
  readonly size: BoardSize;
  readonly start: Start;
  readonly firstPlayer: Side;
  readonly capturesDuringPlacement: boolean;
  readonly drawByRepetition: boolean;
  readonly quietMoveLimit: number | null;
}

export const DEFAULT_OPTIONS: ResolvedOptions = {
  size: 5,
  start: 'fixed',
  firstPlayer: 'red',
  capturesDuringPlacement: false,
  drawByRepetition: true,
  quietMoveLimit: 100,
};

export function resolveOptions(o: ChongziOptions = {}): ResolvedOptions {
  return {
    size: o.size ?? DEFAULT_OPTIONS.size,
    start: o.start ?? DEFAULT_OPTIONS.start,
    firstPlayer: o.firstPlayer ?? DEFAULT_OPTIONS.firstPlayer,
    capturesDuringPlacement: o.capturesDuringPlacement ?? DEFAULT_OPTIONS.capturesDuringPlacement,
    drawByRepetition: o.drawByRepetition ?? DEFAULT_OPTIONS.drawByRepetition,
    quietMoveLimit:
      o.quietMoveLimit === undefined ? DEFAULT_OPTIONS.quietMoveLimit : o.quietMoveLimit,
  };
}

export const captureEffect = (start: Start): CaptureEffect =>
  start === 'fixed' ? 'replace' : 'remove';

/** A step to an adjacent empty point, a placement, or the removal of an opponent's piece. */
export type ChongziMove =
  | { readonly kind: 'step'; readonly from: Point; readonly to: Point }
  | { readonly kind: 'place'; readonly at: Point }
  | { readonly kind: 'remove'; readonly at: Point };

/** The four lines through a point. `diagonal` runs top-left to bottom-right. */
export const LINES = ['horizontal', 'vertical', 'diagonal', 'antidiagonal'] as const;
export type Line = (typeof LINES)[number];

/** Points captured on one line by the last move, in order along the line. */
export interface Capture {
  readonly line: Line;
  /** The whole run that formed the pattern (mover's and captured pieces). */
  readonly run: readonly Point[];
  readonly captured: readonly Point[];
}

export const CHONGZI_REFUSALS = [
  'game-over',
  'wrong-phase',
  'off-board',
  'occupied',
  'empty',
  'not-your-piece',
  'not-opponent-piece',
  'not-adjacent',
  'malformed',
] as const;
export type ChongziRefusal = (typeof CHONGZI_REFUSALS)[number];

export const END_REASONS = ['no-pieces', 'no-moves', 'repetition', 'quiet-moves'] as const;
export type ChongziEndReason = (typeof END_REASONS)[number];
