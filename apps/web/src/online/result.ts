/**
 * The result of an online game in a sentence: the shared wording for resignation,
 * time, agreement, abandonment and abort, the page's own for results on the board.
 *
 * @example
 * ```ts
 * onlineResultText(t, match, { winner: 'white', reason: 'resign' }, names, (m) => resultText(m, t));
 * // 'Black resigned: White wins.'
 * ```
 */
import type { Color } from '@qipan/core';
import type { Match, MatchResult } from '@qipan/match';
import { reasonMessage } from '../i18n/reasons.js';
import { resultSentence, type Tr } from '../session/local/messages.js';

export function onlineResultText<S, M, O>(
  t: Tr,
  match: Match<S, M, O>,
  result: MatchResult,
  names: (c: Color) => string,
  rule: (m: Match<S, M, O>) => string | undefined,
): string {
  // Both seats as people: the page's words then name colours, not "You" and "the AI".
  const m: Match<S, M, O> = {
    ...match,
    result,
    seats: { black: { kind: 'person' }, white: { kind: 'person' } },
  };
  return resultSentence(t, m, names, (r) =>
    r.reason === 'aborted' ? reasonMessage(t, 'match', 'aborted') : (rule(m) ?? ''),
  );
}
