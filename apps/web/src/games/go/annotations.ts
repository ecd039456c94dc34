/**
 * A node's annotations as the page shows them: the move mark (TE good, BM bad, DO
 * doubtful, IT interesting; TE/BM may be doubled), the position mark (GB good for
 * Black, GW good for White, DM even, UC unclear) and the hotspot (HO); the tree's
 * short sign for the move mark.
 *
 * @example
 * ```ts
 * const m = marksOf({ B: ['dd'], BM: ['2'], HO: ['1'] });
 * markGlyph(m); // '??'
 * ```
 */
import type { SgfNode } from '@qipan/core';

export const MOVE_MARKS = ['TE', 'BM', 'DO', 'IT'] as const;
export type MoveMark = (typeof MOVE_MARKS)[number];
export const POSITION_MARKS = ['GB', 'GW', 'DM', 'UC'] as const;
export type PositionMark = (typeof POSITION_MARKS)[number];

export interface NodeMarks {
  readonly move: MoveMark | undefined;
  /** TE[2] / BM[2] (very good / very bad). */
  readonly double: boolean;
  readonly position: PositionMark | undefined;
  readonly hotspot: boolean;
}

export const NO_MARKS: NodeMarks = {
  move: undefined,
  double: false,
  position: undefined,
  hotspot: false,
};

export function marksOf(sgf: SgfNode): NodeMarks {
  const move = MOVE_MARKS.find((k) => sgf[k] !== undefined);
  const position = POSITION_MARKS.find((k) => sgf[k] !== undefined);
  const double = (move === 'TE' || move === 'BM') && sgf[move]?.[0] === '2';
  return { move, double, position, hotspot: sgf.HO !== undefined };
}

/** The tree's short sign for a move mark: ! !! ? ?? ?! !? ('' for none). */
export function markGlyph(m: NodeMarks): string {
  if (m.move === 'TE') return m.double ? '!!' : '!';
  if (m.move === 'BM') return m.double ? '??' : '?';
  if (m.move === 'DO') return '?!';
  if (m.move === 'IT') return '!?';
  return '';
}
