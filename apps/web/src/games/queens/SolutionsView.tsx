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
import { useTranslation } from 'react-i18next';
import { Rich } from '../../i18n/Rich.js';
import { KNOWN_TOTAL, KNOWN_UNIQUE } from './known.js';
import { QueensBoard } from './QueensBoard.js';
import type { SolutionBrowser } from './useSolutionBrowser.js';

const sameSolution = (a: Solution, b: Solution): boolean =>
  a.length === b.length && a.every((c, i) => c === b[i]);

/** The symmetry that maps `base` to `image`, if one does. */
function symmetryOf(base: Solution, image: Solution): Symmetry | undefined {
  return SYMMETRIES.find((s) => sameSolution(transform(base, s), image));
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
  const { t } = useTranslation(['queens', 'common']);
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
  const all = mode === 'all';
  const position =
    total !== undefined
      ? all
        ? 'positionAll'
        : 'positionFundamental'
      : all
        ? 'positionAllMany'
        : 'positionFundamentalMany';

  return (
    <div className="game-layout">
      <div className="board-area">
        <div className="board-wrap">
          {shown ? (
            <QueensBoard
              id="solution-board"
              n={n}
              label={t(all ? 'solutions.boardAll' : 'solutions.boardFundamental', {
                index: index + 1,
                n,
              })}
              queens={queensOf(shown)}
              disabled
            />
          ) : (
            <p className="note">{t('solutions.none')}</p>
          )}
        </div>
      </div>
      <aside className="side" aria-label={t('solutions.browser')}>
        <fieldset className="segmented">
          <legend>{t('solutions.show')}</legend>
          <label>
            <input
              type="radio"
              name="browse-mode"
              checked={mode === 'all'}
              onChange={() => browser.setMode('all')}
            />
            {t('solutions.all')}
          </label>
          <label>
            <input
              type="radio"
              name="browse-mode"
              checked={mode === 'fundamental'}
              onChange={() => browser.setMode('fundamental')}
            />
            {t('solutions.fundamental')}
          </label>
        </fieldset>
        <p className="pager-status" aria-live="polite" data-testid="solution-position">
          <Rich
            text={t(`solutions.${position}`, { index: index + 1, total: total ?? 0 })}
            components={{ b: <strong /> }}
          />
        </p>
        <div className="button-row" role="group" aria-label={t('solutions.pager')}>
          <button type="button" onClick={() => browser.go(0)} disabled={index === 0}>
            {t('common:actions.first')}
          </button>
          <button type="button" onClick={() => browser.go(index - 1)} disabled={index === 0}>
            {t('common:actions.previous')}
          </button>
          <button
            type="button"
            className="primary"
            onClick={() => browser.go(index + 1)}
            disabled={!hasNext}
          >
            {t('common:actions.next')}
          </button>
        </div>
        {mode === 'fundamental' && base && images.length > 0 ? (
          <div className="images">
            <p className="note">
              {images.length === 1
                ? t('solutions.selfImage')
                : t('solutions.images', { count: images.length })}
            </p>
            <div className="thumbs" role="group" aria-label={t('solutions.imagesLabel')}>
              {images.map((s, i) => (
                <button
                  key={s.join(',')}
                  type="button"
                  className="thumb-button"
                  aria-pressed={i === image}
                  aria-label={t('solutions.image', {
                    index: i + 1,
                    count: images.length,
                    symmetry: t(`solutions.symmetry.${symmetryOf(base, s) ?? 'other'}`),
                  })}
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
            {t('solutions.playFrom')}
          </button>
        ) : null}
        <p className="note small">{t('solutions.note')}</p>
      </aside>
    </div>
  );
}
