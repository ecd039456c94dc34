/**
 * The search tree's node and the PUCT selection.
 *
 * Statistics are kept from the view of the player who played the node's move (its
 * `mover`), so a parent picks the child with the best value for itself directly.
 * An expanded node holds its candidate moves sorted by prior, best first, and the
 * children made so far, a prefix of them: children are made lazily, and since every
 * unvisited child gets the same first-play value, the next one to make is always the
 * best-prior one not made yet.
 */
import type { Color } from '@qipan/core';
import type { GoState } from '@qipan/go';

/** The move index of a pass (points are `y * size + x`). */
export const PASS_INDEX = -1;

/** A finished game's value for the side to move at it. */
export interface TerminalValue {
  readonly wl: number;
  readonly lead: number;
  readonly utility: number;
}

export class Node {
  /** Completed visits. */
  n = 0;
  /** Virtual visits of leaves in flight below (counted as losses). */
  vl = 0;
  /** Sums over the visits, from the mover's view: utility, its square, win-loss, its square, lead. */
  sumU = 0;
  sumU2 = 0;
  sumWL = 0;
  sumWL2 = 0;
  sumLead = 0;
  /** The net's score mean, and its second moment (mean² + stdev²), from the mover's view. */
  sumScore = 0;
  sumScore2 = 0;
  /** The side to move here, set on expansion (a handicap placement keeps the mover's turn). */
  turn: Color | undefined = undefined;
  /** Candidate moves, sorted by `priors` (best first); undefined until expanded. */
  moves: Int16Array | undefined = undefined;
  /** Selection priors of `moves` (the net's, or the root's adjusted ones). */
  priors: Float32Array | undefined = undefined;
  /** The net's own priors when the root's are adjusted (temperature, noise). */
  rawPriors: Float32Array | undefined = undefined;
  /** Children made so far, `children[i]` plays `moves[i]`. */
  readonly children: Node[] = [];
  /** Waiting for its evaluation. */
  pending = false;
  /** Refused by the rules (superko, suicide) when the search tried it. */
  illegal = false;
  /** The utility of the net's own evaluation here, from the mover's view (FPU blends it in). */
  nnUtility = 0;
  /** The net's win-loss value and lead here, from the mover's view. */
  nnWL = 0;
  nnLead = 0;
  /** Set once for a finished game (two passes). */
  terminal: TerminalValue | undefined = undefined;
  /** Kept for the root and often visited nodes (saves replaying the path). */
  state: GoState | undefined = undefined;
  /** The net's ownership here (side to move's view), kept where a pass would end the game. */
  ownership: Float32Array | undefined = undefined;

  constructor(
    /** A point index or {@link PASS_INDEX}; the root's is its last move or PASS_INDEX. */
    readonly move: number,
    readonly mover: Color,
  ) {}

  get expanded(): boolean {
    return this.moves !== undefined;
  }

  /** Adds one visit's values, given from the view of `view` (score: mean and second moment). */
  add(
    view: Color,
    wl: number,
    lead: number,
    utility: number,
    score = lead,
    score2 = score * score,
  ): void {
    const s = view === this.mover ? 1 : -1;
    this.n++;
    this.sumU += s * utility;
    this.sumU2 += utility * utility;
    this.sumWL += s * wl;
    this.sumWL2 += wl * wl;
    this.sumLead += s * lead;
    this.sumScore += s * score;
    this.sumScore2 += score2;
  }
}

export interface SelectParams {
  /** The exploration constant at no visits: `cPuct + cPuctLog · ln((N + cPuctBase) / cPuctBase)`. */
  readonly cPuct: number;
  readonly cPuctLog: number;
  readonly cPuctBase: number;
  /**
   * Exploration scales with the spread of the parent's utility: by
   * `1 + stdevScale · (stdev / stdevPrior − 1)`, the stdev taken with `stdevPriorWeight`
   * visits' worth of `stdevPrior` (KataGo's cpuctUtilityStdev*); 0 turns it off.
   */
  readonly stdevPrior: number;
  readonly stdevPriorWeight: number;
  readonly stdevScale: number;
  readonly fpuReduction: number;
  /** The utility a virtual visit counts for (a loss). */
  readonly virtualLossUtility: number;
}

/** The factor on exploration from the node's utility spread (1 with no spread data). */
export function stdevFactor(node: Node, p: SelectParams): number {
  if (p.stdevScale === 0) return 1;
  const n = node.n;
  let stdev = p.stdevPrior;
  if (n > 1) {
    const mean = node.sumU / n;
    const m2 = mean * mean;
    const meanSq = Math.max(node.sumU2 / n, m2);
    const w = p.stdevPriorWeight;
    const v = ((m2 + p.stdevPrior * p.stdevPrior) * w + meanSq * n) / (w + n - 1) - m2;
    stdev = Math.sqrt(Math.max(0, v));
  }
  return 1 + p.stdevScale * (stdev / p.stdevPrior - 1);
}

/**
 * The index in `node.moves` PUCT picks: `Q + c(N) · f · P · sqrt(N) / (1 + n)`, N the
 * children's visits, c(N) growing with ln N and f the utility-spread factor
 * ({@link stdevFactor}), with virtual visits counted as losses. Unvisited children are
 * valued at the parent's value minus `fpuReduction · sqrt(visited prior mass)`, the
 * parent's value being its average blended with the net's own (by the square of the
 * visited prior mass). Illegal children are skipped; -1 when none is left.
 */
export function selectChild(node: Node, p: SelectParams): number {
  const moves = node.moves as Int16Array;
  const priors = node.priors as Float32Array;
  const children = node.children;
  const made = children.length;
  let visitedMass = 0;
  let total = 0;
  for (let i = 0; i < made; i++) {
    const c = children[i] as Node;
    if (c.illegal) continue;
    const ne = c.n + c.vl;
    if (ne > 0) {
      visitedMass += priors[i] as number;
      total += ne;
    }
  }
  const sign = node.mover === node.turn ? 1 : -1;
  const average = node.n > 0 ? (sign * node.sumU) / node.n : 0;
  const blend = Math.min(1, visitedMass * visitedMass);
  const parentQ = blend * average + (1 - blend) * sign * node.nnUtility;
  const fpu = parentQ - p.fpuReduction * Math.sqrt(visitedMass);
  const c = p.cPuct + p.cPuctLog * Math.log((total + p.cPuctBase) / p.cPuctBase);
  const explore = c * Math.sqrt(total + 0.01) * stdevFactor(node, p);
  let best = -1;
  let bestScore = -Infinity;
  for (let i = 0; i < made; i++) {
    const ch = children[i] as Node;
    if (ch.illegal) continue;
    const ne = ch.n + ch.vl;
    const q = ne > 0 ? (ch.sumU + ch.vl * p.virtualLossUtility) / ne : fpu;
    const score = q + (explore * (priors[i] as number)) / (1 + ne);
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  }
  if (made < moves.length && fpu + explore * (priors[made] as number) > bestScore) best = made;
  return best;
}

/** The win-loss value plus the score utility, `2/π · atan(lead / scale)`. */
export function utilityOf(
  wl: number,
  lead: number,
  winLossWeight: number,
  scoreWeight: number,
  scale: number,
): number {
  return winLossWeight * wl + scoreWeight * (2 / Math.PI) * Math.atan(lead / scale);
}
