import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  applyPrefs,
  BOARD_THEME_KEY,
  BOARD_THEMES,
  checkPrefs,
  DEFAULT_PREFS,
  PrefsError,
  readPrefs,
  resolveTheme,
  savePrefs,
  THEME_CHOICES,
  THEME_KEY,
  themeColorMedia,
  type LookPrefs,
} from './theme.js';

/** A Map-backed Storage; `refuse` makes every call throw (private mode, policy). */
function memory(
  init: Record<string, string> = {},
  refuse = false,
): Storage & { map: Map<string, string> } {
  const map = new Map(Object.entries(init));
  const no = (): never => {
    throw new DOMException('refused', 'SecurityError');
  };
  return {
    map,
    get length() {
      return map.size;
    },
    clear: () => (refuse ? no() : map.clear()),
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => (refuse ? no() : (map.get(k) ?? null)),
    setItem: (k: string, v: string) => (refuse ? no() : void map.set(k, v)),
    removeItem: (k: string) => (refuse ? no() : void map.delete(k)),
  };
}

/** An element that records its attributes. */
function element(): { attrs: Map<string, string>; setAttribute(k: string, v: string): void } {
  const attrs = new Map<string, string>();
  return { attrs, setAttribute: (k, v) => void attrs.set(k, v) };
}

describe('readPrefs', () => {
  it('gives the defaults with nothing stored, no storage, or storage that refuses', () => {
    expect(readPrefs(memory())).toEqual(DEFAULT_PREFS);
    expect(readPrefs(undefined)).toEqual(DEFAULT_PREFS);
    expect(readPrefs(memory({ [THEME_KEY]: 'dark' }, true))).toEqual(DEFAULT_PREFS);
    expect(DEFAULT_PREFS).toEqual({ theme: 'system', board: 'wood' });
  });

  it('reads every stored choice', () => {
    for (const theme of THEME_CHOICES)
      for (const board of BOARD_THEMES)
        expect(readPrefs(memory({ [THEME_KEY]: theme, [BOARD_THEME_KEY]: board }))).toEqual({
          theme,
          board,
        });
  });

  it('takes an unknown value as the default, field by field', () => {
    expect(readPrefs(memory({ [THEME_KEY]: 'Dark', [BOARD_THEME_KEY]: 'flat' }))).toEqual({
      theme: 'system',
      board: 'flat',
    });
    expect(readPrefs(memory({ [THEME_KEY]: 'light', [BOARD_THEME_KEY]: 'marble' }))).toEqual({
      theme: 'light',
      board: 'wood',
    });
  });
});

describe('savePrefs and checkPrefs', () => {
  it('stores both choices, and reads them back', () => {
    const s = memory();
    expect(savePrefs(s, { theme: 'dark', board: 'contrast' })).toBe(true);
    expect(s.map.get(THEME_KEY)).toBe('dark');
    expect(s.map.get(BOARD_THEME_KEY)).toBe('contrast');
    expect(readPrefs(s)).toEqual({ theme: 'dark', board: 'contrast' });
  });

  it('refuses a bad value with a PrefsError and stores nothing', () => {
    const s = memory({ [THEME_KEY]: 'light' });
    const bad = { theme: 'sepia', board: 'wood' } as unknown as LookPrefs;
    expect(() => savePrefs(s, bad)).toThrow(PrefsError);
    expect(() => savePrefs(s, bad)).toThrow(/theme must be one of system, light, dark; got sepia/);
    expect(() => savePrefs(s, { theme: 'dark', board: 7 } as unknown as LookPrefs)).toThrow(
      /board theme must be one of wood, flat, contrast; got 7/,
    );
    expect([...s.map]).toEqual([[THEME_KEY, 'light']]);
    try {
      checkPrefs(bad);
    } catch (e) {
      expect(e).toMatchObject({ name: 'PrefsError', field: 'theme', value: 'sepia' });
    }
  });

  it('reports false when storage is missing or refuses', () => {
    expect(savePrefs(undefined, DEFAULT_PREFS)).toBe(false);
    expect(savePrefs(memory({}, true), DEFAULT_PREFS)).toBe(false);
  });
});

describe('applyPrefs', () => {
  it('sets data-theme and data-board-theme', () => {
    const el = element();
    applyPrefs(el, { theme: 'light', board: 'flat' });
    expect(Object.fromEntries(el.attrs)).toEqual({
      'data-theme': 'light',
      'data-board-theme': 'flat',
    });
  });

  it('sets nothing for a bad value', () => {
    const el = element();
    expect(() => applyPrefs(el, { theme: 'dark', board: 'x' } as unknown as LookPrefs)).toThrow(
      PrefsError,
    );
    expect(el.attrs.size).toBe(0);
  });
});

describe('resolveTheme', () => {
  it('follows the system only for "system"', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });
});

describe('themeColorMedia', () => {
  it('lets both metas follow the system, or only the chosen one apply', () => {
    expect(themeColorMedia('system')).toEqual({
      light: '(prefers-color-scheme: light)',
      dark: '(prefers-color-scheme: dark)',
    });
    expect(themeColorMedia('light')).toEqual({ light: 'all', dark: 'not all' });
    expect(themeColorMedia('dark')).toEqual({ light: 'not all', dark: 'all' });
  });
});

describe('public/theme-init.js (before the first paint)', () => {
  const script = readFileSync(new URL('../../public/theme-init.js', import.meta.url), 'utf8');
  const run = (storage: Storage): Map<string, string> => {
    const html = element();
    runInNewContext(script, {
      localStorage: storage,
      document: { documentElement: html },
    });
    return html.attrs;
  };

  it('sets the same attributes as applyPrefs(readPrefs(storage)), stored values good or bad', () => {
    const values = [undefined, '', 'x', 'Dark', ...THEME_CHOICES, ...BOARD_THEMES];
    for (const theme of values)
      for (const board of values) {
        const init: Record<string, string> = {};
        if (theme !== undefined) init[THEME_KEY] = theme;
        if (board !== undefined) init[BOARD_THEME_KEY] = board;
        const expected = element();
        applyPrefs(expected, readPrefs(memory(init)));
        expect(run(memory(init)), `${theme} ${board}`).toEqual(expected.attrs);
      }
  });

  it('sets the defaults when storage refuses', () => {
    expect(Object.fromEntries(run(memory({ [THEME_KEY]: 'dark' }, true)))).toEqual({
      'data-theme': 'system',
      'data-board-theme': 'wood',
    });
  });
});
