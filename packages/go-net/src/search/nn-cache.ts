/**
 * The evaluation cache: net outputs by position key, least recently used dropped
 * first, so transpositions and positions seen again (the next move's search, a
 * repeated analysis) are not evaluated twice.
 */
import type { Color } from '@qipan/core';
import type { GoState } from '@qipan/go';
import type { NetEvaluation } from '../evaluation.js';

/**
 * A position's key: the engine's Zobrist hash of the stones (`state.positions`), the
 * side to move, the ko-banned point (-1 for none) and the passes just played (the
 * net sees a pass before it). Earlier history is left out on purpose: positions
 * reached by other move orders share their evaluation.
 */
export function positionKey(state: GoState, koPoint: number): string {
  const p = state.positions;
  const turn: Color = state.turn;
  return `${p.lo}:${p.hi}:${turn === 'black' ? 'b' : 'w'}:${koPoint}:${Math.min(state.passes, 2)}`;
}

export class NnCache {
  private readonly map = new Map<string, NetEvaluation>();
  hits = 0;
  misses = 0;

  constructor(readonly capacity: number) {}

  get size(): number {
    return this.map.size;
  }

  get(key: string): NetEvaluation | undefined {
    const e = this.map.get(key);
    if (e === undefined) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    // Refresh: a Map iterates in insertion order, so the first key is the stalest.
    this.map.delete(key);
    this.map.set(key, e);
    return e;
  }

  set(key: string, e: NetEvaluation): void {
    if (this.capacity <= 0) return;
    this.map.delete(key);
    this.map.set(key, e);
    while (this.map.size > this.capacity) {
      const first = this.map.keys().next();
      if (first.done === true) break;
      this.map.delete(first.value);
    }
  }

  clear(): void {
    this.map.clear();
  }
}
