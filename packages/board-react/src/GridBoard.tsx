/**
 * `<GridBoard>`: a rule-free board of squares (chess-like) or intersections (Go-like).
 * It draws the data it is given and reports intents; the game decides what they mean.
 *
 * @example
 * ```tsx
 * <GridBoard
 *   size={{ width: 8, height: 8 }}
 *   label="Eight queens board"
 *   pieces={{ '3,4': 'queen' }}
 *   tints={{ '3,5': 'attacked' }}
 *   cellLabel={(p) => `square ${p.x},${p.y}`}
 *   cellData={(p) => ({ 'data-queen': p.x === 3 && p.y === 4 })}
 *   onPointActivate={(p) => toggle(p)}
 * />
 * ```
 */
import { clampPoint, isActivateKey, moveFocus } from './keyboard.js';
import { pointKey, type Point, type Size } from '@qipan/core';
import {
  useCallback,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

/** Data per point, keyed by `pointKey` (`"x,y"`). */
export type PointMap<T> = Readonly<Partial<Record<string, T>>>;

/** Extra attributes for a cell: `data-*` names; `false`/`undefined` leave it out, `true` is `"true"`. */
export type CellData = Readonly<Record<`data-${string}`, string | number | boolean | undefined>>;

export interface GhostPiece {
  readonly point: Point;
  readonly piece: string;
}

export interface GridBoardProps {
  readonly size: Size;
  /** `squares`: pieces sit in cells (default); `intersections`: on line crossings. */
  readonly variant?: 'squares' | 'intersections' | undefined;
  /** Accessible name of the grid. */
  readonly label: string;
  /** Piece kind per point, e.g. `'queen'`, `'black'`. */
  readonly pieces?: PointMap<string> | undefined;
  /** Marker kind per point, e.g. `'hint'`, `'last'`. */
  readonly markers?: PointMap<string> | undefined;
  /** Space-separated tint names per point, e.g. `'attacked'`, `'conflict inspect'`. */
  readonly tints?: PointMap<string> | undefined;
  /** A translucent piece, e.g. a tentative move. */
  readonly ghost?: GhostPiece | undefined;
  /** No activation (focus and navigation still work). */
  readonly disabled?: boolean | undefined;
  /** Light/dark squares (squares variant). Default true. */
  readonly checkered?: boolean | undefined;
  /** Edge labels drawn inside the left column and the bottom row (decorative). */
  readonly coordinates?:
    { readonly columns: readonly string[]; readonly rows: readonly string[] } | undefined;
  /** The accessible name of each cell, e.g. "d5, queen, attacked". */
  readonly cellLabel: (p: Point) => string;
  readonly cellData?: ((p: Point) => CellData) | undefined;
  readonly renderPiece?: ((piece: string, p: Point, ghost: boolean) => ReactNode) | undefined;
  readonly onPointActivate?: ((p: Point) => void) | undefined;
  readonly onPointHover?: ((p: Point | undefined) => void) | undefined;
  /** The focused cell, or undefined when focus leaves the board. */
  readonly onPointFocus?: ((p: Point | undefined) => void) | undefined;
  readonly className?: string | undefined;
  readonly id?: string | undefined;
}

const defaultPiece = (piece: string): ReactNode => (
  <span className="qb-piece-glyph" data-piece={piece} />
);

function dataAttributes(data: CellData | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!data) return out;
  for (const [k, v] of Object.entries(data)) {
    if (v === undefined || v === false) continue;
    out[k] = v === true ? 'true' : String(v);
  }
  return out;
}

export function GridBoard(props: GridBoardProps): ReactNode {
  const {
    size,
    pieces,
    markers,
    tints,
    ghost,
    disabled = false,
    checkered = true,
    coordinates,
  } = props;
  const {
    cellLabel,
    cellData,
    renderPiece = defaultPiece,
    onPointActivate,
    onPointHover,
    onPointFocus,
  } = props;
  const variant = props.variant ?? 'squares';
  const gridRef = useRef<HTMLDivElement>(null);
  const [activeRaw, setActive] = useState<Point>({ x: 0, y: 0 });
  const active = clampPoint(activeRaw, size);

  const focusPoint = useCallback((p: Point) => {
    setActive(p);
    const el = gridRef.current?.querySelector<HTMLElement>(`[data-point="${pointKey(p)}"]`);
    el?.focus();
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>): void => {
    if (e.altKey) return;
    const next = moveFocus(active, e, size);
    if (next) {
      e.preventDefault();
      focusPoint(next);
      return;
    }
    if (isActivateKey(e.key) && !e.ctrlKey && !e.metaKey) {
      e.preventDefault();
      if (!disabled) onPointActivate?.(active);
    }
  };

  const onBlur = (e: FocusEvent<HTMLDivElement>): void => {
    const to = e.relatedTarget as Node | null;
    if (!to || !gridRef.current?.contains(to)) onPointFocus?.(undefined);
  };

  const rows: ReactNode[] = [];
  for (let y = 0; y < size.height; y++) {
    const cells: ReactNode[] = [];
    for (let x = 0; x < size.width; x++) {
      const p = { x, y };
      const key = pointKey(p);
      const piece = pieces?.[key];
      const isGhost =
        piece === undefined && ghost !== undefined && ghost.point.x === x && ghost.point.y === y;
      const marker = markers?.[key];
      const tint = tints?.[key];
      const isActive = active.x === x && active.y === y;
      const shade =
        variant === 'squares' && checkered ? ((x + y) % 2 === 0 ? 'light' : 'dark') : undefined;
      const classes = ['qb-cell'];
      if (shade) classes.push(`qb-cell--${shade}`);
      if (tint) for (const t of tint.split(/\s+/)) if (t) classes.push(`qb-tint--${t}`);
      cells.push(
        <div
          key={key}
          role="gridcell"
          className={classes.join(' ')}
          data-point={key}
          data-piece={piece}
          data-tint={tint}
          data-marker={marker}
          {...dataAttributes(cellData?.(p))}
          aria-label={cellLabel(p)}
          aria-disabled={disabled || undefined}
          tabIndex={isActive ? 0 : -1}
          onClick={() => {
            setActive(p);
            if (!disabled) onPointActivate?.(p);
          }}
          onFocus={() => {
            setActive(p);
            onPointFocus?.(p);
          }}
          onPointerEnter={(e) => {
            // Touch has no hover: a tap would leave a stale "hovered" cell behind.
            if (e.pointerType !== 'touch') onPointHover?.(p);
          }}
        >
          {coordinates && x === 0 ? (
            <span className="qb-coord qb-coord--row" aria-hidden="true">
              {coordinates.rows[y]}
            </span>
          ) : null}
          {coordinates && y === size.height - 1 ? (
            <span className="qb-coord qb-coord--col" aria-hidden="true">
              {coordinates.columns[x]}
            </span>
          ) : null}
          {piece !== undefined ? (
            <span className="qb-piece" aria-hidden="true">
              {renderPiece(piece, p, false)}
            </span>
          ) : null}
          {isGhost ? (
            <span className="qb-piece qb-piece--ghost" aria-hidden="true">
              {renderPiece(ghost.piece, p, true)}
            </span>
          ) : null}
          {marker !== undefined ? (
            <span className="qb-marker" data-marker={marker} aria-hidden="true" />
          ) : null}
        </div>,
      );
    }
    rows.push(
      <div
        key={y}
        role="row"
        className="qb-row"
        style={{ display: 'grid', gridTemplateColumns: `repeat(${size.width}, minmax(0, 1fr))` }}
      >
        {cells}
      </div>,
    );
  }

  return (
    <div
      ref={gridRef}
      id={props.id}
      role="grid"
      aria-label={props.label}
      aria-readonly={disabled || undefined}
      className={['qb-board', `qb-board--${variant}`, props.className].filter(Boolean).join(' ')}
      style={{
        display: 'flex',
        flexDirection: 'column',
        aspectRatio: `${size.width} / ${size.height}`,
      }}
      data-width={size.width}
      data-height={size.height}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onPointerLeave={() => onPointHover?.(undefined)}
    >
      {rows}
    </div>
  );
}
