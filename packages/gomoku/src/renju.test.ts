import { describe, expect, it } from 'vitest';
import { Board } from './board.js';
import { forbiddenKind } from './renju.js';
import { BLACK, WHITE, type ForbiddenKind } from './types.js';

/** Line directions as (dx, dy): horizontal, vertical, diagonal ↘, anti-diagonal ↗. */
const DIRS = { H: [1, 0], V: [0, 1], D: [1, 1], A: [1, -1] } as const;
type Dir = keyof typeof DIRS;

/**
 * A 15×15 board with patterns laid along directions through the tested point
 * `at` (default h8 = 7,7). In a pattern `*` is the tested point, `X` black,
 * `O` white, `.` empty.
 */
function lines(parts: [Dir, string][], at: [number, number] = [7, 7]): ForbiddenKind | undefined {
  const b = new Board(15);
  for (const [dir, pattern] of parts) {
    const [dx, dy] = DIRS[dir];
    const star = pattern.indexOf('*');
    [...pattern].forEach((ch, k) => {
      const x = at[0] + (k - star) * dx;
      const y = at[1] + (k - star) * dy;
      if (x < 0 || y < 0 || x >= 15 || y >= 15)
        throw new Error(`pattern ${pattern} leaves the board`);
      if (ch === 'X') b.put(b.index(x, y), BLACK);
      if (ch === 'O') b.put(b.index(x, y), WHITE);
    });
  }
  return forbiddenKind(b, b.index(at[0], at[1]));
}

/** A diagram fragment placed with its top-left corner on (3,3); `*` is the tested point. */
function diagram(rows: string[]): ForbiddenKind | undefined {
  const b = new Board(15);
  let at = -1;
  rows.forEach((row, y) =>
    [...row].forEach((ch, x) => {
      const i = b.index(x + 3, y + 3);
      if (ch === 'X') b.put(i, BLACK);
      if (ch === 'O') b.put(i, WHITE);
      if (ch === '*') at = i;
    }),
  );
  return forbiddenKind(b, at);
}

const PAIRS: [Dir, Dir][] = [
  ['H', 'V'],
  ['H', 'D'],
  ['H', 'A'],
  ['V', 'D'],
  ['V', 'A'],
  ['D', 'A'],
];
const THREES = ['X*X', 'XX*', '*XX', 'X.X*', 'X*.X', '.XX*'];
const FOURS = ['XXX*', 'XX*X', 'X.XX*', 'XX.X*', '*XXX', 'X*XX'];

describe('renju fouls: double-three', () => {
  PAIRS.forEach(([a, b], k) => {
    const t1 = THREES[k] as string;
    const t2 = THREES[(k + 2) % THREES.length] as string;
    it(`${a} ${t1} + ${b} ${t2} is a double-three`, () => {
      expect(
        lines([
          [a, t1],
          [b, t2],
        ]),
      ).toBe('double-three');
    });
  });
  it('three threes at once is still a double-three', () => {
    expect(
      lines([
        ['H', 'X*X'],
        ['V', 'XX*'],
        ['D', '*XX'],
      ]),
    ).toBe('double-three');
  });
  it('a single three is legal', () => expect(lines([['H', 'X*X']])).toBeUndefined());
});

describe('renju fouls: double-four', () => {
  PAIRS.forEach(([a, b], k) => {
    const f1 = FOURS[k] as string;
    const f2 = FOURS[(k + 3) % FOURS.length] as string;
    it(`${a} ${f1} + ${b} ${f2} is a double-four`, () => {
      expect(
        lines([
          [a, f1],
          [b, f2],
        ]),
      ).toBe('double-four');
    });
  });
  it('X.X*X.X in one line is a double-four', () =>
    expect(lines([['H', 'X.X*X.X']])).toBe('double-four'));
  it('XXX.*.XXX in one line is a double-four', () =>
    expect(lines([['V', 'XXX.*.XXX']])).toBe('double-four'));
  it('XX.*X.XX in one line is a double-four', () =>
    expect(lines([['D', 'XX.*X.XX']])).toBe('double-four'));
  it('a straight four .XXX*. alone is one four: legal', () =>
    expect(lines([['A', '.XXX*.']])).toBeUndefined());
});

describe('renju: four-three and blocked shapes are legal', () => {
  PAIRS.forEach(([a, b], k) => {
    const f = FOURS[k] as string;
    const t = THREES[k] as string;
    it(`${a} four ${f} + ${b} three ${t} is a legal four-three`, () => {
      expect(
        lines([
          [a, f],
          [b, t],
        ]),
      ).toBeUndefined();
    });
  });
  it('a three closed by white (OXX*) does not count', () => {
    expect(
      lines([
        ['H', 'OXX*'],
        ['V', 'X*X'],
      ]),
    ).toBeUndefined();
  });
  it('a three with no room for a straight four (O.XX*.O) does not count', () => {
    expect(
      lines([
        ['H', 'O.XX*.O'],
        ['V', 'X*X'],
      ]),
    ).toBeUndefined();
  });
  it('with one more point of room (O.XX*..O) it does', () => {
    expect(
      lines([
        ['H', 'O.XX*..O'],
        ['V', 'X*X'],
      ]),
    ).toBe('double-three');
  });
});

describe('renju at the edges', () => {
  // XX* against an edge cannot become a straight four; one point further in it can.
  it('left edge: XX* on columns a-c is no three', () =>
    expect(
      lines(
        [
          ['H', 'XX*'],
          ['V', 'X*X'],
        ],
        [2, 7],
      ),
    ).toBeUndefined());
  it('left edge: XX* on columns b-d is a three', () =>
    expect(
      lines(
        [
          ['H', 'XX*'],
          ['V', 'X*X'],
        ],
        [3, 7],
      ),
    ).toBe('double-three'));
  it('right edge: *XX ending on column o is no three', () =>
    expect(
      lines(
        [
          ['H', '*XX'],
          ['V', 'X*X'],
        ],
        [12, 7],
      ),
    ).toBeUndefined());
  it('right edge: *XX ending on column n is a three', () =>
    expect(
      lines(
        [
          ['H', '*XX'],
          ['V', 'X*X'],
        ],
        [11, 7],
      ),
    ).toBe('double-three'));
  it('top edge: XX* down from row 15 is no three', () =>
    expect(
      lines(
        [
          ['V', 'XX*'],
          ['H', 'X*X'],
        ],
        [7, 2],
      ),
    ).toBeUndefined());
  it('top edge: one row lower it is a three', () =>
    expect(
      lines(
        [
          ['V', 'XX*'],
          ['H', 'X*X'],
        ],
        [7, 3],
      ),
    ).toBe('double-three'));
  it('bottom edge: *XX down to row 1 is no three', () =>
    expect(
      lines(
        [
          ['V', '*XX'],
          ['H', 'X*X'],
        ],
        [7, 12],
      ),
    ).toBeUndefined());
  it('bottom edge: one row higher it is a three', () =>
    expect(
      lines(
        [
          ['V', '*XX'],
          ['H', 'X*X'],
        ],
        [7, 11],
      ),
    ).toBe('double-three'));
  it('corner: a four along the edge still counts', () =>
    expect(
      lines(
        [
          ['H', 'XXX*'],
          ['V', '*XXX'],
        ],
        [3, 0],
      ),
    ).toBe('double-four'));
});

describe('renju: overline', () => {
  for (const dir of ['H', 'V', 'D', 'A'] as const) {
    it(`six in a row along ${dir} is an overline`, () =>
      expect(lines([[dir, 'XXX*XX']])).toBe('overline'));
  }
  it('seven in a row is an overline', () => expect(lines([['H', 'XXX*XXX']])).toBe('overline'));
  it('XXXX*X is an overline', () => expect(lines([['V', 'XXXX*X']])).toBe('overline'));
});

describe('renju 9.2: exactly five beats every foul', () => {
  it('five + overline in another line is a win, not a foul', () => {
    expect(
      lines([
        ['H', 'XXXX*'],
        ['V', 'XX*XXX'],
      ]),
    ).toBeUndefined();
  });
  it('five + double-four is not a foul', () => {
    expect(
      lines([
        ['H', 'XX*XX'],
        ['V', 'XXX*'],
        ['D', 'XXX*'],
      ]),
    ).toBeUndefined();
  });
  it('five + double-three is not a foul', () => {
    expect(
      lines([
        ['H', 'XXXX*'],
        ['V', 'X*X'],
        ['D', 'XX*'],
      ]),
    ).toBeUndefined();
  });
  for (const dir of ['H', 'V', 'D', 'A'] as const) {
    it(`a plain five along ${dir} is legal`, () => expect(lines([[dir, 'X*XXX']])).toBeUndefined());
  }
});

describe('renju 9.3: false fours and false threes', () => {
  it('XXX*.X is a four (the left end makes five), so with another four: double-four', () => {
    expect(
      lines([
        ['H', 'XXX*.X'],
        ['V', 'XXX*'],
      ]),
    ).toBe('double-four');
  });
  it('OXXX*.X is no four: its only five point makes an overline', () => {
    expect(
      lines([
        ['H', 'OXXX*.X'],
        ['V', 'XXX*'],
      ]),
    ).toBeUndefined();
  });
  it('X..XX*..X is no three: every straight four would end in an overline', () => {
    expect(
      lines([
        ['H', 'X..XX*..X'],
        ['V', 'X*X'],
      ]),
    ).toBeUndefined();
  });
  it('X..XX*... is a three (one side is clear)', () => {
    expect(
      lines([
        ['H', 'X..XX*...'],
        ['V', 'X*X'],
      ]),
    ).toBe('double-three');
  });

  // The horizontal O.XX* can only become a straight four on the point right of *,
  // and that point is a double-four once * is played (the column above it).
  const nested = [
    '.........',
    '.....X...',
    '.....X...',
    '.....X...',
    'O.XX*....',
    '....X....',
    '....X....',
    '.........',
  ];
  it('nested: a three whose only key point is a double-four is false → legal', () => {
    expect(diagram(nested)).toBeUndefined();
  });
  it('nested control: without the column the same shape is a double-three', () => {
    expect(diagram(nested.map((r, y) => (y >= 1 && y <= 3 ? '.........' : r)))).toBe(
      'double-three',
    );
  });
  it('nested control: with the other key point open the three is real again', () => {
    expect(diagram(nested.map((r, y) => (y === 4 ? '..XX*....' : r)))).toBe('double-three');
  });
  // With only two stones in the column the key point right of * makes a
  // four-three (legal), so the three through * stays real.
  it('nested: a key point making four-three is not forbidden → three is real', () => {
    const rows = [
      '.........',
      '.........',
      '.....X...',
      '.....X...',
      'O.XX*....',
      '....X....',
      '....X....',
      '.........',
    ];
    expect(diagram(rows)).toBe('double-three');
  });
  it('white stones never restrict white (the function is about black only)', () => {
    const b = new Board(15);
    for (const x of [4, 5, 6, 8, 9]) b.put(b.index(x, 7), WHITE);
    expect(forbiddenKind(b, b.index(7, 7))).toBeUndefined();
  });
});
