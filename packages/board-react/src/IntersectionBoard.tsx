/**
 * `<IntersectionBoard>`: a rule-free board whose pieces stand on line crossings (Go,
 * Gomoku, Chongzi): lines that stop at the outermost points, star points, optional
 * coordinates on any side, the shared cells with pieces, markers and highlights, and
 * lines and arrows between points drawn over them all.
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
import { useContext, useMemo, type ReactNode } from 'react';
import { BoardCells } from './BoardCells.js';
import { BoardFrame } from './BoardFrame.js';
import { BoardFlipContext, flipPoint } from './flip.js';
import { starPoints } from './starPoints.js';
import type { BoardLine, BoardProps } from './types.js';

export interface IntersectionBoardProps extends BoardProps {
  /** Star points; default `starPoints(size)` on a square board, none otherwise. */
  readonly stars?: readonly Point[] | undefined;
  /** Lines and arrows between points' centres, over the pieces (no pointer events). */
  readonly lines?: readonly BoardLine[] | undefined;
}

export function IntersectionBoard(props: IntersectionBoardProps): ReactNode {
  const { size, stars, coordinates, className, lines, flipped: own, ...rest } = props;
  const inherited = useContext(BoardFlipContext);
  const flipped = own ?? inherited;
  const points = useMemo(
    () => stars ?? (size.width === size.height ? starPoints(size.width) : []),
    [stars, size.width, size.height],
  );
  return (
    <BoardFrame
      size={size}
      variant="intersections"
      coordinates={coordinates}
      flipped={flipped}
      className={className}
    >
      <GridLines size={size} stars={points} flipped={flipped} />
      <BoardCells {...rest} size={size} flipped={flipped} />
      {lines && lines.length > 0 ? <MarkLines size={size} lines={lines} flipped={flipped} /> : null}
    </BoardFrame>
  );
}

/** The lines through the points' centres and the star points, drawn once behind the cells. */
export function GridLines({
  size,
  stars,
  flipped = false,
}: {
  readonly size: Size;
  readonly stars: readonly Point[];
  /** Star points drawn where a board turned 180° has them. */
  readonly flipped?: boolean | undefined;
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
      {stars.map((s) => {
        const p = flipped ? flipPoint(s, size) : s;
        return (
          <circle
            key={`${p.x},${p.y}`}
            className="qb-lines__star"
            cx={p.x + 0.5}
            cy={p.y + 0.5}
            r={0.08}
          />
        );
      })}
    </svg>
  );
}

/** Arrowhead length and half-width, in points (the distance between two lines is 1). */
const HEAD = 0.34;
const HEAD_HALF = 0.17;

/** The path of one line, and of its arrowhead when it has one (a closed triangle at `to`). */
function linePaths(l: BoardLine): { shaft: string; head: string | undefined } {
  const ax = l.from.x + 0.5;
  const ay = l.from.y + 0.5;
  const bx = l.to.x + 0.5;
  const by = l.to.y + 0.5;
  const len = Math.hypot(bx - ax, by - ay);
  if (!l.arrow || len === 0) return { shaft: `M${ax} ${ay}L${bx} ${by}`, head: undefined };
  const ux = (bx - ax) / len;
  const uy = (by - ay) / len;
  const r = (v: number): string => String(Math.round(v * 1000) / 1000);
  // The shaft stops inside the head, so its round cap does not poke through the tip.
  const sx = bx - ux * HEAD * 0.6;
  const sy = by - uy * HEAD * 0.6;
  const cx = bx - ux * HEAD;
  const cy = by - uy * HEAD;
  const head =
    `M${r(bx)} ${r(by)}L${r(cx - uy * HEAD_HALF)} ${r(cy + ux * HEAD_HALF)}` +
    `L${r(cx + uy * HEAD_HALF)} ${r(cy - ux * HEAD_HALF)}Z`;
  return { shaft: `M${r(ax)} ${r(ay)}L${r(sx)} ${r(sy)}`, head };
}

/**
 * Lines and arrows over the cells, in the same coordinates as {@link GridLines}: a
 * light halo under a dark stroke, so they show on the board and on either colour.
 */
export function MarkLines({
  size,
  lines,
  flipped = false,
}: {
  readonly size: Size;
  readonly lines: readonly BoardLine[];
  /** Drawn on a board turned 180° (`data-from`/`data-to` keep the true points). */
  readonly flipped?: boolean | undefined;
}): ReactNode {
  const paths = lines.map((l) =>
    linePaths(flipped ? { ...l, from: flipPoint(l.from, size), to: flipPoint(l.to, size) } : l),
  );
  return (
    <svg
      className="qb-marklines"
      viewBox={`0 0 ${size.width} ${size.height}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
      data-lines={lines.length}
    >
      {paths.map((p, i) => (
        <g key={`h${i}`} className="qb-marklines__halo">
          <path d={p.shaft} />
          {p.head ? <path className="qb-marklines__head" d={p.head} /> : null}
        </g>
      ))}
      {lines.map((l, i) => {
        const p = paths[i];
        return (
          <g
            key={`s${i}`}
            className={`qb-marklines__stroke qb-marklines__${l.arrow ? 'arrow' : 'line'}`}
            data-from={`${l.from.x},${l.from.y}`}
            data-to={`${l.to.x},${l.to.y}`}
          >
            <path d={p?.shaft} />
            {p?.head ? <path className="qb-marklines__head" d={p.head} /> : null}
          </g>
        );
      })}
    </svg>
  );
}
