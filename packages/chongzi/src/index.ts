/**
 * @packageDocumentation
 * Qipan Chongzi (冲子): the rules of shared/rules/chongzi.md on 4×4 and 5×5 points,
 * fixed and empty starts, notation, position strings, JSON records, perft, a
 * retrograde solver for both 4×4 starts and an alpha-beta AI.
 *
 * ```ts
 * import { chongzi, parseMove, perft, positionState } from '@qipan/chongzi';
 * let s = chongzi.initial({ size: 5, start: 'fixed' });
 * const m = parseMove('B2-B3', 5);
 * if (m.ok) { const r = chongzi.play(s, m.value); if (r.ok) s = r.value; }
 * perft(s, 3);
 * ```
 */
export * from './types.js';
export {
  pieceAt,
  pieceCount,
  initialState,
  type ChongziState,
  type ChongziOutcome,
} from './state.js';
export { chongzi, checkMove, playMove, legalMoves, type ChongziIllegal } from './game.js';
export * from './notation.js';
export * from './position.js';
export { perft, MAX_PERFT_DEPTH } from './perft.js';
export * from './record.js';
export * from './solver4.js';
export * from './ai.js';
