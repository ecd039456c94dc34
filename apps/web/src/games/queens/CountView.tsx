/**
 * "Count": all solutions of N counted on every core by a pool of workers, with a
 * progress bar, elapsed time and Cancel; total and fundamental counts.
 *
 * @example
 * ```tsx
 * <CountView n={10} count={useCount(10)} />
 * ```
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/useFormat.js';
import { KNOWN_TOTAL, KNOWN_UNIQUE } from './known.js';
import type { CountControl } from './useCount.js';

const SLOW_FROM = 16;

export function CountView({
  n,
  count,
}: {
  readonly n: number;
  readonly count: CountControl;
}): ReactNode {
  const { t } = useTranslation(['queens', 'common']);
  const f = useFormat();
  const seconds = (ms: number): string => f.duration(ms, 'elapsed');
  const { state } = count;
  const cores = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency || 1 : 1;
  const running = state.status === 'running';
  const knownTotal = KNOWN_TOTAL[n];
  const knownUnique = KNOWN_UNIQUE[n];

  let status = '';
  if (state.status === 'running')
    status = t('count.running', { done: state.done, tasks: state.tasks });
  else if (state.status === 'done')
    status = t('count.done', { total: state.counts.total, unique: state.counts.unique });
  else if (state.status === 'cancelled') status = t('count.cancelled');
  else if (state.status === 'error') status = t('count.failed', { message: state.message });
  const gap = t('common:sentenceGap');

  return (
    <div className="count-panel">
      <div className="card">
        <h2 className="card__title">{t('count.title', { n })}</h2>
        <p className="note">
          {t('count.explain', { workers: t('count.workers', { count: cores }) })}
          {n >= SLOW_FROM ? gap + t('count.slow', { n }) : ''}
        </p>
        <div className="button-row">
          <button type="button" className="primary" onClick={count.start} disabled={running}>
            {t('count.start')}
          </button>
          <button type="button" onClick={count.cancel} disabled={!running}>
            {t('common:actions.cancel')}
          </button>
        </div>
        {state.status === 'running' || state.status === 'done' ? (
          <div className="progress" data-testid="count-progress">
            <progress
              value={state.status === 'done' ? state.tasks : state.done}
              max={state.tasks}
              aria-label={t('count.progress')}
            />
            <p className="progress__text">
              <span data-testid="count-tasks">
                {t('count.tasks', {
                  done: state.status === 'done' ? state.tasks : state.done,
                  tasks: state.tasks,
                })}
              </span>
              {' · '}
              {seconds(state.status === 'done' ? state.ms : count.elapsed)}
              {' · '}
              {t('count.workerCount', { count: state.workers })}
              {state.status === 'running'
                ? ` · ${t('count.soFar', { total: state.partial.total })}`
                : ''}
            </p>
          </div>
        ) : null}
        {state.status === 'done' ? (
          <div className="result" data-testid="count-result">
            <div className="stats">
              <div className="stat">
                <span className="stat__value" data-testid="count-total">
                  {f.number(state.counts.total)}
                </span>
                <span className="stat__label">{t('count.solutions')}</span>
              </div>
              <div className="stat">
                <span className="stat__value" data-testid="count-unique">
                  {f.number(state.counts.unique)}
                </span>
                <span className="stat__label">{t('count.fundamental')}</span>
              </div>
            </div>
            <p className="note small">
              {t('count.summary', {
                tasks: state.tasks,
                count: state.workers,
                time: seconds(state.ms),
              })}
              {knownTotal === state.counts.total && knownUnique === state.counts.unique
                ? gap + t('count.matches')
                : knownTotal !== undefined
                  ? gap + t('count.known', { total: knownTotal, unique: knownUnique ?? 0 })
                  : ''}
            </p>
          </div>
        ) : null}
        {state.status === 'cancelled' ? (
          <p className="note">
            {t('count.cancelledAfter', {
              time: seconds(state.ms),
              done: state.done,
              tasks: state.tasks,
            })}
          </p>
        ) : null}
        {state.status === 'error' ? <p className="note note--bad">{status}</p> : null}
        <p className="sr-only" role="status" aria-live="polite" data-testid="count-status">
          {state.status === 'running' ? t('count.counting', { n }) : status}
        </p>
      </div>
      <div className="card">
        <h2 className="card__title">{t('count.knownTitle')}</h2>
        <table className="counts-table">
          <caption className="sr-only">{t('count.knownCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('count.colN')}</th>
              <th scope="col">{t('count.colSolutions')}</th>
              <th scope="col">{t('count.colFundamental')}</th>
            </tr>
          </thead>
          <tbody>
            {KNOWN_TOTAL.map((total, i) =>
              i >= 4 ? (
                <tr key={i} aria-current={i === n ? 'true' : undefined}>
                  <th scope="row">{i}</th>
                  <td>{f.number(total)}</td>
                  <td>{f.number(KNOWN_UNIQUE[i] ?? 0)}</td>
                </tr>
              ) : null,
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
