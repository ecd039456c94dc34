/**
 * VCT (victory by continuous threats): a threat-space search where the attacker
 * plays fours (one forced reply) or quieter threats — moves after which, were the
 * defender to pass, the attacker would have a VCF. Against a quiet threat the
 * defender tries every point of the threat's windows, the points of the
 * attacker's VCF and its own counter-fours; the threat wins when every reply
 * still loses. Heuristic in the defence set (a rare refutation elsewhere is not
 * tried), so the AI uses it to pick a move, not as a proof.
 *
 * @example
 * ```ts
 * const b = SearchBoard.fromState(state);
 * const first = findVct(b, { deadline: Date.now() + 300 });
 * if (first !== undefined) b.point(first); // the first threat
 * ```
 */
import { BLACK, WHITE } from '../types.js';
import type { SearchBoard } from './search-board.js';
import { findVcf } from './vcf.js';

export interface VctOptions {
  readonly deadline: number;
  readonly now?: () => number;
  /** Most quiet threats in a line; 3 when absent. */
  readonly maxThreats?: number;
  /** Attacker threats tried per node; 10 when absent. */
  readonly width?: number;
  /** Give up after this many threat-search nodes (deterministic bound); 4000 when absent. */
  readonly maxNodes?: number;
}

class Abort extends Error {}

/** Defender counter-fours met in a row before a threat counts as refuted. */
const MAX_COUNTER_FOURS = 4;

/** The first move of a VCT for the side to move, or undefined (none found in time). */
export function findVct(b: SearchBoard, options: VctOptions): number | undefined {
  const now = options.now ?? Date.now;
  const width = options.width ?? 10;
  const maxNodes = options.maxNodes ?? 4000;
  const attacker = b.toMove;
  const defender = attacker === BLACK ? WHITE : BLACK;
  const failed = new Map<number, number>();
  const start = b.history.length;
  let nodes = 0;

  const vcf = (): number[] | undefined => {
    const line = findVcf(b, { deadline: options.deadline, now, maxFours: 20 });
    if (now() > options.deadline) throw new Abort();
    return line;
  };

  /** True when the attacker (to move) wins by threats within `depth` quiet threats. */
  const wins = (depth: number): boolean => {
    if (++nodes > maxNodes || ((nodes & 31) === 0 && now() > options.deadline)) throw new Abort();
    if (b.fivePointsOf(attacker).length > 0) return true;
    const theirs = b.fivePointsOf(defender);
    if (theirs.length >= 2) return false;
    if (theirs.length === 1) return blockThenContinue(theirs[0] as number, depth);
    if (vcf()) return true;
    if (depth === 0) return false;
    const key = (b.hashHi & 0x1fffff) * 4294967296 + (b.hashLo >>> 0);
    if ((failed.get(key) ?? -1) >= depth) return false;
    for (const m of threats()) if (threatWins(m, depth)) return true;
    failed.set(key, depth);
    return false;
  };

  /** The attacker must take the defender's five point; it goes on only if that is a four. */
  const blockThenContinue = (block: number, depth: number): boolean => {
    if (!b.legalFor(block, attacker)) return false;
    b.play(block);
    const fives = b.fivePointsOf(attacker);
    let result = false;
    if (fives.length >= 2 || (fives.length === 1 && !b.legalFor(fives[0] as number, defender)))
      result = true;
    else if (fives.length === 1 && !b.winsWith(fives[0] as number, defender)) {
      b.play(fives[0] as number);
      result = wins(depth);
      b.undo();
    }
    b.undo();
    return result;
  };

  /** Candidate threats: points that make a four or a three, best valued first. */
  const threats = (): number[] => {
    const points = b.pointsOnWindows(attacker, 2);
    const scored = points
      .map((i) => ({ i, v: b.pointValue(i, attacker) }))
      .sort((p, q) => q.v - p.v);
    const out: number[] = [];
    for (const { i } of scored) {
      if (out.length >= width) break;
      if (b.legalFor(i, attacker)) out.push(i);
    }
    return out;
  };

  const threatWins = (m: number, depth: number): boolean => {
    b.play(m);
    try {
      const fives = b.fivePointsOf(attacker);
      if (fives.length > 0) {
        const block = fives[0] as number;
        if (fives.length >= 2 || !b.legalFor(block, defender)) return true;
        if (b.winsWith(block, defender)) return false;
        b.play(block);
        const r = wins(depth);
        b.undo();
        return r;
      }
      return defenceFails(m, depth, 0);
    } finally {
      b.undo();
    }
  };

  /**
   * The defender is to move against the attacker's quiet threat `m` (a move
   * after which the attacker, moving again, has a VCF): true when every
   * defence still loses. A defender's counter-four is blocked and the defender
   * must still meet the threat (up to {@link MAX_COUNTER_FOURS} in a row).
   */
  const defenceFails = (m: number, depth: number, counters: number): boolean => {
    b.pass();
    const line = vcf();
    b.pass();
    if (!line) return false;
    const defences = new Set<number>(b.pointsOnWindowsThrough(m, attacker, 3));
    for (let k = 0; k < line.length; k++) defences.add(line[k] as number);
    for (const d of b.fourMakersOf(defender)) defences.add(d);
    for (const d of defences) {
      if (!b.legalFor(d, defender)) continue;
      b.play(d);
      const r = afterDefence(m, depth, counters);
      b.undo();
      if (!r) return false;
    }
    return true;
  };

  /** The attacker to move after defence; a counter-four is blocked first. */
  const afterDefence = (m: number, depth: number, counters: number): boolean => {
    if (b.fivePointsOf(attacker).length > 0) return true;
    const theirs = b.fivePointsOf(defender);
    if (theirs.length !== 1 || counters >= MAX_COUNTER_FOURS) return wins(depth - 1);
    const block = theirs[0] as number;
    if (!b.legalFor(block, attacker)) return false;
    b.play(block);
    let result: boolean;
    const fives = b.fivePointsOf(attacker);
    if (fives.length >= 2 || (fives.length === 1 && !b.legalFor(fives[0] as number, defender)))
      result = true;
    else if (fives.length === 1) {
      // The block is a four: the defender must answer it, then the attacker goes on.
      if (b.winsWith(fives[0] as number, defender)) result = false;
      else {
        b.play(fives[0] as number);
        result = wins(depth - 1);
        b.undo();
      }
    } else result = defenceFails(m, depth, counters + 1);
    b.undo();
    return result;
  };

  try {
    if (b.fivePointsOf(attacker)[0] !== undefined) return b.fivePointsOf(attacker)[0];
    const maxThreats = options.maxThreats ?? 3;
    for (let depth = 1; depth <= maxThreats; depth++) {
      for (const m of threats()) if (threatWins(m, depth)) return m;
    }
    return undefined;
  } catch (e) {
    if (!(e instanceof Abort)) throw e;
    while (b.history.length > start) b.undo();
    if (b.toMove !== attacker) b.pass();
    return undefined;
  }
}
