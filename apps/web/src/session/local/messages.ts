/**
 * Every sentence the shared match UI says (results by resignation, time or
 * agreement, undo/redo, draw offers, travel), through the catalogue (`match`
 * namespace; match reasons through `reasonMessage`). Game pages add their own
 * (moves, rule results).
 *
 * @example
 * ```ts
 * const { t } = useTranslation();
 * resultSentence(t, match, names, () => ''); // 'Black resigned: White wins.' / '黑方认输，白方胜。'
 * TEXT.undone(t, 2); // 'Undone: 2 moves taken back.'
 * ```
 */
import { opposite, type Color } from '@qipan/core';
import { turn, type AnyMatch, type MatchError, type MatchResult } from '@qipan/match';
import { reasonMessage } from '../../i18n/reasons.js';
import { say, type Tr } from '../../i18n/say.js';

export { say, type Tr } from '../../i18n/say.js';

/** How a page names a side: "Black", "Red", "You", "The AI". */
export type SideNames = (c: Color) => string;

/**
 * The result in one sentence; `rule` words results the rules reached (five, no moves…).
 * A timeout draw names the side whose flag fell (the side to move when it fell).
 */
export function resultSentence(
  t: Tr,
  m: AnyMatch,
  name: SideNames,
  rule: (r: MatchResult) => string,
): string {
  const r = m.result;
  if (!r) return '';
  const w = r.winner;
  switch (r.reason) {
    case 'resign':
    case 'timeout':
    case 'abandon':
      // The game's own words first (a Go resignation is 中盘胜), else the match's.
      return w
        ? reasonMessage(t, m.game.id, r.reason as 'resign', {
            winner: name(w),
            loser: name(opposite(w)),
          })
        : reasonMessage(t, 'match', 'game-over');
    case 'timeout-draw': {
      const loser = turn(m);
      return reasonMessage(t, 'match', 'timeout-draw', {
        winner: name(opposite(loser)),
        loser: name(loser),
      });
    }
    case 'draw-agreed':
      return reasonMessage(t, 'match', 'draw-agreed');
    default:
      return rule(r);
  }
}

export const TEXT = {
  undone: (t: Tr, plies: number) => say(t)('match:undone', { count: plies }),
  redone: (t: Tr, plies: number) => say(t)('match:redone', { count: plies }),
  viewStart: (t: Tr) => say(t)('match:viewStart'),
  viewPly: (t: Tr, ply: number, of: number) => say(t)('match:viewPly', { n: ply, count: of }),
  viewLive: (t: Tr) => say(t)('match:viewLive'),
  restored: (t: Tr, plies: number) => say(t)('match:restored', { n: plies }),
  replaced: (t: Tr, from: number, count: number) => say(t)('match:replaced', { n: from, count }),
  offered: (t: Tr, who: string) => say(t)('match:offered', { who }),
  declined: (t: Tr, who: string) => say(t)('match:declined', { who }),
  accepted: (t: Tr, who: string) => say(t)('match:accepted', { who }),
  newGame: (t: Tr) => say(t)('match:newGame'),
  continued: (t: Tr) => say(t)('match:continued'),
  viewOnly: (t: Tr) => say(t)('match:viewOnly'),
  aiFailed: (t: Tr, error: string) => say(t)('match:aiFailed', { error }),
  /** A refused action (not a move the rules refused: pages word those). */
  refusal: (t: Tr, e: MatchError) => reasonMessage(t, 'match', e.reason),
} as const;
