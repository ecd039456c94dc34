/**
 * Counting after two passes: the dead-stone marking (the automatic guess is labelled
 * as one), the score breakdown (territory or area, captures, komi, total) and Accept.
 *
 * @example
 * ```tsx
 * <ScorePanel score={breakdown} guess accepted={undefined} onAccept={accept} onReset={reset} />
 * ```
 */
import type { ScoreBreakdown } from '@qipan/go';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { colorName, num, resultText } from './labels.js';

export interface ScorePanelProps {
  readonly score: ScoreBreakdown;
  readonly guess: boolean;
  readonly deadCount: number;
  /** The accepted result, once accepted. */
  readonly accepted: string | undefined;
  /** Absent for a spectator (nothing to accept). */
  readonly onAccept?: () => void;
  /** Back to the automatic guess (absent online, where each toggle is a request). */
  readonly onReset?: () => void;
}

export function ScorePanel(props: ScorePanelProps): ReactNode {
  const { score: s, guess, deadCount, accepted, onAccept, onReset } = props;
  const { t } = useTranslation(['go', 'common']);
  // Scores are whole or half points: one decimal at most, in the reader's digits.
  const fmt = (n: number): string => num(t, Number.isInteger(n) ? n : Math.round(n * 10) / 10);
  const area = s.scoring === 'area';
  const rows: [string, number, number][] = [
    [
      area ? t('score.territory') : t('score.territoryPoints'),
      s.territory.black,
      s.territory.white,
    ],
  ];
  if (area) rows.push([t('score.stones'), s.stones.black, s.stones.white]);
  else rows.push([t('score.prisoners'), s.prisoners.black, s.prisoners.white]);
  rows.push([t('score.komi'), 0, s.komi]);
  if (s.handicapCompensation > 0)
    rows.push([t('score.handicapCompensation'), 0, s.handicapCompensation]);
  return (
    <section className="panel score-panel" aria-labelledby="score-title" data-testid="score">
      <h2 id="score-title">{accepted ? t('score.final') : t('score.counting')}</h2>
      {accepted ? null : (
        <p className="note small" data-testid="marking-note">
          {t(guess ? 'score.deadGuess' : 'score.deadMarked', { count: deadCount })}
        </p>
      )}
      <table className="score-table" data-testid="score-breakdown">
        <caption className="sr-only">
          {t('score.caption', { scoring: t(`rules.scoring.${s.scoring}`) })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{area ? t('score.areaScoring') : t('score.territoryScoring')}</th>
            <th scope="col">{colorName(t, 'black')}</th>
            <th scope="col">{colorName(t, 'white')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, b, w]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{fmt(b)}</td>
              <td>{fmt(w)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('score.total')}</th>
            <td data-testid="total-black">{fmt(s.total.black)}</td>
            <td data-testid="total-white">{fmt(s.total.white)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="score-result" data-testid="score-result">
        {resultText(t, s.result)} ({s.result})
      </p>
      {accepted || !onAccept ? null : (
        <div className="button-row">
          <button type="button" className="primary" onClick={onAccept} data-testid="accept">
            {t('score.accept')}
          </button>
          {onReset ? (
            <button type="button" onClick={onReset}>
              {t('score.backToGuess')}
            </button>
          ) : null}
        </div>
      )}
    </section>
  );
}
