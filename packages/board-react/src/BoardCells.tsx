/**
 * The ARIA grid both boards share: one focusable cell per point (roving tabindex),
 * the pieces, ghost, tentative move, markers and highlights of each point, and the intents
 * (click, hover, focus, arrow keys; see `keyboard.ts`).
 *
 * @example
 * ```tsx
 * <BoardCells size={{ width: 9, height: 9 }} label="Go board" pieces={{ '2,2': 'black' }}
 *   cellLabel={(p) => `${p.x},${p.y}`} onPointClick={play} />
 * ```
 */
import { pointKey, type Point } from '@qipan/core';
import {
  useCallback,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { flipPoint } from './flip.js';
import { clampPoint, keyIntent } from './keyboard.js';
import { Marker, Piece } from './Piece.js';
import type { BoardProps, CellData } from './types.js';

export interface BoardCellsProps extends Omit<BoardProps, 'coordinates' | 'flipped'> {
  /** Drawn turned 180° (resolved by the board from its prop or the context). */
  readonly flipped: boolean;
  /** Light and dark squares (the square board). */
  readonly checkered?: boolean | undefined;
}

function dataAttributes(data: CellData | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!data) return out;
  for (const [k, v] of Object.entries(data)) {
    if (v === undefined || v === false) continue;
    out[k] = v === true ? 'true' : String(v);
  }
  return out;
}

export function BoardCells(props: BoardCellsProps): ReactNode {
  const { size, pieces, markers, labels, highlights, ghost, tentative, disabled = false } = props;
  const { cellLabel, cellData, pieceClass, onPointClick, onPointHover, onPointFocus } = props;
  const gridRef = useRef<HTMLDivElement>(null);
  const [activeRaw, setActive] = useState<Point>({ x: 0, y: 0 });
  const active = clampPoint(activeRaw, size);

  const focusPoint = useCallback((p: Point) => {
    setActive(p);
    gridRef.current?.querySelector<HTMLElement>(`[data-point="${pointKey(p)}"]`)?.focus();
  }, []);

  const { flipped } = props;
  // Keys move as on screen: on a flipped board, the screen's neighbour of a point.
  const view = (p: Point): Point => (flipped ? flipPoint(p, size) : p);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>): void => {
    const intent = keyIntent(view(active), e, size);
    if (!intent) return;
    e.preventDefault();
    if (intent.kind === 'focus') focusPoint(view(intent.point));
    else if (!disabled) onPointClick?.(view(intent.point));
  };
  const onBlur = (e: FocusEvent<HTMLDivElement>): void => {
    const to = e.relatedTarget as Node | null;
    if (!to || !gridRef.current?.contains(to)) onPointFocus?.(undefined);
  };

  const rows: ReactNode[] = [];
  // In screen order: a flipped board draws its last row and column first.
  for (let sy = 0; sy < size.height; sy++) {
    const y = flipped ? size.height - 1 - sy : sy;
    const cells: ReactNode[] = [];
    for (let sx = 0; sx < size.width; sx++) {
      const x = flipped ? size.width - 1 - sx : sx;
      const p = { x, y };
      const key = pointKey(p);
      const piece = pieces?.[key];
      const marker = markers?.[key];
      const text = labels?.[key];
      const hl = highlights?.[key] ?? [];
      const isTentative = tentative?.point.x === x && tentative.point.y === y;
      const tentativePiece = isTentative && piece === undefined ? tentative.piece : undefined;
      const showGhost =
        piece === undefined && !isTentative && ghost?.point.x === x && ghost.point.y === y;
      const classes = ['qb-cell'];
      if (isTentative) classes.push('qb-cell--tentative');
      if (props.checkered) classes.push((x + y) % 2 === 0 ? 'qb-cell--light' : 'qb-cell--dark');
      for (const h of hl) classes.push(`qb-hl--${h}`);
      // A number on the last stone is the last-move mark itself (drawn in its colour).
      const textOnPiece = piece !== undefined && marker !== 'label' ? text : undefined;
      const lastText = marker === 'last' && textOnPiece !== undefined;
      if (lastText) classes.push('qb-cell--last-text');
      cells.push(
        <div
          key={key}
          role="gridcell"
          className={classes.join(' ')}
          data-point={key}
          data-piece={piece}
          data-marker={marker}
          data-highlight={hl.length > 0 ? hl.join(' ') : undefined}
          data-tentative={isTentative ? (tentative.piece ?? 'true') : undefined}
          {...dataAttributes(cellData?.(p))}
          aria-label={cellLabel(p)}
          aria-disabled={disabled || undefined}
          tabIndex={active.x === x && active.y === y ? 0 : -1}
          onClick={() => {
            setActive(p);
            if (!disabled) onPointClick?.(p);
          }}
          onFocus={() => {
            setActive(p);
            onPointFocus?.(p);
          }}
          onPointerEnter={(e) => {
            // Touch has no hover: a tap would leave a stale "hovered" point behind.
            if (e.pointerType !== 'touch') onPointHover?.(p);
          }}
        >
          {piece !== undefined ? (
            <Piece kind={piece} text={textOnPiece} hookClass={pieceClass} />
          ) : null}
          {showGhost ? <Piece kind={ghost.piece} ghost hookClass={pieceClass} /> : null}
          {tentativePiece !== undefined ? (
            <Piece kind={tentativePiece} tentative hookClass={pieceClass} />
          ) : null}
          {isTentative ? <span className="qb-tentative" aria-hidden="true" /> : null}
          {marker !== undefined && !lastText ? <Marker kind={marker} text={text} /> : null}
        </div>,
      );
    }
    rows.push(
      <div key={y} role="row" className="qb-row">
        {cells}
      </div>,
    );
  }

  const style = {
    '--qp-cols': size.width,
    '--qp-rows': size.height,
  } as CSSProperties;
  return (
    <div
      ref={gridRef}
      id={props.id}
      role="grid"
      aria-label={props.label}
      aria-readonly={disabled || undefined}
      className={['qb-cells', props.className].filter(Boolean).join(' ')}
      style={style}
      data-flipped={flipped || undefined}
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
