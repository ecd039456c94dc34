/**
 * An online Gomoku game at /gomoku/online/<id>: the same board, move list and clocks
 * as the local page, driven by the server (a click asks the server; the stone
 * appears when it is acknowledged), with the online panel beside it. A finished game
 * downloads as SGF.
 *
 * @example
 * ```tsx
 * // at /gomoku/online/Ab3dE5gH7k
 * <GomokuOnline id="Ab3dE5gH7k" />
 * ```
 */
import type { Color, Point } from '@qipan/core';
import { forbiddenPoints, formatPoint, toSgf, type SwapChoice } from '@qipan/gomoku';
import { gomokuMatch, lineMoves } from '@qipan/match';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockDisplay } from '../components/ClockDisplay.js';
import { MoveList } from '../components/MoveList.js';
import { ResultPanel } from '../components/ResultPanel.js';
import { useFormat } from '../i18n/useFormat.js';
import type { Tr } from '../match/messages.js';
import { describeControl } from '../match/time.js';
import { downloadText, recordFileName, sgfDate, sgfOutcome } from '../online/download.js';
import { OnlinePanel, OnlineNotices, RematchButtons } from '../online/OnlinePanel.js';
import { onlineResultText } from '../online/result.js';
import { useOnlineGame } from '../online/useOnlineGame.js';
import { useOnlineSounds } from '../online/useOnlineSounds.js';
import { useTravel } from '../online/useTravel.js';
import { navigate } from '../router.js';
import { MoveBox } from '../shortcuts/MoveBox.js';
import { gomokuMoveReader } from '../shortcuts/typedMove.js';
import { ConfirmMoveBar } from '../touch/ConfirmMoveBar.js';
import { ConfirmMoveSetting } from '../touch/ConfirmMoveSetting.js';
import { placeAt, useConfirmMove } from '../touch/useConfirmMove.js';
import { GomokuBoard } from './GomokuBoard.js';
import { moveItems } from './GomokuPage.js';
import { resultText } from './gomokuMatch.js';
import './gomoku.css';

export function GomokuOnline({ id }: { readonly id: string }): ReactNode {
  const g = useOnlineGame(id, 'gomoku', gomokuMatch);
  const { t } = useTranslation(['gomoku', 'common']);
  const { t: to } = useTranslation('online');
  const f = useFormat();
  const { match } = g;
  const travel = useTravel(match);
  useOnlineSounds(g, travel);
  const state = travel.shown;
  const [hover, setHover] = useState<Point | undefined>(undefined);
  const forbidden = useMemo(
    () => (state && state.config.rule === 'renju' && !state.outcome ? forbiddenPoints(state) : []),
    [state],
  );
  const moves = useMemo(() => (match ? lineMoves(match) : []), [match]);
  const name = (c: Color): string => t(`common:color.${c}`);
  const names = { black: name('black'), white: name('white') };
  const canPlay = g.canMove && travel.live;
  const choosing = state?.phase === 'swap2-choose' || state?.phase === 'swap2-final-choice';
  const choices: SwapChoice[] =
    state?.phase === 'swap2-choose' ? ['black', 'white', 'place-two'] : ['black', 'white'];
  const confirm = useConfirmMove({
    position: state,
    enabled: canPlay && !choosing,
    onCommit: g.play,
  });

  let status = '';
  if (match && g.snapshot) {
    if (g.result) status = to('status.over');
    else if (g.snapshot.status === 'waiting') status = to('waiting');
    else if (g.sending) status = to('status.sending');
    else if (g.myTurn) status = to('status.yourTurn', { color: name(match.state.turn) });
    else status = to('status.toPlay', { color: name(match.state.turn) });
  }

  return (
    <section className="page gomoku gomoku-online">
      <div className="page-head">
        <div>
          <h1>
            {t('title')}
            {f.lang === 'zh' ? null : (
              <>
                {' '}
                <span lang="zh" className="native">
                  五子棋
                </span>
              </>
            )}
          </h1>
          {match ? (
            <p className="lede" data-testid="game-info">
              {t('info', { size: match.state.size, rule: t(`rule.${match.state.config.rule}`) })}
              {match.state.config.opening === 'swap2' ? ` · ${t('swap2Info')}` : ''}
              {g.clock ? ` · ${describeControl(t as Tr, f.lang, g.clock.control)}` : ''}
            </p>
          ) : null}
        </div>
      </div>
      <OnlineNotices game={g} />
      {match && state ? (
        <div className="game-layout">
          <div className={`gk-board-area${state.outcome ? ' gk-board-area--over' : ''}`}>
            <GomokuBoard
              state={state}
              forbidden={forbidden}
              numbers={false}
              ghostColor={canPlay && !choosing ? state.turn : undefined}
              hover={hover}
              disabled={!canPlay || choosing}
              label={t('boardLabel', { size: state.size })}
              tentative={confirm.board}
              onActivate={(p) =>
                confirm.tap(placeAt(p, state.turn, { x: p.x, y: p.y }, formatPoint(p, state.size)))
              }
              onHover={setHover}
            />
            <MoveBox
              {...gomokuMoveReader(state.size)}
              play={(p) => g.play({ x: p.x, y: p.y })}
              canPlay={canPlay && !choosing}
            />
            <ConfirmMoveBar confirm={confirm} />
            {choosing && canPlay ? (
              <div className="button-row" role="group" aria-label={t('status.swap2Choice')}>
                {choices.map((c) => (
                  <button
                    key={c}
                    type="button"
                    className={c === 'place-two' ? undefined : 'primary'}
                    data-choice={c}
                    onClick={() => g.play({ choose: c })}
                  >
                    {c === 'place-two'
                      ? t('status.placeTwo')
                      : t('status.playColor', { color: t(`common:color.${c}`) })}
                  </button>
                ))}
              </div>
            ) : null}
          </div>
          <aside className="side" aria-label={t('side')}>
            <p className="online-status" data-testid="turn">
              {g.result ? null : (
                <span className={`side-dot side-dot--${match.state.turn}`} aria-hidden="true" />
              )}
              <span data-testid={g.snapshot?.status === 'waiting' ? 'online-waiting' : undefined}>
                {status}
              </span>
            </p>
            {g.clock ? (
              <ClockDisplay
                clock={g.clock}
                turn={g.snapshot?.clock?.running ?? match.state.turn}
                running={g.clock.runningSince !== undefined}
                names={names}
                lowTimeSound={g.clockSound}
              />
            ) : null}
            {g.result ? (
              <ResultPanel
                result={g.result}
                text={onlineResultText(t, match, g.result, name, (m) => resultText(m, t))}
                onRematch={() => undefined}
                onNewGame={() => navigate('/gomoku')}
                buttons={
                  <RematchButtons
                    game={g}
                    onNewGame={() => navigate('/gomoku')}
                    download={{
                      label: to('buttons.downloadSgf'),
                      save: () => {
                        if (!g.result) return;
                        const sgf = toSgf(match.state, {
                          DT: sgfDate(),
                          RE: sgfOutcome(g.result),
                        });
                        downloadText(
                          recordFileName('gomoku', id, 'sgf'),
                          `${sgf}\n`,
                          'application/x-go-sgf',
                        );
                      },
                    }}
                  />
                }
              />
            ) : null}
            <OnlinePanel game={g} names={names}>
              <ConfirmMoveSetting />
            </OnlinePanel>
            <MoveList
              items={moveItems({ match, moves }, t)}
              shown={travel.shownPly}
              onGo={travel.goTo}
            />
          </aside>
        </div>
      ) : null}
    </section>
  );
}
