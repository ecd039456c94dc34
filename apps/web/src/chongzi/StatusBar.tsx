/**
 * The line above the Chongzi board: the phases (the current one marked), whose
 * turn it is and what to do, the AI thinking or preparing its solved table, or the
 * move being viewed with a way back to the game.
 *
 * @example
 * ```tsx
 * <StatusBar game={game} />
 * ```
 */
import { colorSide, PHASES } from '@qipan/chongzi';
import type { ReactNode } from 'react';
import type { ChongziGame } from './ChongziPage.js';
import { PHASE_NAME, PHASE_ZH, phaseTask, SIDE_NAME, SIDE_ZH } from './model.js';

const TEXT = {
  viewing: (i: number, n: number) => `Viewing move ${i} of ${n}.`,
  back: 'Back to the game',
  over: 'The game is over.',
  you: ' (you)',
  ai: ' (AI)',
  preparing: ' AI is preparing… (solving the 4×4 game, a few seconds)',
  thinking: ' AI is thinking…',
  task: (phase: string) => ` to ${phase}.`,
  phases: 'Phases',
};

export function StatusBar({ game }: { readonly game: ChongziGame }): ReactNode {
  const { shown, match } = game;
  const live = match.state;
  const phases = live.options.start === 'fixed' ? (['movement'] as const) : PHASES;
  const vsAi = match.seats.black.kind !== match.seats.white.kind;
  const isAi = game.aiTurn;
  const over = match.result !== undefined;
  let turn: ReactNode;
  if (!game.live) {
    turn = (
      <>
        {TEXT.viewing(game.shownPly, match.plies)}{' '}
        <button type="button" className="link-button" onClick={() => game.goTo(match.plies)}>
          {TEXT.back}
        </button>
      </>
    );
  } else if (over) {
    turn = TEXT.over;
  } else {
    const side = colorSide(game.actor);
    const suffix = vsAi ? (isAi ? TEXT.ai : TEXT.you) : '';
    const doing =
      isAi && game.ai.status === 'preparing'
        ? TEXT.preparing
        : isAi
          ? TEXT.thinking
          : TEXT.task(phaseTask(live.phase));
    turn = (
      <>
        <span className={`cz-turn-dot cz-dot--${side}`} aria-hidden="true" />
        <strong>
          {SIDE_NAME[side]}
          <span lang="zh"> {SIDE_ZH[side]}</span>
          {suffix}
        </strong>
        {isAi ? ':' : ''}
        {doing}
      </>
    );
  }
  const aiStatus = game.ai.status === 'idle' ? 'thinking' : game.ai.status;
  return (
    <div
      className="cz-status"
      data-testid="status"
      data-phase={shown.phase}
      data-turn={over ? undefined : colorSide(game.actor)}
      data-ai={isAi && !over ? aiStatus : undefined}
    >
      <ol className="cz-phases" aria-label={TEXT.phases}>
        {phases.map((p) => (
          <li key={p} className="cz-phase" aria-current={p === shown.phase ? 'step' : undefined}>
            {PHASE_NAME[p]} <span lang="zh">{PHASE_ZH[p]}</span>
          </li>
        ))}
      </ol>
      <p className="cz-turn" data-testid="turn">
        {turn}
      </p>
    </div>
  );
}
