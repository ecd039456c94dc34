/**
 * An online Go game at /go/online/<id>, an online session on the shared page skeleton
 * (`GameShell`: the rules line, the result with Rematch and Download, the move list):
 * the Go board driven by the server, Pass, and after two passes the counting (`mark-dead` toggles a group for
 * both players and clears their acceptances; the score is final when both accept),
 * with the online panel beside it. The opponent may be a friend or a server engine.
 * The rules and komi are always shown; a finished game downloads as SGF.
 *
 * @example
 * ```tsx
 * // at /go/online/Ab3dE5gH7k
 * <GoOnline id="Ab3dE5gH7k" />
 * ```
 */
import { pointKey, type Color, type Point } from '@qipan/core';
import {
  chainAt,
  formatVertex,
  guessDeadStones,
  parseVertex,
  PASS,
  score,
  setRootProperties,
  stoneRows,
  type GoMove,
  type GoOptions,
  type GoRules,
  type GoState,
} from '@qipan/go';
import { goMatch, toNotation, type MatchResult } from '@qipan/match';
import type { Snapshot } from '@qipan/protocol';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { deadFromOwnership, requestGoEstimate } from '../../ai/estimate.js';
import { useTranslation } from 'react-i18next';
import { ClockDisplay } from '../../components/ClockDisplay.js';
import type { MoveItem } from '../../components/MoveList.js';
import { TEXT } from '../../session/local/messages.js';
import { describeControl } from '../../session/local/time.js';
import { recordFileName, sgfDate } from '../../online/download.js';
import { downloadText } from '../../storage/download.js';
import { OnlinePanel, OnlineNotices, RematchButtons } from '../../online/OnlinePanel.js';
import { onlineResultText } from '../../online/result.js';
import { useOnlineSession, type OnlineFace } from '../../session/useOnlineSession.js';
import { GameShell } from '../../shell/GameShell.js';
import { navigate } from '../../router.js';
import { MoveBox } from '../../shortcuts/MoveBox.js';
import { goMoveReader } from '../../shortcuts/typedMove.js';
import { ConfirmMoveBar } from '../../touch/ConfirmMoveBar.js';
import { ConfirmMoveSetting } from '../../touch/ConfirmMoveSetting.js';
import { passMove, placeAt, useConfirmMove } from '../../touch/useConfirmMove.js';
import { useBoardFit } from './boardFit.js';
import { GoBoard } from './GoBoard.js';
import { goMoveSound, resultText } from './goSpec.js';
import { colorName, num, resultText as reText, rulesLine, type TFunction } from './labels.js';
import { NativeName } from '../../i18n/NativeName.js';
import { recordOfMatch, sgfResult, type GoMatch } from './matchRecord.js';
import { recordToSgfText } from './sgfio.js';
import { ScorePanel } from './ScorePanel.js';
import './go.css';
import './go-panels.css';

/** The rules of the game, its komi and handicap: what both players agreed to. */
function OnlineRules({
  rules: r,
  seats,
}: {
  readonly rules: GoRules;
  readonly seats: Snapshot['seats'] | undefined;
}): ReactNode {
  const { t } = useTranslation(['go', 'common']);
  const engine = (['black', 'white'] as const).find((c) => seats?.[c].kind === 'engine');
  const seat = engine ? seats?.[engine] : undefined;
  return (
    <section className="panel small" aria-labelledby="rules-title" data-testid="online-rules">
      <h2 id="rules-title">{t('facts.title')}</h2>
      <dl className="facts">
        <dt>{t('facts.board')}</dt>
        <dd>{t('facts.size', { size: r.size })}</dd>
        <dt>{t('facts.rules')}</dt>
        <dd data-testid="rules-value" data-preset={r.preset}>
          {t('facts.rulesValue', {
            preset: t(`rules.preset.${r.preset}`),
            scoring: t(`rules.scoring.${r.scoring}`),
            ko: t(`rules.ko.${r.ko}`),
            suicide: t(`rules.suicide.${r.suicide}`),
          })}
        </dd>
        <dt>{t('facts.komi')}</dt>
        <dd data-testid="komi-value" data-komi={r.komi}>
          {num(t, r.komi)}
        </dd>
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
        {engine && seat ? (
          <>
            <dt>{t('facts.opponent')}</dt>
            <dd data-testid="engine-value" data-level={seat.level}>
              {seat.level === undefined
                ? t('facts.engine', {
                    name: seat.name ?? '',
                    color: t(`facts.side.${engine}`),
                  })
                : t('facts.engineLevel', {
                    name: seat.name ?? '',
                    level: seat.level,
                    color: t(`facts.side.${engine}`),
                  })}
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

/**
 * The result in the words of Go records (as a reviewed SGF reads): "Black wins by
 * resignation", 黑方中盘胜; the shared sentences for the rest (abandon, agreement…).
 */
function goResultText(
  t: TFunction,
  match: GoMatch,
  result: MatchResult,
  seatName: (c: Color) => string,
): string {
  if (result.winner && (result.reason === 'resign' || result.reason === 'timeout'))
    return reText(t, sgfResult(result));
  return onlineResultText(t, match, result, seatName, (m) => resultText(t, m));
}

/** The finished game as SGF: the moves, rules and komi of the match, with date, players and RE. */
function gameSgf(match: GoMatch, result: MatchResult, seatName: (c: Color) => string): string {
  const { record } = recordOfMatch(match);
  return recordToSgfText(
    setRootProperties(record, {
      DT: [sgfDate()],
      PB: [seatName('black')],
      PW: [seatName('white')],
      RE: [sgfResult(result)],
    }),
  );
}

export function GoOnline({ id }: { readonly id: string }): ReactNode {
  const { t } = useTranslation(['go', 'common']);
  const { t: to } = useTranslation('online');
  const face = useMemo(
    (): OnlineFace<GoState, GoMove, GoOptions> => ({
      name: (c) => colorName(t, c),
      rules: (m, _t, lang) =>
        `${rulesLine(t, { ...m.state.rules, handicap: 0 })}${
          m.clock ? ` · ${describeControl(t, lang, m.clock.control)}` : ''
        }`,
      ruleResult: (m) => resultText(t, m),
      moveSound: goMoveSound,
      pass: PASS,
    }),
    [t],
  );
  const { session: s, online: g } = useOnlineSession(id, 'go', goMatch, face);
  const { match, snapshot: snap } = g;
  const shown = s?.position;
  const fitRef = useBoardFit(match !== undefined && shown !== undefined);
  const size = match?.state.size ?? 19;
  const seated = g.you === 'black' || g.you === 'white';
  const live = s?.live ?? false;

  const dead = useMemo(() => {
    const out: Point[] = [];
    for (const v of snap?.scoring?.dead ?? []) {
      const p = parseVertex(v, size);
      if (p) out.push(p);
    }
    return out;
  }, [snap?.scoring?.dead, size]);
  const counting = snap?.scoring !== undefined && match !== undefined && live;
  const breakdown = useMemo(
    () => (counting && match ? score(match.state, { dead }) : undefined),
    [counting, match, dead],
  );
  const guessed = useMemo(() => {
    if (!counting || !match) return false;
    const key = (ps: readonly Point[]): string => ps.map(pointKey).sort().join(' ');
    return key(guessDeadStones(match.state).dead) === key(dead);
  }, [counting, match, dead]);

  // At the count, one client marks the dead stones the network's ownership sees, while
  // the marks are still the server's automatic guess: Black's (White's when Black is an
  // engine), so two clients never toggle the same group. Both players still accept.
  const [netDead, setNetDead] = useState<{ plies: number; state: 'asking' | 'marked' | 'kept' }>();
  const tried = useRef<number | undefined>(undefined);
  const marker: Color = snap?.seats.black.kind === 'engine' ? 'white' : 'black';
  const plies = match?.plies;
  useEffect(() => {
    if (!counting || !guessed || !match || g.you !== marker || g.result || g.conn !== 'open')
      return;
    if (tried.current === match.plies) return;
    tried.current = match.plies;
    const at = match.plies;
    setNetDead({ plies: at, state: 'asking' });
    requestGoEstimate({ game: 'go', options: match.options, moves: toNotation(match) })
      .then((e) => {
        const stones: { x: number; y: number; color: Color }[] = [];
        stoneRows(match.state).forEach((row, y) =>
          row.forEach((c, x) => {
            if (c !== undefined) stones.push({ x, y, color: c });
          }),
        );
        const target = new Set(deadFromOwnership(stones, size, e.ownership).map(pointKey));
        const now = new Set(dead.map(pointKey));
        const seen = new Set<string>();
        let toggled = 0;
        for (const k of [...target, ...now]) {
          if (seen.has(k) || target.has(k) === now.has(k)) continue;
          const [x, y] = k.split(',').map(Number) as [number, number];
          for (const q of chainAt(match.state, { x, y })) seen.add(pointKey(q));
          g.act({ type: 'mark-dead', point: formatVertex({ x, y }, size) });
          toggled++;
        }
        setNetDead({ plies: at, state: toggled > 0 ? 'marked' : 'kept' });
      })
      .catch(() => setNetDead({ plies: at, state: 'kept' })); // the server's guess stays
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [counting, guessed, plies, g.you, marker]);

  const items: MoveItem[] = (s?.moves ?? []).map((n, k) => {
    const color = n.color ?? 'black';
    const text =
      n.move?.type === 'play'
        ? formatVertex(n.move.point, size)
        : n.move?.type === 'pass'
          ? t('pass')
          : '';
    return {
      number: String(k + 1),
      text,
      dot: color,
      detail: n.move ? colorName(t, color) : '',
    };
  });

  const seatName = (c: Color): string => {
    const v = snap?.seats[c];
    return v?.kind === 'engine' && v.name ? v.name : colorName(t, c);
  };
  const names = { black: colorName(t, 'black'), white: colorName(t, 'white') };
  const canPlay = g.canMove && live;
  const canMark = counting && seated && !g.result && g.conn === 'open';
  const confirm = useConfirmMove({ position: shown, enabled: canPlay, onCommit: g.play });

  let status = '';
  if (match && snap) {
    const color = colorName(t, match.state.turn);
    if (g.result) status = to('status.over');
    else if (snap.status === 'waiting') status = to('waiting');
    else if (snap.scoring) status = to('status.counting');
    else if (g.sending) status = to('status.sending');
    else if (snap.thinking) status = to('status.thinking', { name: seatName(snap.thinking) });
    else if (g.myTurn) status = to('status.yourTurn', { color });
    else status = to('status.toPlay', { color });
  }
  const accepted = snap?.scoring?.accepted;
  const activate = (p: Point): void =>
    canMark
      ? g.act({ type: 'mark-dead', point: formatVertex(p, size) })
      : g.play({ type: 'play', point: p });
  const title = (
    <>
      {t('title')}
      <NativeName>围棋</NativeName>
    </>
  );

  if (!s || !match || !shown)
    return (
      <section className="page go go-online">
        <div className="page-head">
          <div>
            <h1>{title}</h1>
          </div>
        </div>
        <OnlineNotices game={g} />
      </section>
    );
  return (
    <GameShell
      // The clocks stay in the board column (counted by the board's fit).
      session={{ ...s, clock: undefined }}
      className="go go-online go-side"
      title={title}
      sideLabel={t('sideLabel')}
      notices={<OnlineNotices game={g} />}
      board={
        <div className="go-main go-main--fit" ref={fitRef}>
          <p className="go-status" data-testid="status">
            {g.result ? null : (
              <span
                className={`go-turn go-turn--${match.state.turn}`}
                aria-hidden="true"
                data-turn={match.state.turn}
              />
            )}
            <span data-testid={g.snapshot?.status === 'waiting' ? 'online-waiting' : undefined}>
              {status}
            </span>
          </p>
          {g.clock ? (
            <ClockDisplay
              clock={g.clock}
              turn={snap?.clock?.running ?? match.state.turn}
              running={g.clock.runningSince !== undefined}
              names={{ black: seatName('black'), white: seatName('white') }}
              lowTimeSound={g.clockSound}
            />
          ) : null}
          <div className="go-board-wrap">
            <GoBoard
              state={shown}
              last={shown.lastMove?.type === 'play' ? shown.lastMove.point : undefined}
              numbers={undefined}
              counting={
                counting && breakdown
                  ? { dead: new Set(dead.map(pointKey)), ownership: breakdown.ownership }
                  : undefined
              }
              ghost={canPlay ? shown.turn : undefined}
              disabled={!canPlay && !canMark}
              tentative={confirm.board}
              onActivate={(p) =>
                canMark
                  ? activate(p)
                  : confirm.tap(
                      placeAt(p, shown.turn, { type: 'play', point: p }, formatVertex(p, size)),
                    )
              }
            />
          </div>
          {confirm.on ? (
            <div className="go-controls">
              <ConfirmMoveBar confirm={confirm} />
            </div>
          ) : null}
          <MoveBox {...goMoveReader(size)} play={activate} canPlay={canPlay || canMark} />
        </div>
      }
      status={null}
      resultText={
        g.result ? (
          <span data-testid="result-text">{`${goResultText(t, match, g.result, seatName)} (${sgfResult(g.result)})`}</span>
        ) : undefined
      }
      resultButtons={
        <RematchButtons
          game={g}
          onNewGame={() => navigate('/go')}
          download={{
            label: to('buttons.downloadSgf'),
            save: () => {
              if (g.result)
                downloadText(
                  recordFileName('go', id, 'sgf'),
                  gameSgf(match, g.result, seatName),
                  'application/x-go-sgf',
                );
            },
          }}
        />
      }
      onNewGame={() => navigate('/go')}
      actions={
        <>
          {breakdown && counting && !g.result ? (
            <>
              <ScorePanel
                score={breakdown}
                guess={guessed}
                deadCount={dead.length}
                accepted={undefined}
                {...(canMark && seated && !accepted?.[g.you === 'white' ? 'white' : 'black']
                  ? { onAccept: () => g.act({ type: 'accept-score' }) }
                  : {})}
              />
              {netDead?.plies === match.plies ? (
                <p className="note small" data-testid="net-dead-note" data-state={netDead.state}>
                  {netDead.state === 'marked' ? t('estimate.deadMarked') : ''}
                </p>
              ) : null}
              <p className="note small" data-testid="online-accepted">
                {(['black', 'white'] as const)
                  .filter((c) => accepted?.[c])
                  .map((c) => TEXT.accepted(t, seatName(c)))
                  .join(t('common:sentenceGap'))}
              </p>
            </>
          ) : null}
          <OnlinePanel game={g} names={names}>
            <button
              type="button"
              onClick={() => confirm.tap(passMove({ type: 'pass' }))}
              disabled={!canPlay}
              data-testid="pass"
            >
              {t('pass')}
            </button>
            <ConfirmMoveSetting />
          </OnlinePanel>
        </>
      }
      moves={items}
      panels={<OnlineRules rules={match.state.rules} seats={snap?.seats} />}
    />
  );
}
