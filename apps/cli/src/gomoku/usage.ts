/**
 * Help texts for `qipan gomoku --help`, its subcommands and `qipan pbrain --help`.
 *
 * @example
 * ```ts
 * import { GOMOKU_USAGE } from './usage.js';
 * process.stdout.write(GOMOKU_USAGE.move);
 * ```
 */

const POSITION = `The position is read from FILE, or from stdin when FILE is - or absent: text
rows, top row first, X black, O white, . empty; the board size is the number of
rows (5 to 25), each row as long as there are rows.
`;

const forbidden = `Usage: qipan gomoku forbidden [--rule renju] [FILE|-]

Prints every point forbidden for Black (renju), one per line, as "h8 double-three"
(kinds: double-three, double-four, overline), sorted by column then row. Prints
nothing when no point is forbidden (always so under freestyle and standard).
  --rule R       renju (default), standard or freestyle
${POSITION}`;

const move = `Usage: qipan gomoku move [--rule R] [--to-move black|white] [--time MS] [--level L] [FILE|-]

Prints the AI's move for the position, as "h8".
  --rule R       freestyle (default), standard or renju
  --to-move C    black or white (default: black when both have as many stones)
  --time MS      thinking time in milliseconds (default 1000)
  --level L      1 (beginner) to 5 (full strength, default)
A finished or full position is refused (status 2).
${POSITION}`;

const match = `Usage: qipan gomoku match --black "CMD" --white "CMD" [--games N] [--time MS]
       [--time-a MS] [--time-b MS] [--rule R] [--opening balanced|none] [--openings FILE]

Plays N games (default 2) between two Gomocup brains, each started as a shell
command, with a referee in the middle: every move is checked with the rules; an
illegal move, a crash, garbage or a timeout loses. The engines swap colours every
game; each pair of games starts from the same balanced 3-stone opening (built-in
list, or --openings FILE). Prints each game with the time each engine took per
move, then the result table.
  --black CMD    the first engine (Black in game 1), e.g. "npx qipan pbrain"
  --white CMD    the second engine (White in game 1)
  --games N      1 to 1000 (default 2)
  --time MS      per move, sent as INFO timeout_turn (default 1000)
  --time-a MS    the first engine's time per move (default: --time)
  --time-b MS    the second engine's time per move (default: --time)
  --rule R       freestyle (default), standard or renju
  --opening O    balanced (default) or none (empty board)
  --openings F   openings from file F, one a line in the Gomocup format: the
                 stones in playing order as x, y offsets from the centre (y down),
                 e.g. "0, 0, 1, -1, -2, 2"; pair k of games plays line k
  --size N       board size, 15 by default (openings need 15 or more)
`;

const play = `Usage: qipan gomoku play [--rule R] [--size N] [--color black|white] [--time MS] [--level L]

A game against the AI in the terminal. Type a point such as h8, or undo (takes
back your last move and the AI's reply), hint, or quit.
  --rule R       freestyle (default), standard or renju
  --size N       5 to 25 (default 15)
  --color C      your colour: black (default, moves first) or white
  --time MS      the AI's thinking time per move (default 1000)
  --level L      1 (beginner) to 5 (full strength, default)
  --threads N    1 (default) to 16: N - 1 helper threads share the search of
                 each move at level 5 under freestyle (Lazy SMP)
`;

const pbrain = `Usage: qipan pbrain [--level L] [--threads N]

A Gomocup (Piskvork) brain on stdin/stdout: START, RECTSTART (square only),
RESTART, BEGIN, TURN, BOARD … DONE, INFO (timeout_turn, timeout_match,
time_left, max_memory, rule 0/1/4), TAKEBACK, ABOUT, END, and Yixin-Board's
YXSHOWFORBID. Exits 0 on END or at the end of input.
  --level L      1 (beginner) to 5 (full strength, default)
  --threads N    1 (default) to 16: N - 1 helper threads share the search of
                 each move at level 5 under freestyle (Lazy SMP)
`;

const gomoku = `Usage: qipan gomoku <forbidden|move|match|play> ...

${forbidden}
${move}
${match}
${play}`;

export const GOMOKU_USAGE = { gomoku, forbidden, move, match, play, pbrain } as const;
