/**
 * Save and open records: download the game as SGF, a JSON record or a move string, open
 * the import dialog; files can also be dropped on the board.
 *
 * @example
 * ```tsx
 * <RecordPanel final={lastPosition} onImport={openImport} />
 * ```
 */
import type { GomokuState } from '@qipan/gomoku';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadText } from '../../storage/download.js';
import { jsonText, moveStringText, sgfText } from './records.js';

export interface RecordPanelProps {
  /** The last position of the game, which holds every move. */
  readonly final: GomokuState;
  readonly onImport: () => void;
}

export function RecordPanel({ final, onImport }: RecordPanelProps): ReactNode {
  const { t } = useTranslation('gomoku');
  const moves = moveStringText(final, t);
  const stamp = new Date().toISOString().slice(0, 10);
  return (
    <section className="gk-record" aria-labelledby="gk-record-title">
      <h2 id="gk-record-title">{t('record.title')}</h2>
      <div className="button-row">
        <button
          type="button"
          data-testid="save-sgf"
          onClick={() =>
            downloadText(`gomoku-${stamp}.sgf`, sgfText(final), 'application/x-go-sgf')
          }
        >
          {t('record.saveSgf')}
        </button>
        <button
          type="button"
          data-testid="save-moves"
          disabled={!moves.ok}
          title={moves.ok ? undefined : moves.error}
          onClick={() => {
            if (moves.ok) downloadText(`gomoku-${stamp}.txt`, `${moves.value}\n`, 'text/plain');
          }}
        >
          {t('record.saveMoves')}
        </button>
        <button
          type="button"
          data-testid="save-json"
          onClick={() => downloadText(`gomoku-${stamp}.json`, jsonText(final), 'application/json')}
        >
          {t('record.saveJson')}
        </button>
        <button type="button" onClick={onImport}>
          {t('record.openOrPaste')}
        </button>
      </div>
      {moves.ok && moves.value ? (
        <p className="gk-movestring" data-testid="move-string">
          <span className="sr-only" id="gk-movestring-label">
            {t('record.moveString')}
          </span>
          {/* A long string scrolls: the box takes the focus so that keys can scroll it. */}
          <code tabIndex={0} role="region" aria-labelledby="gk-movestring-label">
            {moves.value}
          </code>
        </p>
      ) : null}
      <p className="note small">{t('record.dropNote')}</p>
    </section>
  );
}
