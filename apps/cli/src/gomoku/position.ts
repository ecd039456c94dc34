/**
 * `qipan gomoku forbidden` and `qipan gomoku move`: a position as text rows
 * (top row first, `X` black, `O` white, `.` empty) in, one answer out.
 *
 * @example
 * ```ts
 * import { Readable } from 'node:stream';
 * import { forbiddenCommand } from './position.js';
 * const rows = '.'.repeat(15) + '\n'; // 15 such rows make an empty 15×15 board
 * await forbiddenCommand(['-'], { stdin: Readable.from([rows.repeat(15)]), stdout, stderr });
 * // prints nothing (no stones, no fouls); status 0
 * ```
 */
import {
  forbiddenPoints,
  formatForbiddenList,
  formatPoint,
  fromSetup,
  isChoice,
  parsePositionText,
  RULE_SETS,
  type GomokuState,
  type RuleSet,
} from '@qipan/gomoku';
import { chooseMove, type AiLevel } from '@qipan/gomoku/ai';
import { err, ok, type Color, type Result } from '@qipan/core';
import { parseCommand } from '../command.js';
import { EXIT, fail, readInput, refuse, type Command, type Io } from '../io.js';
import { GOMOKU_USAGE } from './usage.js';

const FORBIDDEN_SPEC = {
  rule: { kind: 'choice', choices: RULE_SETS },
  help: { kind: 'boolean', short: 'h' },
} as const;

const MOVE_SPEC = {
  rule: { kind: 'choice', choices: RULE_SETS },
  'to-move': { kind: 'choice', choices: ['black', 'white'] },
  time: { kind: 'integer', min: 1, max: 3_600_000 },
  level: { kind: 'integer', min: 1, max: 5 },
  help: { kind: 'boolean', short: 'h' },
} as const;

/** Why a position cannot be used: the file cannot be read (1), or its text is wrong (2). */
export type PositionError = { readonly unreadable: boolean; readonly reason: string };

/** Reads FILE|- and validates the rows into a state. */
export async function readPosition(
  path: string | undefined,
  rule: RuleSet,
  toMove: Color | undefined,
  io: Pick<Io, 'stdin'>,
): Promise<Result<GomokuState, PositionError>> {
  const text = await readInput(path, io);
  if (!text.ok) return err({ unreadable: true, reason: text.error });
  const bad = (message: string) => err({ unreadable: false, reason: `bad position: ${message}` });
  const rows = parsePositionText(text.value);
  if (!rows.ok) return bad(rows.error.message);
  const { size, black, white } = rows.value;
  const s = fromSetup({
    size,
    rule,
    black,
    white,
    ...(toMove === undefined ? {} : { turn: toMove }),
  });
  return s.ok ? ok(s.value) : bad(s.error.message);
}

/** The exit status for a position that cannot be used, its reason on stderr. */
const refusePosition = (io: Io, command: string, e: PositionError) =>
  e.unreadable ? fail(io, command, e.reason) : refuse(io, command, e.reason);

/** `qipan gomoku forbidden [--rule renju] [FILE|-]`: Black's fouls, `h8 double-three` per line. */
export const forbiddenCommand: Command = async (args, io) => {
  const command = 'gomoku forbidden';
  const parsed = parseCommand(io, command, args, FORBIDDEN_SPEC, GOMOKU_USAGE.forbidden, {
    positionals: 1,
  });
  if (typeof parsed === 'number') return parsed;
  const { flags, positionals } = parsed;
  const s = await readPosition(positionals[0], flags.rule ?? 'renju', 'black', io);
  if (!s.ok) return refusePosition(io, command, s.error);
  for (const line of formatForbiddenList(forbiddenPoints(s.value), s.value.size))
    io.stdout.write(`${line}\n`);
  return EXIT.ok;
};

/** `qipan gomoku move [--rule R] [--to-move C] [--time MS] [--level L] [FILE|-]`: the AI's move as `h8`. */
export const moveCommand: Command = async (args, io) => {
  const command = 'gomoku move';
  const parsed = parseCommand(io, command, args, MOVE_SPEC, GOMOKU_USAGE.move, {
    positionals: 1,
  });
  if (typeof parsed === 'number') return parsed;
  const { flags, positionals } = parsed;
  const s = await readPosition(positionals[0], flags.rule ?? 'freestyle', flags['to-move'], io);
  if (!s.ok) return refusePosition(io, command, s.error);
  const state = s.value;
  const o = state.outcome;
  if (o) {
    const why =
      o.reason === 'five'
        ? `${o.winner ?? 'a side'} already has five in a row`
        : o.reason === 'full-board'
          ? 'the board is full'
          : 'black has no legal move';
    return refuse(io, command, `the game is over: ${why}`);
  }
  const answer = chooseMove(state, {
    timeMs: flags.time ?? 1000,
    level: (flags.level ?? 5) as AiLevel,
  });
  if (!answer || isChoice(answer.move))
    return refuse(io, command, `${state.turn} has no legal move`);
  io.stdout.write(`${formatPoint(answer.move, state.size)}\n`);
  return EXIT.ok;
};
