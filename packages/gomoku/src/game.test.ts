import { unwrap, type Color, type Point } from '@qipan/core';
import { describe, expect, it } from 'vitest';
import { forbiddenPoints, gomoku, legalMoves } from './game.js';
import { fromSetup, initial, newGame, stoneAt, type GomokuState } from './state.js';
import { RULE_SETS, type GomokuMove, type GomokuOptions, type RuleSet } from './types.js';

const DIRS: [number, number][] = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
];

/** Every window of `length` points along `d` on a board of `size`. */
function windows(size: number, [dx, dy]: [number, number], length: number): Point[][] {
  const out: Point[][] = [];
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const w: Point[] = [];
      for (let k = 0; k < length; k++) w.push({ x: x + k * dx, y: y + k * dy });
      if (w.every((p) => p.x >= 0 && p.y >= 0 && p.x < size && p.y < size)) out.push(w);
    }
  return out;
}

const touchesEdge = (w: Point[], size: number): boolean =>
  w.some((p) => p.x === 0 || p.y === 0 || p.x === size - 1 || p.y === size - 1);

function position(
  size: number,
  rule: RuleSet,
  turn: Color,
  own: Point[],
  other: Point[] = [],
): GomokuState {
  const black = turn === 'black' ? own : other;
  const white = turn === 'black' ? other : own;
  return unwrap(fromSetup({ size, rule, black, white, turn }));
}

const sorted = (ps: readonly Point[]): string[] => ps.map((p) => `${p.x},${p.y}`).sort();

describe('win detection in every direction and at every edge', () => {
  for (const rule of RULE_SETS)
    for (const color of ['black', 'white'] as const)
      it(`${rule}, ${color}: every five touching an edge, and the centre ones`, () => {
        let checked = 0;
        for (const d of DIRS) {
          const ws = windows(15, d, 5).filter((w, k) => touchesEdge(w, 15) || k % 17 === 0);
          ws.forEach((w, k) => {
            const last = w[k % 5] as Point;
            const s = position(
              15,
              rule,
              color,
              w.filter((p) => p !== last),
            );
            const r = gomoku.play(s, last);
            expect(r.ok).toBe(true);
            const o = r.ok ? gomoku.outcome(r.value) : undefined;
            expect(o?.winner).toBe(color);
            expect(o?.reason).toBe('five');
            expect(sorted(o?.line ?? [])).toEqual(sorted(w));
            checked++;
          });
        }
        expect(checked).toBeGreaterThan(150);
      });

  it('four in a row is no win, also with a gap filled elsewhere', () => {
    const s = position(15, 'freestyle', 'black', [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 2, y: 0 },
    ]);
    const r = unwrap(gomoku.play(s, { x: 3, y: 0 }));
    expect(gomoku.outcome(r)).toBeUndefined();
  });

  it('sizes 5, 19 and 25 detect fives at the far corner', () => {
    for (const size of [5, 19, 25]) {
      const w = [0, 1, 2, 3, 4].map((k) => ({ x: size - 1 - k, y: size - 1 - k }));
      const s = position(size, 'standard', 'white', w.slice(1));
      const o = gomoku.outcome(unwrap(gomoku.play(s, w[0] as Point)));
      expect(o?.winner).toBe('white');
    }
  });
});

describe('overlines', () => {
  const six = [0, 1, 2, 3, 4, 5].map((x) => ({ x: x + 4, y: 9 }));
  const before = six.filter((_, k) => k !== 2);
  const last = six[2] as Point;
  for (const color of ['black', 'white'] as const) {
    it(`freestyle: six ${color} stones win with the whole line`, () => {
      const o = gomoku.outcome(unwrap(gomoku.play(position(15, 'freestyle', color, before), last)));
      expect(o?.winner).toBe(color);
      expect(o?.line).toHaveLength(6);
    });
    it(`standard: six ${color} stones do not win, the game goes on`, () => {
      const s = unwrap(gomoku.play(position(15, 'standard', color, before), last));
      expect(gomoku.outcome(s)).toBeUndefined();
      expect(stoneAt(s, last)).toBe(color);
    });
  }
  it('renju: an overline is forbidden for black', () => {
    const r = gomoku.play(position(15, 'renju', 'black', before), last);
    expect(r.ok ? 'played' : r.error.reason).toBe('forbidden-overline');
  });
  it('renju: white wins with an overline', () => {
    const o = gomoku.outcome(unwrap(gomoku.play(position(15, 'renju', 'white', before), last)));
    expect(o?.winner).toBe('white');
    expect(o?.line).toHaveLength(6);
  });
  // Horizontal five through the last stone, vertical six through it as well.
  const fiveAndSix = [
    ...[3, 4, 5, 6].map((x) => ({ x, y: 7 })),
    ...[4, 5, 6, 8, 9].map((y) => ({ x: 7, y })),
  ];
  for (const rule of ['standard', 'renju'] as const)
    it(`${rule}: black making five and an overline at once wins with the five`, () => {
      const o = gomoku.outcome(
        unwrap(gomoku.play(position(15, rule, 'black', fiveAndSix), { x: 7, y: 7 })),
      );
      expect(o?.winner).toBe('black');
      expect(sorted(o?.line ?? [])).toEqual(sorted([3, 4, 5, 6, 7].map((x) => ({ x, y: 7 }))));
    });
});

// A 5×5 filling without any five: X = black (13), O = white (12).
const FILL = ['XXOOX', 'OOXXO', 'XXOOX', 'OOXXO', 'XXOOX'];
const fillPoints = (ch: string): Point[] =>
  FILL.flatMap((row, y) => [...row].flatMap((c, x) => (c === ch ? [{ x, y }] : [])));

describe('full board', () => {
  for (const rule of ['freestyle', 'standard'] as const)
    it(`${rule}: a full 5×5 board without five is a draw`, () => {
      const black = fillPoints('X');
      const white = fillPoints('O');
      let s = initial({ size: 5, rule });
      for (let k = 0; k < 25; k++) {
        const p = (k % 2 === 0 ? black[k / 2] : white[(k - 1) / 2]) as Point;
        expect(gomoku.outcome(s)).toBeUndefined();
        s = unwrap(gomoku.play(s, p));
      }
      expect(gomoku.outcome(s)).toEqual({ reason: 'full-board' });
      expect(gomoku.outcome(s)?.winner).toBeUndefined();
      expect(gomoku.legalMoves(s)).toEqual([]);
    });
  it('renju: the last empty point filled without five is a draw', () => {
    const black = fillPoints('X').filter((p) => !(p.x === 4 && p.y === 4));
    const s = unwrap(
      fromSetup({ size: 5, rule: 'renju', black, white: fillPoints('O'), turn: 'black' }),
    );
    expect(gomoku.outcome(unwrap(gomoku.play(s, { x: 4, y: 4 })))?.reason).toBe('full-board');
  });
});

describe('refusals are values and leave the state unchanged', () => {
  const base = unwrap(gomoku.play(initial({ size: 15, rule: 'renju' }), { x: 7, y: 7 }));
  const refused = (s: GomokuState, m: GomokuMove): string => {
    const before = JSON.stringify(s);
    const r = gomoku.play(s, m);
    expect(JSON.stringify(s)).toBe(before);
    expect(gomoku.check(s, m)?.reason).toBe(r.ok ? undefined : r.error.reason);
    return r.ok ? 'ok' : r.error.reason;
  };
  it('occupied', () => {
    expect(refused(base, { x: 7, y: 7 })).toBe('occupied');
    // Named as players write points, not as indexes ("7,7").
    const r = gomoku.play(base, { x: 7, y: 7 });
    expect(!r.ok && r.error.message).toBe('h8 is occupied');
  });
  it('off-board', () => {
    expect(refused(base, { x: 15, y: 0 })).toBe('off-board');
    expect(refused(base, { x: -1, y: 3 })).toBe('off-board');
    expect(refused(base, { x: 1.5, y: 3 })).toBe('off-board');
  });
  it('not-your-turn', () =>
    expect(refused(base, { x: 0, y: 0, color: 'black' })).toBe('not-your-turn'));
  it('a colour that is the side to move is accepted', () =>
    expect(refused(base, { x: 0, y: 0, color: 'white' })).toBe('ok'));
  it('game-over', () => {
    const s = position(
      15,
      'freestyle',
      'black',
      [0, 1, 2, 3].map((x) => ({ x, y: 0 })),
    );
    const over = unwrap(gomoku.play(s, { x: 4, y: 0 }));
    expect(refused(over, { x: 9, y: 9 })).toBe('game-over');
    expect(gomoku.legalMoves(over)).toEqual([]);
  });
  it('forbidden-double-three / double-four / overline', () => {
    const s3 = position(15, 'renju', 'black', [
      { x: 6, y: 7 },
      { x: 8, y: 7 },
      { x: 7, y: 5 },
      { x: 7, y: 6 },
    ]);
    expect(refused(s3, { x: 7, y: 7 })).toBe('forbidden-double-three');
    const s4 = position(
      15,
      'renju',
      'black',
      [4, 5, 6].flatMap((k) => [
        { x: k, y: 7 },
        { x: 7, y: k },
      ]),
    );
    expect(refused(s4, { x: 7, y: 7 })).toBe('forbidden-double-four');
    const s6 = position(
      15,
      'renju',
      'black',
      [3, 4, 5, 6, 8].map((x) => ({ x, y: 7 })),
    );
    expect(refused(s6, { x: 7, y: 7 })).toBe('forbidden-overline');
    // the same double-three is fine for white and under freestyle
    const w3 = position(15, 'renju', 'white', [
      { x: 6, y: 7 },
      { x: 8, y: 7 },
      { x: 7, y: 5 },
      { x: 7, y: 6 },
    ]);
    expect(refused(w3, { x: 7, y: 7 })).toBe('ok');
    const f3 = position(15, 'freestyle', 'black', [
      { x: 6, y: 7 },
      { x: 8, y: 7 },
      { x: 7, y: 5 },
      { x: 7, y: 6 },
    ]);
    expect(refused(f3, { x: 7, y: 7 })).toBe('ok');
  });
});

describe('forbidden-point query and legal moves', () => {
  it('lists every forbidden point with its kind (renju only)', () => {
    const black = [
      { x: 6, y: 7 },
      { x: 8, y: 7 },
      { x: 7, y: 5 },
      { x: 7, y: 6 },
    ];
    const s = position(15, 'renju', 'black', black);
    expect(forbiddenPoints(s)).toContainEqual({ point: { x: 7, y: 7 }, kind: 'double-three' });
    expect(forbiddenPoints(s).every((f) => f.kind === 'double-three')).toBe(true);
    expect(forbiddenPoints(position(15, 'freestyle', 'black', black))).toEqual([]);
    const legal = legalMoves(s) as Point[];
    expect(legal).toHaveLength(225 - 4 - forbiddenPoints(s).length);
    expect(legal).not.toContainEqual({ x: 7, y: 7 });
  });
  it('white to move may use black forbidden points', () => {
    const s = position(
      15,
      'renju',
      'white',
      [],
      [
        { x: 6, y: 7 },
        { x: 8, y: 7 },
        { x: 7, y: 5 },
        { x: 7, y: 6 },
      ],
    );
    expect(legalMoves(s)).toHaveLength(221);
  });
});

describe('options and moves as text', () => {
  it('defaults: 15×15 freestyle, black first', () => {
    const s = gomoku.initial({});
    expect(s.config).toEqual({ size: 15, rule: 'freestyle', opening: 'none' });
    expect(gomoku.turn(s)).toBe('black');
    expect(gomoku.legalMoves(s)).toHaveLength(225);
  });
  it('rejects sizes outside 5..25', () => {
    expect(() => initial({ size: 4 })).toThrow(RangeError);
    expect(() => initial({ size: 26 })).toThrow(RangeError);
    expect(initial({ size: 25 }).cells).toHaveLength(625);
  });
  it('parseMove / formatMove', () => {
    const s = initial({ size: 15 });
    expect(unwrap(gomoku.parseMove('h8', s))).toEqual({ x: 7, y: 7 });
    expect(unwrap(gomoku.parseMove('7,7', s))).toEqual({ x: 7, y: 7 });
    expect(gomoku.parseMove('z99', s)).toMatchObject({ ok: false, error: { reason: 'malformed' } });
    expect(gomoku.formatMove({ x: 0, y: 14 }, s)).toBe('a1');
    expect(gomoku.formatMove({ choose: 'place-two' }, s)).toBe('swap:place-two');
  });
});

describe('moves from outside (found by the conformance suite)', () => {
  const s = initial({ size: 15, opening: 'swap2' });
  it.each([
    ['null', null],
    ['true', true],
    ['a string', 'h8'],
    ['string coordinates', { x: '3', y: 4 }],
    ['a stone of colour red', { x: 3, y: 4, color: 'red' }],
    ['a choice that is an object', { choose: { x: '4' } }],
  ])('%s is refused as malformed, by play and by check, and nothing changes', (_, m) => {
    const r = gomoku.play(s, m as unknown as GomokuMove);
    expect(r.ok ? undefined : r.error.reason).toBe('malformed');
    expect(gomoku.check(s, m as unknown as GomokuMove)?.reason).toBe('malformed');
    expect(s.moves).toEqual([]);
  });
});

describe('newGame, initial and the shared vocabulary', () => {
  it('newGame returns a Result: a state, or a typed error for impossible options', () => {
    const r = newGame({ size: 15, rule: 'renju' });
    expect(r.ok && r.value.size).toBe(15);
    const bad = newGame({ size: 4 });
    expect(bad.ok ? undefined : bad.error.reason).toBe('bad-size');
    expect(newGame({ rule: 'chess' as RuleSet }).ok).toBe(false);
  });
  it('initial throws a RangeError for impossible options (trusted callers only)', () => {
    expect(() => initial({ size: 30 })).toThrow(RangeError);
  });
  it('turn names the colour of the next stone', () => {
    const s = unwrap(gomoku.play(initial({ size: 9 }), { x: 4, y: 4 }));
    expect(s.turn).toBe('white');
    expect(gomoku.turn(s)).toBe('white');
    expect(unwrap(fromSetup({ size: 9, black: [], white: [], turn: 'white' })).turn).toBe('white');
  });
});

describe('newGame on options from outside (found by the conformance suite)', () => {
  it('refuses a value that is not an options object instead of throwing', () => {
    const r = newGame(null as unknown as GomokuOptions);
    expect(r.ok ? undefined : r.error.reason).toBe('bad-rule');
    expect(gomoku.newGame?.(7 as unknown as GomokuOptions).ok).toBe(false);
  });
});
