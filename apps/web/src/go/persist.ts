/**
 * Keeps the Go game across reloads and Back, in `localStorage` under
 * `qipan.saved.go` in the shared saved-game format (`game`, `version`, `savedAtMs`,
 * `finished`, `summary`, `payload`). The payload is the record as SGF text, the path
 * to the current node (child indexes from the root), the new-game settings, and the
 * review file name and result when there are any. A value that cannot be read is moved
 * aside to `qipan.saved.go.bad.<savedAtMs or now>` and reported; storage failures only
 * warn on the console.
 *
 * @example
 * ```ts
 * saveGoGame(model, settings);
 * const r = restoreGoGame(); // undefined (nothing saved) | { ok: true, model, settings } | { ok: false, notice }
 * ```
 */
import { formatSgf, parseSgf } from '@qipan/core';
import { goRecordToSgf, isOver, loadGoRecord, PRESETS, type GoRecord } from '@qipan/go';
import { base, goTo, stateOf, type GameModel, type GameSettings, type Opponent } from './model.js';

export const SAVED_GO_KEY = 'qipan.saved.go';

interface GoPayload {
  readonly sgf: string;
  /** Child indexes from the root to the current node. */
  readonly path: readonly number[];
  readonly settings: GameSettings;
  readonly source?: string;
  readonly result?: string;
}

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

function summaryOf(m: GameModel): string {
  const size = m.record.rules.size;
  const o = m.opponent;
  const who =
    m.source !== undefined
      ? `review of ${m.source}`
      : o.kind === 'bot'
        ? `vs AI level ${o.level}`
        : o.kind === 'engine'
          ? `vs ${o.name}`
          : 'two players';
  return `${size}×${size} · move ${stateOf(m).moveNumber} · ${who}`;
}

/** Saves the game now (quietly does nothing when storage is unavailable). */
export function saveGoGame(m: GameModel, settings: GameSettings): void {
  try {
    const payload: GoPayload = {
      sgf: textOf(m.record),
      path: pathOf(m),
      settings,
      ...(m.source === undefined ? {} : { source: m.source }),
      ...(m.result === undefined ? {} : { result: m.result }),
    };
    const value = {
      game: 'go',
      version: 1,
      savedAtMs: Date.now(),
      finished: m.result !== undefined || isOver(stateOf(m)),
      summary: summaryOf(m),
      payload,
    };
    localStorage.setItem(SAVED_GO_KEY, JSON.stringify(value));
  } catch (e) {
    console.warn('The Go game could not be saved:', e);
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function readOpponent(v: unknown): Opponent | string {
  if (!isObject(v)) return 'no opponent';
  if (v.kind === 'person') return { kind: 'person' };
  const color = v.color === 'black' || v.color === 'white' ? v.color : undefined;
  if (!color) return 'the opponent has no colour';
  if (v.kind === 'bot' && typeof v.level === 'number')
    return { kind: 'bot', color, level: v.level };
  if (v.kind === 'engine' && typeof v.id === 'string' && typeof v.name === 'string') {
    const level = typeof v.level === 'number' ? { level: v.level } : {};
    return { kind: 'engine', id: v.id, name: v.name, color, ...level };
  }
  return `unknown opponent ${JSON.stringify(v.kind)}`;
}

function readSettings(v: unknown): GameSettings | string {
  if (!isObject(v)) return 'no settings';
  const { size, preset, komi, handicap } = v;
  if (typeof size !== 'number' || typeof komi !== 'number' || typeof handicap !== 'number')
    return 'settings without size, komi or handicap';
  if (!(PRESETS as readonly unknown[]).includes(preset)) return `unknown rules ${String(preset)}`;
  const opponent = readOpponent(v.opponent);
  if (typeof opponent === 'string') return opponent;
  return { size, preset: preset as GameSettings['preset'], komi, handicap, opponent };
}

type Restored =
  | { readonly ok: true; readonly model: GameModel; readonly settings: GameSettings }
  | { readonly ok: false; readonly notice: string };

function read(text: string): Restored | string {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return 'it is not JSON';
  }
  if (!isObject(v) || v.game !== 'go') return 'it is not a saved Go game';
  if (v.version !== 1) return `unknown version ${JSON.stringify(v.version)}`;
  const p = v.payload;
  if (!isObject(p) || typeof p.sgf !== 'string') return 'it holds no record';
  const path = p.path;
  if (!Array.isArray(path) || !path.every((i) => Number.isInteger(i) && i >= 0))
    return 'the current move is not a list of variation numbers';
  const settings = readSettings(p.settings);
  if (typeof settings === 'string') return settings;
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
  const opponent: Opponent = source === undefined ? settings.opponent : { kind: 'person' };
  const start = { ...base(rec.value, opponent, source, ''), result };
  const model = goTo(start, id);
  return { ok: true, model: { ...model, announce: 'Your last Go game is back.' }, settings };
}

/** The saved game, undefined when there is none, or the notice for one that was kept aside. */
export function restoreGoGame(): Restored | undefined {
  let text: string | null;
  try {
    text = localStorage.getItem(SAVED_GO_KEY);
  } catch (e) {
    console.warn('Saved games cannot be read:', e);
    return undefined;
  }
  if (text === null) return undefined;
  let r: Restored | string;
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
  try {
    localStorage.setItem(`${SAVED_GO_KEY}.bad.${at}`, text);
    localStorage.removeItem(SAVED_GO_KEY);
  } catch (e) {
    console.warn('The unreadable saved game could not be moved aside:', e);
  }
  return { ok: false, notice: `The saved game could not be read and was kept aside: ${r}` };
}
