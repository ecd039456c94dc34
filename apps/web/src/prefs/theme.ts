/**
 * The look preferences of this device: the page theme (follow the system, light or
 * dark) and the board theme (wood, flat or high contrast), kept in `localStorage`
 * (`qipan.theme`, `qipan.boardTheme`) and applied as `data-theme` and
 * `data-board-theme` on `<html>`. CSS does the rest: the page's colours are
 * `light-dark()` tokens under `color-scheme` (base.css), the boards' are @qipan/board-react's
 * `--qp-*` properties (board-themes.css). `public/theme-init.js` does what
 * `applyPrefs(readPrefs(localStorage))` does before the first paint (a classic script,
 * allowed by the CSP's `script-src 'self'`); theme.test.ts holds the two to the same
 * answers.
 *
 * @example
 * ```ts
 * const prefs = readPrefs(localStorage); // { theme: 'system', board: 'wood' } at first
 * const next = { ...prefs, theme: 'dark' as const };
 * savePrefs(localStorage, next);
 * applyPrefs(document.documentElement, next);
 * resolveTheme(next.theme, matchMedia('(prefers-color-scheme: dark)').matches); // 'dark'
 * ```
 */

/** The page theme choices; `system` follows `prefers-color-scheme`. */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** The board themes (board-react's board-themes.css); `wood` is the default look. */
export const BOARD_THEMES = ['wood', 'flat', 'contrast'] as const;
export type BoardTheme = (typeof BOARD_THEMES)[number];

export const THEME_KEY = 'qipan.theme';
export const BOARD_THEME_KEY = 'qipan.boardTheme';

export interface LookPrefs {
  readonly theme: ThemeChoice;
  readonly board: BoardTheme;
}

export const DEFAULT_PREFS: LookPrefs = { theme: 'system', board: 'wood' };

export const isThemeChoice = (v: unknown): v is ThemeChoice =>
  typeof v === 'string' && (THEME_CHOICES as readonly string[]).includes(v);
export const isBoardTheme = (v: unknown): v is BoardTheme =>
  typeof v === 'string' && (BOARD_THEMES as readonly string[]).includes(v);

/** A preference that is not one of the choices: nothing is stored or applied. */
export class PrefsError extends Error {
  override readonly name = 'PrefsError';
  constructor(
    readonly field: 'theme' | 'board',
    readonly value: unknown,
  ) {
    super(
      field === 'theme'
        ? `theme must be one of ${THEME_CHOICES.join(', ')}; got ${String(value)}`
        : `board theme must be one of ${BOARD_THEMES.join(', ')}; got ${String(value)}`,
    );
  }
}

/** Throws `PrefsError` unless both fields are known choices. */
export function checkPrefs(prefs: { readonly theme: unknown; readonly board: unknown }): LookPrefs {
  if (!isThemeChoice(prefs.theme)) throw new PrefsError('theme', prefs.theme);
  if (!isBoardTheme(prefs.board)) throw new PrefsError('board', prefs.board);
  return { theme: prefs.theme, board: prefs.board };
}

type Reader = Pick<Storage, 'getItem'>;
type Writer = Pick<Storage, 'setItem'>;

/** One stored value, or undefined if storage is missing or refuses (private mode, policy). */
function read(storage: Reader | undefined, key: string): string | null | undefined {
  try {
    return storage?.getItem(key);
  } catch {
    return undefined;
  }
}

/** The stored preferences; anything missing or unknown is the default. Never throws. */
export function readPrefs(storage: Reader | undefined): LookPrefs {
  const theme = read(storage, THEME_KEY);
  const board = read(storage, BOARD_THEME_KEY);
  return {
    theme: isThemeChoice(theme) ? theme : DEFAULT_PREFS.theme,
    board: isBoardTheme(board) ? board : DEFAULT_PREFS.board,
  };
}

/**
 * Stores the preferences (after `checkPrefs`: a bad one throws and stores nothing).
 * Returns false if storage refused them: they then last for this page only.
 */
export function savePrefs(storage: Writer | undefined, prefs: LookPrefs): boolean {
  const ok = checkPrefs(prefs);
  if (!storage) return false;
  try {
    storage.setItem(THEME_KEY, ok.theme);
    storage.setItem(BOARD_THEME_KEY, ok.board);
    return true;
  } catch {
    return false;
  }
}

/** Sets `data-theme` and `data-board-theme` on `root` (`<html>`); bad values throw first. */
export function applyPrefs(root: Pick<Element, 'setAttribute'>, prefs: LookPrefs): void {
  const ok = checkPrefs(prefs);
  root.setAttribute('data-theme', ok.theme);
  root.setAttribute('data-board-theme', ok.board);
}

/** The theme shown: the choice, or the system's (`prefers-color-scheme: dark`) for `system`. */
export function resolveTheme(choice: ThemeChoice, systemDark: boolean): 'light' | 'dark' {
  if (choice === 'system') return systemDark ? 'dark' : 'light';
  return choice;
}

/**
 * The `media` of index.html's two `theme-color` metas (the browser's own bars) for a
 * choice: each follows the system under `system`, else only the chosen one applies.
 */
export function themeColorMedia(choice: ThemeChoice): { light: string; dark: string } {
  if (choice === 'light') return { light: 'all', dark: 'not all' };
  if (choice === 'dark') return { light: 'not all', dark: 'all' };
  return { light: '(prefers-color-scheme: light)', dark: '(prefers-color-scheme: dark)' };
}
