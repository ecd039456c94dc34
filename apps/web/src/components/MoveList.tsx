/**
 * The move list of every game page, with time travel: Start and one button per
 * move (number, a dot of the mover's colour, the move's text, an optional mark),
 * named by what it shows then what it does not ("Move 12 h8, Black": the visible text
 * is part of the accessible name, WCAG 2.5.3),
 * the shown one `aria-current="step"`, the four travel buttons, and the position
 * line. ←/→/Home/End travel from anywhere outside the board, dialogs and fields.
 *
 * @example
 * ```tsx
 * <MoveList items={[{ number: '1', text: 'h8', dot: 'black', detail: 'Black' }]}
 *   shown={1} onGo={game.goTo} />
 * ```
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShortcuts } from '../shortcuts/context.js';
import { TravelButtons } from './TravelButtons.js';
import './match.css';

export interface MoveItem {
  /** What the number column shows ("7", "·" for a swap2 choice). */
  readonly number: string;
  readonly text: string;
  /** The mover's dot colour class suffix ("black", "white", "red", "blue"), if any. */
  readonly dot?: string;
  /**
   * What the chip does not show, for its accessible name (the mover: "Black"; captures):
   * the name is the shown text then this ("Move 12 h8, Black"); empty: the shown text.
   */
  readonly detail: string;
  /** A small mark after the text (e.g. "×2" captures). */
  readonly mark?: string;
}

export interface MoveListProps {
  readonly items: readonly MoveItem[];
  /** The ply shown: 0 = the start. */
  readonly shown: number;
  readonly onGo: (ply: number) => void;
  readonly title?: string;
}

/** Keys that travel through the moves, unless typing, on the board or in a dialog. */
function travelTarget(e: KeyboardEvent): boolean {
  const t = e.target;
  if (!(t instanceof HTMLElement)) return true;
  if (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)) return false;
  return !t.closest('[role="grid"], dialog');
}

export function MoveList({ items, shown, onGo, title }: MoveListProps): ReactNode {
  const { t } = useTranslation('match');
  const listRef = useRef<HTMLOListElement>(null);
  const last = items.length;
  const { t: tc } = useTranslation();
  useShortcuts({
    id: 'moves',
    title: tc('shortcuts.group.moves'),
    entries: [
      { keys: ['ArrowLeft', 'ArrowRight'], label: tc('shortcuts.key.travel') },
      { keys: ['Home', 'End'], label: tc('shortcuts.key.travelEnds') },
    ],
  });

  useEffect(() => {
    // Scroll the list only (scrollIntoView would also scroll the page on phones).
    const list = listRef.current;
    const el = list?.querySelector<HTMLElement>('[aria-current="step"]');
    if (!list || !el) return;
    const top = el.offsetTop - list.offsetTop;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (top + el.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = top + el.offsetHeight - list.clientHeight;
  }, [shown, last]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if (e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented || !travelTarget(e)) return;
      let to: number;
      if (e.key === 'ArrowLeft') to = shown - 1;
      else if (e.key === 'ArrowRight') to = shown + 1;
      else if (e.key === 'Home') to = 0;
      else if (e.key === 'End') to = last;
      else return;
      e.preventDefault();
      onGo(Math.max(0, Math.min(last, to)));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shown, last, onGo]);

  return (
    <nav className="move-list" aria-label={title ?? t('moves.title')} data-testid="moves">
      <div className="move-list__head">
        <h2>{title ?? t('moves.title')}</h2>
        <TravelButtons className="move-list__travel" index={shown} last={last} onGo={onGo} />
      </div>
      <ol className="move-list__list" ref={listRef}>
        <li>
          <button
            type="button"
            className="move-list__move move-list__move--start"
            data-move={0}
            data-index={0}
            aria-current={shown === 0 ? 'step' : undefined}
            onClick={() => onGo(0)}
          >
            {t('moves.start')}
          </button>
        </li>
        {items.map((m, k) => {
          const i = k + 1;
          const visible = [m.number, m.text, m.mark].filter(Boolean).join(' ');
          return (
            <li key={i}>
              <button
                type="button"
                className="move-list__move"
                data-move={i}
                data-index={i}
                aria-current={i === shown ? 'step' : undefined}
                aria-label={
                  m.detail ? t('moveChip.name', { shown: visible, detail: m.detail }) : undefined
                }
                onClick={() => onGo(i)}
              >
                {/* The spaces keep the text "12 h8" (not "12h8") for assistive technology. */}
                <span className="move-list__n">{m.number}</span>{' '}
                {m.dot ? (
                  <span className={`side-dot side-dot--${m.dot}`} aria-hidden="true" />
                ) : null}{' '}
                <span className="move-list__text">{m.text}</span>
                {m.mark ? (
                  <>
                    {' '}
                    <span className="move-list__mark">{m.mark}</span>
                  </>
                ) : null}
              </button>
            </li>
          );
        })}
      </ol>
      <p className="move-list__pos" data-testid="position">
        {shown === 0
          ? t('moves.startLine', { count: last })
          : t('moves.moveLine', { n: shown, count: last })}
      </p>
    </nav>
  );
}
