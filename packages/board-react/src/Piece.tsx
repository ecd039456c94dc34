/**
 * Pieces and markers as the board draws them: round stones and Chongzi pieces with an
 * optional text (a move number), the queen silhouette, and the marker shapes. Looks
 * come from `board.css` through `qb-*` classes and `--qp-*` custom properties.
 *
 * @example
 * ```tsx
 * <Piece kind="black" text="12" />
 * <Piece kind="white" tentative />
 * <Marker kind="triangle" />
 * ```
 */
import type { ReactNode } from 'react';
import type { MarkerKind, PieceKind } from './types.js';

export interface PieceProps {
  readonly kind: PieceKind;
  readonly text?: string | undefined;
  readonly ghost?: boolean | undefined;
  /** A move waiting for confirmation: translucent, over the point (see `TentativePiece`). */
  readonly tentative?: boolean | undefined;
  /** Extra hook class, also as `<class>--<kind>`. */
  readonly hookClass?: string | undefined;
}

export function Piece({
  kind,
  text,
  ghost = false,
  tentative = false,
  hookClass,
}: PieceProps): ReactNode {
  const classes = [kind === 'queen' ? 'qb-queen' : `qb-stone qb-stone--${kind}`];
  if (hookClass) classes.push(hookClass, `${hookClass}--${kind}`);
  return (
    <span
      className={`qb-piece qb-piece--${kind}${ghost ? ' qb-piece--ghost' : ''}${tentative ? ' qb-piece--tentative' : ''}`}
      aria-hidden="true"
    >
      {kind === 'queen' ? (
        <QueenShape className={classes.join(' ')} />
      ) : (
        <span className={classes.join(' ')}>
          {text !== undefined ? <span className="qb-stone__text">{text}</span> : null}
        </span>
      )}
    </span>
  );
}

/** The queen silhouette (SVG, so it looks the same with every font). */
export function QueenShape({ className }: { readonly className: string }): ReactNode {
  return (
    <svg viewBox="0 0 45 45" className={className} focusable="false" aria-hidden="true">
      <g className="qb-queen__body">
        <circle cx="6" cy="12" r="2.75" />
        <circle cx="14" cy="9" r="2.75" />
        <circle cx="22.5" cy="8" r="2.75" />
        <circle cx="31" cy="9" r="2.75" />
        <circle cx="39" cy="12" r="2.75" />
        <path d="M9 26c8.5-1.5 21-1.5 27 0l2.5-12.5L31 25l-.3-14.1-5.2 13.6-3-14.5-3 14.5-5.2-13.6L14 25 6.5 13.5 9 26z" />
        <path d="M9 26c0 2 1.5 2 2.5 4 1 1.5 1 1 .5 3.5-1.5 1-1.5 2.5-1.5 2.5-1.5 1.5.5 2.5.5 2.5 6.5 1 16.5 1 23 0 0 0 1.5-1 0-2.5 0 0 .5-1.5-1-2.5-.5-2.5-.5-2 .5-3.5 1-2 2.5-2 2.5-4-8.5-1.5-18.5-1.5-27 0z" />
      </g>
      <g className="qb-queen__lines" fill="none">
        <path d="M11.5 30c3.5-1 18.5-1 22 0M12 33.5c6-1 15-1 21 0" />
      </g>
    </svg>
  );
}

const SHAPES: Partial<Record<MarkerKind, ReactNode>> = {
  last: <circle cx="10" cy="10" r="3.6" />,
  circle: <circle cx="10" cy="10" r="5.5" />,
  square: <rect x="5" y="5" width="10" height="10" />,
  triangle: <path d="M10 3.8 16 14.6H4Z" />,
  cross: <path d="M5 5l10 10M15 5 5 15" />,
  forbidden: <path d="M5 5l10 10M15 5 5 15" />,
  hint: <circle cx="10" cy="10" r="3.2" />,
};

/** A smaller font for a label of 3 or more characters, smaller still from 5 on. */
function longText(text: string | undefined): string {
  const n = [...(text ?? '')].length;
  return n >= 5 ? ' qb-marker__text--longer' : n >= 3 ? ' qb-marker__text--long' : '';
}

export interface MarkerProps {
  readonly kind: MarkerKind;
  readonly text?: string | undefined;
}

export function Marker({ kind, text }: MarkerProps): ReactNode {
  const shape = SHAPES[kind];
  return (
    <span className={`qb-marker qb-marker--${kind}`} data-marker={kind} aria-hidden="true">
      {shape ? (
        <svg viewBox="0 0 20 20" focusable="false">
          {shape}
        </svg>
      ) : (
        <span className={`qb-marker__text${longText(text)}`}>{text}</span>
      )}
    </span>
  );
}
