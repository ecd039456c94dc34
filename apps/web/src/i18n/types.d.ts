/** Typed keys: `t('queens:play.hint')` is checked against the English catalogue. */
import 'i18next';
import type { en } from './locales/index.js';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
  }
}
