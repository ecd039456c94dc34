/**
 * `qipan gomoku match`: two Gomocup brains (shell commands) play N games with a
 * referee in the middle; colours alternate and each pair of games starts from
 * the same balanced 3-stone opening. Prints one line per game, then the table.
 *
 * @example
 * ```ts
 * import { matchCommand } from './match.js';
 * const cmd = 'node apps/cli/bin/qipan.js pbrain';
 * await matchCommand(['--black', cmd, '--white', cmd, '--games', '2', '--time', '100'], io);
 * // game 1: A black, B white, opening h8 i9 f10, 23 moves, A wins (five) ...
 * ```
 */
import { readFileSync } from 'node:fs';
import type { Point } from '@qipan/core';
import { formatMoveString, formatPoint, MAX_SIZE, RULE_SETS } from '@qipan/gomoku';
import { GomocupBrain } from '@qipan/engine-process';
import { parseCommand } from '../command.js';
import { EXIT, interrupted, refuse, type Command } from '../io.js';
import { parseOpenings } from './openings.js';
import { refereeGame, type RefereedGame } from './referee.js';
import { GOMOKU_USAGE } from './usage.js';

const SPEC = {
  black: { kind: 'string' },
  white: { kind: 'string' },
  games: { kind: 'integer', min: 1, max: 1000 },
  time: { kind: 'integer', min: 1, max: 600_000 },
  'time-a': { kind: 'integer', min: 1, max: 600_000 },
  'time-b': { kind: 'integer', min: 1, max: 600_000 },
  openings: { kind: 'string' },
  rule: { kind: 'choice', choices: RULE_SETS },
  opening: { kind: 'choice', choices: ['balanced', 'none'] },
  size: { kind: 'integer', min: 7, max: MAX_SIZE },
  help: { kind: 'boolean', short: 'h' },
} as const;

/**
 * Three-stone openings (black, white, black) as offsets from the centre, y down:
 * Black's two stones are a knight's move or more apart and White's stone sits
 * next to the centre stone, so neither side starts with a known forced win.
 */
export const BALANCED_OPENINGS: readonly (readonly [number, number][])[] = [
  [
    [0, 0],
    [1, -1],
    [-2, 2],
  ],
  [
    [0, 0],
    [0, -1],
    [2, 1],
  ],
  [
    [0, 0],
    [1, 0],
    [-1, 3],
  ],
  [
    [0, 0],
    [1, 1],
    [3, -1],
  ],
  [
    [0, 0],
    [-1, 0],
    [2, -2],
  ],
  [
    [0, 0],
    [0, 1],
    [-3, -1],
  ],
];

/** The opening for a board size: the offsets placed around the centre. */
export function openingStones(k: number, size: number): Point[] {
  const c = Math.floor(size / 2);
  const o = BALANCED_OPENINGS[k % BALANCED_OPENINGS.length] ?? [];
  return o.map(([dx, dy]) => ({ x: c + dx, y: c + dy }));
}

interface Tally {
  wins: number;
  losses: number;
  draws: number;
  /** Milliseconds per answered move. */
  times: number[];
}

/** "avg 812 ms, median 880 ms, max 905 ms" of a list of move times. */
function timing(times: readonly number[]): string {
  if (times.length === 0) return 'no moves';
  const avg = times.reduce((a, b) => a + b, 0) / times.length;
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return `avg ${Math.round(avg)} ms, median ${median} ms, max ${Math.max(...times)} ms`;
}

const pad = (text: string, n: number): string => text.padEnd(n);

export const matchCommand: Command = async (args, io) => {
  const parsed = parseCommand(io, 'gomoku match', args, SPEC, GOMOKU_USAGE.match);
  if (typeof parsed === 'number') return parsed;
  const { flags } = parsed;
  if (flags.black === undefined || flags.white === undefined)
    return refuse(io, 'gomoku match', '--black CMD and --white CMD are both required');
  const commands = { A: flags.black, B: flags.white } as const;
  const games = flags.games ?? 2;
  const timeMs = flags.time ?? 1000;
  const timeOf = { A: flags['time-a'] ?? timeMs, B: flags['time-b'] ?? timeMs } as const;
  const rule = flags.rule ?? 'freestyle';
  const size = flags.size ?? 15;
  const balanced = (flags.opening ?? 'balanced') === 'balanced';
  let fileOpenings: Point[][] | undefined;
  if (flags.openings !== undefined) {
    let text: string;
    try {
      text = readFileSync(flags.openings, 'utf8');
    } catch (e) {
      return refuse(
        io,
        'gomoku match',
        `cannot read ${flags.openings}: ${e instanceof Error ? e.message : String(e)}`,
      );
    }
    const r = parseOpenings(text, size);
    if (!r.ok)
      return refuse(io, 'gomoku match', `${flags.openings}:${r.error.line}: ${r.error.reason}`);
    fileOpenings = r.value;
  }
  const times = timeOf.A === timeOf.B ? `${timeOf.A} ms` : `A ${timeOf.A} ms, B ${timeOf.B} ms`;
  const openingsText =
    fileOpenings !== undefined
      ? `${fileOpenings.length} openings from ${flags.openings}`
      : balanced
        ? 'balanced openings'
        : 'empty board';
  io.stdout.write(
    `match: A = ${commands.A}\n       B = ${commands.B}\n` +
      `       ${games} games, ${rule}, ${size}×${size}, ${times} per move, ${openingsText}\n`,
  );
  const tally: Record<'A' | 'B', Tally> = {
    A: { wins: 0, losses: 0, draws: 0, times: [] },
    B: { wins: 0, losses: 0, draws: 0, times: [] },
  };
  // Ctrl-C stops the brains at once (a thinking brain would not read END).
  let running: GomocupBrain[] = [];
  let stopped = false;
  const stopListening = io.onSignal(() => {
    stopped = true;
    for (const b of running) void b.close(0);
  });
  for (let g = 0; g < games && !stopped; g++) {
    const [blackName, whiteName] = g % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const);
    const opening =
      fileOpenings !== undefined
        ? (fileOpenings[Math.floor(g / 2) % fileOpenings.length] ?? [])
        : balanced
          ? openingStones(Math.floor(g / 2), size)
          : [];
    const black = GomocupBrain.start(commands[blackName]);
    const white = GomocupBrain.start(commands[whiteName]);
    running = [black, white];
    let game: RefereedGame;
    try {
      game = await refereeGame(black, white, {
        size,
        rule,
        timeMs,
        timeMsFor: { black: timeOf[blackName], white: timeOf[whiteName] },
        opening,
      });
    } finally {
      await Promise.all([black.close(), white.close()]);
    }
    if (stopped) break;
    const winnerName =
      game.winner === undefined ? undefined : game.winner === 'black' ? blackName : whiteName;
    if (winnerName === undefined) {
      tally.A.draws++;
      tally.B.draws++;
    } else {
      tally[winnerName].wins++;
      tally[winnerName === 'A' ? 'B' : 'A'].losses++;
    }
    // The referee's times alternate from the side to move after the opening.
    const firstName = opening.length % 2 === 0 ? blackName : whiteName;
    const secondName = firstName === blackName ? whiteName : blackName;
    const gameTimes: Record<'A' | 'B', number[]> = { A: [], B: [] };
    game.times.forEach((t, k) => {
      const name = k % 2 === 0 ? firstName : secondName;
      gameTimes[name].push(t);
      tally[name].times.push(t);
    });
    const open = opening.map((p) => formatPoint(p, size)).join(' ') || '-';
    const result = winnerName === undefined ? 'draw' : `${winnerName} wins`;
    io.stdout.write(
      `game ${g + 1}: ${blackName} black, ${whiteName} white, opening ${open}, ` +
        `${game.moves.length - opening.length} moves, ${result} (${game.end}` +
        `${game.detail === undefined ? '' : `: ${game.detail}`})\n` +
        `  record ${formatMoveString(game.moves, size)}\n` +
        `  time A ${timing(gameTimes.A)}; B ${timing(gameTimes.B)}\n`,
    );
  }
  stopListening();
  if (stopped) return interrupted(io, 'gomoku match');
  io.stdout.write(
    `\n${pad('engine', 8)}${pad('wins', 6)}${pad('losses', 8)}${pad('draws', 7)}score\n`,
  );
  for (const name of ['A', 'B'] as const) {
    const t = tally[name];
    const score = t.wins + t.draws / 2;
    io.stdout.write(
      `${pad(name, 8)}${pad(String(t.wins), 6)}${pad(String(t.losses), 8)}${pad(String(t.draws), 7)}` +
        `${score}/${games} (${((100 * score) / games).toFixed(1)}%)\n`,
    );
  }
  io.stdout.write(
    `\ntime per move: A ${timing(tally.A.times)} of ${timeOf.A} ms; ` +
      `B ${timing(tally.B.times)} of ${timeOf.B} ms\n`,
  );
  return EXIT.ok;
};
