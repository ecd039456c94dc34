/**
 * What the Go page tells the match controller: a fresh match from the new-game
 * settings (seats: a person here, the Qipan bot through the AI worker, or a GTP
 * engine on the server through its mover), its sentences (moves, refusals, dead
 * stones, results, the Continue summary) and the bot's time per level.
 *
 * @example
 * ```ts
 * const game = useMatchController(GO_SPEC);
 * game.play({ type: 'pass' });
 * ```
 */
import { opposite, type Color } from '@qipan/core';
import {
  botLevel,
  formatVertex,
  type GoMove,
  type GoOptions,
  type GoRefusal,
  type GoState,
} from '@qipan/go';
import { createMatch, goMatch, type MatchResult } from '@qipan/match';
import { matchAi } from '../match/aiClient.js';
import { resultSentence, TEXT } from '../match/messages.js';
import type { MatchSpec } from '../match/useMatchController.js';
import { serverEngineMover } from './engineMover.js';
import { colorName, moveText, refusalText, resultText as reText } from './labels.js';
import { sgfResult, type GoMatch } from './matchRecord.js';
import {
  DEFAULT_SETTINGS,
  opponentOf,
  optionsOf,
  readSettings,
  seatsOf,
  type GameSettings,
} from './settings.js';

export function freshMatch(s: GameSettings): GoMatch {
  return createMatch(goMatch, {
    options: optionsOf(s),
    seats: seatsOf(s),
    nowMs: Date.now(),
    ...(s.time.kind === 'none' ? {} : { timeControl: s.time }),
  });
}

const vsMachine = (m: GoMatch): boolean => opponentOf(m).kind !== 'person';

/** "You", "The bot", "GNU Go" against a machine; else the colour. */
export function sideName(c: Color, m: GoMatch): string {
  if (!vsMachine(m)) return colorName(c);
  const seat = m.seats[c];
  if (seat.kind === 'ai') return 'The bot';
  if (seat.kind === 'engine') return seat.name ?? seat.id;
  return 'You';
}

/** The result in a sentence, e.g. 'Black wins by 3.5 points' or 'You resigned: GNU Go wins.' */
export function resultText(m: GoMatch): string | undefined {
  const r: MatchResult | undefined = m.result;
  if (!r) return undefined;
  return resultSentence(
    r,
    (c) => sideName(c, m),
    () => reText(sgfResult(r)),
  );
}

export const GO_SPEC: MatchSpec<GoState, GoMove, GoOptions, GameSettings> = {
  saveAs: 'go',
  gameId: 'go',
  payloadKind: 'match',
  fresh: freshMatch,
  settings: { initial: DEFAULT_SETTINGS, read: readSettings },
  engine: matchAi,
  movers: { engine: serverEngineMover },
  levelTimeMs: (level) => botLevel(level).timeMs,
  moveSentence(e, m) {
    const seat = m.seats[e.by];
    const by = seat.kind === 'ai' ? 'Bot' : seat.kind === 'engine' ? (seat.name ?? seat.id) : '';
    const text = moveText(e.before, e.move, e.after, by);
    const result = m.result ? resultText(m) : undefined;
    return result ? `${text} ${result}.` : text;
  },
  refusalText(error) {
    if (error.illegal) return refusalText(error.illegal.reason as GoRefusal);
    if (error.reason === 'scoring')
      return 'Both passed: mark the dead stones, then accept the score';
    return TEXT.refusal(error);
  },
  markSentence(point, m) {
    const dead = m.scoring?.dead ?? [];
    const isDead = dead.some((p) => p.x === point.x && p.y === point.y);
    return `Stones at ${formatVertex(point, m.state.rules.size)} marked ${isDead ? 'dead' : 'alive'}.`;
  },
  resultText,
  summary(m) {
    const size = m.state.rules.size;
    const o = opponentOf(m);
    const who =
      o.kind === 'bot'
        ? `vs AI level ${o.level}`
        : o.kind === 'engine'
          ? `vs ${o.name}`
          : 'two players';
    return `${size}×${size} · move ${m.state.moveNumber} · ${who}`;
  },
  sideName,
};

/** The colour of the person against a machine (undefined between two people). */
export function personColor(m: GoMatch): Color | undefined {
  const o = opponentOf(m);
  return o.kind === 'person' ? undefined : opposite(o.color);
}
