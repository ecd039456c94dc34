/**
 * Position strings: the rows from top to bottom separated by `/` (`R` Red, `B`
 * Blue, `.` empty), a space, and the side to move (`r` or `b`). A position written
 * this way is in the movement phase. Parsing gives an unchecked setup;
 * {@link fromSetup} is the one step that makes it a playable state.
 *
 * @example
 * ```ts
 * import { parsePosition, fromSetup, formatPosition } from '@qipan/chongzi';
 * const setup = parsePosition('BBBB/..../..../RRRR r');
 * if (setup.ok) {
 *   const s = fromSetup(setup.value, { start: 'fixed' });
 *   if (s.ok) formatPosition(s.value); // 'BBBB/..../..../RRRR r'
 * }
 * ```
 */
import { err, ok, type Result } from '@qipan/core';
import { FastBoard, PHASE_MOVEMENT } from './fastboard.js';
import { sideCode, stateFromFast, type ChongziState } from './state.js';
import type { BoardSize, ChongziOptions, Side } from './types.js';
import { resolveOptions } from './types.js';

/** A parsed, not yet validated position. */
export interface PositionSetup {
  readonly size: number;
  /** Row-major, top row first. */
  readonly board: readonly (Side | undefined)[];
  readonly turn: Side;
}

export const POSITION_ERRORS = [
  'malformed',
  'bad-size',
  'bad-row',
  'bad-piece',
  'bad-turn',
  'size-mismatch',
] as const;
export type PositionErrorReason = (typeof POSITION_ERRORS)[number];

export interface PositionError {
  readonly reason: PositionErrorReason;
  readonly message: string;
  /** Character offset in the text where the problem is, when there is one. */
  readonly at?: number;
}

const fail = (
  reason: PositionErrorReason,
  message: string,
  at?: number,
): { ok: false; error: PositionError } =>
  err(at === undefined ? { reason, message } : { reason, message, at });

export function parsePosition(text: string): Result<PositionSetup, PositionError> {
  const m = /^(\S+) (\S+)$/.exec(text);
  if (!m) return fail('malformed', 'expected "ROWS side", e.g. "BBBB/..../..../RRRR r"');
  const rowsText = m[1] as string;
  const rows = rowsText.split('/');
  const n = rows.length;
  if (n !== 4 && n !== 5)
    return fail('bad-size', `${n} rows: Chongzi is played on 4×4 or 5×5 points`);
  const board: (Side | undefined)[] = [];
  let offset = 0;
  for (const row of rows) {
    if (row.length !== n)
      return fail('bad-row', `row "${row}" has ${row.length} points, expected ${n}`, offset);
    for (let i = 0; i < row.length; i++) {
      const c = row[i];
      if (c === 'R') board.push('red');
      else if (c === 'B') board.push('blue');
      else if (c === '.') board.push(undefined);
      else return fail('bad-piece', `"${c}" is not R, B or .`, offset + i);
    }
    offset += row.length + 1;
  }
  const t = m[2];
  if (t !== 'r' && t !== 'b')
    return fail('bad-turn', `side to move must be r or b, not "${t}"`, rowsText.length + 1);
  return ok({ size: n, board, turn: t === 'r' ? 'red' : 'blue' });
}

export function formatPosition(p: {
  readonly size: number;
  readonly board: readonly (Side | undefined)[];
  readonly turn: Side;
}): string {
  const rows: string[] = [];
  for (let y = 0; y < p.size; y++) {
    let row = '';
    for (let x = 0; x < p.size; x++) {
      const c = p.board[y * p.size + x];
      row += c === 'red' ? 'R' : c === 'blue' ? 'B' : '.';
    }
    rows.push(row);
  }
  return `${rows.join('/')} ${p.turn === 'red' ? 'r' : 'b'}`;
}

/**
 * A movement-phase state from a setup. `options.start` says whether captures
 * replace (`fixed`) or remove (`empty`); `options.size`, if given, must match.
 */
export function fromSetup(
  setup: PositionSetup,
  options: ChongziOptions = {},
): Result<ChongziState, PositionError> {
  const n = setup.size;
  if (n !== 4 && n !== 5)
    return fail('bad-size', `size ${n}: Chongzi is played on 4×4 or 5×5 points`);
  if (options.size !== undefined && options.size !== n) {
    return fail(
      'size-mismatch',
      `the position is ${n}×${n} but the options say ${options.size}×${options.size}`,
    );
  }
  if (setup.board.length !== n * n)
    return fail('bad-row', `expected ${n * n} points, got ${setup.board.length}`);
  const o = resolveOptions({ ...options, size: n as BoardSize });
  let red = 0;
  let blue = 0;
  setup.board.forEach((c, p) => {
    if (c === 'red') red |= 1 << p;
    else if (c === 'blue') blue |= 1 << p;
  });
  const fb = new FastBoard({
    size: n,
    replace: o.start === 'fixed',
    capturesDuringPlacement: o.capturesDuringPlacement,
    first: sideCode(o.firstPlayer),
    red,
    blue,
    side: sideCode(setup.turn),
    phase: PHASE_MOVEMENT,
    removals: o.start === 'fixed' ? 0 : 2,
  });
  return ok(
    stateFromFast(fb, o, {
      ply: 0,
      quietMoves: 0,
      lastMove: undefined,
      captures: [],
      prevTrail: undefined,
    }),
  );
}

/** {@link parsePosition} then {@link fromSetup}. */
export function positionState(
  text: string,
  options: ChongziOptions = {},
): Result<ChongziState, PositionError> {
  const setup = parsePosition(text);
  return setup.ok ? fromSetup(setup.value, options) : setup;
}
