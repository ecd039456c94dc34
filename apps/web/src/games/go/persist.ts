/**
 * Keeps the Go page across reloads and Back in `localStorage` under `qipan.saved.go`
 * (the shared saved-game envelope). The payload says which kind it is: a game in play
 * is a match record (`kind: 'match'`, written and restored by the match controller),
 * a reviewed SGF is `{ kind: 'review', sgf, path, source, result?, collection? }` (the
 * other games of a file of several, as SGF texts, when they are not too big). The format of
 * before the match layer (`{ sgf, path, settings, source?, result? }`) is still read:
 * a review stays a review, a game in play becomes a match. A value that cannot be read
 * is moved aside to `qipan.saved.go.bad.<savedAtMs or now>` and reported.
 *
 * @example
 * ```ts
 * const s = startup(t); // { kind: 'play', notice? } | { kind: 'review', review } (notices in the language of t)
 * saveReview(t, review);
 * ```
 */
import { formatSgf, parseSgf } from '@qipan/core';
import { goRecordToSgf, isOver, loadGoRecord, pathIds, type GoRecord } from '@qipan/go';
import { apply, createMatch, goMatch } from '@qipan/match';
import { saveMatch } from '../../session/local/persist.js';
import { keepAside, saveEntry } from '../../storage/saved.js';
import { goSpec } from './goSpec.js';
import { goRecordErrorText, sgfErrorText } from '../../i18n/recordErrors.js';
import { refusalText, type TFunction } from './labels.js';
import type { GoMatch } from './matchRecord.js';
import { base, goTo, stateOf, type RecordReview } from './review.js';
import { optionsOf, parseSettings, seatsOf, type GameSettings } from './settings.js';
import { sgfGameSummaries } from './sgfio.js';

export const SAVED_GO_KEY = 'qipan.saved.go';

export type Startup =
  | { readonly kind: 'play'; readonly notice?: string }
  | {
      readonly kind: 'review';
      readonly review: RecordReview;
      readonly collection?: SavedCollection | undefined;
    };

/** Every game of a file of several as SGF text (file order), and which one is under review. */
export interface SavedCollection {
  readonly texts: readonly string[];
  readonly index: number;
}

/** Collections longer than this (in characters) are not kept across reloads, only the game. */
export const COLLECTION_LIMIT = 2_000_000;

const sgfText = new WeakMap<GoRecord, string>();
function textOf(record: GoRecord): string {
  let t = sgfText.get(record);
  if (t === undefined) {
    t = formatSgf([goRecordToSgf(record)], { charset: 'UTF-8' });
    sgfText.set(record, t);
  }
  return t;
}

function pathOf(m: RecordReview): number[] {
  const out: number[] = [];
  const tree = m.record.tree;
  for (let n = tree.node(m.current); n.parent !== undefined; n = tree.node(n.parent))
    out.push(tree.node(n.parent).children.indexOf(n.id));
  return out.reverse();
}

/**
 * Saves the review now (quietly does nothing when storage is unavailable), with the
 * other games of its file when `collection` is given and not too big.
 */
export function saveReview(t: TFunction, m: RecordReview, collection?: SavedCollection): void {
  let others: string[] | undefined;
  if (collection && collection.texts.length > 1) {
    others = collection.texts.map((s, i) => (i === collection.index ? '' : s));
    if (others.reduce((n, s) => n + s.length, 0) > COLLECTION_LIMIT) others = undefined;
  }
  const size = m.record.rules.size;
  const who = t('summary.review', { source: m.source ?? t('play.savedSource') });
  saveEntry('go', {
    finished: m.result !== undefined || isOver(stateOf(m)),
    summary: t('summary.line', { size, n: stateOf(m).moveNumber, who }),
    payload: {
      kind: 'review',
      sgf: textOf(m.record),
      path: pathOf(m),
      ...(m.source === undefined ? {} : { source: m.source }),
      ...(m.result === undefined ? {} : { result: m.result }),
      ...(others && collection ? { collection: { texts: others, index: collection.index } } : {}),
    },
  });
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** A game in play saved before the match layer, replayed as a match (undefined if it does not replay). */
function asMatch(model: RecordReview, settings: GameSettings): GoMatch | undefined {
  const now = Date.now();
  let m: GoMatch;
  try {
    m = createMatch(goMatch, {
      options: optionsOf(settings),
      seats: seatsOf(settings),
      nowMs: now,
    });
  } catch {
    return undefined;
  }
  for (const id of pathIds(model.record, model.current).slice(1)) {
    const mv = model.record.tree.node(id).data.move;
    if (!mv) return undefined;
    const r = apply(m, { type: 'move', move: mv.move }, now);
    if (!r.ok) return undefined;
    m = r.value;
  }
  return m;
}

/** A saved collection (its current game's place filled with `sgf`), or undefined if it is not one. */
function collectionOf(v: unknown, sgf: string): SavedCollection | undefined {
  if (!isObject(v) || !Array.isArray(v.texts) || !Number.isInteger(v.index)) return undefined;
  const texts = v.texts as unknown[];
  const index = v.index as number;
  if (!texts.every((s) => typeof s === 'string') || index < 0 || index >= texts.length)
    return undefined;
  return { texts: (texts as string[]).map((s, i) => (i === index ? sgf : s)), index };
}

/** Reads a review payload (or one of the older format): the model and, for a game in play, its settings. */
function readOld(
  t: TFunction,
  p: unknown,
):
  | {
      model: RecordReview;
      settings: GameSettings | undefined;
      collection: SavedCollection | undefined;
    }
  | string {
  if (!isObject(p) || typeof p.sgf !== 'string') return t('saved.noRecord');
  const path = p.path;
  if (!Array.isArray(path) || !path.every((i) => Number.isInteger(i) && i >= 0))
    return t('saved.badPath');
  let settings: GameSettings | undefined;
  if (p.kind !== 'review') {
    const s = parseSettings(t, p.settings);
    if (typeof s === 'string') return s;
    settings = s;
  }
  const parsed = parseSgf(p.sgf);
  if (!parsed.ok)
    return t('saved.recordLine', {
      line: parsed.error.line,
      message: sgfErrorText(t, parsed.error),
    });
  const tree = parsed.value[0];
  if (!tree) return t('saved.recordNoGame');
  const rec = loadGoRecord(tree);
  if (!rec.ok) return t('saved.record', { message: goRecordErrorText(t, rec.error) });
  if (rec.value.errors[0])
    return t('saved.record', { message: refusalText(t, rec.value.errors[0].reason) });
  let id = rec.value.tree.rootId;
  for (const i of path as number[]) {
    const next = rec.value.tree.node(id).children[i];
    if (next === undefined) return t('saved.notInRecord');
    id = next;
  }
  const source = typeof p.source === 'string' ? p.source : undefined;
  const result = typeof p.result === 'string' ? p.result : undefined;
  const model = goTo({ ...base(rec.value, source), result }, id);
  return {
    model: { ...model, announce: { kind: 'restored' } },
    settings: source === undefined && result === undefined ? settings : undefined,
    collection: collectionOf(p.collection, p.sgf),
  };
}

function read(t: TFunction, text: string): Startup | string {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return t('saved.notJson');
  }
  if (!isObject(v) || v.game !== 'go') return t('saved.notGo');
  if (v.version !== 1) return t('saved.version', { version: JSON.stringify(v.version) });
  const p = v.payload;
  // A match record: the match controller reads it (and keeps it aside if it cannot).
  if (isObject(p) && 'record' in p) return { kind: 'play' };
  const r = readOld(t, p);
  if (typeof r === 'string') return r;
  const source = r.model.source ?? t('play.savedSource');
  if (!r.settings) {
    const c = r.collection;
    const games = c ? parseSgf(c.texts.join('\n')) : undefined;
    const model =
      c && games?.ok && games.value.length === c.texts.length
        ? { ...r.model, source, games: sgfGameSummaries(games.value), gameIndex: c.index }
        : { ...r.model, source };
    return { kind: 'review', review: model, collection: model.games ? c : undefined };
  }
  // A game in play of the older format continues as a match.
  const m = asMatch(r.model, r.settings);
  if (!m) return { kind: 'review', review: { ...r.model, source } };
  saveMatch(goSpec(t), m, r.settings);
  return { kind: 'play' };
}

/** What the page opens with: the saved review, or play (the controller restores a saved match). */
/**
 * The notice of a saved game just kept aside, until the page showing it has mounted
 * ({@link startupShown}): React may render the page twice (a render it restarts, e.g.
 * while a lazy chunk loads), and the second `startup` would find the text gone.
 */
let keptAside: Startup | undefined;

/** The page has shown `startup`'s result: a later visit starts afresh. */
export function startupShown(): void {
  keptAside = undefined;
}

export function startup(t: TFunction): Startup {
  let text: string | null;
  try {
    text = localStorage.getItem(SAVED_GO_KEY);
  } catch (e) {
    console.warn('Saved games cannot be read:', e);
    return { kind: 'play' };
  }
  if (text === null) return keptAside ?? { kind: 'play' };
  let r: Startup | string;
  try {
    r = read(t, text);
  } catch (e) {
    r = t('saved.replay', { message: e instanceof Error ? e.message : String(e) });
  }
  if (typeof r !== 'string') return r;
  let at = Date.now();
  try {
    const v = JSON.parse(text) as { savedAtMs?: unknown };
    if (typeof v.savedAtMs === 'number' && Number.isFinite(v.savedAtMs)) at = v.savedAtMs;
  } catch {
    // Not JSON: kept aside under the current time.
  }
  keepAside(SAVED_GO_KEY, text, at, localStorage);
  keptAside = { kind: 'play', notice: t('savedNotice', { reason: r }) };
  return keptAside;
}
