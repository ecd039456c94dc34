/**
 * What is happening now on the Gomoku page: whose turn it is, the swap2 prompts
 * with their choice buttons, the AI thinking with "Move now", a note while an
 * earlier position is shown, and the last notice ("Forbidden for Black: …").
 *
 * @example
 * ```tsx
 * <StatusPanel game={game} />
 * ```
 */
import {
  actor,
  type GomokuMove,
  type GomokuOptions,
  type GomokuState,
  type SwapChoice,
} from '@qipan/gomoku';
import { gomokuMatch } from '@qipan/match';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchController } from '../../session/local/useMatchController.js';
import { sideName } from './gomokuMatch.js';
import type { Settings } from './settings.js';

export type GomokuGame = MatchController<GomokuState, GomokuMove, GomokuOptions, Settings>;

export interface StatusPanelProps {
  readonly game: GomokuGame;
}

type T = TFunction<['gomoku', 'common']>;

function prompt(t: T, s: GomokuState, who: string, you: boolean): string {
  const placed = s.moves.length;
  switch (s.phase) {
    case 'swap2-place3':
      return t('status.place3', { who, placed });
    case 'swap2-choose':
      return t('status.choose', { who });
    case 'swap2-place2':
      return t('status.place2', { who, placed: placed - 4 });
    case 'swap2-final-choice':
      return t('status.finalChoice', { who });
    case 'play': {
      const color = t(`common:color.${s.turn}`);
      return you ? t('status.toMoveYou', { color }) : t('status.toMove', { color });
    }
  }
}

export function StatusPanel({ game }: StatusPanelProps): ReactNode {
  const { t } = useTranslation(['gomoku', 'common']);
  const { shown: state, match, live } = game;
  const vsAi = match.seats.black.kind !== match.seats.white.kind;
  // The seat acting at the shown position (seats are swapped once swap2 gave colours).
  const flip =
    (gomokuMatch.swapped?.(match.state) ?? false) !== (gomokuMatch.swapped?.(state) ?? false);
  const seatColor = actor(state) === 'first' ? 'black' : 'white';
  const acting = state.phase === 'play' ? state.turn : seatColor;
  const actingSeat = flip ? (acting === 'black' ? 'white' : 'black') : acting;
  const who = sideName(actingSeat, match, t);
  const aiTurn = match.seats[actingSeat].kind === 'ai' && !state.outcome;
  const choosing = state.phase === 'swap2-choose' || state.phase === 'swap2-final-choice';
  const thinking = game.ai.status === 'thinking' || game.ai.status === 'preparing';

  const showColours = state.config.opening === 'swap2' && state.firstPlayerColor !== undefined;
  const empty = match.result && live && !showColours && !game.notice && !thinking && !game.ai.error;
  if (empty) return null;
  return (
    <div className="gk-status" data-testid="status-panel">
      {!match.result || !live ? (
        <p className="gk-turn" data-testid="turn">
          {state.phase === 'play' ? (
            <span className={`side-dot side-dot--${state.turn}`} aria-hidden="true" />
          ) : null}
          {aiTurn && live
            ? t('status.aiTurn', { prompt: prompt(t, state, who, false).replace(/[.。]$/, '') })
            : prompt(t, state, who, vsAi && live && !aiTurn)}
        </p>
      ) : null}
      {showColours ? (
        <p className="note small" data-testid="colours">
          {t('status.colours', {
            black: sideName('black', match, t),
            white: sideName('white', match, t),
          })}
        </p>
      ) : null}
      {choosing && !match.result && !aiTurn && game.canPlay ? (
        <Swap2Choices state={state} choose={(c) => game.play({ choose: c })} />
      ) : null}
      {thinking ? (
        <p className="gk-thinking" data-testid="ai-thinking" role="status">
          <span className="gk-spinner" aria-hidden="true" /> {t('status.thinking')}{' '}
          <button type="button" onClick={game.ai.moveNow} data-testid="move-now">
            {t('status.moveNow')}
          </button>
        </p>
      ) : null}
      {game.ai.error ? (
        <p className="gk-error">{t('status.aiFailed', { error: game.ai.error })}</p>
      ) : null}
      {!live ? (
        <p className="note small" data-testid="past-note">
          {t('status.past', { n: game.shownPly, count: match.plies })}{' '}
          {game.canPlay ? (
            t('status.replaces')
          ) : aiTurn && !match.clock ? (
            <button type="button" className="link-button" onClick={game.continueHere}>
              {t('status.continueHere')}
            </button>
          ) : match.clock ? (
            t('status.viewOnly')
          ) : (
            t('status.forward')
          )}
        </p>
      ) : null}
      {game.notice ? (
        <p
          className={game.notice.kind === 'refusal' ? 'gk-notice gk-notice--bad' : 'gk-notice'}
          data-testid="notice"
        >
          {game.notice.text}
        </p>
      ) : null}
    </div>
  );
}

/** The swap2 choice's buttons (the colour to play, or two more stones), local or online. */
export function Swap2Choices(props: {
  readonly state: GomokuState;
  readonly choose: (c: SwapChoice) => void;
}): ReactNode {
  const { t } = useTranslation(['gomoku', 'common']);
  const choices: SwapChoice[] =
    props.state.phase === 'swap2-choose' ? ['black', 'white', 'place-two'] : ['black', 'white'];
  return (
    <div className="button-row" role="group" aria-label={t('status.swap2Choice')}>
      {choices.map((c) => (
        <button
          key={c}
          type="button"
          className={c === 'place-two' ? undefined : 'primary'}
          data-choice={c}
          onClick={() => props.choose(c)}
        >
          {c === 'place-two'
            ? t('status.placeTwo')
            : t('status.playColor', { color: t(`common:color.${c}`) })}
        </button>
      ))}
    </div>
  );
}
