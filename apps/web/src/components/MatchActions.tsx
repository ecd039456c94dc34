/**
 * The game's action buttons over a match controller: Undo, Redo, Restore (moves
 * replaced by playing from an earlier position), Resign (asks once more), Offer
 * draw; and a pending draw offer: Accept/Decline for the person it was offered to
 * on this screen, or "waiting" while the AI decides.
 *
 * @example
 * ```tsx
 * <MatchActions game={game} undoLabel="Undo (2 plies)" />
 * ```
 */
import { opposite } from '@qipan/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchController } from '../session/local/useMatchController.js';
import './match.css';

export interface MatchActionsProps<S, M, O, X> {
  readonly game: MatchController<S, M, O, X>;
  readonly undoLabel?: string;
  /** Extra controls at the end of the row (e.g. a "Move numbers" switch). */
  readonly children?: ReactNode;
}

export function MatchActions<S, M, O, X>({
  game,
  undoLabel,
  children,
}: MatchActionsProps<S, M, O, X>): ReactNode {
  const { t } = useTranslation('match');
  const [confirming, setConfirming] = useState(false);
  const { match, speaker } = game;
  const pending = match.pending?.kind === 'draw' ? match.pending : undefined;
  const answerer = pending ? opposite(pending.by) : undefined;
  const answererIsPerson = answerer !== undefined && match.seats[answerer].kind === 'person';
  const over = match.result !== undefined;
  return (
    <div className="match-actions">
      <div className="button-row" role="group" aria-label={t('buttons.group')}>
        <button type="button" onClick={game.undo} disabled={!game.canUndo} data-testid="undo">
          {undoLabel ?? t('buttons.undo')}
        </button>
        <button type="button" onClick={game.redo} disabled={!game.canRedo} data-testid="redo">
          {t('buttons.redo')}
        </button>
        {game.replacedCount > 0 ? (
          <button type="button" onClick={game.restore} data-testid="restore">
            {t('buttons.restore', { count: game.replacedCount })}
          </button>
        ) : null}
        {!over && speaker ? (
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
              onClick={game.offerDraw}
              disabled={pending !== undefined || match.plies === 0}
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
              game.resign();
            }}
          >
            {t('buttons.confirmResign')}
          </button>{' '}
          <button type="button" onClick={() => setConfirming(false)}>
            {t('buttons.keepPlaying')}
          </button>
        </p>
      ) : null}
      {pending && !over ? (
        <p className="match-actions__ask" data-testid="draw-offer" role="alert">
          {answererIsPerson && answerer ? (
            <>
              {t('drawQuestion', {
                by: game.sideName(pending.by),
                to: game.sideName(answerer),
              })}{' '}
              <button
                type="button"
                className="primary"
                data-testid="accept-draw"
                onClick={() => game.answerDraw(true)}
              >
                {t('buttons.accept')}
              </button>{' '}
              <button
                type="button"
                data-testid="decline-draw"
                onClick={() => game.answerDraw(false)}
              >
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
