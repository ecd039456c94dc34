/**
 * The Chongzi board: pieces on the intersections of a 4×4 or 5×5 grid, drawn with
 * `<GridBoard variant="intersections">`. Cells carry `data-point`, `data-piece`
 * (`red`/`blue`), `data-selected`, `data-target`, `data-movable`, `data-captured`
 * and `data-name` ("C3"), and are labelled like "C3, red piece, selected".
 *
 * @example
 * ```tsx
 * <ChongziBoard state={s} selected={null} targets={new Set()} onActivate={play} />
 * ```
 */
import { GridBoard } from '@qipan/board-react';
import { formatPoint, type ChongziState, type Side } from '@qipan/chongzi';
import { pointKey, type Point } from '@qipan/core';
import { useMemo, type ReactNode } from 'react';
import { cellName } from './model.js';

export interface ChongziBoardProps {
  readonly id?: string;
  readonly label: string;
  readonly state: ChongziState;
  readonly selected: Point | null;
  readonly targets: ReadonlySet<string>;
  readonly movable: ReadonlySet<string>;
  /** Captured points still showing their old colour, flashing. */
  readonly flash?: Readonly<Record<string, Side>> | undefined;
  readonly disabled: boolean;
  readonly onActivate: (p: Point) => void;
}

const renderPiece = (piece: string, _p: Point, ghost: boolean): ReactNode => (
  <span className={`cz-piece cz-piece--${piece}${ghost ? ' cz-piece--ghost' : ''}`} />
);

export function ChongziBoard(props: ChongziBoardProps): ReactNode {
  const { state, selected, targets, movable, flash, disabled } = props;
  const n = state.size;

  const coordinates = useMemo(() => {
    const columns: string[] = [];
    const rows: string[] = [];
    for (let i = 0; i < n; i++) {
      columns.push(formatPoint({ x: i, y: 0 }, n).slice(0, 1));
      rows.push(String(n - i));
    }
    return { columns, rows };
  }, [n]);

  const last = state.lastMove;
  const lastKeys = useMemo(() => {
    const out = new Set<string>();
    if (!last) return out;
    if (last.kind === 'step') {
      out.add(pointKey(last.from));
      out.add(pointKey(last.to));
    } else out.add(pointKey(last.at));
    return out;
  }, [last]);

  const pieceOf = (p: Point): Side | null => {
    const key = pointKey(p);
    return flash?.[key] ?? state.board[p.y * n + p.x] ?? null;
  };

  const pieces: Record<string, string> = {};
  const tints: Record<string, string> = {};
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const key = pointKey({ x, y });
      const piece = pieceOf({ x, y });
      if (piece) pieces[key] = piece;
      const t: string[] = [];
      if (selected && selected.x === x && selected.y === y) t.push('cz-selected');
      if (targets.has(key)) t.push(piece ? 'cz-removable' : 'cz-target');
      if (lastKeys.has(key)) t.push('cz-last');
      if (flash?.[key]) t.push('cz-captured');
      if (t.length > 0) tints[key] = t.join(' ');
    }
  }

  const flags = (p: Point) => {
    const key = pointKey(p);
    return {
      selected: !!selected && selected.x === p.x && selected.y === p.y,
      target: targets.has(key),
      movable: movable.has(key),
      captured: !!flash?.[key],
      last: lastKeys.has(key),
    };
  };

  return (
    <div className="cz-grid">
      <GridLines n={n} />
      <GridBoard
        id={props.id}
        className={`cz-board cz-board--${n}`}
        variant="intersections"
        size={{ width: n, height: n }}
        label={props.label}
        pieces={pieces}
        tints={tints}
        disabled={disabled}
        coordinates={coordinates}
        renderPiece={renderPiece}
        cellLabel={(p) => cellName(n, p, pieceOf(p), flags(p))}
        cellData={(p) => {
          const f = flags(p);
          return {
            'data-selected': f.selected,
            'data-target': f.target,
            'data-movable': f.movable,
            'data-captured': f.captured,
            'data-last': f.last,
            'data-name': formatPoint(p, n),
          };
        }}
        onPointActivate={props.onActivate}
      />
    </div>
  );
}

/** The grid lines between the points, drawn once behind the cells. */
function GridLines({ n }: { readonly n: number }): ReactNode {
  const lines: ReactNode[] = [];
  for (let i = 0; i < n; i++) {
    const c = i + 0.5;
    lines.push(<line key={`h${i}`} x1={0.5} y1={c} x2={n - 0.5} y2={c} />);
    lines.push(<line key={`v${i}`} x1={c} y1={0.5} x2={c} y2={n - 0.5} />);
  }
  return (
    <svg className="cz-lines" viewBox={`0 0 ${n} ${n}`} aria-hidden="true" focusable="false">
      {lines}
    </svg>
  );
}
