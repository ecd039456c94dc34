/**
 * SGF in and out for the Go page: bytes or pasted text → a review of any game of the
 * file (loaded up to an illegal move, which it keeps), or why it cannot be (a code),
 * the list of the file's games, and the record → `.sgf` text.
 *
 * @example
 * ```ts
 * const r = loadSgfReview('(;GM[1]SZ[9];B[ee];W[ee])', 'pasted');
 * if (r.ok) r.value.warning; // { moveNumber: 2, color: 'white', reason: 'occupied', … }
 * recordToSgfText(r.value.record); // '(;GM[1]SZ[9]…)\n'
 * loadSgfReview('(;GM[1]PB[A])(;GM[1]PB[B])', 'two.sgf', 1); // the second game; review.games lists both
 * ```
 */
import {
  err,
  formatSgf,
  ok,
  parseSgfBytes,
  sgfMainLine,
  sgfProp,
  type Result,
  type SgfCollection,
  type SgfError,
} from '@qipan/core';
import { goRecordToSgf, loadGoRecord, type GoRecord, type GoRecordError } from '@qipan/go';
import { base, type RecordReview } from './review.js';
import { lineEnd, remember } from './tree.js';

/** One game of a collection, as a list of games shows it (root properties as written). */
export interface SgfGameSummary {
  /** 0-based place in the file. */
  readonly index: number;
  readonly GN: string | undefined;
  readonly PB: string | undefined;
  readonly PW: string | undefined;
  readonly BR: string | undefined;
  readonly WR: string | undefined;
  readonly DT: string | undefined;
  readonly RE: string | undefined;
  /** The board size SZ names (19 without SZ), undefined when it is not a number. */
  readonly size: number | undefined;
  /** Moves (B or W nodes, passes included) on the game's main line. */
  readonly moves: number;
}

/** Every game of a parsed collection: players, date, result, size and main-line moves. */
export function sgfGameSummaries(collection: SgfCollection): SgfGameSummary[] {
  return collection.map((tree, index) => {
    const root = tree.nodes[0] ?? {};
    const prop = (id: string): string | undefined => sgfProp(root, id);
    const sz = (prop('SZ') ?? '19').split(':')[0]?.trim() ?? '';
    let moves = 0;
    for (const n of sgfMainLine(tree)) if (n.B !== undefined || n.W !== undefined) moves++;
    return {
      index,
      GN: prop('GN'),
      PB: prop('PB'),
      PW: prop('PW'),
      BR: prop('BR'),
      WR: prop('WR'),
      DT: prop('DT'),
      RE: prop('RE'),
      size: /^[0-9]+$/.test(sz) ? Number(sz) : undefined,
      moves,
    };
  });
}

/** Why a file cannot be opened as a review (put into words by `reviewWords.ts`). */
export type SgfLoadError =
  | { readonly kind: 'syntax'; readonly source: string; readonly error: SgfError }
  | { readonly kind: 'no-game'; readonly source: string }
  | {
      readonly kind: 'no-such-game';
      readonly source: string;
      readonly index: number;
      readonly games: number;
    }
  | { readonly kind: 'record'; readonly source: string; readonly error: GoRecordError };

/**
 * Parses a file and loads game `gameIndex` (0-based, the first by default) of it;
 * malformed files say where, and a game the file does not hold says how many it does.
 * The review keeps the list of games (`games`) and which one it is (`gameIndex`).
 */
export function loadSgfReview(
  input: Uint8Array | string,
  source: string,
  gameIndex = 0,
): Result<RecordReview, SgfLoadError> {
  const parsed = parseSgfBytes(input);
  if (!parsed.ok) return err({ kind: 'syntax', source, error: parsed.error });
  const collection = parsed.value.collection;
  if (collection.length === 0) return err({ kind: 'no-game', source });
  const games = collection.length;
  const tree = Number.isInteger(gameIndex) ? collection[gameIndex] : undefined;
  if (!tree) return err({ kind: 'no-such-game', source, index: gameIndex, games });
  const rec = loadGoRecord(tree);
  if (!rec.ok) return err({ kind: 'record', source, error: rec.error });
  const record = rec.value;
  const warning = record.errors[0];
  let moves = 0;
  for (const n of record.tree.walk()) if (n.data.move) moves++;
  const size = record.rules.size;
  return ok({
    ...base(record, source),
    chosen: remember(record, {}, lineEnd(record, {}, 0)),
    announce: { kind: 'loaded', source, size, moves, games, index: gameIndex, warning },
    warning,
    ...(games > 1 ? { games: sgfGameSummaries(collection), gameIndex } : {}),
  });
}

/** The record as SGF text (UTF-8 charset). */
export const recordToSgfText = (record: GoRecord): string =>
  formatSgf([goRecordToSgf(record)], { charset: 'UTF-8' });

/**
 * A file name for saving: the name of the opened file (`source`) when there is one,
 * else the players, or the date.
 */
export function sgfFileName(record: GoRecord, source?: string): string {
  const opened = source?.split(/[\\/]/).pop()?.trim();
  if (opened && /\.sgf$/i.test(opened) && opened.length > 4) return opened;
  const root = record.tree.node(record.tree.rootId).data.sgf;
  const pb = root.PB?.[0];
  const pw = root.PW?.[0];
  const date = root.DT?.[0] ?? new Date().toISOString().slice(0, 10);
  const who = pb && pw ? `${pb}-vs-${pw}` : 'qipan-go';
  return `${who}-${date}`.replace(/[^\p{L}\p{N}._-]+/gu, '_') + '.sgf';
}
