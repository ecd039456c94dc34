/**
 * What the Gomoku page tells the match controller: its settings (kept with the
 * saved game), the seats they mean, its sentences (moves, refusals, results, the
 * Continue summary), the AI and its thinking time, and the one-time move of a game
 * saved under the old key `qipan.gomoku.v1`.
 *
 * @example
 * ```ts
 * const game = useMatchController(GOMOKU_SPEC);
 * matchFromState(imported.state, settings); // an imported record as a match
 * ```
 */
import { err, ok, type Color, type Result } from '@qipan/core';
import {
  formatPoint,
  fromJsonRecord,
  isChoice,
  toSgf,
  type GomokuMove,
  type GomokuOptions,
  type GomokuRefusal,
  type GomokuState,
} from '@qipan/gomoku';
import { AI_LEVELS } from '@qipan/gomoku/ai';
import {
  apply,
  createMatch,
  gomokuMatch,
  type Match,
  type MatchError,
  type MatchResult,
  type Seat,
  type TimeControl,
} from '@qipan/match';
import { formatNumber } from '../../i18n/format.js';
import type { Language } from '../../i18n/languages.js';
import { reasonMessage } from '../../i18n/reasons.js';
import { resultSentence, say, TEXT, type Tr } from '../../session/local/messages.js';
import type { MatchSpec } from '../../session/local/spec.js';
import { describeControl, readTimeControl } from '../../session/local/time.js';
import { sgfDate, sgfOutcome } from '../../online/download.js';
import type { SessionDownload } from '../../session/session.js';
import type { LocalFace } from '../../session/useLocalSession.js';
import { matchAi } from '../../session/local/aiClient.js';
import { moveLabel } from './moves.js';
import { DEFAULT_SETTINGS, type Settings } from './settings.js';

export type GomokuMatch = Match<GomokuState, GomokuMove, GomokuOptions>;

const OLD_KEY = 'qipan.gomoku.v1';

export function seatsOf(s: Settings): { black: Seat; white: Seat } {
  const ai: Seat = { kind: 'ai', level: s.level };
  const person: Seat = { kind: 'person' };
  if (s.opponent !== 'ai') return { black: person, white: person };
  // The first player holds the black seat (swap2 may swap the seats later).
  return s.aiPlayer === 'first' ? { black: ai, white: person } : { black: person, white: ai };
}

export function freshMatch(s: Settings): GomokuMatch {
  const time = s.time.kind === 'none' ? {} : { timeControl: s.time };
  return createMatch(gomokuMatch, {
    options: { size: s.size, rule: s.rule, opening: s.opening },
    seats: seatsOf(s),
    nowMs: Date.now(),
    ...time,
  });
}

/** Why a record cannot be played here: set-up stones, or move `n` refused (`reason`). */
export type NotPlayable =
  | { readonly kind: 'setup' }
  | { readonly kind: 'move'; readonly n: number; readonly error: MatchError };

/** A game read from a record (no set-up stones) as a match between two people here. */
export function matchFromState(state: GomokuState): Result<GomokuMatch, NotPlayable> {
  if (state.setup.black.length + state.setup.white.length > 0) return err({ kind: 'setup' });
  const now = Date.now();
  let m = createMatch(gomokuMatch, {
    options: { size: state.size, rule: state.config.rule, opening: state.config.opening },
    seats: { black: { kind: 'person' }, white: { kind: 'person' } },
    nowMs: now,
  });
  for (const [i, move] of state.moves.entries()) {
    const r = apply(m, { type: 'move', move }, now);
    if (!r.ok) return err({ kind: 'move', n: i + 1, error: r.error });
    m = r.value;
  }
  return ok(m);
}

/** Settings from saved JSON, each field checked, defaults for the rest. */
export function readSettings(json: unknown): Settings {
  const o = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  const d = DEFAULT_SETTINGS;
  const num = (v: unknown, lo: number, hi: number, dflt: number): number =>
    typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi ? v : dflt;
  return {
    size: num(o.size, 5, 25, d.size),
    rule: o.rule === 'standard' || o.rule === 'renju' ? o.rule : 'freestyle',
    opening: o.opening === 'swap2' ? 'swap2' : 'none',
    opponent: o.opponent === 'ai' ? 'ai' : 'human',
    level: AI_LEVELS.find((l) => l === o.level) ?? d.level,
    aiPlayer: o.aiPlayer === 'first' ? 'first' : 'second',
    thinkMs: num(o.thinkMs, 50, 60_000, d.thinkMs),
    time: readTimeControl(o.time),
  };
}

/** Why an imported record cannot be played, in a sentence. */
export function notPlayableText(e: NotPlayable, tr: Tr): string {
  const t = say(tr);
  if (e.kind === 'setup') return t('gomoku:setupStones');
  const code = e.error.illegal?.reason ?? e.error.reason;
  return t('gomoku:badMove', { n: e.n, reason: reasonMessage(tr, 'gomoku', code as 'occupied') });
}

/** Who a seat is in sentences: "You"/"AI" against the AI, else the colour or first/second player. */
export function sideName(c: Color, m: GomokuMatch, tr: Tr): string {
  const t = say(tr);
  const seat = m.seats[c];
  if (m.seats.black.kind !== m.seats.white.kind)
    return t(seat.kind === 'ai' ? 'gomoku:person.ai' : 'gomoku:person.you');
  if (m.state.config.opening === 'none') return t(`common:color.${c}`);
  const swapped = gomokuMatch.swapped?.(m.state) ?? false;
  return t((c === 'black') !== swapped ? 'gomoku:person.first' : 'gomoku:person.second');
}

const vsAi = (m: GomokuMatch): boolean =>
  m.seats.black.kind === 'ai' || m.seats.white.kind === 'ai';

/** The result sentence, or undefined while the game runs. */
export function resultText(m: GomokuMatch, tr: Tr): string | undefined {
  const r = m.result;
  if (!r) return undefined;
  const t = say(tr);
  const names = (c: Color): string =>
    vsAi(m) ? t(m.seats[c].kind === 'ai' ? 'match:theAi' : 'match:you') : t(`common:color.${c}`);
  return resultSentence(tr, m, names, () => ruleResult(m, tr));
}

function ruleResult(m: GomokuMatch, tr: Tr): string {
  const t = say(tr);
  const s = m.state;
  const o = s.outcome;
  if (!o) return '';
  if (o.reason === 'full-board') return t('gomoku:result.fullBoard');
  if (o.reason === 'no-legal-move') return t('gomoku:result.noLegalMove');
  const winner = o.winner ?? 'black';
  const line = o.line ?? [];
  const first = line[0];
  const last = line[line.length - 1];
  const where =
    first && last
      ? t('gomoku:result.where', {
          from: formatPoint(first, s.size),
          to: formatPoint(last, s.size),
        })
      : '';
  const five =
    line.length > 5 ? t('gomoku:result.inARow', { count: line.length }) : t('gomoku:result.five');
  if (vsAi(m))
    return m.seats[winner].kind === 'ai'
      ? t('gomoku:result.aiWins', { line: five, where })
      : t('gomoku:result.youWin', { line: five, where });
  return t('gomoku:result.wins', { color: t(`common:color.${winner}`), line: five, where });
}

const RULE_WORDS = { freestyle: 'freestyle', standard: 'standard (exactly five)', renju: 'renju' };

export const GOMOKU_SPEC: MatchSpec<GomokuState, GomokuMove, GomokuOptions, Settings> = {
  saveAs: 'gomoku',
  game: gomokuMatch,
  fresh: freshMatch,
  rematch: (s) =>
    s.opponent === 'ai' ? { ...s, aiPlayer: s.aiPlayer === 'first' ? 'second' : 'first' } : s,
  settings: { initial: DEFAULT_SETTINGS, read: readSettings },
  migrate() {
    try {
      const text = localStorage.getItem(OLD_KEY);
      if (!text) return undefined;
      localStorage.removeItem(OLD_KEY);
      const v = JSON.parse(text) as { settings?: unknown; record?: unknown };
      const r = fromJsonRecord(v.record);
      if (!r.ok) return undefined;
      const m = matchFromState(r.value);
      if (!m.ok) return undefined;
      const old = readSettings(v.settings);
      const settings: Settings = {
        ...old,
        size: r.value.size,
        rule: r.value.config.rule,
        opening: r.value.config.opening,
      };
      const seats = seatsOf(settings);
      const swapped = gomokuMatch.swapped?.(m.value.state) ?? false;
      return {
        match: { ...m.value, seats: swapped ? { black: seats.white, white: seats.black } : seats },
        settings,
      };
    } catch {
      return undefined;
    }
  },
  engine: matchAi,
  levelTimeMs: (_level, s) => s.thinkMs,
  moveSentence(e, m, tr) {
    const t = say(tr);
    const { move, before, after, by } = e;
    let text: string;
    if (isChoice(move))
      text = t('gomoku:announce.choice', {
        who: sideName(by, m, tr),
        move: moveLabel(move, after.size, tr),
      });
    else {
      const stone = `${t(`common:color.${before.turn}`)} ${formatPoint(move, after.size)}`;
      text = vsAi(m)
        ? t(m.seats[by].kind === 'ai' ? 'gomoku:announce.aiPlays' : 'gomoku:announce.youPlay', {
            stone,
          })
        : t('gomoku:announce.stone', { stone });
    }
    const result = resultText(m, tr);
    return result ? `${text}${t('common:sentenceGap')}${result}` : text;
  },
  refusalText(error, move, m, tr) {
    if (!error.illegal) return TEXT.refusal(tr, error);
    const reason = reasonMessage(tr, 'gomoku', error.illegal.reason as GomokuRefusal);
    if (move === undefined || isChoice(move)) return reason;
    const point = formatPoint(move, m.state.size);
    return say(tr)('gomoku:announce.refused', { point, reason });
  },
  resultText,
  /** Stored in English; the Continue list rebuilds it in the reader's language (`continueSummary`). */
  summary(m, s) {
    const c = m.state.config;
    const who = vsAi(m) ? `vs AI level ${s.level}` : 'two players';
    return `${c.size}×${c.size} ${RULE_WORDS[c.rule]} · move ${m.plies} · ${who}`;
  },
  sideName,
};

/**
 * The rules line: size, rule set, the opening rule, then `who` plays (local: two
 * people or the AI with its level) and the clock.
 */
export function gomokuRules(
  s: GomokuState,
  tr: Tr,
  lang: Language,
  who: string | undefined,
  clock: TimeControl | undefined,
): string {
  const t = say(tr);
  const rule = t(`gomoku:rule.${s.config.rule}`);
  return [
    t('gomoku:info', { size: s.size, rule }),
    ...(s.config.opening === 'swap2' ? [t('gomoku:swap2Info')] : []),
    ...(who ? [who] : []),
    ...(clock ? [describeControl(tr, lang, clock)] : []),
  ].join(' · ');
}

/** The record as an SGF file, with the date and the result. */
export function gomokuSgf(
  m: GomokuMatch,
  result: MatchResult,
  tr: Tr,
  name: string,
): SessionDownload {
  return {
    label: say(tr)('online:buttons.downloadSgf'),
    fileName: name,
    mime: 'application/x-go-sgf',
    text: () => `${toSgf(m.state, { DT: sgfDate(), RE: sgfOutcome(result) })}\n`,
  };
}

/** What the local Gomoku page says for the shell. */
export const GOMOKU_FACE: LocalFace<GomokuState, GomokuMove, GomokuOptions, Settings> = {
  rules(m, _settings, tr, lang) {
    const t = say(tr);
    const ai = m.seats.black.kind === 'ai' ? m.seats.black : m.seats.white;
    const who =
      ai.kind === 'ai'
        ? t('gomoku:againstAi', {
            level: formatNumber(ai.level, lang),
            name: t(`gomoku:level.${ai.level}`).toLocaleLowerCase(),
          })
        : t('gomoku:twoPeople');
    return gomokuRules(m.state, tr, lang, who, m.clock?.control);
  },
  download: (m, tr) =>
    gomokuSgf(m, m.result ?? { reason: 'aborted' }, tr, `gomoku-${sgfDate()}.sgf`),
};
