/**
 * JSON game records: `{ format: 'qipan-chongzi', version: 1, options, position?,
 * moves, result? }` with moves in the notation of {@link formatMove}. Import
 * validates everything and replays the moves, refusing with a typed error.
 *
 * @example
 * ```ts
 * import { initial, exportRecord, importRecord } from '@qipan/chongzi';
 * const rec = exportRecord(initial({ size: 4, start: 'fixed' }), []);
 * const back = importRecord(JSON.parse(JSON.stringify(rec)));
 * if (back.ok) back.value.states.length; // 1
 * ```
 */
import { err, ok, type Result } from '@qipan/core';
import { playMove } from './game.js';
import { formatMove, parseMove } from './notation.js';
import { formatPosition, positionState } from './position.js';
import { initial, type ChongziState } from './state.js';
import type { ChongziEndReason, ChongziMove, ResolvedOptions, Side } from './types.js';
import { BOARD_SIZES, END_REASONS, SIDES, STARTS } from './types.js';

export const RECORD_FORMAT = 'qipan-chongzi';
export const RECORD_VERSION = 1;

export interface ChongziRecord {
  readonly format: typeof RECORD_FORMAT;
  readonly version: typeof RECORD_VERSION;
  readonly options: ResolvedOptions;
  /** A movement-phase start position, when the game did not begin at the variant's start. */
  readonly position?: string;
  readonly moves: readonly string[];
  readonly result?: { readonly winner: Side | null; readonly reason: ChongziEndReason };
}

export const RECORD_ERRORS = [
  'not-an-object',
  'wrong-format',
  'unsupported-version',
  'bad-options',
  'bad-position',
  'bad-move',
  'illegal-move',
  'result-mismatch',
] as const;
export type RecordErrorReason = (typeof RECORD_ERRORS)[number];

export interface RecordError {
  readonly reason: RecordErrorReason;
  readonly message: string;
  /** Index in `moves` of the offending move. */
  readonly moveIndex?: number;
}

const fail = (
  reason: RecordErrorReason,
  message: string,
  moveIndex?: number,
): { ok: false; error: RecordError } =>
  err(moveIndex === undefined ? { reason, message } : { reason, message, moveIndex });

/**
 * A record of the game from `start` through `moves`. Pass a state made by
 * `positionState` as `start` to record a game from a set-up position.
 */
export function exportRecord(start: ChongziState, moves: readonly ChongziMove[]): ChongziRecord {
  const fromStart =
    formatPosition(start) === formatPosition(initial(start.options)) && start.ply === 0;
  let s = start;
  const texts: string[] = [];
  for (const m of moves) {
    texts.push(formatMove(m, s.size));
    const r = playMove(s, m);
    if (!r.ok)
      throw new RangeError(
        `exportRecord: illegal move ${formatMove(m, s.size)}: ${r.error.message}`,
      );
    s = r.value;
  }
  const base = { format: RECORD_FORMAT, version: RECORD_VERSION, options: start.options } as const;
  const position =
    fromStart && start.phase === initial(start.options).phase
      ? {}
      : { position: formatPosition(start) };
  const result = s.outcome
    ? { result: { winner: s.outcome.winnerSide ?? null, reason: s.outcome.reason } }
    : {};
  return { ...base, ...position, moves: texts, ...result };
}

function readOptions(v: unknown): ResolvedOptions | undefined {
  if (typeof v !== 'object' || v === null) return undefined;
  const o = v as Record<string, unknown>;
  const q = o.quietMoveLimit;
  if (
    !BOARD_SIZES.includes(o.size as 4) ||
    !STARTS.includes(o.start as 'fixed') ||
    !SIDES.includes(o.firstPlayer as 'red') ||
    typeof o.capturesDuringPlacement !== 'boolean' ||
    typeof o.drawByRepetition !== 'boolean' ||
    !(q === null || (Number.isInteger(q) && (q as number) > 0))
  ) {
    return undefined;
  }
  return {
    size: o.size as 4 | 5,
    start: o.start as 'fixed' | 'empty',
    firstPlayer: o.firstPlayer as Side,
    capturesDuringPlacement: o.capturesDuringPlacement,
    drawByRepetition: o.drawByRepetition,
    quietMoveLimit: q as number | null,
  };
}

/** Validates a parsed JSON value and replays it: every state from the start to the end. */
export function importRecord(
  json: unknown,
): Result<
  { readonly record: ChongziRecord; readonly states: readonly ChongziState[] },
  RecordError
> {
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return fail('not-an-object', 'a record is a JSON object');
  const r = json as Record<string, unknown>;
  if (r.format !== RECORD_FORMAT) return fail('wrong-format', `format must be "${RECORD_FORMAT}"`);
  if (r.version !== RECORD_VERSION)
    return fail('unsupported-version', `version ${String(r.version)} is not supported`);
  const options = readOptions(r.options);
  if (!options)
    return fail(
      'bad-options',
      'options need size 4|5, start, firstPlayer, two booleans and quietMoveLimit',
    );
  let s: ChongziState;
  if (r.position !== undefined) {
    if (typeof r.position !== 'string') return fail('bad-position', 'position must be a string');
    const p = positionState(r.position, options);
    if (!p.ok) return fail('bad-position', p.error.message);
    s = p.value;
  } else {
    s = initial(options);
  }
  if (!Array.isArray(r.moves) || !r.moves.every((m) => typeof m === 'string')) {
    return fail('bad-move', 'moves must be an array of strings');
  }
  const states: ChongziState[] = [s];
  for (let i = 0; i < r.moves.length; i++) {
    const text = r.moves[i] as string;
    const m = parseMove(text, s.size);
    if (!m.ok) return fail('bad-move', `move ${i + 1} "${text}": ${m.error.message}`, i);
    const next = playMove(s, m.value);
    if (!next.ok) return fail('illegal-move', `move ${i + 1} "${text}": ${next.error.message}`, i);
    s = next.value;
    states.push(s);
  }
  let result: ChongziRecord['result'];
  if (r.result !== undefined) {
    const res = r.result as { winner?: unknown; reason?: unknown } | null;
    const ok1 =
      typeof res === 'object' &&
      res !== null &&
      (res.winner === null || SIDES.includes(res.winner as Side)) &&
      END_REASONS.includes(res.reason as ChongziEndReason);
    if (!ok1) return fail('result-mismatch', 'result must be { winner: red|blue|null, reason }');
    result = { winner: res.winner as Side | null, reason: res.reason as ChongziEndReason };
    if (
      !s.outcome ||
      (s.outcome.winnerSide ?? null) !== result.winner ||
      s.outcome.reason !== result.reason
    ) {
      return fail('result-mismatch', 'the recorded result is not where the moves lead');
    }
  }
  const record: ChongziRecord = {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    options,
    ...(typeof r.position === 'string' ? { position: r.position } : {}),
    moves: r.moves as string[],
    ...(result ? { result } : {}),
  };
  return ok({ record, states });
}
