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
import { formatCount, KNOWN_TOTAL, KNOWN_UNIQUE } from './known.js';
import type { CountControl } from './useCount.js';

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

const SLOW_FROM = 16;

export function CountView({
  n,
  count,
}: {
  readonly n: number;
  readonly count: CountControl;
}): ReactNode {
  const { state } = count;
  const cores = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency || 1 : 1;
  const running = state.status === 'running';
  const knownTotal = KNOWN_TOTAL[n];
  const knownUnique = KNOWN_UNIQUE[n];

  let status = '';
  if (state.status === 'running') status = `Counting: ${state.done} of ${state.tasks} tasks done.`;
  else if (state.status === 'done')
    status = `Done: ${formatCount(state.counts.total)} solutions, ${formatCount(state.counts.unique)} fundamental.`;
  else if (state.status === 'cancelled') status = 'Count cancelled.';
  else if (state.status === 'error') status = `The count failed: ${state.message}`;

  return (
    <div className="count-panel">
      <div className="card">
        <h2 className="card__title">
          Count the solutions of {n} × {n}
        </h2>
        <p className="note">
          The search tree is split into independent tasks;{' '}
          {cores > 1 ? `${cores} workers, one per core,` : 'a worker'} take them one at a time and
          the page adds up their counts. The page stays responsive meanwhile.
          {n >= SLOW_FROM
            ? ` Counting N = ${n} takes a long time (minutes or more); Cancel stops it.`
            : ''}
        </p>
        <div className="button-row">
          <button type="button" className="primary" onClick={count.start} disabled={running}>
            Count solutions
          </button>
          <button type="button" onClick={count.cancel} disabled={!running}>
            Cancel
          </button>
        </div>
        {state.status === 'running' || state.status === 'done' ? (
          <div className="progress" data-testid="count-progress">
            <progress
              value={state.status === 'done' ? state.tasks : state.done}
              max={state.tasks}
              aria-label="Counting progress"
            />
            <p className="progress__text">
              <span data-testid="count-tasks">
                {state.status === 'done' ? state.tasks : state.done} / {state.tasks} tasks
              </span>{' '}
              · {seconds(state.status === 'done' ? state.ms : count.elapsed)} · {state.workers}{' '}
              worker
              {state.workers === 1 ? '' : 's'}
              {state.status === 'running' ? ` · so far ${formatCount(state.partial.total)}` : ''}
            </p>
          </div>
        ) : null}
        {state.status === 'done' ? (
          <div className="result" data-testid="count-result">
            <div className="stats">
              <div className="stat">
                <span className="stat__value" data-testid="count-total">
                  {formatCount(state.counts.total)}
                </span>
                <span className="stat__label">solutions</span>
              </div>
              <div className="stat">
                <span className="stat__value" data-testid="count-unique">
                  {formatCount(state.counts.unique)}
                </span>
                <span className="stat__label">fundamental</span>
              </div>
            </div>
            <p className="note small">
              {state.tasks} tasks on {state.workers} worker{state.workers === 1 ? '' : 's'} in{' '}
              {seconds(state.ms)}.{' '}
              {knownTotal === state.counts.total && knownUnique === state.counts.unique
                ? 'Matches the known values (OEIS A000170 and A002562).'
                : knownTotal !== undefined
                  ? `The known values are ${formatCount(knownTotal)} and ${formatCount(knownUnique ?? 0)}.`
                  : ''}
            </p>
          </div>
        ) : null}
        {state.status === 'cancelled' ? (
          <p className="note">
            Cancelled after {seconds(state.ms)} ({state.done} of {state.tasks} tasks done).
          </p>
        ) : null}
        {state.status === 'error' ? <p className="note note--bad">{status}</p> : null}
        <p className="sr-only" role="status" aria-live="polite" data-testid="count-status">
          {state.status === 'running' ? `Counting ${n} queens…` : status}
        </p>
      </div>
      <div className="card">
        <h2 className="card__title">Known counts</h2>
        <table className="counts-table">
          <caption className="sr-only">Solutions of N-Queens for N from 4 to 20</caption>
          <thead>
            <tr>
              <th scope="col">N</th>
              <th scope="col">Solutions</th>
              <th scope="col">Fundamental</th>
            </tr>
          </thead>
          <tbody>
            {KNOWN_TOTAL.map((t, i) =>
              i >= 4 ? (
                <tr key={i} aria-current={i === n ? 'true' : undefined}>
                  <th scope="row">{i}</th>
                  <td>{formatCount(t)}</td>
                  <td>{formatCount(KNOWN_UNIQUE[i] ?? 0)}</td>
                </tr>
              ) : null,
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
