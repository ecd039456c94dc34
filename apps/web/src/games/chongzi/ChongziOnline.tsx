/**
 * An online Chongzi game at /chongzi/online/<id>: the local page's board (select a
 * piece, then its destination) and move list, driven by the server, with the online
 * panel beside it. Red holds the `black` seat, Blue the `white` one. A finished game
 * downloads as the JSON match record (moves, options, seats and result).
 *
 * @example
 * ```tsx
 * // at /chongzi/online/Ab3dE5gH7k
 * <ChongziOnline id="Ab3dE5gH7k" />
 * ```
 */
import { colorSide, type ChongziMove } from '@qipan/chongzi';
import type { Color, Point } from '@qipan/core';
import { chongziMatch, lineMoves, toRecord } from '@qipan/match';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockDisplay } from '../../components/ClockDisplay.js';
import { MoveList } from '../../components/MoveList.js';
import { ResultPanel } from '../../components/ResultPanel.js';
import { useFormat } from '../../i18n/useFormat.js';
import { describeControl } from '../../match/time.js';
import { downloadText, recordFileName } from '../../online/download.js';
import { OnlinePanel, OnlineNotices, RematchButtons } from '../../online/OnlinePanel.js';
import { onlineResultText } from '../../online/result.js';
import { useOnlineGame } from '../../online/useOnlineGame.js';
import { useOnlineSounds } from '../../online/useOnlineSounds.js';
import { useTravel } from '../../online/useTravel.js';
import { navigate } from '../../router.js';
import { MoveBox } from '../../shortcuts/MoveBox.js';
import { chongziMoveReader } from '../../shortcuts/typedMove.js';
import { ConfirmMoveBar } from '../../touch/ConfirmMoveBar.js';
import { ConfirmMoveSetting } from '../../touch/ConfirmMoveSetting.js';
import { useConfirmMove } from '../../touch/useConfirmMove.js';
import { ChongziBoard } from './ChongziBoard.js';
import { chongziMoveSound, resultText } from './chongziMatch.js';
import { moveItems } from './ChongziPage.js';
import { chongziTentative } from './confirm.js';
import { clickIntent, movableKeys, refusalSentence, targetKeys, type Refusal } from './model.js';
import './chongzi.css';
import './chongzi-panels.css';

const DOTS = { black: 'red', white: 'blue' } as const;

export function ChongziOnline({ id }: { readonly id: string }): ReactNode {
  const g = useOnlineGame(id, 'chongzi', chongziMatch);
  const { t } = useTranslation(['chongzi', 'common']);
  const { t: to } = useTranslation('online');
  const f = useFormat();
  const { match } = g;
  const travel = useTravel(match);
  useOnlineSounds(g, travel, chongziMoveSound);
  const shown = travel.shown;
  const live = match?.state;
  const interactive = g.canMove && travel.live;
  const [selected, setSelected] = useState<Point | null>(null);
  const [refusal, setRefusal] = useState<Refusal | undefined>(undefined);
  const plies = match?.plies ?? 0;
  useEffect(() => setSelected(null), [plies]);
  const confirm = useConfirmMove({
    position: shown,
    enabled: interactive,
    onCommit: (m: ChongziMove) => {
      setSelected(null);
      g.play(m);
    },
  });
  const targets = useMemo(
    () => (interactive && live ? targetKeys(live, selected) : new Set<string>()),
    [interactive, live, selected],
  );
  const movable = useMemo(
    () => (interactive && live ? movableKeys(live) : new Set<string>()),
    [interactive, live],
  );
  const moves = useMemo(() => (match ? lineMoves(match) : []), [match]);
  const name = (c: Color): string => t(`side.${colorSide(c)}`);
  const names = { black: name('black'), white: name('white') };

  const activate = (p: Point): void => {
    if (!interactive || !live) return;
    const intent = clickIntent(live, selected, p);
    if (intent.kind === 'select') setSelected(intent.at);
    else if (intent.kind === 'deselect') setSelected(null);
    else if (intent.kind === 'play') confirm.tap(chongziTentative(live, intent.move));
    if (intent.kind === 'select' || intent.kind === 'deselect') confirm.cancel();
    setRefusal(intent.kind === 'refuse' ? intent.reason : undefined);
  };

  /** A typed step (`C2-C3`): the piece picked, then its destination, as two clicks. */
  const typedStep = (from: Point, to: Point): void => {
    if (!interactive || !live) return;
    const pick = clickIntent(live, null, from);
    if (pick.kind !== 'select') {
      setRefusal(pick.kind === 'refuse' ? pick.reason : undefined);
      return;
    }
    const intent = clickIntent(live, from, to);
    if (intent.kind === 'play') {
      setSelected(null);
      g.play(intent.move);
    } else setSelected(from);
    setRefusal(intent.kind === 'refuse' ? intent.reason : undefined);
  };

  let status = '';
  if (match && g.snapshot) {
    const color = t(`side.${match.state.turn}`);
    if (g.result) status = to('status.over');
    else if (g.snapshot.status === 'waiting') status = to('waiting');
    else if (g.sending) status = to('status.sending');
    else if (g.myTurn) status = to('status.yourTurn', { color });
    else status = to('status.toPlay', { color });
  }
  const over = g.result !== undefined;
  const gap = t('common:sentenceGap');

  return (
    <section className="page chongzi chongzi-online">
      <div className="page-head">
        <div>
          <h1>
            {t('title')}
            {f.lang === 'zh' ? null : (
              <>
                {' '}
                <span lang="zh" className="native">
                  冲子
                </span>
              </>
            )}
          </h1>
          <p className="lede">{t('lede')}</p>
        </div>
      </div>
      <OnlineNotices game={g} />
      {match && shown ? (
        <div className="game-layout">
          <div className="cz-board-area">
            <div
              className={`cz-board-wrap${over ? ' cz-board-wrap--over' : ''}${travel.live ? '' : ' cz-board-wrap--past'}`}
              data-over={over || undefined}
            >
              <ChongziBoard
                id="cz-board"
                label={t('boardLabel', { n: shown.size })}
                state={shown}
                selected={travel.live ? selected : null}
                targets={targets}
                movable={movable}
                disabled={!interactive}
                tentative={travel.live ? confirm.board : undefined}
                onActivate={activate}
              />
            </div>
            <ConfirmMoveBar confirm={confirm} />
            <p className="cz-refusal" data-testid="refusal" aria-live="polite">
              {refusal ? refusalSentence(refusal, t) : ''}
            </p>
            <MoveBox
              {...chongziMoveReader(shown.size)}
              play={(m) => (m.kind === 'step' ? typedStep(m.from, m.to) : activate(m.at))}
              canPlay={interactive && travel.live}
            />
          </div>
          <aside className="side" aria-label={t('sideLabel')}>
            <p className="online-status" data-testid="turn">
              {g.result ? null : (
                <span className={`side-dot side-dot--${match.state.turn}`} aria-hidden="true" />
              )}
              <span data-testid={g.snapshot?.status === 'waiting' ? 'online-waiting' : undefined}>
                {status}
              </span>
            </p>
            <p className="cz-setup" data-testid="setup">
              {t('setup', {
                n: match.state.size,
                start: t(`start.${match.state.options.start}`),
                opponent: to('panel'),
              })}
              {g.clock
                ? `${gap}${describeControl(t, f.lang, g.clock.control)}${t('periodMark')}`
                : ''}
            </p>
            {g.clock ? (
              <ClockDisplay
                clock={g.clock}
                turn={g.snapshot?.clock?.running ?? g.actor ?? 'black'}
                running={g.clock.runningSince !== undefined}
                names={names}
                dots={DOTS}
                lowTimeSound={g.clockSound}
              />
            ) : null}
            {g.result ? (
              <ResultPanel
                testId="end"
                result={g.result}
                reason={match.state.outcome?.reason ?? g.result.reason}
                text={
                  <>
                    <strong>{t('gameOver')}</strong>
                    {gap}
                    {onlineResultText(t, match, g.result, name, (m) => resultText(m, t))}
                  </>
                }
                onRematch={() => undefined}
                onNewGame={() => navigate('/chongzi')}
                buttons={
                  <RematchButtons
                    game={g}
                    onNewGame={() => navigate('/chongzi')}
                    download={{
                      label: to('buttons.downloadJson'),
                      save: () => {
                        if (!g.result) return;
                        const record = toRecord({ ...match, result: g.result });
                        downloadText(
                          recordFileName('chongzi', id, 'json'),
                          `${JSON.stringify(record, null, 2)}\n`,
                          'application/json',
                        );
                      },
                    }}
                  />
                }
              />
            ) : null}
            <OnlinePanel game={g} names={names} dots={DOTS}>
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
