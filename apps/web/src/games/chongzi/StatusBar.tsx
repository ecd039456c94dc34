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
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/useFormat.js';
import type { ChongziGame } from './ChongziPage.js';

export function StatusBar({ game }: { readonly game: ChongziGame }): ReactNode {
  const { t, i18n } = useTranslation(['chongzi', 'common']);
  const { lang } = useFormat();
  // An English reader also sees the Chinese names of sides and phases.
  const zh = lang === 'zh' ? undefined : i18n.getFixedT('zh', 'chongzi');
  const gap = t('common:sentenceGap');
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
        {t('status.viewing', { n: game.shownPly, count: match.plies })}{' '}
        <button type="button" className="link-button" onClick={() => game.goTo(match.plies)}>
          {t('status.backToGame')}
        </button>
      </>
    );
  } else if (over) {
    turn = t('status.over');
  } else {
    const side = colorSide(game.actor);
    const suffix = vsAi ? `${gap}${isAi ? t('status.ai') : t('status.you')}` : '';
    const doing =
      isAi && game.ai.status === 'preparing'
        ? t('status.aiPreparing')
        : isAi
          ? t('status.aiThinking')
          : t('status.task', { task: t(`task.${live.phase}`) });
    turn = (
      <>
        <span className={`cz-turn-dot cz-dot--${side}`} aria-hidden="true" />
        <strong>
          {t(`side.${side}`)}
          {zh ? <span lang="zh"> {zh(`side.${side}`)}</span> : null}
          {suffix}
        </strong>
        {isAi ? t('colon') : ''}
        {gap}
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
      <ol className="cz-phases" aria-label={t('status.phases')}>
        {phases.map((p) => (
          <li key={p} className="cz-phase" aria-current={p === shown.phase ? 'step' : undefined}>
            {t(`phase.${p}`)}
            {zh ? <span lang="zh"> {zh(`phase.${p}`)}</span> : null}
          </li>
        ))}
      </ol>
      <p className="cz-turn" data-testid="turn">
        {turn}
      </p>
    </div>
  );
}
