/**
 * The Chongzi board with what goes with playing on it, local or online: select a
 * piece then its destination (or drag it), the legal targets, the capture flash, the
 * refused click in a sentence, Confirm moves, and typed moves (`C2-C3`).
 *
 * @example
 * ```tsx
 * <PlayArea session={session} />
 * ```
 */
import {
  colorSide,
  otherSide,
  type ChongziMove,
  type ChongziState,
  type Side,
} from '@qipan/chongzi';
import { parsePointKey, pointKey, type Point } from '@qipan/core';
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { Session } from '../../session/session.js';
import { useShortcuts } from '../../shortcuts/context.js';
import { MoveBox } from '../../shortcuts/MoveBox.js';
import { chongziMoveReader } from '../../shortcuts/typedMove.js';
import { ConfirmMoveBar } from '../../touch/ConfirmMoveBar.js';
import { useConfirmMove } from '../../touch/useConfirmMove.js';
import { ChongziBoard } from './ChongziBoard.js';
import { FLASH_MS } from './chongziMatch.js';
import { chongziTentative } from './confirm.js';
import { clickIntent, movableKeys, refusalSentence, targetKeys, type Refusal } from './board.js';
import './chongzi.css';
import './chongzi-panels.css';

interface Flash {
  readonly ply: number;
  /** Captured point keys with the colour they had before the capture. */
  readonly before: Readonly<Record<string, Side>>;
}

export function PlayArea({
  session: s,
}: {
  readonly session: Session<ChongziState, ChongziMove>;
}): ReactNode {
  const { t } = useTranslation(['chongzi', 'common']);
  const { position: shown, livePosition: live } = s;
  const interactive = s.can.play;
  const plies = s.moves.length;
  const [selected, setSelected] = useState<Point | null>(null);
  const [refusal, setRefusal] = useState<Refusal | string>('');
  const [flash, setFlash] = useState<Flash | null>(null);
  const confirm = useConfirmMove({
    position: shown,
    enabled: interactive,
    onCommit: (m: ChongziMove) => {
      setSelected(null);
      s.play(m);
    },
  });

  // A new move: clear the selection; a capture flashes its pieces' old colour.
  const seenPlies = useRef(plies);
  const lastColor = s.moves.at(-1)?.color;
  useEffect(() => {
    const grew = plies > seenPlies.current;
    seenPlies.current = plies;
    setSelected(null);
    if (!grew || !live.lastMove || !lastColor || live.captures.length === 0) {
      setFlash(null);
      return;
    }
    const before: Record<string, Side> = {};
    const victim = otherSide(colorSide(lastColor));
    for (const c of live.captures) for (const p of c.captured) before[pointKey(p)] = victim;
    const f = { ply: plies, before };
    setFlash(f);
    const timer = window.setTimeout(() => setFlash((x) => (x === f ? null : x)), FLASH_MS);
    return () => window.clearTimeout(timer);
  }, [plies, live, lastColor]);
  const notice = s.source === 'local' ? s.notice : undefined;
  useEffect(() => setRefusal(notice?.kind === 'refusal' ? notice.text : ''), [notice]);

  const targets = useMemo(
    () => (interactive ? targetKeys(live, selected) : new Set<string>()),
    [interactive, live, selected],
  );
  const movable = useMemo(
    () => (interactive ? movableKeys(live) : new Set<string>()),
    [interactive, live],
  );
  const n = shown.size;
  const over = s.result !== undefined;

  const activate = (p: Point): void => {
    if (!interactive) return;
    const intent = clickIntent(live, selected, p);
    if (intent.kind === 'select') setSelected(intent.at);
    else if (intent.kind === 'deselect') setSelected(null);
    else if (intent.kind === 'play') confirm.tap(chongziTentative(live, intent.move));
    if (intent.kind === 'select' || intent.kind === 'deselect') confirm.cancel();
    if (intent.kind === 'refuse') setRefusal(intent.reason);
    else setRefusal('');
  };
  const drag = (from: Point, to: Point): void => {
    if (!interactive || live.phase !== 'movement') return;
    const pick = clickIntent(live, null, from);
    if (pick.kind !== 'select') {
      if (pick.kind === 'refuse') setRefusal(pick.reason);
      return;
    }
    const intent = clickIntent(live, from, to);
    if (intent.kind === 'play') {
      if (confirm.on) setSelected(from);
      confirm.tap(chongziTentative(live, intent.move));
    } else {
      setSelected(from);
      if (intent.kind === 'refuse') setRefusal(intent.reason);
    }
  };

  /** A typed step (`C2-C3`): the piece picked, then its destination, as two clicks. */
  const typedStep = (from: Point, to: Point): void => {
    if (!interactive) return;
    const pick = clickIntent(live, null, from);
    if (pick.kind !== 'select') {
      setRefusal(pick.kind === 'refuse' ? pick.reason : '');
      return;
    }
    const intent = clickIntent(live, from, to);
    if (intent.kind === 'play') {
      setSelected(null);
      s.play(intent.move);
    } else setSelected(from);
    setRefusal(intent.kind === 'refuse' ? intent.reason : '');
  };

  // Drag a piece to a point: press on the piece, release on the destination.
  const dragFrom = useRef<Point | null>(null);
  const pointAt = (x: number, y: number): Point | null => {
    const el = document.elementFromPoint(x, y)?.closest('#cz-board [data-point]');
    return parsePointKey(el?.getAttribute('data-point') ?? '') ?? null;
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>): void => {
    dragFrom.current = e.button === 0 && interactive ? pointAt(e.clientX, e.clientY) : null;
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>): void => {
    const from = dragFrom.current;
    dragFrom.current = null;
    const to = pointAt(e.clientX, e.clientY);
    if (from && to && (from.x !== to.x || from.y !== to.y)) drag(from, to);
  };
  useShortcuts({
    id: 'chongzi',
    title: t('common:shortcuts.group.chongzi'),
    entries: [{ keys: ['Escape'], label: t('common:shortcuts.key.deselect') }],
  });
  const onBoardKey = (e: KeyboardEvent<HTMLDivElement>): void => {
    if (e.key === 'Escape' && selected) {
      e.preventDefault();
      activate(selected);
    }
  };

  const refusalText = typeof refusal === 'string' ? refusal : refusalSentence(refusal, t);
  const flashShown = flash && flash.ply === plies && s.live ? flash.before : undefined;

  return (
    <>
      <div
        className={`cz-board-wrap${over ? ' cz-board-wrap--over' : ''}${s.live ? '' : ' cz-board-wrap--past'}`}
        data-over={over || undefined}
        onKeyDown={onBoardKey}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (dragFrom.current = null)}
      >
        <ChongziBoard
          id="cz-board"
          label={t('boardLabel', { n })}
          state={shown}
          selected={s.live ? selected : null}
          targets={targets}
          movable={movable}
          flash={flashShown}
          disabled={!interactive}
          tentative={s.live ? confirm.board : undefined}
          onActivate={activate}
        />
      </div>
      <ConfirmMoveBar confirm={confirm} />
      <p className="cz-refusal" data-testid="refusal" aria-live="polite">
        {refusalText}
      </p>
      <MoveBox
        {...chongziMoveReader(n)}
        play={(m) => (m.kind === 'step' ? typedStep(m.from, m.to) : activate(m.at))}
        canPlay={interactive}
      />
    </>
  );
}
