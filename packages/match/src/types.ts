/**
 * The vocabulary of a match: games, seats, time controls, clocks, actions, errors.
 *
 * @example
 * ```ts
 * import type { Action, Seat, TimeControl } from '@qipan/match';
 * const seats: { black: Seat; white: Seat } = { black: { kind: 'person' }, white: { kind: 'ai', level: 3 } };
 * const tc: TimeControl = { kind: 'byoyomi', mainMs: 600_000, periods: 5, periodMs: 30_000 };
 * const a: Action<string> = { type: 'resign', color: 'black' };
 * ```
 */
import { err, ok } from '@qipan/core';
import type {
  ByColor,
  Color,
  GameDefinition,
  GameTree,
  IllegalMove,
  NodeId,
  Point,
  Result,
} from '@qipan/core';

// --- games -----------------------------------------------------------------

export const GAME_IDS = ['go', 'gomoku', 'chongzi'] as const;
export type GameId = (typeof GAME_IDS)[number];

/** Reads a game id from unknown JSON. */
export function parseGameId(v: unknown): Result<GameId, MatchError> {
  return typeof v === 'string' && (GAME_IDS as readonly string[]).includes(v)
    ? ok(v as GameId)
    : err(matchError('bad-record', `unknown game ${JSON.stringify(v)}`, { path: 'game' }));
}

/** Go's scoring phase: what the match needs to mark dead stones and count. */
export interface ScoringRules<S> {
  /** True when the position needs the scoring phase (Go: two passes in a row). */
  needsScoring(state: S): boolean;
  /** A first guess of dead stones. */
  guessDead(state: S): readonly Point[];
  /** Toggles the whole group at `point` dead/alive; returns the new dead list. */
  toggleDead(state: S, dead: readonly Point[], point: Point): Result<readonly Point[], MatchError>;
  score(state: S, dead: readonly Point[]): { winner?: Color; black: number; white: number };
}

/** What the match needs of a game beyond its GameDefinition. */
export interface MatchGame<S, M, O> {
  readonly id: GameId;
  readonly definition: GameDefinition<S, M, O>;
  /** Options validated from unknown JSON (records, storage, network); typed error otherwise. */
  parseOptions(json: unknown): Result<O, MatchError>;
  /** Go only: a scoring phase after two passes (dead stones, then both accept). */
  readonly scoring?: ScoringRules<S>;
  /** Whether losing on time is a draw instead (e.g. the opponent cannot win any more). */
  drawOnTimeout?(state: S, flagged: Color): boolean;
  /**
   * The seat (by its colour key) that acts next, when it differs from `definition.turn`
   * (Gomoku swap2: the first player, seat `black`, places black, white, black).
   */
  actor?(state: S): Color;
  /**
   * True when the players hold the other colours than the seats they were created
   * with (Gomoku swap2: the first player chose white). The match then swaps
   * `seats` and the clock sides, so that after the opening seats are keyed by the
   * colour each player plays.
   */
  swapped?(state: S): boolean;
  /** True for a move that means resigning (Go's `{ type: 'resign' }`): `apply` turns it into a resign action. */
  isResign?(move: M): boolean;
  /**
   * Whether our AI playing `ai` accepts a draw offer in `state` (a game not over):
   * deterministic and cheap. Only clearly drawn positions unless `judgeLosing` (levels
   * 2 and up), which also accepts when the AI is losing. Absent: never. See
   * `answerDrawOffer`.
   */
  answerDraw?(state: S, ai: Color, judgeLosing: boolean): boolean;
}

// --- seats, clocks ---------------------------------------------------------

export type Seat =
  | { readonly kind: 'person'; readonly name?: string }
  | { readonly kind: 'ai'; readonly level: number }
  | {
      readonly kind: 'engine';
      readonly id: string;
      readonly name?: string;
      readonly level?: number;
    }
  | { readonly kind: 'remote'; readonly name?: string };

export const SEAT_KINDS = ['person', 'ai', 'engine', 'remote'] as const;

export type TimeControl =
  | { readonly kind: 'none' }
  | { readonly kind: 'absolute'; readonly mainMs: number }
  | { readonly kind: 'fischer'; readonly mainMs: number; readonly incrementMs: number }
  | {
      readonly kind: 'byoyomi';
      readonly mainMs: number;
      readonly periods: number;
      readonly periodMs: number;
    }
  | {
      readonly kind: 'canadian';
      readonly mainMs: number;
      readonly stones: number;
      readonly periodMs: number;
    };

export const TIME_CONTROL_KINDS = ['none', 'absolute', 'fischer', 'byoyomi', 'canadian'] as const;

/** One side's clock after the last action (pure data, JSON-serialisable). */
export interface SideClock {
  /** Main time left. */
  readonly mainMs: number;
  /** Byo-yomi periods left (the current one included). */
  readonly periods?: number;
  /** Byo-yomi: length of the current period; Canadian: time left in the block. */
  readonly periodMs?: number;
  /** Canadian: moves still to play in this block. */
  readonly stonesLeft?: number;
  readonly inOvertime: boolean;
}

export interface ClockState {
  readonly control: TimeControl;
  readonly sides: ByColor<SideClock>;
  /** When the side to move started thinking (ms); undefined before the clock starts. */
  readonly runningSince?: number;
}

/** One side's clock as read at some instant (for display and for flag checks). */
export interface ClockReading {
  readonly remainingMs: number;
  readonly periods?: number;
  readonly stonesLeft?: number;
  readonly inOvertime: boolean;
  readonly flagged: boolean;
}

// --- the match ---------------------------------------------------------------

export interface MoveNode<M> {
  readonly move?: M;
  /** The move in the game's notation (`formatMove` before the move): what `toNotation` reads. */
  readonly text?: string;
  /** The seat (colour key) that made the move. */
  readonly color?: Color;
  readonly atMs?: number;
  readonly comment?: string;
}

export type MatchResult =
  | {
      readonly winner: Color;
      readonly reason: 'resign' | 'timeout' | 'abandon' | (string & {});
      readonly score?: { black: number; white: number };
    }
  | {
      readonly winner?: undefined;
      readonly reason: 'draw-agreed' | 'timeout-draw' | 'aborted' | (string & {});
      readonly score?: { black: number; white: number };
    };

export interface Pending {
  readonly kind: 'draw' | 'undo';
  readonly by: Color;
}

export interface ScoringPhase {
  readonly dead: readonly Point[];
  readonly accepted: ByColor<boolean>;
}

export interface Match<S, M, O> {
  readonly game: MatchGame<S, M, O>;
  readonly options: O;
  readonly seats: ByColor<Seat>;
  /** Core GameTree of moves; the match's line is root → `tip` (the main line). */
  readonly record: GameTree<MoveNode<M>>;
  readonly tip: NodeId;
  /** Position at `tip`. */
  readonly state: S;
  /** Moves on the line. */
  readonly plies: number;
  readonly clock?: ClockState;
  readonly result?: MatchResult;
  readonly pending?: Pending;
  readonly scoring?: ScoringPhase;
  readonly startedAtMs: number;
}

export type AnyMatch = Match<unknown, unknown, unknown>;

export type Action<M> =
  | { readonly type: 'move'; readonly move: M }
  | { readonly type: 'resign'; readonly color: Color }
  | { readonly type: 'offer-draw'; readonly color: Color }
  | { readonly type: 'answer-draw'; readonly color: Color; readonly accept: boolean }
  | { readonly type: 'request-undo'; readonly color: Color }
  | { readonly type: 'answer-undo'; readonly color: Color; readonly accept: boolean }
  | { readonly type: 'claim-timeout'; readonly color: Color }
  | { readonly type: 'mark-dead'; readonly color: Color; readonly point: Point }
  | { readonly type: 'accept-score'; readonly color: Color }
  /** Ends the game without a result; only before each side has moved. */
  | { readonly type: 'abort'; readonly color: Color }
  /** Wins a game the opponent abandoned (whoever calls `apply` has checked that they left). */
  | { readonly type: 'claim-abandon'; readonly color: Color };

export const MATCH_REFUSALS = [
  'illegal-move',
  'not-your-turn',
  'game-over',
  'no-pending-offer',
  'offer-pending',
  'nothing-to-undo',
  'not-scoring',
  'scoring',
  'flag-not-fallen',
  'flag-fallen',
  'bad-action',
  'bad-options',
  'bad-record',
  'not-a-stone',
  'not-abortable',
] as const;
export type MatchRefusal = (typeof MATCH_REFUSALS)[number];

export interface MatchError {
  /** A reason code from {@link MATCH_REFUSALS}. */
  readonly reason: MatchRefusal;
  readonly message: string;
  /** When a move was refused by the rules: the engine's own reason. */
  readonly illegal?: IllegalMove;
  /** For records: where in the JSON (e.g. "moves[12].move"). */
  readonly path?: string;
}

export const matchError = (
  reason: MatchRefusal,
  message: string,
  extra: { illegal?: IllegalMove; path?: string } = {},
): MatchError => ({ reason, message, ...extra });
