/**
 * Keeps the Go page across reloads and Back in `localStorage` under `qipan.saved.go`
 * (the shared saved-game envelope). The payload says which kind it is: a game in play
 * is a match record (`kind: 'match'`, written and restored by the match controller),
 * a reviewed SGF is `{ kind: 'review', sgf, path, source, result? }`. The format of
 * before the match layer (`{ sgf, path, settings, source?, result? }`) is still read:
 * a review stays a review, a game in play becomes a match. A value that cannot be read
 * is moved aside to `qipan.saved.go.bad.<savedAtMs or now>` and reported.
 *
 * @example
 * ```ts
 * const s = startup(); // { kind: 'play', notice? } | { kind: 'review', model }
 * saveReview(model);
 * ```
 */
import { formatSgf, parseSgf } from '@qipan/core';
import { goRecordToSgf, isOver, loadGoRecord, type GoRecord } from '@qipan/go';
import { apply, createMatch, goMatch } from '@qipan/match';
import { saveMatch } from '../match/persist.js';
import { badNotice, keepAside, saveEntry } from '../storage/saved.js';
import { GO_SPEC } from './goSpec.js';
import type { GoMatch } from './matchRecord.js';
import { base, goTo, stateOf, type GameModel } from './model.js';
import { optionsOf, parseSettings, seatsOf, type GameSettings } from './settings.js';
import { pathTo } from './tree.js';

export const SAVED_GO_KEY = 'qipan.saved.go';

export type Startup =
  | { readonly kind: 'play'; readonly notice?: string }
  | { readonly kind: 'review'; readonly model: GameModel };

const sgfText = new WeakMap<GoRecord, string>();
function textOf(record: GoRecord): string {
  let t = sgfText.get(record);
  if (t === undefined) {
    t = formatSgf([goRecordToSgf(record)], { charset: 'UTF-8' });
    sgfText.set(record, t);
  }
  return t;
}

function pathOf(m: GameModel): number[] {
  const out: number[] = [];
  const tree = m.record.tree;
  for (let n = tree.node(m.current); n.parent !== undefined; n = tree.node(n.parent))
    out.push(tree.node(n.parent).children.indexOf(n.id));
  return out.reverse();
}

/** Saves the review now (quietly does nothing when storage is unavailable). */
export function saveReview(m: GameModel): void {
  const size = m.record.rules.size;
  saveEntry('go', {
    finished: m.result !== undefined || isOver(stateOf(m)),
    summary: `${size}×${size} · move ${stateOf(m).moveNumber} · review of ${m.source ?? 'a record'}`,
    payload: {
      kind: 'review',
      sgf: textOf(m.record),
      path: pathOf(m),
      ...(m.source === undefined ? {} : { source: m.source }),
      ...(m.result === undefined ? {} : { result: m.result }),
    },
  });
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** A game in play saved before the match layer, replayed as a match (undefined if it does not replay). */
function asMatch(model: GameModel, settings: GameSettings): GoMatch | undefined {
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
  for (const id of pathTo(model.record, model.current).slice(1)) {
    const mv = model.record.tree.node(id).data.move;
    if (!mv) return undefined;
    const r = apply(m, { type: 'move', move: mv.move }, now);
    if (!r.ok) return undefined;
    m = r.value;
  }
  return m;
}

/** Reads a review payload (or one of the older format): the model and, for a game in play, its settings. */
function readOld(p: unknown): { model: GameModel; settings: GameSettings | undefined } | string {
  if (!isObject(p) || typeof p.sgf !== 'string') return 'it holds no record';
  const path = p.path;
  if (!Array.isArray(path) || !path.every((i) => Number.isInteger(i) && i >= 0))
    return 'the current move is not a list of variation numbers';
  let settings: GameSettings | undefined;
  if (p.kind !== 'review') {
    const s = parseSettings(p.settings);
    if (typeof s === 'string') return s;
    settings = s;
  }
  const parsed = parseSgf(p.sgf);
  if (!parsed.ok) return `the record: line ${parsed.error.line}: ${parsed.error.message}`;
  const tree = parsed.value[0];
  if (!tree) return 'the record holds no game';
  const rec = loadGoRecord(tree);
  if (!rec.ok) return `the record: ${rec.error.message}`;
  if (rec.value.errors[0]) return `the record: ${rec.value.errors[0].message}`;
  let id = rec.value.tree.rootId;
  for (const i of path as number[]) {
    const next = rec.value.tree.node(id).children[i];
    if (next === undefined) return 'the current move is not in the record';
    id = next;
  }
  const source = typeof p.source === 'string' ? p.source : undefined;
  const result = typeof p.result === 'string' ? p.result : undefined;
  const model = goTo({ ...base(rec.value, source, ''), result }, id);
  return {
    model: { ...model, announce: 'Your last Go game is back.' },
    settings: source === undefined && result === undefined ? settings : undefined,
  };
}

function read(text: string): Startup | string {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return 'it is not JSON';
  }
  if (!isObject(v) || v.game !== 'go') return 'it is not a saved Go game';
  if (v.version !== 1) return `unknown version ${JSON.stringify(v.version)}`;
  const p = v.payload;
  // A match record: the match controller reads it (and keeps it aside if it cannot).
  if (isObject(p) && 'record' in p) return { kind: 'play' };
  const r = readOld(p);
  if (typeof r === 'string') return r;
  if (!r.settings)
    return { kind: 'review', model: { ...r.model, source: r.model.source ?? 'a saved record' } };
  // A game in play of the older format continues as a match.
  const m = asMatch(r.model, r.settings);
  if (!m) return { kind: 'review', model: { ...r.model, source: 'a saved game' } };
  saveMatch(GO_SPEC, m, r.settings);
  return { kind: 'play' };
}

/** What the page opens with: the saved review, or play (the controller restores a saved match). */
export function startup(): Startup {
  let text: string | null;
  try {
    text = localStorage.getItem(SAVED_GO_KEY);
  } catch (e) {
    console.warn('Saved games cannot be read:', e);
    return { kind: 'play' };
  }
  if (text === null) return { kind: 'play' };
  let r: Startup | string;
  try {
    r = read(text);
  } catch (e) {
    r = `it could not be replayed (${e instanceof Error ? e.message : String(e)})`;
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
  return { kind: 'play', notice: badNotice(r) };
}
