/**
 * Pieces the Go page's two views share besides the layout: the keyboard (←/→, ↑/↓,
 * Home/End, Ctrl+Z) and the "This game" panel.
 *
 * @example
 * ```tsx
 * useGoKeys((to) => nav(to), undo);
 * <RulesFacts rules={state.rules} opponent={{ kind: 'person' }} />
 * ```
 */
import type { GoRules } from '@qipan/go';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShortcuts } from '../../shortcuts/context.js';
import { num } from './labels.js';
import type { Opponent } from './settings.js';
import type { NavTarget } from './tree.js';

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

/** The page's keys: navigation and Ctrl+Z (not while typing, not the board's arrows). */
export function useGoKeys(nav: (to: NavTarget) => void, undo: () => void): void {
  const { t } = useTranslation();
  useShortcuts({
    id: 'moves',
    title: t('shortcuts.group.moves'),
    entries: [
      { keys: ['ArrowLeft', 'ArrowRight'], label: t('shortcuts.key.travel') },
      { keys: ['Home', 'End'], label: t('shortcuts.key.travelEnds') },
      { keys: ['Ctrl+Z'], label: t('shortcuts.key.undo') },
    ],
  });
  const ref = useRef({ nav, undo });
  ref.current = { nav, undo };
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      const typing =
        e.target instanceof HTMLElement &&
        (e.target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(e.target.tagName));
      if ((e.ctrlKey || e.metaKey) && !e.shiftKey && !e.altKey && e.key.toLowerCase() === 'z') {
        if (typing) return;
        e.preventDefault();
        ref.current.undo();
        return;
      }
      if (e.ctrlKey || e.metaKey || e.altKey || ignoresKeys(e.target)) return;
      // Shift+arrows are the review's fork keys (reviewKeys.ts).
      if (e.shiftKey && e.key.startsWith('Arrow')) return;
      const to = KEYS[e.key];
      if (!to) return;
      e.preventDefault();
      ref.current.nav(to);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

export function RulesFacts(props: {
  readonly rules: GoRules;
  readonly opponent: Opponent;
  readonly clock?: string;
}): ReactNode {
  const { t } = useTranslation(['go', 'common']);
  const { rules: r, opponent: opp } = props;
  const rules = t('facts.rulesValue', {
    preset: t(`rules.preset.${r.preset}`),
    scoring: t(`rules.scoring.${r.scoring}`),
    ko: t(`rules.ko.${r.ko}`),
    suicide: t(`rules.suicide.${r.suicide}`),
  });
  const opponent =
    opp.kind === 'bot'
      ? t('facts.bot', { level: opp.level, color: t(`facts.side.${opp.color}`) })
      : opp.kind === 'engine'
        ? opp.level === undefined
          ? t('facts.engine', { name: opp.name, color: t(`facts.side.${opp.color}`) })
          : t('facts.engineLevel', {
              name: opp.name,
              level: opp.level,
              color: t(`facts.side.${opp.color}`),
            })
        : t('facts.person');
  return (
    <section className="panel small" aria-labelledby="rules-title">
      <h2 id="rules-title">{t('facts.title')}</h2>
      <dl className="facts">
        <dt>{t('facts.board')}</dt>
        <dd>{t('facts.size', { size: r.size })}</dd>
        <dt>{t('facts.rules')}</dt>
        <dd data-testid="rules-value">{rules}</dd>
        <dt>{t('facts.komi')}</dt>
        <dd>{num(t, r.komi)}</dd>
        {r.handicap >= 2 ? (
          <>
            <dt>{t('facts.handicap')}</dt>
            <dd>
              {t('facts.handicapValue', {
                count: r.handicap,
                placement: t(`rules.placement.${r.handicapPlacement}`),
              })}
            </dd>
          </>
        ) : null}
        <dt>{t('facts.opponent')}</dt>
        <dd>{opponent}</dd>
        {props.clock ? (
          <>
            <dt>{t('play.clock')}</dt>
            <dd data-testid="clock-control">{props.clock}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
