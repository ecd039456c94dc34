/**
 * The four time-travel buttons of a move list: first position, previous move, next
 * move, last position (« ‹ › »), disabled at the ends, with their keyboard shortcuts
 * announced. Positions are numbered 0 (the start) to `last`.
 *
 * @example
 * ```tsx
 * <TravelButtons index={shown} last={moves.length} onGo={setShown} className="move-list__travel" />
 * ```
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface TravelButtonsProps {
  /** The position shown, 0 = the start. */
  readonly index: number;
  /** The last position (the number of moves). */
  readonly last: number;
  readonly onGo: (index: number) => void;
  readonly className?: string;
}

export function TravelButtons({ index, last, onGo, className }: TravelButtonsProps): ReactNode {
  const { t } = useTranslation();
  const buttons: readonly [string, string, string, number, boolean][] = [
    ['«', t('travel.first'), 'Home', 0, index <= 0],
    ['‹', t('travel.previous'), 'ArrowLeft', index - 1, index <= 0],
    ['›', t('travel.next'), 'ArrowRight', index + 1, index >= last],
    ['»', t('travel.last'), 'End', last, index >= last],
  ];
  return (
    <div className={className} role="group" aria-label={t('travel.label')}>
      {buttons.map(([glyph, label, key, to, disabled]) => (
        <button
          key={key}
          type="button"
          onClick={() => onGo(Math.max(0, Math.min(last, to)))}
          disabled={disabled}
          aria-label={label}
          aria-keyshortcuts={key}
        >
          {glyph}
        </button>
      ))}
    </div>
  );
}
