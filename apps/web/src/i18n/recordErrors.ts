/**
 * Why a record file cannot be read, in the reader's language: the engines give typed
 * reason codes (core's SGF syntax errors, Go's and Gomoku's record errors) with an
 * English message for logs; the page shows the translated reason instead.
 *
 * @example
 * ```ts
 * const r = parseSgfBytes('(;GM[1]');
 * if (!r.ok) sgfErrorText(t, r.error); // zh: '文件在棋谱中途结束'
 * ```
 */
import type { SgfError, SgfErrorReason } from '@qipan/core';
import type { GoRecordError } from '@qipan/go';
import type { GomokuSgfError, RecordError } from '@qipan/gomoku';
import { say, type Tr } from './say.js';

/** Go's record reasons (the engine has the type, not a list). */
export const GO_RECORD_REASONS = [
  'not-go',
  'bad-size',
  'bad-handicap',
  'bad-komi',
  'bad-rule',
  'bad-setup',
  'too-many-nodes',
] as const satisfies readonly GoRecordError['reason'][];

/** Gomoku's SGF reasons besides a syntax error (which `sgfErrorText` says). */
export const GOMOKU_SGF_REASONS = [
  'wrong-game',
  'bad-size',
  'bad-setup',
  'no-pass',
  'bad-point',
  'illegal-move',
] as const satisfies readonly Exclude<GomokuSgfError['reason'], 'sgf-syntax'>[];

/** The reason of an SGF syntax error (where it is is the caller's sentence). */
export function sgfErrorText(
  t: Tr,
  e: Pick<SgfError, 'reason'> | { reason: SgfErrorReason },
): string {
  return say(t)(`reasons:sgf.${e.reason}`);
}

/** Why an SGF game is no Go record. */
export function goRecordErrorText(t: Tr, e: GoRecordError): string {
  return say(t)(
    `reasons:goRecord.${e.reason}`,
    e.reason === 'too-many-nodes' ? { limit: e.limit } : {},
  );
}

/** Gomoku's JSON record and move-string reasons (the engine has the type, not a list). */
export const GOMOKU_RECORD_REASONS = [
  'not-json',
  'wrong-format',
  'unsupported-version',
  'invalid-field',
  'bad-move-text',
  'illegal-move',
  'result-mismatch',
  'has-setup',
  'has-choices',
] as const satisfies readonly RecordError['reason'][];

/**
 * Why a Gomoku JSON record or move string cannot be read or written: a move string's
 * unreadable text says no move number (the caller says at which character).
 */
export function gomokuRecordErrorText(t: Tr, e: RecordError): string {
  const s = say(t);
  switch (e.reason) {
    case 'invalid-field':
      return s('reasons:gomokuRecord.invalid-field', { path: e.path });
    case 'bad-move-text':
      return e.index < 0
        ? s('reasons:gomokuRecord.bad-point')
        : s('reasons:gomokuRecord.bad-move-text', { n: e.index + 1 });
    case 'illegal-move':
      return s('reasons:gomokuRecord.illegal-move', {
        n: e.index + 1,
        move: e.move,
        reason: s(`gomoku:refusal.${e.refusal}`),
      });
    default:
      return s(`reasons:gomokuRecord.${e.reason}`);
  }
}

/** Why an SGF text is no Gomoku record. */
export function gomokuSgfErrorText(t: Tr, e: GomokuSgfError): string {
  return e.reason === 'sgf-syntax'
    ? sgfErrorText(t, e.sgf)
    : say(t)(`reasons:gomokuSgf.${e.reason}`);
}
