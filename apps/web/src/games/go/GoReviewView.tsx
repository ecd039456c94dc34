/**
 * Reviewing an SGF record on Go's record tree: navigation through moves and
 * variations (forks, move N), playing into the record (a new variation where it goes
 * on differently), counting a record that ends with two passes, the panels that edit
 * it (this move's name, comment and marks; game info; main line and deleting a
 * branch; the position in edit mode), the games of a file of several, and SGF
 * save/copy with the edits. "Start game" in the form leaves the review for a new match.
 *
 * @example
 * ```tsx
 * <GoReviewView initial={model} collection={undefined} onPickGame={pick} engines={engines}
 *   onOpen={open} onNewGame={play} loadError={undefined} paste={paste} />
 * ```
 */
import { pathIds } from '@qipan/go';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameSounds } from '../../sound/useGameSounds.js';
import { marksOf } from './annotations.js';
import { CollectionPicker } from './CollectionPicker.js';
import { EditTools } from './EditTools.js';
import { GameInfoPanel } from './GameInfoDialog.js';
import { gameInfoOf } from './gameInfo.js';
import { GoLayout } from './GoLayout.js';
import { goMoveSound } from './goSpec.js';
import { RulesFacts, useGoKeys } from './GoParts.js';
import { colorName, moveWords, resultText, type TFunction } from './labels.js';
import { nodeMarkup } from './markup.js';
import { currentScore, nodeAt, type RecordReview } from './review.js';
import { illegalMoveText } from './reviewWords.js';
import { NodePanel } from './NodePanel.js';
import type { SavedCollection } from './persist.js';
import { useReviewKeys } from './reviewKeys.js';
import { ScorePanel } from './ScorePanel.js';
import type { PasteState } from './SgfPanel.js';
import { DEFAULT_SETTINGS, type GameSettings } from './settings.js';
import { currentLine, forkNode, lineEnd, variationAt } from './tree.js';
import { GOTO_INPUT_ID, TreeTools } from './TreeTools.js';
import { useRecordSession } from '../../session/useRecordSession.js';
import type { EngineList } from './useServerEngines.js';

export interface GoReviewViewProps {
  readonly initial: RecordReview;
  /** The games of the file, when it holds several. */
  readonly collection?: SavedCollection | undefined;
  /** Loads game `index` of the file; `left` is the game being left (with its edits). */
  readonly onPickGame?: (index: number, left: RecordReview) => void;
  readonly engines: EngineList;
  readonly onOpen: (input: Uint8Array | string, name: string) => void;
  /** Starts a new game (a match) with these settings, or says why it cannot. */
  readonly onNewGame: (s: GameSettings) => string | undefined;
  readonly loadError: string | undefined;
  readonly paste: PasteState;
}

/** The current node in words: 'The start of the game', 'Move 12, Black D4', 'Setup'. */
function nodeHeading(t: TFunction, m: RecordReview): string {
  const n = nodeAt(m);
  if (n.parent === undefined) return t('review.node.start');
  const mv = n.data.move;
  if (!mv) return `${t('tree.setup')} · ${t('moveNumber', { n: n.data.moveNumber })}`;
  return t('announce.move', {
    n: n.data.moveNumber,
    what: moveWords(t, mv.color, mv.move, m.record.rules.size),
  }).replace(/[.。]$/u, '');
}

export function GoReviewView(props: GoReviewViewProps): ReactNode {
  const { t } = useTranslation(['go', 'common']);
  const session = useRecordSession(props.initial, props.collection);
  const { review: model, tools: review } = session;
  const { nav } = review;
  const [formOpen, setFormOpen] = useState(false);
  const [infoOpen, setInfoOpen] = useState(false);
  const [startError, setStartError] = useState<string | undefined>(undefined);
  useGoKeys(nav, () => {
    if (!review.undo()) nav('prev');
  });

  const state = session.position;
  // A move played here or stepped to (one node down the tree) sounds; jumps do not.
  useGameSounds('go-review', {
    game: 'review',
    at: model.current,
    parent: nodeAt(model).parent ?? -1,
    over: model.result !== undefined,
    ...goMoveSound(state),
  });
  const score = useMemo(() => currentScore(model), [model]);
  const { record, chosen, current } = model;
  const line = useMemo(
    () => new Set(currentLine(record, chosen, current)),
    [record, chosen, current],
  );
  const forks = useMemo(
    () => ({
      prev: forkNode(record, chosen, current, -1) !== undefined,
      next: forkNode(record, chosen, current, 1) !== undefined,
      promotable: pathIds(record, current).some((id) => {
        const p = record.tree.node(id).parent;
        return p !== undefined && record.tree.node(p).children[0] !== id;
      }),
      last: record.tree.node(lineEnd(record, chosen, current)).data.moveNumber,
    }),
    [record, chosen, current],
  );
  const variation = variationAt(record, current);
  const live = model.result === undefined && state.resigned === undefined && !model.marking;
  const rootSgf = record.tree.node(record.tree.rootId).data.sgf;
  const info = useMemo(() => gameInfoOf(rootSgf), [rootSgf]);
  const node = nodeAt(model);
  const marks = marksOf(node.data.sgf);
  const recorded = rootSgf.RE?.[0];
  const players = {
    black: rootSgf.PB?.[0] ?? colorName(t, 'black'),
    white: rootSgf.PW?.[0] ?? colorName(t, 'white'),
  };
  const source = model.source ?? t('play.savedSource');
  /** A record without player names says so, not "Black (Black) vs White (White)". */
  const named = rootSgf.PB?.[0] !== undefined || rootSgf.PW?.[0] !== undefined;
  const games = model.games;
  const several = games !== undefined && games.length > 1 && props.collection !== undefined;
  const gameIndex = props.collection?.index ?? model.gameIndex ?? 0;
  const editBlocked = model.marking ? t('review.edit.unavailable') : undefined;

  useReviewKeys({
    prevFork: () => review.fork(-1),
    nextFork: () => review.fork(1),
    gotoMove: () => {
      const el = document.getElementById(GOTO_INPUT_ID);
      if (el instanceof HTMLInputElement) {
        el.focus();
        el.select();
      }
    },
    deleteBranch: review.deleteBranch,
    toggleEdit: () => {
      if (review.editing || editBlocked === undefined) review.setEditing(!review.editing);
    },
    gameInfo: () => setInfoOpen(true),
  });

  return (
    <GoLayout
      session={session}
      resultText={
        model.result !== undefined ? `${resultText(t, model.result)} (${model.result})` : undefined
      }
      // A review has no rematch: the result stands in the record.
      resultButtons={<></>}
      onNewGame={() => setFormOpen(true)}
      lede={
        several
          ? t(named ? 'review.reviewingGame' : 'review.reviewingGameNoNames', {
              source,
              n: gameIndex + 1,
              count: games.length,
              ...players,
            })
          : t(named ? 'reviewing' : 'reviewingNoNames', { source, ...players })
      }
      onOpen={props.onOpen}
      status={{ turn: state.turn, text: session.status.text }}
      state={state}
      board={{
        last: state.lastMove?.type === 'play' ? state.lastMove.point : undefined,
        counting:
          model.marking && score
            ? { dead: model.marking.dead, ownership: score.ownership }
            : undefined,
        ghost: review.editing
          ? review.tool === 'erase'
            ? undefined
            : review.tool
          : live
            ? state.turn
            : undefined,
        setup: review.editing,
        disabled: false,
        onActivate: review.activate,
        markup: nodeMarkup(record, current),
      }}
      refusal={session.notice?.text ?? ''}
      variation={
        variation ? t('variationOf', { index: variation.index, count: variation.count }) : undefined
      }
      controls={(numbers) => (
        <div className="button-row">
          <button
            type="button"
            onClick={session.pass}
            disabled={!session.can.pass}
            data-testid="pass"
          >
            {t('pass')}
          </button>
          {numbers}
        </div>
      )}
      edit={
        <EditTools
          editing={review.editing}
          tool={review.tool}
          turn={state.turn}
          disabled={editBlocked}
          onEditing={review.setEditing}
          onTool={review.setTool}
          onTurn={review.setTurn}
        />
      }
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
          {model.result !== undefined ? null : recorded !== undefined ? (
            <p className="note" data-testid="recorded-result">
              {recorded.trim() === '?'
                ? t('recordedResultUnknown')
                : t('recordedResult', { result: resultText(t, recorded), code: recorded })}
            </p>
          ) : null}
        </>
      }
      panels={
        <NodePanel
          key={current}
          heading={nodeHeading(t, model)}
          name={node.data.sgf.N?.[0] ?? ''}
          comment={node.data.sgf.C?.[0] ?? ''}
          marks={marks}
          hasMove={node.data.move !== undefined}
          onName={review.setName}
          onComment={review.setComment}
          onMarks={(next) => review.setMarks(marks, next)}
        />
      }
      tree={{ title: t('treeTitle'), record, current, line, onSelect: review.select }}
      treeTools={
        <TreeTools
          canPromote={forks.promotable}
          canDelete={node.parent !== undefined}
          prevFork={forks.prev}
          nextFork={forks.next}
          lastMove={forks.last}
          note={review.note}
          onPromote={review.promote}
          onDelete={review.deleteBranch}
          onPrevFork={() => review.fork(-1)}
          onNextFork={() => review.fork(1)}
          onGoToMove={review.goToMove}
          onCopy={review.copy}
        />
      }
      after={
        <>
          {several ? (
            <CollectionPicker
              games={games.map((g, i) =>
                i === gameIndex
                  ? {
                      name: info.GN,
                      black: info.PB,
                      white: info.PW,
                      date: info.DT,
                      result: info.RE,
                    }
                  : {
                      name: g.GN ?? '',
                      black: g.PB ?? '',
                      white: g.PW ?? '',
                      date: g.DT ?? '',
                      result: g.RE ?? '',
                    },
              )}
              current={gameIndex}
              onPick={(i) => props.onPickGame?.(i, model)}
            />
          ) : null}
          <GameInfoPanel
            info={info}
            onSave={review.setGameInfo}
            open={infoOpen}
            onOpenChange={setInfoOpen}
          />
        </>
      }
      form={{
        initial: DEFAULT_SETTINGS,
        error: startError,
        onStart: (s) => setStartError(props.onNewGame(s)),
        engines: props.engines,
        open: formOpen,
        onOpenChange: setFormOpen,
      }}
      sgf={{
        onSave: session.saveRecord,
        error: props.loadError,
        warning: model.warning && illegalMoveText(t, model.warning),
        paste: props.paste,
      }}
      rules={<RulesFacts rules={record.rules} opponent={{ kind: 'person' }} />}
    />
  );
}
