/**
 * Go as a core `GameDefinition`: the object the apps, the server and the CLI use.
 *
 * @example
 * ```ts
 * import { go } from '@qipan/go';
 * let s = go.initial({ preset: 'chinese', size: 9 });
 * const m = go.parseMove('E5', s);
 * if (m.ok) { const r = go.play(s, m.value); if (r.ok) s = r.value; }
 * go.formatMove({ type: 'pass' }, s); // 'pass'
 * ```
 */
import { err, illegal, ok, opposite, type GameDefinition, type Outcome } from '@qipan/core';
import { formatVertex, parseVertex } from './notation.js';
import { check, isOver, legalMoves, play, type GoRefusal } from './play.js';
import type { GoOptions } from './rules.js';
import { score } from './score.js';
import { initial, newGame, type GoMove, type GoState } from './state.js';

export type GoEndReason = 'resign' | 'score';

/** Undefined while the game runs; after two passes the score counts every stone as alive. */
export function outcome(state: GoState): Outcome<GoEndReason> | undefined {
  if (state.resigned !== undefined) return { winner: opposite(state.resigned), reason: 'resign' };
  if (!isOver(state)) return undefined;
  const s = score(state);
  const base = { reason: 'score' as const, score: { black: s.total.black, white: s.total.white } };
  return s.winner === undefined ? base : { ...base, winner: s.winner };
}

/** `D4`, `pass` or `resign` (case-insensitive). */
export function parseGoMove(text: string, state: GoState) {
  const t = text.trim().toLowerCase();
  if (t === 'pass') return ok<GoMove>({ type: 'pass' });
  if (t === 'resign') return ok<GoMove>({ type: 'resign' });
  const p = parseVertex(t, state.rules.size);
  if (p) return ok<GoMove>({ type: 'play', point: p });
  const looksLikeVertex = /^[a-z]\d{1,2}$/.test(t) && t[0] !== 'i';
  return err(
    looksLikeVertex
      ? illegal<GoRefusal>(
          'off-board',
          `${text} is not on the ${state.rules.size}×${state.rules.size} board`,
        )
      : illegal<GoRefusal>(
          'malformed',
          `${JSON.stringify(text)} is not a move (D4, pass or resign)`,
        ),
  );
}

export function formatGoMove(move: GoMove, state: GoState): string {
  return move.type === 'play' ? formatVertex(move.point, state.rules.size) : move.type;
}

export const go: GameDefinition<GoState, GoMove, GoOptions, GoRefusal, GoEndReason> = {
  id: 'go',
  initial,
  newGame,
  turn: (s) => s.turn,
  legalMoves,
  check: (s, m) => check(s, m),
  play: (s, m) => play(s, m),
  outcome,
  parseMove: parseGoMove,
  formatMove: formatGoMove,
};
