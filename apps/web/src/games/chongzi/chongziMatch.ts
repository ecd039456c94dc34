/**
 * What the Chongzi page tells the match controller: its settings (kept with the
 * saved game), the seats they mean (Red holds the `black` seat, Blue `white`), its
 * sentences (moves with captures, refusals, the end), the AI's time per level, and
 * the pause that lets a capture flash before the AI answers.
 *
 * @example
 * ```ts
 * const game = useMatchController(CHONGZI_SPEC);
 * sideName('black', game.match); // 'Red', or 'You' / 'AI' against the AI
 * ```
 */
import {
  colorSide,
  sideColor,
  type ChongziMove,
  type ChongziOptions,
  type ChongziState,
} from '@qipan/chongzi';
import type { Color } from '@qipan/core';
import { AI_LEVEL_NAMES } from '@qipan/chongzi/ai';
import {
  chongziMatch,
  createMatch,
  toRecord,
  type Match,
  type MatchResult,
  type Seat,
  type TimeControl,
} from '@qipan/match';
import { matchAi } from '../../session/local/aiClient.js';
import { formatNumber } from '../../i18n/format.js';
import type { Language } from '../../i18n/languages.js';
import { reasonMessage } from '../../i18n/reasons.js';
import { resultSentence, say, TEXT, type Tr } from '../../session/local/messages.js';
import type { MatchSpec } from '../../session/local/spec.js';
import { describeControl } from '../../session/local/time.js';
import { sgfDate } from '../../online/download.js';
import type { SessionDownload } from '../../session/session.js';
import type { LocalFace } from '../../session/useLocalSession.js';
import type { MoveFacts } from '../../sound/events.js';
import { describeMove, endText } from './board.js';

export type ChongziMatch = Match<ChongziState, ChongziMove, ChongziOptions>;

export interface Settings {
  readonly size: 4 | 5;
  readonly start: 'fixed' | 'empty';
  readonly opponent: 'person' | 'ai';
  readonly level: 1 | 2 | 3 | 4 | 5;
  /** The person's side against the AI. */
  readonly human: 'red' | 'blue';
  readonly time: TimeControl;
}

export const DEFAULT_SETTINGS: Settings = {
  size: 5,
  start: 'fixed',
  opponent: 'ai',
  level: 3,
  human: 'red',
  time: { kind: 'none' },
};

/** The AI's time per move at each level without a clock (the engine's own defaults). */
const LEVEL_MS = [50, 100, 300, 1000, 2000] as const;
/** How long captured pieces flash before they change colour or vanish. */
export const FLASH_MS = 700;
/** The AI's move is shown no sooner than this after the position it answers. */
const AI_MIN_MS = 300;

export function seatsOf(s: Settings): { black: Seat; white: Seat } {
  const person: Seat = { kind: 'person' };
  if (s.opponent !== 'ai') return { black: person, white: person };
  const ai: Seat = { kind: 'ai', level: s.level };
  return sideColor(s.human) === 'black'
    ? { black: person, white: ai }
    : { black: ai, white: person };
}

export function freshMatch(s: Settings): ChongziMatch {
  return createMatch(chongziMatch, {
    options: { size: s.size, start: s.start },
    seats: seatsOf(s),
    nowMs: Date.now(),
    ...(s.time.kind === 'none' ? {} : { timeControl: s.time }),
  });
}

export function readSettings(json: unknown): Settings {
  const o = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  const d = DEFAULT_SETTINGS;
  const time = o.time as TimeControl | undefined;
  return {
    size: o.size === 4 ? 4 : o.size === 5 ? 5 : d.size,
    start: o.start === 'empty' ? 'empty' : 'fixed',
    opponent: o.opponent === 'person' ? 'person' : o.opponent === 'ai' ? 'ai' : d.opponent,
    level: ([1, 2, 3, 4, 5] as const).find((l) => l === o.level) ?? d.level,
    human: o.human === 'blue' ? 'blue' : 'red',
    time: validTime(time) ? time : { kind: 'none' },
  };
}

function validTime(t: unknown): t is TimeControl {
  if (typeof t !== 'object' || t === null) return false;
  const o = t as Record<string, unknown>;
  const n = (k: string): boolean =>
    typeof o[k] === 'number' && Number.isFinite(o[k]) && (o[k] as number) >= 0;
  switch (o.kind) {
    case 'none':
      return true;
    case 'absolute':
      return n('mainMs');
    case 'fischer':
      return n('mainMs') && n('incrementMs');
    case 'byoyomi':
      return n('mainMs') && n('periods') && n('periodMs');
    case 'canadian':
      return n('mainMs') && n('stones') && n('periodMs');
    default:
      return false;
  }
}

const vsAi = (m: ChongziMatch): boolean => m.seats.black.kind !== m.seats.white.kind;

/** "Red"/"Blue" between people; "You"/"AI" against the AI. */
export function sideName(c: Color, m: ChongziMatch, tr: Tr): string {
  const t = say(tr);
  if (vsAi(m)) return t(m.seats[c].kind === 'ai' ? 'match:ai' : 'match:you');
  return t(`chongzi:side.${colorSide(c)}`);
}

/** The end in one sentence, or undefined while the game runs. */
export function resultText(m: ChongziMatch, tr: Tr): string | undefined {
  const r = m.result;
  if (!r) return undefined;
  const t = say(tr);
  const names = (c: Color): string =>
    vsAi(m)
      ? t(m.seats[c].kind === 'ai' ? 'match:theAi' : 'match:you')
      : t(`chongzi:side.${colorSide(c)}`);
  return resultSentence(tr, m, names, () => (m.state.outcome ? endText(m.state.outcome, tr) : ''));
}

/** How the move into `s` sounds: a capture (or a removal), else a piece put down or moved. */
export const chongziMoveSound = (s: ChongziState): MoveFacts => ({
  move: s.captures.length > 0 || s.lastMove?.kind === 'remove' ? 'capture' : 'place',
});

export const CHONGZI_SPEC: MatchSpec<ChongziState, ChongziMove, ChongziOptions, Settings> = {
  saveAs: 'chongzi',
  game: chongziMatch,
  cutFromPast: false,
  moveSound: chongziMoveSound,
  fresh: freshMatch,
  rematch: (s) => (s.opponent === 'ai' ? { ...s, human: s.human === 'red' ? 'blue' : 'red' } : s),
  settings: { initial: DEFAULT_SETTINGS, read: readSettings },
  engine: matchAi,
  levelTimeMs: (level) => LEVEL_MS[Math.max(0, Math.min(4, level - 1))] ?? 300,
  aiDelayMs: (m) => (m.state.captures.length > 0 ? FLASH_MS : AI_MIN_MS),
  moveSentence(e, m, tr) {
    const t = say(tr);
    const text = describeMove(e.before, e.move, e.after, tr);
    const result = resultText(m, tr);
    return result
      ? `${text}${t('common:sentenceGap')}${t('chongzi:announce.gameOver', { end: result })}`
      : text;
  },
  refusalText: (error, _move, _m, tr) =>
    error.illegal
      ? reasonMessage(tr, 'chongzi', error.illegal.reason as 'occupied')
      : TEXT.refusal(tr, error),
  resultText,
  /** Stored in English; the Continue list rebuilds it in the reader's language (`continueSummary`). */
  summary(m, s) {
    const who = vsAi(m) ? `vs AI level ${s.level}` : 'two players';
    return `${s.size}×${s.size} ${s.start} start · move ${m.plies} · ${who}`;
  },
  sideName,
};

/** The rules line: size, start, who plays (`opponent`), and the clock. */
export function chongziRules(
  s: ChongziState,
  tr: Tr,
  lang: Language,
  opponent: string,
  clock: TimeControl | undefined,
): string {
  const t = say(tr);
  const setup = t('chongzi:setup', {
    n: s.size,
    start: t(`chongzi:start.${s.options.start}`),
    opponent,
  });
  const time = clock
    ? `${t('common:sentenceGap')}${describeControl(tr, lang, clock)}${t('chongzi:periodMark')}`
    : '';
  return `${setup}${time}`;
}

/** The record as the JSON match record (moves, options, seats and result). */
export function chongziJson(
  m: ChongziMatch,
  result: MatchResult,
  tr: Tr,
  name: string,
): SessionDownload {
  return {
    label: say(tr)('online:buttons.downloadJson'),
    fileName: name,
    mime: 'application/json',
    text: () => `${JSON.stringify(toRecord({ ...m, result }), null, 2)}\n`,
  };
}

/** What the local Chongzi page says for the shell. */
export const CHONGZI_FACE: LocalFace<ChongziState, ChongziMove, ChongziOptions, Settings> = {
  dots: { black: 'red', white: 'blue' },
  rules(m, settings, tr, lang) {
    const t = say(tr);
    const ai = m.seats.black.kind === 'ai' ? m.seats.black : m.seats.white;
    const who =
      ai.kind === 'ai'
        ? t('chongzi:youPlayAgainstAi', {
            side: t(`chongzi:side.${settings.human}`),
            level: formatNumber(ai.level, lang),
            name: t(`chongzi:level.${AI_LEVEL_NAMES[ai.level - 1] ?? 'medium'}`),
          })
        : t('chongzi:twoPlayers');
    return chongziRules(m.state, tr, lang, who, m.clock?.control);
  },
  download: (m, tr) =>
    chongziJson(m, m.result ?? { reason: 'aborted' }, tr, `chongzi-${sgfDate()}.json`),
};
