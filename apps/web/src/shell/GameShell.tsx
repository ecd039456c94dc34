/**
 * The one page skeleton of every game: the head (title, the rules line, the page's
 * buttons), notices above the game, the board area (the game's board component, in
 * the `board` slot), and beside it the clocks, the result with Rematch, Download and
 * New game, the status line, the actions, the move list (or a tree in the `tree`
 * slot) and the game's panels; the live region last. It renders any `Session`.
 *
 * @example
 * ```tsx
 * <GameShell session={s} className="gomoku" title={t('title')} sideLabel={t('side')}
 *   board={<div className="gk-board-area"><GomokuBoard … /></div>}
 *   moves={moveItems(s.moves)} onNewGame={() => setDialog('new')} />
 * ```
 */
import type { ReactNode } from 'react';
import { ClockDisplay } from '../components/ClockDisplay.js';
import { MoveList, type MoveItem } from '../components/MoveList.js';
import { ResultPanel } from '../components/ResultPanel.js';
import type { Session } from '../session/session.js';
import { SessionActions } from './SessionActions.js';
import './shell.css';

export interface GameShellProps {
  readonly session: Session<unknown, unknown>;
  /** The section's class after `page` (`gomoku`, `chongzi gomoku-online`). */
  readonly className: string;
  /** The heading's content. */
  readonly title: ReactNode;
  /** A line about the game before the rules line (Chongzi's introduction). */
  readonly lede?: ReactNode;
  /** The rules line's test id (default `game-info`). */
  readonly rulesTestId?: string;
  /** The page's buttons in the head (New game, Import). */
  readonly head?: ReactNode;
  /** Above the game (online: the connection banner). */
  readonly notices?: ReactNode;
  /** The board area: the game's board component and what goes with it. */
  readonly board: ReactNode;
  /** The side column's accessible name. */
  readonly sideLabel: string;
  /** The status line (default: the session's status text with the side's dot). */
  readonly status?: ReactNode;
  /** Instead of the session's actions (online: the online panel has its own). */
  readonly actions?: ReactNode;
  /** Extra controls in the actions row (a "Move numbers" switch, Confirm moves). */
  readonly actionExtras?: ReactNode;
  readonly undoLabel?: string;
  /** The move list's items (see `tree` for a game tree instead). */
  readonly moves?: readonly MoveItem[];
  /** Instead of the move list (Go's review puts its game tree here). */
  readonly tree?: ReactNode;
  /** The game's panels after the move list. */
  readonly panels?: ReactNode;
  /** The result in the page's words (default: the session's result text). */
  readonly resultText?: ReactNode;
  readonly resultTestId?: string;
  /** Instead of Rematch / Download / New game (online asks the server). */
  readonly resultButtons?: ReactNode;
  readonly onNewGame: () => void;
  /** Dialogs, and anything after the game (a rules panel). */
  readonly children?: ReactNode;
  /** Appended to the live region's sentence. */
  readonly announceExtra?: string;
  /** The new-game choice is open (`data-choice="open"` on the page). */
  readonly choosing?: boolean;
}

/** The status line: the dot of the side to act, then what is happening. */
export function StatusLine({
  session: s,
}: {
  readonly session: Session<unknown, unknown>;
}): ReactNode {
  return (
    <p className="session-status" data-testid="turn">
      {s.status.turn ? (
        <span className={`side-dot side-dot--${s.seats[s.status.turn].dot}`} aria-hidden="true" />
      ) : null}
      <span data-testid={s.status.waiting ? 'online-waiting' : undefined}>{s.status.text}</span>
    </p>
  );
}

export function GameShell(props: GameShellProps): ReactNode {
  const { session: s } = props;
  const names = { black: s.seats.black.name, white: s.seats.white.name };
  const dots = { black: s.seats.black.dot, white: s.seats.white.dot };
  return (
    <section
      className={`page ${props.className}`}
      data-choice={props.choosing ? 'open' : undefined}
    >
      <div className="page-head">
        <div>
          <h1>{props.title}</h1>
          {props.lede ? <p className="lede">{props.lede}</p> : null}
          <p className="lede session-rules" data-testid={props.rulesTestId ?? 'game-info'}>
            {s.rules}
          </p>
        </div>
        {props.head ? <div className="button-row">{props.head}</div> : null}
      </div>
      {props.notices}
      <div className="game-layout">
        {props.board}
        <aside className="side" aria-label={props.sideLabel}>
          {s.clock ? (
            <ClockDisplay
              clock={s.clock.state}
              turn={s.clock.turn}
              running={s.clock.running}
              names={names}
              dots={dots}
              lowTimeSound={s.clock.lowTimeSound}
            />
          ) : null}
          {s.result ? (
            <ResultPanel
              result={s.result.result}
              text={props.resultText ?? s.result.text}
              reason={s.result.reason}
              testId={props.resultTestId}
              onRematch={s.rematch}
              onNewGame={props.onNewGame}
              download={
                s.can.download && s.download
                  ? { label: s.download.label, save: s.saveRecord }
                  : undefined
              }
              buttons={props.resultButtons}
            />
          ) : null}
          {props.status === undefined ? <StatusLine session={s} /> : props.status}
          {props.actions ?? (
            <SessionActions session={s} undoLabel={props.undoLabel}>
              {props.actionExtras}
            </SessionActions>
          )}
          {props.tree ??
            (props.moves ? <MoveList items={props.moves} shown={s.ply} onGo={s.goTo} /> : null)}
          {props.panels}
        </aside>
      </div>
      <p className="sr-only" role="status" aria-live="polite" data-testid="announce">
        {s.announce}
        {props.announceExtra ?? ''}
      </p>
      {props.children}
    </section>
  );
}
