/**
 * `<IntersectionBoard>`: a rule-free board whose pieces stand on line crossings (Go,
 * Gomoku, Chongzi): lines that stop at the outermost points, star points, optional
 * coordinates on any side, and the shared cells with pieces, markers and highlights.
 *
 * @example
 * ```tsx
 * <IntersectionBoard
 *   id="go-board"
 *   size={{ width: 19, height: 19 }}
 *   label="Go board, 19 by 19"
 *   pieces={{ '3,3': 'black', '15,15': 'white' }}
 *   markers={{ '15,15': 'last' }}
 *   coordinates={{ labels: 'go', sides: ['top', 'right', 'bottom', 'left'] }}
 *   cellLabel={(p) => formatVertex(p, 19)}
 *   onPointClick={play}
 * />
 * ```
 */
import type { Point, Size } from '@qipan/core';
import { useMemo, type ReactNode } from 'react';
import { BoardCells } from './BoardCells.js';
import { BoardFrame } from './BoardFrame.js';
import { starPoints } from './starPoints.js';
import type { BoardProps } from './types.js';

export interface IntersectionBoardProps extends BoardProps {
  /** Star points; default `starPoints(size)` on a square board, none otherwise. */
  readonly stars?: readonly Point[] | undefined;
}

export function IntersectionBoard(props: IntersectionBoardProps): ReactNode {
  const { size, stars, coordinates, className, ...rest } = props;
  const points = useMemo(
    () => stars ?? (size.width === size.height ? starPoints(size.width) : []),
    [stars, size.width, size.height],
  );
  return (
    <BoardFrame size={size} variant="intersections" coordinates={coordinates} className={className}>
      <GridLines size={size} stars={points} />
      <BoardCells {...rest} size={size} />
    </BoardFrame>
  );
}

/** The lines through the points' centres and the star points, drawn once behind the cells. */
export function GridLines({
  size,
  stars,
}: {
  readonly size: Size;
  readonly stars: readonly Point[];
}): ReactNode {
  const { width: w, height: h } = size;
  let d = '';
  for (let y = 0; y < h; y++) d += `M0.5 ${y + 0.5}H${w - 0.5}`;
  for (let x = 0; x < w; x++) d += `M${x + 0.5} 0.5V${h - 0.5}`;
  return (
    <svg
      className="qb-lines"
      viewBox={`0 0 ${w} ${h}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <path className="qb-lines__grid" d={d} />
      <rect className="qb-lines__edge" x={0.5} y={0.5} width={w - 1} height={h - 1} />
      {stars.map((p) => (
        <circle
          key={`${p.x},${p.y}`}
          className="qb-lines__star"
          cx={p.x + 0.5}
          cy={p.y + 0.5}
          r={0.08}
        />
      ))}
    </svg>
  );
}
