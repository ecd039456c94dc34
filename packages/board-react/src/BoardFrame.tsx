/**
 * The frame round a board: coordinate strips on any of the four sides, each label
 * centred on its row or column, and the board in the middle.
 *
 * @example
 * ```tsx
 * <BoardFrame size={{ width: 19, height: 19 }} variant="intersections"
 *   coordinates={{ labels: 'go', sides: ['top', 'right', 'bottom', 'left'] }}>
 *   {board}
 * </BoardFrame>
 * ```
 */
import type { Size } from '@qipan/core';
import type { CSSProperties, ReactNode } from 'react';
import { coordinateLabels, type BoardSide } from './coordinates.js';
import type { CoordinatesOption } from './types.js';

export interface BoardFrameProps {
  readonly size: Size;
  readonly variant: 'intersections' | 'squares';
  readonly coordinates?: CoordinatesOption | undefined;
  /** Turned 180°: the labels along each edge run the other way. */
  readonly flipped?: boolean | undefined;
  readonly className?: string | undefined;
  readonly children: ReactNode;
}

const DEFAULT_SIDES: readonly BoardSide[] = ['left', 'bottom'];

export function BoardFrame(props: BoardFrameProps): ReactNode {
  const { size, variant, coordinates } = props;
  const labels =
    coordinates === undefined
      ? undefined
      : typeof coordinates.labels === 'string'
        ? coordinateLabels(size, coordinates.labels)
        : coordinates.labels;
  const sides = new Set(coordinates ? (coordinates.sides ?? DEFAULT_SIDES) : []);
  const strip = (side: BoardSide): ReactNode => {
    if (!labels || !sides.has(side)) return null;
    const along = side === 'top' || side === 'bottom' ? labels.columns : labels.rows;
    const list = props.flipped ? [...along].reverse() : along;
    return (
      <div className={`qb-coords qb-coords--${side}`} aria-hidden="true">
        {list.map((l, i) => (
          <span key={i}>{l}</span>
        ))}
      </div>
    );
  };
  const style = { '--qp-n': Math.max(size.width, size.height) } as CSSProperties;
  const classes = ['qb-board', `qb-board--${variant}`];
  for (const s of sides) classes.push(`qb-board--coords-${s}`);
  if (props.flipped) classes.push('qb-board--flipped');
  if (props.className) classes.push(props.className);
  return (
    <div className={classes.join(' ')} style={style}>
      <div className="qb-frame">
        {strip('top')}
        {strip('left')}
        <div className="qb-surface" style={{ aspectRatio: `${size.width} / ${size.height}` }}>
          {props.children}
        </div>
        {strip('right')}
        {strip('bottom')}
      </div>
    </div>
  );
}
