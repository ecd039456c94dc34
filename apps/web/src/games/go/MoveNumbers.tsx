/**
 * The "Move numbers" switch of the Go page and what it numbers: every stone on the
 * board, the last N moves, or the moves from a chosen node on ("from here": that
 * node's next move is 1, as in a book's diagram).
 *
 * @example
 * ```tsx
 * const [mode, setMode] = useState<NumbersMode>({ kind: 'off' });
 * <MoveNumbersControl mode={mode} current={12} onChange={setMode} />
 * numbersFor(record, current, mode); // Map 'x,y' → the number shown on that stone
 * ```
 */
import type { GoRecord } from '@qipan/go';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { stoneNumbers, type NumberMode } from './review.js';

/** Off, or one of the model's modes (all, the last `n` moves, the moves after a node). */
export type NumbersMode = { readonly kind: 'off' } | NumberMode;

export const DEFAULT_LAST = 10;

/** The numbers to draw at node `current` in `mode` (undefined when off). */
export const numbersFor = (
  record: GoRecord,
  current: number,
  mode: NumbersMode,
): Map<string, number> | undefined =>
  mode.kind === 'off' ? undefined : stoneNumbers(record, current, mode);

export interface MoveNumbersControlProps {
  readonly mode: NumbersMode;
  /** The current node ("from here" starts after it). */
  readonly current: number;
  /** The current node's move number (shown with "from here"). */
  readonly fromMove: number | undefined;
  readonly onChange: (mode: NumbersMode) => void;
}

export function MoveNumbersControl(p: MoveNumbersControlProps): ReactNode {
  const { t } = useTranslation(['go', 'common']);
  const { mode } = p;
  const on = mode.kind !== 'off';
  const pick = (kind: string): void => {
    if (kind === 'last') p.onChange({ kind: 'last', n: DEFAULT_LAST });
    else if (kind === 'from') p.onChange({ kind: 'from', node: p.current });
    else p.onChange({ kind: 'all' });
  };
  return (
    <span className="numbers-control">
      <label className="toggle">
        <input
          type="checkbox"
          checked={on}
          onChange={(e) => p.onChange(e.target.checked ? { kind: 'all' } : { kind: 'off' })}
          data-testid="numbers"
        />
        {t('moveNumbers')}
      </label>
      {on ? (
        <select
          value={mode.kind}
          onChange={(e) => pick(e.target.value)}
          aria-label={t('review.numbers.label')}
          data-testid="numbers-mode"
        >
          <option value="all">{t('review.numbers.all')}</option>
          <option value="last">{t('review.numbers.last')}</option>
          <option value="from">{t('review.numbers.from')}</option>
        </select>
      ) : null}
      {mode.kind === 'last' ? (
        <input
          type="number"
          min={1}
          max={999}
          className="numbers-count"
          value={mode.n}
          aria-label={t('review.numbers.count')}
          data-testid="numbers-count"
          onChange={(e) => {
            const n = Math.floor(Number(e.target.value));
            if (Number.isFinite(n) && n >= 1) p.onChange({ kind: 'last', n: Math.min(n, 999) });
          }}
        />
      ) : null}
      {mode.kind === 'from' && p.fromMove !== undefined ? (
        <span className="note small" data-testid="numbers-from">
          {t('review.numbers.fromMove', { n: p.fromMove })}
        </span>
      ) : null}
    </span>
  );
}
