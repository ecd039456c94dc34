/**
 * The header's appearance control: a disclosure (◐) that opens two radio groups, the
 * page theme (System / Light / Dark) and the board theme (Wood / Flat / High contrast).
 * A choice is applied at once on `<html>` (and the browser's `theme-color`) and stored
 * for this device (prefs/theme.ts); another tab's choice is followed (the `storage`
 * event). Escape or a click outside closes the panel.
 *
 * @example
 * ```tsx
 * <ThemeSwitch />
 * ```
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  applyPrefs,
  BOARD_THEME_KEY,
  BOARD_THEMES,
  readPrefs,
  savePrefs,
  THEME_CHOICES,
  THEME_KEY,
  themeColorMedia,
  type LookPrefs,
} from './theme.js';
import './theme-switch.css';

const storage = (): Storage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
};

export function ThemeSwitch(): ReactNode {
  const { t } = useTranslation();
  const [prefs, setPrefs] = useState<LookPrefs>(() => readPrefs(storage()));
  const ref = useRef<HTMLDetailsElement>(null);

  // In the same task as the choice (Preact runs plain effects a frame later).
  useLayoutEffect(() => {
    applyPrefs(document.documentElement, prefs);
    const media = themeColorMedia(prefs.theme);
    for (const meta of document.querySelectorAll('meta[name="theme-color"][data-scheme]')) {
      const scheme = meta.getAttribute('data-scheme');
      if (scheme === 'light' || scheme === 'dark') meta.setAttribute('media', media[scheme]);
    }
  }, [prefs]);

  // Another tab changed them.
  useEffect(() => {
    const onStorage = (e: StorageEvent): void => {
      if (e.key === THEME_KEY || e.key === BOARD_THEME_KEY || e.key === null)
        setPrefs(readPrefs(storage()));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Escape, or a click or focus outside, closes the panel.
  useEffect(() => {
    const close = (e: Event): void => {
      const el = ref.current;
      if (!el?.open) return;
      if (e instanceof KeyboardEvent) {
        if (e.key !== 'Escape') return;
        el.open = false;
        el.querySelector('summary')?.focus();
      } else if (e.target instanceof Node && !el.contains(e.target)) el.open = false;
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    document.addEventListener('focusin', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('focusin', close);
    };
  }, []);

  const choose = (next: LookPrefs): void => {
    savePrefs(storage(), next);
    setPrefs(next);
  };

  return (
    <details className="look-switch" ref={ref} data-testid="look">
      <summary aria-label={t('look.label')} title={t('look.label')}>
        <span aria-hidden="true" className="look-switch__icon">
          ◐
        </span>
      </summary>
      <div className="look-switch__panel">
        <fieldset>
          <legend>{t('look.theme')}</legend>
          {THEME_CHOICES.map((c) => (
            <label key={c}>
              <input
                type="radio"
                name="qipan-theme"
                value={c}
                checked={prefs.theme === c}
                onChange={() => choose({ ...prefs, theme: c })}
              />
              {t(`look.themes.${c}`)}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('look.board')}</legend>
          {BOARD_THEMES.map((b) => (
            <label key={b}>
              <input
                type="radio"
                name="qipan-board-theme"
                value={b}
                checked={prefs.board === b}
                onChange={() => choose({ ...prefs, board: b })}
              />
              {t(`look.boards.${b}`)}
            </label>
          ))}
        </fieldset>
      </div>
    </details>
  );
}
