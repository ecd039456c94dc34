/**
 * The header's language switch: English / 简体中文, each named in its own language;
 * the choice is stored (`qipan.lang`) and applied at once.
 *
 * @example
 * ```tsx
 * <LanguageSwitch />
 * ```
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from './browser.js';
import { isLanguage, LANGUAGE_INFO, LANGUAGES } from './languages.js';
import './language-switch.css';

export function LanguageSwitch(): ReactNode {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  return (
    <label className="lang-switch">
      <span className="sr-only">{t('language.label')}</span>
      <select
        value={lang}
        data-testid="language"
        aria-label={t('language.label')}
        onChange={(e) => {
          if (isLanguage(e.target.value)) void setLanguage(i18n, e.target.value);
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={LANGUAGE_INFO[l].htmlLang}>
            {LANGUAGE_INFO[l].label}
          </option>
        ))}
      </select>
    </label>
  );
}
