import type { NetPosition } from './position.js';

/**
 * What the network says about a position, from the side to move's point of view
 * (KataGo prints White's; see {@link whiteView}).
 */
export interface NetEvaluation {
  /** Board side. */
  readonly size: number;
  /**
   * Move probabilities per point (`y * size + x`); 0 where the move is illegal (occupied
   * or ko-banned). With {@link pass} it sums to 1.
   */
  readonly policy: Float32Array;
  readonly pass: number;
  /** Probability that the side to move wins, loses, or that there is no result. */
  readonly win: number;
  readonly loss: number;
  readonly noResult: number;
  /** Expected final score margin for the side to move (points, after post-processing). */
  readonly scoreMean: number;
  readonly scoreStdev: number;
  /** E[score²] (KataGo's `whiteScoreSelfplaySq`), when the runtime gives it. */
  readonly scoreMeanSq?: number;
  /** How many points the side to move leads by (what "scoreLead" reports). */
  readonly lead: number;
  readonly varTimeLeft: number;
  /** Per point, -1 (the opponent owns it) … +1 (the side to move owns it). */
  readonly ownership: Float32Array;
}

/** Runs the network on a batch of positions. */
export interface NetEvaluator {
  /** Which runtime, for messages and benchmarks ("onnxruntime-node", "reference"…). */
  readonly runtime: string;
  evaluate(positions: readonly NetPosition[]): Promise<NetEvaluation[]>;
  dispose(): Promise<void>;
}

/** The same numbers from White's side, as KataGo's `kata-raw-nn` prints them. */
export interface WhiteView {
  readonly whiteWin: number;
  readonly whiteLoss: number;
  readonly noResult: number;
  readonly whiteLead: number;
  readonly whiteScoreMean: number;
  readonly whiteOwnership: Float32Array;
}

export function whiteView(e: NetEvaluation, toMove: NetPosition['toMove']): WhiteView {
  if (toMove === 'white') {
    return {
      whiteWin: e.win,
      whiteLoss: e.loss,
      noResult: e.noResult,
      whiteLead: e.lead,
      whiteScoreMean: e.scoreMean,
      whiteOwnership: e.ownership,
    };
  }
  return {
    whiteWin: e.loss,
    whiteLoss: e.win,
    noResult: e.noResult,
    whiteLead: -e.lead,
    whiteScoreMean: -e.scoreMean,
    whiteOwnership: e.ownership.map((v) => -v),
  };
}
