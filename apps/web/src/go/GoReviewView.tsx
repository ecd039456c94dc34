/**
 * Reviewing an SGF record on Go's record tree: navigation through moves and
 * variations, playing into the record (a new variation where it goes on
 * differently), counting a record that ends with two passes, and SGF save with the
 * variations. "Start game" in the form leaves the review for a new match.
 *
 * @example
 * ```tsx
 * <GoReviewView initial={model} engines={engines} onOpen={open} onNewGame={play} loadError={undefined} />
 * ```
 */
import { isOver } from '@qipan/go';
import { useMemo, type ReactNode } from 'react';
import { GameTree } from './GameTree.js';
import { GoBoard } from './GoBoard.js';
import { Facts, GoFrame, Navigation, RulesFacts, StatusLine, useGoKeys } from './GoParts.js';
import { colorName, resultText } from './labels.js';
import { currentScore, moveNumbers, nodeAt, stateOf, type GameModel } from './model.js';
import { NewGameForm } from './NewGameForm.js';
import { ScorePanel } from './ScorePanel.js';
import { SgfPanel, type PasteState } from './SgfPanel.js';
import { DEFAULT_SETTINGS, type GameSettings } from './settings.js';
import { currentLine, variationAt } from './tree.js';
import type { EngineList } from './useServerEngines.js';
import { useGoReview } from './useGoReview.js';
import { useState } from 'react';

export interface GoReviewViewProps {
  readonly initial: GameModel;
  readonly engines: EngineList;
  readonly onOpen: (input: Uint8Array | string, name: string) => void;
  /** Starts a new game (a match) with these settings, or says why it cannot. */
  readonly onNewGame: (s: GameSettings) => string | undefined;
  readonly loadError: string | undefined;
  readonly paste: PasteState;
}

function statusText(m: GameModel): string {
  const s = stateOf(m);
  if (m.result !== undefined && nodeAt(m).children.length === 0)
    return `Game over: ${resultText(m.result)}`;
  if (m.marking) return 'Both passed: counting';
  if (isOver(s)) return 'Game over';
  const place = s.handicapToPlace > 0 ? `: place ${s.handicapToPlace} handicap stones` : '';
  return `${colorName(s.turn)} to play${place}`;
}

export function GoReviewView(props: GoReviewViewProps): ReactNode {
  const review = useGoReview(props.initial);
  const { model, nav } = review;
  const [numbers, setNumbers] = useState(false);
  const [startError, setStartError] = useState<string | undefined>(undefined);
  useGoKeys(nav, () => nav('prev'));

  const state = stateOf(model);
  const score = useMemo(() => currentScore(model), [model]);
  const nums = useMemo(() => (numbers ? moveNumbers(model) : undefined), [numbers, model]);
  const { record, chosen, current } = model;
  const line = useMemo(
    () => new Set(currentLine(record, chosen, current)),
    [record, chosen, current],
  );
  const variation = variationAt(model.record, model.current);
  const last = state.lastMove?.type === 'play' ? state.lastMove.point : undefined;
  const live = model.result === undefined && !isOver(state);
  const root = model.record.tree.node(model.record.tree.rootId).data.sgf;
  const recorded = root.RE?.[0];
  const players = { black: root.PB?.[0] ?? 'Black', white: root.PW?.[0] ?? 'White' };

  return (
    <GoFrame
      lede={`Reviewing ${model.source ?? 'a record'}: ${players.black} (Black) vs ${players.white} (White).`}
      onFile={props.onOpen}
    >
      <div className="game-layout">
        <div className="go-main">
          <StatusLine turn={state.turn} text={statusText(model)} />
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
              ghost={live ? state.turn : undefined}
              disabled={false}
              onActivate={review.activate}
            />
          </div>
          <p
            className={`go-refusal${model.refusal ? '' : ' go-refusal--empty'}`}
            data-testid="refusal"
          >
            {model.refusal ?? ''}
          </p>
          <Facts
            state={state}
            {...(variation
              ? { variation: `variation ${variation.index} of ${variation.count}` }
              : {})}
          />
          <div className="button-row go-controls">
            <button type="button" onClick={review.pass} disabled={!live} data-testid="pass">
              Pass
            </button>
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
          <Navigation nav={nav} variations />
        </div>
        <aside className="side go-side">
          {score && model.marking ? (
            <ScorePanel
              score={score}
              guess={model.marking.guess}
              deadCount={model.marking.dead.size}
              accepted={model.result}
              onAccept={review.accept}
              onReset={review.resetMarking}
            />
          ) : null}
          {model.result !== undefined ? (
            <p className="win" data-testid="result">
              {resultText(model.result)} ({model.result})
            </p>
          ) : recorded !== undefined ? (
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
              onSelect={review.select}
            />
          </section>
          <details className="panel">
            <summary>
              <h2>New game</h2>
            </summary>
            <NewGameForm
              initial={DEFAULT_SETTINGS}
              error={startError}
              onStart={(s) => setStartError(props.onNewGame(s))}
              engines={props.engines}
            />
          </details>
          <SgfPanel
            onLoad={props.onOpen}
            onSave={review.save}
            error={props.loadError}
            warning={model.warning}
            paste={props.paste}
          />
          <RulesFacts rules={model.record.rules} opponent={{ kind: 'person' }} />
        </aside>
      </div>
      <p className="sr-only" role="status" aria-live="polite" data-testid="announce">
        {model.announce}
      </p>
    </GoFrame>
  );
}
