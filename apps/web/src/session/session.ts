/**
 * A game being shown, whatever holds it: one interface (`Session`) that the page
 * skeleton (`shell/GameShell.tsx`) renders for every game, with three sources:
 *
 * - `local`: a game played on this screen (people, or a person against the AI),
 *   over the match controller (`useLocalSession`);
 * - `online`: a game on the server, seen by a player or a spectator
 *   (`useOnlineSession`);
 * - `record`: a record opened for review (Go's SGF review).
 *
 * A session says what is shown (the position at the cursor, the moves of the line
 * with the cursor on them), who sits where (names, kind, level), the clocks, the
 * result, the rules line (always visible: rules, komi, board size, opening), the
 * status line, what the user may do now (`can`) and the actions themselves, and the
 * sentence for the live region. Game-specific parts (the state → board map, the new
 * game form, panels such as Gomoku's swap2 choice or Go's tree) stay in
 * `games/<game>/` and are given to the shell as slots.
 *
 * Every action is safe to call when its `can` flag is false: it does nothing (or,
 * for `play` and `pass`, the source words a refusal as a notice).
 *
 * @example
 * ```tsx
 * const s: Session<GomokuState, GomokuMove> = useLocalSession(GOMOKU_SPEC);
 * <GameShell session={s} board={<GomokuBoard state={s.position} … />} />
 * s.can.undo && s.undo();
 * ```
 */
import type { ByColor, Color } from '@qipan/core';
import type { ClockState, MatchResult } from '@qipan/match';

/** Where the game comes from. */
export type SessionSource = 'local' | 'online' | 'record';

/**
 * Who plays a seat: a person at this screen, this page's AI, an engine (GNU Go on the
 * server), or a person elsewhere (online).
 */
export type SeatKind = 'person' | 'ai' | 'engine' | 'remote';

export interface SessionSeat {
  /** How the page names the seat in sentences and on the clocks ("Black", "You", "The AI"). */
  readonly name: string;
  readonly kind: SeatKind;
  /** The AI's or engine's level, when it has one. */
  readonly level?: number | undefined;
  /** The seat is this browser's (online), or played at this screen (local). */
  readonly mine: boolean;
  /** The dot colour class suffix ("black", "white", "red", "blue"). */
  readonly dot: string;
}

/** One move of the line shown (the move list reads these). */
export interface SessionMove<M> {
  /** Undefined for a node without a move (a record's setup). */
  readonly move: M | undefined;
  /** The seat that made it. */
  readonly color: Color | undefined;
}

/** The clocks, when the game has a time control. */
export interface SessionClock {
  readonly state: ClockState;
  /** The seat whose clock runs (when `running`). */
  readonly turn: Color;
  /** False once the game is over or the clock is stopped. */
  readonly running: boolean;
  /** Low time ticks for these seats in this game (the people at this screen). */
  readonly lowTimeSound?: { readonly game: string; readonly seats: readonly Color[] } | undefined;
}

/** How the game ended, in the page's words. */
export interface SessionResult {
  readonly result: MatchResult;
  /** The result in one sentence. */
  readonly text: string;
  /** A finer reason code for tests and styles (defaults to `result.reason`). */
  readonly reason?: string | undefined;
}

/** A short message under the status line: a refused move, a loaded record… */
export interface SessionNotice {
  readonly kind: 'refusal' | 'info';
  readonly text: string;
}

/** The status line: what is happening now ("Black to move", "Waiting for an opponent"). */
export interface SessionStatus {
  readonly text: string;
  /** The side whose dot goes before the text (the side to act), if any. */
  readonly turn?: Color | undefined;
  /** A machine is thinking (the AI, or an engine on the server). */
  readonly thinking: boolean;
  /** The live move has not been acknowledged yet (online). */
  readonly sending?: boolean;
  /** The game waits for an opponent to join (online). */
  readonly waiting?: boolean;
}

/** An offer waiting for an answer: a draw, or (online) an undo request. */
export interface SessionOffer {
  readonly kind: 'draw' | 'undo';
  readonly by: Color;
  /** The user is the one to answer it (else they wait for the answer). */
  readonly toYou: boolean;
}

/** What the user may do now. */
export interface SessionCan {
  /** The board takes a move at the shown position. */
  readonly play: boolean;
  readonly pass: boolean;
  readonly undo: boolean;
  readonly redo: boolean;
  /** Moves cut by playing from an earlier position can be put back (local). */
  readonly restore: boolean;
  readonly resign: boolean;
  readonly offerDraw: boolean;
  /** An offer waits for the user's answer (`answer`). */
  readonly answer: boolean;
  /** The opponent left: the user may claim the game (online). */
  readonly claim: boolean;
  /** The game may be called off (online, before both have moved). */
  readonly abort: boolean;
  readonly rematch: boolean;
  /** The record can be saved as a file (`download`). */
  readonly download: boolean;
  /** Ask the thinking machine to move now. */
  readonly moveNow: boolean;
}

/** The record as a file: SGF for Go and Gomoku, the JSON match record for Chongzi. */
export interface SessionDownload {
  /** The button's label ("Download SGF"). */
  readonly label: string;
  readonly fileName: string;
  readonly mime: string;
  /** The file's text (made when asked). */
  text(): string;
}

export interface Session<S, M> {
  readonly source: SessionSource;
  /** The game's id (`gomoku`, `chongzi`, `go`). */
  readonly game: string;
  /** Changes when a new game starts in this session (a rematch, a new game): keys for sounds and state. */
  readonly key: string;

  /** The position at the cursor (the shown ply). */
  readonly position: S;
  /** The live position (the end of the line). */
  readonly livePosition: S;
  /** The moves of the line, first to last. */
  readonly moves: readonly SessionMove<M>[];
  /** The shown ply: 0 is the start, `moves.length` the live position. */
  readonly ply: number;
  /** The cursor is at the live position. */
  readonly live: boolean;
  /** The seat to act at the live position (undefined once the game is over). */
  readonly toAct: Color | undefined;

  readonly seats: ByColor<SessionSeat>;
  readonly clock: SessionClock | undefined;
  readonly result: SessionResult | undefined;
  /** The rules line, always visible ("15×15 · freestyle", "Japanese rules · komi 6.5"). */
  readonly rules: string;
  readonly status: SessionStatus;
  readonly notice: SessionNotice | undefined;
  readonly offer: SessionOffer | undefined;
  /** The latest sentence for the live region. */
  readonly announce: string;

  readonly can: SessionCan;
  /** How many moves Restore puts back (when `can.restore`). */
  readonly restoreCount?: number;
  /** The record file, when `can.download`. */
  readonly download: SessionDownload | undefined;

  /** Plays `move` for the side to act at the shown position. */
  play(move: M): void;
  pass(): void;
  /** Shows ply `ply` (clamped to the line). */
  goTo(ply: number): void;
  /** Takes back (local) or asks the opponent to take back (online). */
  undo(): void;
  redo(): void;
  restore(): void;
  resign(): void;
  offerDraw(): void;
  answer(accept: boolean): void;
  claim(): void;
  abort(): void;
  /** The same game again (local: the colours swapped against the AI; online: asks the opponent). */
  rematch(): void;
  /** Saves the record (`download`) as a file. */
  saveRecord(): void;
  moveNow(): void;
  /** Shows a notice (and says it). */
  say(notice: SessionNotice | undefined): void;
}

/** A `can` with nothing allowed, for sources to spread and override. */
export const CANNOT: SessionCan = {
  play: false,
  pass: false,
  undo: false,
  redo: false,
  restore: false,
  resign: false,
  offerDraw: false,
  answer: false,
  claim: false,
  abort: false,
  rematch: false,
  download: false,
  moveNow: false,
};
