/**
 * How the game ended: the sentence (winner and reason, in the page's words), the
 * score when there is one, and Rematch / Download / New game. `data-reason` and `data-winner`
 * carry the codes for tests and styles.
 *
 * @example
 * ```tsx
 * <ResultPanel text="Black wins with five in a row." result={match.result}
 *   onRematch={rematch} onNewGame={openDialog} />
 * ```
 */
import type { MatchResult } from '@qipan/match';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/useFormat.js';
import './match.css';

export interface ResultPanelProps {
  readonly result: MatchResult;
  /** The result in a sentence (the page's words). */
  readonly text: ReactNode;
  readonly onRematch: () => void;
  readonly onNewGame: () => void;
  /** The panel's test id (pages keep their own). */
  readonly testId?: string | undefined;
  /** A reason code for tests and styles (defaults to the result's). */
  readonly reason?: string | undefined;
  /** Buttons instead of Rematch / New game (an online game asks the server). */
  readonly buttons?: ReactNode | undefined;
  /** Offers the finished game's record as a file (between Rematch and New game). */
  readonly download?: { readonly label: string; readonly save: () => void } | undefined;
}

export function ResultPanel(props: ResultPanelProps): ReactNode {
  const { result, text, onRematch, onNewGame } = props;
  const { t } = useTranslation('match');
  const f = useFormat();
  return (
    <div
      className={`result-panel${result.winner ? '' : ' result-panel--draw'}`}
      data-testid={props.testId ?? 'result'}
      data-reason={props.reason ?? result.reason}
      data-winner={result.winner}
      role="status"
    >
      <p className="result-panel__text">{text}</p>
      {result.score ? (
        <p className="result-panel__score">
          {t('score', {
            black: f.number(result.score.black),
            white: f.number(result.score.white),
          })}
        </p>
      ) : null}
      {props.buttons ?? (
        <div className="button-row">
          <button type="button" className="primary" data-testid="rematch" onClick={onRematch}>
            {t('buttons.rematch')}
          </button>
          {props.download ? (
            <button type="button" data-testid="download-record" onClick={props.download.save}>
              {props.download.label}
            </button>
          ) : null}
          <button type="button" data-testid="result-new-game" onClick={onNewGame}>
            {t('buttons.newGame')}
          </button>
        </div>
      )}
    </div>
  );
}
