/**
 * What the "Watch the search" board shows after each step of the backtracking
 * (seed 002): the kept queens per row, the tentative one, the conflict, and a caption.
 *
 * @example
 * ```ts
 * let v = initialSearchView(8);
 * v = applyStep(v, { kind: 'try', row: 0, col: 0 });
 * v = applyStep(v, { kind: 'place', row: 0, col: 0 });
 * v.rows; // [0, -1, -1, -1, -1, -1, -1, -1]
 * searchCaption(v, name, createI18n('en').getFixedT('en', 'queens'));
 * // "a8 is safe: keep the queen and go on to row 2."
 * ```
 */
import type { Point } from '@qipan/core';
import type { SearchStep } from '@qipan/queens';
import type { TFunction } from 'i18next';

export interface SearchView {
  readonly n: number;
  /** Kept queens: per row the column, -1 for none. */
  readonly rows: readonly number[];
  /** The square being tried or just rejected, if any. */
  readonly focus?: { readonly row: number; readonly col: number } | undefined;
  readonly last?: SearchStep | undefined;
  readonly steps: number;
  readonly solutions: number;
  readonly done: boolean;
}

export const initialSearchView = (n: number): SearchView => ({
  n,
  rows: Array.from({ length: n }, () => -1),
  steps: 0,
  solutions: 0,
  done: false,
});

export function applyStep(v: SearchView, step: SearchStep): SearchView {
  const rows = [...v.rows];
  const base = { ...v, steps: v.steps + 1, last: step };
  switch (step.kind) {
    case 'try':
      // Trying a column of `row` lifts whatever stood on this row and below.
      for (let r = step.row; r < rows.length; r++) rows[r] = -1;
      return { ...base, rows, focus: { row: step.row, col: step.col } };
    case 'conflict':
      return { ...base, rows, focus: { row: step.row, col: step.col } };
    case 'place':
      rows[step.row] = step.col;
      return { ...base, rows, focus: { row: step.row, col: step.col } };
    case 'backtrack': {
      // All columns of `row` failed: the queen of the row above (at `col`) is taken back.
      for (let r = Math.max(0, step.row - 1); r < rows.length; r++) rows[r] = -1;
      return { ...base, rows, focus: { row: Math.max(0, step.row - 1), col: step.col } };
    }
    case 'solution':
      return {
        ...base,
        rows: step.queens.length === rows.length ? [...step.queens] : rows,
        solutions: Math.max(v.solutions + 1, step.index + 1),
        focus: undefined,
      };
    case 'done':
      return { ...base, rows, solutions: step.solutions, done: true, focus: undefined };
  }
}

/** `name(point)` gives the algebraic square name, e.g. "d5"; `t` speaks the `queens` namespace. */
export function searchCaption(
  v: SearchView,
  name: (p: Point) => string,
  t: TFunction<'queens'> | TFunction<['queens', 'common']>,
): string {
  const tq = t as TFunction<'queens'>;
  const s = v.last;
  if (!s) return tq('search.caption.ready');
  const sq = (row: number, col: number): string => name({ x: col, y: row });
  // Rows are named as the squares are, counted from the bottom (row 8 holds a8…h8).
  const rank = (row: number): number => v.n - row;
  switch (s.kind) {
    case 'try':
      return tq('search.caption.try', { row: rank(s.row), square: sq(s.row, s.col) });
    case 'conflict': {
      const by = s.with.map((p) => name(p)).join(', ') || tq('search.caption.theBoard');
      return tq('search.caption.conflict', {
        count: Math.max(1, s.with.length),
        square: sq(s.row, s.col),
        by,
      });
    }
    case 'place':
      return s.row + 1 < v.n
        ? tq('search.caption.place', { square: sq(s.row, s.col), next: rank(s.row + 1) })
        : tq('search.caption.placeLast', { square: sq(s.row, s.col) });
    case 'backtrack':
      return tq('search.caption.backtrack', { row: rank(s.row), square: sq(s.row - 1, s.col) });
    case 'solution':
      return tq('search.caption.solution', { index: s.index + 1 });
    case 'done':
      return tq('search.caption.done', { count: s.solutions });
  }
}
