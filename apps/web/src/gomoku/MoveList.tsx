/**
 * The move list with time travel (the seed's history panel): a button per
 * position, the shown one marked `aria-current="step"`. Keys ←/→/Home/End are
 * handled by the page so they work anywhere outside the board and form fields.
 *
 * @example
 * ```tsx
 * <MoveList line={game.line} cursor={game.cursor} onGo={game.goTo} />
 * ```
 */
import { isChoice, type GomokuState } from '@qipan/gomoku';
import { useEffect, useRef, type ReactNode } from 'react';
import { TravelButtons } from '../components/TravelButtons.js';
import { colorName, moveLabel } from './model.js';

export interface MoveListProps {
  readonly line: readonly GomokuState[];
  readonly cursor: number;
  readonly onGo: (index: number) => void;
}

export function MoveList({ line, cursor, onGo }: MoveListProps): ReactNode {
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    // Scroll the list only (scrollIntoView would also scroll the page on phones).
    const list = listRef.current;
    const el = list?.querySelector<HTMLElement>('[aria-current="step"]');
    if (!list || !el) return;
    const top = el.offsetTop;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (top + el.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = top + el.offsetHeight - list.clientHeight;
  }, [cursor]);

  const last = line[line.length - 1];
  const size = last?.config.size ?? 15;
  const items: ReactNode[] = [];
  let stone = 0;
  for (let i = 1; i < line.length; i++) {
    const prev = line[i - 1] as GomokuState;
    const s = line[i] as GomokuState;
    const m = s.moves[s.moves.length - 1];
    if (!m) continue;
    const choice = isChoice(m);
    if (!choice) stone++;
    const color = choice ? undefined : prev.toMove;
    items.push(
      <li key={i}>
        <button
          type="button"
          className="gk-move"
          data-move={i}
          aria-current={i === cursor ? 'step' : undefined}
          aria-label={
            choice
              ? `Move ${i}: ${moveLabel(m, size)}`
              : `Move ${i}: ${colorName(color ?? 'black')} ${moveLabel(m, size)}`
          }
          onClick={() => onGo(i)}
        >
          <span className="gk-move__n">{choice ? '·' : stone}</span>
          {color ? <span className={`gk-dot gk-dot--${color}`} aria-hidden="true" /> : null}
          <span className="gk-move__text">{moveLabel(m, size)}</span>
        </button>
      </li>,
    );
  }

  return (
    <nav className="gk-moves" aria-label="Moves">
      <div className="gk-moves__head">
        <h2>Moves</h2>
        <TravelButtons
          className="button-row gk-travel"
          index={cursor}
          last={line.length - 1}
          onGo={onGo}
        />
      </div>
      <ol className="gk-moves__list" ref={listRef}>
        <li>
          <button
            type="button"
            className="gk-move gk-move--start"
            data-move={0}
            aria-current={cursor === 0 ? 'step' : undefined}
            onClick={() => onGo(0)}
          >
            Start
          </button>
        </li>
        {items}
      </ol>
      <p className="gk-moves__pos" data-testid="position">
        {cursor === 0
          ? `Start position · ${line.length - 1} move${line.length === 2 ? '' : 's'}`
          : `Move ${cursor} of ${line.length - 1}`}
      </p>
    </nav>
  );
}
