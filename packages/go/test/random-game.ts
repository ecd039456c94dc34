/**
 * A seeded random legal 19×19 Go game without passes (the other side plays when one
 * cannot), for tests of large records: the unit tests of `record.ts` and the Go page's
 * browser test share it.
 *
 * @example
 * ```ts
 * const { moves, board } = randomGoGame(1000, 7);
 * const sgf = `(;GM[1]FF[4]SZ[19]${moves.join('\n')})`;
 * board.prisoners[BLACK]; // the captures of this very game
 * ```
 */
import { BLACK, EMPTY, FastBoard, otherColor, type StoneColor } from '../src/board.js';
import { formatSgfVertex } from '../src/notation.js';

/** The game's SGF move nodes (`;B[dd]`, …) and the board after the last one. */
export interface RandomGoGame {
  readonly moves: readonly string[];
  readonly board: FastBoard;
}

/** `count` moves from the linear congruential generator started at `seed`. */
export function randomGoGame(count: number, seed: number): RandomGoGame {
  const b = FastBoard.create(19);
  let s = seed;
  const rand = (n: number) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s % n;
  };
  const pick = (c: StoneColor): number => {
    for (let t = 0; t < 64; t++) {
      const q = b.index(rand(19), rand(19));
      if (b.check(c, q, 'forbidden') === undefined) return q;
    }
    for (let q = 0; q < b.cells.length; q++)
      if (b.cells[q] === EMPTY && b.check(c, q, 'forbidden') === undefined) return q;
    return -1;
  };
  const moves: string[] = [];
  let c: StoneColor = BLACK;
  while (moves.length < count) {
    let p = pick(c);
    if (p < 0) p = pick((c = otherColor(c)));
    b.play(c, p);
    moves.push(`;${c === BLACK ? 'B' : 'W'}[${formatSgfVertex({ x: b.x(p), y: b.y(p) })}]`);
    c = otherColor(c);
  }
  return { moves, board: b };
}
