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
import { describeArgError, parseArgs } from '../args.js';
import { GOMOKU_STATUS, readInput, refuseGomoku, type GomokuIo } from './io.js';
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

/** Reads FILE|- and validates the rows into a state; a one-line reason on failure. */
export async function readPosition(
  path: string | undefined,
  rule: RuleSet,
  toMove: Color | undefined,
  io: Pick<GomokuIo, 'stdin'>,
): Promise<Result<GomokuState, string>> {
  const text = await readInput(path, io);
  if (!text.ok) return text;
  const rows = parsePositionText(text.value);
  if (!rows.ok) return err(`bad position: ${rows.error.message}`);
  const { size, black, white } = rows.value;
  const s = fromSetup({
    size,
    rule,
    black,
    white,
    ...(toMove === undefined ? {} : { toMove }),
  });
  return s.ok ? ok(s.value) : err(`bad position: ${s.error.message}`);
}

/** `qipan gomoku forbidden [--rule renju] [FILE|-]`: Black's fouls, `h8 double-three` per line. */
export async function forbiddenCommand(args: readonly string[], io: GomokuIo): Promise<number> {
  const parsed = parseArgs(args, FORBIDDEN_SPEC);
  if (!parsed.ok) return refuseGomoku(io, `gomoku forbidden: ${describeArgError(parsed.error)}`);
  const { flags, positionals } = parsed.value;
  if (flags.help) {
    io.stdout.write(GOMOKU_USAGE.forbidden);
    return GOMOKU_STATUS.ok;
  }
  if (positionals.length > 1)
    return refuseGomoku(io, `gomoku forbidden: one FILE at most, got ${positionals.length}`);
  const s = await readPosition(positionals[0], flags.rule ?? 'renju', 'black', io);
  if (!s.ok) return refuseGomoku(io, `gomoku forbidden: ${s.error}`);
  for (const line of formatForbiddenList(forbiddenPoints(s.value), s.value.config.size))
    io.stdout.write(`${line}\n`);
  return GOMOKU_STATUS.ok;
}

/** `qipan gomoku move [--rule R] [--to-move C] [--time MS] [--level L] [FILE|-]`: the AI's move as `h8`. */
export async function moveCommand(args: readonly string[], io: GomokuIo): Promise<number> {
  const parsed = parseArgs(args, MOVE_SPEC);
  if (!parsed.ok) return refuseGomoku(io, `gomoku move: ${describeArgError(parsed.error)}`);
  const { flags, positionals } = parsed.value;
  if (flags.help) {
    io.stdout.write(GOMOKU_USAGE.move);
    return GOMOKU_STATUS.ok;
  }
  if (positionals.length > 1)
    return refuseGomoku(io, `gomoku move: one FILE at most, got ${positionals.length}`);
  const s = await readPosition(positionals[0], flags.rule ?? 'freestyle', flags['to-move'], io);
  if (!s.ok) return refuseGomoku(io, `gomoku move: ${s.error}`);
  const state = s.value;
  const o = state.outcome;
  if (o) {
    const why =
      o.reason === 'five'
        ? `${o.winner ?? 'a side'} already has five in a row`
        : o.reason === 'full-board'
          ? 'the board is full'
          : 'black has no legal move';
    return refuseGomoku(io, `gomoku move: the game is over: ${why}`);
  }
  const answer = chooseMove(state, {
    timeMs: flags.time ?? 1000,
    level: (flags.level ?? 5) as AiLevel,
  });
  if (!answer || isChoice(answer.move))
    return refuseGomoku(io, `gomoku move: ${state.toMove} has no legal move`);
  io.stdout.write(`${formatPoint(answer.move, state.config.size)}\n`);
  return GOMOKU_STATUS.ok;
}
