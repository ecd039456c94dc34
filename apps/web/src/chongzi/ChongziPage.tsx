/**
 * The Chongzi (冲子) page: a game against a person on this device or the AI, with
 * the phases, whose turn it is, legal targets, capture flashes, the move list with
 * time travel, undo, the end and its reason, and the rules in English and Chinese.
 *
 * @example
 * ```tsx
 * // at /chongzi
 * <ChongziPage />
 * ```
 */
import { PHASES, type ChongziState } from '@qipan/chongzi';
import { AI_LEVEL_NAMES } from '@qipan/chongzi/ai';
import { parsePointKey, type Point } from '@qipan/core';
import {
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { ChongziBoard } from './ChongziBoard.js';
import {
  movableKeys,
  PHASE_NAME,
  PHASE_ZH,
  phaseTask,
  SIDE_NAME,
  SIDE_ZH,
  targetKeys,
  endText,
} from './model.js';
import { MoveList } from './MoveList.js';
import { NewGameDialog } from './NewGameDialog.js';
import { RulesPanel } from './RulesPanel.js';
import { DEFAULT_SETTINGS, useChongziGame, type ChongziGame } from './useChongziGame.js';
import './chongzi.css';
import './chongzi-panels.css';

export function ChongziPage(): ReactNode {
  const game = useChongziGame(DEFAULT_SETTINGS);
  const [dialog, setDialog] = useState(false);
  const { settings } = game;

  return (
    <section className="page chongzi">
      <div className="page-head">
        <div>
          <h1>
            Chongzi{' '}
            <span lang="zh" className="native">
              冲子
            </span>
          </h1>
          <p className="lede">
            A folk capture game: line up two against one, two against two or one against three.
          </p>
        </div>
        <button
          type="button"
          className="primary"
          onClick={() => setDialog(true)}
          data-testid="new-game"
        >
          New game
        </button>
      </div>
      <NewGameDialog
        open={dialog}
        initial={settings}
        onStart={(s) => {
          setDialog(false);
          game.newGame(s);
        }}
        onClose={() => setDialog(false)}
      />
      <GameView game={game} />
      <RulesPanel />
    </section>
  );
}

function GameView({ game }: { readonly game: ChongziGame }): ReactNode {
  const { shown, live, settings, selected, interactive } = game;
  const targets = useMemo(
    () => (interactive ? targetKeys(live, selected) : new Set<string>()),
    [interactive, live, selected],
  );
  const movable = useMemo(
    () => (interactive ? movableKeys(live) : new Set<string>()),
    [interactive, live],
  );
  const n = shown.size;
  const over = !!live.outcome;

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
    if (from && to && (from.x !== to.x || from.y !== to.y)) game.drag(from, to);
  };

  const onBoardKey = (e: KeyboardEvent<HTMLDivElement>): void => {
    if (e.key === 'Escape' && selected) {
      e.preventDefault();
      game.activate(selected);
    }
  };

  const opponentLabel =
    settings.opponent === 'ai'
      ? `You play ${SIDE_NAME[settings.human]} against the AI (level ${settings.level}, ${AI_LEVEL_NAMES[settings.level - 1]})`
      : 'Two players on this device';

  return (
    <div className="game-layout">
      <div className="cz-board-area">
        <StatusBar game={game} />
        <div
          className={`cz-board-wrap${over ? ' cz-board-wrap--over' : ''}${game.travelling ? ' cz-board-wrap--past' : ''}`}
          data-over={over || undefined}
          onKeyDown={onBoardKey}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (dragFrom.current = null)}
        >
          <ChongziBoard
            id="cz-board"
            label={`${n} by ${n} Chongzi board. Arrow keys move between points, Enter selects a piece or plays to a point, Escape clears the selection.`}
            state={shown}
            selected={game.travelling ? null : selected}
            targets={targets}
            movable={movable}
            flash={game.flash?.before}
            disabled={!interactive}
            onActivate={game.activate}
          />
        </div>
        <p className="cz-refusal" data-testid="refusal" aria-live="polite">
          {game.refusal}
        </p>
      </div>
      <aside className="side" aria-label="Game">
        <p className="cz-setup" data-testid="setup">
          {n}×{n} points, {settings.start} start. {opponentLabel}.
        </p>
        {live.outcome ? (
          <p
            className={`cz-end${live.outcome.winnerSide ? '' : ' cz-end--draw'}`}
            data-testid="end"
            data-reason={live.outcome.reason}
          >
            <strong>Game over.</strong> {endText(live.outcome)}
          </p>
        ) : null}
        {game.aiError ? (
          <p className="note note--bad" data-testid="ai-error">
            The AI failed: {game.aiError}
          </p>
        ) : null}
        <div className="button-row" role="group" aria-label="Game actions">
          <button type="button" onClick={game.undo} disabled={!game.canUndo} data-testid="undo">
            Undo{settings.opponent === 'ai' ? ' (my last move)' : ''}
          </button>
        </div>
        <MoveList
          size={n}
          moves={game.moves}
          states={game.states}
          viewIndex={game.viewIndex}
          onView={game.view}
        />
        <details className="help">
          <summary>How to play here</summary>
          <p>
            Click or tap one of your pieces (those that can move have a ring), then one of the
            marked points next to it. In the empty start, click an empty point to place, then an
            opposing piece to remove it.
          </p>
          <p>
            Keyboard: Tab to the board, arrow keys move between points, Enter or Space selects and
            plays, Escape clears the selection. In the move list, ← and → step through the game,
            Home and End jump to the start and the current position.
          </p>
        </details>
        <p className="sr-only" role="status" aria-live="polite" data-testid="announce">
          {game.message}
          {game.aiStatus === 'preparing' ? ' AI is preparing.' : ''}
        </p>
      </aside>
    </div>
  );
}

function StatusBar({ game }: { readonly game: ChongziGame }): ReactNode {
  const { shown, live, settings } = game;
  const phases = settings.start === 'fixed' ? (['movement'] as const) : PHASES;
  const state: ChongziState = shown;
  const isAi = settings.opponent === 'ai' && live.turn !== settings.human;
  let turn: ReactNode;
  if (game.travelling) {
    turn = (
      <>
        Viewing move {game.viewIndex} of {game.moves.length}.{' '}
        <button type="button" className="link-button" onClick={() => game.view(game.moves.length)}>
          Back to the game
        </button>
      </>
    );
  } else if (live.outcome) {
    turn = 'The game is over.';
  } else {
    const who = SIDE_NAME[live.turn];
    const suffix = settings.opponent === 'ai' ? (isAi ? ' (AI)' : ' (you)') : '';
    const ai =
      isAi && game.aiStatus === 'preparing'
        ? ' AI is preparing… (solving the 4×4 game, a few seconds)'
        : isAi
          ? ' AI is thinking…'
          : ` to ${phaseTask(live.phase)}.`;
    turn = (
      <>
        <span className={`cz-turn-dot cz-dot--${live.turn}`} aria-hidden="true" />
        <strong>
          {who}
          <span lang="zh"> {SIDE_ZH[live.turn]}</span>
          {suffix}
        </strong>
        {isAi ? ':' : ''}
        {ai}
      </>
    );
  }
  return (
    <div
      className="cz-status"
      data-testid="status"
      data-phase={state.phase}
      data-turn={live.outcome ? undefined : live.turn}
      data-ai={isAi && !live.outcome ? game.aiStatus : undefined}
    >
      <ol className="cz-phases" aria-label="Phases">
        {phases.map((p) => (
          <li key={p} className="cz-phase" aria-current={p === state.phase ? 'step' : undefined}>
            {PHASE_NAME[p]} <span lang="zh">{PHASE_ZH[p]}</span>
          </li>
        ))}
      </ol>
      <p className="cz-turn" data-testid="turn">
        {turn}
      </p>
    </div>
  );
}
