/**
 * The reader of opening-book data files (`freestyle-book.json`, written by
 * `lab/gomoku/build-book.ts`): checks the document and every entry, and gives the
 * table the book looks moves up in. A file that breaks the format is refused with the
 * reason, never half read.
 *
 * @example
 * ```ts
 * import data from './freestyle-book.json' with { type: 'json' };
 * const r = readBook(data);
 * if (r.ok) r.value.moves.get('hh/'); // 'hg'
 * ```
 */
import { err, ok, type Result } from '@qipan/core';

/** An opening book as read: canonical key → move (two letters) in the canonical frame. */
export interface BookTable {
  readonly rule: 'freestyle';
  readonly size: number;
  /** The most stones a position of the book has. */
  readonly maxStones: number;
  readonly moves: ReadonlyMap<string, string>;
}

/** Why a book file was refused. */
export type BookDataError =
  | { readonly reason: 'not-a-book'; readonly detail: string }
  | { readonly reason: 'unknown-version'; readonly version: unknown }
  | {
      readonly reason: 'bad-entry';
      readonly index: number;
      readonly entry: unknown;
      readonly detail: string;
    };

/** The format name a book file carries. */
export const BOOK_FORMAT = 'qipan-opening-book';
/** The version of the format this reader reads. */
export const BOOK_VERSION = 1;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Points seen in the entry being checked (one mark per point, the entry's number). */
let marks = new Uint32Array(0);
let markNo = 0;

/**
 * Checks one `key move` entry; why not, or undefined when it is good. Letter pairs are
 * read in place, with one reused mark per point (the shipped book has 7,096 entries,
 * checked when the AI first looks a move up).
 */
function entryProblem(entry: string, size: number, maxStones: number): string | undefined {
  const sp = entry.indexOf(' ');
  if (sp < 0 || entry.indexOf(' ', sp + 1) >= 0) return 'not "key move"';
  const slash = entry.indexOf('/');
  if (slash < 0 || slash > sp || entry.indexOf('/', slash + 1) >= 0)
    return 'the key has no single "/" between black and white';
  if (slash % 2 !== 0 || (sp - slash - 1) % 2 !== 0) return 'a stone off the board';
  if (marks.length < size * size) marks = new Uint32Array(size * size);
  markNo = (markNo + 1) >>> 0 || 1;
  const point = (k: number): number => {
    const x = entry.charCodeAt(k) - 97;
    const y = entry.charCodeAt(k + 1) - 97;
    return x >= 0 && x < size && y >= 0 && y < size ? y * size + x : -1;
  };
  // Black's stones before the slash, White's after it.
  for (const [from, to] of [
    [0, slash],
    [slash + 1, sp],
  ] as const) {
    for (let k = from; k < to; k += 2) {
      const p = point(k);
      if (p < 0) return 'a stone off the board';
      if (marks[p] === markNo) return 'two stones on one point';
      marks[p] = markNo;
    }
  }
  const blacks = slash / 2;
  const whites = (sp - slash - 1) / 2;
  const stones = blacks + whites;
  if (stones === 0 || stones > maxStones) return `${stones} stones`;
  if (blacks - whites < 0 || blacks - whites > 1) return 'the stone counts do not alternate';
  if (entry.length - sp - 1 !== 2) return 'the move is not one point';
  const m = point(sp + 1);
  if (m < 0) return 'the move is not one point';
  if (marks[m] === markNo) return 'the move is on a stone';
  return undefined;
}

/** Reads a book document (the parsed JSON of a book file). */
export function readBook(data: unknown): Result<BookTable, BookDataError> {
  if (!isRecord(data)) return err({ reason: 'not-a-book', detail: 'not a JSON object' });
  if (data['format'] !== BOOK_FORMAT)
    return err({ reason: 'not-a-book', detail: `format is not "${BOOK_FORMAT}"` });
  if (data['version'] !== BOOK_VERSION)
    return err({ reason: 'unknown-version', version: data['version'] });
  const { rule, size, maxStones, entries } = data;
  if (rule !== 'freestyle') return err({ reason: 'not-a-book', detail: 'rule is not "freestyle"' });
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 5 || size > 26)
    return err({ reason: 'not-a-book', detail: 'size is not a whole number from 5 to 26' });
  if (typeof maxStones !== 'number' || !Number.isInteger(maxStones) || maxStones < 1)
    return err({ reason: 'not-a-book', detail: 'maxStones is not a positive whole number' });
  if (!Array.isArray(entries))
    return err({ reason: 'not-a-book', detail: 'entries is not a list' });
  const moves = new Map<string, string>();
  for (const [index, entry] of (entries as unknown[]).entries()) {
    const detail =
      typeof entry === 'string' ? entryProblem(entry, size, maxStones) : 'not a string';
    if (detail !== undefined) return err({ reason: 'bad-entry', index, entry, detail });
    const sp = (entry as string).indexOf(' ');
    const key = (entry as string).slice(0, sp);
    const move = (entry as string).slice(sp + 1);
    if (moves.has(key))
      return err({ reason: 'bad-entry', index, entry, detail: 'a key seen before' });
    moves.set(key, move);
  }
  return ok({ rule, size, maxStones, moves });
}

/** A refusal as one line of text (for the error a broken shipped file throws). */
export function describeBookError(e: BookDataError): string {
  switch (e.reason) {
    case 'not-a-book':
      return `not an opening book: ${e.detail}`;
    case 'unknown-version':
      return `opening book version ${JSON.stringify(e.version)}, this reader reads ${BOOK_VERSION}`;
    case 'bad-entry':
      return `opening book entry ${e.index} (${JSON.stringify(e.entry)}): ${e.detail}`;
  }
}
