/**
 * SGF in and out for the Go page: bytes or pasted text → a review model (loaded up
 * to an illegal move, saying which and why), and the record → `.sgf` text.
 *
 * @example
 * ```ts
 * const r = loadSgfModel(t, '(;GM[1]SZ[9];B[ee];W[ee])', 'pasted');
 * if (r.ok) r.value.warning; // 'Move 2 (White E5) is illegal: Occupied: … Loaded up to move 1.'
 * recordToSgfText(r.value.record); // '(;GM[1]SZ[9]…)\n'
 * ```
 */
import { err, formatSgf, ok, parseSgfBytes, type Result } from '@qipan/core';
import { goRecordToSgf, loadGoRecord, type GoRecord, type IllegalRecordMove } from '@qipan/go';
import { colorName, refusalText, sentences, type TFunction } from './labels.js';
import { base, type GameModel } from './model.js';
import { lineEnd, remember } from './tree.js';

/** Which move was illegal and why, in words. */
export function illegalMoveText(t: TFunction, e: IllegalRecordMove): string {
  const where = e.vertex ?? (e.value === '' ? t('sgf.pass') : `[${e.value}]`);
  return t('sgf.illegalMove', {
    n: e.moveNumber,
    color: colorName(t, e.color),
    where,
    reason: refusalText(t, e.reason),
    previous: e.moveNumber - 1,
  });
}

/** Parses and loads the first game of a file; malformed files say where. */
export function loadSgfModel(
  t: TFunction,
  input: Uint8Array | string,
  source: string,
): Result<GameModel, string> {
  const parsed = parseSgfBytes(input);
  if (!parsed.ok) {
    const e = parsed.error;
    const where = { source, line: e.line, column: e.column, message: e.message };
    return err(t('sgf.cannotRead', where));
  }
  const tree = parsed.value.collection[0];
  if (!tree) return err(t('sgf.noGame', { source }));
  const rec = loadGoRecord(tree);
  if (!rec.ok) return err(t('sgf.cannotLoad', { source, message: rec.error.message }));
  const record = rec.value;
  const first = record.errors[0];
  const games = parsed.value.collection.length;
  const model = base(record, source, '');
  let moves = 0;
  for (const n of record.tree.walk()) if (n.data.move) moves++;
  const size = record.rules.size;
  const loaded = t(games > 1 ? 'announce.loadedFirst' : 'announce.loaded', {
    source,
    size,
    count: moves,
    games,
  });
  const warning = first ? illegalMoveText(t, first) : undefined;
  return ok({
    ...model,
    chosen: remember(record, {}, lineEnd(record, {}, 0)),
    announce: warning ? sentences(t, [loaded, warning]) : loaded,
    warning,
  });
}

/** The record as SGF text (UTF-8 charset). */
export const recordToSgfText = (record: GoRecord): string =>
  formatSgf([goRecordToSgf(record)], { charset: 'UTF-8' });

/** A file name for saving: the players, or the date. */
export function sgfFileName(record: GoRecord): string {
  const root = record.tree.node(record.tree.rootId).data.sgf;
  const pb = root.PB?.[0];
  const pw = root.PW?.[0];
  const date = root.DT?.[0] ?? new Date().toISOString().slice(0, 10);
  const who = pb && pw ? `${pb}-vs-${pw}` : 'qipan-go';
  return `${who}-${date}`.replace(/[^\p{L}\p{N}._-]+/gu, '_') + '.sgf';
}
