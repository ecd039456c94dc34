/**
 * A referee for games between two Gomocup brains, speaking the protocol line by
 * line (in-process: anything with `handle(line) → reply lines`, such as a
 * {@link GomocupSession}; a process wrapper in apps/ can offer the same shape).
 * The referee keeps the real game with the rules engine: an illegal or missing
 * answer loses, a renju foul by Black loses.
 *
 * @example
 * ```ts
 * import { GomocupSession, gomocupBrain, playGame } from '@qipan/gomoku';
 * const brain = (level: 1 | 5) => new GomocupSession({ chooseMove: gomocupBrain(level) });
 * const game = playGame(brain(5), brain(1), { size: 15, rule: 'freestyle', timeoutTurn: 200 });
 * game.winner; // 'black' | 'white' | undefined (draw)
 * ```
 */
import type { Color, Point } from '@qipan/core';
import { playMove } from '../game.js';
import { formatGomocupPoint, parseGomocupPoint } from '../notation.js';
import { fromSetup, type GomokuState } from '../state.js';
import type { RuleSet } from '../types.js';
import { ruleToBits } from './command.js';

export interface Brain {
  handle(line: string): string[];
}

export interface GameOptions {
  readonly size?: number;
  readonly rule?: RuleSet;
  /** Opening stones, alternately black and white, already on the board. */
  readonly opening?: readonly Point[];
  /** Milliseconds per move sent as INFO timeout_turn. */
  readonly timeoutTurn?: number;
  /** Stop (as a draw) after this many moves. */
  readonly maxMoves?: number;
}

export type GameEnd =
  'five' | 'full-board' | 'no-legal-move' | 'illegal-move' | 'no-answer' | 'move-limit';

export interface PlayedGame {
  readonly winner: Color | undefined;
  readonly end: GameEnd;
  readonly moves: readonly Point[];
  /** What went wrong when a brain lost by `illegal-move` or `no-answer`. */
  readonly detail?: string;
  readonly final: GomokuState;
}

/** The last reply that is not MESSAGE/DEBUG, parsed as a point. */
function answerOf(lines: string[], size: number): Point | string {
  const real = lines.filter((l) => !/^(MESSAGE|DEBUG)\b/i.test(l));
  const last = real[real.length - 1];
  if (last === undefined) return 'no answer';
  return parseGomocupPoint(last, size) ?? `not a move: '${last}'`;
}

/** Plays one game, `black` moving first. Brains get START, INFO, then BEGIN/BOARD/TURN. */
export function playGame(black: Brain, white: Brain, options: GameOptions = {}): PlayedGame {
  const size = options.size ?? 15;
  const rule = options.rule ?? 'freestyle';
  const opening = options.opening ?? [];
  const setup = fromSetup({
    size,
    rule,
    black: opening.filter((_, k) => k % 2 === 0),
    white: opening.filter((_, k) => k % 2 === 1),
  });
  if (!setup.ok) throw new RangeError(setup.error.message);
  let s = setup.value;
  const brains: Record<Color, Brain> = { black, white };
  const started: Record<Color, boolean> = { black: false, white: false };
  const moves: Point[] = [...opening];
  const end = (winner: Color | undefined, how: GameEnd, detail?: string): PlayedGame => ({
    winner,
    end: how,
    moves,
    final: s,
    ...(detail === undefined ? {} : { detail }),
  });
  for (const c of ['black', 'white'] as const) {
    const ok = brains[c].handle(`START ${size}`);
    if (!ok.includes('OK'))
      return end(c === 'black' ? 'white' : 'black', 'no-answer', `START: ${ok.join(' | ')}`);
    brains[c].handle(`INFO rule ${ruleToBits(rule)}`);
    brains[c].handle(`INFO timeout_turn ${options.timeoutTurn ?? 1000}`);
    brains[c].handle('INFO timeout_match 0');
  }
  let last: Point | undefined;
  while (!s.outcome) {
    if (moves.length >= (options.maxMoves ?? size * size)) return end(undefined, 'move-limit');
    const me = s.turn;
    const other: Color = me === 'black' ? 'white' : 'black';
    let replies: string[];
    if (!started[me]) {
      started[me] = true;
      if (s.cells.every((v) => v === 0)) replies = brains[me].handle('BEGIN');
      else {
        const mine = me === 'black' ? 1 : 2;
        brains[me].handle('BOARD');
        s.cells.forEach((v, i) => {
          if (v !== 0)
            brains[me].handle(`${i % size},${Math.floor(i / size)},${v === mine ? 1 : 2}`);
        });
        replies = brains[me].handle('DONE');
      }
    } else replies = brains[me].handle(`TURN ${formatGomocupPoint(last as Point)}`);
    const answer = answerOf(replies, size);
    if (typeof answer === 'string') return end(other, 'no-answer', `${me}: ${answer}`);
    const r = playMove(s, answer);
    if (!r.ok)
      return end(other, 'illegal-move', `${me} ${formatGomocupPoint(answer)}: ${r.error.reason}`);
    s = r.value;
    moves.push(answer);
    last = answer;
  }
  for (const c of ['black', 'white'] as const) brains[c].handle('END');
  const o = s.outcome;
  return end(o.winner, o.reason);
}

export interface MatchResult {
  /** Points of the first brain factory: 1 per win, ½ per draw. */
  readonly score: number;
  readonly games: readonly PlayedGame[];
}

/**
 * A match of `2 × openings.length` games (each opening twice, colours swapped),
 * new brains for every game. Returns the first brain's score.
 */
export function playMatch(
  first: () => Brain,
  second: () => Brain,
  openings: readonly (readonly Point[])[],
  options: Omit<GameOptions, 'opening'> = {},
): MatchResult {
  const games: PlayedGame[] = [];
  let score = 0;
  for (const opening of openings)
    for (const firstIsBlack of [true, false]) {
      const g = firstIsBlack
        ? playGame(first(), second(), { ...options, opening })
        : playGame(second(), first(), { ...options, opening });
      games.push(g);
      const firstColor: Color = firstIsBlack ? 'black' : 'white';
      score += g.winner === undefined ? 0.5 : g.winner === firstColor ? 1 : 0;
    }
  return { score, games };
}
