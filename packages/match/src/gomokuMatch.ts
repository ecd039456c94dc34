/**
 * Gomoku as a {@link MatchGame}: options from JSON, a flag is a draw when the other
 * side cannot make five any more, swap2's seats, and how the AI answers a draw offer.
 * Only what imports it brings the Gomoku engine into a bundle.
 *
 * @example
 * ```ts
 * import { gomokuMatch, gomokuWinningPoints } from '@qipan/match';
 * gomokuMatch.parseOptions({ size: 15, rule: 'renju' }); // ok({ size: 15, rule: 'renju' })
 * gomokuWinningPoints(state, 'black'); // points where black makes five
 * ```
 */
import { opposite, type Color } from '@qipan/core';
import {
  actor as gomokuActor,
  gomoku,
  resolveOptions as resolveGomokuOptions,
  OPENING_RULES,
  RULE_SETS,
  type GomokuMove,
  type GomokuOptions,
  type GomokuState,
} from '@qipan/gomoku';
import { isInt, oneOf, optionsParser, type Fields } from './options.js';
import type { MatchGame } from './types.js';

const GOMOKU_FIELDS: Fields = {
  size: isInt,
  rule: oneOf(RULE_SETS),
  opening: oneOf(OPENING_RULES),
};

/** True when `color` still has a line of five cells holding none of the other colour's stones. */
export function gomokuCanStillWin(s: GomokuState, color: Color): boolean {
  const n = s.config.size;
  const other = color === 'black' ? 2 : 1;
  const dirs = [
    [1, 0],
    [0, 1],
    [1, 1],
    [1, -1],
  ] as const;
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++)
      for (const [dx, dy] of dirs) {
        const ex = x + 4 * dx;
        const ey = y + 4 * dy;
        if (ex < 0 || ey < 0 || ex >= n || ey >= n) continue;
        let open = true;
        for (let k = 0; k < 5 && open; k++)
          if (s.cells[(y + k * dy) * n + x + k * dx] === other) open = false;
        if (open) return true;
      }
  return false;
}

export const gomokuMatch: MatchGame<GomokuState, GomokuMove, GomokuOptions> = {
  id: 'gomoku',
  definition: gomoku,
  parseOptions: optionsParser<GomokuOptions>(GOMOKU_FIELDS, resolveGomokuOptions),
  // A flag is a draw when the opponent has no five-cell line left free of the flagged side's stones.
  drawOnTimeout: (s, flagged) => !gomokuCanStillWin(s, opposite(flagged)),
  // Swap2 opening: the first player sits at seat `black` until the colours are chosen.
  actor: (s) => (s.phase === 'play' ? s.turn : gomokuActor(s) === 'first' ? 'black' : 'white'),
  swapped: (s) => s.firstPlayerColor === 'white',
  answerDraw: gomokuAnswer,
};

/** Empty points where `color` would make five or more in a row (any rule set's line). */
export function gomokuWinningPoints(s: GomokuState, color: Color): number {
  const n = s.config.size;
  const me = color === 'black' ? 1 : 2;
  const at = (x: number, y: number): number =>
    x < 0 || y < 0 || x >= n || y >= n ? -1 : (s.cells[y * n + x] as number);
  let count = 0;
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) {
      if (at(x, y) !== 0) continue;
      for (const [dx, dy] of [
        [1, 0],
        [0, 1],
        [1, 1],
        [1, -1],
      ] as const) {
        let run = 1;
        for (let k = 1; at(x + k * dx, y + k * dy) === me; k++) run++;
        for (let k = 1; at(x - k * dx, y - k * dy) === me; k++) run++;
        if (run === 5 || (run > 5 && s.config.rule === 'freestyle')) {
          count++;
          break;
        }
      }
    }
  return count;
}

/**
 * Drawn: the board is nearly full (90 %) and nobody can win in one move, or the AI can
 * never make five any more. Losing: the opponent has a winning point the AI cannot stop
 * (two winning points, or one with the opponent to move) and the AI has no win in one
 * move of its own to play first.
 */
function gomokuAnswer(s: GomokuState, ai: Color, judgeLosing: boolean): boolean {
  if (s.phase !== 'play') return false;
  const other = opposite(ai);
  const mine = gomokuWinningPoints(s, ai);
  const theirs = gomokuWinningPoints(s, other);
  if (!gomokuCanStillWin(s, ai)) return true;
  const empty = s.cells.filter((c) => c === 0).length;
  if (empty <= s.cells.length * 0.1 && mine === 0 && theirs === 0) return true;
  if (!judgeLosing) return false;
  const aiToMove = s.turn === ai;
  if (aiToMove && mine > 0) return false; // the AI wins first
  return theirs >= 2 || (theirs === 1 && !aiToMove);
}
