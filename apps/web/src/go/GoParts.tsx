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
import type { Opponent } from './settings.js';
import type { NavTarget } from './useGoReview.js';

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
  const { rules: r, opponent: opp } = props;
  return (
    <section className="panel small" aria-labelledby="rules-title">
      <h2 id="rules-title">This game</h2>
      <dl className="facts">
        <dt>Board</dt>
        <dd>
          {r.size} × {r.size}
        </dd>
        <dt>Rules</dt>
        <dd>
          {r.preset}, {r.scoring} scoring, ko: {r.ko}, suicide {r.suicide}
        </dd>
        <dt>Komi</dt>
        <dd>{r.komi}</dd>
        {r.handicap >= 2 ? (
          <>
            <dt>Handicap</dt>
            <dd>
              {r.handicap} ({r.handicapPlacement})
            </dd>
          </>
        ) : null}
        <dt>Opponent</dt>
        <dd>
          {opp.kind === 'bot'
            ? `Qipan bot, level ${opp.level}, plays ${opp.color}`
            : opp.kind === 'engine'
              ? `${opp.name} on the server${opp.level === undefined ? '' : `, level ${opp.level}`}, plays ${opp.color}`
              : 'A person on this device'}
        </dd>
        {props.clock ? (
          <>
            <dt>Clock</dt>
            <dd data-testid="clock-control">{props.clock}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
