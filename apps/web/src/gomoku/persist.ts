/**
 * Keeps the game across reloads: the settings, the whole game as a JSON record
 * and the shown move, in `localStorage` under one key. Anything unreadable is
 * ignored (a fresh game starts), and storage failures (private mode, quota) are
 * silent.
 *
 * @example
 * ```ts
 * saveGame(settings, line[line.length - 1], cursor);
 * const saved = loadGame(); // { settings, line, cursor } or undefined
 * ```
 */
import { fromJsonRecord, toJsonRecord, type GomokuState } from '@qipan/gomoku';
import { AI_LEVELS } from '@qipan/gomoku/ai';
import { DEFAULT_SETTINGS, replay, type Settings } from './model.js';

const KEY = 'qipan.gomoku.v1';

export interface SavedGame {
  readonly settings: Settings;
  readonly line: GomokuState[];
  readonly cursor: number;
}

export function saveGame(settings: Settings, final: GomokuState, cursor: number): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ settings, record: toJsonRecord(final), cursor }));
  } catch {
    // Storage unavailable: the game simply is not kept.
  }
}

function readSettings(v: unknown, s: GomokuState): Settings {
  const o = typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
  const level = AI_LEVELS.find((l) => l === o.level) ?? DEFAULT_SETTINGS.level;
  return {
    size: s.config.size,
    rule: s.config.rule,
    opening: s.config.opening,
    opponent: o.opponent === 'ai' ? 'ai' : 'human',
    level,
    aiPlayer: o.aiPlayer === 'first' ? 'first' : 'second',
    thinkMs:
      typeof o.thinkMs === 'number' && o.thinkMs >= 50 && o.thinkMs <= 60_000
        ? o.thinkMs
        : DEFAULT_SETTINGS.thinkMs,
  };
}

export function loadGame(): SavedGame | undefined {
  try {
    const text = localStorage.getItem(KEY);
    if (!text) return undefined;
    const v = JSON.parse(text) as { settings?: unknown; record?: unknown; cursor?: unknown };
    const r = fromJsonRecord(v.record);
    if (!r.ok) return undefined;
    const line = replay(r.value);
    const c =
      typeof v.cursor === 'number' && Number.isInteger(v.cursor) ? v.cursor : line.length - 1;
    return {
      settings: readSettings(v.settings, r.value),
      line,
      cursor: Math.max(0, Math.min(line.length - 1, c)),
    };
  } catch {
    return undefined;
  }
}
