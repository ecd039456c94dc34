/**
 * Help texts for `qipan online --help` and `qipan online play --help`.
 *
 * @example
 * ```ts
 * import { ONLINE_USAGE } from './usage.js';
 * process.stdout.write(ONLINE_USAGE.play);
 * ```
 */
import { CLOCK_FORMS } from './target.js';

const play = `Usage: qipan online play URL (--gtp "CMD" | --pbrain "CMD") [options]

Lets an engine play an online game through the server's HTTP API (like
lichess-bot): a GTP engine plays Go, a Gomocup brain (pbrain) plays Gomoku.
URL is either
  a game link    http://host:3000/gomoku/online/Ab3dE5gH7k: the engine takes the
                 free seat; with --token T --side S it plays the seat T holds
  a server URL   http://host:3000: a new game is created and its link printed;
                 open the link in a browser to play the engine
Options for a new game:
  --game G       go or gomoku (default: the engine's game)
  --side S       black, white or random (default random)
  --size N       board size (Go 2-25, default 19; Gomoku 5-25, default 15)
  --rule R       Gomoku: freestyle (default), standard or renju
  --komi K       Go: komi (default that of the Chinese rules)
  --clock C      ${CLOCK_FORMS}
                 (MIN minutes of main time, SEC seconds), default none
Other options:
  --token T      the seat token printed when the game was created or joined
  --side S       with --token: black or white, the seat that token holds
  --time MS      thinking time per move told to the engine when the game has no
                 clock (default 5000)
  -v, --verbose  show the engine's stderr
Prints each move and the outcome. Exit status: 0 when the game ends, whoever
wins; 1 when the server cannot be reached or refuses, or the engine fails (it
crashed, timed out or played an illegal move: the game is resigned); 2 bad
usage. Ctrl-C leaves without resigning (status 130): the seat stays yours and
its clock keeps running; come back with --token.
`;

const online = `Usage: qipan online play ...

${play}`;

export const ONLINE_USAGE = { online, play } as const;
