/**
 * The /gomoku page (seed 003 grown up): a new-game dialog (size, rule set,
 * opening rule, a person or the AI), the board with forbidden points and the
 * winning line, the move list with time travel, undo, the AI in a worker with
 * "Move now", and records by file, paste and drag-and-drop.
 *
 * @example
 * ```tsx
 * // at /gomoku
 * <GomokuPage />
 * ```
 */
import type { Point } from '@qipan/core';
import { forbiddenPoints } from '@qipan/gomoku';
import { useCallback, useEffect, useMemo, useState, type DragEvent, type ReactNode } from 'react';
import { GomokuBoard } from './GomokuBoard.js';
import { ImportDialog } from './ImportDialog.js';
import { LEVEL_NAMES, RULE_NAMES, aiActs, type Settings } from './model.js';
import { MoveList } from './MoveList.js';
import { NewGameDialog } from './NewGameDialog.js';
import { RecordPanel } from './RecordPanel.js';
import { importRecord, type Imported } from './records.js';
import { StatusPanel } from './StatusPanel.js';
import { useAi } from './useAi.js';
import { useGomokuGame } from './useGomokuGame.js';
import './gomoku.css';

/** Keys that travel through the moves, unless typing or moving on the board. */
function travelTarget(e: KeyboardEvent): boolean {
  const t = e.target;
  if (!(t instanceof HTMLElement)) return true;
  if (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)) return false;
  if (t.closest('[role="grid"], dialog')) return false;
  return true;
}

export function GomokuPage(): ReactNode {
  const game = useGomokuGame();
  const { state, settings, atEnd } = game;
  const [dialog, setDialog] = useState<'new' | 'import' | undefined>(undefined);
  const [numbers, setNumbers] = useState(false);
  const [hover, setHover] = useState<Point | undefined>(undefined);
  const [dragging, setDragging] = useState(false);

  const { applyAi } = game;
  const ai = useAi(applyAi);
  const { think, cancel } = ai;
  const aiTurn = atEnd && aiActs(state, settings);
  useEffect(() => {
    if (aiTurn) think(state, { level: settings.level, timeMs: settings.thinkMs });
    else cancel();
  }, [aiTurn, state, settings.level, settings.thinkMs, think, cancel]);

  const forbidden = useMemo(
    () => (state.config.rule === 'renju' && !state.outcome ? forbiddenPoints(state) : []),
    [state],
  );

  const { goTo, cursor, line } = game;
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if (e.altKey || e.ctrlKey || e.metaKey || !travelTarget(e)) return;
      if (e.key === 'ArrowLeft') goTo(cursor - 1);
      else if (e.key === 'ArrowRight') goTo(cursor + 1);
      else if (e.key === 'Home') goTo(0);
      else if (e.key === 'End') goTo(line.length - 1);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [goTo, cursor, line.length]);

  const choosing = state.phase === 'swap2-choose' || state.phase === 'swap2-final-choice';
  const inert = Boolean(state.outcome) || choosing || aiActs(state, settings) || ai.thinking;
  const ghostColor = inert ? undefined : state.toMove;

  const start = (s: Settings): void => {
    setDialog(undefined);
    game.start(s);
  };
  const { load, say } = game;
  const onImported = useCallback(
    (r: Imported) => {
      setDialog(undefined);
      load(r.state, r.format);
    },
    [load],
  );

  const onDrop = async (e: DragEvent<HTMLDivElement>): Promise<void> => {
    e.preventDefault();
    setDragging(false);
    const f = e.dataTransfer.files[0];
    if (!f) {
      const text = e.dataTransfer.getData('text/plain');
      if (!text) return;
      const r = importRecord(text, { size: state.config.size, rule: state.config.rule });
      if (r.ok) onImported(r.value);
      else
        say({
          kind: 'refusal',
          text: `Could not import the dropped text. ${r.error} Your game is unchanged.`,
        });
      return;
    }
    const bytes = new Uint8Array(await f.arrayBuffer());
    const r = importRecord(/\.sgf$/i.test(f.name) ? bytes : new TextDecoder().decode(bytes), {
      size: state.config.size,
      rule: state.config.rule,
    });
    if (r.ok) onImported(r.value);
    else
      say({
        kind: 'refusal',
        text: `Could not import ${f.name}. ${r.error} Your game is unchanged.`,
      });
  };

  const size = state.config.size;
  const who =
    settings.opponent === 'ai'
      ? `against the AI (level ${settings.level}, ${LEVEL_NAMES[settings.level].toLowerCase()})`
      : 'two people on this device';

  return (
    <section className="page gomoku">
      <div className="page-head">
        <div>
          <h1>
            Gomoku{' '}
            <span lang="zh" className="native">
              五子棋
            </span>
          </h1>
          <p className="lede" data-testid="game-info">
            {size} × {size} · {RULE_NAMES[state.config.rule]}
            {state.config.opening === 'swap2' ? ' · swap2' : ''} · {who}
          </p>
        </div>
        <div className="button-row">
          <button
            type="button"
            className="primary"
            data-testid="new-game"
            onClick={() => setDialog('new')}
          >
            New game
          </button>
          <button type="button" data-testid="import" onClick={() => setDialog('import')}>
            Import…
          </button>
        </div>
      </div>
      <div className="game-layout">
        <div
          className={`gk-board-area${dragging ? ' gk-board-area--drop' : ''}${state.outcome ? ' gk-board-area--over' : ''}`}
          data-testid="drop-zone"
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(e) => void onDrop(e)}
        >
          <GomokuBoard
            state={state}
            forbidden={forbidden}
            numbers={numbers}
            ghostColor={ghostColor}
            hover={hover}
            disabled={inert}
            label={`${size} by ${size} gomoku board. Arrow keys move, Enter places a stone.`}
            onActivate={game.play}
            onHover={setHover}
          />
          {dragging ? (
            <p className="gk-drop-hint">Drop an SGF or move-string file to open it</p>
          ) : null}
        </div>
        <aside className="side" aria-label="Game">
          <StatusPanel
            game={game}
            thinking={ai.thinking}
            aiError={ai.error}
            onMoveNow={ai.moveNow}
          />
          <div className="button-row" role="group" aria-label="Actions">
            <button
              type="button"
              onClick={game.undo}
              disabled={!game.canUndo || ai.thinking}
              data-testid="undo"
            >
              Undo{settings.opponent === 'ai' ? ' (2 plies)' : ''}
            </button>
            {game.replacedCount > 0 ? (
              <button type="button" onClick={game.restore} data-testid="restore">
                Restore {game.replacedCount} replaced move{game.replacedCount === 1 ? '' : 's'}
              </button>
            ) : null}
            <label className="gk-toggle">
              <input
                type="checkbox"
                checked={numbers}
                data-testid="numbers"
                onChange={(e) => setNumbers(e.target.checked)}
              />
              Move numbers
            </label>
          </div>
          <MoveList line={line} cursor={cursor} onGo={goTo} />
          <RecordPanel
            final={line[line.length - 1] ?? state}
            onImport={() => setDialog('import')}
          />
          <details className="help">
            <summary>How to play</summary>
            <p>
              Put five stones in a row — across, down or diagonally. Click or tap an intersection to
              place a stone. Under renju, Black may not make a double-three, double-four or
              overline: those points carry a small ×; click one to see why.
            </p>
            <p>
              Keyboard: Tab to the board, arrow keys move, Enter or Space places a stone. Outside
              the board ← and → step through the moves, Home and End jump to the start and the end.
            </p>
          </details>
        </aside>
      </div>
      <p className="sr-only" role="status" aria-live="polite" data-testid="announce">
        {game.announce}
      </p>
      <NewGameDialog
        open={dialog === 'new'}
        initial={settings}
        onStart={start}
        onClose={() => setDialog(undefined)}
      />
      <ImportDialog
        open={dialog === 'import'}
        defaults={{ size, rule: state.config.rule }}
        onLoad={onImported}
        onClose={() => setDialog(undefined)}
      />
    </section>
  );
}
