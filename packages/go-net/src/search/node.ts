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

  /** Adds one visit's values, given from the view of `view`. */
  add(view: Color, wl: number, lead: number, utility: number): void {
    const s = view === this.mover ? 1 : -1;
    this.n++;
    this.sumU += s * utility;
    this.sumU2 += utility * utility;
    this.sumWL += s * wl;
    this.sumWL2 += wl * wl;
    this.sumLead += s * lead;
  }
}

export interface SelectParams {
  readonly cPuct: number;
  readonly fpuReduction: number;
  /** The utility a virtual visit counts for (a loss). */
  readonly virtualLossUtility: number;
}

/**
 * The index in `node.moves` PUCT picks: `Q + cPuct · P · sqrt(N) / (1 + n)`, with
 * virtual visits counted as losses and unvisited children valued at the parent's
 * average minus `fpuReduction · sqrt(visited prior mass)`. Illegal children are
 * skipped; -1 when none is left.
 */
export function selectChild(node: Node, p: SelectParams): number {
  const moves = node.moves as Int16Array;
  const priors = node.priors as Float32Array;
  const children = node.children;
  const made = children.length;
  let visitedMass = 0;
  for (let i = 0; i < made; i++) {
    const c = children[i] as Node;
    if (!c.illegal && c.n + c.vl > 0) visitedMass += priors[i] as number;
  }
  const sign = node.mover === node.turn ? 1 : -1;
  const parentQ = node.n > 0 ? (sign * node.sumU) / node.n : 0;
  const fpu = parentQ - p.fpuReduction * Math.sqrt(visitedMass);
  const explore = p.cPuct * Math.sqrt(Math.max(1, node.n + node.vl));
  let best = -1;
  let bestScore = -Infinity;
  for (let i = 0; i < made; i++) {
    const c = children[i] as Node;
    if (c.illegal) continue;
    const ne = c.n + c.vl;
    const q = ne > 0 ? (c.sumU + c.vl * p.virtualLossUtility) / ne : fpu;
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
