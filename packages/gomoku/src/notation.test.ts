import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatGomocupPoint,
  formatMoveString,
  formatMoveText,
  formatPoint,
  parseGomocupPoint,
  parseMoveString,
  parseMoveText,
  parsePoint,
} from './notation.js';

const boardPoint = fc
  .integer({ min: 5, max: 25 })
  .chain((size) =>
    fc.record({ size: fc.constant(size), x: fc.nat(size - 1), y: fc.nat(size - 1) }),
  );

describe('h8 notation', () => {
  it('known answers on 15×15 (I is used) and 19×19 (I is skipped)', () => {
    expect(formatPoint({ x: 7, y: 7 }, 15)).toBe('h8');
    expect(formatPoint({ x: 0, y: 14 }, 15)).toBe('a1');
    expect(formatPoint({ x: 14, y: 0 }, 15)).toBe('o15');
    expect(formatPoint({ x: 8, y: 3 }, 15)).toBe('i12');
    expect(formatPoint({ x: 8, y: 0 }, 19)).toBe('j19');
    expect(formatPoint({ x: 18, y: 18 }, 19)).toBe('t1');
    expect(formatPoint({ x: 24, y: 0 }, 25)).toBe('z25');
    expect(parsePoint('H8', 15)).toEqual({ x: 7, y: 7 });
    expect(parsePoint('J12', 15)).toEqual({ x: 9, y: 3 });
    expect(parsePoint('i5', 19)).toBeUndefined();
    expect(parsePoint('p8', 15)).toBeUndefined();
    expect(parsePoint('h16', 15)).toBeUndefined();
    expect(parsePoint('h0', 15)).toBeUndefined();
    expect(parsePoint('h08', 15)).toBeUndefined();
    expect(parsePoint('8h', 15)).toBeUndefined();
  });
  it('parse(format(p)) = p on every size', () => {
    fc.assert(
      fc.property(boardPoint, ({ size, x, y }) => {
        expect(parsePoint(formatPoint({ x, y }, size), size)).toEqual({ x, y });
      }),
    );
  });
  it('format(parse(t)) = t for every text that parses (lower case)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 25 }),
        fc.stringMatching(/^[a-zA-Z]\d{1,2}$/),
        (size, t) => {
          const p = parsePoint(t, size);
          if (p) expect(formatPoint(p, size)).toBe(t.trim().toLowerCase());
        },
      ),
    );
  });
});

describe('Gomocup x,y', () => {
  it('known answers', () => {
    expect(formatGomocupPoint({ x: 7, y: 7 })).toBe('7,7');
    expect(parseGomocupPoint(' 3 , 14 ')).toEqual({ x: 3, y: 14 });
    expect(parseGomocupPoint('15,0', 15)).toBeUndefined();
    expect(parseGomocupPoint('-1,0')).toBeUndefined();
    expect(parseGomocupPoint('1;2')).toBeUndefined();
  });
  it('round-trips', () => {
    fc.assert(
      fc.property(boardPoint, ({ size, x, y }) => {
        expect(parseGomocupPoint(formatGomocupPoint({ x, y }), size)).toEqual({ x, y });
      }),
    );
  });
});

describe('move texts and move strings', () => {
  it('swap choices', () => {
    for (const choose of ['black', 'white', 'place-two'] as const)
      expect(parseMoveText(formatMoveText({ choose }, 15), 15)).toEqual({ choose });
    expect(parseMoveText('swap:purple', 15)).toBeUndefined();
  });
  it('h8i9j10 reads as three points', () => {
    expect(parseMoveString('h8i9j10', 15)).toEqual({
      ok: true,
      points: [
        { x: 7, y: 7 },
        { x: 8, y: 6 },
        { x: 9, y: 5 },
      ],
    });
    expect(parseMoveString('h8 i9, j10', 15)).toMatchObject({ ok: true });
    expect(parseMoveString('h8?', 15)).toMatchObject({ ok: false, offset: 2 });
    expect(parseMoveString('h8q1', 15)).toMatchObject({ ok: false, offset: 2 });
  });
  it('round-trips point lists', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 5, max: 25 })
          .chain((size) =>
            fc.tuple(
              fc.constant(size),
              fc.array(fc.record({ x: fc.nat(size - 1), y: fc.nat(size - 1) }), { maxLength: 30 }),
            ),
          ),
        ([size, points]) => {
          expect(parseMoveString(formatMoveString(points, size), size)).toEqual({
            ok: true,
            points,
          });
        },
      ),
    );
  });
});
