/**
 * `qipan go match`: parses the flags, plays the games one after another (colours
 * swapped every game with `--alternate`), prints a line per game and the table.
 *
 * @example
 * ```ts
 * import { matchCommand } from './match-command.js';
 * await matchCommand(['--black', 'qipan gtp --level 1', '--white', 'qipan gtp', '--size', '5'], io);
 * ```
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCommand } from '../command.js';
import { EXIT, fail, interrupted, refuse, type Command } from '../io.js';
import { matchGameSgf } from './match-sgf.js';
import { playGame } from './match.js';
import { randomOpening } from './opening.js';
import { resultTable, type TableGame } from './table.js';
import { GO_USAGE } from './usage.js';

const SPEC = {
  black: { kind: 'string' },
  white: { kind: 'string' },
  size: { kind: 'integer', min: 2, max: 25 },
  games: { kind: 'integer', min: 1, max: 10000 },
  komi: { kind: 'string' },
  time: { kind: 'string' },
  alternate: { kind: 'boolean' },
  'max-moves': { kind: 'integer', min: 1, max: 100000 },
  sgf: { kind: 'string' },
  'opening-moves': { kind: 'integer', min: 0, max: 30 },
  seed: { kind: 'string' },
  verbose: { kind: 'boolean', short: 'v' },
  help: { kind: 'boolean', short: 'h' },
} as const;

const NUMBER = /^-?\d+(\.\d+)?$/;

const MATCH = 'go match';

export const matchCommand: Command = async (args, io) => {
  const parsed = parseCommand(io, MATCH, args, SPEC, GO_USAGE.go);
  if (typeof parsed === 'number') return parsed;
  const { flags } = parsed;
  if (flags.black === undefined || flags.white === undefined)
    return refuse(io, MATCH, '--black and --white engine commands are required');
  const empty = flags.black.trim() === '' ? 'black' : flags.white.trim() === '' ? 'white' : '';
  if (empty !== '')
    return refuse(io, MATCH, `--${empty} needs an engine command, got an empty one`);
  const komiText = flags.komi ?? '7';
  if (!NUMBER.test(komiText))
    return refuse(io, MATCH, `--komi must be a number, got '${komiText}'`);
  const timeText = flags.time ?? '5';
  if (!NUMBER.test(timeText) || Number(timeText) <= 0)
    return refuse(io, MATCH, `--time must be a positive number of seconds, got '${timeText}'`);
  const size = flags.size ?? 9;
  const sgfDir = flags.sgf;
  if (sgfDir !== undefined) {
    try {
      mkdirSync(sgfDir, { recursive: true });
    } catch (e) {
      return fail(io, MATCH, `cannot create --sgf folder ${sgfDir}: ${(e as Error).message}`);
    }
  }
  const date = new Date().toISOString().slice(0, 10);
  const names: [string, string] = [flags.black, flags.white];
  const games: TableGame[] = [];
  const total = flags.games ?? 1;
  // Ctrl-C stops the engines at once (one thinking would not read quit).
  const interrupt = new AbortController();
  const stopListening = io.onSignal(() => interrupt.abort());
  // Fresh openings: a new seed each run unless given; one opening per pair of games.
  const openingMoves = flags['opening-moves'] ?? 0;
  const seed = flags.seed ?? Math.random().toString(36).slice(2, 10);
  if (openingMoves > 0) io.stdout.write(`openings: ${openingMoves} random moves, seed ${seed}\n`);
  for (let g = 0; g < total && !interrupt.signal.aborted; g++) {
    const black: 0 | 1 = flags.alternate && g % 2 === 1 ? 1 : 0;
    const white: 0 | 1 = black === 0 ? 1 : 0;
    const rec = await playGame(
      { black: names[black], white: names[white] },
      {
        size,
        komi: Number(komiText),
        secondsPerMove: Number(timeText),
        maxMoves: flags['max-moves'] ?? size * size * 3,
        ...(openingMoves > 0
          ? { opening: randomOpening(size, openingMoves, `${seed}/${Math.floor(g / 2)}`) }
          : {}),
        signal: interrupt.signal,
        ...(flags.verbose
          ? { onStderr: (c: string, t: string) => io.stderr.write(`[${c}] ${t}`) }
          : {}),
      },
    );
    if (interrupt.signal.aborted) break;
    const winner = rec.winner === undefined ? undefined : rec.winner === 'black' ? black : white;
    games.push({ black, winner, moves: rec.moves.length });
    const dead = rec.deadFrom ? `, dead stones: ${rec.deadFrom}` : '';
    let saved = '';
    if (sgfDir !== undefined) {
      const file = join(sgfDir, `game-${String(g + 1).padStart(3, '0')}.sgf`);
      const sgf = matchGameSgf(rec, {
        size,
        komi: Number(komiText),
        black: names[black],
        white: names[white],
        date,
        round: g + 1,
      });
      try {
        writeFileSync(file, sgf);
        saved = `, saved ${file}`;
      } catch (e) {
        saved = `, NOT saved (${(e as Error).message})`;
      }
    }
    io.stdout.write(
      `game ${g + 1}: ${names[black]} (B) vs ${names[white]} (W): ${rec.result} (${rec.reason}${dead}), ${rec.moves.length} moves${saved}\n`,
    );
  }
  stopListening();
  if (interrupt.signal.aborted) return interrupted(io, MATCH);
  io.stdout.write(resultTable(names, games));
  return EXIT.ok;
};
