/**
 * What the Go page tells the match controller: a fresh match from the new-game
 * settings (seats: a person here, the Qipan bot through the AI worker, or a GTP
 * engine on the server through its mover), its sentences in the reader's language
 * (moves, refusals, dead stones, results, the Continue summary) and the bot's time
 * per level.
 *
 * @example
 * ```ts
 * const { t } = useTranslation(['go', 'common']);
 * const game = useMatchController(useMemo(() => goSpec(t), [t]));
 * game.play({ type: 'pass' });
 * ```
 */
import type { Color } from '@qipan/core';
import {
  captures,
  chainAt,
  formatVertex,
  type GoMove,
  type GoOptions,
  type GoRefusal,
  type GoState,
} from '@qipan/go';
import { botLevel } from '@qipan/go/bot';
import { createMatch, goMatch } from '@qipan/match';
import { matchAi } from '../../session/local/aiClient.js';
import { resultSentence, TEXT } from '../../session/local/messages.js';
import type { MatchSpec } from '../../session/local/useMatchController.js';
import type { MoveFacts } from '../../sound/events.js';
import { serverEngineMover } from './engineMover.js';
import {
  colorName,
  moveText,
  refusalText,
  resultText as reText,
  type TFunction,
} from './labels.js';
import { sgfResult, type GoMatch } from './matchRecord.js';
import {
  DEFAULT_SETTINGS,
  opponentOf,
  optionsOf,
  readSettings,
  rematchSettings,
  seatsOf,
  type GameSettings,
} from './settings.js';

export type GoSpec = MatchSpec<GoState, GoMove, GoOptions, GameSettings>;

export function freshMatch(s: GameSettings): GoMatch {
  return createMatch(goMatch, {
    options: optionsOf(s),
    seats: seatsOf(s),
    nowMs: Date.now(),
    ...(s.time.kind === 'none' ? {} : { timeControl: s.time }),
  });
}

/** "You", "The bot", "GNU Go" against a machine; else the colour. */
export function sideName(t: TFunction, c: Color, m: GoMatch): string {
  if (opponentOf(m).kind === 'person') return colorName(t, c);
  const seat = m.seats[c];
  if (seat.kind === 'ai') return t('play.bot');
  if (seat.kind === 'engine') return seat.name ?? seat.id;
  return t('play.you');
}

/** The result in a sentence, e.g. 'Black wins by 3.5 points' or 'You resigned: GNU Go wins.' */
export function resultText(t: TFunction, m: GoMatch): string | undefined {
  const r = m.result;
  if (!r) return undefined;
  return resultSentence(
    t,
    m,
    (c) => sideName(t, c, m),
    (res) => reText(t, sgfResult(res)),
  );
}

/** How the move into `s` sounds: a pass, or a stone (a capture when prisoners were taken). */
export function goMoveSound(s: GoState): MoveFacts {
  const taken = captures(s);
  return {
    move: s.lastMove?.type === 'pass' ? 'pass' : 'place',
    captured: taken.black + taken.white,
  };
}

export function goSpec(t: TFunction): GoSpec {
  return {
    saveAs: 'go',
    game: goMatch,
    payloadKind: 'match',
    moveSound: goMoveSound,
    fresh: freshMatch,
    rematch: rematchSettings,
    settings: { initial: DEFAULT_SETTINGS, read: readSettings },
    engine: matchAi,
    movers: { engine: () => serverEngineMover(t) },
    levelTimeMs: (level) => botLevel(level).timeMs,
    startSentence: (m) =>
      t('announce.newGame', { size: m.state.size, color: colorName(t, m.state.turn) }),
    restoredSentence: () => t('announce.restored'),
    refusedSentence: (reason) => t('announce.refused', { reason }),
    moveSentence(e, m) {
      const seat = m.seats[e.by];
      const text = moveText(t, e.before, e.move, e.after);
      const who =
        seat.kind === 'ai'
          ? t('opponentName.botShort')
          : seat.kind === 'engine'
            ? (seat.name ?? seat.id)
            : undefined;
      const said = who ? t('announce.by', { who, text }) : text;
      const result = m.result ? resultText(t, m) : undefined;
      return result ? `${said}${t('common:sentenceGap')}${result}` : said;
    },
    refusalText(error) {
      if (error.illegal) return refusalText(t, error.illegal.reason as GoRefusal);
      if (error.reason === 'scoring') return t('announce.bothPassed');
      return TEXT.refusal(t, error);
    },
    markSentence(point, m) {
      const dead = m.scoring?.dead ?? [];
      const isDead = dead.some((p) => p.x === point.x && p.y === point.y);
      const params = {
        count: chainAt(m.state, point).length,
        point: formatVertex(point, m.state.size),
      };
      return t(isDead ? 'announce.markedDead' : 'announce.markedAlive', params);
    },
    resultText: (m) => resultText(t, m),
    summary(m) {
      const size = m.state.size;
      const o = opponentOf(m);
      const who =
        o.kind === 'bot'
          ? t('summary.bot', { level: o.level })
          : o.kind === 'engine'
            ? t('summary.engine', { name: o.name })
            : t('summary.people');
      return t('summary.line', { size, n: m.state.moveNumber, who });
    },
    sideName: (c, m) => sideName(t, c, m),
  };
}
