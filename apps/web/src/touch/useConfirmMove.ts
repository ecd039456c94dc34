/**
 * The confirm-move mode in a page: wraps the page's "play this move" so that, while the
 * mode is on (see `confirmSetting.ts`), a tap shows a tentative move and only a second
 * tap on it, Confirm, or the same button again (Pass) makes it. The tentative move goes
 * when the shown position changes, when the board stops taking moves, on Cancel and
 * on Escape. The state machine is `confirmStep` (pure, in `confirmMove.ts`).
 *
 * @example
 * ```tsx
 * const confirm = useConfirmMove({ position: state, enabled: canPlay, onCommit: game.play });
 * <GomokuBoard tentative={confirm.board}
 *   onActivate={(p) => confirm.tap(placeAt(p, state.turn, { x: p.x, y: p.y }, formatPoint(p, 15)))} />
 * <ConfirmMoveBar confirm={confirm} />
 * ```
 */
import type { PieceKind, TentativePiece } from '@qipan/board-react';
import { pointKey, type Point } from '@qipan/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  confirmStep,
  initialConfirm,
  tentativeOnBoard,
  type ConfirmAction,
  type ConfirmState,
  type Tentative,
} from './confirmMove.js';
import { useConfirmSetting } from './confirmSetting.js';

export interface ConfirmMoveOptions<M> {
  /** The shown position (compared by identity): another one clears the tentative move. */
  readonly position: unknown;
  /** Whether the board takes moves now; when not, nothing stays tentative. */
  readonly enabled: boolean;
  /** Makes the move (the page's old click handler). */
  readonly onCommit: (move: M) => void;
}

export interface ConfirmMove<M> {
  /** Whether moves wait for confirmation here. */
  readonly on: boolean;
  readonly tentative: Tentative<M> | undefined;
  /** The board's `tentative` prop. */
  readonly board: TentativePiece | undefined;
  /** A tap: proposes `t`, or makes it when it is already tentative (or the mode is off). */
  tap(t: Tentative<M>): void;
  confirm(): void;
  cancel(): void;
}

/** A stone (or piece) placed on `p`, said as "at <name>". */
export const placeAt = <M>(p: Point, piece: PieceKind, move: M, name: string): Tentative<M> => ({
  key: pointKey(p),
  point: p,
  piece,
  move,
  words: { kind: 'at', name },
});

/** A pass: no point; the Pass button again confirms it. */
export const passMove = <M>(move: M): Tentative<M> => ({
  key: 'pass',
  point: undefined,
  piece: undefined,
  move,
  words: { kind: 'pass', name: '' },
});

export function useConfirmMove<M>(opts: ConfirmMoveOptions<M>): ConfirmMove<M> {
  const { position, enabled } = opts;
  const { on } = useConfirmSetting();
  const [state, setState] = useState<ConfirmState<M>>(() => initialConfirm(position));
  const current = useRef(state);
  const commitRef = useRef(opts.onCommit);
  commitRef.current = opts.onCommit;
  const onRef = useRef(on);
  onRef.current = on;
  const positionRef = useRef(position);
  positionRef.current = position;

  const run = useCallback((a: ConfirmAction<M>): void => {
    // The position first, so a move proposed in an earlier one is never made.
    const now = confirmStep(current.current, { type: 'position', position: positionRef.current });
    const r = confirmStep(now.state, a);
    current.current = r.state;
    setState(r.state);
    if (r.commit) commitRef.current(r.commit.move);
  }, []);

  useEffect(() => run({ type: 'position', position }), [run, position]);
  useEffect(() => {
    if (!enabled || !on) run({ type: 'cancel' });
  }, [run, enabled, on]);

  // A stale tentative move is never shown, even for the render before the effects run.
  const live = on && enabled && Object.is(state.position, position);
  const tentative = live ? state.tentative : undefined;

  // Listening all the time (not only while a move is tentative): an Escape pressed right
  // after a tap must clear it even before the effects of that render have run.
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if (e.key !== 'Escape' || e.defaultPrevented || !current.current.tentative) return;
      if (document.querySelector('dialog[open]')) return;
      run({ type: 'cancel' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [run]);

  const enabledRef = useRef(enabled);
  enabledRef.current = enabled;
  // While the board takes no moves, a tap goes straight through (so the page refuses it).
  const tap = useCallback(
    (t: Tentative<M>) =>
      run({ type: 'tap', tentative: t, on: onRef.current && enabledRef.current }),
    [run],
  );
  const confirm = useCallback(() => run({ type: 'confirm' }), [run]);
  const cancel = useCallback(() => run({ type: 'cancel' }), [run]);
  const board = useMemo(() => tentativeOnBoard(tentative), [tentative]);
  return { on, tentative, board, tap, confirm, cancel };
}
