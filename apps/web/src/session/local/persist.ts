/**
 * A match in local storage (an entry of ../storage/saved.ts): the envelope's payload is
 * `{ record: MatchRecordJson, settings, view? }`, read back strictly by `fromRecordAs` with the page's game; a
 * record of another game or one that does not read is kept aside and reported.
 *
 * @example
 * ```ts
 * saveMatch(spec, match, settings);
 * const r = restoreMatch(spec); // { kind: 'ok', match, settings } | { kind: 'bad', notice } | { kind: 'none' }
 * ```
 */
import { err, ok, type Result } from '@qipan/core';
import {
  fromRecordAs,
  parseGameId,
  toRecord,
  type AnyMatch,
  type Match,
  type MatchGame,
} from '@qipan/match';
import { badNotice, loadEntry, saveEntry, type SavedGame } from '../../storage/saved.js';

export interface PersistSpec<S, M, O, X> {
  readonly saveAs: SavedGame;
  /** The game the record must be of (read with it alone: no other game's engine is needed). */
  readonly game: MatchGame<S, M, O>;
  readonly settings: { readonly initial: X; read(json: unknown): X };
  /** Written as the payload's `kind` when a page keeps more than one kind of payload (Go). */
  readonly payloadKind?: string;
  summary(match: Match<S, M, O>, settings: X): string;
}

export type Restored<S, M, O, X> =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'ok';
      readonly match: Match<S, M, O>;
      readonly settings: X;
      /** The ply that was shown, when an earlier one. */
      readonly view: number | undefined;
    }
  | {
      readonly kind: 'bad';
      /** The English notice (pages translate `match:saved.bad` with `reason`). */
      readonly notice: string;
      readonly reason: string;
    };

export function saveMatch<S, M, O, X>(
  spec: PersistSpec<S, M, O, X>,
  match: Match<S, M, O>,
  settings: X,
  view?: number,
): void {
  let record: unknown;
  try {
    record = toRecord(match as AnyMatch);
  } catch (e) {
    console.warn('qipan: could not write the match record', e);
    return;
  }
  saveEntry(spec.saveAs, {
    finished: match.result !== undefined,
    summary: spec.summary(match, settings),
    payload: {
      ...(spec.payloadKind === undefined ? {} : { kind: spec.payloadKind }),
      record,
      settings,
      ...(view === undefined ? {} : { view }),
    },
  });
}

/** Reads a saved payload: the record strictly, the settings leniently. */
export function readPayload<S, M, O, X>(
  spec: PersistSpec<S, M, O, X>,
  payload: unknown,
): Result<
  { match: Match<S, M, O>; settings: X; view: number | undefined },
  { readonly message: string }
> {
  if (typeof payload !== 'object' || payload === null || !('record' in payload))
    return err({ message: 'payload.record: missing' });
  const p = payload as { record: unknown; settings?: unknown; view?: unknown };
  const other =
    typeof p.record === 'object' && p.record !== null && 'game' in p.record
      ? parseGameId(p.record.game)
      : undefined;
  if (other?.ok && other.value !== spec.game.id)
    return err({ message: `record: a ${other.value} game, not ${spec.game.id}` });
  const r = fromRecordAs(spec.game, p.record);
  if (!r.ok)
    return err({ message: `${r.error.path ? `${r.error.path}: ` : ''}${r.error.message}` });
  const match = r.value;
  const view =
    typeof p.view === 'number' && Number.isInteger(p.view) && p.view >= 0 && p.view < match.plies
      ? p.view
      : undefined;
  return ok({ match, settings: spec.settings.read(p.settings), view });
}

export function restoreMatch<S, M, O, X>(spec: PersistSpec<S, M, O, X>): Restored<S, M, O, X> {
  const r = loadEntry(spec.saveAs, (p) => readPayload(spec, p));
  if (r.kind === 'none') return r;
  if (r.kind === 'bad') return { kind: 'bad', notice: badNotice(r.reason), reason: r.reason };
  return { kind: 'ok', ...r.value };
}
