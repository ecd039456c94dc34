import { unwrap, type Point } from '@qipan/core';
import { playAt, PASS, RESIGN, type GoMove } from '@qipan/go';
import type { GomokuMove } from '@qipan/gomoku';
import { describe, expect, it } from 'vitest';
import { chongziMatch, gomokuMatch, goMatch } from './games.js';
import {
  abortable,
  apply,
  createMatch,
  lineMoves,
  pauseClock,
  resumeClock,
  turn,
} from './match.js';
import { positionAt } from './positions.js';
import type { Action, AnyMatch, Match, MatchGame, Seat } from './types.js';

const person: Seat = { kind: 'person' };
const ai: Seat = { kind: 'ai', level: 3 };

function play<S, M, O>(m: Match<S, M, O>, moves: readonly M[], t0 = 0): Match<S, M, O> {
  let out = m;
  moves.forEach((mv, i) => {
    out = unwrap(apply(out, { type: 'move', move: mv }, t0 + i * 1000));
  });
  return out;
}
const stone = (x: number, y: number): GomokuMove => ({ x, y });
const gomokuGame = (seats: { black: Seat; white: Seat } = { black: person, white: person }) =>
  createMatch(gomokuMatch, { options: { size: 15 }, seats, nowMs: 0 });

/** Black walls off column C, White column D on 5×5; then White drops a stone in Black's area. */
const GO_WALLS: GoMove[] = [
  ...[0, 1, 2, 3, 4].flatMap((y) => [playAt(2, y), playAt(3, y)]),
  PASS,
  playAt(0, 2),
  PASS,
  PASS,
];
const goGame = () =>
  createMatch(goMatch, {
    options: { preset: 'chinese', size: 5, komi: 0.5 },
    seats: { black: person, white: person },
    nowMs: 0,
  });

describe('moves and game end', () => {
  it('a Gomoku five ends the match with the winner and reason five', () => {
    const m = play(
      gomokuGame(),
      [0, 1, 2, 3, 4].flatMap((x) => [stone(x, 7), stone(x, 9)]).slice(0, 9),
    );
    expect(m.result).toEqual({ winner: 'black', reason: 'five' });
    expect(m.plies).toBe(9);
    expect(lineMoves(m)).toHaveLength(9);
    const again = apply(m, { type: 'move', move: stone(10, 10) }, 99_000);
    expect(again.ok || again.error.reason).toBe('game-over');
  });

  it('an illegal move is refused with the engine reason and changes nothing', () => {
    const m = play(gomokuGame(), [stone(7, 7)]);
    const before = JSON.stringify(lineMoves(m));
    const r = apply(m, { type: 'move', move: stone(7, 7) }, 5_000);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect([r.error.reason, r.error.illegal?.reason]).toEqual(['illegal-move', 'occupied']);
    expect(JSON.stringify(lineMoves(m))).toBe(before);
    expect(m.plies).toBe(1);
  });

  it('bad actions are typed errors', () => {
    const m = gomokuGame();
    const bad = (a: unknown) => {
      const r = apply(m, a as Action<GomokuMove>, 0);
      return r.ok ? 'ok' : r.error.reason;
    };
    expect(bad({ type: 'teleport' })).toBe('bad-action');
    expect(bad({ type: 'resign', color: 'red' })).toBe('bad-action');
    expect(bad({ type: 'answer-draw', color: 'black', accept: true })).toBe('no-pending-offer');
    expect(bad({ type: 'request-undo', color: 'black' })).toBe('nothing-to-undo');
    expect(bad({ type: 'mark-dead', color: 'black', point: { x: 0, y: 0 } })).toBe('not-scoring');
    expect(bad({ type: 'claim-timeout', color: 'black' })).toBe('flag-not-fallen');
  });

  it('resign ends the match for the other side, even out of turn', () => {
    const m = unwrap(apply(gomokuGame(), { type: 'resign', color: 'white' }, 10));
    expect(m.result).toEqual({ winner: 'black', reason: 'resign' });
  });

  it("Go's resign move is the resign action of the side to move", () => {
    const m = play(goGame(), [playAt(2, 2)]);
    const r = unwrap(apply(m, { type: 'move', move: RESIGN }, 5));
    expect(r.result).toEqual({ winner: 'black', reason: 'resign' });
    expect(r.plies).toBe(1);
  });

  it('Chongzi plays through the definition with Red as black', () => {
    const m = createMatch(chongziMatch, {
      options: { size: 4, start: 'fixed' },
      seats: { black: person, white: ai },
      nowMs: 0,
    });
    expect(turn(m as AnyMatch)).toBe('black');
    const moves = chongziMatch.definition.legalMoves(m.state);
    const m1 = unwrap(apply(m, { type: 'move', move: moves[0] as (typeof moves)[number] }, 1));
    expect(turn(m1 as AnyMatch)).toBe('white');
  });
});

describe('draw offers', () => {
  const m = play(gomokuGame(), [stone(7, 7)]);
  it('accepted: a draw by agreement', () => {
    const offered = unwrap(apply(m, { type: 'offer-draw', color: 'white' }, 1));
    expect(offered.pending).toEqual({ kind: 'draw', by: 'white' });
    const self = apply(offered, { type: 'answer-draw', color: 'white', accept: true }, 2);
    expect(self.ok || self.error.reason).toBe('no-pending-offer');
    const done = unwrap(apply(offered, { type: 'answer-draw', color: 'black', accept: true }, 2));
    expect(done.result).toEqual({ reason: 'draw-agreed' });
    expect(done.pending).toBeUndefined();
  });
  it('declined, or answered by a move: play goes on', () => {
    const offered = unwrap(apply(m, { type: 'offer-draw', color: 'white' }, 1));
    const declined = unwrap(
      apply(offered, { type: 'answer-draw', color: 'black', accept: false }, 2),
    );
    expect(declined.pending).toBeUndefined();
    expect(declined.result).toBeUndefined();
    const moved = unwrap(apply(offered, { type: 'move', move: stone(0, 0) }, 2));
    expect(moved.pending).toBeUndefined();
  });
});

describe('undo by seat', () => {
  it('against a person here: one ply', () => {
    const m = play(gomokuGame(), [stone(7, 7), stone(8, 8)]);
    const u = unwrap(apply(m, { type: 'request-undo', color: 'white' }, 5));
    expect(u.plies).toBe(1);
    expect(turn(u as AnyMatch)).toBe('white');
    expect(u.state).toBe(positionAt(m, u.tip));
  });

  it('against an AI: back to before your own last move', () => {
    const m = play(gomokuGame({ black: person, white: ai }), [
      stone(7, 7),
      stone(8, 8),
      stone(6, 6),
      stone(9, 9),
    ]);
    const u = unwrap(apply(m, { type: 'request-undo', color: 'black' }, 5));
    expect(u.plies).toBe(2);
    expect(turn(u as AnyMatch)).toBe('black');
    // Before the AI replied: only the own move goes.
    const m3 = play(gomokuGame({ black: person, white: ai }), [
      stone(7, 7),
      stone(8, 8),
      stone(6, 6),
    ]);
    expect(unwrap(apply(m3, { type: 'request-undo', color: 'black' }, 5)).plies).toBe(2);
    // The AI opened and I have not moved yet: nothing of mine to take back.
    const aiFirst = play(gomokuGame({ black: ai, white: person }), [stone(7, 7)]);
    const r = apply(aiFirst, { type: 'request-undo', color: 'white' }, 5);
    expect(r.ok || r.error.reason).toBe('nothing-to-undo');
  });

  it('against a remote person: a request that must be answered', () => {
    const m = play(gomokuGame({ black: person, white: { kind: 'remote' } }), [
      stone(7, 7),
      stone(8, 8),
    ]);
    const asked = unwrap(apply(m, { type: 'request-undo', color: 'black' }, 5));
    expect(asked.pending).toEqual({ kind: 'undo', by: 'black' });
    expect(asked.plies).toBe(2);
    expect(
      unwrap(apply(asked, { type: 'answer-undo', color: 'white', accept: false }, 6)).plies,
    ).toBe(2);
    expect(
      unwrap(apply(asked, { type: 'answer-undo', color: 'white', accept: true }, 6)).plies,
    ).toBe(0);
  });

  it('an undone move played again reuses its node; a new move becomes the main line', () => {
    const m = play(gomokuGame(), [stone(7, 7), stone(8, 8)]);
    const u = unwrap(apply(m, { type: 'request-undo', color: 'white' }, 5));
    const same = unwrap(apply(u, { type: 'move', move: stone(8, 8) }, 6));
    expect(same.tip).toBe(m.tip);
    expect(same.record.size).toBe(3);
    const other = unwrap(apply(u, { type: 'move', move: stone(9, 9) }, 6));
    expect(other.record.size).toBe(4);
    expect(other.record.mainLine().at(-1)?.id).toBe(other.tip);
  });
});

describe('Go scoring phase', () => {
  it('two passes enter scoring with a guess; both accepts give the known score', () => {
    const m = play(goGame(), GO_WALLS);
    expect(m.result).toBeUndefined();
    expect(m.scoring).toEqual({ dead: [{ x: 0, y: 2 }], accepted: { black: false, white: false } });
    const moveNow = apply(m, { type: 'move', move: playAt(1, 1) }, 1);
    expect(moveNow.ok || moveNow.error.reason).toBe('scoring');
    const b = unwrap(apply(m, { type: 'accept-score', color: 'black' }, 1));
    expect(b.result).toBeUndefined();
    const done = unwrap(apply(b, { type: 'accept-score', color: 'white' }, 2));
    // Black: 5 stones + 10 points (the dead stone's included); White: 5 stones + 5 points + 0.5.
    expect(done.result).toEqual({
      winner: 'black',
      reason: 'score',
      score: { black: 15, white: 10.5 },
    });
  });

  it('marking a group clears both acceptances and changes the count', () => {
    const m = play(goGame(), GO_WALLS);
    const b = unwrap(apply(m, { type: 'accept-score', color: 'black' }, 1));
    const alive = unwrap(apply(b, { type: 'mark-dead', color: 'white', point: { x: 0, y: 2 } }, 2));
    expect(alive.scoring).toEqual({ dead: [], accepted: { black: false, white: false } });
    const both = [
      { type: 'accept-score', color: 'black' },
      { type: 'accept-score', color: 'white' },
    ] as const;
    const done = both.reduce((acc, a) => unwrap(apply(acc, a, 3)), alive);
    // The white stone alive makes Black's side neutral: Black 5 stones, White 5 + 5 + 1 + 0.5.
    expect(done.result).toEqual({
      winner: 'white',
      reason: 'score',
      score: { black: 5, white: 11.5 },
    });
    const empty = apply(
      m,
      { type: 'mark-dead', color: 'black', point: { x: 1, y: 1 } as Point },
      2,
    );
    expect(empty.ok || empty.error.reason).toBe('not-a-stone');
  });

  it('undo from the scoring phase goes back to play', () => {
    const m = play(goGame(), GO_WALLS);
    const u = unwrap(apply(m, { type: 'request-undo', color: 'white' }, 5));
    expect(u.scoring).toBeUndefined();
    expect(u.plies).toBe(GO_WALLS.length - 1);
  });
});

describe('gomoku swap2 seats', () => {
  it('the first player places three stones, the second chooses; seats follow the colours', () => {
    const first: Seat = { kind: 'person', name: 'first' };
    const second: Seat = { kind: 'ai', level: 2 };
    let m = createMatch(gomokuMatch, {
      options: { size: 15, opening: 'swap2' },
      seats: { black: first, white: second },
      nowMs: 0,
    });
    const turns: string[] = [];
    for (const mv of [stone(7, 7), stone(8, 7), stone(7, 8)]) {
      turns.push(turn(m as AnyMatch));
      m = unwrap(apply(m, { type: 'move', move: mv }, 1));
    }
    expect(turns).toEqual(['black', 'black', 'black']);
    expect(turn(m as AnyMatch)).toBe('white'); // the second player chooses
    m = unwrap(apply(m, { type: 'move', move: { choose: 'black' } }, 2));
    // The second player took Black: the first player now sits at White, and White is to move.
    expect(m.seats).toEqual({ black: second, white: first });
    expect(turn(m as AnyMatch)).toBe('white');
    // Undo against the AI (now Black) takes back the choice: the colours go back.
    const u = unwrap(apply(m, { type: 'request-undo', color: 'white' }, 3));
    expect(u.seats).toEqual({ black: first, white: second });
    expect(u.plies).toBe(2);
  });
});

describe('clocks in a match', () => {
  const clocked = <S, M, O>(game: MatchGame<S, M, O>, options: O) =>
    createMatch(game, {
      options,
      seats: { black: person, white: person },
      timeControl: { kind: 'absolute', mainMs: 10_000 },
      nowMs: 0,
    });

  it('a move after the flag fell is refused; claim-timeout ends the game on time', () => {
    const m = unwrap(
      apply(clocked(goMatch, { size: 9 }), { type: 'move', move: playAt(4, 4) }, 1_000),
    );
    const early = apply(m, { type: 'claim-timeout', color: 'black' }, 10_999);
    expect(early.ok || early.error.reason).toBe('flag-not-fallen');
    const late = apply(m, { type: 'move', move: playAt(3, 3) }, 11_000);
    expect(late.ok || late.error.reason).toBe('flag-fallen');
    const end = unwrap(apply(m, { type: 'claim-timeout', color: 'black' }, 11_000));
    expect(end.result).toEqual({ winner: 'black', reason: 'timeout' });
    expect(end.clock?.runningSince).toBeUndefined();
    expect(end.clock?.sides.white.mainMs).toBe(0);
  });

  it('Gomoku: a flag is a draw when the opponent cannot make five any more', () => {
    // 5×5: Black's stones cut every row, column and diagonal; Black's flag falls.
    const black = [stone(1, 0), stone(3, 1), stone(2, 2), stone(0, 3), stone(4, 4)];
    const white = [stone(0, 0), stone(4, 0), stone(0, 4), stone(4, 2), stone(2, 4)];
    const moves = black.flatMap((b, i) => [b, white[i] as GomokuMove]);
    const m0 = clocked(gomokuMatch, { size: 5 });
    const m = play(m0, moves);
    expect(m.result).toBeUndefined();
    const end = unwrap(apply(m, { type: 'claim-timeout', color: 'black' }, 99_000));
    expect(end.result).toEqual({ reason: 'timeout-draw' });
  });
});

describe('pausing the clock', () => {
  it('charges the side to move, stops, and restarts on resume', () => {
    let m = createMatch(gomokuMatch, {
      options: { size: 15 },
      seats: { black: person, white: person },
      timeControl: { kind: 'absolute', mainMs: 60_000 },
      nowMs: 0,
    });
    expect(resumeClock(m, 5)).toBe(m); // not started before the first move
    m = unwrap(apply(m, { type: 'move', move: stone(7, 7) }, 1_000));
    const paused = pauseClock(m, 4_000);
    expect(paused.clock?.runningSince).toBeUndefined();
    expect(paused.clock?.sides.white.mainMs).toBe(57_000);
    const resumed = resumeClock(paused, 3_600_000);
    expect(resumed.clock?.runningSince).toBe(3_600_000);
    const moved = unwrap(apply(resumed, { type: 'move', move: stone(8, 8) }, 3_610_000));
    expect(moved.clock?.sides.white.mainMs).toBe(47_000);
  });
});

describe('abort and abandonment', () => {
  const seats = { black: { kind: 'remote' }, white: { kind: 'remote' } } as const;
  const start = () => createMatch(gomokuMatch, { options: { size: 15 }, seats, nowMs: 0 });
  const mv = (x: number, y: number) => ({ type: 'move', move: { x, y } }) as const;

  it('aborts before each side has moved, with no winner', () => {
    const m = start();
    expect(abortable(m)).toBe(true);
    const one = apply(m, mv(7, 7), 10);
    if (!one.ok) throw new Error(one.error.message);
    expect(abortable(one.value)).toBe(true);
    const r = apply(one.value, { type: 'abort', color: 'white' }, 20);
    expect(r.ok && r.value.result).toEqual({ reason: 'aborted' });
  });

  it('refuses an abort once both sides have moved, and changes nothing', () => {
    let m = start();
    for (const [x, y] of [
      [7, 7],
      [8, 8],
    ] as const) {
      const r = apply(m, mv(x, y), 10);
      if (!r.ok) throw new Error(r.error.message);
      m = r.value;
    }
    expect(abortable(m)).toBe(false);
    const r = apply(m, { type: 'abort', color: 'black' }, 20);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.reason).toBe('not-abortable');
  });

  it('gives an abandoned game to the claimant', () => {
    const r = apply(start(), { type: 'claim-abandon', color: 'white' }, 5);
    expect(r.ok && r.value.result).toEqual({ winner: 'white', reason: 'abandon' });
  });
});
