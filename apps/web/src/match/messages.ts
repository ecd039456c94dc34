/**
 * Every sentence the shared match UI says (results by resignation, time or
 * agreement, undo/redo, draw offers, travel), in one place so the i18n catalogue
 * can take them over. Game pages add their own (moves, rule results).
 *
 * @example
 * ```ts
 * resultSentence({ winner: 'white', reason: 'resign' }, names, () => ''); // 'Black resigns: White wins.'
 * ```
 */
import { opposite, type Color } from '@qipan/core';
import type { MatchError, MatchResult } from '@qipan/match';

/** How a page names a side: "Black", "Red", "You", "The AI". */
export type SideNames = (c: Color) => string;

/** The result in one sentence; `rule` words results the rules reached (five, no moves…). */
export function resultSentence(
  r: MatchResult,
  name: SideNames,
  rule: (r: MatchResult) => string,
): string {
  const w = r.winner;
  switch (r.reason) {
    case 'resign':
      return w ? `${name(opposite(w))} resigned: ${name(w)} wins.` : 'Resigned.';
    case 'timeout':
      return w ? `${name(opposite(w))} ran out of time: ${name(w)} wins.` : 'Out of time.';
    case 'timeout-draw':
      return 'Draw: time ran out, but the other side could no longer win.';
    case 'draw-agreed':
      return 'Draw by agreement.';
    case 'abandon':
      return w ? `${name(w)} wins: the game was abandoned.` : 'The game was abandoned.';
    default:
      return rule(r);
  }
}

export const TEXT = {
  undone: (plies: number) => `Undone: ${plies === 1 ? 'one move' : `${plies} moves`} taken back.`,
  redone: (plies: number) => `Redone: ${plies === 1 ? 'one move' : `${plies} moves`} played again.`,
  viewStart: 'Start position.',
  viewPly: (ply: number, of: number) => `Showing move ${ply} of ${of}.`,
  viewLive: 'Back at the current position.',
  restored: (plies: number) => `Restored the replaced moves; move ${plies}.`,
  replaced: (from: number, count: number) =>
    `Playing from move ${from}: ${count} later move${count === 1 ? '' : 's'} replaced.`,
  offered: (who: string) => `${who} offers a draw.`,
  declined: (who: string) => `${who} declined the draw offer.`,
  accepted: (who: string) => `${who} accepted the score.`,
  newGame: 'New game.',
  continued: 'Your saved game is back.',
  viewOnly: 'Earlier positions are for viewing only in a game with a clock.',
  aiFailed: (message: string) => `The AI failed: ${message}`,
  refusal: (e: MatchError) => {
    switch (e.reason) {
      case 'game-over':
        return 'The game is over.';
      case 'not-your-turn':
        return 'It is not your turn.';
      case 'nothing-to-undo':
        return 'There is nothing to undo.';
      case 'offer-pending':
        return 'An offer is waiting for an answer.';
      case 'no-pending-offer':
        return 'There is no offer to answer.';
      default:
        return `${e.message.charAt(0).toUpperCase()}${e.message.slice(1)}.`;
    }
  },
  buttons: {
    undo: 'Undo',
    undoAi: 'Undo (my last move)',
    redo: 'Redo',
    resign: 'Resign',
    offerDraw: 'Offer draw',
    accept: 'Accept',
    decline: 'Decline',
    rematch: 'Rematch',
    newGame: 'New game',
    restore: (n: number) => `Restore ${n} replaced move${n === 1 ? '' : 's'}`,
    moveNow: 'Move now',
  },
  confirmResign: 'Resign this game?',
  drawQuestion: (by: string, to: string) => `${by} offers a draw. ${to}: accept?`,
  drawWaiting: 'Draw offered; waiting for the answer.',
  thinking: 'The AI is thinking…',
  preparing: 'The AI is preparing…',
} as const;
