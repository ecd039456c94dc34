/**
 * The /gomoku page: the board with forbidden points and the winning line, and
 * around it what only Gomoku has (rule sets, swap2 prompts, records by file, paste
 * and drag-and-drop). Playing, the AI, undo/redo, resign, draw offers, clocks,
 * travel and saving come from the local session; the page is the shared shell.
 *
 * @example
 * ```tsx
 * // at /gomoku
 * <GomokuPage />
 * ```
 */
import type { Point } from '@qipan/core';
import { forbiddenPoints, formatPoint } from '@qipan/gomoku';
import { useCallback, useMemo, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalSession } from '../../session/useLocalSession.js';
import { GameShell } from '../../shell/GameShell.js';
import { GameTitle } from '../../shell/GameTitle.js';
import { useNewGameChoice } from '../../shell/useNewGameChoice.js';
import { MoveBox } from '../../shortcuts/MoveBox.js';
import { gomokuMoveReader } from '../../shortcuts/typedMove.js';
import { ConfirmMoveBar } from '../../touch/ConfirmMoveBar.js';
import { ConfirmMoveSetting } from '../../touch/ConfirmMoveSetting.js';
import { placeAt, useConfirmMove } from '../../touch/useConfirmMove.js';
import { GomokuBoard } from './GomokuBoard.js';
import { GOMOKU_FACE, GOMOKU_SPEC, matchFromState, notPlayableText } from './gomokuMatch.js';
import { ImportDialog } from './ImportDialog.js';
import { moveItems } from './moves.js';
import type { Settings } from './settings.js';
import { draftOf, NewGameDialog, readDraft } from './NewGameDialog.js';
import { RecordPanel } from './RecordPanel.js';
import { FORMAT_KEY, importRecord, type Imported } from './records.js';
import { StatusPanel } from './StatusPanel.js';
import './gomoku.css';

export function GomokuPage(): ReactNode {
  const s = useLocalSession(GOMOKU_SPEC, GOMOKU_FACE);
  const game = s.controller;
  const { t } = useTranslation(['gomoku', 'common']);
  const { t: tm } = useTranslation('match');
  const { position: state, livePosition } = s;
  const { settings, match } = game;
  const choice = useNewGameChoice('gomoku', game.resumed, readDraft, draftOf(settings));
  const [importing, setImporting] = useState(false);
  const [numbers, setNumbers] = useState(false);
  const [hover, setHover] = useState<Point | undefined>(undefined);
  const [dragging, setDragging] = useState(false);

  const forbidden = useMemo(
    () => (state.config.rule === 'renju' && !state.outcome ? forbiddenPoints(state) : []),
    [state],
  );
  const choosing = state.phase === 'swap2-choose' || state.phase === 'swap2-final-choice';
  const inert = !s.can.play || choosing;
  const confirm = useConfirmMove({ position: state, enabled: !inert, onCommit: s.play });

  const { load, say: notify } = game;
  const onImported = useCallback(
    (r: Imported) => {
      setImporting(false);
      const m = matchFromState(r.state);
      if (!m.ok) {
        notify({ kind: 'refusal', text: notPlayableText(m.error, t) });
        return;
      }
      const c = r.state.config;
      const next: Settings = {
        ...settings,
        size: c.size,
        rule: c.rule,
        opening: c.opening,
        opponent: 'human',
      };
      const source = t(`importDialog.format.${FORMAT_KEY[r.format]}`);
      load(m.value, t('announce.loaded', { source, count: r.state.moves.length }), next);
    },
    [load, notify, settings, t],
  );

  const onDrop = async (e: DragEvent<HTMLDivElement>): Promise<void> => {
    e.preventDefault();
    setDragging(false);
    const defaults = { size: state.size, rule: state.config.rule };
    const file = e.dataTransfer.files[0];
    if (!file) {
      const text = e.dataTransfer.getData('text/plain');
      if (!text) return;
      const r = importRecord(text, defaults, t);
      if (r.ok) onImported(r.value);
      else notify({ kind: 'refusal', text: t('dropTextError', { error: r.error }) });
      return;
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const r = importRecord(
      /\.sgf$/i.test(file.name) ? bytes : new TextDecoder().decode(bytes),
      defaults,
      t,
    );
    if (r.ok) onImported(r.value);
    else notify({ kind: 'refusal', text: t('importFailed', { file: file.name, error: r.error }) });
  };

  const size = state.size;
  const vsAi = match.seats.black.kind === 'ai' || match.seats.white.kind === 'ai';
  const start = (next: Settings): void => {
    choice.close();
    game.start(next);
  };

  return (
    <GameShell
      session={s}
      className="gomoku"
      title={<GameTitle name={t('title')} native="五子棋" />}
      sideLabel={t('side')}
      head={
        <>
          <button type="button" className="primary" data-testid="new-game" onClick={choice.show}>
            {t('newGame')}
          </button>
          <button type="button" data-testid="import" onClick={() => setImporting(true)}>
            {t('import')}
          </button>
        </>
      }
      board={
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
            ghostColor={inert ? undefined : state.turn}
            hover={hover}
            disabled={inert}
            label={t('boardLabel', { size })}
            tentative={confirm.board}
            onActivate={(p) =>
              confirm.tap(placeAt(p, state.turn, { x: p.x, y: p.y }, formatPoint(p, size)))
            }
            onHover={setHover}
          />
          <MoveBox
            {...gomokuMoveReader(size)}
            play={(p) => s.play({ x: p.x, y: p.y })}
            canPlay={!inert}
          />
          <ConfirmMoveBar confirm={confirm} />
          {dragging ? <p className="gk-drop-hint">{t('dropHint')}</p> : null}
        </div>
      }
      status={<StatusPanel game={game} />}
      undoLabel={vsAi ? tm('buttons.undoAi') : tm('buttons.undo')}
      actionExtras={
        <>
          <label className="gk-toggle">
            <input
              type="checkbox"
              checked={numbers}
              data-testid="numbers"
              onChange={(e) => setNumbers(e.target.checked)}
            />
            {t('moveNumbers')}
          </label>
          <ConfirmMoveSetting />
        </>
      }
      moves={moveItems(s.moves, size, t)}
      panels={
        <>
          <RecordPanel final={livePosition} onImport={() => setImporting(true)} />
          <details className="help">
            <summary>{t('howTo')}</summary>
            <p>{t('howToRules')}</p>
            <p>{t('howToKeys')}</p>
          </details>
        </>
      }
      onNewGame={choice.show}
      choosing={choice.open}
    >
      <NewGameDialog
        open={choice.open}
        initial={choice.initial}
        onStart={start}
        onChosen={choice.chosen}
        onClose={choice.close}
      />
      <ImportDialog
        open={importing}
        defaults={{ size, rule: state.config.rule }}
        onLoad={onImported}
        onClose={() => setImporting(false)}
      />
    </GameShell>
  );
}
