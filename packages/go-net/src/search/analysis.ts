/** What a search reports: kata-analyze's numbers per candidate move, and the root's. */
import type { GoMove } from '@qipan/go';

export interface MoveAnalysis {
  readonly move: GoMove;
  readonly visits: number;
  /** Win rate for the side to move at the root (0..1). */
  readonly winrate: number;
  /** Points the side to move at the root leads by after this move. */
  readonly scoreLead: number;
  /** The net's expected final score (its self-play score head), averaged like the lead. */
  readonly scoreSelfplay: number;
  /** Spread of the final score: the net's own stdev and the spread over the visits. */
  readonly scoreStdev: number;
  /** The root's policy prior of the move (after any root temperature or noise). */
  readonly prior: number;
  /** Lower confidence bound of the win rate. */
  readonly lcb: number;
  /** Mean utility (win-loss value plus score utility) for the side to move. */
  readonly utility: number;
  readonly utilityLcb: number;
  /** Rank, 0 for the move the search prefers. */
  readonly order: number;
  /** The principal variation, this move first. */
  readonly pv: GoMove[];
}

export interface Analysis {
  /** Visited moves, best first (the root's best prior alone before any child is visited). */
  readonly moves: MoveAnalysis[];
  /** The side to move's win rate (0..1) over every visit of the root. */
  readonly rootWinrate: number;
  readonly rootScoreLead: number;
  /** The root's visits, kept subtree included. */
  readonly visits: number;
}

export type StopReason = 'visits' | 'playouts' | 'time' | 'abort' | 'exhausted';

export interface SearchResult extends Analysis {
  /** Visits added by this search. */
  readonly playouts: number;
  readonly elapsedMs: number;
  readonly stoppedBy: StopReason;
  /** Leaves sent to the evaluator and evaluation calls made by this search. */
  readonly evaluated: number;
  readonly batches: number;
  /** Leaves answered from the cache. */
  readonly cacheHits: number;
}
