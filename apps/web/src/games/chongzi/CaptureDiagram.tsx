/**
 * A small static picture of one capture pattern: a line of points, the piece that
 * has just moved in (arrow), and the captured pieces crossed out.
 *
 * @example
 * ```tsx
 * <CaptureDiagram run="110" title="Two push one" />
 * ```
 */
import type { ReactNode } from 'react';

export interface CaptureDiagramProps {
  /** The run along the line: `1` the mover's piece, `0` the opponent's, `.` empty. */
  readonly run: string;
  /** Index in `run` of the piece that has just moved in from below. */
  readonly moved: number;
  /** Whether the `0`s are captured (false for a blocked run). */
  readonly captures: boolean;
  readonly label: string;
}

const GAP = 26;
const R = 9;

export function CaptureDiagram({ run, moved, captures, label }: CaptureDiagramProps): ReactNode {
  const width = (run.length + 1) * GAP;
  const y = 20;
  return (
    <svg
      className="cz-diagram"
      viewBox={`0 0 ${width} 58`}
      role="img"
      aria-label={label}
      data-run={run}
    >
      <line x1={GAP / 2} y1={y} x2={width - GAP / 2} y2={y} className="cz-diagram__line" />
      {Array.from(run, (_, i) => (
        <line
          key={`v${i}`}
          x1={GAP * (i + 1)}
          y1={6}
          x2={GAP * (i + 1)}
          y2={48}
          className="cz-diagram__line cz-diagram__line--faint"
        />
      ))}
      <path
        d={`M ${GAP * (moved + 1)} ${y + 36} L ${GAP * (moved + 1)} ${y + 16}`}
        className="cz-diagram__arrow"
      />
      <path
        d={`M ${GAP * (moved + 1) - 5} ${y + 18} L ${GAP * (moved + 1)} ${y + 11} L ${GAP * (moved + 1) + 5} ${y + 18} z`}
        className="cz-diagram__head"
      />
      {Array.from(run, (c, i) => {
        if (c === '.') return null;
        const cx = GAP * (i + 1);
        const mine = c === '1';
        return (
          <g key={i}>
            <circle cx={cx} cy={y} r={R} className={mine ? 'cz-dot-red' : 'cz-dot-blue'} />
            {!mine && captures ? (
              <path
                d={`M ${cx - 5} ${y - 5} L ${cx + 5} ${y + 5} M ${cx + 5} ${y - 5} L ${cx - 5} ${y + 5}`}
                className="cz-diagram__cross"
              />
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
