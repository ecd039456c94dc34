/**
 * What is happening now: the result, whose turn it is, the swap2 prompts with
 * their choice buttons, the AI thinking indicator with "Move now", notes about
 * a past position being shown, and the last refusal ("Forbidden for Black: …").
 *
 * @example
 * ```tsx
 * <StatusPanel game={game} thinking={ai.thinking} onMoveNow={ai.moveNow} />
 * ```
 */
import { actor, type GomokuState, type SwapChoice } from '@qipan/gomoku';
import type { ReactNode } from 'react';
import { aiActs, colorName, colorOf, personName, resultText } from './model.js';
import type { GomokuGame } from './useGomokuGame.js';

export interface StatusPanelProps {
  readonly game: GomokuGame;
  readonly thinking: boolean;
  readonly aiError: string | undefined;
  readonly onMoveNow: () => void;
}

function prompt(s: GomokuState, who: string, you: boolean): string {
  const placed = s.moves.length;
  switch (s.phase) {
    case 'swap2-place3':
      return `${who}: place three opening stones — black, white, black (${placed} of 3 placed).`;
    case 'swap2-choose':
      return `${who}: choose — play Black, play White, or place two more stones.`;
    case 'swap2-place2':
      return `${who}: place two more stones — white, then black (${placed - 4} of 2 placed).`;
    case 'swap2-final-choice':
      return `${who}: choose your colour — Black or White.`;
    case 'play':
      return you ? `${colorName(s.toMove)} to move (you).` : `${colorName(s.toMove)} to move.`;
  }
}

export function StatusPanel({ game, thinking, aiError, onMoveNow }: StatusPanelProps): ReactNode {
  const { state, settings, atEnd } = game;
  const result = resultText(state, settings);
  const p = actor(state);
  const who = personName(p, state, settings);
  const aiTurn = aiActs(state, settings);
  const choosing = state.phase === 'swap2-choose' || state.phase === 'swap2-final-choice';
  const choices: SwapChoice[] =
    state.phase === 'swap2-choose' ? ['black', 'white', 'place-two'] : ['black', 'white'];
  const vsAi = settings.opponent === 'ai';
  const first = colorOf('first', state);

  return (
    <div className="gk-status" data-testid="status-panel">
      {result ? (
        <p className="win gk-result" data-testid="result">
          <strong>{result}</strong>
        </p>
      ) : (
        <p className="gk-turn" data-testid="turn">
          {state.phase === 'play' ? (
            <span className={`gk-dot gk-dot--${state.toMove}`} aria-hidden="true" />
          ) : null}
          {aiTurn && atEnd
            ? `${prompt(state, who, false).replace(/\.$/, '')} — the AI's turn.`
            : prompt(state, who, vsAi)}
        </p>
      )}
      {state.config.opening === 'swap2' && first ? (
        <p className="note small" data-testid="colours">
          Black: {personName(first === 'black' ? 'first' : 'second', state, settings)} · White:{' '}
          {personName(first === 'black' ? 'second' : 'first', state, settings)}
        </p>
      ) : null}
      {choosing && !result && !aiTurn ? (
        <div className="button-row" role="group" aria-label="Swap2 choice">
          {choices.map((c) => (
            <button
              key={c}
              type="button"
              className={c === 'place-two' ? undefined : 'primary'}
              data-choice={c}
              onClick={() => game.choose(c)}
            >
              {c === 'place-two' ? 'Place two more' : `Play ${colorName(c)}`}
            </button>
          ))}
        </div>
      ) : null}
      {thinking ? (
        <p className="gk-thinking" data-testid="ai-thinking" role="status">
          <span className="gk-spinner" aria-hidden="true" /> The AI is thinking…{' '}
          <button type="button" onClick={onMoveNow} data-testid="move-now">
            Move now
          </button>
        </p>
      ) : null}
      {aiError ? <p className="gk-error">The AI failed: {aiError}</p> : null}
      {!atEnd ? (
        <p className="note small" data-testid="past-note">
          You are looking at move {game.cursor} of {game.line.length - 1}.{' '}
          {aiTurn ? (
            <button type="button" className="link-button" onClick={game.continueHere}>
              Let the AI continue from here
            </button>
          ) : state.outcome ? (
            'Go forward with → or End.'
          ) : (
            'Playing a stone here replaces the later moves (Restore brings them back).'
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
