/**
 * @packageDocumentation
 * Qipan match: a game in progress for every two-player game and every place that
 * plays one: definition + options + record + seats + clock + result. Pure: time is
 * a parameter.
 *
 * ```ts
 * import { createMatch, apply, gomokuMatch } from '@qipan/match';
 * const seats = { black: { kind: 'person' }, white: { kind: 'ai', level: 3 } } as const;
 * let m = createMatch(gomokuMatch, { options: { size: 15 }, seats, nowMs: Date.now() });
 * const r = apply(m, { type: 'move', move: { x: 7, y: 7 } }, Date.now());
 * if (r.ok) m = r.value; else console.log(r.error.reason);
 * ```
 */
export {
  GAME_IDS,
  MATCH_REFUSALS,
  SEAT_KINDS,
  TIME_CONTROL_KINDS,
  matchError,
  parseGameId,
  type Action,
  type AnyMatch,
  type ClockReading,
  type ClockState,
  type GameId,
  type Match,
  type MatchError,
  type MatchGame,
  type MatchRefusal,
  type MatchResult,
  type MoveNode,
  type Pending,
  type ScoringPhase,
  type ScoringRules,
  type Seat,
  type SideClock,
  type TimeControl,
} from './types.js';
export { chongziMatch } from './chongziMatch.js';
export { gomokuCanStillWin, gomokuMatch, gomokuWinningPoints } from './gomokuMatch.js';
export { goMatch } from './goMatch.js';
export { matchGame } from './games.js';
export {
  afterMove,
  clockAfterMove,
  createClock,
  readClock,
  settleClock,
  spend,
  swapClockSides,
  timeToFlag,
} from './clock.js';
export { POSITION_CACHE_SIZE, positionAt } from './positions.js';
export {
  abortable,
  apply,
  createMatch,
  lineMoves,
  pauseClock,
  resumeClock,
  turn,
  type MatchSetup,
} from './match.js';
export {
  RECORD_FORMAT,
  RECORD_VERSION,
  fromRecord,
  fromRecordAs,
  toRecord,
  type MatchRecordJson,
  type MatchRecordMove,
} from './record.js';
export {
  applyNotation,
  fromNotation,
  toNotation,
  type Notated,
  type NotatedPly,
  type NotationError,
} from './notation.js';
export { answerDrawOffer } from './drawoffer.js';
export { gtpTime, type GtpTime } from './gtptime.js';
