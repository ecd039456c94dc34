/**
 * The one AI worker protocol of the web app, for every game: the request names the
 * game, its options and the moves so far in the game's notation (the record's own
 * text, `toNotation`); the worker replays them with `fromNotation` and answers in the
 * same notation.
 *
 * @example
 * ```ts
 * import type { AiRequest } from './protocol.js';
 * const req: AiRequest = { id: 1, game: 'gomoku', options: { size: 15 }, moves: ['h8'], level: 3, timeMs: 800 };
 * // replies: { id: 1, kind: 'provisional', move: 'h9', ... } then { id: 1, kind: 'final', move: 'j9', ... }
 * ```
 */
import type { GameId } from '@qipan/match';

export interface AiRequest {
  readonly id: number;
  readonly game: GameId;
  /** The game's options as JSON (validated by the game's `parseOptions`). */
  readonly options: unknown;
  /** Moves from the start, in the game's notation (`definition.formatMove`). */
  readonly moves: readonly string[];
  /** Gomoku and Chongzi 1..5, Go 1..10 (clamped). */
  readonly level: number;
  /** Thinking budget in ms. */
  readonly timeMs: number;
  /** Seed for the AIs that use randomness (Go, Chongzi); the ply count when absent. */
  readonly seed?: number;
  /** Go only: `estimate` asks the network for the win rate, lead and ownership (no move). */
  readonly want?: 'move' | 'estimate';
}

export type AiReply =
  | {
      readonly id: number;
      /** `provisional`: a quick move to play on "move now"; `final`: the answer. */
      readonly kind: 'provisional' | 'final';
      /** The move in the game's notation. */
      readonly move: string;
      /** How it was found, for a status line (e.g. "vcf, depth 7", "1200 playouts, win rate 54%"). */
      readonly detail: string;
    }
  /** The AI builds something slow first (Chongzi's solved 4×4 table, once per worker). */
  | { readonly id: number; readonly kind: 'preparing' }
  | { readonly id: number; readonly kind: 'error'; readonly message: string }
  /** Go's estimate, from Black's side: ownership +1 Black … -1 White per point (`y * size + x`). */
  | {
      readonly id: number;
      readonly kind: 'estimate';
      readonly blackWin: number;
      readonly blackLead: number;
      readonly ownership: readonly number[];
      /** The evaluation's time (ms). */
      readonly ms: number;
    };
