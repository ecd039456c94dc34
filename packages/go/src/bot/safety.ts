/**
 * Moves the bot refuses once the opponent has passed: filling its own area (an empty
 * region bordered by its stones only, where a stone gains nothing and can only spoil
 * eye space) and self-ataris. Passing then ends the game, which never costs more than
 * destroying an own group would.
 *
 * @example
 * ```ts
 * import { FastBoard, BLACK } from '@qipan/go/bot';
 * import { fillsOwnArea, unsafeAfterPass } from './safety.js';
 * const b = FastBoard.create(5);
 * b.play(BLACK, b.index(1, 0));
 * b.play(BLACK, b.index(0, 1));
 * fillsOwnArea(b, BLACK, b.index(2, 2)); // true: the whole board is bordered by Black only
 * unsafeAfterPass(b, BLACK, b.index(2, 2)); // true
 * ```
 */
import { EDGE, EMPTY, type FastBoard, type StoneColor } from '../board.js';
import { isSelfAtari } from './liberties.js';

/** True when the empty region through `p` touches stones of `c` only (at least one). */
export function fillsOwnArea(b: FastBoard, c: StoneColor, p: number): boolean {
  const cells = b.cells;
  const dirs = b.offsets;
  const seen = new Uint8Array(cells.length);
  const stack = [p];
  seen[p] = 1;
  let own = false;
  while (stack.length > 0) {
    const s = stack.pop() as number;
    for (let k = 0; k < 4; k++) {
      const q = s + (dirs[k] as number);
      const v = cells[q];
      if (v === EMPTY) {
        if (!seen[q]) {
          seen[q] = 1;
          stack.push(q);
        }
      } else if (v === c) own = true;
      else if (v !== EDGE) return false;
    }
  }
  return own;
}

/** True when `c` at empty `p` fills its own area or puts the stone played in atari. */
export function unsafeAfterPass(b: FastBoard, c: StoneColor, p: number): boolean {
  return fillsOwnArea(b, c, p) || isSelfAtari(b, c, p, 1);
}
