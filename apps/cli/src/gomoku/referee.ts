/**
 * The referee of one game between two brains over the Gomocup protocol, for
 * brains that answer asynchronously (child processes). The rules engine keeps
 * the real game: an illegal move (a renju foul included), a line that is not a
 * move, a crash or a timeout loses.
 *
 * @example
 * ```ts
 * import { GomocupBrain } from '@qipan/engine-process';
 * import { refereeGame } from './referee.js';
 * const cmd = 'node apps/cli/bin/qipan.js pbrain';
 * const game = await refereeGame(GomocupBrain.start(cmd), GomocupBrain.start(cmd), {
 *   size: 15, rule: 'freestyle', timeMs: 100, opening: [],
 * });
 * game.winner; // 'black' | 'white' | undefined (draw)
 * ```
 */
import type { Color, Point, Result } from '@qipan/core';
import {
  formatGomocupPoint,
  formatPoint,
  fromSetup,
  parseGomocupPoint,
  playMove,
  ruleToBits,
  type GomokuState,
  type RuleSet,
} from '@qipan/gomoku';
import type { EngineError } from '@qipan/engine-process';

/** What the referee needs of a brain (a `GomocupBrain`, or one in-process for tests). */
export interface AsyncBrain {
  send(line: string): void;
  answer(ms: number): Promise<Result<string, EngineError>>;
}

export interface RefereeOptions {
  readonly size: number;
  readonly rule: RuleSet;
  /** Milliseconds per move, sent as INFO timeout_turn. */
  readonly timeMs: number;
  /** A different time per move for one colour (its INFO timeout_turn and limit). */
  readonly timeMsFor?: Partial<Record<Color, number>>;
  /** Stones already on the board, alternately black and white. */
  readonly opening: readonly Point[];
  /** Time to answer START (process start-up included); 15 s by default. */
  readonly startMs?: number;
}

export type RefereeEnd =
  'five' | 'full-board' | 'no-legal-move' | 'illegal-move' | 'crash' | 'timeout' | 'bad-answer';

export interface RefereedGame {
  readonly winner: Color | undefined;
  readonly end: RefereeEnd;
  /** Opening stones, then the moves played. */
  readonly moves: readonly Point[];
  /** For a loss by the rules of the match: what the loser did. */
  readonly detail?: string;
  /** Milliseconds each answered move took (after the opening, in order), as the referee saw it. */
  readonly times: readonly number[];
  readonly final: GomokuState;
}

/** The time a brain gets for a move: the budget plus a grace for a loaded machine. */
export const moveLimitMs = (timeMs: number): number => timeMs + Math.max(1000, timeMs / 2);

const opposite = (c: Color): Color => (c === 'black' ? 'white' : 'black');

function describe(e: EngineError): { end: RefereeEnd; detail: string } {
  if (e.reason === 'timeout') return { end: 'timeout', detail: `no answer within ${e.ms} ms` };
  if (e.reason !== 'crashed') return { end: 'crash', detail: e.message };
  const tail = e.stderr === '' ? '' : `: ${e.stderr.split('\n').slice(-1)[0] ?? ''}`;
  return { end: 'crash', detail: `exited (code ${e.code ?? e.signal ?? 'none'})${tail}` };
}

/** Plays one game, `black` moving first after the opening. */
export async function refereeGame(
  black: AsyncBrain,
  white: AsyncBrain,
  options: RefereeOptions,
): Promise<RefereedGame> {
  const { size, rule, timeMs, opening } = options;
  const setup = fromSetup({
    size,
    rule,
    black: opening.filter((_, k) => k % 2 === 0),
    white: opening.filter((_, k) => k % 2 === 1),
  });
  if (!setup.ok) throw new RangeError(`bad opening: ${setup.error.message}`);
  let s = setup.value;
  const moves: Point[] = [...opening];
  const times: number[] = [];
  const timeOf = (c: Color): number => options.timeMsFor?.[c] ?? timeMs;
  const end = (winner: Color | undefined, how: RefereeEnd, detail?: string): RefereedGame => ({
    winner,
    end: how,
    moves,
    times,
    final: s,
    ...(detail === undefined ? {} : { detail }),
  });
  const brains: Record<Color, AsyncBrain> = { black, white };
  for (const c of ['black', 'white'] as const) {
    const b = brains[c];
    b.send(`START ${size}`);
    const r = await b.answer(options.startMs ?? 15_000);
    if (!r.ok) {
      const d = describe(r.error);
      return end(opposite(c), d.end, `${c} at START: ${d.detail}`);
    }
    if (r.value.toUpperCase() !== 'OK')
      return end(opposite(c), 'bad-answer', `${c} at START: '${r.value}'`);
    b.send(`INFO rule ${ruleToBits(rule)}`);
    b.send(`INFO timeout_turn ${timeOf(c)}`);
    b.send('INFO timeout_match 0');
    b.send(`INFO max_memory ${256 * 1024 * 1024}`);
  }
  const started: Record<Color, boolean> = { black: false, white: false };
  let last: Point | undefined;
  while (!s.outcome) {
    const me = s.turn;
    const b = brains[me];
    if (started[me] && last) b.send(`TURN ${formatGomocupPoint(last)}`);
    else if (s.cells.every((v) => v === 0)) b.send('BEGIN');
    else {
      // In the order the stones were played: Black's are the even ones.
      const mine = me === 'black' ? 0 : 1;
      b.send('BOARD');
      moves.forEach((p, k) => b.send(`${formatGomocupPoint(p)},${k % 2 === mine ? 1 : 2}`));
      b.send('DONE');
    }
    started[me] = true;
    const asked = Date.now();
    const r = await b.answer(moveLimitMs(timeOf(me)));
    times.push(Date.now() - asked);
    if (!r.ok) {
      const d = describe(r.error);
      return end(opposite(me), d.end, `${me}: ${d.detail}`);
    }
    const point = parseGomocupPoint(r.value, size);
    if (!point) return end(opposite(me), 'bad-answer', `${me}: not a move: '${r.value}'`);
    const next = playMove(s, point);
    if (!next.ok)
      return end(
        opposite(me),
        'illegal-move',
        `${me} ${formatPoint(point, size)}: ${next.error.reason}`,
      );
    s = next.value;
    moves.push(point);
    last = point;
  }
  const o = s.outcome;
  return end(o.winner, o.reason);
}
