import { readFileSync } from 'node:fs';
import { unwrap, type Point } from '@qipan/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromSetup, initial, type GomokuState } from '../state.js';
import { chooseMove } from './ai.js';
import {
  bookMaxStones,
  bookMove,
  bookSize,
  canonicalKey,
  transformPoint,
  untransformPoint,
} from './book.js';
import { readBook } from './book-data.js';
import FREESTYLE_BOOK from './freestyle-book.json' with { type: 'json' };

const setup = (
  black: Point[],
  white: Point[],
  rule: 'freestyle' | 'renju' = 'freestyle',
  size = 15,
): GomokuState =>
  unwrap(
    fromSetup({
      size,
      rule,
      black,
      white,
      turn: black.length === white.length ? 'black' : 'white',
    }),
  );

const A = 'a'.charCodeAt(0);
const decode = (s: string): Point[] =>
  (s.match(/../g) ?? []).map((c) => ({ x: c.charCodeAt(0) - A, y: c.charCodeAt(1) - A }));

/** The book's entries as positions: black and white stones and the move. */
const entries = FREESTYLE_BOOK.entries.map((l) => {
  const [key = '', move = ''] = l.split(' ');
  const [b = '', w = ''] = key.split('/');
  return { black: decode(b), white: decode(w), move: decode(move)[0] as Point };
});

describe('transformPoint and canonicalKey', () => {
  it('the eight symmetries are distinct permutations of the board', () => {
    const seen = new Set<string>();
    for (let t = 0; t < 8; t++) {
      const image = new Set<string>();
      for (let y = 0; y < 15; y++)
        for (let x = 0; x < 15; x++) {
          const q = transformPoint({ x, y }, t, 15);
          expect(q.x >= 0 && q.x < 15 && q.y >= 0 && q.y < 15).toBe(true);
          image.add(`${q.x},${q.y}`);
        }
      expect(image.size).toBe(225);
      seen.add(JSON.stringify(transformPoint({ x: 1, y: 4 }, t, 15)));
      expect(untransformPoint(transformPoint({ x: 1, y: 4 }, t, 15), t, 15)).toEqual({
        x: 1,
        y: 4,
      });
    }
    expect(seen.size).toBe(8);
  });

  it('a position and its mirror images share one key', () => {
    const point = fc.record({ x: fc.nat(14), y: fc.nat(14) });
    fc.assert(
      fc.property(
        fc.uniqueArray(point, { selector: (p) => p.y * 15 + p.x, minLength: 1, maxLength: 12 }),
        fc.nat(7),
        (stones, t) => {
          const black = stones.filter((_, k) => k % 2 === 0);
          const white = stones.filter((_, k) => k % 2 === 1);
          const moved = (ps: Point[]) => ps.map((p) => transformPoint(p, t, 15));
          expect(canonicalKey(moved(black), moved(white), 15).key).toBe(
            canonicalKey(black, white, 15).key,
          );
        },
      ),
    );
  });

  it('swapping the colours changes the key', () => {
    const black = [{ x: 7, y: 7 }];
    const white = [{ x: 8, y: 8 }];
    expect(canonicalKey(black, white, 15).key).not.toBe(canonicalKey(white, black, 15).key);
  });
});

describe('the freestyle opening book', () => {
  it('holds positions, each legal under freestyle with its move on an empty point', () => {
    expect(bookSize()).toBeGreaterThan(100);
    expect(entries.length).toBe(bookSize());
    for (const e of entries) {
      const stones = e.black.length + e.white.length;
      expect(stones).toBeGreaterThanOrEqual(1);
      expect(stones).toBeLessThanOrEqual(bookMaxStones());
      expect(e.black.length - e.white.length).toBeGreaterThanOrEqual(0);
      expect(e.black.length - e.white.length).toBeLessThanOrEqual(1);
      const s = setup(e.black, e.white);
      expect(s.outcome).toBeUndefined();
      expect(s.cells[e.move.y * 15 + e.move.x]).toBe(0);
    }
  });

  it('answers a book position under every symmetry with the mirrored move', () => {
    for (const e of entries.slice(0, 40)) {
      for (let t = 0; t < 8; t++) {
        const m = (ps: Point[]) => ps.map((p) => transformPoint(p, t, 15));
        const got = bookMove(setup(m(e.black), m(e.white)));
        expect(got).toBeDefined();
        // The move may differ from the mirrored entry only when the position is
        // symmetric itself; then both moves are images of each other.
        const want = transformPoint(e.move, t, 15);
        if (got && (got.x !== want.x || got.y !== want.y)) {
          const s = setup(m(e.black), m(e.white));
          expect(s.cells[got.y * 15 + got.x]).toBe(0);
        } else expect(got).toEqual(want);
      }
    }
  });

  it('knows nothing outside freestyle 15×15 and early positions', () => {
    const e = entries[0] as (typeof entries)[number];
    expect(bookMove(setup(e.black, e.white))).toBeDefined();
    expect(bookMove(setup(e.black, e.white, 'renju'))).toBeUndefined();
    expect(bookMove(initial({ size: 19, rule: 'freestyle' }))).toBeUndefined();
    // A position with more stones than the book keeps: rows 0, 2, 4, … filled with
    // alternating colours (no five for either), up to 120 stones.
    expect(bookMaxStones()).toBeLessThan(120);
    const many: Point[] = [];
    for (let k = 0; k <= bookMaxStones(); k++) many.push({ x: k % 15, y: Math.floor(k / 15) * 2 });
    expect(
      bookMove(
        setup(
          many.filter((_, k) => k % 2 === 0),
          many.filter((_, k) => k % 2 === 1),
        ),
      ),
    ).toBeUndefined();
  });

  it('answers the centre opening of a game started on an empty board', () => {
    const s = setup([{ x: 7, y: 7 }], []);
    const m = bookMove(s);
    expect(m).toBeDefined();
    // Next to the centre stone, as every strong engine answers it.
    expect(Math.max(Math.abs((m?.x ?? 0) - 7), Math.abs((m?.y ?? 0) - 7))).toBe(1);
  });

  it('is what the level-5 freestyle AI plays in a book position, at once', () => {
    const e = entries.find((x) => x.black.length + x.white.length === 3) ?? entries[0];
    if (!e) throw new Error('empty book');
    const s = setup(e.black, e.white);
    const a = chooseMove(s, { timeMs: 1000, level: 5 });
    expect(a?.reason).toBe('book');
    expect(a?.move).toEqual(bookMove(s));
    // Under renju the same stones are searched.
    const r = chooseMove(setup(e.black, e.white, 'renju'), { timeMs: 200, level: 5 });
    expect(r?.reason).not.toBe('book');
  });
});

describe('the book data file', () => {
  it('gives the answers the book gave when it was a source file', () => {
    const recorded = JSON.parse(
      readFileSync(new URL('../../test/book-answers.json', import.meta.url), 'utf8'),
    ) as { answers: [string, string][] };
    expect(recorded.answers.length).toBe(254);
    for (const [position, want] of recorded.answers) {
      const [b = '', w = ''] = position.split('/');
      const m = bookMove(setup(decode(b), decode(w)));
      expect(m === undefined ? '-' : String.fromCharCode(A + m.x, A + m.y), position).toBe(want);
    }
  });

  const good = {
    format: 'qipan-opening-book',
    version: 1,
    rule: 'freestyle',
    size: 15,
    maxStones: 3,
  };
  it('reads a small book', () => {
    const r = readBook({ ...good, entries: ['hh/ hg', 'hh/gh ih'] });
    expect(r.ok && [...r.value.moves]).toEqual([
      ['hh/', 'hg'],
      ['hh/gh', 'ih'],
    ]);
  });

  it('refuses a document that is not a book, with the reason', () => {
    const reason = (data: unknown): string | undefined => {
      const r = readBook(data);
      return r.ok ? undefined : r.error.reason;
    };
    expect(reason([])).toBe('not-a-book');
    expect(reason({ ...good, format: 'other', entries: [] })).toBe('not-a-book');
    expect(reason({ ...good, version: 2, entries: [] })).toBe('unknown-version');
    expect(reason({ ...good, rule: 'renju', entries: [] })).toBe('not-a-book');
    expect(reason({ ...good, entries: 'hh/ hg' })).toBe('not-a-book');
  });

  it('refuses a bad entry, naming it', () => {
    const bad = (entry: unknown): string | undefined => {
      const r = readBook({ ...good, entries: ['hh/ hg', entry] });
      return r.ok ? undefined : r.error.reason === 'bad-entry' ? r.error.detail : r.error.reason;
    };
    expect(bad('hh/gh ih')).toBeUndefined();
    expect(bad(7)).toBe('not a string');
    expect(bad('hh/gh')).toBe('not "key move"');
    expect(bad('hhgh ih')).toBe('the key has no single "/" between black and white');
    expect(bad('hz/ hg')).toBe('a stone off the board');
    expect(bad('hh/hh ii')).toBe('two stones on one point');
    expect(bad('/hh ii')).toBe('the stone counts do not alternate');
    expect(bad('hhii/ jj')).toBe('the stone counts do not alternate');
    expect(bad('hhiijj/gh kk')).toBe('4 stones');
    expect(bad('hh/gh gh')).toBe('the move is on a stone');
    expect(bad('hh/gh i')).toBe('the move is not one point');
    expect(bad('hh/ ii')).toBe('a key seen before');
    const r = readBook({ ...good, entries: ['hh/ hg', 'hh/hh ii'] });
    expect(!r.ok && r.error.reason === 'bad-entry' && r.error.index).toBe(1);
  });
});
