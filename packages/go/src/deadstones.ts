/**
 * A best-effort guess of the dead stones, to start the marking from. Static and
 * deterministic: a chain is guessed dead when it has fewer than two eyes (an eye is
 * an empty region bordered by its colour only; one of three or more points counts
 * as two) and the empty regions around it are mostly bordered by the opponent.
 * Groups in seki (see {@link findSeki}) are kept alive. Repeated until stable, since
 * removing dead stones turns contested regions into territory. It is a guess: players
 * confirm or correct it.
 *
 * @example
 * ```ts
 * import { guessDeadStones, score } from '@qipan/go';
 * const guess = guessDeadStones(state); // { dead: Point[], confidence: number[], guess: true }
 * score(state, { dead: guess.dead });
 * ```
 */
import type { Point } from '@qipan/core';
import { BLACK, EDGE, EMPTY, WHITE, type FastBoard } from './board.js';
import { findSeki } from './seki.js';
import { boardOf, type GoState } from './state.js';

export interface DeadStoneGuess {
  /** Stones guessed dead, whole chains at a time, in board order. */
  readonly dead: Point[];
  /** For each dead stone, the opponent's share of the stones bordering its space (0.5..1). */
  readonly confidence: number[];
  readonly guess: true;
}

export interface GuessOptions {
  /** The opponent must border the chain's space more than this many times its own side (default 1). */
  readonly ratio?: number;
}

interface Region {
  readonly points: number[];
  /** Bit set of the colours bordering the region. */
  readonly borders: number;
}

/** Empty regions (dead stones count as empty), and the region id of each empty point. */
function regions(board: FastBoard, cells: readonly number[]): { list: Region[]; id: Int32Array } {
  const id = new Int32Array(cells.length).fill(-1);
  const list: Region[] = [];
  const stack: number[] = [];
  for (let p = 0; p < cells.length; p++) {
    if (cells[p] !== EMPTY || id[p] !== -1) continue;
    const points: number[] = [];
    let borders = 0;
    id[p] = list.length;
    stack.push(p);
    while (stack.length > 0) {
      const s = stack.pop() as number;
      points.push(s);
      for (const d of board.offsets) {
        const q = s + d;
        const v = cells[q];
        if (v === EMPTY && id[q] === -1) {
          id[q] = list.length;
          stack.push(q);
        } else if (v === BLACK || v === WHITE) borders |= v;
      }
    }
    list.push({ points, borders });
  }
  return { list, id };
}

/** Guesses which stones are dead in a finished position (best effort). */
export function guessDeadStones(state: GoState, options: GuessOptions = {}): DeadStoneGuess {
  const board = boardOf(state);
  const ratio = options.ratio ?? 1;
  const cells = board.cells.slice();
  const share = new Float64Array(cells.length);
  for (let round = 0; round < 4; round++) {
    const { list, id } = regions(board, cells);
    const seen = new Uint8Array(cells.length);
    for (const s of findSeki(board.size, cells).stones) seen[s] = 1;
    const kill: number[] = [];
    for (let p = 0; p < cells.length; p++) {
      const v = cells[p];
      if ((v !== BLACK && v !== WHITE) || seen[p]) continue;
      const chain = board.chain(board.head[p] as number).filter((s) => cells[s] === v);
      for (const s of chain) seen[s] = 1;
      const near = new Set<number>();
      for (const s of chain)
        for (const d of board.offsets) if (cells[s + d] === EMPTY) near.add(id[s + d] as number);
      let eyes = 0;
      const own = new Set<number>();
      const opp = new Set<number>();
      for (const r of near) {
        const region = list[r] as Region;
        if (region.borders === v) eyes += region.points.length >= 3 ? 2 : 1;
        for (const s of region.points) {
          for (const d of board.offsets) {
            const w = cells[s + d];
            if (w === v) own.add(s + d);
            else if (w !== EMPTY && w !== EDGE) opp.add(s + d);
          }
        }
      }
      if (eyes >= 2 || opp.size <= ratio * own.size) continue;
      for (const s of chain) {
        kill.push(s);
        share[s] = opp.size / (opp.size + own.size);
      }
    }
    if (kill.length === 0) break;
    for (const s of kill) cells[s] = EMPTY;
  }
  const dead: Point[] = [];
  const confidence: number[] = [];
  for (let p = 0; p < cells.length; p++) {
    const v = board.cells[p];
    if ((v === BLACK || v === WHITE) && cells[p] === EMPTY) {
      dead.push({ x: board.x(p), y: board.y(p) });
      confidence.push(share[p] as number);
    }
  }
  return { dead, confidence, guess: true };
}
