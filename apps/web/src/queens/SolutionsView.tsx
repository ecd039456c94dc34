/**
 * "Solutions": page through every solution of N (lazily, so big boards work too) or
 * only the fundamental ones with their symmetric images (for 8: 92 and 12).
 *
 * @example
 * ```tsx
 * <SolutionsView n={8} browser={useSolutionBrowser(8)} onPlay={(s) => load(s)} />
 * ```
 */
import type { Point } from '@qipan/core';
import { SYMMETRIES, transform, type Solution, type Symmetry } from '@qipan/queens';
import type { ReactNode } from 'react';
import { formatCount, KNOWN_TOTAL, KNOWN_UNIQUE } from './known.js';
import { QueensBoard } from './QueensBoard.js';
import type { SolutionBrowser } from './useSolutionBrowser.js';

const SYMMETRY_NAMES: Record<Symmetry, string> = {
  identity: 'as found',
  rot90: 'rotated 90°',
  rot180: 'rotated 180°',
  rot270: 'rotated 270°',
  flipH: 'mirrored left–right',
  flipV: 'mirrored top–bottom',
  flipD: 'reflected in a diagonal',
  flipA: 'reflected in the other diagonal',
};

const sameSolution = (a: Solution, b: Solution): boolean =>
  a.length === b.length && a.every((c, i) => c === b[i]);

function symmetryOf(base: Solution, image: Solution): string {
  const sym = SYMMETRIES.find((s) => sameSolution(transform(base, s), image));
  return sym ? SYMMETRY_NAMES[sym] : 'image';
}

export const queensOf = (s: Solution): Point[] =>
  s.flatMap((c, r) => (c >= 0 ? [{ x: c, y: r }] : []));

function Thumb({ s }: { readonly s: Solution }): ReactNode {
  const n = s.length;
  return (
    <svg viewBox={`0 0 ${n} ${n}`} className="thumb" aria-hidden="true" focusable="false">
      <rect width={n} height={n} className="thumb__bg" />
      {s.map((c, r) => (
        <circle key={r} cx={c + 0.5} cy={r + 0.5} r={0.36} className="thumb__q" />
      ))}
    </svg>
  );
}

export interface SolutionsViewProps {
  readonly n: number;
  readonly browser: SolutionBrowser;
  readonly onPlay: (s: Solution) => void;
}

export function SolutionsView({ n, browser, onPlay }: SolutionsViewProps): ReactNode {
  const { mode, index, image, pagers } = browser;
  const pager = mode === 'all' ? pagers.all : pagers.fundamental;
  const known = mode === 'all' ? KNOWN_TOTAL[n] : KNOWN_UNIQUE[n];
  const total = pager.size ?? known;

  let shown: Solution | undefined;
  let images: readonly Solution[] = [];
  let base: Solution | undefined;
  if (mode === 'all') shown = pagers.all.at(index);
  else {
    const f = pagers.fundamental.at(index);
    if (f) {
      base = f.solution;
      images = f.images;
      shown = f.images[image] ?? f.solution;
    }
  }
  const hasNext = pager.at(index + 1) !== undefined;
  const noun = mode === 'all' ? 'Solution' : 'Fundamental solution';

  return (
    <div className="game-layout">
      <div className="board-area">
        <div className="board-wrap">
          {shown ? (
            <QueensBoard
              id="solution-board"
              n={n}
              label={`${noun} ${index + 1}, ${n} by ${n}`}
              queens={queensOf(shown)}
              disabled
            />
          ) : (
            <p className="note">No solution for this N.</p>
          )}
        </div>
      </div>
      <aside className="side" aria-label="Solution browser">
        <fieldset className="segmented">
          <legend>Show</legend>
          <label>
            <input
              type="radio"
              name="browse-mode"
              checked={mode === 'all'}
              onChange={() => browser.setMode('all')}
            />
            All solutions
          </label>
          <label>
            <input
              type="radio"
              name="browse-mode"
              checked={mode === 'fundamental'}
              onChange={() => browser.setMode('fundamental')}
            />
            Fundamental only
          </label>
        </fieldset>
        <p className="pager-status" aria-live="polite" data-testid="solution-position">
          {noun} <strong>{formatCount(index + 1)}</strong> of{' '}
          {total !== undefined ? formatCount(total) : 'many'}
        </p>
        <div className="button-row" role="group" aria-label="Page through solutions">
          <button type="button" onClick={() => browser.go(0)} disabled={index === 0}>
            First
          </button>
          <button type="button" onClick={() => browser.go(index - 1)} disabled={index === 0}>
            Previous
          </button>
          <button
            type="button"
            className="primary"
            onClick={() => browser.go(index + 1)}
            disabled={!hasNext}
          >
            Next
          </button>
        </div>
        {mode === 'fundamental' && base && images.length > 0 ? (
          <div className="images">
            <p className="note">
              {images.length === 1
                ? 'This solution is its own image under every symmetry.'
                : `${images.length} distinct images under rotation and reflection:`}
            </p>
            <div className="thumbs" role="group" aria-label="Symmetric images">
              {images.map((s, i) => (
                <button
                  key={s.join(',')}
                  type="button"
                  className="thumb-button"
                  aria-pressed={i === image}
                  aria-label={`Image ${i + 1} of ${images.length}: ${symmetryOf(base, s)}`}
                  onClick={() => browser.setImage(i)}
                >
                  <Thumb s={s} />
                </button>
              ))}
            </div>
          </div>
        ) : null}
        {shown ? (
          <button type="button" onClick={() => onPlay(shown)}>
            Play from this solution
          </button>
        ) : null}
        <p className="note small">
          Solutions come in lexicographic order, one row at a time, and are computed only as you
          page, so even N = 20 works. Totals are the known counts (OEIS A000170, A002562); count
          them yourself in “Count”.
        </p>
      </aside>
    </div>
  );
}
