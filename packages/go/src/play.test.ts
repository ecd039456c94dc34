import { describe, expect, it } from 'vitest';
import { unwrap, type Color } from '@qipan/core';
import { fromDiagram, toDiagram } from './diagram.js';
import { check, legalMoves, play, playAs } from './play.js';
import type { GoOptions } from './rules.js';
import { captures, initial, PASS, RESIGN, type GoMove, type GoState } from './state.js';
import { parseVertex } from './notation.js';
import { go } from './game.js';

const setup = (d: string, turn: Color = 'black', rules: Omit<GoOptions, 'size'> = {}) =>
  unwrap(fromDiagram(d, { ...rules, turn }));
const mv = (s: GoState, v: string): GoMove =>
  v === 'pass' ? PASS : { type: 'play', point: parseVertex(v, s.rules.size)! };
function seq(s: GoState, moves: string): GoState {
  for (const v of moves.split(/\s+/).filter(Boolean)) s = unwrap(play(s, mv(s, v)));
  return s;
}
const norm = (d: string) =>
  d
    .trim()
    .split('\n')
    .map((l) => l.trim())
    .join('\n');

/** name, diagram, side, move, expected diagram after, stones captured. */
const CAPTURES: [string, string, Color, string, string, number][] = [
  [
    'a stone in the middle',
    '. X . .\nX O . .\n. X . .\n. . . .',
    'black',
    'C3',
    '. X . .\nX . X .\n. X . .\n. . . .',
    1,
  ],
  [
    'a stone on the edge (atari)',
    'X O X .\n. . . .\n. . . .\n. . . .',
    'black',
    'B3',
    'X . X .\n. X . .\n. . . .\n. . . .',
    1,
  ],
  [
    'a stone in the corner',
    'O X . .\n. . . .\n. . . .\n. . . .',
    'black',
    'A3',
    '. X . .\nX . . .\n. . . .\n. . . .',
    1,
  ],
  [
    'a two-stone chain on the edge',
    'O O X .\n. X . .\n. . . .\n. . . .',
    'black',
    'A3',
    '. . X .\nX X . .\n. . . .\n. . . .',
    2,
  ],
  [
    'a two-stone chain by White',
    '. X X O\n. O O .\n. . . .\n. . . .',
    'white',
    'A4',
    'O . . O\n. O O .\n. . . .\n. . . .',
    2,
  ],
  [
    'four single stones at once',
    '. X O X\nX O . O\n. X O X\n. . X .',
    'black',
    'C3',
    '. X . X\nX . X .\n. X . X\n. . X .',
    4,
  ],
  [
    'two chains at once',
    'O O X .\nX . X .\nO O X .\nX X . .',
    'black',
    'B3',
    '. . X .\nX X X .\n. . X .\nX X . .',
    4,
  ],
  [
    'a five-stone chain in the corner',
    'O O O X\nO O X .\nX . X .\n. . . .',
    'black',
    'B2',
    '. . . X\n. . X .\nX X X .\n. . . .',
    5,
  ],
  [
    'nothing when a liberty is left',
    'O O X .\n. . . .\n. . . .\n. . . .',
    'black',
    'B3',
    'O O X .\n. X . .\n. . . .\n. . . .',
    0,
  ],
];

describe('captures', () => {
  for (const [name, d, turn, move, after, n] of CAPTURES) {
    it(name, () => {
      const s = setup(d, turn);
      const r = unwrap(play(s, mv(s, move)));
      expect(toDiagram(r)).toBe(norm(after));
      expect(captures(r)[turn]).toBe(n);
      expect(r.turn).toBe(turn === 'black' ? 'white' : 'black');
    });
  }
});

describe('snapback', () => {
  it('lets Black retake five stones right after losing the throw-in (not a ko)', () => {
    const s = setup(
      `. . O X .
       O O O X .
       X X X X .
       . . . . .
       . . . . .`,
      'black',
    );
    const a = unwrap(play(s, mv(s, 'B5'))); // throw-in, itself in atari
    const b = unwrap(play(a, mv(a, 'A5'))); // White captures it
    expect(captures(b).white).toBe(1);
    expect(check(b, mv(b, 'B5'))).toBeUndefined(); // no ko: the recapture takes more than one stone
    const c = unwrap(play(b, mv(b, 'B5')));
    expect(captures(c).black).toBe(5);
    expect(c.board.ko).toBe(-1);
    expect(toDiagram(c)).toBe(norm('. X . X .\n. . . X .\nX X X X .\n. . . . .\n. . . . .'));
  });
});

describe('suicide', () => {
  const d = '. X . .\nX . . .\n. . . .\n. . . .';
  it('is refused when forbidden', () => {
    const s = setup(d, 'white', { suicide: 'forbidden' });
    expect(check(s, mv(s, 'A4'))?.reason).toBe('suicide');
  });
  it('removes the own chain when allowed (Tromp-Taylor, New Zealand)', () => {
    for (const preset of ['tromp-taylor', 'new-zealand'] as const) {
      const s = setup('. X . .\nX . . .\n. . . .\n. . . .', 'white', { preset });
      if (preset === 'tromp-taylor') {
        // A one-stone suicide recreates the board: positional superko forbids it.
        expect(check(s, mv(s, 'A4'))?.reason).toBe('superko');
      } else {
        const r = unwrap(play(s, mv(s, 'A4')));
        expect(toDiagram(r)).toBe(norm('. X . .\nX . . .\n. . . .\n. . . .'));
        expect(captures(r).black).toBe(1);
        expect(r.turn).toBe('black');
      }
      const t = unwrap(
        play(setup('O . X .\nX X . .\n. . . .\n. . . .', 'white', { preset }), mv(s, 'B4')),
      );
      expect(toDiagram(t)).toBe(norm('. . X .\nX X . .\n. . . .\n. . . .'));
      expect(captures(t).black).toBe(2);
    }
  });
  it('is no suicide when the stone captures', () => {
    const s = setup('. X O .\nX O . .\nO . . .\n. . . .', 'white', { suicide: 'forbidden' });
    expect(check(s, mv(s, 'A4'))).toBeUndefined();
  });
});

describe('ko', () => {
  const d = `. X O .
             X O . O
             . X O .
             . . . .`;
  it('refuses the immediate recapture, allows it after a ko threat exchange', () => {
    const s = setup(d, 'black', { ko: 'simple' });
    const a = unwrap(play(s, mv(s, 'C3'))); // Black takes B3
    expect(check(a, mv(a, 'B3'))?.reason).toBe('ko');
    const b = seq(a, 'D1 A1');
    expect(check(b, mv(b, 'B3'))).toBeUndefined();
  });
  it('lets a pass lift the ko ban', () => {
    const s = setup(d, 'black');
    const a = seq(s, 'C3 pass pass'.split(' ').slice(0, 2).join(' '));
    expect(a.turn).toBe('black');
    const b = seq(a, 'A1');
    expect(check(b, mv(b, 'B3'))).toBeUndefined();
  });
});

/** Move sequences on an empty 3×3 board found by random search, checked by hand. */
describe('superko', () => {
  it('positional superko refuses a board seen with the other side to move; situational allows it', () => {
    const moves = 'B3 B2 A2 B1 A1 A3';
    for (const [ko, reason] of [
      ['simple', undefined],
      ['situational-superko', undefined],
      ['positional-superko', 'superko'],
    ] as const) {
      const s = seq(initial({ size: 3, ko }), moves);
      expect(check(s, mv(s, 'A2'))?.reason).toBe(reason);
    }
  });
  it('situational superko refuses sending-two-returning-one that simple ko allows', () => {
    const moves = 'A2 C2 B2 B1 pass A1 C1';
    for (const [ko, reason] of [
      ['simple', undefined],
      ['situational-superko', 'superko'],
      ['positional-superko', 'superko'],
    ] as const) {
      const s = seq(initial({ size: 3, ko }), moves);
      expect(check(s, mv(s, 'B1'))?.reason).toBe(reason);
      expect(
        legalMoves(s).some((m) => m.type === 'play' && m.point.x === 1 && m.point.y === 2),
      ).toBe(reason === undefined);
    }
  });
});

describe('turns, passes, resign', () => {
  it('refuses the wrong colour, ends after two passes or a resignation', () => {
    const s = initial({ size: 9 });
    expect(play(s, mv(s, 'E5'), 'white')).toMatchObject({
      ok: false,
      error: { reason: 'not-your-turn' },
    });
    const over = seq(s, 'E5 pass pass');
    expect(check(over, mv(over, 'A1'))?.reason).toBe('game-over');
    // A record goes on after two passes (playAs), but not after a resignation.
    const resumed = unwrap(playAs(over, 'black', mv(over, 'A1')));
    expect([resumed.moveNumber, resumed.passes, resumed.turn]).toEqual([4, 0, 'white']);
    const resigned = unwrap(play(s, RESIGN));
    expect(playAs(resigned, 'black', mv(s, 'A1'))).toMatchObject({
      error: { reason: 'game-over' },
    });
    expect(legalMoves(over)).toEqual([]);
    expect(go.outcome(over)).toMatchObject({ reason: 'score', winner: 'black' }); // 81 - 6.5
    const r = unwrap(play(s, RESIGN));
    expect(go.outcome(r)).toEqual({ winner: 'white', reason: 'resign' });
    expect(go.outcome(s)).toBeUndefined();
  });
  it('refuses off-board points', () => {
    const s = initial({ size: 9 });
    expect(play(s, { type: 'play', point: { x: 9, y: 0 } })).toMatchObject({
      ok: false,
      error: { reason: 'off-board' },
    });
  });
  it('lists every empty point and pass on an empty board', () => {
    for (const size of [2, 9, 19, 25])
      expect(legalMoves(initial({ size }))).toHaveLength(size * size + 1);
  });
  it('never mutates a state', () => {
    const s = initial({ size: 9 });
    const before = toDiagram(s);
    seq(s, 'E5 D5 C5');
    expect(toDiagram(s)).toBe(before);
  });
});

describe('moves from outside (found by the conformance suite)', () => {
  const s = initial({ size: 9 });
  it.each([
    ['null', null],
    ['a number', 3],
    ['a play without a point', { type: 'play' }],
    ['a play with a null point', { type: 'play', point: null }],
    ['a play with string coordinates', { type: 'play', point: { x: '3', y: 4 } }],
    ['an unknown type', { type: 'jump', point: { x: 3, y: 4 } }],
  ])('%s is refused as malformed, by play and by check, and nothing changes', (_, m) => {
    const r = play(s, m as unknown as GoMove);
    expect(r.ok ? undefined : r.error.reason).toBe('malformed');
    expect(check(s, m as unknown as GoMove)?.reason).toBe('malformed');
    expect(go.play(s, m as unknown as GoMove).ok).toBe(false);
    expect(s.moveNumber).toBe(0);
  });
  it("keeps none of the caller's move object in the new state", () => {
    const move = { type: 'play' as const, point: { x: 4, y: 4 }, note: 'extra' };
    const next = unwrap(play(s, move));
    move.point.x = 0;
    expect(next.lastMove).toEqual({ type: 'play', point: { x: 4, y: 4 }, color: 'black' });
  });
});
