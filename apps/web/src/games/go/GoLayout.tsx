/**
 * The Go page's layout, the same for a game in play, a review and the new-game
 * choice, on the shared page skeleton (`GameShell` rendering the view's session: the
 * head with the rules line, the result panel, the live region): dropping an SGF file
 * anywhere; in the board slot the status line with the facts (move, last pass,
 * captures), the clocks, the board with the last refusal under it, the controls the
 * view gives and the position editor, navigation with the "Move numbers" switch (all,
 * last N, from here); in the tree slot the view's top panels, its own panels (a
 * review's games and this move) and the move tree with its tools; in the panels slot
 * what comes after it (game info), the new-game form, SGF in and out and "This game".
 * The board is sized so that it and the controls fit the window's height.
 *
 * @example
 * ```tsx
 * <GoLayout session={s} lede="…" status="Black to play" board={…} tree={…} form={…} sgf={…} … />
 * ```
 */
import type { Color } from '@qipan/core';
import { captures, type GoRecord, type GoState } from '@qipan/go';
import { useMemo, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Rich } from '../../i18n/Rich.js';
import { NativeName } from '../../i18n/NativeName.js';
import { useBoardFit } from './boardFit.js';
import { GameTree } from './GameTree.js';
import { GoBoard, type GoBoardProps } from './GoBoard.js';
import { colorName } from './labels.js';
import { MoveNumbersControl, numbersFor, type NumbersMode } from './MoveNumbers.js';
import { NewGameForm } from './NewGameForm.js';
import type { Session } from '../../session/session.js';
import { GameShell } from '../../shell/GameShell.js';
import { MoveBox } from '../../shortcuts/MoveBox.js';
import { goMoveReader } from '../../shortcuts/typedMove.js';
import { readSgfFile, SgfPanel, type PasteState } from './SgfPanel.js';
import type { GameSettings } from './settings.js';
import type { EngineList } from './useServerEngines.js';
import type { NavTarget } from './tree.js';
import './go.css';
import './go-panels.css';

export interface GoLayoutProps {
  /** The game shown (its rules line, result and announcement; the clocks stay in `clocks`). */
  readonly session: Session<unknown, unknown>;
  readonly lede: string;
  readonly onOpen: (input: Uint8Array | string, name: string) => void;
  readonly savedNotice?: string | undefined;
  readonly status: { readonly turn: Color; readonly text: string };
  readonly clocks?: ReactNode;
  readonly board: Omit<GoBoardProps, 'numbers' | 'state'>;
  readonly state: GoState;
  readonly refusal: string;
  readonly info?: string | undefined;
  readonly variation?: string | undefined;
  /** The machine's failure with Retry, when there is one. */
  readonly error?: ReactNode;
  /**
   * The view's buttons; `numbers` is the "Move numbers" switch to put among them
   * (null now: the switch stands with the navigation, so the buttons keep to one row).
   */
  readonly controls: (numbers: ReactNode) => ReactNode;
  readonly nav: (to: NavTarget) => void;
  readonly variations: boolean;
  /** Panels above the tree (result, counting). */
  readonly top: ReactNode;
  /** The review's panels between the top ones and the tree (games of the file, this move). */
  readonly panels?: ReactNode;
  /** Tools under the tree (forks, go to move, main line, delete, copy). */
  readonly treeTools?: ReactNode;
  /** Panels after the tree (game info). */
  readonly after?: ReactNode;
  /** The position editor, beside the controls. */
  readonly edit?: ReactNode;
  readonly tree: {
    readonly title: string;
    readonly record: GoRecord;
    readonly current: number;
    readonly line: ReadonlySet<number>;
    readonly onSelect: (id: number) => void;
  };
  readonly form: {
    readonly initial: GameSettings;
    readonly error: string | undefined;
    readonly onStart: (s: GameSettings) => void;
    readonly engines: EngineList;
    readonly open: boolean;
    readonly onOpenChange: (open: boolean) => void;
  };
  readonly sgf: {
    readonly onSave: () => void;
    readonly error: string | undefined;
    readonly warning: string | undefined;
    readonly paste: PasteState;
  };
  readonly rules: ReactNode;
  /** The result panel's sentence (default: the session's). */
  readonly resultText?: ReactNode;
  /** The result panel's buttons instead of Rematch / New game. */
  readonly resultButtons?: ReactNode;
  /** "New game" of the result panel. */
  readonly onNewGame: () => void;
}

export function GoLayout(p: GoLayoutProps): ReactNode {
  const { t } = useTranslation(['go', 'common']);
  const [dragging, setDragging] = useState(false);
  const [numbers, setNumbers] = useState<NumbersMode>({ kind: 'off' });
  const mainRef = useBoardFit();
  const { record, current } = p.tree;
  const nums = useMemo(() => numbersFor(record, current, numbers), [numbers, record, current]);
  const state = p.state;
  const caps = captures(state);
  const lastPass =
    state.lastMove?.type === 'pass'
      ? t('passed', { color: colorName(t, state.lastMove.color) })
      : '';
  const toggle = (
    <MoveNumbersControl
      mode={numbers}
      current={current}
      fromMove={
        numbers.kind === 'from' && record.tree.has(numbers.node)
          ? record.tree.node(numbers.node).data.moveNumber
          : undefined
      }
      onChange={setNumbers}
    />
  );
  const nav = (to: NavTarget, label: string, glyph: string): ReactNode => (
    <button type="button" onClick={() => p.nav(to)} aria-label={label} title={label}>
      {glyph}
    </button>
  );

  const drop = {
    onDragOver: (e: DragEvent<HTMLDivElement>): void => {
      if (e.dataTransfer.types.includes('Files')) {
        e.preventDefault();
        setDragging(true);
      }
    },
    onDragLeave: (e: DragEvent<HTMLDivElement>): void => {
      if (e.currentTarget === e.target) setDragging(false);
    },
    onDrop: (e: DragEvent<HTMLDivElement>): void => {
      e.preventDefault();
      setDragging(false);
      const file = e.dataTransfer.files[0];
      if (file) void readSgfFile(file).then((bytes) => p.onOpen(bytes, file.name));
    },
  };

  const main = (
    <div className="go-main go-main--fit" ref={mainRef}>
      {p.savedNotice ? (
        <p className="note note--bad" role="alert" data-testid="saved-notice">
          {p.savedNotice}
        </p>
      ) : null}
      {/* The status and the facts share a line, so the board can be taller. */}
      <div className="go-head">
        <p className="go-status" data-testid="status">
          <span
            className={`go-turn go-turn--${p.status.turn}`}
            aria-hidden="true"
            data-turn={p.status.turn}
          />
          <span>{p.status.text}</span>
        </p>
        <div className="go-facts">
          <span data-testid="move-number">
            {t('moveNumber', { n: state.moveNumber })}
            {lastPass ? ` · ${lastPass}` : ''}
            {p.variation ? ` · ${p.variation}` : ''}
          </span>
          <span>
            <Rich
              text={t('captures', { black: caps.black, white: caps.white })}
              components={{
                black: <b data-testid="captures-black" />,
                white: <b data-testid="captures-white" />,
              }}
            />
          </span>
        </div>
      </div>
      {/* No clock: an empty row of the clocks' height, so the board never moves when they come. */}
      {p.clocks ?? <div className="clocks clocks--none" aria-hidden="true" />}
      {/* Mouse clicks leave focus where it was, so ←/→ keep navigating the moves. */}
      <div className="go-board-wrap" onMouseDown={(e) => e.preventDefault()}>
        <GoBoard {...p.board} state={state} numbers={nums} />
      </div>
      <p className={`go-refusal${p.refusal ? '' : ' go-refusal--empty'}`} data-testid="refusal">
        {/* The reason without its closing full stop, as a note. */}
        {p.refusal.replace(/[.。]$/u, '')}
      </p>
      {p.info ? (
        <p className="note small" data-testid="notice" data-fit-skip="">
          {p.info}
        </p>
      ) : null}
      {p.error}
      <div className="go-controls">
        {p.controls(null)}
        {p.edit ? (
          <div className="go-edit-slot" data-fit-skip="">
            {p.edit}
          </div>
        ) : null}
      </div>
      <div className="button-row go-nav" role="group" aria-label={t('nav.label')}>
        {nav('start', t('nav.start'), '«')}
        {nav('prev', t('nav.prev'), '‹')}
        {nav('next', t('nav.next'), '›')}
        {nav('end', t('nav.end'), '»')}
        {p.variations ? nav('up', t('nav.up'), '▲') : null}
        {p.variations ? nav('down', t('nav.down'), '▼') : null}
        {toggle}
      </div>
    </div>
  );

  return (
    <div className="go-drop-zone" {...drop}>
      <GameShell
        // The clocks stay in the board column (counted by the board's fit).
        session={{ ...p.session, clock: undefined }}
        className={`go go-side${dragging ? ' go--drop' : ''}`}
        title={
          <>
            {t('title')}
            <NativeName>围棋</NativeName>
          </>
        }
        lede={p.lede}
        sideLabel={t('sideLabel')}
        board={main}
        status={null}
        // The view's own buttons stay under the board (counted by the fit).
        actions={<></>}
        resultText={p.resultText}
        resultButtons={p.resultButtons}
        onNewGame={p.onNewGame}
        tree={
          <>
            {/* Beside the board, not under it: the board keeps its height-fitted size. */}
            <MoveBox
              {...goMoveReader(state.size)}
              play={p.board.onActivate}
              canPlay={!p.board.disabled}
            />
            {p.top}
            {p.panels}
            <section className="panel" aria-labelledby="tree-title">
              <h2 id="tree-title">{p.tree.title}</h2>
              {p.variations ? <p className="note small">{t('treeHelp')}</p> : null}
              <GameTree
                record={record}
                current={current}
                line={p.tree.line}
                onSelect={p.tree.onSelect}
              />
              {p.treeTools}
            </section>
          </>
        }
        panels={
          <>
            {p.after}
            <details
              className="panel"
              open={p.form.open}
              onToggle={(e) => p.form.onOpenChange(e.currentTarget.open)}
            >
              <summary>
                <h2>{t('newGame')}</h2>
              </summary>
              <NewGameForm
                initial={p.form.initial}
                error={p.form.error}
                onStart={p.form.onStart}
                engines={p.form.engines}
              />
            </details>
            <SgfPanel onLoad={p.onOpen} {...p.sgf} />
            {p.rules}
          </>
        }
      />
    </div>
  );
}
