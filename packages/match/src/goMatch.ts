/**
 * Go as a {@link MatchGame}: options from JSON, the scoring phase (dead stones, the
 * count), a flag is a loss, `{ type: 'resign' }` resigns, and how the AI answers a draw
 * offer. Only what imports it brings the Go engine into a bundle.
 *
 * @example
 * ```ts
 * import { goMatch } from '@qipan/match';
 * const o = goMatch.parseOptions({ preset: 'chinese', size: 9 }); // ok({ preset, size })
 * ```
 */
import { err, opposite, type Color } from '@qipan/core';
import {
  checkOptions,
  go,
  guessDeadStones,
  score as goScore,
  toggleDead,
  HANDICAP_COMPENSATIONS,
  HANDICAP_PLACEMENTS,
  KO_RULES,
  PRESETS,
  SCORING_RULES,
  SUICIDE_RULES,
  type GoMove,
  type GoOptions,
  type GoState,
} from '@qipan/go';
import { isInt, oneOf, optionsParser, type Fields } from './options.js';
import { matchError, type MatchGame } from './types.js';

const GO_FIELDS: Fields = {
  preset: oneOf([...PRESETS, 'custom']),
  size: isInt,
  komi: (v) => typeof v === 'number' && Number.isFinite(v),
  ko: oneOf(KO_RULES),
  suicide: oneOf(SUICIDE_RULES),
  scoring: oneOf(SCORING_RULES),
  handicap: isInt,
  handicapPlacement: oneOf(HANDICAP_PLACEMENTS),
  handicapCompensation: oneOf(HANDICAP_COMPENSATIONS),
};

export const goMatch: MatchGame<GoState, GoMove, GoOptions> = {
  id: 'go',
  definition: go,
  parseOptions: optionsParser<GoOptions>(GO_FIELDS, checkOptions),
  scoring: {
    needsScoring: (s) => s.passes >= 2 && s.resigned === undefined,
    guessDead: (s) => guessDeadStones(s).dead,
    toggleDead(s, dead, point) {
      const r = toggleDead(s, dead, point);
      return r.ok ? r : err(matchError('not-a-stone', r.error.message));
    },
    score(s, dead) {
      const b = goScore(s, { dead });
      const total = { black: b.total.black, white: b.total.white };
      return b.winner === undefined ? total : { ...total, winner: b.winner };
    },
  },
  // Losing on time in Go is a loss: the opponent can always still win on the board.
  drawOnTimeout: () => false,
  isResign: (m) => m.type === 'resign',
  // Losing: after half the board's points in moves, behind by the count with the
  // guessed dead stones removed (earlier the estimate means nothing).
  answerDraw: (s, ai, judgeLosing) => judgeLosing && goLosing(s, ai),
};

function goLosing(s: GoState, ai: Color): boolean {
  const size = s.rules.size;
  if (s.moveNumber * 2 < size * size) return false;
  const count = goScore(s, { dead: guessDeadStones(s).dead });
  return count.total[ai] < count.total[opposite(ai)];
}
