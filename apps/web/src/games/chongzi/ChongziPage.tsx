/**
 * The Chongzi (冲子) page: what only Chongzi has — the phases, selecting a piece
 * then its destination (or dragging it), legal targets, capture flashes, the rules
 * in English and Chinese. Playing, the AI, undo/redo, resign, draw offers, clocks,
 * travel and saving come from the local session; the page is the shared shell.
 *
 * @example
 * ```tsx
 * // at /chongzi
 * <ChongziPage />
 * ```
 */
import type { ChongziMove, ChongziOptions, ChongziState } from '@qipan/chongzi';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchController } from '../../match/useMatchController.js';
import { useLocalSession } from '../../session/useLocalSession.js';
import { GameShell } from '../../shell/GameShell.js';
import { GameTitle } from '../../shell/GameTitle.js';
import { useNewGameChoice } from '../../shell/useNewGameChoice.js';
import { ConfirmMoveSetting } from '../../touch/ConfirmMoveSetting.js';
import { CHONGZI_FACE, CHONGZI_SPEC, type Settings } from './chongziMatch.js';
import { moveItems } from './board.js';
import { draftOf, NewGameDialog, readDraft } from './NewGameDialog.js';
import { PlayArea } from './PlayArea.js';
import { RulesPanel } from './RulesPanel.js';
import { StatusBar } from './StatusBar.js';
import './chongzi.css';
import './chongzi-panels.css';

export type ChongziGame = MatchController<ChongziState, ChongziMove, ChongziOptions, Settings>;

export function ChongziPage(): ReactNode {
  const s = useLocalSession(CHONGZI_SPEC, CHONGZI_FACE);
  const game = s.controller;
  const { t } = useTranslation(['chongzi', 'common']);
  const { t: tm } = useTranslation('match');
  const choice = useNewGameChoice('chongzi', game.resumed, readDraft, draftOf(game.settings));
  const { match } = game;
  const vsAi = match.seats.black.kind === 'ai' || match.seats.white.kind === 'ai';
  const gap = t('common:sentenceGap');
  return (
    <GameShell
      session={s}
      className="chongzi"
      title={<GameTitle name={t('title')} native="冲子" />}
      rulesTestId="setup"
      sideLabel={t('sideLabel')}
      head={
        <button type="button" className="primary" onClick={choice.show} data-testid="new-game">
          {t('newGame')}
        </button>
      }
      board={
        <div className="cz-board-area">
          <StatusBar game={game} />
          <PlayArea session={s} />
        </div>
      }
      status={
        game.ai.error ? (
          <p className="note note--bad" data-testid="ai-error">
            {t('aiFailed', { error: game.ai.error })}
          </p>
        ) : null
      }
      undoLabel={vsAi ? tm('buttons.undoAi') : tm('buttons.undo')}
      actionExtras={<ConfirmMoveSetting />}
      moves={moveItems(match, s.moves, t)}
      resultTestId="end"
      resultText={
        <>
          <strong>{t('gameOver')}</strong>
          {gap}
          {s.result?.text}
        </>
      }
      panels={
        <details className="help">
          <summary>{t('howTo')}</summary>
          <p>{t('howToMouse')}</p>
          <p>{t('howToKeys')}</p>
        </details>
      }
      announceExtra={game.ai.status === 'preparing' ? `${gap}${t('aiPreparingShort')}` : ''}
      onNewGame={choice.show}
      choosing={choice.open}
    >
      <NewGameDialog
        open={choice.open}
        initial={choice.initial}
        onStart={(next) => {
          choice.close();
          game.start(next);
        }}
        onChosen={choice.chosen}
        onClose={choice.close}
      />
      <RulesPanel />
    </GameShell>
  );
}
