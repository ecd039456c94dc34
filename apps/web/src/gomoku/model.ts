/**
 * Pure helpers of the /gomoku page: settings, who plays whom, the texts of
 * refusals and results, move labels and the replay of a game into the list of
 * positions the move list travels through.
 *
 * @example
 * ```ts
 * const s = newGame({ size: 15, rule: 'renju' });
 * refusalText('forbidden-double-three'); // 'Forbidden for Black: double-three'
 * replay(s).length; // 1: only the start position
 * ```
 */
import type { Color } from '@qipan/core';
import {
  actor,
  formatPoint,
  fromSetup,
  isChoice,
  initial as newGame,
  playMove,
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
}

export const DEFAULT_SETTINGS: Settings = {
  size: 15,
  rule: 'freestyle',
  opening: 'none',
  opponent: 'human',
  level: 3,
  aiPlayer: 'second',
  thinkMs: 1000,
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

/** Whether the person who acts in `s` is the AI. */
export function aiActs(s: GomokuState, settings: Settings): boolean {
  return settings.opponent === 'ai' && !s.outcome && actor(s) === settings.aiPlayer;
}

/** A person's display name: "You"/"AI" against the AI, else "First player"/"Second player" or the colour. */
export function personName(p: Player, s: GomokuState, settings: Settings): string {
  if (settings.opponent === 'ai') return p === settings.aiPlayer ? 'AI' : 'You';
  if (s.config.opening === 'none') return p === 'first' ? 'Black' : 'White';
  return p === 'first' ? 'First player' : 'Second player';
}

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

/** The result sentence, or undefined while the game runs. */
export function resultText(s: GomokuState, settings: Settings): string | undefined {
  const o = s.outcome;
  if (!o) return undefined;
  if (o.reason === 'full-board') return 'Draw: the board is full.';
  if (o.reason === 'no-legal-move') return 'Draw: every empty point is forbidden for Black.';
  const winner = o.winner ?? 'black';
  const line = o.line ?? [];
  const first = line[0];
  const last = line[line.length - 1];
  const where =
    first && last
      ? ` (${formatPoint(first, s.config.size)}–${formatPoint(last, s.config.size)})`
      : '';
  const five = line.length > 5 ? `${line.length} in a row` : 'five in a row';
  if (settings.opponent === 'ai') {
    const aiColor = colorOf(settings.aiPlayer, s);
    return aiColor === winner
      ? `The AI wins with ${five}${where}.`
      : `You win with ${five}${where}!`;
  }
  return `${colorName(winner)} wins with ${five}${where}.`;
}

/** The colour a person holds, once decided. */
export function colorOf(p: Player, s: GomokuState): Color | undefined {
  const first = s.firstPlayerColor;
  if (!first) return undefined;
  return p === 'first' ? first : first === 'black' ? 'white' : 'black';
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

/**
 * Every position of a game from its start (set-up stones or the empty board)
 * to `s`, one per recorded move: `replay(s)[s.moves.length]` has the stones of `s`.
 */
export function replay(s: GomokuState): GomokuState[] {
  const { size, rule, opening } = s.config;
  let start: GomokuState;
  if (s.setup.black.length + s.setup.white.length > 0) {
    const r = fromSetup({ size, rule, ...s.setup });
    if (!r.ok) return [s];
    start = r.value;
  } else start = newGame({ size, rule, opening });
  const line = [start];
  let cur = start;
  for (const m of s.moves) {
    const r = playMove(cur, m);
    if (!r.ok) break;
    cur = r.value;
    line.push(cur);
  }
  return line;
}
