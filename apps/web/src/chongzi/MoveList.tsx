/**
 * The moves so far with time travel: click a move (or Start) to see the position
 * after it; ←/→ step, Home/End jump, inside the list or on its buttons.
 *
 * @example
 * ```tsx
 * <MoveList size={5} moves={moves} states={states} viewIndex={i} onView={setView} />
 * ```
 */
import { formatMove, type ChongziMove, type ChongziState } from '@qipan/chongzi';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { TravelButtons } from '../components/TravelButtons.js';
import { SIDE_NAME } from './model.js';

export interface MoveListProps {
  readonly size: number;
  readonly moves: readonly ChongziMove[];
  readonly states: readonly ChongziState[];
  readonly viewIndex: number;
  readonly onView: (index: number) => void;
}

export function MoveList({ size, moves, states, viewIndex, onView }: MoveListProps): ReactNode {
  const listRef = useRef<HTMLOListElement>(null);
  const last = moves.length;

  // Keep the viewed move in sight.
  useEffect(() => {
    const el = listRef.current?.querySelector<HTMLElement>(`[data-index="${viewIndex}"]`);
    el?.scrollIntoView?.({ block: 'nearest' });
  }, [viewIndex, last]);

  const onKey = (e: KeyboardEvent<HTMLDivElement>): void => {
    let next: number | undefined;
    if (e.key === 'ArrowLeft') next = viewIndex - 1;
    else if (e.key === 'ArrowRight') next = viewIndex + 1;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = last;
    if (next === undefined) return;
    e.preventDefault();
    const i = Math.max(0, Math.min(last, next));
    onView(i);
    // If focus is on a move, follow the view with it.
    if ((e.target as HTMLElement).dataset.index !== undefined) {
      requestAnimationFrame(() =>
        listRef.current?.querySelector<HTMLElement>(`[data-index="${i}"]`)?.focus(),
      );
    }
  };

  return (
    <div className="cz-moves" onKeyDown={onKey} data-testid="moves">
      <div className="cz-moves__head">
        <h2 id="cz-moves-title">Moves</h2>
        <TravelButtons className="cz-moves__nav" index={viewIndex} last={last} onGo={onView} />
      </div>
      <ol className="cz-moves__list" ref={listRef} aria-labelledby="cz-moves-title">
        <li>
          <button
            type="button"
            className="cz-move"
            data-index={0}
            aria-current={viewIndex === 0 ? 'step' : undefined}
            onClick={() => onView(0)}
          >
            Start
          </button>
        </li>
        {moves.map((m, i) => {
          const before = states[i];
          const after = states[i + 1];
          const captured = after ? after.captures.reduce((k, c) => k + c.captured.length, 0) : 0;
          const side = before ? before.turn : 'red';
          return (
            <li key={i}>
              <button
                type="button"
                className={`cz-move cz-move--${side}`}
                data-index={i + 1}
                aria-current={viewIndex === i + 1 ? 'step' : undefined}
                aria-label={`Move ${i + 1}, ${SIDE_NAME[side]} ${formatMove(m, size)}${captured ? `, captures ${captured}` : ''}`}
                onClick={() => onView(i + 1)}
              >
                <span className="cz-move__no">{i + 1}.</span>
                <span className={`cz-move__dot cz-dot--${side}`} aria-hidden="true" />
                {formatMove(m, size)}
                {captured ? <span className="cz-move__cap">×{captured}</span> : null}
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
