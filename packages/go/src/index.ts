/**
 * @packageDocumentation
 * Qipan Go: rules (captures, suicide, ko and superko, presets), handicap, scoring,
 * notation, diagrams, the SGF GM[1] mapping and the GTP codec. The bot, its search
 * and the fast mutable board are on `@qipan/go/bot`.
 *
 * ```ts
 * import { go, playAt, score } from '@qipan/go';
 * let s = go.initial({ preset: 'japanese', size: 9 });
 * const r = go.play(s, playAt(4, 4));
 * if (r.ok) s = r.value; else console.log(r.error.reason);
 * score(s, { dead: [] }).result;
 * ```
 */

// The engine contract.
export { go, type GoEndReason } from './game.js';

// Rules and presets.
export {
  KO_RULES,
  SUICIDE_RULES,
  SCORING_RULES,
  HANDICAP_PLACEMENTS,
  HANDICAP_COMPENSATIONS,
  PRESETS,
  PRESET_RULES,
  MIN_SIZE,
  MAX_SIZE,
  checkOptions,
  resolveRules,
  maxFixedHandicap,
  type KoRule,
  type SuicideRule,
  type ScoringRule,
  type HandicapPlacement,
  type HandicapCompensation,
  type Preset,
  type GoRules,
  type GoOptions,
  type BadOptions,
} from './rules.js';

// States, moves and play.
export {
  newGame,
  initial,
  withSetup,
  playAt,
  PASS,
  RESIGN,
  stoneAt,
  stoneRows,
  captures,
  type GoMove,
  type GoState,
} from './state.js';
export {
  GO_REFUSALS,
  GO_REFUSAL_MESSAGES,
  play,
  playAs,
  check,
  legalMoves,
  isOver,
  type GoRefusal,
  type GoIllegalMove,
} from './play.js';
export { fixedHandicapPoints } from './handicap.js';
export { chainAt, libertiesOf, toggleDead, type NotAStone } from './chains.js';

// The end: scoring and dead stones.
export { score, type ScoreOptions, type ScoreBreakdown } from './score.js';
export { guessDeadStones, type DeadStoneGuess, type GuessOptions } from './deadstones.js';

// Notation, diagrams and SGF.
export { parseVertex, formatVertex, parseSgfVertex, formatSgfVertex } from './notation.js';
export {
  parseDiagram,
  fromDiagram,
  toDiagram,
  type DiagramSetup,
  type DiagramError,
} from './diagram.js';
// Game records: a tree of moves on core's GameTree, read from and written to SGF.
export {
  newGoRecord,
  recordMove,
  recordNode,
  mainLineIds,
  pathIds,
  positionAt,
  addRecordMove,
  removeRecordNode,
  setRootProperties,
  PositionCache,
  DEFAULT_POSITION_CACHE,
  type GoRecord,
  type GoRecordNode,
  type GoNodeData,
  type RecordMove,
  type IllegalRecordMove,
  type AddRecordMoveOptions,
} from './record.js';
export {
  setNodeProperties,
  setGameInfo,
  gameInfoOf,
  promoteVariation,
  editSetup,
  setSideToMove,
  POSITION_PROPERTIES,
  GAME_INFO_PROPERTIES,
  type GameInfoProperty,
  type PropertyEdits,
  type RecordEditError,
} from './edit.js';
export {
  loadGoRecord,
  goRecordToSgf,
  goRecordErrorPosition,
  parseSgfMove,
  rootSetupState,
  rootStateFor,
  goRulesFromRoot,
  sgfMoveNode,
  sgfRootFor,
  DEFAULT_MAX_NODES,
  type GoRecordError,
  type GoRecordLimits,
} from './sgf.js';

// GTP (the Go Text Protocol): commands, responses, values and a rules-only engine.
export {
  parseGtpCommand,
  formatGtpCommand,
  formatGtpSuccess,
  formatGtpFailure,
  parseGtpResponse,
  preprocessGtpLine,
  type GtpCommand,
  type GtpSyntaxError,
  type GtpResponse,
} from './gtp/command.js';
export {
  GTP_REQUIRED_COMMANDS,
  parseGtpColor,
  formatGtpColor,
  parseGtpVertex,
  formatGtpVertex,
  parseGtpMove,
  parseGtpInt,
  parseGtpFloat,
} from './gtp/values.js';
export { GtpEngine, type GtpEngineOptions, type GtpReply } from './gtp/engine.js';
