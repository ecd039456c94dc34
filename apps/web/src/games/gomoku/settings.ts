/**
 * The settings of a local Gomoku game (kept with the saved game and in the new-game
 * choice): size, rules, opening, the opponent, the AI's level, side and thinking
 * time, and the clock.
 *
 * @example
 * ```ts
 * const s: Settings = { ...DEFAULT_SETTINGS, opponent: 'ai', level: 2 };
 * ```
 */
import type { OpeningRule, Player, RuleSet } from '@qipan/gomoku';
import type { AiLevel } from '@qipan/gomoku/ai';
import type { TimeControl } from '@qipan/match';

export const OPPONENTS = ['human', 'ai'] as const;
export type Opponent = (typeof OPPONENTS)[number];

/** AI thinking times offered in the dialog, in milliseconds. */
export const THINK_TIMES = [250, 500, 1000, 2000, 5000] as const;

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
