/**
 * The Go page's new-game choice, remembered: the settings of the last game started
 * here (`qipan.choice.go` in `localStorage`), offered again the next time the page
 * opens without a game to continue. A value that cannot be read is the default.
 *
 * @example
 * ```ts
 * rememberChoice(settings); // when a game starts
 * rememberedChoice(t); // the form's initial settings next time
 * ```
 */
import type { TFunction } from './labels.js';
import { DEFAULT_SETTINGS, parseSettings, type GameSettings } from './settings.js';

export const CHOICE_GO_KEY = 'qipan.choice.go';

/** Remembers `s` as the choice to offer next time (quietly nothing without storage). */
export function rememberChoice(s: GameSettings): void {
  try {
    localStorage.setItem(CHOICE_GO_KEY, JSON.stringify(s));
  } catch {
    // No storage (private mode, full): the choice is not remembered.
  }
}

/** The remembered choice, or the default settings. */
export function rememberedChoice(t: TFunction): GameSettings {
  let text: string | null;
  try {
    text = localStorage.getItem(CHOICE_GO_KEY);
  } catch {
    return DEFAULT_SETTINGS;
  }
  if (text === null) return DEFAULT_SETTINGS;
  try {
    const s = parseSettings(t, JSON.parse(text));
    return typeof s === 'string' ? DEFAULT_SETTINGS : s;
  } catch {
    return DEFAULT_SETTINGS;
  }
}
