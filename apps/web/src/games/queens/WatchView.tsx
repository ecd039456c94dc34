/**
 * "Watch the search": the backtracking of seed 002 on the board, one step at a time —
 * try, conflict, place, backtrack, solution — with a caption and counters.
 *
 * @example
 * ```tsx
 * <WatchView n={8} player={useSearchPlayer(8, true)} />
 * ```
 */
import { pointKey, type Point } from '@qipan/core';
import { squareName } from '@qipan/queens';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Rich } from '../../i18n/Rich.js';
import { useFormat } from '../../i18n/useFormat.js';
import { QueensBoard } from './QueensBoard.js';
import { searchCaption } from './searchView.js';
import { SPEEDS, type SearchPlayer } from './useSearchPlayer.js';

export function WatchView({
  n,
  player,
}: {
  readonly n: number;
  readonly player: SearchPlayer;
}): ReactNode {
  const { t } = useTranslation(['queens', 'common']);
  const f = useFormat();
  const { view } = player;
  const last = view.last;

  const { queens, conflicts, tints, ghost } = useMemo(() => {
    const queens: Point[] = [];
    view.rows.forEach((c, r) => {
      if (c >= 0) queens.push({ x: c, y: r });
    });
    const conflicts = new Set<string>();
    const tints: Record<string, string> = {};
    let ghost: Point | undefined;
    const f = view.focus;
    if (last?.kind === 'try' && f) {
      ghost = { x: f.col, y: f.row };
      tints[pointKey(ghost)] = 'trying';
    } else if (last?.kind === 'conflict' && f) {
      ghost = { x: f.col, y: f.row };
      conflicts.add(pointKey(ghost));
      for (const p of last.with) conflicts.add(pointKey(p));
    } else if (last?.kind === 'place' && f) {
      tints[pointKey({ x: f.col, y: f.row })] = 'placed';
    } else if (last?.kind === 'backtrack' && f) {
      ghost = { x: f.col, y: f.row };
      tints[pointKey(ghost)] = 'backtrack';
    } else if (last?.kind === 'solution') {
      for (const q of queens) tints[pointKey(q)] = 'solution';
    }
    return { queens, conflicts, tints, ghost };
  }, [view, last]);

  const caption = searchCaption(view, (p) => squareName(p, n), t);
  const speed = SPEEDS[player.speed] ?? 1;

  return (
    <div className="game-layout">
      <div className="board-area">
        <div className="board-wrap">
          <QueensBoard
            id="search-board"
            n={n}
            label={t('search.boardLabel', { n })}
            queens={queens}
            conflicts={conflicts}
            tints={tints}
            ghost={ghost}
            disabled
          />
        </div>
      </div>
      <aside className="side" aria-label={t('search.controls')}>
        <div className="stats">
          <div className="stat">
            <span className="stat__value" data-testid="search-steps">
              {f.number(view.steps)}
            </span>
            <span className="stat__label">{t('search.steps')}</span>
          </div>
          <div className="stat">
            <span className="stat__value" data-testid="search-solutions">
              {f.number(view.solutions)}
            </span>
            <span className="stat__label">{t('search.solutions')}</span>
          </div>
        </div>
        <p className={`caption caption--${last?.kind ?? 'ready'}`} data-testid="search-caption">
          {last ? <span className="caption__kind">{t(`search.kind.${last.kind}`)}</span> : null}
          {caption}
        </p>
        <div className="button-row" role="group" aria-label={t('search.playback')}>
          <button
            type="button"
            className="primary"
            onClick={() => player.setPlaying(!player.playing)}
            disabled={view.done}
            aria-pressed={player.playing}
          >
            {player.playing ? t('search.pause') : t('search.play')}
          </button>
          <button
            type="button"
            onClick={() => player.step()}
            disabled={view.done || player.playing || player.seeking}
          >
            {t('search.step')}
          </button>
          <button
            type="button"
            onClick={player.toNextSolution}
            disabled={view.done || player.playing}
            aria-pressed={player.seeking}
          >
            {player.seeking ? t('search.stopSeeking') : t('search.nextSolution')}
          </button>
          <button type="button" onClick={player.reset} disabled={view.steps === 0}>
            {t('common:actions.restart')}
          </button>
        </div>
        <label className="range">
          <span>
            <Rich
              text={t('search.speed', { count: speed, speed: f.number(speed) })}
              components={{ o: <output /> }}
            />
          </span>
          <input
            type="range"
            min={0}
            max={SPEEDS.length - 1}
            step={1}
            value={player.speed}
            onChange={(e) => player.setSpeed(Number(e.target.value))}
            aria-valuetext={t('search.speedValue', { count: speed })}
          />
        </label>
        <div className="legend" aria-hidden="true">
          <span className="legend__item legend__item--trying">{t('search.legend.trying')}</span>
          <span className="legend__item legend__item--conflict">{t('search.legend.conflict')}</span>
          <span className="legend__item legend__item--placed">{t('search.legend.placed')}</span>
          <span className="legend__item legend__item--backtrack">
            {t('search.legend.backtrack')}
          </span>
        </div>
        <p className="note small">{t('search.note')}</p>
        <p className="sr-only" aria-live="polite">
          {player.playing || player.seeking ? '' : caption}
        </p>
      </aside>
    </div>
  );
}
