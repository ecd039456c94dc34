/**
 * The N-Queens board: turns queens, conflicts, attacked squares, the inspected lines
 * and a hint into `<GridBoard>` data, labels ("d5, queen, attacked") and data
 * attributes (`data-queen`, `data-conflict`, `data-attacked`, `data-reach`, `data-hint`, `data-name="d5"`).
 *
 * @example
 * ```tsx
 * <QueensBoard n={8} label="Your board" queens={[{ x: 3, y: 4 }]} onActivate={toggle} />
 * ```
 */
import { GridBoard, type PointMap } from '@qipan/board-react';
import { pointKey, type Point } from '@qipan/core';
import { squareName } from '@qipan/queens';
import { useMemo, type ReactNode } from 'react';
import { QueenPiece } from './QueenPiece.js';

export interface QueensBoardProps {
  readonly n: number;
  readonly label: string;
  readonly id?: string | undefined;
  readonly queens: readonly Point[];
  /** Keys of queens in an attacking pair. */
  readonly conflicts?: ReadonlySet<string> | undefined;
  /** Keys of squares attacked by some queen. */
  readonly attacked?: ReadonlySet<string> | undefined;
  /** Keys of squares on the inspected queen's lines (tinted). */
  readonly reach?: ReadonlySet<string> | undefined;
  readonly hint?: Point | undefined;
  readonly ghost?: Point | undefined;
  /** Extra tint names per point (search animation states). */
  readonly tints?: PointMap<string> | undefined;
  readonly disabled?: boolean | undefined;
  readonly onActivate?: ((p: Point) => void) | undefined;
  readonly onHover?: ((p: Point | undefined) => void) | undefined;
  readonly onFocusPoint?: ((p: Point | undefined) => void) | undefined;
}

const NONE: ReadonlySet<string> = new Set();
const renderPiece = (_piece: string, _p: Point, ghost: boolean): ReactNode => (
  <QueenPiece ghost={ghost} />
);

export function QueensBoard(props: QueensBoardProps): ReactNode {
  const { n, queens, hint, ghost, disabled = false } = props;
  const conflicts = props.conflicts ?? NONE;
  const attacked = props.attacked ?? NONE;
  const reach = props.reach ?? NONE;

  const coordinates = useMemo(() => {
    const columns: string[] = [];
    const rows: string[] = [];
    for (let i = 0; i < n; i++) {
      columns.push(squareName({ x: i, y: n - 1 }, n).replace(/\d+$/, ''));
      rows.push(squareName({ x: 0, y: i }, n).replace(/^[a-z]+/, ''));
    }
    return { columns, rows };
  }, [n]);

  const pieces = useMemo(() => {
    const out: Record<string, string> = {};
    for (const q of queens) out[pointKey(q)] = 'queen';
    return out;
  }, [queens]);

  const tints = useMemo(() => {
    const out: Record<string, string> = {};
    const add = (key: string, t: string): void => {
      out[key] = out[key] ? `${out[key]} ${t}` : t;
    };
    for (const k of reach) add(k, 'reach');
    for (const k of conflicts) add(k, 'conflict');
    if (hint) add(pointKey(hint), 'hint');
    if (props.tints) for (const [k, t] of Object.entries(props.tints)) if (t) add(k, t);
    return out;
  }, [reach, conflicts, hint, props.tints]);

  const hintKey = hint ? pointKey(hint) : undefined;
  const cellLabel = (p: Point): string => {
    const key = pointKey(p);
    const parts = [squareName(p, n), pieces[key] ? 'queen' : 'empty'];
    if (conflicts.has(key) || attacked.has(key)) parts.push('attacked');
    if (key === hintKey) parts.push('suggested');
    return parts.join(', ');
  };
  const cellData = (p: Point) => {
    const key = pointKey(p);
    return {
      'data-queen': pieces[key] !== undefined,
      'data-conflict': conflicts.has(key),
      'data-attacked': attacked.has(key),
      'data-reach': reach.has(key),
      'data-hint': key === hintKey,
      'data-name': squareName(p, n),
    };
  };

  return (
    <GridBoard
      id={props.id}
      className={`queens-board queens-board--n${n > 12 ? 'large' : 'small'}`}
      size={{ width: n, height: n }}
      label={props.label}
      pieces={pieces}
      tints={tints}
      ghost={ghost && !pieces[pointKey(ghost)] ? { point: ghost, piece: 'queen' } : undefined}
      markers={hintKey ? { [hintKey]: 'hint' } : undefined}
      disabled={disabled}
      coordinates={coordinates}
      cellLabel={cellLabel}
      cellData={cellData}
      renderPiece={renderPiece}
      onPointActivate={props.onActivate}
      onPointHover={props.onHover}
      onPointFocus={props.onFocusPoint}
    />
  );
}
