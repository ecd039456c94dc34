import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng, unwrap, type Point } from '@qipan/core';
import { chongzi, legalMoves, playMove } from './game.js';
import { parseMove } from './notation.js';
import { formatPosition, positionState } from './position.js';
import { initial, pieceCount, type ChongziState } from './state.js';
import { CHONGZI_REFUSALS, type ChongziMove, type ChongziOptions } from './types.js';

const P = (x: number, y: number): Point => ({ x, y });

/** Plays moves written in notation; fails the test on any refusal. */
function playAll(s: ChongziState, moves: readonly string[]): ChongziState {
  for (const text of moves) {
    const m = unwrap(parseMove(text, s.size));
    s = unwrap(playMove(s, m));
  }
  return s;
}

describe('start positions', () => {
  it('fixed starts fill the nearest rows, Red moves first', () => {
    expect(formatPosition(initial({ size: 4, start: 'fixed' }))).toBe('BBBB/..../..../RRRR r');
    expect(formatPosition(initial({ size: 5, start: 'fixed' }))).toBe(
      'BBBBB/BBBBB/...../RRRRR/RRRRR r',
    );
    expect(initial({ size: 5, start: 'fixed', firstPlayer: 'blue' }).turn).toBe('blue');
    expect(chongzi.turn(initial({ size: 5 }))).toBe('black');
  });
  it('the empty start begins in the placement phase', () => {
    const s = initial({ size: 4, start: 'empty' });
    expect(s.phase).toBe('placement');
    expect(legalMoves(s)).toHaveLength(16);
    expect(s.outcome).toBeUndefined();
  });
});

describe('refusals are values and leave the state unchanged', () => {
  const fixed = initial({ size: 5, start: 'fixed' });
  const empty = initial({ size: 4, start: 'empty' });
  const cases: readonly [string, ChongziState, unknown, string][] = [
    [
      'moving a Blue piece on Red’s turn',
      fixed,
      { kind: 'step', from: P(0, 1), to: P(0, 2) },
      'not-your-piece',
    ],
    ['a diagonal step', fixed, { kind: 'step', from: P(0, 3), to: P(1, 2) }, 'not-adjacent'],
    ['a jump of two', fixed, { kind: 'step', from: P(0, 3), to: P(0, 1) }, 'not-adjacent'],
    ['a step onto a piece', fixed, { kind: 'step', from: P(0, 4), to: P(0, 3) }, 'occupied'],
    ['a step from an empty point', fixed, { kind: 'step', from: P(0, 2), to: P(1, 2) }, 'empty'],
    ['a step off the board', fixed, { kind: 'step', from: P(0, 3), to: P(-1, 3) }, 'off-board'],
    ['a placement in the fixed start', fixed, { kind: 'place', at: P(2, 2) }, 'wrong-phase'],
    ['a removal in the movement phase', fixed, { kind: 'remove', at: P(0, 0) }, 'wrong-phase'],
    [
      'a step in the placement phase',
      empty,
      { kind: 'step', from: P(0, 0), to: P(0, 1) },
      'wrong-phase',
    ],
    ['a placement off the board', empty, { kind: 'place', at: P(4, 0) }, 'off-board'],
    ['a non-integer point', empty, { kind: 'place', at: P(0.5, 0) }, 'malformed'],
    ['an unknown kind', empty, { kind: 'jump', at: P(0, 0) }, 'malformed'],
    ['null', empty, null, 'malformed'],
  ];
  for (const [name, s, move, reason] of cases) {
    it(`${name}: ${reason}`, () => {
      const before = JSON.stringify({ ...s, trail: null });
      const r = chongzi.play(s, move as ChongziMove);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.reason).toBe(reason);
      expect(chongzi.check(s, move as ChongziMove)?.reason).toBe(reason);
      expect(JSON.stringify({ ...s, trail: null })).toBe(before);
    });
  }

  it('placing on an occupied point, removing your own piece or an empty point', () => {
    const s = playAll(empty, ['A1']);
    expect(chongzi.check(s, { kind: 'place', at: P(0, 3) })?.reason).toBe('occupied');
    const full = playAll(empty, [
      'A1',
      'B1',
      'C1',
      'D1',
      'A2',
      'B2',
      'C2',
      'D2',
      'A3',
      'B3',
      'C3',
      'D3',
      'A4',
      'B4',
      'C4',
      'D4',
    ]);
    expect(full.phase).toBe('removal');
    expect(chongzi.check(full, { kind: 'remove', at: P(0, 3) })?.reason).toBe('not-opponent-piece');
    const once = playAll(full, ['xB1']);
    expect(chongzi.check(once, { kind: 'remove', at: P(1, 3) })?.reason).toBe('empty');
  });

  it('a finished game refuses every move with game-over', () => {
    const lost = unwrap(positionState('R.../..../..../.... b', { start: 'fixed' }));
    expect(lost.outcome?.reason).toBe('no-pieces');
    expect(chongzi.play(lost, { kind: 'step', from: P(0, 0), to: P(1, 0) })).toMatchObject({
      ok: false,
      error: { reason: 'game-over' },
    });
    expect(legalMoves(lost)).toEqual([]);
  });
});

describe('the three phases of the empty start', () => {
  const fill4 = [
    'A1',
    'B1',
    'C1',
    'D1',
    'A2',
    'B2',
    'C2',
    'D2',
    'A3',
    'B3',
    'C3',
    'D3',
    'A4',
    'B4',
    'C4',
    'D4',
  ];

  it('placement without captures by default, then removal (first player first), then movement', () => {
    let s = initial({ size: 4, start: 'empty' });
    s = playAll(s, fill4.slice(0, 15));
    expect(s.phase).toBe('placement');
    expect(s.captures).toEqual([]);
    // Rows alternate R B R B from the bottom, so no capture pattern forms anyway; check counts.
    expect(pieceCount(s, 'red')).toBe(8);
    s = playAll(s, [fill4[15] as string]);
    expect(s.phase).toBe('removal');
    expect(s.turn).toBe('red');
    expect(legalMoves(s).every((m) => m.kind === 'remove')).toBe(true);
    expect(legalMoves(s)).toHaveLength(8);
    s = playAll(s, ['xB1']);
    expect(s.phase).toBe('removal');
    expect(s.turn).toBe('blue');
    s = playAll(s, ['xA1']);
    expect(s.phase).toBe('movement');
    expect(s.turn).toBe('red');
    expect(formatPosition(s)).toBe('RBRB/RBRB/RBRB/..RB r');
    expect(legalMoves(s).every((m) => m.kind === 'step')).toBe(true);
  });

  it('with the 5×5 board Red places 13 and Blue 12, and Red removes first', () => {
    let s = initial({ size: 5, start: 'empty' });
    for (let i = 0; i < 25; i++) s = unwrap(playMove(s, legalMoves(s)[0] as ChongziMove));
    expect(s.phase).toBe('removal');
    expect(s.turn).toBe('red');
    expect(pieceCount(s, 'red')).toBe(13);
    expect(pieceCount(s, 'blue')).toBe(12);
  });

  it('placement does not capture by default, and does with the option', () => {
    // Red A1, Blue C1, Red B1: the bottom row reads R R B (two push one).
    const off = playAll(initial({ size: 4, start: 'empty' }), ['A1', 'C1', 'B1']);
    expect(off.captures).toEqual([]);
    expect(formatPosition(off)).toBe('..../..../..../RRB. b');
    const on = playAll(initial({ size: 4, start: 'empty', capturesDuringPlacement: true }), [
      'A1',
      'C1',
      'B1',
    ]);
    expect(formatPosition(on)).toBe('..../..../..../RR.. b');
    expect(on.captures[0]?.line).toBe('horizontal');
  });

  it('captures in the movement phase of the empty start remove pieces', () => {
    const s = unwrap(positionState('...B/..../.RBB/R... r', { start: 'empty' }));
    const t = playAll(s, ['A1-A2']);
    expect(formatPosition(t)).toBe('...B/..../RR../.... b');
    expect(t.outcome).toBeUndefined();
  });
});

describe('end of the game', () => {
  it('a player with no pieces left loses', () => {
    const u = unwrap(positionState('..../..../.RB./R... r', { start: 'empty' }));
    const v = playAll(u, ['A1-A2']);
    expect(formatPosition(v)).toBe('..../..../RR../.... b');
    expect(v.outcome).toEqual({ winner: 'black', winnerSide: 'red', reason: 'no-pieces' });
  });

  it('a player to move with every piece blocked loses', () => {
    // Blue's only piece sits in the corner, boxed in by Red; Blue to move.
    const s = unwrap(positionState('BR../R.../..../...R b', { start: 'fixed' }));
    expect(s.outcome).toEqual({ winner: 'black', winnerSide: 'red', reason: 'no-moves' });
    const t = unwrap(positionState('BR../R.../..../...R r', { start: 'fixed' }));
    expect(t.outcome).toBeUndefined();
  });

  it('the third occurrence of a position is a draw (option)', () => {
    const shuffle = ['A1-A2', 'A4-A3', 'A2-A1', 'A3-A4'];
    const opts: ChongziOptions = { size: 4, start: 'fixed' };
    let s = initial(opts);
    s = playAll(s, shuffle);
    expect(s.outcome).toBeUndefined();
    s = playAll(s, shuffle);
    expect(s.outcome).toEqual({ reason: 'repetition' });
    const off = playAll(initial({ ...opts, drawByRepetition: false }), [
      ...shuffle,
      ...shuffle,
      ...shuffle,
    ]);
    expect(off.outcome).toBeUndefined();
  });

  it('quiet moves without a capture draw at the limit (option)', () => {
    const opts: ChongziOptions = {
      size: 4,
      start: 'fixed',
      drawByRepetition: false,
      quietMoveLimit: 6,
    };
    const shuffle = ['A1-A2', 'A4-A3', 'A2-A1', 'A3-A4'];
    const s = playAll(initial(opts), [...shuffle, 'A1-A2']);
    expect(s.quietMoves).toBe(5);
    expect(s.outcome).toBeUndefined();
    const t = playAll(s, ['A4-A3']);
    expect(t.outcome).toEqual({ reason: 'quiet-moves' });
    const never = playAll(initial({ ...opts, quietMoveLimit: null }), [...shuffle, ...shuffle]);
    expect(never.outcome).toBeUndefined();
  });

  it('a capture restarts the quiet-move count', () => {
    const s = unwrap(positionState('..../..../.RB./R... r', { start: 'fixed', quietMoveLimit: 3 }));
    const t = playAll(s, ['A1-A2']);
    expect(t.quietMoves).toBe(0);
    expect(t.captures).toHaveLength(1);
  });
});

describe('parseMove / formatMove through the definition', () => {
  it('refuses text that is not a move', () => {
    const s = initial({ size: 4 });
    expect(chongzi.parseMove('A1-', s)).toMatchObject({
      ok: false,
      error: { reason: 'malformed' },
    });
    expect(chongzi.parseMove('E1-E2', s)).toMatchObject({
      ok: false,
      error: { reason: 'off-board' },
    });
    const m = unwrap(chongzi.parseMove('a1-a2', s));
    expect(chongzi.formatMove(m, s)).toBe('A1-A2');
  });
});

describe('play never throws and refusals never change the state (property)', () => {
  const states: ChongziState[] = [];
  const rng = Rng.fromSeed('fuzz');
  for (const v of [
    { size: 4, start: 'fixed' },
    { size: 5, start: 'fixed' },
    { size: 4, start: 'empty' },
    { size: 5, start: 'empty', capturesDuringPlacement: true },
  ] as const) {
    let s = initial(v);
    for (let i = 0; i < 40 && !s.outcome; i++) {
      states.push(s);
      s = unwrap(playMove(s, rng.pick(legalMoves(s))));
    }
    states.push(s);
  }
  const coord = fc.oneof(
    { arbitrary: fc.integer({ min: 0, max: 4 }), weight: 12 },
    fc.integer({ min: -2, max: 6 }),
    fc.constant(0.5),
    fc.constant(Number.NaN),
  );
  const pt = fc.oneof(fc.record({ x: coord, y: coord }), fc.constant(null), fc.constant('A1'));
  const move = fc.oneof(
    fc.record({
      kind: fc.constantFrom('step', 'place', 'remove', 'fly'),
      from: pt,
      to: pt,
      at: pt,
    }),
    fc.constant(undefined),
    fc.constant(42),
  );
  it('holds for arbitrary values as moves', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: states.length - 1 }), move, (i, m) => {
        const s = states[i] as ChongziState;
        const before = formatPosition(s) + s.phase + s.ply;
        const r = playMove(s, m as unknown as ChongziMove);
        if (!r.ok) expect(CHONGZI_REFUSALS).toContain(r.error.reason);
        else expect(legalMoves(s)).toContainEqual(r.value.lastMove);
        // Accepted exactly when the move's own fields name a legal move.
        const mm = m as { kind?: unknown; from?: unknown; to?: unknown; at?: unknown } | undefined;
        const core =
          typeof mm === 'object' && mm !== null
            ? JSON.stringify(
                mm.kind === 'step'
                  ? { kind: mm.kind, from: mm.from, to: mm.to }
                  : { kind: mm.kind, at: mm.at },
              )
            : '';
        expect(r.ok).toBe(legalMoves(s).some((l) => JSON.stringify(l) === core));
        expect(formatPosition(s) + s.phase + s.ply).toBe(before);
      }),
      { numRuns: 2000 },
    );
  });
});
