/**
 * The bar under a board while moves wait for confirmation: what is tentative (also
 * announced: "Tentative move at h8, tap again or press Confirm"), Confirm and Cancel.
 * It keeps its place with nothing tentative (the buttons disabled), so the board does
 * not move under the finger; with the mode off it is not there.
 *
 * @example
 * ```tsx
 * const confirm = useConfirmMove({ position: state, enabled: canPlay, onCommit: play });
 * <ConfirmMoveBar confirm={confirm} />
 * ```
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TentativeWords } from './confirmMove.js';
import type { ConfirmMove } from './useConfirmMove.js';
import './touch.css';

export interface ConfirmMoveBarProps {
  readonly confirm: Pick<ConfirmMove<unknown>, 'on' | 'tentative' | 'confirm' | 'cancel'>;
}

export function ConfirmMoveBar({ confirm }: ConfirmMoveBarProps): ReactNode {
  const { t } = useTranslation('match');
  if (!confirm.on) return null;
  const words: TentativeWords | undefined = confirm.tentative?.words;
  const text = !words
    ? t('confirmMove.hint')
    : words.kind === 'pass'
      ? t('confirmMove.pass')
      : words.kind === 'step'
        ? t('confirmMove.step', { move: words.name })
        : t(`confirmMove.${words.kind}`, { point: words.name });
  const none = words === undefined;
  return (
    <div
      className={`confirm-bar${none ? '' : ' confirm-bar--tentative'}`}
      data-testid="confirm-bar"
      data-tentative={confirm.tentative?.key}
    >
      <p className="confirm-bar__text" role="status" aria-live="polite" data-testid="confirm-text">
        {text}
      </p>
      <div className="confirm-bar__buttons">
        <button
          type="button"
          className="primary"
          disabled={none}
          onClick={confirm.confirm}
          data-testid="confirm-move"
        >
          {t('confirmMove.confirm')}
        </button>
        <button type="button" disabled={none} onClick={confirm.cancel} data-testid="cancel-move">
          {t('confirmMove.cancel')}
        </button>
      </div>
    </div>
  );
}
