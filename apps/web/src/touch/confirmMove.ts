/**
 * The "confirm move" state machine, pure: a tap proposes a tentative move, a second
 * tap on the same point (or pass) or Confirm commits it, a tap elsewhere moves it,
 * Cancel clears it, and so does a new position (the opponent moved, undo, travel).
 * With the mode off a tap commits at once. `useConfirmMove` runs it in a page.
 *
 * @example
 * ```ts
 * let s = initialConfirm<string>('position 1');
 * const h8: Tentative<string> = {
 *   key: '7,7', point: { x: 7, y: 7 }, piece: 'black', move: 'h8', words: { kind: 'at', name: 'h8' },
 * };
 * const a = confirmStep(s, { type: 'tap', tentative: h8, on: true }); // a.commit === undefined
 * const b = confirmStep(a.state, { type: 'tap', tentative: h8, on: true }); // b.commit === { move: 'h8' }
 * ```
 */
import type { PieceKind, TentativePiece } from '@qipan/board-react';
import type { Point } from '@qipan/core';

/** How the tentative move is said: a stone `at` a point, a `pass`, a removal, a piece's `step`. */
export interface TentativeWords {
  readonly kind: 'at' | 'pass' | 'remove' | 'step';
  /** The point ("h8") or the move ("B2-B3"); empty for a pass. */
  readonly name: string;
}

/** A move waiting for confirmation. */
export interface Tentative<M> {
  /** Same key, same move: the point's `x,y`, or `pass`. A second tap with this key commits. */
  readonly key: string;
  /** Where the board shows it (none for a pass). */
  readonly point: Point | undefined;
  /** The piece drawn there (none: only the ring, e.g. over a piece to remove). */
  readonly piece: PieceKind | undefined;
  readonly move: M;
  readonly words: TentativeWords;
}

export interface ConfirmState<M> {
  readonly tentative: Tentative<M> | undefined;
  /** The position the tentative move was proposed in (compared by identity). */
  readonly position: unknown;
}

export type ConfirmAction<M> =
  /** A tap on a point or a pass button; `on`: whether the confirm mode is on. */
  | { readonly type: 'tap'; readonly tentative: Tentative<M>; readonly on: boolean }
  | { readonly type: 'confirm' }
  | { readonly type: 'cancel' }
  /** The shown position now: a different one clears the tentative move. */
  | { readonly type: 'position'; readonly position: unknown };

/** The next state, and the move to make now, if any. */
export interface ConfirmResult<M> {
  readonly state: ConfirmState<M>;
  readonly commit: { readonly move: M } | undefined;
}

export const initialConfirm = <M>(position: unknown): ConfirmState<M> => ({
  tentative: undefined,
  position,
});

export function confirmStep<M>(s: ConfirmState<M>, a: ConfirmAction<M>): ConfirmResult<M> {
  const clear: ConfirmState<M> = { tentative: undefined, position: s.position };
  switch (a.type) {
    case 'tap':
      if (!a.on) return { state: clear, commit: { move: a.tentative.move } };
      if (s.tentative?.key === a.tentative.key)
        return { state: clear, commit: { move: s.tentative.move } };
      return { state: { tentative: a.tentative, position: s.position }, commit: undefined };
    case 'confirm':
      return s.tentative
        ? { state: clear, commit: { move: s.tentative.move } }
        : { state: s, commit: undefined };
    case 'cancel':
      return { state: s.tentative ? clear : s, commit: undefined };
    case 'position':
      return Object.is(a.position, s.position)
        ? { state: s, commit: undefined }
        : { state: { tentative: undefined, position: a.position }, commit: undefined };
  }
}

/** What the board draws for a tentative move (nothing for a pass). */
export function tentativeOnBoard<M>(t: Tentative<M> | undefined): TentativePiece | undefined {
  return t?.point ? { point: t.point, piece: t.piece } : undefined;
}
