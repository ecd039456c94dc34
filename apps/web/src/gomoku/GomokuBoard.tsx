/**
 * The gomoku board: stones on intersections with coordinates around the board,
 * star points, optional move numbers, the last-move marker, a hover ghost,
 * Black's forbidden points (renju) and the winning line. Cells carry
 * `data-point`, `data-stone`, `data-forbidden`, `data-win`, `data-last` and
 * labels such as "h8, black stone, last move" or "j9, empty, forbidden for
 * Black: double-three".
 *
 * @example
 * ```tsx
 * <GomokuBoard state={s} forbidden={forbiddenPoints(s)} numbers onActivate={play} />
 * ```
 */
import { GridBoard } from '@qipan/board-react';
import { pointKey, type Point } from '@qipan/core';
import {
  formatPoint,
  type ForbiddenKind,
  type ForbiddenPoint,
  type GomokuState,
} from '@qipan/gomoku';
import { useMemo, type ReactNode } from 'react';
import { stoneNumbers } from './model.js';

export interface GomokuBoardProps {
  readonly state: GomokuState;
  readonly forbidden: readonly ForbiddenPoint[];
  readonly numbers: boolean;
  /** The colour of the hover ghost, when a stone may be placed now. */
  readonly ghostColor: 'black' | 'white' | undefined;
  readonly hover: Point | undefined;
  readonly disabled: boolean;
  readonly label: string;
  readonly onActivate: (p: Point) => void;
  readonly onHover: (p: Point | undefined) => void;
}

/** Star points for a board side, as "x,y" keys: corners and centre; 19×19 and up also the sides. */
export function starPoints(size: number): Set<string> {
  const out = new Set<string>();
  const c = (size - 1) / 2;
  if (size % 2 === 1) out.add(`${c},${c}`);
  if (size < 9) return out;
  const e = size >= 13 ? 3 : 2;
  const f = size - 1 - e;
  for (const [x, y] of [
    [e, e],
    [e, f],
    [f, e],
    [f, f],
  ] as const)
    out.add(`${x},${y}`);
  if (size >= 19 && size % 2 === 1)
    for (const [x, y] of [
      [e, c],
      [c, e],
      [f, c],
      [c, f],
    ] as const)
      out.add(`${x},${y}`);
  return out;
}

export function GomokuBoard(props: GomokuBoardProps): ReactNode {
  const { state, forbidden, numbers, ghostColor, hover, disabled } = props;
  const size = state.config.size;

  const coords = useMemo(() => {
    const columns: string[] = [];
    const rows: string[] = [];
    for (let i = 0; i < size; i++) {
      columns.push(formatPoint({ x: i, y: size - 1 }, size).replace(/\d+$/, ''));
      rows.push(String(size - i));
    }
    return { columns, rows };
  }, [size]);

  const stars = useMemo(() => starPoints(size), [size]);
  const nums = useMemo(() => stoneNumbers(state), [state]);

  const pieces = useMemo(() => {
    const out: Record<string, string> = {};
    state.cells.forEach((c, i) => {
      if (c !== 0) out[`${i % size},${Math.floor(i / size)}`] = c === 1 ? 'black' : 'white';
    });
    return out;
  }, [state, size]);

  const forbiddenMap = useMemo(() => {
    const out = new Map<string, ForbiddenKind>();
    for (const f of forbidden) out.set(pointKey(f.point), f.kind);
    return out;
  }, [forbidden]);

  const win = useMemo(() => new Set((state.outcome?.line ?? []).map(pointKey)), [state.outcome]);
  const lastKey = state.lastStone ? pointKey(state.lastStone) : undefined;

  const cellLabel = (p: Point): string => {
    const key = pointKey(p);
    const parts = [formatPoint(p, size)];
    const stone = pieces[key];
    parts.push(stone ? `${stone} stone` : 'empty');
    const n = nums.get(key);
    if (stone && n !== undefined) parts.push(`move ${n}`);
    if (key === lastKey) parts.push('last move');
    if (win.has(key)) parts.push('winning line');
    const f = forbiddenMap.get(key);
    if (f) parts.push(`forbidden for Black: ${f}`);
    return parts.join(', ');
  };

  const cellData = (p: Point) => {
    const key = pointKey(p);
    const edge: string[] = [];
    if (p.y === 0) edge.push('top');
    if (p.y === size - 1) edge.push('bottom');
    if (p.x === 0) edge.push('left');
    if (p.x === size - 1) edge.push('right');
    return {
      'data-stone': pieces[key],
      'data-forbidden': forbiddenMap.get(key),
      'data-win': win.has(key),
      'data-last': key === lastKey,
      'data-star': stars.has(key),
      'data-edge': edge.length > 0 ? edge.join(' ') : undefined,
      'data-name': formatPoint(p, size),
    };
  };

  const renderPiece = (piece: string, p: Point, ghost: boolean): ReactNode => {
    const n = ghost || !numbers ? undefined : nums.get(pointKey(p));
    return (
      <span className={`gk-stone gk-stone--${piece}`}>
        {n !== undefined ? <span className="gk-stone__num">{n}</span> : null}
      </span>
    );
  };

  const ghost =
    hover && ghostColor && !pieces[pointKey(hover)] && !forbiddenMap.has(pointKey(hover))
      ? { point: hover, piece: ghostColor }
      : undefined;

  return (
    <div
      className={`gk-frame${size > 15 ? ' gk-frame--large' : ''}${numbers ? ' gk-frame--numbers' : ''}`}
      style={{ ['--gk-n' as string]: size }}
    >
      <div className="gk-rows" aria-hidden="true">
        {coords.rows.map((r) => (
          <span key={r}>{r}</span>
        ))}
      </div>
      <GridBoard
        id="gomoku-board"
        className="gk-board"
        variant="intersections"
        size={{ width: size, height: size }}
        label={props.label}
        pieces={pieces}
        markers={lastKey ? { [lastKey]: 'last' } : undefined}
        ghost={ghost}
        disabled={disabled}
        cellLabel={cellLabel}
        cellData={cellData}
        renderPiece={renderPiece}
        onPointActivate={props.onActivate}
        onPointHover={props.onHover}
      />
      <span aria-hidden="true" />
      <div className="gk-cols" aria-hidden="true">
        {coords.columns.map((c) => (
          <span key={c}>{c}</span>
        ))}
      </div>
    </div>
  );
}
