/**
 * Help texts for `qipan chongzi --help` and its subcommands.
 *
 * @example
 * ```ts
 * import { CHONGZI_USAGE } from './usage.js';
 * process.stdout.write(CHONGZI_USAGE.perft);
 * ```
 */

const perft = `Usage: qipan chongzi perft --depth D [--size 4|5] [--start fixed|empty] [--position "ROWS s"]

Prints "d count" for d = 1..D: the number of legal move sequences of d moves
(placements and removals count as moves; draw rules are ignored).
  --depth D      1 to 20
  --size N       4 or 5 points a side (default 5)
  --start S      fixed (default): rows of pieces, captures replace;
                 empty: placement, removal, movement, captures remove
  --position P   start from a movement-phase position such as
                 "BBBB/..../..../RRRR r" (rows top to bottom, side to move);
                 --start then says whether captures replace or remove
`;

const solve = `Usage: qipan chongzi solve --size 4 [--start fixed|empty]

Solves the 4×4-point game by retrograde analysis and prints the value of the
start position for the side to move (win, loss or draw, and in how many plies),
the number of positions of each value (up to the 8 symmetries and colour swap)
and the time taken. The fixed start takes seconds; the empty start about half a
minute and 600 MB. 5×5 is far too big to solve.
`;

const chongzi = `Usage: qipan chongzi <perft|solve> ...

${perft}
${solve}`;

export const CHONGZI_USAGE = { chongzi, perft, solve } as const;
