/**
 * The Chongzi (冲子) page: what only Chongzi has — the phases, selecting a piece
 * then its destination (or dragging it), legal targets, capture flashes, the rules
 * in English and Chinese. Playing, the AI, undo/redo, resign, draw offers, clocks,
 * travel and saving come from the shared match controller.
 *
 * @example
 * ```tsx
 * // at /chongzi
 * <ChongziPage />
 * ```
 */
import {
  colorSide,
  formatMove,
  otherSide,
  type ChongziMove,
  type ChongziOptions,
  type ChongziState,
  type Side,
} from '@qipan/chongzi';
import { AI_LEVEL_NAMES } from '@qipan/chongzi/ai';
import { parsePointKey, pointKey, type Point } from '@qipan/core';
import type { TFunction } from 'i18next';
import { turn } from '@qipan/match';
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
import { ClockDisplay } from '../../components/ClockDisplay.js';
import { MatchActions } from '../../components/MatchActions.js';
import { MoveList, type MoveItem } from '../../components/MoveList.js';
import { ResultPanel } from '../../components/ResultPanel.js';
import { useFormat } from '../../i18n/useFormat.js';
import { describeControl } from '../../match/time.js';
import { useMatchController, type MatchController } from '../../match/useMatchController.js';
import { useShortcuts } from '../../shortcuts/context.js';
import { MoveBox } from '../../shortcuts/MoveBox.js';
import { chongziMoveReader } from '../../shortcuts/typedMove.js';
import { ConfirmMoveBar } from '../../touch/ConfirmMoveBar.js';
import { ConfirmMoveSetting } from '../../touch/ConfirmMoveSetting.js';
import { useConfirmMove } from '../../touch/useConfirmMove.js';
import { ChongziBoard } from './ChongziBoard.js';
import { CHONGZI_SPEC, FLASH_MS, resultText, sideName, type Settings } from './chongziMatch.js';
import { chongziTentative } from './confirm.js';
import { clickIntent, movableKeys, refusalSentence, targetKeys, type Refusal } from './model.js';
import { NewGameDialog } from './NewGameDialog.js';
import { RulesPanel } from './RulesPanel.js';
import { StatusBar } from './StatusBar.js';
import './chongzi.css';
import './chongzi-panels.css';

export type ChongziGame = MatchController<ChongziState, ChongziMove, ChongziOptions, Settings>;

interface Flash {
  readonly ply: number;
  /** Captured point keys with the colour they had before the capture. */
  readonly before: Readonly<Record<string, Side>>;
}

export function ChongziPage(): ReactNode {
  const game = useMatchController(CHONGZI_SPEC);
  const { t } = useTranslation('chongzi');
  const { lang } = useFormat();
  const [dialog, setDialog] = useState(false);
  return (
    <section className="page chongzi">
      <div className="page-head">
        <div>
          <h1>
            {t('title')}
            {lang === 'zh' ? null : (
              <>
                {' '}
                <span lang="zh" className="native">
                  冲子
                </span>
              </>
            )}
          </h1>
          <p className="lede">{t('lede')}</p>
        </div>
        <button
          type="button"
          className="primary"
          onClick={() => setDialog(true)}
          data-testid="new-game"
        >
          {t('newGame')}
        </button>
      </div>
      <NewGameDialog
        open={dialog}
        initial={game.settings}
        onStart={(s) => {
          setDialog(false);
          game.start(s);
        }}
        onClose={() => setDialog(false)}
      />
      <GameView game={game} onNewGame={() => setDialog(true)} />
      <RulesPanel />
    </section>
  );
}

/** The moves with their sides and captures, from the states along the line. */
export function moveItems(
  game: Pick<ChongziGame, 'match' | 'moves'>,
  t: TFunction<['chongzi', 'common']>,
): MoveItem[] {
  const { match } = game;
  const def = match.game.definition;
  let state = def.initial(match.options);
  const out: MoveItem[] = [];
  for (const [k, node] of game.moves.entries()) {
    if (!node.move) continue;
    const side = state.turn;
    const text = formatMove(node.move, state.size);
    const r = def.play(state, node.move);
    if (!r.ok) break;
    state = r.value;
    const caps = state.captures.reduce((n, c) => n + c.captured.length, 0);
    out.push({
      number: `${k + 1}.`,
      text,
      dot: side,
      detail: caps
        ? t('moveChip.captures', { side: t(`side.${side}`), captured: caps })
        : t(`side.${side}`),
      ...(caps ? { mark: `×${caps}` } : {}),
    });
  }
  return out;
}

function GameView({
  game,
  onNewGame,
}: {
  readonly game: ChongziGame;
  readonly onNewGame: () => void;
}): ReactNode {
  const { t } = useTranslation(['chongzi', 'common']);
  const { t: tm } = useTranslation('match');
  const f = useFormat();
  const { shown, match, settings } = game;
  const live = match.state;
  const interactive = game.canPlay;
  const [selected, setSelected] = useState<Point | null>(null);
  const [refusal, setRefusal] = useState<Refusal | string>('');
  const [flash, setFlash] = useState<Flash | null>(null);
  const confirm = useConfirmMove({ position: shown, enabled: interactive, onCommit: game.play });

  // A new move: clear the selection; a capture flashes its pieces' old colour.
  const seenPlies = useRef(match.plies);
  useEffect(() => {
    const grew = match.plies > seenPlies.current;
    seenPlies.current = match.plies;
    setSelected(null);
    const last = match.state.lastMove ? game.moves.at(-1) : undefined;
    if (!grew || !last?.color || match.state.captures.length === 0) {
      setFlash(null);
      return;
    }
    const before: Record<string, Side> = {};
    const victim = otherSide(colorSide(last.color));
    for (const c of match.state.captures) for (const p of c.captured) before[pointKey(p)] = victim;
    const f = { ply: match.plies, before };
    setFlash(f);
    const t = window.setTimeout(() => setFlash((x) => (x === f ? null : x)), FLASH_MS);
    return () => window.clearTimeout(t);
  }, [match, game.moves]);
  useEffect(
    () => setRefusal(game.notice?.kind === 'refusal' ? game.notice.text : ''),
    [game.notice],
  );

  const targets = useMemo(
    () => (interactive ? targetKeys(live, selected) : new Set<string>()),
    [interactive, live, selected],
  );
  const movable = useMemo(
    () => (interactive ? movableKeys(live) : new Set<string>()),
    [interactive, live],
  );
  const n = shown.size;
  const over = match.result !== undefined;

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
    const pick = clickIntent(live, null, from);
    if (pick.kind !== 'select') {
      setRefusal(pick.kind === 'refuse' ? pick.reason : '');
      return;
    }
    const intent = clickIntent(live, from, to);
    if (intent.kind === 'play') game.play(intent.move);
    else setSelected(from);
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

  const aiSeat = match.seats.black.kind === 'ai' ? match.seats.black : match.seats.white;
  const who =
    aiSeat.kind === 'ai'
      ? t('youPlayAgainstAi', {
          side: t(`side.${settings.human}`),
          level: f.number(aiSeat.level),
          name: t(`level.${AI_LEVEL_NAMES[aiSeat.level - 1] ?? 'medium'}`),
        })
      : t('twoPlayers');
  const gap = t('common:sentenceGap');
  const clock = match.clock
    ? `${gap}${describeControl(t, f.lang, match.clock.control)}${t('periodMark')}`
    : '';
  const refusalText = typeof refusal === 'string' ? refusal : refusalSentence(refusal, t);
  const flashShown = flash && flash.ply === match.plies && game.live ? flash.before : undefined;

  return (
    <div className="game-layout">
      <div className="cz-board-area">
        <StatusBar game={game} />
        <div
          className={`cz-board-wrap${over ? ' cz-board-wrap--over' : ''}${game.live ? '' : ' cz-board-wrap--past'}`}
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
            selected={game.live ? selected : null}
            targets={targets}
            movable={movable}
            flash={flashShown}
            disabled={!interactive}
            tentative={game.live ? confirm.board : undefined}
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
      </div>
      <aside className="side" aria-label={t('sideLabel')}>
        <p className="cz-setup" data-testid="setup">
          {t('setup', { n, start: t(`start.${match.state.options.start}`), opponent: who })}
          {clock}
        </p>
        {match.clock ? (
          <ClockDisplay
            clock={match.clock}
            turn={turn(match)}
            running={!over}
            names={{ black: sideName('black', match, t), white: sideName('white', match, t) }}
            dots={{ black: 'red', white: 'blue' }}
            lowTimeSound={game.clockSound}
          />
        ) : null}
        {match.result ? (
          <ResultPanel
            testId="end"
            result={match.result}
            reason={match.state.outcome?.reason ?? match.result.reason}
            text={
              <>
                <strong>{t('gameOver')}</strong>
                {gap}
                {resultText(match, t)}
              </>
            }
            onRematch={game.rematch}
            onNewGame={onNewGame}
          />
        ) : null}
        {game.ai.error ? (
          <p className="note note--bad" data-testid="ai-error">
            {t('aiFailed', { error: game.ai.error })}
          </p>
        ) : null}
        <MatchActions
          game={game}
          undoLabel={aiSeat.kind === 'ai' ? tm('buttons.undoAi') : tm('buttons.undo')}
        >
          <ConfirmMoveSetting />
        </MatchActions>
        <MoveList items={moveItems(game, t)} shown={game.shownPly} onGo={game.goTo} />
        <details className="help">
          <summary>{t('howTo')}</summary>
          <p>{t('howToMouse')}</p>
          <p>{t('howToKeys')}</p>
        </details>
        <p className="sr-only" role="status" aria-live="polite" data-testid="announce">
          {game.announce}
          {game.ai.status === 'preparing' ? `${gap}${t('aiPreparingShort')}` : ''}
        </p>
      </aside>
    </div>
  );
}
