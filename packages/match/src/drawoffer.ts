/**
 * How our AI answers a draw offer: deterministic and cheap (no search, no clock), so
 * the same position always gets the same answer. The AI accepts when the position is
 * clearly drawn, or (from level 2) when it is losing by a static evaluation:
 * - Gomoku: the board is nearly full (90 %) and nobody can win in one move, or the AI
 *   can never make five any more; losing: the opponent has a winning point the AI
 *   cannot stop (two winning points, or one with the opponent to move) and the AI has
 *   no win in one move of its own to play first.
 * - Chongzi: losing = fewer pieces than the opponent; drawn = equal pieces and the
 *   quiet-move count past half its limit.
 * - Go: after half the board's points in moves, the AI is behind by the count with
 *   the guessed dead stones removed (earlier the estimate means nothing).
 *
 * @example
 * ```ts
 * import { answerDrawOffer, gomokuMatch } from '@qipan/match';
 * answerDrawOffer(gomokuMatch, match.state, 3, 'white'); // false early in a game
 * ```
 */
import { opposite, type Color } from '@qipan/core';
import { colorSide, pieceCount, type ChongziState } from '@qipan/chongzi';
import { guessDeadStones, score, type GoState } from '@qipan/go';
import type { GomokuState } from '@qipan/gomoku';
import { gomokuCanStillWin } from './games.js';
import type { MatchGame } from './types.js';

/**
 * True when the AI playing `ai` accepts a draw in `state`. `ai` defaults to the side
 * not to move (a person offers on their own turn, while the AI waits). `level` is the
 * AI's level (1 beginner .. 5): level 1 accepts only clearly drawn positions.
 */
export function answerDrawOffer<S, M, O>(
  game: MatchGame<S, M, O>,
  state: S,
  level: number,
  ai: Color = opposite(game.definition.turn(state)),
): boolean {
  if (game.definition.outcome(state)) return false;
  const judgeLosing = level >= 2;
  switch (game.id) {
    case 'gomoku':
      return gomokuAnswer(state as unknown as GomokuState, ai, judgeLosing);
    case 'chongzi':
      return chongziAnswer(state as unknown as ChongziState, ai, judgeLosing);
    case 'go':
      return judgeLosing && goLosing(state as unknown as GoState, ai);
  }
}

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

function chongziAnswer(s: ChongziState, ai: Color, judgeLosing: boolean): boolean {
  const me = pieceCount(s, colorSide(ai));
  const them = pieceCount(s, colorSide(opposite(ai)));
  if (s.phase !== 'movement') return false;
  const limit = s.options.quietMoveLimit;
  if (me === them && limit !== null && s.quietMoves * 2 >= limit) return true;
  return judgeLosing && me < them;
}

function goLosing(s: GoState, ai: Color): boolean {
  const size = s.rules.size;
  if (s.moveNumber * 2 < size * size) return false;
  const count = score(s, { dead: guessDeadStones(s).dead });
  return count.total[ai] < count.total[opposite(ai)];
}
