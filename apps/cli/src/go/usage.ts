/**
 * Help texts of `qipan gtp`, `qipan sgf` and `qipan go`.
 *
 * @example
 * ```ts
 * import { GO_USAGE } from './usage.js';
 * process.stdout.write(GO_USAGE.gtp);
 * ```
 */
export const GO_USAGE = {
  gtp: `Usage: qipan gtp [--engine net|patterns] [--level L] [--visits N] [--threads N]
                 [--model-file FILE] [--seed S] [--resign] [--model M] [--score-weight P]

A GTP version 2 Go engine on stdin/stdout (for Sabaki, Lizzie, GoGui, qipan go
match, ...). By default it plays with a neural network: KataGo's g170 b6c96 net,
shipped with Qipan, run by onnxruntime with Qipan's tree search, on boards up to 19×19.
  --engine E  net (default) or patterns: the older Monte-Carlo bot with move patterns
  --level L   1..10 (net default 10): 1-3 the pattern bot at its levels 1, 2, 4 (a
              beginner); 4-6 the network's policy alone, hot to cold; 7-9 search 16,
              64 and 200 visits a move; 10 searches 1000 visits, up to 10 s a move
              (patterns default 5: playouts and thinking time per move)
  --visits N  net: search N visits a move instead of the level's
  --threads N net: threads inside each network evaluation (default 1); patterns:
              N - 1 helpers search the same position (root parallelism); default 2 at
              level 10 on a machine with 2 cores or more, else 1
  --model-file FILE
              net: another KataGo model file (format version 8, .bin.gz)
  --seed S    random seed (default: fixed, so games repeat)
  --resign    patterns: resign hopeless games (the net resigns below 3 % by default)
  --model M   patterns: the move model on 19×19 and up: large (default) or small
  --score-weight P
              patterns: 0..50 (default 0): percent of a playout's value from its
              score margin on 19×19 and up (experimental)
With the net, also: kata-analyze and lz-analyze [color] [interval] [ownership true]
[minmoves N] [maxmoves N] (one line of info move … visits … winrate … scoreLead …
prior … order … pv … per interval, until the next command), kata-genmove_analyze,
kata-raw-nn 0 (KataGo's layout), and level N.
time_settings / time_left shorten the thinking time when the clock demands it.
Rules: Chinese area counting with simple ko and no suicide (the rules of qipan go
match), for passing and final_score / final_status_list; kgs-rules changes them.
`,
  sgf: `Usage: qipan sgf check FILE...
       qipan sgf format FILE

check   parse each file, replay its main line and report "ok, N moves" or the first
        error (line and column, or the illegal move and why); exit 1 if any failed
format  write the file normalised (UTF-8) on stdout
FILE may be - for standard input; files over 16 MiB are refused. A charset (CA)
that does not fit the bytes is reported as a warning on stderr.
`,
  go: `Usage: qipan go match --black "CMD" --white "CMD" [--size N] [--games N] [--komi K]
                      [--time S] [--alternate] [--max-moves N] [--sgf DIR]
                      [--opening-moves N] [--seed S]

Plays two GTP engines against each other; Qipan's rules engine referees every move
(Chinese area scoring, simple ko, no suicide). An illegal move, a crash or a timeout
loses the game. After two passes the engines' dead-stone lists (final_status_list)
settle the count; when their counts disagree, the game goes on in KGS's cleanup phase
(kgs-genmove_cleanup) until two more passes, and every stone left counts as alive.
Prints one line per game and a result table.
  --black, --white  engine command lines (split like a shell, run without one)
  --size N          board size (default 9), --games N (default 1), --komi K (default 7)
  --time S          seconds per move given to the engines (time_settings), default 5;
                    an engine silent for 3×S+10 seconds loses
  --alternate       swap colours every game
  --max-moves N     score the game as it stands after N moves (default 3×size²)
  --sgf DIR         save every game as DIR/game-001.sgf, game-002.sgf, ...
  --opening-moves N start each pair of games from N random moves away from the
                    edges (a fresh opening for every pair; default 0)
  --seed S          the openings' seed (default: drawn fresh, printed)
`,
} as const;
