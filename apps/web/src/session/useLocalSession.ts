/**
 * A local game as a `Session`: the match controller (`useMatchController` over the
 * pure `controller.ts`) with the game's words for the shell (the rules line, the
 * status line, the seats' dots, the record file). The controller stays reachable
 * (`controller`) for the game's own panels (Gomoku's swap2 choice, the AI's "Move
 * now", Go's scoring).
 *
 * @example
 * ```tsx
 * const s = useLocalSession(GOMOKU_SPEC, GOMOKU_FACE);
 * <GameShell session={s} board={<GomokuBoard state={s.position} … />} />
 * ```
 */
import { opposite, type ByColor, type Color } from '@qipan/core';
import type { Match } from '@qipan/match';
import { useTranslation } from 'react-i18next';
import type { Language } from '../i18n/languages.js';
import { useFormat } from '../i18n/useFormat.js';
import type { Tr } from './local/messages.js';
import { isAiSeat } from './local/controller.js';
import { useMatchController, type MatchController } from './local/useMatchController.js';
import type { MatchSpec } from './local/spec.js';
import { downloadText } from '../storage/download.js';
import type { SeatKind, Session, SessionDownload } from './session.js';

/** What a game says of a local game for the shell, beyond its match spec. */
export interface LocalFace<S, M, O, X> {
  /** The rules line ("15×15 · freestyle · against the AI, level 3"). */
  rules(match: Match<S, M, O>, settings: X, t: Tr, lang: Language): string;
  /** The status line's text (default: whose move it is, or that the game is over). */
  status?(c: MatchController<S, M, O, X>, t: Tr): string;
  /** Dot colour class suffixes (default: the colours' own). */
  readonly dots?: ByColor<string>;
  /** The record as a file (for the result panel's Download). */
  download?(match: Match<S, M, O>, t: Tr): SessionDownload;
  /** The pass move, for games that have one. */
  readonly pass?: M;
}

export interface LocalSession<S, M, O, X> extends Session<S, M> {
  readonly controller: MatchController<S, M, O, X>;
}

export function useLocalSession<S, M, O, X>(
  spec: MatchSpec<S, M, O, X>,
  face: LocalFace<S, M, O, X>,
): LocalSession<S, M, O, X> {
  const c = useMatchController(spec);
  const { t } = useTranslation('match');
  const { lang } = useFormat();
  const { match } = c;
  const over = match.result !== undefined;
  const pending = match.pending?.kind === 'draw' ? match.pending : undefined;
  const answerer = pending ? opposite(pending.by) : undefined;
  const thinking = c.ai.status === 'thinking' || c.ai.status === 'preparing';
  const seat = (k: Color) => {
    const s = match.seats[k];
    return {
      name: c.sideName(k),
      kind: s.kind as SeatKind,
      level: s.kind === 'ai' ? s.level : s.kind === 'engine' ? s.level : undefined,
      mine: s.kind === 'person',
      dot: face.dots?.[k] ?? k,
    };
  };
  const download = over ? face.download?.(match, t) : undefined;
  const resultText = match.result ? (spec.resultText(match, t) ?? '') : '';
  const status =
    face.status?.(c, t) ??
    (over ? t('session.over') : t('session.toMove', { who: c.sideName(c.actor) }));
  const session: LocalSession<S, M, O, X> = {
    source: 'local',
    game: spec.game.id,
    key: String(match.startedAtMs),
    position: c.shown,
    livePosition: match.state,
    moves: c.moves.map((n) => ({ move: n.move, color: n.color })),
    ply: c.shownPly,
    live: c.live,
    toAct: over ? undefined : c.actor,
    seats: { black: seat('black'), white: seat('white') },
    clock: match.clock
      ? { state: match.clock, turn: c.actor, running: !over, lowTimeSound: c.clockSound }
      : undefined,
    result: match.result ? { result: match.result, text: resultText } : undefined,
    rules: face.rules(match, c.settings, t, lang),
    status: { text: status, turn: over ? undefined : c.actor, thinking },
    notice: c.notice,
    offer:
      pending && answerer && !over
        ? { kind: 'draw', by: pending.by, toYou: match.seats[answerer].kind === 'person' }
        : undefined,
    announce: c.announce,
    can: {
      play: c.canPlay,
      pass: c.canPlay && face.pass !== undefined,
      undo: c.canUndo,
      redo: c.canRedo,
      restore: c.replacedCount > 0,
      resign: !over && c.speaker !== undefined,
      offerDraw: !over && c.speaker !== undefined && !pending && match.plies > 0,
      answer:
        !over &&
        pending !== undefined &&
        answerer !== undefined &&
        !isAiSeat(match.seats[answerer]),
      claim: false,
      abort: false,
      rematch: over,
      download: download !== undefined,
      moveNow: thinking,
    },
    download,
    play: c.play,
    pass: () => {
      if (face.pass !== undefined) c.play(face.pass);
    },
    goTo: c.goTo,
    undo: c.undo,
    redo: c.redo,
    restore: c.restore,
    resign: c.resign,
    offerDraw: c.offerDraw,
    answer: c.answerDraw,
    claim: () => undefined,
    abort: () => undefined,
    rematch: c.rematch,
    saveRecord: () => {
      if (download) downloadText(download.fileName, download.text(), download.mime);
    },
    moveNow: c.ai.moveNow,
    say: c.say,
    controller: c,
  };
  return session;
}
