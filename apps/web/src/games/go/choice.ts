/**
 * The Go page's new-game choice, remembered: the settings of the last game started
 * here, kept like every game's choice (`qipan.newGame.go`, `shell/useNewGameChoice.ts`)
 * and offered again the next time the page opens without a game to continue. A value
 * that cannot be read is the default.
 *
 * @example
 * ```ts
 * rememberGoChoice(settings); // when a game starts
 * rememberedGoChoice(t); // the form's initial settings next time
 * ```
 */
import { recallChoice, rememberChoice } from '../../shell/useNewGameChoice.js';
import type { TFunction } from './labels.js';
import { DEFAULT_SETTINGS, parseSettings, type GameSettings } from './settings.js';

/** Remembers `s` as the choice to offer next time (quietly nothing without storage). */
export const rememberGoChoice = (s: GameSettings): void => rememberChoice('go', s);

/** The remembered choice, or the default settings. */
export function rememberedGoChoice(t: TFunction): GameSettings {
  const s = recallChoice('go', (json) => parseSettings(t, json));
  return s === undefined || typeof s === 'string' ? DEFAULT_SETTINGS : s;
}
