/**
 * Pure helpers of the /gomoku page: settings, the texts of refusals, colours and
 * rule sets, move labels and stone numbers.
 *
 * @example
 * ```ts
 * refusalText('forbidden-double-three'); // 'Forbidden for Black: double-three'
 * moveLabel({ choose: 'white' }, 15); // 'takes white'
 * ```
 */
import type { Color } from '@qipan/core';
import type { TimeControl } from '@qipan/match';
import {
  formatPoint,
  isChoice,
  type ForbiddenKind,
  type GomokuMove,
  type GomokuRefusal,
  type GomokuState,
  type OpeningRule,
  type Player,
  type RuleSet,
} from '@qipan/gomoku';
import { type AiLevel } from '@qipan/gomoku/ai';

export const OPPONENTS = ['human', 'ai'] as const;
export type Opponent = (typeof OPPONENTS)[number];

/** AI thinking times offered in the dialog, in milliseconds. */
export const THINK_TIMES = [250, 500, 1000, 2000, 5000] as const;

export const LEVEL_NAMES: Record<AiLevel, string> = {
  1: 'Beginner',
  2: 'Easy',
  3: 'Medium',
  4: 'Strong',
  5: 'Full strength',
};

export interface Settings {
  readonly size: number;
  readonly rule: RuleSet;
  readonly opening: OpeningRule;
  readonly opponent: Opponent;
  readonly level: AiLevel;
  /** The person the AI is: with no opening rule `first` means the AI plays Black. */
  readonly aiPlayer: Player;
  readonly thinkMs: number;
  /** The clock for both sides ('none' for no clock). */
  readonly time: TimeControl;
}

export const DEFAULT_SETTINGS: Settings = {
  size: 15,
  rule: 'freestyle',
  opening: 'none',
  opponent: 'human',
  level: 3,
  aiPlayer: 'second',
  thinkMs: 1000,
  time: { kind: 'none' },
};

export const RULE_NAMES: Record<RuleSet, string> = {
  freestyle: 'Freestyle',
  standard: 'Standard (exactly five)',
  renju: 'Renju',
};

export const KIND_NAMES: Record<ForbiddenKind, string> = {
  'double-three': 'double-three',
  'double-four': 'double-four',
  overline: 'overline',
};

export const colorName = (c: Color): string => (c === 'black' ? 'Black' : 'White');

/** What a refusal means, in a sentence fragment the status line shows. */
export function refusalText(r: GomokuRefusal): string {
  switch (r) {
    case 'occupied':
      return 'That point is taken';
    case 'off-board':
      return 'That point is off the board';
    case 'game-over':
      return 'The game is over';
    case 'not-your-turn':
      return 'It is not your turn';
    case 'forbidden-double-three':
      return 'Forbidden for Black: double-three';
    case 'forbidden-double-four':
      return 'Forbidden for Black: double-four';
    case 'forbidden-overline':
      return 'Forbidden for Black: overline';
    case 'choice-expected':
      return 'A colour choice is due first';
    case 'stone-expected':
      return 'A stone is due, not a choice';
    case 'invalid-choice':
      return 'That choice is not available now';
    case 'malformed':
      return 'That is not a move';
  }
}

/** The text of the move at `index` of `s.moves` as the move list shows it. */
export function moveLabel(m: GomokuMove, size: number): string {
  if (!isChoice(m)) return formatPoint(m, size);
  return m.choose === 'place-two' ? 'places two more' : `takes ${m.choose}`;
}

/** Stone numbers (1-based, choices not counted) keyed "x,y" for the moves of `s`. */
export function stoneNumbers(s: GomokuState): Map<string, number> {
  const out = new Map<string, number>();
  let n = 0;
  for (const m of s.moves) {
    if (isChoice(m)) continue;
    n++;
    out.set(`${m.x},${m.y}`, n);
  }
  return out;
}
