/**
 * Reviewing an SGF record on Go's record tree: navigation through moves and
 * variations, playing into the record (a new variation where it goes on
 * differently), counting a record that ends with two passes, and SGF save with the
 * variations. "Start game" in the form leaves the review for a new match.
 *
 * @example
 * ```tsx
 * <GoReviewView initial={model} engines={engines} onOpen={open} onNewGame={play}
 *   loadError={undefined} paste={paste} />
 * ```
 */
import { isOver } from '@qipan/go';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GoLayout } from './GoLayout.js';
import { RulesFacts, useGoKeys } from './GoParts.js';
import { colorName, resultText, type TFunction } from './labels.js';
import { nodeMarkup } from './markup.js';
import { currentScore, nodeAt, stateOf, type GameModel } from './model.js';
import { ScorePanel } from './ScorePanel.js';
import type { PasteState } from './SgfPanel.js';
import { DEFAULT_SETTINGS, type GameSettings } from './settings.js';
import { currentLine, variationAt } from './tree.js';
import { useGoReview } from './useGoReview.js';
import type { EngineList } from './useServerEngines.js';

export interface GoReviewViewProps {
  readonly initial: GameModel;
  readonly engines: EngineList;
  readonly onOpen: (input: Uint8Array | string, name: string) => void;
  /** Starts a new game (a match) with these settings, or says why it cannot. */
  readonly onNewGame: (s: GameSettings) => string | undefined;
  readonly loadError: string | undefined;
  readonly paste: PasteState;
}

function statusText(t: TFunction, m: GameModel): string {
  const s = stateOf(m);
  if (m.result !== undefined && nodeAt(m).children.length === 0)
    return t('status.gameOverResult', { result: resultText(t, m.result) });
  if (m.marking) return t('status.counting');
  if (isOver(s)) return t('status.gameOver');
  const color = colorName(t, s.turn);
  if (s.handicapToPlace > 0) return t('status.placeHandicap', { color, count: s.handicapToPlace });
  return t('status.toPlay', { color });
}

export function GoReviewView(props: GoReviewViewProps): ReactNode {
  const { t } = useTranslation(['go', 'common']);
  const review = useGoReview(props.initial);
  const { model, nav } = review;
  const [formOpen, setFormOpen] = useState(false);
  const [startError, setStartError] = useState<string | undefined>(undefined);
  useGoKeys(nav, () => nav('prev'));

  const state = stateOf(model);
  const score = useMemo(() => currentScore(model), [model]);
  const { record, chosen, current } = model;
  const line = useMemo(
    () => new Set(currentLine(record, chosen, current)),
    [record, chosen, current],
  );
  const variation = variationAt(record, current);
  const live = model.result === undefined && !isOver(state);
  const root = record.tree.node(record.tree.rootId).data.sgf;
  const recorded = root.RE?.[0];
  const players = {
    black: root.PB?.[0] ?? colorName(t, 'black'),
    white: root.PW?.[0] ?? colorName(t, 'white'),
  };

  return (
    <GoLayout
      lede={t('reviewing', { source: model.source ?? t('play.savedSource'), ...players })}
      onOpen={props.onOpen}
      status={{ turn: state.turn, text: statusText(t, model) }}
      state={state}
      board={{
        last: state.lastMove?.type === 'play' ? state.lastMove.point : undefined,
        counting:
          model.marking && score
            ? { dead: model.marking.dead, ownership: score.ownership }
            : undefined,
        ghost: live ? state.turn : undefined,
        disabled: false,
        onActivate: review.activate,
        markup: nodeMarkup(record, current),
      }}
      refusal={model.refusal ?? ''}
      variation={
        variation ? t('variationOf', { index: variation.index, count: variation.count }) : undefined
      }
      controls={(numbers) => (
        <div className="button-row">
          <button type="button" onClick={review.pass} disabled={!live} data-testid="pass">
            {t('pass')}
          </button>
          {numbers}
        </div>
      )}
      nav={nav}
      variations
      top={
        <>
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
              {resultText(t, model.result)} ({model.result})
            </p>
          ) : recorded !== undefined ? (
            <p className="note" data-testid="recorded-result">
              {t('recordedResult', { result: resultText(t, recorded), code: recorded })}
            </p>
          ) : null}
        </>
      }
      tree={{ title: t('treeTitle'), record, current, line, onSelect: review.select }}
      form={{
        initial: DEFAULT_SETTINGS,
        error: startError,
        onStart: (s) => setStartError(props.onNewGame(s)),
        engines: props.engines,
        open: formOpen,
        onOpenChange: setFormOpen,
      }}
      sgf={{
        onSave: review.save,
        error: props.loadError,
        warning: model.warning,
        paste: props.paste,
      }}
      rules={<RulesFacts rules={record.rules} opponent={{ kind: 'person' }} />}
      announce={model.announce}
    />
  );
}
