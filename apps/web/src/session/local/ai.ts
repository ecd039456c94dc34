/**
 * What the match controller needs of an AI: ask for a move for the match's side to
 * act, with a time budget, and hear back once (a move, or an error); cancel; and
 * optionally "move now". Each game page hands the controller one `AiEngine`.
 *
 * @example
 * ```ts
 * const job = engine.ask({ match, level: 3, timeMs: 800 }, {
 *   move: (m) => play(m),
 *   error: (text) => show(text),
 * });
 * job.moveNow?.(); // take the best move found so far
 * job.cancel();
 * ```
 */
import type { Match } from '@qipan/match';

export interface AiAsk<S, M, O> {
  readonly match: Match<S, M, O>;
  readonly level: number;
  readonly timeMs: number;
}

export interface AiListener<M> {
  move(move: M): void;
  error(message: string): void;
  /** The AI prepares something slow first (Chongzi's solved 4×4 table). */
  preparing?(): void;
}

export interface AiJob {
  cancel(): void;
  /** Answers at once with the best move so far, when the engine can. */
  moveNow?(): void;
}

export interface AiEngine<S, M, O> {
  ask(request: AiAsk<S, M, O>, listener: AiListener<M>): AiJob;
  /** Frees the engine's workers (when the page goes away). */
  dispose(): void;
}

export type AiStatus = 'idle' | 'thinking' | 'preparing' | 'error';
