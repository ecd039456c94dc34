/**
 * Win detection for the three rule sets: the winning line through a just-placed stone.
 *
 * @example
 * ```ts
 * const b = new Board(15);
 * for (let x = 3; x < 8; x++) b.put(b.index(x, 7), BLACK);
 * winningLine(b, b.index(7, 7), BLACK, 'standard'); // the five points c8..g8 as padded indices
 * ```
 */
import type { Board } from './board.js';
import { BLACK, type RuleSet } from './types.js';

/** True when a line of `length` stones of colour `c` wins under `rule`. */
export function isWinningLength(length: number, c: number, rule: RuleSet): boolean {
  if (rule === 'freestyle') return length >= 5;
  if (rule === 'standard') return length === 5;
  return c === BLACK ? length === 5 : length >= 5;
}

/**
 * The winning line made by the stone of colour `c` at `i` (already on the board),
 * as padded indices in line order, or undefined. When several lines win, the first
 * direction found (horizontal, vertical, ↘, ↙) is reported.
 */
export function winningLine(b: Board, i: number, c: number, rule: RuleSet): number[] | undefined {
  for (const d of b.dirs) {
    const back = b.run(i, -d, c);
    const length = 1 + back + b.run(i, d, c);
    if (!isWinningLength(length, c, rule)) continue;
    const line: number[] = [];
    for (let k = 0, j = i - back * d; k < length; k++, j += d) line.push(j);
    return line;
  }
  return undefined;
}
