/**
 * A Go game in play on the shared match controller: the board (moves, or dead
 * stones while counting), clocks, Pass, Undo/Redo, Resign and draw offers, the
 * machine's status (the bot, or a server engine with its error and Retry), the
 * counting after two passes (`mark-dead`, `accept-score`), the result, the moves as a
 * tree, and SGF save of the match.
 *
 * @example
 * ```tsx
 * <GoPlay engines={engines} onOpen={openSgf} loadError={undefined} notice={undefined} />
 * ```
 */
import { pointKey } from '@qipan/core';
import {
  chainAt,
  formatVertex,
  guessDeadStones,
  score,
  stoneRows,
  type GoMove,
  type GoOptions,
  type GoState,
} from '@qipan/go';
import { PASS } from '@qipan/go';
import { toNotation, turn } from '@qipan/match';
import { deadFromOwnership, requestGoEstimate, type GoEstimate } from '../../ai/estimate.js';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockDisplay } from '../../components/ClockDisplay.js';
import { useFormat } from '../../i18n/useFormat.js';
import { describeControl } from '../../session/local/time.js';
import type { MatchController } from '../../session/local/useMatchController.js';
import { SessionActions } from '../../shell/SessionActions.js';
import { useLocalSession, type LocalFace } from '../../session/useLocalSession.js';
import { ConfirmMoveBar } from '../../touch/ConfirmMoveBar.js';
import { ConfirmMoveSetting } from '../../touch/ConfirmMoveSetting.js';
import { passMove, placeAt, useConfirmMove } from '../../touch/useConfirmMove.js';
import { rememberGoChoice } from './choice.js';
import { GoLayout } from './GoLayout.js';
import { RulesFacts, useGoKeys } from './GoParts.js';
import { goSpec, resultText, sideName } from './goSpec.js';
import { colorName, rulesLine, type TFunction } from './labels.js';
import { recordOfMatch, sgfResult, withGameInfo } from './matchRecord.js';
import { ScorePanel } from './ScorePanel.js';
import { downloadSgf, type PasteState } from './SgfPanel.js';
import { recordToSgfText, sgfFileName } from './sgfio.js';
import { checkSettings, opponentOf, type GameSettings } from './settings.js';
import type { EngineList } from './useServerEngines.js';
import type { NavTarget } from './tree.js';

type GoGame = MatchController<GoState, GoMove, GoOptions, GameSettings>;

export interface GoPlayProps {
  readonly engines: EngineList;
  /** Opens an SGF for review (leaves play). */
  readonly onOpen: (input: Uint8Array | string, name: string) => void;
  readonly loadError: string | undefined;
  readonly paste: PasteState;
  /** A notice from reading the saved game (kept aside). */
  readonly notice: string | undefined;
  /** Starts this new game on opening (it is announced as new, not as restored). */
  readonly start?: GameSettings | undefined;
}

function statusText(t: TFunction, game: GoGame): string {
  const { match, shown } = game;
  if (match.result && game.live)
    return t('status.gameOverResult', { result: resultText(t, match) ?? '' });
  if (match.scoring && game.live) return t('status.counting');
  const opp = opponentOf(match);
  if (game.aiTurn && game.live && opp.kind !== 'person' && game.ai.status !== 'error')
    return opp.kind === 'bot'
      ? t('status.botThinking', { color: colorName(t, opp.color) })
      : t('status.engineThinking', { name: opp.name });
  const color = colorName(t, shown.turn);
  if (shown.handicapToPlace > 0)
    return t('status.placeHandicap', { color, count: shown.handicapToPlace });
  const you = opp.kind !== 'person' && game.live && !game.aiTurn;
  return t(you ? 'status.toPlayYou' : 'status.toPlay', { color });
}

export function GoPlay(props: GoPlayProps): ReactNode {
  const { t } = useTranslation(['go', 'common']);
  const f = useFormat();
  const spec = useMemo(() => goSpec(t), [t]);
  const face = useMemo(
    (): LocalFace<GoState, GoMove, GoOptions, GameSettings> => ({
      rules: (m) => rulesLine(t, m.state.rules),
      status: (c) => statusText(t, c),
      download: (m) => {
        const rec = withGameInfo(t, m);
        return {
          label: t('sgf.save'),
          fileName: sgfFileName(rec),
          mime: 'application/x-go-sgf',
          text: () => recordToSgfText(rec),
        };
      },
      pass: PASS,
    }),
    [t],
  );
  const session = useLocalSession(spec, face);
  const game: GoGame = session.controller;
  const { match, shown } = game;
  const [startError, setStartError] = useState<string | undefined>(undefined);
  const [formOpen, setFormOpen] = useState(() => game.match.plies === 0 && !props.start);
  const starting = useRef(props.start);
  useEffect(() => {
    if (starting.current) game.start(starting.current);
    starting.current = undefined;
  }, [game]);
  const { record, ids } = recordOfMatch(match);
  const current = ids[game.shownPly] ?? 0;
  const line = useMemo(() => new Set(ids), [ids]);
  const counting = match.scoring && game.live ? match.scoring : undefined;
  const confirm = useConfirmMove({ position: shown, enabled: game.canPlay, onCommit: game.play });
  const breakdown = useMemo(
    () => (counting ? score(match.state, { dead: counting.dead }) : undefined),
    [counting, match.state],
  );
  // The network's dead stones at the count (once per position), and its estimate in play.
  const [netDead, setNetDead] = useState<{ plies: number; dead: readonly string[] } | undefined>();
  const [showEstimate, setShowEstimate] = useState(false);
  const [estimate, setEstimate] = useState<
    { plies: number; e?: GoEstimate; error?: string } | undefined
  >();
  const counts = counting !== undefined && !match.result;
  const deadTarget = (): Set<string> =>
    new Set(
      netDead?.plies === match.plies ? netDead.dead : guessDeadStones(match.state).dead.map(pointKey),
    );
  const latest = useRef(match);
  latest.current = match;
  const toward = (target: Set<string>): void => {
    // Toggle the groups that differ from the target until none does.
    const dead = new Set((latest.current.scoring?.dead ?? []).map(pointKey));
    const differ = [...target].filter((k) => !dead.has(k));
    differ.push(...[...dead].filter((k) => !target.has(k)));
    const seen = new Set<string>();
    for (const k of differ) {
      if (seen.has(k)) continue;
      const [x, y] = k.split(',').map(Number) as [number, number];
      for (const q of chainAt(match.state, { x, y })) seen.add(pointKey(q));
      game.markDead({ x, y });
    }
  };
  useEffect(() => {
    if (!counts || netDead?.plies === match.plies) return;
    let live = true;
    const plies = match.plies;
    requestGoEstimate({ game: 'go', options: match.options, moves: toNotation(match) })
      .then((e) => {
        if (!live) return;
        const stones: { x: number; y: number; color: 'black' | 'white' }[] = [];
        stoneRows(match.state).forEach((row, y) =>
          row.forEach((c, x) => {
            if (c !== undefined) stones.push({ x, y, color: c });
          }),
        );
        const dead = deadFromOwnership(stones, match.state.size, e.ownership).map(pointKey).sort();
        setNetDead({ plies, dead });
        // Only while the marks are still the automatic guess: a player's own marks stay.
        const now = latest.current;
        const key = (ps: readonly string[]): string => [...ps].sort().join(' ');
        const untouched =
          now.plies === plies &&
          now.scoring !== undefined &&
          !now.result &&
          key(now.scoring.dead.map(pointKey)) === key(guessDeadStones(now.state).dead.map(pointKey));
        if (!untouched || key(dead) === key(now.scoring?.dead.map(pointKey) ?? [])) return;
        toward(new Set(dead));
        game.say({ kind: 'info', text: t('estimate.deadMarked') });
      })
      .catch(() => undefined); // the static guess stays
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [counts, match.plies]);
  useEffect(() => {
    if (!showEstimate || counting) return;
    let live = true;
    const plies = match.plies;
    requestGoEstimate({ game: 'go', options: match.options, moves: toNotation(match) })
      .then((e) => live && setEstimate({ plies, e }))
      .catch((error: unknown) => live && setEstimate({ plies, error: String(error) }));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [showEstimate, match.plies, counting !== undefined]);
  const guessed = useMemo(() => {
    if (!counting) return false;
    const key = (ps: readonly string[]): string => [...ps].sort().join(' ');
    return key([...deadTarget()]) === key(counting.dead.map(pointKey));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [counting, match.state, netDead]);

  const nav = (to: NavTarget): void => {
    const p = game.shownPly;
    if (to === 'start') game.goTo(0);
    else if (to === 'prev') game.goTo(p - 1);
    else if (to === 'next') game.goTo(p + 1);
    else if (to === 'end') game.goTo(match.plies);
  };
  useGoKeys(nav, game.undo);

  const start = (s: GameSettings): void => {
    const why = checkSettings(t, s);
    setStartError(why);
    if (!why) {
      rememberGoChoice(s);
      game.start(s);
    }
  };
  const resetDead = (): void => toward(deadTarget());
  const estimateText = (): string => {
    if (!estimate || estimate.plies !== match.plies) return t('estimate.thinking');
    if (estimate.error !== undefined || !estimate.e) return t('estimate.unavailable', { error: estimate.error ?? '' });
    const { blackLead, blackWin } = estimate.e;
    const lead = Math.round(Math.abs(blackLead) * 2) / 2;
    if (lead < 0.5) return t('estimate.even', { percent: Math.round(blackWin * 100) });
    const black = blackLead > 0;
    return t('estimate.text', {
      side: colorName(t, black ? 'black' : 'white'),
      points: f.number(lead),
      percent: Math.round((black ? blackWin : 1 - blackWin) * 100),
    });
  };

  const opp = opponentOf(match);
  const clock = match.clock;
  const names = { black: sideName(t, 'black', match), white: sideName(t, 'white', match) };

  return (
    <GoLayout
      session={session}
      lede={t('lede')}
      resultText={
        match.result ? (
          <span data-testid="result-text">{`${resultText(t, match) ?? ''} (${sgfResult(match.result)})`}</span>
        ) : undefined
      }
      onNewGame={() => {
        setFormOpen(true);
        requestAnimationFrame(() => document.getElementById('go-size')?.focus());
      }}
      onOpen={props.onOpen}
      savedNotice={props.notice}
      status={{ turn: shown.turn, text: statusText(t, game) }}
      clocks={
        clock ? (
          <ClockDisplay
            clock={clock}
            turn={turn(match)}
            running={!match.result}
            names={names}
            lowTimeSound={game.clockSound}
          />
        ) : null
      }
      state={shown}
      board={{
        last: shown.lastMove?.type === 'play' ? shown.lastMove.point : undefined,
        counting:
          counting && breakdown
            ? { dead: new Set(counting.dead.map(pointKey)), ownership: breakdown.ownership }
            : undefined,
        ghost: game.canPlay ? shown.turn : undefined,
        disabled: false,
        tentative: confirm.board,
        onActivate: (p) =>
          counting && !match.result
            ? game.markDead(p)
            : confirm.tap(
                placeAt(p, shown.turn, { type: 'play', point: p }, formatVertex(p, shown.size)),
              ),
      }}
      refusal={game.notice?.kind === 'refusal' ? game.notice.text : ''}
      info={game.notice?.kind === 'info' ? game.notice.text : undefined}
      error={
        game.ai.status === 'error' ? (
          <div className="note note--bad go-engine-error" role="alert" data-testid="engine-error">
            <span>
              {opp.kind === 'bot' ? t('botFailed', { error: game.ai.error ?? '' }) : game.ai.error}
            </span>{' '}
            <button type="button" onClick={game.ai.retry} data-testid="engine-retry">
              {t('retry')}
            </button>
          </div>
        ) : null
      }
      controls={(numbers) => (
        <>
          <ConfirmMoveBar confirm={confirm} />
          <SessionActions
            session={session}
            undoLabel={opp.kind === 'person' ? t('undo') : t('play.undoMine')}
          >
            <button
              type="button"
              onClick={() => confirm.tap(passMove({ type: 'pass' }))}
              disabled={!game.canPlay || !game.live}
              data-testid="pass"
            >
              {t('pass')}
            </button>
            {numbers}
          </SessionActions>
        </>
      )}
      nav={nav}
      variations={false}
      top={
        <>
          {/* Beside the board, not among its buttons: they keep to the rows the fit measured. */}
          <ConfirmMoveSetting />
          {!counting && !match.result ? (
            <div className="go-estimate">
              <label>
                <input
                  type="checkbox"
                  checked={showEstimate}
                  onChange={(e) => setShowEstimate(e.currentTarget.checked)}
                  data-testid="estimate-toggle"
                />{' '}
                {t('estimate.show')}
              </label>
              {showEstimate ? (
                <p
                  aria-live="polite"
                  data-testid="score-estimate"
                  data-ply={estimate?.e && estimate.plies === match.plies ? estimate.plies : undefined}
                  data-eval-ms={
                    estimate?.e && estimate.plies === match.plies ? estimate.e.ms.toFixed(1) : undefined
                  }
                >
                  {estimateText()}
                </p>
              ) : null}
            </div>
          ) : null}
          {breakdown && counting ? (
            <ScorePanel
              score={breakdown}
              guess={guessed}
              deadCount={counting.dead.length}
              accepted={match.result ? sgfResult(match.result) : undefined}
              onAccept={game.acceptScore}
              onReset={resetDead}
            />
          ) : null}
        </>
      }
      tree={{
        title: t('play.movesTitle'),
        record,
        current,
        line,
        onSelect: (id) => game.goTo(Math.max(0, ids.indexOf(id))),
      }}
      form={{
        initial: game.settings,
        error: startError,
        onStart: start,
        engines: props.engines,
        open: formOpen,
        onOpenChange: setFormOpen,
      }}
      sgf={{
        onSave: () => {
          const rec = withGameInfo(t, match);
          const name = downloadSgf(recordToSgfText(rec), sgfFileName(rec));
          game.say({ kind: 'info', text: t('announce.saved', { file: name }) });
        },
        error: props.loadError,
        warning: undefined,
        paste: props.paste,
      }}
      rules={
        <RulesFacts
          rules={match.state.rules}
          opponent={opp}
          {...(clock ? { clock: describeControl(t, f.lang, clock.control) } : {})}
        />
      }
    />
  );
}
