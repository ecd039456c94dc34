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
import type { ReactNode } from 'react';
import type { MatchController } from '../match/useMatchController.js';
import { sideName } from './gomokuMatch.js';
import { colorName, type Settings } from './model.js';

export type GomokuGame = MatchController<GomokuState, GomokuMove, GomokuOptions, Settings>;

export interface StatusPanelProps {
  readonly game: GomokuGame;
}

const TEXT = {
  place3: (who: string, n: number) =>
    `${who}: place three opening stones — black, white, black (${n} of 3 placed).`,
  choose: (who: string) => `${who}: choose — play Black, play White, or place two more stones.`,
  place2: (who: string, n: number) =>
    `${who}: place two more stones — white, then black (${n} of 2 placed).`,
  final: (who: string) => `${who}: choose your colour — Black or White.`,
  toMove: (color: string, you: boolean) => `${color} to move${you ? ' (you)' : ''}.`,
  aiTurn: (prompt: string) => `${prompt.replace(/\.$/, '')} — the AI's turn.`,
  colours: (b: string, w: string) => `Black: ${b} · White: ${w}`,
  placeTwo: 'Place two more',
  play: (c: string) => `Play ${c}`,
  thinking: 'The AI is thinking…',
  moveNow: 'Move now',
  aiFailed: (e: string) => `The AI failed: ${e}`,
  past: (i: number, n: number) => `You are looking at move ${i} of ${n}.`,
  continueAi: 'Let the AI continue from here',
  forward: 'Go forward with → or End.',
  replace: 'Playing a stone here replaces the later moves (Restore brings them back).',
  viewOnly: 'With a clock, earlier positions are for viewing only.',
  choiceGroup: 'Swap2 choice',
};

function prompt(s: GomokuState, who: string, you: boolean): string {
  const placed = s.moves.length;
  switch (s.phase) {
    case 'swap2-place3':
      return TEXT.place3(who, placed);
    case 'swap2-choose':
      return TEXT.choose(who);
    case 'swap2-place2':
      return TEXT.place2(who, placed - 4);
    case 'swap2-final-choice':
      return TEXT.final(who);
    case 'play':
      return TEXT.toMove(colorName(s.toMove), you);
  }
}

export function StatusPanel({ game }: StatusPanelProps): ReactNode {
  const { shown: state, match, live } = game;
  const vsAi = match.seats.black.kind !== match.seats.white.kind;
  // The seat acting at the shown position (seats are swapped once swap2 gave colours).
  const flip =
    (gomokuMatch.swapped?.(match.state) ?? false) !== (gomokuMatch.swapped?.(state) ?? false);
  const seatColor = actor(state) === 'first' ? 'black' : 'white';
  const acting = state.phase === 'play' ? state.toMove : seatColor;
  const actingSeat = flip ? (acting === 'black' ? 'white' : 'black') : acting;
  const who = sideName(actingSeat, match);
  const aiTurn = match.seats[actingSeat].kind === 'ai' && !state.outcome;
  const choosing = state.phase === 'swap2-choose' || state.phase === 'swap2-final-choice';
  const choices: SwapChoice[] =
    state.phase === 'swap2-choose' ? ['black', 'white', 'place-two'] : ['black', 'white'];
  const thinking = game.ai.status === 'thinking' || game.ai.status === 'preparing';

  const showColours = state.config.opening === 'swap2' && state.firstPlayerColor !== undefined;
  const empty = match.result && live && !showColours && !game.notice && !thinking && !game.ai.error;
  if (empty) return null;
  return (
    <div className="gk-status" data-testid="status-panel">
      {!match.result || !live ? (
        <p className="gk-turn" data-testid="turn">
          {state.phase === 'play' ? (
            <span className={`gk-dot gk-dot--${state.toMove}`} aria-hidden="true" />
          ) : null}
          {aiTurn && live ? TEXT.aiTurn(prompt(state, who, false)) : prompt(state, who, vsAi)}
        </p>
      ) : null}
      {showColours ? (
        <p className="note small" data-testid="colours">
          {TEXT.colours(sideName('black', match), sideName('white', match))}
        </p>
      ) : null}
      {choosing && !match.result && !aiTurn && game.canPlay ? (
        <div className="button-row" role="group" aria-label={TEXT.choiceGroup}>
          {choices.map((c) => (
            <button
              key={c}
              type="button"
              className={c === 'place-two' ? undefined : 'primary'}
              data-choice={c}
              onClick={() => game.play({ choose: c })}
            >
              {c === 'place-two' ? TEXT.placeTwo : TEXT.play(colorName(c))}
            </button>
          ))}
        </div>
      ) : null}
      {thinking ? (
        <p className="gk-thinking" data-testid="ai-thinking" role="status">
          <span className="gk-spinner" aria-hidden="true" /> {TEXT.thinking}{' '}
          <button type="button" onClick={game.ai.moveNow} data-testid="move-now">
            {TEXT.moveNow}
          </button>
        </p>
      ) : null}
      {game.ai.error ? <p className="gk-error">{TEXT.aiFailed(game.ai.error)}</p> : null}
      {!live ? (
        <p className="note small" data-testid="past-note">
          {TEXT.past(game.shownPly, match.plies)}{' '}
          {game.canPlay ? (
            TEXT.replace
          ) : aiTurn && !match.clock ? (
            <button type="button" className="link-button" onClick={game.continueHere}>
              {TEXT.continueAi}
            </button>
          ) : match.clock ? (
            TEXT.viewOnly
          ) : (
            TEXT.forward
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
