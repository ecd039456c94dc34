/**
 * An online Chongzi game at /chongzi/online/<id>: the local page's shell, board
 * (select a piece, then its destination) and move list, driven by the server, with
 * the online panel beside it. Red holds the `black` seat, Blue the `white` one. A
 * finished game downloads as the JSON match record (moves, options, seats and result).
 *
 * @example
 * ```tsx
 * // at /chongzi/online/Ab3dE5gH7k
 * <ChongziOnline id="Ab3dE5gH7k" />
 * ```
 */
import {
  colorSide,
  type ChongziMove,
  type ChongziOptions,
  type ChongziState,
} from '@qipan/chongzi';
import { chongziMatch } from '@qipan/match';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { say } from '../../match/messages.js';
import { recordFileName } from '../../online/download.js';
import { OnlinePanel, OnlineNotices, RematchButtons } from '../../online/OnlinePanel.js';
import { navigate } from '../../router.js';
import { useOnlineSession, type OnlineFace } from '../../session/useOnlineSession.js';
import { GameShell } from '../../shell/GameShell.js';
import { GameTitle } from '../../shell/GameTitle.js';
import { ConfirmMoveSetting } from '../../touch/ConfirmMoveSetting.js';
import { chongziJson, chongziMoveSound, chongziRules, resultText } from './chongziMatch.js';
import { moveItems } from './board.js';
import { PlayArea } from './PlayArea.js';
import { RulesPanel } from './RulesPanel.js';
import './chongzi.css';
import './chongzi-panels.css';

const DOTS = { black: 'red', white: 'blue' } as const;

const face = (id: string): OnlineFace<ChongziState, ChongziMove, ChongziOptions> => ({
  name: (c, t) => say(t)(`chongzi:side.${colorSide(c)}`),
  dots: DOTS,
  rules: (m, t, lang) => chongziRules(m.state, t, lang, say(t)('online:panel'), m.clock?.control),
  ruleResult: resultText,
  download: (m, result, t) => chongziJson(m, result, t, recordFileName('chongzi', id, 'json')),
  moveSound: chongziMoveSound,
});

export function ChongziOnline({ id }: { readonly id: string }): ReactNode {
  const f = useMemo(() => face(id), [id]);
  const { session: s, online: g } = useOnlineSession(id, 'chongzi', chongziMatch, f);
  const { t } = useTranslation(['chongzi', 'common']);
  const title = <GameTitle name={t('title')} native="冲子" />;
  if (!s || !g.match)
    return (
      <section className="page chongzi chongzi-online">
        <div className="page-head">
          <div>
            <h1>{title}</h1>
          </div>
        </div>
        <OnlineNotices game={g} />
      </section>
    );
  const names = { black: s.seats.black.name, white: s.seats.white.name };
  const gap = t('common:sentenceGap');
  return (
    <GameShell
      session={s}
      className="chongzi chongzi-online"
      title={title}
      rulesTestId="setup"
      sideLabel={t('sideLabel')}
      notices={<OnlineNotices game={g} />}
      board={
        <div className="cz-board-area">
          <PlayArea session={s} />
        </div>
      }
      actions={
        <OnlinePanel game={g} names={names} dots={DOTS}>
          <ConfirmMoveSetting />
        </OnlinePanel>
      }
      resultTestId="end"
      resultText={
        <>
          <strong>{t('gameOver')}</strong>
          {gap}
          {s.result?.text}
        </>
      }
      resultButtons={
        <RematchButtons
          game={g}
          onNewGame={() => navigate('/chongzi')}
          download={s.download ? { label: s.download.label, save: s.saveRecord } : undefined}
        />
      }
      moves={moveItems(g.match, s.moves, t)}
      onNewGame={() => navigate('/chongzi')}
    >
      <RulesPanel />
    </GameShell>
  );
}
