/**
 * The /gomoku page: the board with forbidden points and the winning line, and
 * around it what only Gomoku has (rule sets, swap2 prompts, records by file, paste
 * and drag-and-drop). Playing, the AI, undo/redo, resign, draw offers, clocks,
 * travel and saving come from the shared match controller.
 *
 * @example
 * ```tsx
 * // at /gomoku
 * <GomokuPage />
 * ```
 */
import type { Point } from '@qipan/core';
import type { TFunction } from 'i18next';
import { forbiddenPoints, formatPoint } from '@qipan/gomoku';
import { turn } from '@qipan/match';
import { useCallback, useMemo, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockDisplay } from '../components/ClockDisplay.js';
import { MatchActions } from '../components/MatchActions.js';
import { MoveList, type MoveItem } from '../components/MoveList.js';
import { ResultPanel } from '../components/ResultPanel.js';
import { useFormat } from '../i18n/useFormat.js';
import { say, type Tr } from '../match/messages.js';
import { describeControl } from '../match/time.js';
import { useMatchController } from '../match/useMatchController.js';
import { MoveBox } from '../shortcuts/MoveBox.js';
import { gomokuMoveReader } from '../shortcuts/typedMove.js';
import { ConfirmMoveBar } from '../touch/ConfirmMoveBar.js';
import { ConfirmMoveSetting } from '../touch/ConfirmMoveSetting.js';
import { placeAt, useConfirmMove } from '../touch/useConfirmMove.js';
import { GomokuBoard } from './GomokuBoard.js';
import {
  GOMOKU_SPEC,
  matchFromState,
  notPlayableText,
  resultText,
  sideName,
} from './gomokuMatch.js';
import { ImportDialog } from './ImportDialog.js';
import { moveLabel, type Settings } from './model.js';
import { NewGameDialog } from './NewGameDialog.js';
import { RecordPanel } from './RecordPanel.js';
import { FORMAT_KEY, importRecord, type Imported } from './records.js';
import { StatusPanel, type GomokuGame } from './StatusPanel.js';
import './gomoku.css';

/** The move list's items (also the online page's). */
export function moveItems(
  game: Pick<GomokuGame, 'match' | 'moves'>,
  t: TFunction<['gomoku', 'common']>,
): MoveItem[] {
  const size = game.match.state.size;
  let stone = 0;
  return game.moves.map((node) => {
    const m = node.move;
    if (m === undefined) return { number: '', text: '', detail: '' };
    const text = moveLabel(m, size, t);
    if ('choose' in m) return { number: '·', text, detail: '' };
    stone++;
    const color = stone % 2 === 1 ? 'black' : 'white';
    return {
      number: String(stone),
      text,
      dot: color,
      detail: t(`common:color.${color}`),
    };
  });
}

export function GomokuPage(): ReactNode {
  const game = useMatchController(GOMOKU_SPEC);
  const { t } = useTranslation(['gomoku', 'common']);
  const { t: tm } = useTranslation('match');
  const f = useFormat();
  const { shown: state, match, settings } = game;
  const [dialog, setDialog] = useState<'new' | 'import' | undefined>(undefined);
  const [numbers, setNumbers] = useState(false);
  const [hover, setHover] = useState<Point | undefined>(undefined);
  const [dragging, setDragging] = useState(false);

  const forbidden = useMemo(
    () => (state.config.rule === 'renju' && !state.outcome ? forbiddenPoints(state) : []),
    [state],
  );
  const choosing = state.phase === 'swap2-choose' || state.phase === 'swap2-final-choice';
  const inert = !game.canPlay || choosing;
  const confirm = useConfirmMove({ position: state, enabled: !inert, onCommit: game.play });

  const { load, say: notify } = game;
  const onImported = useCallback(
    (r: Imported) => {
      setDialog(undefined);
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
  const aiSeat = match.seats.black.kind === 'ai' ? match.seats.black : match.seats.white;
  const who =
    aiSeat.kind === 'ai'
      ? t('againstAi', {
          level: f.number(aiSeat.level),
          name: say(t)(`gomoku:level.${aiSeat.level}`).toLocaleLowerCase(),
        })
      : t('twoPeople');
  const vsAi = aiSeat.kind === 'ai';
  const start = (s: Settings): void => {
    setDialog(undefined);
    game.start(s);
  };

  return (
    <section className="page gomoku">
      <div className="page-head">
        <div>
          <h1>
            {t('title')}
            {f.lang === 'zh' ? null : (
              <>
                {' '}
                <span lang="zh" className="native">
                  五子棋
                </span>
              </>
            )}
          </h1>
          <p className="lede" data-testid="game-info">
            {t('info', { size, rule: t(`rule.${match.state.config.rule}`) })}
            {match.state.config.opening === 'swap2' ? ` · ${t('swap2Info')}` : ''} · {who}
            {match.clock ? ` · ${describeControl(t as Tr, f.lang, match.clock.control)}` : ''}
          </p>
        </div>
        <div className="button-row">
          <button
            type="button"
            className="primary"
            data-testid="new-game"
            onClick={() => setDialog('new')}
          >
            {t('newGame')}
          </button>
          <button type="button" data-testid="import" onClick={() => setDialog('import')}>
            {t('import')}
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
            play={(p) => game.play({ x: p.x, y: p.y })}
            canPlay={!inert}
          />
          <ConfirmMoveBar confirm={confirm} />
          {dragging ? <p className="gk-drop-hint">{t('dropHint')}</p> : null}
        </div>
        <aside className="side" aria-label={t('side')}>
          {match.clock ? (
            <ClockDisplay
              clock={match.clock}
              turn={turn(match)}
              running={!match.result}
              names={{ black: sideName('black', match, t), white: sideName('white', match, t) }}
              lowTimeSound={game.clockSound}
            />
          ) : null}
          {match.result ? (
            <ResultPanel
              result={match.result}
              text={resultText(match, t)}
              onRematch={game.rematch}
              onNewGame={() => setDialog('new')}
            />
          ) : null}
          <StatusPanel game={game} />
          <MatchActions game={game} undoLabel={vsAi ? tm('buttons.undoAi') : tm('buttons.undo')}>
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
          </MatchActions>
          <MoveList items={moveItems(game, t)} shown={game.shownPly} onGo={game.goTo} />
          <RecordPanel final={match.state} onImport={() => setDialog('import')} />
          <details className="help">
            <summary>{t('howTo')}</summary>
            <p>{t('howToRules')}</p>
            <p>{t('howToKeys')}</p>
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
