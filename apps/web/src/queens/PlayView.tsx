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
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { formatCount } from './known.js';
import { QueensBoard } from './QueensBoard.js';
import type { PuzzleGame } from './usePuzzle.js';
import type { HintControl } from './useHint.js';

const plural = (k: number, one: string, many = `${one}s`): string =>
  `${formatCount(k)} ${k === 1 ? one : many}`;

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
  const { puzzle } = game;
  const n = puzzle.n;
  const [hover, setHover] = useState<Point | undefined>(undefined);
  const [focus, setFocus] = useState<Point | undefined>(undefined);
  const inspect = hover ?? focus;

  const conflicts = useMemo(() => new Set(conflictedQueens(puzzle).map(pointKey)), [puzzle]);
  const pairs = useMemo(() => attackingPairs(puzzle).length, [puzzle]);
  const attacked = useMemo(() => new Set(attackedSquares(puzzle).map(pointKey)), [puzzle]);
  const solved = isSolved(puzzle);
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

  let hintText: ReactNode = null;
  if (askedAt === puzzle && pairs > 0) {
    hintText = `There ${pairs === 1 ? 'is a conflict' : `are ${pairs} conflicts`}: no solution can grow from here. Remove a queen from each red pair first.`;
  } else if (askedAt === puzzle && solved) {
    hintText = 'Already solved: nothing to add.';
  } else if (current?.status === 'thinking') {
    hintText = (
      <>
        Thinking…{n >= 14 ? ' Exact counting on a big board can take a while.' : ''}{' '}
        <button type="button" className="link-button" onClick={hint.cancel}>
          Cancel
        </button>
      </>
    );
  } else if (current?.status === 'error') {
    hintText = `The hint failed: ${current.message}`;
  } else if (current?.status === 'done') {
    const h = current.hint;
    const exact = h.exact !== false;
    const next = h.next
      ? ` A queen on ${squareName(h.next, n)} (highlighted) keeps it solvable.`
      : '';
    if (h.solvable && exact)
      hintText = `Yes: this placement can be completed in ${plural(h.completions, 'way')}.${next}`;
    else if (h.solvable)
      hintText = `Yes: it can be completed (at least ${plural(h.completions, 'way')} found before the search stopped counting).${next}`;
    else if (exact)
      hintText = `No: no solution contains ${puzzle.queens.length === 1 ? 'this queen' : 'these queens'}. Remove or move one (Undo helps).`;
    else
      hintText =
        'Not sure: no completion was found within the search budget. Place a few more queens and ask again.';
  }

  const message = announcement(game, pairs, solved);

  return (
    <div className="game-layout">
      <div className="board-area">
        <div className={`board-wrap${solved ? ' board-wrap--solved' : ''}`}>
          <QueensBoard
            id="play-board"
            n={n}
            label={`${n} by ${n} board: place ${n} queens. Arrow keys move, Enter places or removes a queen.`}
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
      <aside className="side" aria-label="Play controls">
        <div className="stats" data-testid="stats">
          <div className="stat">
            <span className="stat__value" data-testid="queen-count">
              {puzzle.queens.length}
              <span className="stat__of"> / {n}</span>
            </span>
            <span className="stat__label">queens</span>
          </div>
          <div className={`stat${pairs > 0 ? ' stat--bad' : ''}`}>
            <span className="stat__value" data-testid="conflict-count">
              {pairs}
            </span>
            <span className="stat__label">{pairs === 1 ? 'conflict' : 'conflicts'}</span>
          </div>
        </div>
        {solved ? (
          <p className="win" data-testid="win">
            <strong>Solved!</strong> {n} queens and not one attacks another.
          </p>
        ) : pairs > 0 ? (
          <p className="note note--bad">
            {plural(pairs, 'pair')} of queens attack each other (red).
          </p>
        ) : (
          <p className="note">
            {n - puzzle.queens.length === 0
              ? 'All queens placed.'
              : `Place ${plural(n - puzzle.queens.length, 'more queen')} so that none shares a row, column or diagonal.`}
          </p>
        )}
        <div className="button-row" role="group" aria-label="History">
          <button
            type="button"
            onClick={game.undo}
            disabled={!game.canUndo}
            aria-keyshortcuts="Control+Z"
          >
            Undo
          </button>
          <button
            type="button"
            onClick={game.redo}
            disabled={!game.canRedo}
            aria-keyshortcuts="Control+Y"
          >
            Redo
          </button>
          <button type="button" onClick={game.restart} disabled={puzzle.queens.length === 0}>
            Restart
          </button>
        </div>
        <div className="button-row" role="group" aria-label="Help">
          <button
            type="button"
            className="primary"
            onClick={onHint}
            disabled={current?.status === 'thinking'}
          >
            Hint
          </button>
          <button type="button" onClick={showSolution}>
            Show a solution
          </button>
        </div>
        <div className="hint-box" data-testid="hint" aria-live="polite">
          {hintText}
        </div>
        <details className="help">
          <summary>How to play</summary>
          <p>
            Click or tap a square to place a queen; click it again to remove it. Queens that attack
            each other turn red; hover or focus a square to see the lines it covers.
          </p>
          <p>
            Keyboard: Tab to the board, arrow keys move, Enter or Space places or removes, Home/End
            go to the row ends. Ctrl+Z undoes, Ctrl+Y redoes.
          </p>
        </details>
        <p className="sr-only" role="status" aria-live="polite" data-testid="announce">
          {message}
        </p>
      </aside>
    </div>
  );
}

/** The live-region sentence after the last action. */
function announcement(game: PuzzleGame, pairs: number, solved: boolean): string {
  const { puzzle, event } = game;
  if (!event) return '';
  const n = puzzle.n;
  const what =
    event.kind === 'placed'
      ? `Queen placed on ${squareName(event.at, n)}.`
      : event.kind === 'removed'
        ? `Queen removed from ${squareName(event.at, n)}.`
        : event.kind === 'undo'
          ? 'Undone.'
          : event.kind === 'redo'
            ? 'Redone.'
            : event.kind === 'restart'
              ? 'Board cleared.'
              : 'A solution is on the board.';
  if (solved) return `${what} Solved! ${n} queens and none attacks another.`;
  const conflicts = pairs > 0 ? ` ${plural(pairs, 'conflict')}.` : ' No conflicts.';
  return `${what} ${plural(puzzle.queens.length, 'queen')} of ${n}.${conflicts}`;
}
