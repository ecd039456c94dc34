/**
 * The per-device "Confirm moves" setting for the game pages: Auto (on for a small touch
 * screen, and it says which it is here), On, Off. Stored in `localStorage` (see
 * `confirmSetting.ts`); every board on the page follows it at once.
 *
 * @example
 * ```tsx
 * <SessionActions session={session}>
 *   <ConfirmMoveSetting />
 * </SessionActions>
 * ```
 */
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CONFIRM_SETTINGS, parseConfirmSetting, useConfirmSetting } from './confirmSetting.js';
import './touch.css';

export function ConfirmMoveSetting(): ReactNode {
  const { t } = useTranslation('match');
  const id = useId();
  const { setting, smallTouch, set } = useConfirmSetting();
  return (
    <span className="confirm-setting">
      <label htmlFor={id}>{t('confirmMove.setting')}</label>
      <select
        id={id}
        value={setting}
        data-testid="confirm-setting"
        onChange={(e) => {
          const r = parseConfirmSetting(e.target.value);
          if (r.ok) set(r.value);
        }}
      >
        {CONFIRM_SETTINGS.map((s) => (
          <option key={s} value={s}>
            {s === 'auto'
              ? t(smallTouch ? 'confirmMove.autoOn' : 'confirmMove.autoOff')
              : t(`confirmMove.${s}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
