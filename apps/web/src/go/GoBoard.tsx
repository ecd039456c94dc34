/**
 * The Go board: `GridBoard` in intersections mode with coordinates around it, star
 * points, stones, a ghost stone under the pointer or keyboard focus, the last-move
 * marker, optional move numbers, and during counting dead stones and territory.
 *
 * @example
 * ```tsx
 * <GoBoard state={s} last={{ x: 2, y: 2 }} numbers={undefined} marking={undefined}
 *   ghost="black" disabled={false} onActivate={(p) => play(p)} />
 * ```
 */
import { pointKey, type Color, type Point } from '@qipan/core';
import { GridBoard, type CellData } from '@qipan/board-react';
import { formatVertex, stoneAt, type GoState } from '@qipan/go';
import { useMemo, useState, type ReactNode } from 'react';
import { columnLabels, rowLabels, starPoints } from './labels.js';

export interface GoBoardProps {
  readonly state: GoState;
  readonly last: Point | undefined;
  /** Move number per `x,y` when numbers are shown. */
  readonly numbers: ReadonlyMap<string, number> | undefined;
  /** Dead stones (`x,y`) and each point's owner while counting. */
  readonly counting:
    { readonly dead: ReadonlySet<string>; readonly ownership: (Color | undefined)[][] } | undefined;
  /** The colour of the ghost stone on empty points, or none. */
  readonly ghost: Color | undefined;
  readonly disabled: boolean;
  readonly onActivate: (p: Point) => void;
}

export function GoBoard(props: GoBoardProps): ReactNode {
  const { state, last, numbers, counting, ghost, disabled, onActivate } = props;
  const n = state.rules.size;
  const [hover, setHover] = useState<Point | undefined>(undefined);
  const [focus, setFocus] = useState<Point | undefined>(undefined);
  const cols = useMemo(() => columnLabels(n), [n]);
  const rows = useMemo(() => rowLabels(n), [n]);
  const stars = useMemo(() => starPoints(n), [n]);

  const pieces: Record<string, string> = {};
  const tints: Record<string, string> = {};
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const k = `${x},${y}`;
      const c = stoneAt(state, { x, y });
      if (c) pieces[k] = c;
      const t: string[] = [];
      if (!c && stars.has(k)) t.push('star');
      if (counting) {
        if (counting.dead.has(k)) t.push('dead');
        const own = counting.ownership[y]?.[x];
        if (own && (!c || counting.dead.has(k))) t.push(`own-${own}`);
      }
      if (t.length > 0) tints[k] = t.join(' ');
    }
  }
  const lastKey = last ? pointKey(last) : undefined;
  const markers: Record<string, string> = lastKey ? { [lastKey]: 'last' } : {};
  const target = hover ?? focus;
  const ghostPiece =
    ghost && target && !disabled && !pieces[pointKey(target)]
      ? { point: target, piece: ghost }
      : undefined;

  const label = (p: Point): string => {
    const k = pointKey(p);
    const c = pieces[k];
    const parts = [formatVertex(p, n), c ? `${c} stone` : 'empty'];
    const num = numbers?.get(k);
    if (c && num !== undefined) parts.push(`move ${num}`);
    if (k === lastKey) parts.push('last move');
    if (counting?.dead.has(k)) parts.push('dead');
    const own = counting?.ownership[p.y]?.[p.x];
    if (own && (!c || counting?.dead.has(k))) parts.push(`${own} territory`);
    return parts.join(', ');
  };
  const data = (p: Point): CellData => {
    const k = pointKey(p);
    return {
      'data-stone': pieces[k],
      'data-last': k === lastKey,
      'data-dead': counting?.dead.has(k) ?? false,
      'data-ex': p.x === 0 ? 'start' : p.x === n - 1 ? 'end' : undefined,
      'data-ey': p.y === 0 ? 'start' : p.y === n - 1 ? 'end' : undefined,
    };
  };
  const renderPiece = (piece: string, p: Point, isGhost: boolean): ReactNode => {
    const num = isGhost ? undefined : numbers?.get(pointKey(p));
    return (
      <span className={`go-stone go-stone--${piece}`}>
        {num !== undefined ? <span className="go-stone__num">{num}</span> : null}
      </span>
    );
  };

  return (
    <div
      className={`go-frame${n >= 15 ? ' go-frame--big' : ''}${numbers ? ' go-frame--numbers' : ''}`}
    >
      <div className="go-coords go-coords--top" aria-hidden="true">
        {cols.map((c) => (
          <span key={c}>{c}</span>
        ))}
      </div>
      <div className="go-coords go-coords--left" aria-hidden="true">
        {rows.map((r) => (
          <span key={r}>{r}</span>
        ))}
      </div>
      <GridBoard
        id="go-board"
        className="go-board"
        size={{ width: n, height: n }}
        variant="intersections"
        label={`Go board, ${n} by ${n}`}
        pieces={pieces}
        markers={markers}
        tints={tints}
        ghost={ghostPiece}
        disabled={disabled}
        cellLabel={label}
        cellData={data}
        renderPiece={renderPiece}
        onPointActivate={onActivate}
        onPointHover={setHover}
        onPointFocus={setFocus}
      />
      <div className="go-coords go-coords--right" aria-hidden="true">
        {rows.map((r) => (
          <span key={r}>{r}</span>
        ))}
      </div>
      <div className="go-coords go-coords--bottom" aria-hidden="true">
        {cols.map((c) => (
          <span key={c}>{c}</span>
        ))}
      </div>
    </div>
  );
}
