/**
 * The /gomoku page: the board with forbidden points and the winning line, and
 * around it what only Gomoku has (rule sets, swap2 prompts, records by file, paste
 * and drag-and-drop). Playing, the AI, undo/redo, resign, draw offers, clocks,
 * travel and saving come from the shared match controller.
 *
 * @example
 * ```tsx
 * // at /gomoku
 * <GomokuPage />
 * ```
 */
import type { Point } from '@qipan/core';
import { forbiddenPoints } from '@qipan/gomoku';
import { turn } from '@qipan/match';
import { useCallback, useMemo, useState, type DragEvent, type ReactNode } from 'react';
import { ClockDisplay } from '../components/ClockDisplay.js';
import { MatchActions } from '../components/MatchActions.js';
import { MoveList, type MoveItem } from '../components/MoveList.js';
import { ResultPanel } from '../components/ResultPanel.js';
import { TEXT as MATCH_TEXT } from '../match/messages.js';
import { describeControl } from '../match/time.js';
import { useMatchController } from '../match/useMatchController.js';
import { GomokuBoard } from './GomokuBoard.js';
import { GOMOKU_SPEC, matchFromState, resultText, sideName } from './gomokuMatch.js';
import { ImportDialog } from './ImportDialog.js';
import { colorName, LEVEL_NAMES, moveLabel, RULE_NAMES, type Settings } from './model.js';
import { NewGameDialog } from './NewGameDialog.js';
import { RecordPanel } from './RecordPanel.js';
import { importRecord, type Imported } from './records.js';
import { StatusPanel, type GomokuGame } from './StatusPanel.js';
import './gomoku.css';

const TEXT = {
  title: 'Gomoku',
  newGame: 'New game',
  import: 'Import…',
  vsAi: (level: number, name: string) => `against the AI (level ${level}, ${name.toLowerCase()})`,
  twoPeople: 'two people on this device',
  boardLabel: (n: number) => `${n} by ${n} gomoku board. Arrow keys move, Enter places a stone.`,
  dropHint: 'Drop an SGF or move-string file to open it',
  numbers: 'Move numbers',
  dropTextError: (e: string) => `Could not import the dropped text. ${e} Your game is unchanged.`,
  dropFileError: (f: string, e: string) => `Could not import ${f}. ${e} Your game is unchanged.`,
  loaded: (format: string, n: number) => `Loaded ${format}: ${n} moves.`,
  moveLabel: (i: number, color: string | undefined, text: string) =>
    color ? `Move ${i}: ${color} ${text}` : `Move ${i}: ${text}`,
  help: 'How to play',
  help1:
    'Put five stones in a row — across, down or diagonally. Click or tap an intersection to place a stone. Under renju, Black may not make a double-three, double-four or overline: those points carry a small ×; click one to see why.',
  help2:
    'Keyboard: Tab to the board, arrow keys move, Enter or Space places a stone. Outside the board ← and → step through the moves, Home and End jump to the start and the end.',
  side: 'Game',
};

function moveItems(game: GomokuGame): MoveItem[] {
  const size = game.match.state.config.size;
  let stone = 0;
  return game.moves.map((node, k) => {
    const m = node.move;
    if (m === undefined) return { number: '', text: '', label: '' };
    const text = moveLabel(m, size);
    if ('choose' in m) return { number: '·', text, label: TEXT.moveLabel(k + 1, undefined, text) };
    stone++;
    const color = stone % 2 === 1 ? 'black' : 'white';
    return {
      number: String(stone),
      text,
      dot: color,
      label: TEXT.moveLabel(k + 1, colorName(color), text),
    };
  });
}

export function GomokuPage(): ReactNode {
  const game = useMatchController(GOMOKU_SPEC);
  const { shown: state, match, settings } = game;
  const [dialog, setDialog] = useState<'new' | 'import' | undefined>(undefined);
  const [numbers, setNumbers] = useState(false);
  const [hover, setHover] = useState<Point | undefined>(undefined);
  const [dragging, setDragging] = useState(false);

  const forbidden = useMemo(
    () => (state.config.rule === 'renju' && !state.outcome ? forbiddenPoints(state) : []),
    [state],
  );
  const choosing = state.phase === 'swap2-choose' || state.phase === 'swap2-final-choice';
  const inert = !game.canPlay || choosing;

  const { load, say } = game;
  const onImported = useCallback(
    (r: Imported) => {
      setDialog(undefined);
      const m = matchFromState(r.state);
      if (!m.ok) {
        say({ kind: 'refusal', text: m.error });
        return;
      }
      const c = r.state.config;
      const next: Settings = {
        ...settings,
        size: c.size,
        rule: c.rule,
        opening: c.opening,
        opponent: 'human',
      };
      load(m.value, TEXT.loaded(r.format, r.state.moves.length), next);
    },
    [load, say, settings],
  );

  const onDrop = async (e: DragEvent<HTMLDivElement>): Promise<void> => {
    e.preventDefault();
    setDragging(false);
    const defaults = { size: state.config.size, rule: state.config.rule };
    const f = e.dataTransfer.files[0];
    if (!f) {
      const text = e.dataTransfer.getData('text/plain');
      if (!text) return;
      const r = importRecord(text, defaults);
      if (r.ok) onImported(r.value);
      else say({ kind: 'refusal', text: TEXT.dropTextError(r.error) });
      return;
    }
    const bytes = new Uint8Array(await f.arrayBuffer());
    const r = importRecord(
      /\.sgf$/i.test(f.name) ? bytes : new TextDecoder().decode(bytes),
      defaults,
    );
    if (r.ok) onImported(r.value);
    else say({ kind: 'refusal', text: TEXT.dropFileError(f.name, r.error) });
  };

  const size = state.config.size;
  const aiSeat = match.seats.black.kind === 'ai' ? match.seats.black : match.seats.white;
  const who =
    aiSeat.kind === 'ai'
      ? TEXT.vsAi(aiSeat.level, LEVEL_NAMES[aiSeat.level as 1] ?? '')
      : TEXT.twoPeople;
  const vsAi = aiSeat.kind === 'ai';
  const start = (s: Settings): void => {
    setDialog(undefined);
    game.start(s);
  };

  return (
    <section className="page gomoku">
      <div className="page-head">
        <div>
          <h1>
            {TEXT.title}{' '}
            <span lang="zh" className="native">
              五子棋
            </span>
          </h1>
          <p className="lede" data-testid="game-info">
            {size} × {size} · {RULE_NAMES[match.state.config.rule]}
            {match.state.config.opening === 'swap2' ? ' · swap2' : ''} · {who}
            {match.clock ? ` · ${describeControl(match.clock.control)}` : ''}
          </p>
        </div>
        <div className="button-row">
          <button
            type="button"
            className="primary"
            data-testid="new-game"
            onClick={() => setDialog('new')}
          >
            {TEXT.newGame}
          </button>
          <button type="button" data-testid="import" onClick={() => setDialog('import')}>
            {TEXT.import}
          </button>
        </div>
      </div>
      <div className="game-layout">
        <div
          className={`gk-board-area${dragging ? ' gk-board-area--drop' : ''}${state.outcome ? ' gk-board-area--over' : ''}`}
          data-testid="drop-zone"
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(e) => void onDrop(e)}
        >
          <GomokuBoard
            state={state}
            forbidden={forbidden}
            numbers={numbers}
            ghostColor={inert ? undefined : state.turn}
            hover={hover}
            disabled={inert}
            label={TEXT.boardLabel(size)}
            onActivate={(p) => game.play({ x: p.x, y: p.y })}
            onHover={setHover}
          />
          {dragging ? <p className="gk-drop-hint">{TEXT.dropHint}</p> : null}
        </div>
        <aside className="side" aria-label={TEXT.side}>
          {match.clock ? (
            <ClockDisplay
              clock={match.clock}
              turn={turn(match)}
              running={!match.result}
              names={{ black: sideName('black', match), white: sideName('white', match) }}
            />
          ) : null}
          {match.result ? (
            <ResultPanel
              result={match.result}
              text={resultText(match)}
              onRematch={() => game.start(settings)}
              onNewGame={() => setDialog('new')}
            />
          ) : null}
          <StatusPanel game={game} />
          <MatchActions
            game={game}
            undoLabel={vsAi ? MATCH_TEXT.buttons.undoAi : MATCH_TEXT.buttons.undo}
          >
            <label className="gk-toggle">
              <input
                type="checkbox"
                checked={numbers}
                data-testid="numbers"
                onChange={(e) => setNumbers(e.target.checked)}
              />
              {TEXT.numbers}
            </label>
          </MatchActions>
          <MoveList items={moveItems(game)} shown={game.shownPly} onGo={game.goTo} />
          <RecordPanel final={match.state} onImport={() => setDialog('import')} />
          <details className="help">
            <summary>{TEXT.help}</summary>
            <p>{TEXT.help1}</p>
            <p>{TEXT.help2}</p>
          </details>
        </aside>
      </div>
      <p className="sr-only" role="status" aria-live="polite" data-testid="announce">
        {game.announce}
      </p>
      <NewGameDialog
        open={dialog === 'new'}
        initial={settings}
        onStart={start}
        onClose={() => setDialog(undefined)}
      />
      <ImportDialog
        open={dialog === 'import'}
        defaults={{ size, rule: state.config.rule }}
        onLoad={onImported}
        onClose={() => setDialog(undefined)}
      />
    </section>
  );
}
