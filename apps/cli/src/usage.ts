/**
 * Help texts for `qipan --help`, `qipan queens --help` and each subcommand.
 *
 * @example
 * ```ts
 * import { USAGE } from './usage.js';
 * process.stdout.write(USAGE.queens);
 * ```
 */

const main = `Usage: qipan <command> [options]

Commands:
  queens    N-Queens: count (also on many machines), solve, check (qipan queens --help)
  chongzi   Chongzi: perft and solve (qipan chongzi --help)
  gomoku    Gomoku: forbidden points, AI move, matches, play (qipan gomoku --help)
  pbrain    a Gomocup protocol brain on stdin/stdout (qipan pbrain --help)
  go        Go: engine matches (qipan go --help)
  gtp       a Go Text Protocol engine on stdin/stdout (qipan gtp --help)
  sgf       SGF files: check (qipan sgf --help)
  analyze   a Go game's analysis by the network, written into its SGF (qipan analyze --help)
  online    an engine plays an online game by its link (qipan online --help)
  serve     start the Qipan web server (qipan serve --help)

Options:
  -h, --help     show this help
  -V, --version  print the version
`;

const count = `Usage: qipan queens count N [--unique] [--workers K]
       qipan queens count N [--unique] --redis URL [--queue NAME]

Prints the number of solutions of the N-Queens puzzle (1 <= N <= 25).
  --unique       count solutions up to rotation and reflection instead
  --workers K    threads to use (default: all cores)
  --redis URL    split the count into tasks on a Redis queue, counted by
                 'qipan queens worker' processes on any number of machines;
                 killed or stopped, the same command resumes from the tasks done
  --queue NAME   the queue's name on that Redis (default qipan)
A progress bar is drawn on stderr when it is a terminal (with --redis, a line
every 10 s otherwise). Ctrl-C cancels (status 130).
`;

const worker = `Usage: qipan queens worker --redis URL [--concurrency K] [--queue NAME]

Counts the tasks of 'qipan queens count N --redis URL' until stopped. Run it on
as many machines as you like; a worker that dies loses nothing: its task is
counted again elsewhere within a minute, and recorded once.
  --redis URL        redis://[user:password@]host[:port][/db] (rediss: for TLS)
  --concurrency K    tasks counted at once, one thread each (default: all cores)
  --queue NAME       the queue's name on that Redis (default qipan)
Ctrl-C or SIGTERM gives the tasks in hand back to the queue and stops (status 0).
`;

const solve = `Usage: qipan queens solve N [--all | --random [--seed S]] [--format board|list]

Prints a solution of the N-Queens puzzle.
  (default)      one solution: the first in lexicographic order for N <= 20,
                 an explicit construction for larger N (up to 10,000,000)
  --all          every solution in lexicographic order, streamed (N <= 32)
  --random       a random solution; --seed S makes it reproducible (beyond
                 N = 32: one of the symmetric images of the construction)
  --format F     board (default): Q and . per row, top row first, N <= 1000
                 list: the 0-based column of the queen in each row, comma-separated
`;

const check = `Usage: qipan queens check LIST

Checks a placement given as the 0-based column of the queen in each row, e.g.
  qipan queens check 0,4,7,5,2,6,1,3
Prints "valid", or "invalid" and the attacking pairs (rows and columns from 1).
Exit status: 0 valid, 1 invalid, 2 malformed list.
`;

const queens = `Usage: qipan queens <count|solve|check|worker> ...

${count}
${solve}
${check}
${worker}`;

const serve = `Usage: qipan serve [--port P] [--host H]

Starts the Qipan web server until Ctrl-C. Defaults: host $HOST or 127.0.0.1,
port $PORT or 3000 (0 picks a free port).
`;

export const USAGE = { main, queens, count, solve, check, worker, serve } as const;
