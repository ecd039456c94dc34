import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatSgfVertex, formatVertex, parseSgfVertex, parseVertex } from './notation.js';
import { fixedHandicapPoints } from './handicap.js';
import { initial, stoneAt } from './state.js';
import { go } from './game.js';

describe('vertex notation', () => {
  it('skips I and counts rows from the bottom', () => {
    expect(parseVertex('A1', 19)).toEqual({ x: 0, y: 18 });
    expect(parseVertex('T19', 19)).toEqual({ x: 18, y: 0 });
    expect(parseVertex('J10', 19)).toEqual({ x: 8, y: 9 });
    expect(parseVertex('h8', 9)).toEqual({ x: 7, y: 1 });
    expect(formatVertex({ x: 8, y: 0 }, 9)).toBe('J9');
    expect(formatVertex({ x: 24, y: 0 }, 25)).toBe('Z25');
    for (const bad of ['I5', 'A0', 'A20', 'U1', '', 'pass', 'A', '11'])
      expect(parseVertex(bad, 19)).toBeUndefined();
  });
  it('round-trips D4 and SGF dd on every size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 25 }), fc.nat(24), fc.nat(24), (size, a, b) => {
        const p = { x: a % size, y: b % size };
        expect(parseVertex(formatVertex(p, size), size)).toEqual(p);
        expect(parseSgfVertex(formatSgfVertex(p), size)).toEqual(p);
      }),
    );
    expect(parseSgfVertex('dp', 19)).toEqual({ x: 3, y: 15 });
    expect(parseSgfVertex('tt', 19)).toBeUndefined();
  });
  it('parses and formats moves through the GameDefinition', () => {
    const s = go.initial({ size: 9 });
    expect(go.parseMove('pass', s)).toEqual({ ok: true, value: { type: 'pass' } });
    expect(go.parseMove('Resign', s)).toEqual({ ok: true, value: { type: 'resign' } });
    expect(go.parseMove('K10', s)).toMatchObject({ ok: false, error: { reason: 'off-board' } });
    expect(go.parseMove('hello', s)).toMatchObject({ ok: false, error: { reason: 'malformed' } });
    const m = go.parseMove('e5', s);
    expect(m.ok && go.formatMove(m.value, s)).toBe('E5');
  });
});

describe('handicap', () => {
  it('puts fixed stones on the star points in the GTP order', () => {
    const v = (size: number, n: number) =>
      fixedHandicapPoints(size, n)?.map((p) => formatVertex(p, size));
    expect(v(19, 2)).toEqual(['D4', 'Q16']);
    expect(v(19, 3)).toEqual(['D4', 'Q16', 'Q4']);
    expect(v(19, 5)).toEqual(['D4', 'Q16', 'Q4', 'D16', 'K10']);
    expect(v(19, 9)).toEqual(['D4', 'Q16', 'Q4', 'D16', 'D10', 'Q10', 'K16', 'K4', 'K10']);
    expect(v(13, 4)).toEqual(['D4', 'K10', 'K4', 'D10']);
    expect(v(9, 2)).toEqual(['C3', 'G7']);
    expect(v(9, 9)).toHaveLength(9);
    expect(v(10, 5)).toBeUndefined();
    expect(v(7, 5)).toBeUndefined();
    expect(v(5, 2)).toBeUndefined();
  });
  it('starts a fixed handicap game with White to move, free placement with Black placing', () => {
    const fixed = initial({ preset: 'japanese', size: 19, handicap: 4 });
    expect(fixed.turn).toBe('white');
    expect(stoneAt(fixed, { x: 3, y: 15 })).toBe('black');
    expect(fixed.rules.komi).toBe(0.5);
    const free = initial({ preset: 'chinese', size: 9, handicap: 2 });
    expect(free.turn).toBe('black');
    expect(free.handicapToPlace).toBe(2);
    const a = go.play(free, { type: 'play', point: { x: 0, y: 0 } });
    expect(a.ok && a.value.turn).toBe('black');
    const b = a.ok ? go.play(a.value, { type: 'play', point: { x: 8, y: 8 } }) : a;
    expect(b.ok && b.value.turn).toBe('white');
  });
});
