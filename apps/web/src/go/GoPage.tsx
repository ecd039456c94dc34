/**
 * The Go (围棋) page: play a person on this device, the Qipan bot (in a Web
 * Worker) or a GTP engine on the server (GNU Go, KataGo…), pass and resign, see why a move is refused, count after two passes
 * (dead stones, breakdown, accept), open SGF (picker, drop, paste), save SGF, and
 * review with variations (tree, ←/→, ↑/↓, Home/End, branch by playing).
 *
 * @example
 * ```tsx
 * // at /go
 * <GoPage />
 * ```
 */
import { captures, isOver } from '@qipan/go';
import { useEffect, useMemo, useState, type DragEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { GameTree } from './GameTree.js';
import { GoBoard } from './GoBoard.js';
import { colorName, num, resultText, type TFunction } from './labels.js';
import {
  botToMove,
  canUndo,
  currentScore,
  moveNumbers,
  nodeAt,
  stateOf,
  type GameModel,
} from './model.js';
import { useServerEngines } from './useEngine.js';
import { NewGameForm } from './NewGameForm.js';
import { ScorePanel } from './ScorePanel.js';
import { readSgfFile, SgfPanel } from './SgfPanel.js';
import { currentLine, variationAt } from './tree.js';
import { useGoGame, type GoGame, type NavTarget } from './useGoGame.js';
import './go.css';
import './go-panels.css';

const KEYS: Record<string, NavTarget> = {
  ArrowLeft: 'prev',
  ArrowRight: 'next',
  ArrowUp: 'up',
  ArrowDown: 'down',
  Home: 'start',
  End: 'end',
};

function ignoresKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return true;
  // The board uses the arrows to move between points.
  return target.closest('[role="grid"]') !== null;
}

function statusText(t: TFunction, m: GameModel, thinking: boolean): string {
  const s = stateOf(m);
  if (m.result !== undefined && nodeAt(m).children.length === 0)
    return t('status.gameOverResult', { result: resultText(t, m.result) });
  if (m.marking) return t('status.counting');
  if (isOver(s)) return t('status.gameOver');
  if (thinking && m.opponent.kind === 'bot')
    return t('status.botThinking', { color: colorName(t, m.opponent.color) });
  if (thinking && m.opponent.kind === 'engine')
    return t('status.engineThinking', { name: m.opponent.name });
  const color = colorName(t, s.turn);
  if (s.handicapToPlace > 0) return t('status.placeHandicap', { color, count: s.handicapToPlace });
  const you =
    m.opponent.kind !== 'person' && m.opponent.color !== s.turn && nodeAt(m).children.length === 0;
  return t(you ? 'status.toPlayYou' : 'status.toPlay', { color });
}

export function GoPage(): ReactNode {
  const { t, i18n } = useTranslation(['go', 'common']);
  const game = useGoGame();
  const engines = useServerEngines();
  const { model, nav, undo } = game;
  const [numbers, setNumbers] = useState(false);
  const [confirmResign, setConfirmResign] = useState(false);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      const typing =
        e.target instanceof HTMLElement &&
        (e.target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(e.target.tagName));
      if ((e.ctrlKey || e.metaKey) && !e.shiftKey && !e.altKey && e.key.toLowerCase() === 'z') {
        if (typing) return;
        e.preventDefault();
        undo();
        return;
      }
      if (e.ctrlKey || e.metaKey || e.altKey || ignoresKeys(e.target)) return;
      const to = KEYS[e.key];
      if (!to) return;
      e.preventDefault();
      nav(to);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [nav, undo]);

  const state = stateOf(model);
  const score = useMemo(() => currentScore(model), [model]);
  const nums = useMemo(() => (numbers ? moveNumbers(model) : undefined), [numbers, model]);
  const { record, chosen, current } = model;
  const line = useMemo(
    () => new Set(currentLine(record, chosen, current)),
    [record, chosen, current],
  );
  const variation = variationAt(model.record, model.current);
  const caps = captures(state);
  const last = state.lastMove?.type === 'play' ? state.lastMove.point : undefined;
  const lastText =
    state.lastMove === undefined
      ? ''
      : state.lastMove.type === 'pass'
        ? t('passed', { color: colorName(t, state.lastMove.color) })
        : '';
  const botTurn = botToMove(model);
  const live = model.result === undefined && !isOver(state);
  const ghost = live && !botTurn ? state.turn : undefined;
  const root = model.record.tree.node(model.record.tree.rootId).data.sgf;
  const recorded = root.RE?.[0];
  const players = {
    black: root.PB?.[0] ?? colorName(t, 'black'),
    white: root.PW?.[0] ?? colorName(t, 'white'),
  };

  const onDrop = (e: DragEvent<HTMLElement>): void => {
    e.preventDefault();
    setDragging(false);
    const file = e.dataTransfer.files[0];
    if (file) void readSgfFile(file).then((bytes) => game.load(bytes, file.name));
  };

  return (
    <section
      className={`page go${dragging ? ' go--drop' : ''}`}
      onDragOver={(e) => {
        if (e.dataTransfer.types.includes('Files')) {
          e.preventDefault();
          setDragging(true);
        }
      }}
      onDragLeave={(e) => {
        if (e.currentTarget === e.target) setDragging(false);
      }}
      onDrop={onDrop}
    >
      <div className="page-head">
        <div>
          <h1>
            {t('title')}
            {i18n.resolvedLanguage === 'zh' ? null : (
              <>
                {' '}
                <span lang="zh" className="native">
                  围棋
                </span>
              </>
            )}
          </h1>
          <p className="lede">
            {model.source ? t('reviewing', { source: model.source, ...players }) : t('lede')}
          </p>
        </div>
      </div>
      <div className="game-layout">
        <div className="go-main">
          {game.savedNotice ? (
            <p className="note note--bad" role="alert" data-testid="saved-notice">
              {game.savedNotice}
            </p>
          ) : null}
          <p className="go-status" data-testid="status">
            <span
              className={`go-turn go-turn--${state.turn}`}
              aria-hidden="true"
              data-turn={state.turn}
            />
            <span>{statusText(t, model, game.bot.thinking || game.engine.thinking)}</span>
          </p>
          {/* Mouse clicks leave focus where it was, so ←/→ keep navigating the moves. */}
          <div className="go-board-wrap" onMouseDown={(e) => e.preventDefault()}>
            <GoBoard
              state={state}
              last={last}
              numbers={nums}
              counting={
                model.marking && score
                  ? { dead: model.marking.dead, ownership: score.ownership }
                  : undefined
              }
              ghost={ghost}
              disabled={false}
              onActivate={game.activate}
            />
          </div>
          <p
            className={`go-refusal${model.refusal ? '' : ' go-refusal--empty'}`}
            data-testid="refusal"
          >
            {/* A line, not a sentence: without its full stop (the announcement keeps it). */}
            {model.refusal?.replace(/[.。]$/u, '') ?? ''}
          </p>
          <div className="go-facts">
            <span data-testid="move-number">
              {t('moveNumber', { n: state.moveNumber })}
              {lastText ? ` · ${lastText}` : ''}
              {variation
                ? ` · ${t('variationOf', { index: variation.index, count: variation.count })}`
                : ''}
            </span>
            <span>
              <Trans
                t={t}
                i18nKey="captures"
                values={{ black: caps.black, white: caps.white }}
                components={{
                  black: <b data-testid="captures-black" />,
                  white: <b data-testid="captures-white" />,
                }}
              />
            </span>
          </div>
          {game.engine.error ? (
            <div className="note note--bad go-engine-error" role="alert" data-testid="engine-error">
              <span>{game.engine.error}</span>{' '}
              <button type="button" onClick={game.engine.retry} data-testid="engine-retry">
                {t('retry')}
              </button>
            </div>
          ) : null}
          {game.bot.error ? (
            <p className="note note--bad" role="alert">
              {t('botFailed', { error: game.bot.error })}
            </p>
          ) : model.opponent.kind === 'bot' && game.bot.note ? (
            <p className="note small" data-testid="bot-note">
              {t('botLastMove', { note: game.bot.note })}
            </p>
          ) : null}
          <div className="button-row go-controls">
            <button type="button" onClick={game.pass} disabled={!live || botTurn}>
              {t('pass')}
            </button>
            <button
              type="button"
              onClick={game.undo}
              disabled={!canUndo(model)}
              title={t('undoTitle')}
              data-testid="undo"
            >
              {t('undo')}
            </button>
            {confirmResign ? (
              <span className="confirm">
                {t('resignConfirm')}{' '}
                <button
                  type="button"
                  className="danger"
                  onClick={() => {
                    game.resign();
                    setConfirmResign(false);
                  }}
                >
                  {t('resignYes')}
                </button>{' '}
                <button type="button" onClick={() => setConfirmResign(false)}>
                  {t('no')}
                </button>
              </span>
            ) : (
              <button
                type="button"
                onClick={() => setConfirmResign(true)}
                disabled={model.result !== undefined || isOver(state)}
              >
                {t('resign')}
              </button>
            )}
            <label className="toggle">
              <input
                type="checkbox"
                checked={numbers}
                onChange={(e) => setNumbers(e.target.checked)}
                data-testid="numbers"
              />
              {t('moveNumbers')}
            </label>
          </div>
          <Navigation game={game} />
        </div>
        <aside className="side go-side">
          {score && model.marking ? (
            <ScorePanel
              score={score}
              guess={model.marking.guess}
              deadCount={model.marking.dead.size}
              accepted={model.result}
              onAccept={game.accept}
              onReset={game.resetMarking}
            />
          ) : null}
          {model.result !== undefined ? (
            <p className="win" data-testid="result">
              {resultText(t, model.result)} ({model.result})
            </p>
          ) : recorded !== undefined && model.source ? (
            <p className="note" data-testid="recorded-result">
              {t('recordedResult', { result: resultText(t, recorded), code: recorded })}
            </p>
          ) : null}
          <section className="panel" aria-labelledby="tree-title">
            <h2 id="tree-title">{t('treeTitle')}</h2>
            <p className="note small">{t('treeHelp')}</p>
            <GameTree
              record={model.record}
              current={model.current}
              line={line}
              onSelect={game.select}
            />
          </section>
          <details className="panel" open={model.record.tree.size <= 1 && !model.source}>
            <summary>
              <h2>{t('newGame')}</h2>
            </summary>
            <NewGameForm
              initial={game.settings}
              error={game.startError}
              onStart={game.start}
              engines={engines}
            />
          </details>
          <SgfPanel
            onLoad={game.load}
            onSave={game.save}
            error={game.loadError}
            warning={model.warning}
          />
          <RulesFacts model={model} />
        </aside>
      </div>
      <p className="sr-only" role="status" aria-live="polite" data-testid="announce">
        {model.announce}
      </p>
    </section>
  );
}

function Navigation({ game }: { readonly game: GoGame }): ReactNode {
  const { t } = useTranslation(['go', 'common']);
  const b = (to: NavTarget, label: string, glyph: string): ReactNode => (
    <button type="button" onClick={() => game.nav(to)} aria-label={label} title={label}>
      {glyph}
    </button>
  );
  return (
    <div className="button-row go-nav" role="group" aria-label={t('nav.label')}>
      {b('start', t('nav.start'), '«')}
      {b('prev', t('nav.prev'), '‹')}
      {b('next', t('nav.next'), '›')}
      {b('end', t('nav.end'), '»')}
      {b('up', t('nav.up'), '▲')}
      {b('down', t('nav.down'), '▼')}
    </div>
  );
}

function RulesFacts({ model }: { readonly model: GameModel }): ReactNode {
  const { t } = useTranslation(['go', 'common']);
  const r = model.record.rules;
  const opp = model.opponent;
  const rules = t('facts.rulesValue', {
    preset: t(`rules.preset.${r.preset}`),
    scoring: t(`rules.scoring.${r.scoring}`),
    ko: t(`rules.ko.${r.ko}`),
    suicide: t(`rules.suicide.${r.suicide}`),
  });
  const opponent =
    opp.kind === 'bot'
      ? t('facts.bot', { level: opp.level, color: t(`facts.side.${opp.color}`) })
      : opp.kind === 'engine'
        ? opp.level === undefined
          ? t('facts.engine', { name: opp.name, color: t(`facts.side.${opp.color}`) })
          : t('facts.engineLevel', {
              name: opp.name,
              level: opp.level,
              color: t(`facts.side.${opp.color}`),
            })
        : t('facts.person');
  return (
    <section className="panel small" aria-labelledby="rules-title">
      <h2 id="rules-title">{t('facts.title')}</h2>
      <dl className="facts">
        <dt>{t('facts.board')}</dt>
        <dd>{t('facts.size', { size: r.size })}</dd>
        <dt>{t('facts.rules')}</dt>
        <dd>{rules}</dd>
        <dt>{t('facts.komi')}</dt>
        <dd>{num(t, r.komi)}</dd>
        {r.handicap >= 2 ? (
          <>
            <dt>{t('facts.handicap')}</dt>
            <dd>
              {t('facts.handicapValue', {
                count: r.handicap,
                placement: t(`rules.placement.${r.handicapPlacement}`),
              })}
            </dd>
          </>
        ) : null}
        <dt>{t('facts.opponent')}</dt>
        <dd>{opponent}</dd>
      </dl>
    </section>
  );
}
