/**
 * @packageDocumentation
 * Qipan Chongzi (冲子): the rules of docs/rules/chongzi.md on 4×4 and 5×5 points,
 * fixed and empty starts, notation, position strings, JSON records and perft. The
 * AI, the 4×4 retrograde solver and the fast board are on `@qipan/chongzi/ai`.
 *
 * ```ts
 * import { chongzi, parseMove, perft } from '@qipan/chongzi';
 * let s = chongzi.initial({ size: 5, start: 'fixed' });
 * const m = parseMove('B2-B3', 5);
 * if (m.ok) { const r = chongzi.play(s, m.value); if (r.ok) s = r.value; }
 * perft(s, 3);
 * ```
 */

// The engine contract.
export { chongzi, checkMove, playMove, legalMoves, type ChongziIllegal } from './game.js';

// Vocabulary: sides, sizes, starts, phases, options, moves, refusals.
export {
  SIDES,
  BOARD_SIZES,
  STARTS,
  PHASES,
  LINES,
  CHONGZI_REFUSALS,
  END_REASONS,
  DEFAULT_OPTIONS,
  otherSide,
  sideColor,
  colorSide,
  resolveOptions,
  captureEffect,
  type Side,
  type BoardSize,
  type Start,
  type Phase,
  type CaptureEffect,
  type ChongziOptions,
  type ResolvedOptions,
  type ChongziMove,
  type Line,
  type Capture,
  type ChongziRefusal,
  type ChongziEndReason,
} from './types.js';

// States.
export {
  newGame,
  initial,
  checkOptions,
  pieceAt,
  pieceCount,
  type ChongziState,
  type ChongziOutcome,
  type ChongziOptionsError,
} from './state.js';

// Notation, positions, records, perft.
export { formatPoint, parsePoint, formatMove, parseMove, type NotationError } from './notation.js';
export {
  POSITION_ERRORS,
  parsePosition,
  formatPosition,
  fromSetup,
  positionState,
  type PositionSetup,
  type PositionError,
  type PositionErrorReason,
} from './position.js';
export {
  RECORD_FORMAT,
  RECORD_VERSION,
  RECORD_ERRORS,
  exportRecord,
  importRecord,
  type ChongziRecord,
  type RecordError,
  type RecordErrorReason,
} from './record.js';
export { perft, MAX_PERFT_DEPTH } from './perft.js';
