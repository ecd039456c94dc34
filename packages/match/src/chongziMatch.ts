/**
 * Chongzi as a {@link MatchGame}: options from JSON, a flag is a loss, and how the AI
 * answers a draw offer. Only what imports it brings the Chongzi engine into a bundle.
 *
 * @example
 * ```ts
 * import { chongziMatch } from '@qipan/match';
 * chongziMatch.parseOptions({ size: 5, start: 'fixed' }); // ok({ size: 5, start: 'fixed' })
 * ```
 */
import { opposite, type Color } from '@qipan/core';
import {
  chongzi,
  colorSide,
  pieceCount,
  BOARD_SIZES,
  SIDES,
  STARTS,
  type ChongziMove,
  type ChongziOptions,
  type ChongziState,
} from '@qipan/chongzi';
import { isBool, oneOf, optionsParser, type Fields } from './options.js';
import type { MatchGame } from './types.js';

const CHONGZI_FIELDS: Fields = {
  size: oneOf(BOARD_SIZES),
  start: oneOf(STARTS),
  firstPlayer: oneOf(SIDES),
  capturesDuringPlacement: isBool,
  drawByRepetition: isBool,
  quietMoveLimit: (v) => v === null || (Number.isInteger(v) && (v as number) > 0),
};

export const chongziMatch: MatchGame<ChongziState, ChongziMove, ChongziOptions> = {
  id: 'chongzi',
  definition: chongzi,
  parseOptions: optionsParser<ChongziOptions>(CHONGZI_FIELDS),
  // Even a single piece can still capture (one pushes three) or block: a flag is a loss.
  drawOnTimeout: () => false,
  answerDraw: chongziAnswer,
};

/** Losing: fewer pieces than the opponent; drawn: equal pieces and the quiet-move count past half its limit. */
function chongziAnswer(s: ChongziState, ai: Color, judgeLosing: boolean): boolean {
  const me = pieceCount(s, colorSide(ai));
  const them = pieceCount(s, colorSide(opposite(ai)));
  if (s.phase !== 'movement') return false;
  const limit = s.options.quietMoveLimit;
  if (me === them && limit !== null && s.quietMoves * 2 >= limit) return true;
  return judgeLosing && me < them;
}
