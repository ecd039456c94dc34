/**
 * What a game page tells the match controller (`MatchSpec`): how to start a game
 * from its settings, how its settings are kept, its AI and AI time, and its
 * sentences; and how the controller words each step for the live region.
 *
 * @example
 * ```ts
 * const said = describe(ctl, spec, t); // { notice, announce } for the step `ctl` just took
 * ```
 */
import type { Color, Point } from '@qipan/core';
import { turn, type Match, type MatchError, type MatchGame, type Seat } from '@qipan/match';
import type { MoveFacts } from '../../sound/events.js';
import type { SavedGame } from '../../storage/saved.js';
import type { AiEngine } from './ai.js';
import type { Ctl, CtlEvent } from './controller.js';
import { TEXT, type Tr } from './messages.js';

export interface Notice {
  readonly kind: 'refusal' | 'info';
  readonly text: string;
}

/** What a page says about its game. */
export interface MatchSpec<S, M, O, X> {
  readonly saveAs: SavedGame;
  /** The game (its match rules): the saved record must be of it. */
  readonly game: MatchGame<S, M, O>;
  /** Written as the saved payload's `kind` (for a page that keeps other payloads too). */
  readonly payloadKind?: string;
  /** A new match with the page's default settings. */
  fresh(settings: X): Match<S, M, O>;
  /** The settings of a rematch: against the AI the person takes the other colour. */
  rematch?(settings: X): X;
  /** The page's own settings kept with the game (e.g. the AI's thinking time), read leniently. */
  readonly settings: { readonly initial: X; read(json: unknown): X };
  /** False when earlier positions are for viewing only (default: playing there cuts the line). */
  readonly cutFromPast?: boolean;
  /** A game saved in an older format, once (then forgotten). */
  migrate?(): { match: Match<S, M, O>; settings: X } | undefined;
  engine(): AiEngine<S, M, O>;
  /**
   * Machines for seat kinds other than `ai` (e.g. `engine`: a GTP engine on the
   * server): each is asked like the AI when its seat is to act; its errors keep the
   * match as it was and `ai.retry()` asks again.
   */
  readonly movers?: { readonly [K in Seat['kind']]?: () => AiEngine<S, M, O> };
  /** The live-region sentence for a refusal whose shown text is `text` (default: `text`). */
  refusedSentence?(text: string): string;
  /** The live-region sentence for a new game (default: the shared "New game."). */
  startSentence?(match: Match<S, M, O>): string;
  /** The live-region sentence for a game restored from storage (default: the shared one). */
  restoredSentence?(match: Match<S, M, O>): string;
  /** The live-region sentence for a dead-stone toggle in the scoring phase (Go). */
  markSentence?(point: Point, match: Match<S, M, O>): string;
  /** The AI's time per move at `level` without a clock. */
  levelTimeMs(level: number, settings: X): number;
  /** The AI's move is shown no sooner than this after the position it answers. */
  aiDelayMs?(match: Match<S, M, O>): number;
  /** The AI's answer to a draw offer (the match package's `answerDrawOffer` when absent). */
  aiAcceptsDraw?(match: Match<S, M, O>, aiColor: Color): boolean;
  /** The live-region sentence for a move (with the result, if it ended the game). */
  moveSentence(e: Extract<CtlEvent<S, M>, { kind: 'move' }>, match: Match<S, M, O>, t: Tr): string;
  /** A refused move or action. */
  refusalText(error: MatchError, move: M | undefined, match: Match<S, M, O>, t: Tr): string;
  /** The result in a sentence. */
  resultText(match: Match<S, M, O>, t: Tr): string | undefined;
  /** One line for the home page's Continue list (stored; the list rebuilds it in the reader's language when it can). */
  summary(match: Match<S, M, O>, settings: X): string;
  /** How a side is named in sentences ("Black", "You", "The AI"). */
  sideName(c: Color, match: Match<S, M, O>, t: Tr): string;
  /** How the move into `state` sounds: a pass, a capture (default: a piece put down). */
  moveSound?(state: S): MoveFacts;
}

/** The sentence and notice for the event `c` just had. */
export function describe<S, M, O, X>(
  c: Ctl<S, M, O>,
  spec: MatchSpec<S, M, O, X>,
  t: Tr,
): { notice: Notice | undefined; announce: string } | undefined {
  const e = c.event;
  const m = c.match;
  if (!e) return undefined;
  const result = (): string => (m.result ? ` ${spec.resultText(m, t) ?? ''}` : '');
  switch (e.kind) {
    case 'move': {
      const text = spec.moveSentence(e, m, t);
      const rep = c.replaced && c.replaced.from === m.plies - 1 ? c.replaced : undefined;
      return {
        notice: rep
          ? { kind: 'info', text: TEXT.replaced(t, rep.from, rep.moves.length) }
          : undefined,
        announce: text,
      };
    }
    case 'refused': {
      const text = spec.refusalText(e.error, e.move, m, t);
      return { notice: { kind: 'refusal', text }, announce: spec.refusedSentence?.(text) ?? text };
    }
    case 'undo':
      return { notice: undefined, announce: TEXT.undone(t, e.plies) };
    case 'redo':
      return { notice: undefined, announce: `${TEXT.redone(t, e.plies)}${result()}` };
    case 'view':
      return {
        notice: undefined,
        announce:
          e.ply === m.plies
            ? TEXT.viewLive(t)
            : e.ply === 0
              ? TEXT.viewStart(t)
              : TEXT.viewPly(t, e.ply, m.plies),
      };
    case 'restore':
      return { notice: undefined, announce: TEXT.restored(t, e.plies) };
    case 'replaced':
      return { notice: { kind: 'info', text: TEXT.replaced(t, e.from, e.count) }, announce: '' };
    case 'offer-draw':
      return { notice: undefined, announce: TEXT.offered(t, spec.sideName(e.color, m, t)) };
    case 'answer-draw': {
      const text = e.accept
        ? (spec.resultText(m, t) ?? '')
        : TEXT.declined(t, spec.sideName(e.color, m, t));
      return { notice: e.accept ? undefined : { kind: 'info', text }, announce: text };
    }
    case 'resign':
    case 'timeout':
      return { notice: undefined, announce: spec.resultText(m, t) ?? '' };
    case 'mark-dead':
      return { notice: undefined, announce: spec.markSentence?.(e.point, m) ?? '' };
    case 'accept-score':
      if (m.result) return { notice: undefined, announce: spec.resultText(m, t) ?? '' };
      // A machine accepts at once, quietly; a person's acceptance is said.
      return {
        notice: undefined,
        announce:
          m.seats[e.color].kind === 'person' ? TEXT.accepted(t, spec.sideName(e.color, m, t)) : '',
      };
    case 'start':
      return { notice: undefined, announce: TEXT.newGame(t) };
    case 'restored':
      return { notice: undefined, announce: TEXT.continued(t) };
  }
}

/** The person who speaks for the screen now: against the AI the person, else the side to act. */
export function speakerOf(match: Match<unknown, unknown, unknown>): Color | undefined {
  const { black, white } = match.seats;
  if (black.kind === 'person' && white.kind === 'person') return turn(match);
  if (black.kind === 'person') return 'black';
  if (white.kind === 'person') return 'white';
  return undefined;
}

/** Whether a machine plays `seat` on this page (the AI, or a seat kind the spec has a mover for). */
export function isMachine(
  seat: Seat,
  movers: { readonly [K in Seat['kind']]?: unknown } | undefined,
): boolean {
  return seat.kind === 'ai' || movers?.[seat.kind] !== undefined;
}
