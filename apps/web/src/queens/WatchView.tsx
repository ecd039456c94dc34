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
import { formatCount } from './known.js';
import { QueensBoard } from './QueensBoard.js';
import { searchCaption } from './searchView.js';
import { SPEEDS, type SearchPlayer } from './useSearchPlayer.js';

const KIND_LABEL = {
  try: 'Try',
  conflict: 'Conflict',
  place: 'Place',
  backtrack: 'Backtrack',
  solution: 'Solution',
  done: 'Done',
} as const;

export function WatchView({
  n,
  player,
}: {
  readonly n: number;
  readonly player: SearchPlayer;
}): ReactNode {
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

  const caption = searchCaption(view, (p) => squareName(p, n));
  const speed = SPEEDS[player.speed] ?? 1;

  return (
    <div className="game-layout">
      <div className="board-area">
        <div className="board-wrap">
          <QueensBoard
            id="search-board"
            n={n}
            label={`Backtracking search on ${n} by ${n}`}
            queens={queens}
            conflicts={conflicts}
            tints={tints}
            ghost={ghost}
            disabled
          />
        </div>
      </div>
      <aside className="side" aria-label="Search controls">
        <div className="stats">
          <div className="stat">
            <span className="stat__value" data-testid="search-steps">
              {formatCount(view.steps)}
            </span>
            <span className="stat__label">steps</span>
          </div>
          <div className="stat">
            <span className="stat__value" data-testid="search-solutions">
              {formatCount(view.solutions)}
            </span>
            <span className="stat__label">solutions</span>
          </div>
        </div>
        <p className={`caption caption--${last?.kind ?? 'ready'}`} data-testid="search-caption">
          {last ? <span className="caption__kind">{KIND_LABEL[last.kind]}</span> : null}
          {caption}
        </p>
        <div className="button-row" role="group" aria-label="Playback">
          <button
            type="button"
            className="primary"
            onClick={() => player.setPlaying(!player.playing)}
            disabled={view.done}
            aria-pressed={player.playing}
          >
            {player.playing ? 'Pause' : 'Play'}
          </button>
          <button
            type="button"
            onClick={() => player.step()}
            disabled={view.done || player.playing || player.seeking}
          >
            Step
          </button>
          <button
            type="button"
            onClick={player.toNextSolution}
            disabled={view.done || player.playing}
            aria-pressed={player.seeking}
          >
            {player.seeking ? 'Stop seeking' : 'Next solution'}
          </button>
          <button type="button" onClick={player.reset} disabled={view.steps === 0}>
            Restart
          </button>
        </div>
        <label className="range">
          <span>
            Speed: <output>{formatCount(speed)}</output> step{speed === 1 ? '' : 's'}/s
          </span>
          <input
            type="range"
            min={0}
            max={SPEEDS.length - 1}
            step={1}
            value={player.speed}
            onChange={(e) => player.setSpeed(Number(e.target.value))}
            aria-valuetext={`${speed} steps per second`}
          />
        </label>
        <div className="legend" aria-hidden="true">
          <span className="legend__item legend__item--trying">trying</span>
          <span className="legend__item legend__item--conflict">conflict</span>
          <span className="legend__item legend__item--placed">placed</span>
          <span className="legend__item legend__item--backtrack">backtrack</span>
        </div>
        <p className="note small">
          One queen per row, top to bottom; in each row the columns are tried left to right. A queen
          that is attacked is removed at once; when a row has no safe column, the search goes back
          one row and moves that queen on.
        </p>
        <p className="sr-only" aria-live="polite">
          {player.playing || player.seeking ? '' : caption}
        </p>
      </aside>
    </div>
  );
}
