/**
 * Gomoku vocabulary: rule sets, opening rules, moves, refusal and end reasons.
 *
 * @example
 * ```ts
 * import { RULE_SETS, type GomokuOptions } from '@qipan/gomoku';
 * RULE_SETS; // ['freestyle', 'standard', 'renju']
 * const options: GomokuOptions = { size: 15, rule: 'renju', opening: 'none' };
 * ```
 */
import type { Color, Point } from '@qipan/core';

/** freestyle: five or more wins; standard: exactly five; renju: RIF with Black's fouls. */
export const RULE_SETS = ['freestyle', 'standard', 'renju'] as const;
export type RuleSet = (typeof RULE_SETS)[number];

export const OPENING_RULES = ['none', 'swap2'] as const;
export type OpeningRule = (typeof OPENING_RULES)[number];

export const MIN_SIZE = 5;
export const MAX_SIZE = 25;
export const DEFAULT_SIZE = 15;

export interface GomokuOptions {
  /** Board side, 5..25; 15 when absent. */
  readonly size?: number;
  /** 'freestyle' when absent. */
  readonly rule?: RuleSet;
  /** 'none' when absent. */
  readonly opening?: OpeningRule;
}

/** Options with every default filled in. */
export interface GomokuConfig {
  readonly size: number;
  readonly rule: RuleSet;
  readonly opening: OpeningRule;
}

/** Black's forbidden shapes under renju. */
export const FORBIDDEN_KINDS = ['double-three', 'double-four', 'overline'] as const;
export type ForbiddenKind = (typeof FORBIDDEN_KINDS)[number];

export interface ForbiddenPoint {
  readonly point: Point;
  readonly kind: ForbiddenKind;
}

/** A stone placement. `color`, when given, must be the side to move. */
export interface StoneMove {
  readonly x: number;
  readonly y: number;
  readonly color?: Color;
}

/**
 * A swap2 decision: `black`/`white` picks a colour, `place-two` (second player
 * only, after the first three stones) places two more stones and passes the choice.
 */
export const SWAP_CHOICES = ['black', 'white', 'place-two'] as const;
export type SwapChoice = (typeof SWAP_CHOICES)[number];
export interface ChoiceMove {
  readonly choose: SwapChoice;
}

export type GomokuMove = StoneMove | ChoiceMove;

export const isChoice = (m: GomokuMove): m is ChoiceMove =>
  typeof m === 'object' && m !== null && 'choose' in m;

/**
 * Where the game stands. Without an opening rule it is always `play`. Swap2:
 * `swap2-place3` (first player places black, white, black) → `swap2-choose`
 * (second player: black, white or place-two) → [`swap2-place2` (second player
 * places white, black) → `swap2-final-choice` (first player: black or white)] → `play`.
 */
export const PHASES = [
  'play',
  'swap2-place3',
  'swap2-choose',
  'swap2-place2',
  'swap2-final-choice',
] as const;
export type Phase = (typeof PHASES)[number];

/** The two people, independent of colours (which swap2 may assign late). */
export type Player = 'first' | 'second';

export const GOMOKU_REFUSALS = [
  'occupied',
  'off-board',
  'game-over',
  'not-your-turn',
  'forbidden-double-three',
  'forbidden-double-four',
  'forbidden-overline',
  'choice-expected',
  'stone-expected',
  'invalid-choice',
  'malformed',
] as const;
export type GomokuRefusal = (typeof GOMOKU_REFUSALS)[number];

/** `five`: a winning line; `full-board` and `no-legal-move` (renju Black boxed in by fouls) are draws. */
export const END_REASONS = ['five', 'full-board', 'no-legal-move'] as const;
export type GomokuEndReason = (typeof END_REASONS)[number];

/** Cell values in boards and states: 0 empty, 1 black, 2 white. */
export const EMPTY = 0;
export const BLACK = 1;
export const WHITE = 2;
export type Cell = typeof EMPTY | typeof BLACK | typeof WHITE;

export const colorCell = (c: Color): typeof BLACK | typeof WHITE => (c === 'black' ? BLACK : WHITE);
