import type { Point } from '@qipan/core';
import { describe, expect, it } from 'vitest';
import { chainAt, libertiesOf, toggleDead } from './chains.js';
import { fromDiagram } from './diagram.js';
import { play } from './play.js';
import { PASS, playAt, type GoState } from './state.js';

const at = (d: string): GoState => {
  const r = fromDiagram(d);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** Points from a diagram of marks: every `*` in row-major order. */
const marked = (d: string): Point[] =>
  d
    .trim()
    .split('\n')
    .flatMap((row, y) =>
      row
        .replace(/\s+/g, '')
        .split('')
        .flatMap((c, x) => (c === '*' ? [{ x, y }] : [])),
    );

// A 7×7 position: a black chain of eight around one eye, a white two-stone chain, a
// lone white stone in the corner and a lone black one.
const POSITION = at(`
  O . . . . . .
  . X X X . . .
  . X . X O O .
  . X X . . . .
  . . X . . . .
  . . . . . X .
  . . . . . . .`);

describe('chainAt', () => {
  it('gives the whole chain through any of its stones, row-major', () => {
    const snake = marked(`
      . . . . . . .
      . * * * . . .
      . * . * . . .
      . * * . . . .
      . . * . . . .
      . . . . . . .
      . . . . . . .`);
    expect(snake).toHaveLength(8);
    for (const p of snake) expect(chainAt(POSITION, p)).toEqual(snake);
    expect(chainAt(POSITION, { x: 5, y: 2 })).toEqual([
      { x: 4, y: 2 },
      { x: 5, y: 2 },
    ]);
    expect(chainAt(POSITION, { x: 5, y: 5 })).toEqual([{ x: 5, y: 5 }]);
  });

  it('is empty on an empty point or off the board', () => {
    expect(chainAt(POSITION, { x: 2, y: 2 })).toEqual([]);
    expect(chainAt(POSITION, { x: -1, y: 0 })).toEqual([]);
    expect(chainAt(POSITION, { x: 7, y: 0 })).toEqual([]);
    expect(chainAt(POSITION, { x: 0.5, y: 0 })).toEqual([]);
  });

  it('follows captures: the corner stone taken, its point is empty and the taker joins the snake', () => {
    const steps = [playAt(1, 0), PASS, playAt(0, 1)];
    let s = POSITION;
    for (const m of steps) {
      const r = play(s, m);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value;
    }
    expect(chainAt(s, { x: 0, y: 0 })).toEqual([]);
    expect(chainAt(s, { x: 0, y: 1 })).toHaveLength(10);
    expect(libertiesOf(s, { x: 0, y: 1 })).toContainEqual({ x: 0, y: 0 });
  });
});

describe('libertiesOf', () => {
  it('counts each empty neighbour of the chain once, the eye included', () => {
    const libs = marked(`
      . * * * . . .
      * . . . * . .
      * . * . . . .
      * . . * . . .
      . * . * . . .
      . . * . . . .
      . . . . . . .`);
    expect(libertiesOf(POSITION, { x: 2, y: 4 })).toEqual(libs);
    expect(libertiesOf(POSITION, { x: 4, y: 2 })).toEqual([
      { x: 4, y: 1 },
      { x: 5, y: 1 },
      { x: 6, y: 2 },
      { x: 4, y: 3 },
      { x: 5, y: 3 },
    ]);
    // The lone corner stone: its two neighbours.
    expect(libertiesOf(POSITION, { x: 0, y: 0 })).toEqual([
      { x: 1, y: 0 },
      { x: 0, y: 1 },
    ]);
    expect(libertiesOf(POSITION, { x: 3, y: 3 })).toEqual([]);
  });
});

describe('toggleDead', () => {
  const white2 = [
    { x: 4, y: 2 },
    { x: 5, y: 2 },
  ];

  it('marks the whole chain dead from any stone, then revives it', () => {
    const dead = toggleDead(POSITION, [{ x: 0, y: 0 }], { x: 5, y: 2 });
    expect(dead).toEqual({ ok: true, value: [{ x: 0, y: 0 }, ...white2] });
    if (!dead.ok) return;
    expect(toggleDead(POSITION, dead.value, { x: 4, y: 2 })).toEqual({
      ok: true,
      value: [{ x: 0, y: 0 }],
    });
  });

  it('marks a partly marked chain wholly dead, and keeps other points once each', () => {
    const r = toggleDead(
      POSITION,
      [
        { x: 5, y: 5 },
        { x: 5, y: 2 },
        { x: 5, y: 5 },
      ],
      {
        x: 4,
        y: 2,
      },
    );
    expect(r).toEqual({ ok: true, value: [...white2, { x: 5, y: 5 }] });
  });

  it('refuses a point without a stone, with the reason and the point', () => {
    expect(toggleDead(POSITION, white2, { x: 2, y: 2 })).toEqual({
      ok: false,
      error: { reason: 'not-a-stone', message: 'there is no stone at 2,2', point: { x: 2, y: 2 } },
    });
    expect(toggleDead(POSITION, [], { x: 9, y: 9 }).ok).toBe(false);
  });
});
