/**
 * An online Gomoku game at /gomoku/online/<id>: the same shell, board and move list
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
import type { Point } from '@qipan/core';
import {
  forbiddenPoints,
  formatPoint,
  type GomokuMove,
  type GomokuOptions,
  type GomokuState,
} from '@qipan/gomoku';
import { gomokuMatch } from '@qipan/match';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { say } from '../../session/local/messages.js';
import { recordFileName } from '../../online/download.js';
import { OnlinePanel, OnlineNotices, RematchButtons } from '../../online/OnlinePanel.js';
import { navigate } from '../../router.js';
import { useOnlineSession, type OnlineFace } from '../../session/useOnlineSession.js';
import { GameShell } from '../../shell/GameShell.js';
import { GameTitle } from '../../shell/GameTitle.js';
import { MoveBox } from '../../shortcuts/MoveBox.js';
import { gomokuMoveReader } from '../../shortcuts/typedMove.js';
import { ConfirmMoveBar } from '../../touch/ConfirmMoveBar.js';
import { ConfirmMoveSetting } from '../../touch/ConfirmMoveSetting.js';
import { placeAt, useConfirmMove } from '../../touch/useConfirmMove.js';
import { GomokuBoard } from './GomokuBoard.js';
import { Swap2Choices } from './StatusPanel.js';
import { gomokuRules, gomokuSgf, resultText } from './gomokuMatch.js';
import { moveItems } from './moves.js';
import './gomoku.css';

const face = (id: string): OnlineFace<GomokuState, GomokuMove, GomokuOptions> => ({
  name: (c, t) => say(t)(`common:color.${c}`),
  rules: (m, t, lang) => gomokuRules(m.state, t, lang, undefined, m.clock?.control),
  ruleResult: resultText,
  download: (m, result, t) => gomokuSgf(m, result, t, recordFileName('gomoku', id, 'sgf')),
});

export function GomokuOnline({ id }: { readonly id: string }): ReactNode {
  const f = useMemo(() => face(id), [id]);
  const { session: s, online: g } = useOnlineSession(id, 'gomoku', gomokuMatch, f);
  const { t } = useTranslation(['gomoku', 'common']);
  const state = s?.position;
  const [hover, setHover] = useState<Point | undefined>(undefined);
  const forbidden = useMemo(
    () => (state && state.config.rule === 'renju' && !state.outcome ? forbiddenPoints(state) : []),
    [state],
  );
  const canPlay = s?.can.play ?? false;
  const choosing = state?.phase === 'swap2-choose' || state?.phase === 'swap2-final-choice';
  const confirm = useConfirmMove({
    position: state,
    enabled: canPlay && !choosing,
    onCommit: g.play,
  });
  const names = { black: t('common:color.black'), white: t('common:color.white') };

  if (!s || !state)
    return (
      <section className="page gomoku gomoku-online">
        <div className="page-head">
          <div>
            <h1>
              <GameTitle name={t('title')} native="五子棋" />
            </h1>
          </div>
        </div>
        <OnlineNotices game={g} />
      </section>
    );
  return (
    <GameShell
      session={s}
      className="gomoku gomoku-online"
      title={<GameTitle name={t('title')} native="五子棋" />}
      sideLabel={t('side')}
      notices={<OnlineNotices game={g} />}
      board={
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
            play={(p) => s.play({ x: p.x, y: p.y })}
            canPlay={canPlay && !choosing}
          />
          <ConfirmMoveBar confirm={confirm} />
          {choosing && canPlay && state ? (
            <Swap2Choices state={state} choose={(c) => s.play({ choose: c })} />
          ) : null}
        </div>
      }
      actions={
        <OnlinePanel game={g} names={names}>
          <ConfirmMoveSetting />
        </OnlinePanel>
      }
      resultButtons={
        <RematchButtons
          game={g}
          onNewGame={() => navigate('/gomoku')}
          download={s.download ? { label: s.download.label, save: s.saveRecord } : undefined}
        />
      }
      moves={moveItems(s.moves, state.size, t)}
      onNewGame={() => navigate('/gomoku')}
    />
  );
}
