/**
 * "Play": place and remove queens by click, tap or keyboard; conflicts turn red, the
 * inspected queen's lines are tinted; counters, win message, undo/redo, restart,
 * hints and "show a solution".
 *
 * @example
 * ```tsx
 * <PlayView game={usePuzzle(8)} hint={useHint()} />
 * ```
 */
import { pointKey, type Point } from '@qipan/core';
import {
  attackedSquares,
  attackingPairs,
  attacks,
  conflictedQueens,
  isSolved,
  randomSolution,
  squareName,
  type Puzzle,
} from '@qipan/queens';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShortcuts } from '../../shortcuts/context.js';
import { useGameSounds } from '../../sound/useGameSounds.js';
import { QueensBoard } from './QueensBoard.js';
import type { PuzzleGame } from './usePuzzle.js';
import type { HintControl } from './useHint.js';

function isEditable(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

export function PlayView({
  game,
  hint,
}: {
  readonly game: PuzzleGame;
  readonly hint: HintControl;
}): ReactNode {
  const { t } = useTranslation(['queens', 'common']);
  const { puzzle } = game;
  const n = puzzle.n;
  const [hover, setHover] = useState<Point | undefined>(undefined);
  const [focus, setFocus] = useState<Point | undefined>(undefined);
  const inspect = hover ?? focus;

  const conflicts = useMemo(() => new Set(conflictedQueens(puzzle).map(pointKey)), [puzzle]);
  const pairs = useMemo(() => attackingPairs(puzzle).length, [puzzle]);
  const attacked = useMemo(() => new Set(attackedSquares(puzzle).map(pointKey)), [puzzle]);
  const solved = isSolved(puzzle);
  // A queen put down clicks; solving by hand ends with the chord (a shown solution does not).
  useGameSounds('queens', {
    game: String(n),
    at: puzzle.queens.length,
    move: 'queen',
    started: false,
    over: solved && game.event?.kind === 'placed',
  });
  const reach = useMemo(() => {
    if (!inspect) return undefined;
    const hasQueen = puzzle.queens.some((q) => q.x === inspect.x && q.y === inspect.y);
    if (hasQueen) return new Set(attackedSquares(puzzle, inspect).map(pointKey));
    const out = new Set<string>();
    for (let y = 0; y < n; y++)
      for (let x = 0; x < n; x++) if (attacks(inspect, { x, y })) out.add(pointKey({ x, y }));
    return out;
  }, [inspect, puzzle, n]);

  const hintState = hint.state;
  const current =
    hintState.status !== 'idle' && hintState.puzzle === puzzle ? hintState : undefined;
  const hintPoint =
    current?.status === 'done' && current.hint.solvable ? current.hint.next : undefined;

  const { undo, redo } = game;
  useShortcuts({
    id: 'puzzle',
    title: t('common:shortcuts.group.puzzle'),
    entries: [
      { keys: ['Ctrl+Z'], label: t('common:shortcuts.key.undo') },
      { keys: ['Ctrl+Y', 'Ctrl+Shift+Z'], label: t('common:shortcuts.key.redo') },
    ],
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || isEditable(e.target)) return;
      const k = e.key.toLowerCase();
      if (k === 'z' && !e.shiftKey) undo();
      else if (k === 'y' || (k === 'z' && e.shiftKey)) redo();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);

  // A hint asked for while conflicts exist (or when solved) is answered without the engine.
  const [askedAt, setAskedAt] = useState<Puzzle | undefined>(undefined);
  const onHint = (): void => {
    setAskedAt(puzzle);
    if (pairs > 0 || solved) hint.cancel();
    else hint.ask(puzzle);
  };
  const showSolution = (): void => {
    const s = randomSolution(n);
    if (s) game.load(s);
  };

  const gap = t('common:sentenceGap');
  let hintText: ReactNode = null;
  if (askedAt === puzzle && pairs > 0) {
    hintText = t('hint.conflicts', { count: pairs });
  } else if (askedAt === puzzle && solved) {
    hintText = t('hint.solved');
  } else if (current?.status === 'thinking') {
    hintText = (
      <>
        {t('hint.thinking')}
        {n >= 14 ? gap + t('hint.slow') : ''}{' '}
        <button type="button" className="link-button" onClick={hint.cancel}>
          {t('common:actions.cancel')}
        </button>
      </>
    );
  } else if (current?.status === 'error') {
    hintText = t('hint.failed', { message: current.message });
  } else if (current?.status === 'done') {
    const h = current.hint;
    const exact = h.exact !== false;
    const next = h.next ? gap + t('hint.next', { square: squareName(h.next, n) }) : '';
    if (h.solvable && exact) hintText = t('hint.exact', { count: h.completions }) + next;
    else if (h.solvable) hintText = t('hint.atLeast', { count: h.completions }) + next;
    else if (exact) hintText = t('hint.none', { count: puzzle.queens.length });
    else hintText = t('hint.unsure');
  }

  const message = announcement(t, game, pairs, solved);

  return (
    <div className="game-layout">
      <div className="board-area">
        <div className={`board-wrap${solved ? ' board-wrap--solved' : ''}`}>
          <QueensBoard
            id="play-board"
            n={n}
            label={t('play.boardLabel', { n })}
            queens={puzzle.queens}
            conflicts={conflicts}
            attacked={attacked}
            reach={reach}
            hint={hintPoint}
            onActivate={game.toggle}
            onHover={setHover}
            onFocusPoint={setFocus}
          />
        </div>
      </div>
      <aside className="side" aria-label={t('play.controls')}>
        <div className="stats" data-testid="stats">
          <div className="stat">
            <span className="stat__value" data-testid="queen-count">
              {puzzle.queens.length}
              <span className="stat__of"> / {n}</span>
            </span>
            <span className="stat__label">{t('play.queensLabel')}</span>
          </div>
          <div className={`stat${pairs > 0 ? ' stat--bad' : ''}`}>
            <span className="stat__value" data-testid="conflict-count">
              {pairs}
            </span>
            <span className="stat__label">{t('play.conflictsLabel', { count: pairs })}</span>
          </div>
        </div>
        {solved ? (
          <p className="win" data-testid="win">
            <strong>{t('play.solvedTitle')}</strong>
            {gap}
            {t('play.solvedText', { n })}
          </p>
        ) : pairs > 0 ? (
          <p className="note note--bad">{t('play.pairs', { count: pairs })}</p>
        ) : (
          <p className="note">
            {n - puzzle.queens.length === 0
              ? t('play.allPlaced')
              : t('play.placeMore', { count: n - puzzle.queens.length })}
          </p>
        )}
        <div className="button-row" role="group" aria-label={t('play.history')}>
          <button
            type="button"
            onClick={game.undo}
            disabled={!game.canUndo}
            aria-keyshortcuts="Control+Z"
          >
            {t('common:actions.undo')}
          </button>
          <button
            type="button"
            onClick={game.redo}
            disabled={!game.canRedo}
            aria-keyshortcuts="Control+Y"
          >
            {t('common:actions.redo')}
          </button>
          <button type="button" onClick={game.restart} disabled={puzzle.queens.length === 0}>
            {t('common:actions.restart')}
          </button>
        </div>
        <div className="button-row" role="group" aria-label={t('play.help')}>
          <button
            type="button"
            className="primary"
            onClick={onHint}
            disabled={current?.status === 'thinking'}
          >
            {t('play.hint')}
          </button>
          <button type="button" onClick={showSolution}>
            {t('play.showSolution')}
          </button>
        </div>
        <div className="hint-box" data-testid="hint" aria-live="polite">
          {hintText}
        </div>
        <details className="help">
          <summary>{t('play.howTo')}</summary>
          <p>{t('play.howToMouse')}</p>
          <p>{t('play.howToKeys')}</p>
        </details>
        <p className="sr-only" role="status" aria-live="polite" data-testid="announce">
          {message}
        </p>
      </aside>
    </div>
  );
}

/** The live-region sentences after the last action. */
function announcement(
  t: TFunction<['queens', 'common']>,
  game: PuzzleGame,
  pairs: number,
  solved: boolean,
): string {
  const { puzzle, event } = game;
  if (!event) return '';
  const n = puzzle.n;
  const what =
    event.kind === 'placed'
      ? t('announce.placed', { square: squareName(event.at, n) })
      : event.kind === 'removed'
        ? t('announce.removed', { square: squareName(event.at, n) })
        : event.kind === 'undo' || event.kind === 'redo' || event.kind === 'restart'
          ? t(`announce.${event.kind}`)
          : t('announce.solution');
  const parts = solved
    ? [what, t('announce.solved', { n })]
    : [
        what,
        t('announce.progress', { count: puzzle.queens.length, n }),
        pairs > 0 ? t('announce.conflicts', { count: pairs }) : t('announce.noConflicts'),
      ];
  return parts.join(t('common:sentenceGap'));
}
