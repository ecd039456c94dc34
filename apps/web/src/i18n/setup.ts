/**
 * One i18next instance over the catalogues: synchronous (the resources are bundled),
 * `common` as the default namespace, React escaping left to React.
 *
 * @example
 * ```ts
 * const i18n = createI18n('zh');
 * i18n.t('nav.go'); // '围棋'
 * i18n.t('queens:hint.exact', { count: 92 }); // '可以：当前摆法共有 92 种补全方法。'
 * ```
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages.js';
import { NAMESPACES, RESOURCES } from './locales/index.js';

export function createI18n(lang: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: RESOURCES,
    lng: lang,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
