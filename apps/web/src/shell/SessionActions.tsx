/**
 * A session's action buttons: Undo, Redo, Restore (moves replaced by playing from an
 * earlier position), Resign (asks once more), Offer draw; and a pending draw offer:
 * Accept/Decline when the user is to answer it, or "waiting" while the other side
 * decides. Each button shows only what `session.can` allows.
 *
 * @example
 * ```tsx
 * <SessionActions session={s} undoLabel="Undo (my last move)" />
 * ```
 */
import { opposite } from '@qipan/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Session } from '../session/session.js';
import '../components/match.css';

export interface SessionActionsProps {
  readonly session: Session<unknown, unknown>;
  readonly undoLabel?: string | undefined;
  /** Extra controls at the end of the row (e.g. a "Move numbers" switch). */
  readonly children?: ReactNode;
}

export function SessionActions({
  session: s,
  undoLabel,
  children,
}: SessionActionsProps): ReactNode {
  const { t } = useTranslation('match');
  const [confirming, setConfirming] = useState(false);
  const over = s.result !== undefined;
  const offer = s.offer?.kind === 'draw' ? s.offer : undefined;
  const inPlay = !over && s.can.resign;
  return (
    <div className="match-actions">
      <div className="button-row" role="group" aria-label={t('buttons.group')}>
        <button type="button" onClick={s.undo} disabled={!s.can.undo} data-testid="undo">
          {undoLabel ?? t('buttons.undo')}
        </button>
        <button type="button" onClick={s.redo} disabled={!s.can.redo} data-testid="redo">
          {t('buttons.redo')}
        </button>
        {s.can.restore ? (
          <button type="button" onClick={s.restore} data-testid="restore">
            {t('buttons.restore', { count: s.restoreCount ?? 0 })}
          </button>
        ) : null}
        {inPlay ? (
          <>
            <button
              type="button"
              onClick={() => setConfirming(true)}
              disabled={confirming}
              data-testid="resign"
            >
              {t('buttons.resign')}
            </button>
            <button
              type="button"
              onClick={s.offerDraw}
              disabled={!s.can.offerDraw}
              data-testid="offer-draw"
            >
              {t('buttons.offerDraw')}
            </button>
          </>
        ) : null}
        {children}
      </div>
      {confirming && !over ? (
        <p className="match-actions__ask" role="alert">
          {t('confirmResign')}{' '}
          <button
            type="button"
            className="danger"
            data-testid="resign-confirm"
            onClick={() => {
              setConfirming(false);
              s.resign();
            }}
          >
            {t('buttons.confirmResign')}
          </button>{' '}
          <button type="button" onClick={() => setConfirming(false)}>
            {t('buttons.keepPlaying')}
          </button>
        </p>
      ) : null}
      {offer && !over ? (
        <p className="match-actions__ask" data-testid="draw-offer" role="alert">
          {offer.toYou ? (
            <>
              {t('drawQuestion', {
                by: s.seats[offer.by].name,
                to: s.seats[opposite(offer.by)].name,
              })}{' '}
              <button
                type="button"
                className="primary"
                data-testid="accept-draw"
                onClick={() => s.answer(true)}
              >
                {t('buttons.accept')}
              </button>{' '}
              <button type="button" data-testid="decline-draw" onClick={() => s.answer(false)}>
                {t('buttons.decline')}
              </button>
            </>
          ) : (
            t('drawWaiting')
          )}
        </p>
      ) : null}
    </div>
  );
}
