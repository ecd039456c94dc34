/**
 * Record import and export for the page: guesses the format of a text (SGF,
 * the JSON record or a move string), reads it through the engine and turns the
 * engine's typed errors into one clear sentence; and saves files.
 *
 * @example
 * ```ts
 * const r = importRecord('h8i9j10', { size: 15, rule: 'freestyle' }, t);
 * if (r.ok) load(r.value.state, r.value.format); else show(r.error);
 * ```
 */
import { err, ok, type Result } from '@qipan/core';
import {
  fromJsonRecord,
  fromMoveString,
  fromSgf,
  toJsonRecord,
  toMoveString,
  toSgf,
  type GomokuState,
  type RuleSet,
} from '@qipan/gomoku';
import { gomokuRecordErrorText, gomokuSgfErrorText } from '../../i18n/recordErrors.js';
import { say, type Tr } from '../../session/local/messages.js';

export type RecordFormat = 'SGF' | 'JSON record' | 'move string';

/** The catalogue key of a format's name (`gomoku:importDialog.format.*`). */
export const FORMAT_KEY = { SGF: 'sgf', 'JSON record': 'json', 'move string': 'moves' } as const;

export interface Imported {
  readonly state: GomokuState;
  readonly format: RecordFormat;
}

/** What a move string does not say: the board size and the rule set. */
export interface MoveStringDefaults {
  readonly size: number;
  readonly rule: RuleSet;
}

export function detectFormat(text: string): RecordFormat {
  const t = text.trimStart();
  if (t.startsWith('(')) return 'SGF';
  if (t.startsWith('{')) return 'JSON record';
  return 'move string';
}

/** Reads a record text; the error is a sentence for the user, in the reader's language. */
export function importRecord(
  input: string | Uint8Array,
  defaults: MoveStringDefaults,
  tr: Tr,
): Result<Imported, string> {
  const t = say(tr);
  const text = typeof input === 'string' ? input : new TextDecoder().decode(input);
  if (text.trim() === '') return err(t('gomoku:importDialog.empty'));
  const format = detectFormat(text);
  if (format === 'SGF') {
    const r = fromSgf(input, { rule: defaults.rule });
    return r.ok
      ? ok({ state: r.value, format })
      : err(t('gomoku:importDialog.sgfError', { message: gomokuSgfErrorText(tr, r.error) }));
  }
  if (format === 'JSON record') {
    const r = fromJsonRecord(text);
    return r.ok
      ? ok({ state: r.value, format })
      : err(t('gomoku:importDialog.jsonError', { message: gomokuRecordErrorText(tr, r.error) }));
  }
  const r = fromMoveString(text.trim(), defaults);
  if (r.ok) return ok({ state: r.value, format });
  const e = r.error;
  const message = gomokuRecordErrorText(tr, e);
  if (e.reason === 'bad-move-text' && e.offset !== undefined)
    return err(t('gomoku:importDialog.movesErrorAt', { message, offset: e.offset + 1 }));
  return err(t('gomoku:importDialog.movesError', { message }));
}

export function sgfText(s: GomokuState): string {
  return toSgf(s, { DT: new Date().toISOString().slice(0, 10) });
}

/** The JSON record, pretty-printed, with the date as a tag. */
export function jsonText(s: GomokuState): string {
  return `${JSON.stringify(toJsonRecord(s, { date: new Date().toISOString().slice(0, 10) }), null, 2)}\n`;
}

export function moveStringText(s: GomokuState, tr: Tr): Result<string, string> {
  const r = toMoveString(s);
  return r.ok ? ok(r.value) : err(gomokuRecordErrorText(tr, r.error));
}
