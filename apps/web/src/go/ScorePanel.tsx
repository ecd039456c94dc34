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
import { resultText } from './labels.js';

export interface ScorePanelProps {
  readonly score: ScoreBreakdown;
  readonly guess: boolean;
  readonly deadCount: number;
  /** The accepted result, once accepted. */
  readonly accepted: string | undefined;
  readonly onAccept: () => void;
  readonly onReset: () => void;
}

const fmt = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(1));

export function ScorePanel(props: ScorePanelProps): ReactNode {
  const { score: s, guess, deadCount, accepted, onAccept, onReset } = props;
  const area = s.scoring === 'area';
  const rows: [string, number, number][] = [
    [area ? 'Territory' : 'Territory (points)', s.territory.black, s.territory.white],
  ];
  if (area) rows.push(['Stones on the board', s.stones.black, s.stones.white]);
  else rows.push(['Captures and dead stones', s.prisoners.black, s.prisoners.white]);
  rows.push(['Komi', 0, s.komi]);
  if (s.handicapCompensation > 0) rows.push(['Handicap compensation', 0, s.handicapCompensation]);
  return (
    <section className="panel score-panel" aria-labelledby="score-title" data-testid="score">
      <h2 id="score-title">{accepted ? 'Final score' : 'Counting'}</h2>
      {accepted ? null : (
        <p className="note small" data-testid="marking-note">
          {guess
            ? `Dead stones: ${deadCount} marked by an automatic guess. Check it: click (or press Enter on) a group to mark it dead or alive.`
            : `Dead stones: ${deadCount} marked. Click a group to change it.`}
        </p>
      )}
      <table className="score-table" data-testid="score-breakdown">
        <caption className="sr-only">
          Score breakdown, {area ? 'area' : 'territory'} scoring
        </caption>
        <thead>
          <tr>
            <th scope="col">{area ? 'Area scoring' : 'Territory scoring'}</th>
            <th scope="col">Black</th>
            <th scope="col">White</th>
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
            <th scope="row">Total</th>
            <td data-testid="total-black">{fmt(s.total.black)}</td>
            <td data-testid="total-white">{fmt(s.total.white)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="score-result" data-testid="score-result">
        {resultText(s.result)} ({s.result})
      </p>
      {accepted ? null : (
        <div className="button-row">
          <button type="button" className="primary" onClick={onAccept} data-testid="accept">
            Accept score
          </button>
          <button type="button" onClick={onReset}>
            Back to the guess
          </button>
        </div>
      )}
    </section>
  );
}
