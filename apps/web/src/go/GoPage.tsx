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
import { GameTree } from './GameTree.js';
import { GoBoard } from './GoBoard.js';
import { colorName, resultText } from './labels.js';
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

function statusText(m: GameModel, thinking: boolean): string {
  const s = stateOf(m);
  if (m.result !== undefined && nodeAt(m).children.length === 0)
    return `Game over: ${resultText(m.result)}`;
  if (m.marking) return 'Both passed: counting';
  if (isOver(s)) return 'Game over';
  if (thinking && m.opponent.kind === 'bot')
    return `The bot (${colorName(m.opponent.color)}) is thinking…`;
  if (thinking && m.opponent.kind === 'engine') return `${m.opponent.name} is thinking…`;
  const you =
    m.opponent.kind !== 'person' && m.opponent.color !== s.turn && nodeAt(m).children.length === 0
      ? ' (you)'
      : '';
  const place = s.handicapToPlace > 0 ? `: place ${s.handicapToPlace} handicap stones` : '';
  return `${colorName(s.turn)} to play${you}${place}`;
}

export function GoPage(): ReactNode {
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
        ? `${colorName(state.lastMove.color)} passed`
        : '';
  const botTurn = botToMove(model);
  const live = model.result === undefined && !isOver(state);
  const ghost = live && !botTurn ? state.turn : undefined;
  const root = model.record.tree.node(model.record.tree.rootId).data.sgf;
  const recorded = root.RE?.[0];
  const players = { black: root.PB?.[0] ?? 'Black', white: root.PW?.[0] ?? 'White' };

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
            Go{' '}
            <span lang="zh" className="native">
              围棋
            </span>
          </h1>
          <p className="lede">
            {model.source
              ? `Reviewing ${model.source}: ${players.black} (Black) vs ${players.white} (White).`
              : 'Surround more of the board than your opponent.'}
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
            <span>{statusText(model, game.bot.thinking || game.engine.thinking)}</span>
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
            {model.refusal ?? ''}
          </p>
          <div className="go-facts">
            <span data-testid="move-number">
              Move {state.moveNumber}
              {lastText ? ` · ${lastText}` : ''}
              {variation ? ` · variation ${variation.index} of ${variation.count}` : ''}
            </span>
            <span>
              Captures: Black <b data-testid="captures-black">{caps.black}</b> · White{' '}
              <b data-testid="captures-white">{caps.white}</b>
            </span>
          </div>
          {game.engine.error ? (
            <div className="note note--bad go-engine-error" role="alert" data-testid="engine-error">
              <span>{game.engine.error}</span>{' '}
              <button type="button" onClick={game.engine.retry} data-testid="engine-retry">
                Retry
              </button>
            </div>
          ) : null}
          {game.bot.error ? (
            <p className="note note--bad" role="alert">
              The bot failed: {game.bot.error}
            </p>
          ) : model.opponent.kind === 'bot' && game.bot.note ? (
            <p className="note small" data-testid="bot-note">
              Bot’s last move: {game.bot.note}
            </p>
          ) : null}
          <div className="button-row go-controls">
            <button type="button" onClick={game.pass} disabled={!live || botTurn}>
              Pass
            </button>
            <button
              type="button"
              onClick={game.undo}
              disabled={!canUndo(model)}
              title="Undo (Ctrl+Z)"
              data-testid="undo"
            >
              Undo
            </button>
            {confirmResign ? (
              <span className="confirm">
                Resign?{' '}
                <button
                  type="button"
                  className="danger"
                  onClick={() => {
                    game.resign();
                    setConfirmResign(false);
                  }}
                >
                  Yes, resign
                </button>{' '}
                <button type="button" onClick={() => setConfirmResign(false)}>
                  No
                </button>
              </span>
            ) : (
              <button
                type="button"
                onClick={() => setConfirmResign(true)}
                disabled={model.result !== undefined || isOver(state)}
              >
                Resign
              </button>
            )}
            <label className="toggle">
              <input
                type="checkbox"
                checked={numbers}
                onChange={(e) => setNumbers(e.target.checked)}
                data-testid="numbers"
              />
              Move numbers
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
              {resultText(model.result)} ({model.result})
            </p>
          ) : recorded !== undefined && model.source ? (
            <p className="note" data-testid="recorded-result">
              Result in the record: {resultText(recorded)} ({recorded})
            </p>
          ) : null}
          <section className="panel" aria-labelledby="tree-title">
            <h2 id="tree-title">Moves and variations</h2>
            <p className="note small">
              ←/→ previous/next move, ↑/↓ other variation, Home/End (on the focused board the arrows
              move between points). Playing at an earlier position starts a variation.
            </p>
            <GameTree
              record={model.record}
              current={model.current}
              line={line}
              onSelect={game.select}
            />
          </section>
          <details className="panel" open={model.record.tree.size <= 1 && !model.source}>
            <summary>
              <h2>New game</h2>
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
  const b = (to: NavTarget, label: string, glyph: string): ReactNode => (
    <button type="button" onClick={() => game.nav(to)} aria-label={label} title={label}>
      {glyph}
    </button>
  );
  return (
    <div className="button-row go-nav" role="group" aria-label="Move navigation">
      {b('start', 'First position (Home)', '«')}
      {b('prev', 'Previous move (←)', '‹')}
      {b('next', 'Next move (→)', '›')}
      {b('end', 'Last move (End)', '»')}
      {b('up', 'Previous variation (↑)', '▲')}
      {b('down', 'Next variation (↓)', '▼')}
    </div>
  );
}

function RulesFacts({ model }: { readonly model: GameModel }): ReactNode {
  const r = model.record.rules;
  const opp = model.opponent;
  return (
    <section className="panel small" aria-labelledby="rules-title">
      <h2 id="rules-title">This game</h2>
      <dl className="facts">
        <dt>Board</dt>
        <dd>
          {r.size} × {r.size}
        </dd>
        <dt>Rules</dt>
        <dd>
          {r.preset}, {r.scoring} scoring, ko: {r.ko}, suicide {r.suicide}
        </dd>
        <dt>Komi</dt>
        <dd>{r.komi}</dd>
        {r.handicap >= 2 ? (
          <>
            <dt>Handicap</dt>
            <dd>
              {r.handicap} ({r.handicapPlacement})
            </dd>
          </>
        ) : null}
        <dt>Opponent</dt>
        <dd>
          {opp.kind === 'bot'
            ? `Qipan bot, level ${opp.level}, plays ${opp.color}`
            : opp.kind === 'engine'
              ? `${opp.name} on the server${opp.level === undefined ? '' : `, level ${opp.level}`}, plays ${opp.color}`
              : 'A person on this device'}
        </dd>
      </dl>
    </section>
  );
}
