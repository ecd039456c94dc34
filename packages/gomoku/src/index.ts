/**
 * @packageDocumentation
 * Qipan gomoku: freestyle, standard and RIF renju rules, swap2, notation,
 * records and the Gomocup (Piskvork) protocol codec. Pure TypeScript. The AI and
 * its search internals are on `@qipan/gomoku/ai`.
 *
 * ```ts
 * import { gomoku, forbiddenPoints, formatPoint } from '@qipan/gomoku';
 * let s = gomoku.initial({ size: 15, rule: 'renju' });
 * const r = gomoku.play(s, { x: 7, y: 7 });
 * if (r.ok) s = r.value;
 * forbiddenPoints(s); // [] — no fouls yet
 * ```
 */

// The engine contract.
export { gomoku, playMove, checkMove, legalMoves, forbiddenPoints } from './game.js';

// Vocabulary: rule sets, openings, moves, phases, refusals, cell values.
export {
  RULE_SETS,
  OPENING_RULES,
  MIN_SIZE,
  MAX_SIZE,
  DEFAULT_SIZE,
  FORBIDDEN_KINDS,
  SWAP_CHOICES,
  PHASES,
  GOMOKU_REFUSALS,
  END_REASONS,
  EMPTY,
  BLACK,
  WHITE,
  isChoice,
  type RuleSet,
  type OpeningRule,
  type GomokuOptions,
  type GomokuConfig,
  type ForbiddenKind,
  type ForbiddenPoint,
  type StoneMove,
  type SwapChoice,
  type ChoiceMove,
  type GomokuMove,
  type Phase,
  type Player,
  type GomokuRefusal,
  type GomokuEndReason,
  type Cell,
} from './types.js';

// States: new games, set-up positions, queries.
export {
  newGame,
  initial,
  resolveOptions,
  fromSetup,
  stoneAt,
  stonesOf,
  actor,
  type GomokuState,
  type GomokuSetup,
  type ConfigError,
  type SetupError,
} from './state.js';

// Notation and records.
export {
  formatPoint,
  parsePoint,
  skipsI,
  formatGomocupPoint,
  parseGomocupPoint,
  formatMoveText,
  parseMoveText,
  formatMoveString,
  parseMoveString,
} from './notation.js';
export {
  RECORD_FORMAT,
  RECORD_VERSION,
  toMoveString,
  fromMoveString,
  toJsonRecord,
  fromJsonRecord,
  type GomokuRecord,
  type RecordError,
} from './record.js';
export { toSgf, fromSgf, type GomokuSgfError } from './sgf.js';
export {
  parsePositionText,
  formatPositionText,
  formatForbiddenList,
  type PositionText,
  type PositionTextError,
} from './position-text.js';

// The Gomocup (Piskvork) protocol: commands, replies, a brain's session, matches.
export {
  NUMERIC_INFO_KEYS,
  parseGomocupLine,
  ruleFromBits,
  ruleToBits,
  type NumericInfoKey,
  type InfoCommand,
  type BoardField,
  type GomocupCommand,
  type GomocupErrorReason,
  type GomocupError,
  type ParseMode,
} from './gomocup/command.js';
export { gomocupReply, type AboutInfo } from './gomocup/reply.js';
export { GomocupSession, type GomocupSessionOptions, type GomocupInfo } from './gomocup/session.js';
export {
  playGame,
  playMatch,
  type Brain,
  type GameOptions,
  type GameEnd,
  type PlayedGame,
  type MatchResult,
} from './gomocup/match.js';
