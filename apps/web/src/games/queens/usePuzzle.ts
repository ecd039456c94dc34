/**
 * The hand-solving state of the N-Queens page: a `History<Puzzle>` with toggle,
 * undo/redo, restart and "show a solution", each refusal kept as a value. The
 * puzzle is saved after every change and restored for the same size (savedPuzzle.ts).
 *
 * @example
 * ```tsx
 * const game = usePuzzle(8);
 * game.toggle({ x: 3, y: 4 });
 * game.undo();
 * game.puzzle.queens.length; // 0
 * ```
 */
import { History, type Point } from '@qipan/core';
import {
  createPuzzle,
  puzzleFromSolution,
  toggleQueen,
  type Puzzle,
  type Solution,
} from '@qipan/queens';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { loadPuzzle, savePuzzle } from './savedPuzzle.js';

/** What happened last, for the live region. */
export type PuzzleEvent =
  | { readonly kind: 'placed' | 'removed'; readonly at: Point }
  | { readonly kind: 'undo' | 'redo' | 'restart' | 'solution' | 'loaded' };

export interface PuzzleGame {
  readonly puzzle: Puzzle;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly event: PuzzleEvent | undefined;
  /** Set when a saved puzzle could not be read (it was kept aside). */
  readonly storageNotice: string | undefined;
  toggle(at: Point): void;
  undo(): void;
  redo(): void;
  restart(): void;
  load(solution: Solution, kind?: 'solution' | 'loaded'): void;
}

function emptyPuzzle(n: number): Puzzle {
  const r = createPuzzle(n);
  return r.ok ? r.value : { n, queens: [] };
}

interface State {
  readonly history: History<Puzzle>;
  readonly event: PuzzleEvent | undefined;
}

export function usePuzzle(n: number): PuzzleGame {
  const [restored] = useState(() => loadPuzzle(n));
  const [state, setState] = useState<State>(() => ({
    history: History.start(restored.puzzle ?? emptyPuzzle(n)),
    event: undefined,
  }));
  const { history } = state;
  // Saved after every change (not on the first render, so another size's save stays).
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else savePuzzle(history.current);
  }, [history]);

  const toggle = useCallback((at: Point) => {
    setState((s) => {
      const before = s.history.current;
      const r = toggleQueen(before, at);
      if (!r.ok) return s;
      const placed = r.value.queens.length > before.queens.length;
      return {
        history: s.history.push(r.value),
        event: { kind: placed ? 'placed' : 'removed', at },
      };
    });
  }, []);
  const undo = useCallback(() => {
    setState((s) =>
      s.history.canUndo ? { history: s.history.undo(), event: { kind: 'undo' } } : s,
    );
  }, []);
  const redo = useCallback(() => {
    setState((s) =>
      s.history.canRedo ? { history: s.history.redo(), event: { kind: 'redo' } } : s,
    );
  }, []);
  const restart = useCallback(() => {
    setState((s) =>
      s.history.current.queens.length === 0
        ? s
        : { history: s.history.push(emptyPuzzle(s.history.current.n)), event: { kind: 'restart' } },
    );
  }, []);
  const load = useCallback((solution: Solution, kind: 'solution' | 'loaded' = 'solution') => {
    setState((s) => ({
      history: s.history.push(puzzleFromSolution(s.history.current.n, solution)),
      event: { kind },
    }));
  }, []);

  return useMemo(
    () => ({
      puzzle: history.current,
      canUndo: history.canUndo,
      canRedo: history.canRedo,
      event: state.event,
      storageNotice: restored.notice,
      toggle,
      undo,
      redo,
      restart,
      load,
    }),
    [history, state.event, restored.notice, toggle, undo, redo, restart, load],
  );
}
