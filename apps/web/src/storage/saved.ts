/**
 * Local saved games: each page keeps its current game in
 * `localStorage` under `qipan.saved.<game>` as an envelope
 * `{ game, version: 1, savedAtMs, finished, summary, payload }` that the home page's
 * "Continue" list reads without knowing the game. A value that cannot be read is
 * moved aside to `qipan.saved.<game>.bad.<ms>` (never deleted) and reported; storage
 * failures (quota, private mode) only warn on the console.
 *
 * @example
 * ```ts
 * saveEntry('gomoku', { finished: false, summary: '15×15 · move 3', payload: record });
 * const r = loadEntry('gomoku', (p) => fromRecord(p));
 * if (r.kind === 'ok') use(r.value);
 * else if (r.kind === 'bad') notice(badNotice(r.reason));
 * ```
 */
import { err, ok, type Result } from '@qipan/core';
import { say, type Tr } from '../i18n/say.js';

export const SAVED_GAMES = ['go', 'gomoku', 'chongzi', 'queens'] as const;
export type SavedGame = (typeof SAVED_GAMES)[number];
export const SAVED_VERSION = 1;

export interface SavedEntry<P = unknown> {
  readonly game: SavedGame;
  readonly version: number;
  readonly savedAtMs: number;
  readonly finished: boolean;
  readonly summary: string;
  readonly payload: P;
}

/** What `localStorage` offers that this module uses (a fake in unit tests). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type LoadOutcome<T> =
  | { readonly kind: 'none' }
  | { readonly kind: 'ok'; readonly value: T; readonly entry: SavedEntry }
  | { readonly kind: 'bad'; readonly reason: string; readonly keptAs: string | undefined };

export const savedKey = (game: SavedGame): string => `qipan.saved.${game}`;

/**
 * The sentence a page shows after an unreadable saved game was moved aside: in the
 * reader's language with `t` (`match:saved.bad`), else in English.
 */
export const badNotice = (reason: string, t?: Tr): string =>
  t
    ? say(t)('match:saved.bad', { reason })
    : `The saved game could not be read and was kept aside: ${reason}`;

function defaultStore(): KeyValueStore | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads an envelope from its JSON text, strictly; the error says which field is wrong. */
export function readEntry(game: SavedGame, text: string): Result<SavedEntry, string> {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return err('not JSON');
  }
  if (!isRecord(v)) return err('not a JSON object');
  if (v.game !== game) return err(`game: expected "${game}", found ${JSON.stringify(v.game)}`);
  if (v.version !== SAVED_VERSION)
    return err(`version: expected ${SAVED_VERSION}, found ${JSON.stringify(v.version)}`);
  if (typeof v.savedAtMs !== 'number' || !Number.isFinite(v.savedAtMs))
    return err('savedAtMs: not a number');
  if (typeof v.finished !== 'boolean') return err('finished: not true or false');
  if (typeof v.summary !== 'string') return err('summary: not a string');
  if (!('payload' in v)) return err('payload: missing');
  return ok({
    game,
    version: SAVED_VERSION,
    savedAtMs: v.savedAtMs,
    finished: v.finished,
    summary: v.summary,
    payload: v.payload,
  });
}

/** Saves `game`'s entry now. Failures only warn. */
export function saveEntry(
  game: SavedGame,
  entry: { readonly finished: boolean; readonly summary: string; readonly payload: unknown },
  store: KeyValueStore | undefined = defaultStore(),
  nowMs: number = Date.now(),
): void {
  if (!store) return;
  const value: SavedEntry = { game, version: SAVED_VERSION, savedAtMs: nowMs, ...entry };
  try {
    store.setItem(savedKey(game), JSON.stringify(value));
  } catch (e) {
    console.warn(`qipan: could not save the ${game} game`, e);
  }
}

/** Moves the value at `key` aside to `<key>.bad.<ms>`; returns the new key. */
export function keepAside(
  key: string,
  text: string,
  savedAtMs: number,
  store: KeyValueStore,
): string | undefined {
  const aside = `${key}.bad.${savedAtMs}`;
  try {
    store.setItem(aside, text);
    store.removeItem(key);
    return aside;
  } catch (e) {
    console.warn(`qipan: could not keep the unreadable value of ${key} aside`, e);
    return undefined;
  }
}

/** When the unreadable text says when it was saved, else now. */
function badStamp(text: string, nowMs: number): number {
  try {
    const v: unknown = JSON.parse(text);
    if (isRecord(v) && typeof v.savedAtMs === 'number' && Number.isFinite(v.savedAtMs))
      return v.savedAtMs;
  } catch {
    // not JSON: use now
  }
  return nowMs;
}

/**
 * Loads `game`'s entry and reads its payload with `read` (strict). Anything that
 * cannot be read is moved aside and reported as `bad` with the reason.
 */
export function loadEntry<T>(
  game: SavedGame,
  read: (payload: unknown, entry: SavedEntry) => Result<T, { readonly message: string }>,
  store: KeyValueStore | undefined = defaultStore(),
  nowMs: number = Date.now(),
): LoadOutcome<T> {
  if (!store) return { kind: 'none' };
  const key = savedKey(game);
  let text: string | null;
  try {
    text = store.getItem(key);
  } catch (e) {
    console.warn(`qipan: could not read the saved ${game} game`, e);
    return { kind: 'none' };
  }
  if (text === null) return { kind: 'none' };
  const entry = readEntry(game, text);
  let reason: string;
  if (entry.ok) {
    let r: Result<T, { readonly message: string }>;
    try {
      r = read(entry.value.payload, entry.value);
    } catch (e) {
      r = err({ message: e instanceof Error ? e.message : String(e) });
    }
    if (r.ok) return { kind: 'ok', value: r.value, entry: entry.value };
    reason = r.error.message;
  } else reason = entry.error;
  return { kind: 'bad', reason, keptAs: keepAside(key, text, badStamp(text, nowMs), store) };
}

/** Every readable saved entry (for the home page), newest first; unreadable ones are skipped. */
export function listEntries(store: KeyValueStore | undefined = defaultStore()): SavedEntry[] {
  if (!store) return [];
  const out: SavedEntry[] = [];
  for (const game of SAVED_GAMES) {
    let text: string | null;
    try {
      text = store.getItem(savedKey(game));
    } catch {
      continue;
    }
    if (text === null) continue;
    const r = readEntry(game, text);
    if (r.ok) out.push(r.value);
  }
  return out.sort((a, b) => b.savedAtMs - a.savedAtMs);
}
