/**
 * An online game as a `Session`: the server's game (`useOnlineGame`: the socket, the
 * seat, the match replayed from the server's moves), travel through its moves
 * (`useTravel`) and its sounds, with the game's words for the shell (names, the
 * rules line, the result on the board, the record file). The session is undefined
 * until the game has loaded; the online view (`online`) stays reachable for the
 * online panel (share link, seats, offers, rematch).
 *
 * @example
 * ```tsx
 * const { session, online } = useOnlineSession(id, 'gomoku', gomokuMatch, face);
 * {session ? <GameShell session={session} … /> : <OnlineNotices game={online} />}
 * ```
 */
import { opposite, type ByColor, type Color } from '@qipan/core';
import { lineMoves, type Match, type MatchGame, type MatchResult } from '@qipan/match';
import type { OnlineGame } from '@qipan/protocol';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../i18n/languages.js';
import { useFormat } from '../i18n/useFormat.js';
import type { Tr } from './local/messages.js';
import type { MoveFacts } from '../sound/events.js';
import { downloadText } from '../storage/download.js';
import { onlineResultText } from '../online/result.js';
import { useOnlineGame, type OnlineGameView } from '../online/useOnlineGame.js';
import { useOnlineSounds } from '../online/useOnlineSounds.js';
import { useTravel } from '../online/useTravel.js';
import { CANNOT, type Session, type SessionDownload } from './session.js';

/** What a game says of an online game for the shell. */
export interface OnlineFace<S, M, O> {
  /** How a seat is named ("Black", "Red"). */
  name(c: Color, t: Tr): string;
  /** Dot colour class suffixes (default: the colours' own). */
  readonly dots?: ByColor<string>;
  /** The rules line (size, rules, komi, the clock). */
  rules(match: Match<S, M, O>, t: Tr, lang: Language): string;
  /** The result the rules reached on the board, in a sentence. */
  ruleResult(match: Match<S, M, O>, t: Tr): string | undefined;
  /** The finished game as a file. */
  download?(match: Match<S, M, O>, result: MatchResult, t: Tr): SessionDownload;
  /** How the move into `state` sounds. */
  moveSound?(state: S): MoveFacts;
  /** The pass move, for games that have one. */
  readonly pass?: M;
}

export interface OnlineSession<S, M, O> {
  /** Undefined until the server's game has loaded (and replayed here). */
  readonly session: Session<S, M> | undefined;
  readonly online: OnlineGameView<S, M, O>;
}

export function useOnlineSession<S, M, O>(
  id: string,
  kind: OnlineGame,
  game: MatchGame<S, M, O>,
  face: OnlineFace<S, M, O>,
): OnlineSession<S, M, O> {
  const g = useOnlineGame(id, kind, game);
  const { t } = useTranslation('online');
  const { lang } = useFormat();
  const { match } = g;
  const travel = useTravel(match);
  useOnlineSounds(g, travel, face.moveSound);
  const moves = useMemo(
    () => (match ? lineMoves(match).map((n) => ({ move: n.move, color: n.color })) : []),
    [match],
  );
  const shown = travel.shown;
  if (!match || shown === undefined || !g.snapshot) return { session: undefined, online: g };

  const snap = g.snapshot;
  const you = g.you;
  const seated = you === 'black' || you === 'white';
  const live = g.conn === 'open';
  const result = g.result;
  const over = result !== undefined;
  const playing = snap.status === 'playing' && !over;
  const pending = snap.pending;
  const name = (c: Color): string => face.name(c, t);
  const turnName = name(g.actor ?? 'black');
  let status: string;
  if (over) status = t('status.over');
  else if (snap.status === 'waiting') status = t('waiting');
  else if (g.sending) status = t('status.sending');
  else if (g.myTurn) status = t('status.yourTurn', { color: turnName });
  else status = t('status.toPlay', { color: turnName });
  const download = result ? face.download?.(match, result, t) : undefined;
  const canPlay = g.canMove && travel.live;
  const seat = (c: Color) => {
    const v = snap.seats[c];
    return {
      name: v.name ?? name(c),
      kind:
        v.kind === 'engine'
          ? ('engine' as const)
          : you === c
            ? ('person' as const)
            : ('remote' as const),
      level: undefined,
      mine: you === c,
      dot: face.dots?.[c] ?? c,
    };
  };
  const session: Session<S, M> = {
    source: 'online',
    game: kind,
    key: id,
    position: shown,
    livePosition: match.state,
    moves,
    ply: travel.shownPly,
    live: travel.live,
    toAct: over ? undefined : g.actor,
    seats: { black: seat('black'), white: seat('white') },
    clock: g.clock
      ? {
          state: g.clock,
          turn: snap.clock?.running ?? g.actor ?? 'black',
          running: g.clock.runningSince !== undefined,
          lowTimeSound: g.clockSound,
        }
      : undefined,
    result: result
      ? {
          result,
          text: onlineResultText(t, match, result, name, (m) => face.ruleResult(m, t)),
        }
      : undefined,
    rules: face.rules(match, t, lang),
    status: {
      text: status,
      turn: over ? undefined : g.actor,
      thinking: false,
      sending: g.sending,
      waiting: snap.status === 'waiting',
    },
    notice: g.error ? { kind: 'refusal', text: g.error } : undefined,
    offer:
      pending && seated && playing
        ? { kind: pending.kind, by: pending.by, toYou: pending.by === opposite(you) }
        : undefined,
    announce: '',
    can: {
      ...CANNOT,
      play: canPlay,
      pass: canPlay && face.pass !== undefined,
      undo: seated && playing && live && pending === undefined && match.plies > 0,
      resign: seated && playing && live,
      offerDraw: seated && playing && live && pending === undefined && match.plies > 0,
      answer: seated && playing && live && pending !== undefined && pending.by !== you,
      claim: g.canClaim && live,
      abort: seated && playing && live && g.abortable,
      rematch: seated && over && live && !snap.rematch?.declined && result.reason !== 'aborted',
      download: download !== undefined,
    },
    download,
    play: g.play,
    pass: () => {
      if (face.pass !== undefined) g.play(face.pass);
    },
    goTo: travel.goTo,
    undo: () => g.act({ type: 'request-undo' }),
    redo: () => undefined,
    restore: () => undefined,
    resign: () => g.act({ type: 'resign' }),
    offerDraw: () => g.act({ type: 'offer-draw' }),
    answer: (accept) => {
      if (!pending) return;
      g.act({ type: pending.kind === 'draw' ? 'answer-draw' : 'answer-undo', accept });
    },
    claim: () => g.act({ type: 'claim-abandon' }),
    abort: () => g.act({ type: 'abort' }),
    rematch: () => g.act({ type: 'rematch' }),
    saveRecord: () => {
      if (download) downloadText(download.fileName, download.text(), download.mime);
    },
    moveNow: () => undefined,
    say: () => g.dismissError(),
  };
  return { session, online: g };
}
