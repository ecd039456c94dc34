/**
 * Pieces the Go page's two views share: the page frame (title, lede, dropping an SGF
 * file anywhere), the keyboard (←/→, ↑/↓, Home/End, Ctrl+Z), the navigation buttons,
 * the status line, the facts under the board (move, last pass, captures) and the
 * "This game" panel.
 *
 * @example
 * ```tsx
 * <GoFrame lede="…" onFile={(bytes, name) => load(bytes, name)}>…</GoFrame>
 * ```
 */
import type { Color } from '@qipan/core';
import { captures, type GoState, type GoRules } from '@qipan/go';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { colorName } from './labels.js';
import { readSgfFile } from './SgfPanel.js';
import type { Opponent } from './settings.js';
import type { NavTarget } from './useGoReview.js';
import './go.css';
import './go-panels.css';

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

export function GoFrame(props: {
  readonly lede: string;
  readonly onFile: (bytes: Uint8Array, name: string) => void;
  readonly children: ReactNode;
}): ReactNode {
  const [dragging, setDragging] = useState(false);
  return (
    <section
      className={`page go${dragging ? ' go--drop' : ''}`}
      onDragOver={(e) => {
        if (e.dataTransfer.types.includes('Files')) {
          e.preventDefault();
          setDragging(true);
        }
      }}
      onDragLeave={(e) => {
        if (e.currentTarget === e.target) setDragging(false);
      }}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        const file = e.dataTransfer.files[0];
        if (file) void readSgfFile(file).then((bytes) => props.onFile(bytes, file.name));
      }}
    >
      <div className="page-head">
        <div>
          <h1>
            Go{' '}
            <span lang="zh" className="native">
              围棋
            </span>
          </h1>
          <p className="lede">{props.lede}</p>
        </div>
      </div>
      {props.children}
    </section>
  );
}

export function StatusLine({
  turn,
  text,
}: {
  readonly turn: Color;
  readonly text: string;
}): ReactNode {
  return (
    <p className="go-status" data-testid="status">
      <span className={`go-turn go-turn--${turn}`} aria-hidden="true" data-turn={turn} />
      <span>{text}</span>
    </p>
  );
}

/** Move number (and the variation), the last pass, captures. */
export function Facts(props: { readonly state: GoState; readonly variation?: string }): ReactNode {
  const { state } = props;
  const caps = captures(state);
  const lastText =
    state.lastMove?.type === 'pass' ? `${colorName(state.lastMove.color)} passed` : '';
  return (
    <div className="go-facts">
      <span data-testid="move-number">
        Move {state.moveNumber}
        {lastText ? ` · ${lastText}` : ''}
        {props.variation ? ` · ${props.variation}` : ''}
      </span>
      <span>
        Captures: Black <b data-testid="captures-black">{caps.black}</b> · White{' '}
        <b data-testid="captures-white">{caps.white}</b>
      </span>
    </div>
  );
}

export function Navigation({
  nav,
  variations,
}: {
  readonly nav: (to: NavTarget) => void;
  readonly variations: boolean;
}): ReactNode {
  const b = (to: NavTarget, label: string, glyph: string): ReactNode => (
    <button type="button" onClick={() => nav(to)} aria-label={label} title={label}>
      {glyph}
    </button>
  );
  return (
    <div className="button-row go-nav" role="group" aria-label="Move navigation">
      {b('start', 'First position (Home)', '«')}
      {b('prev', 'Previous move (←)', '‹')}
      {b('next', 'Next move (→)', '›')}
      {b('end', 'Last move (End)', '»')}
      {variations ? b('up', 'Previous variation (↑)', '▲') : null}
      {variations ? b('down', 'Next variation (↓)', '▼') : null}
    </div>
  );
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
