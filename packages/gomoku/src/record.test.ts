import { unwrap } from '@qipan/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gomoku } from './game.js';
import { fromJsonRecord, fromMoveString, toJsonRecord, toMoveString } from './record.js';
import { fromSetup, initial, type GomokuState } from './state.js';

/** A random legal game of up to `n` plies (seeded by fast-check). */
const randomGame = fc
  .record({
    size: fc.constantFrom(7, 15, 19),
    rule: fc.constantFrom('freestyle' as const, 'standard' as const, 'renju' as const),
    picks: fc.array(fc.nat(10_000), { maxLength: 40 }),
  })
  .map(({ size, rule, picks }) => {
    let s = initial({ size, rule });
    for (const k of picks) {
      const moves = gomoku.legalMoves(s);
      if (moves.length === 0) break;
      s = unwrap(gomoku.play(s, moves[k % moves.length]!));
    }
    return s;
  });

const sameGame = (a: GomokuState, b: GomokuState): void => {
  expect(b.cells).toEqual(a.cells);
  expect(b.moves).toEqual(a.moves);
  expect(b.turn).toBe(a.turn);
  expect(b.outcome).toEqual(a.outcome);
  expect(b.config).toEqual(a.config);
};

describe('move strings', () => {
  it('h8i9j10 replays three moves', () => {
    const s = unwrap(fromMoveString('h8i9j10', { rule: 'renju' }));
    expect(s.moves).toEqual([
      { x: 7, y: 7 },
      { x: 8, y: 6 },
      { x: 9, y: 5 },
    ]);
    expect(s.turn).toBe('white');
    expect(unwrap(toMoveString(s))).toBe('h8i9j10');
  });
  it('reports an illegal move with its index and refusal', () => {
    expect(fromMoveString('h8h8')).toMatchObject({
      ok: false,
      error: { reason: 'illegal-move', index: 1, refusal: 'occupied' },
    });
    // black g8 i8 h10 h9 (white far away), then h8 makes two threes
    const r = fromMoveString('g8a1i8a3h10a5h9a7h8', { rule: 'renju' });
    expect(r).toMatchObject({
      ok: false,
      error: { reason: 'illegal-move', index: 8, refusal: 'forbidden-double-three' },
    });
    expect(fromMoveString('h8i9j10', { rule: 'freestyle' }).ok).toBe(true);
  });
  it('reports unreadable text with its offset', () => {
    expect(fromMoveString('h8 zz')).toMatchObject({
      ok: false,
      error: { reason: 'bad-move-text', offset: 3 },
    });
  });
  it('round-trips random games', () => {
    fc.assert(
      fc.property(randomGame, (s) => {
        sameGame(s, unwrap(fromMoveString(unwrap(toMoveString(s)), s.config)));
      }),
      { numRuns: 40 },
    );
  });
  it('refuses set-up positions', () => {
    const s = unwrap(fromSetup({ black: [{ x: 1, y: 1 }], white: [] }));
    expect(toMoveString(s)).toMatchObject({ ok: false, error: { reason: 'has-setup' } });
  });
});

describe('JSON records', () => {
  it('round-trips random games through JSON text', () => {
    fc.assert(
      fc.property(randomGame, (s) => {
        sameGame(s, unwrap(fromJsonRecord(JSON.stringify(toJsonRecord(s)))));
      }),
      { numRuns: 40 },
    );
  });
  it('round-trips a set-up position with tags', () => {
    const s0 = unwrap(
      fromSetup({
        size: 15,
        rule: 'renju',
        black: [{ x: 7, y: 7 }],
        white: [{ x: 8, y: 8 }],
        turn: 'white',
      }),
    );
    const s = unwrap(gomoku.play(s0, { x: 0, y: 0 }));
    const rec = toJsonRecord(s, { black: 'Ann', white: 'Bo' });
    expect(rec.setup).toEqual({ black: ['h8'], white: ['i7'], toMove: 'white' });
    expect(rec.moves).toEqual(['a15']);
    const back = unwrap(fromJsonRecord(rec));
    sameGame(s, back);
    expect(back.setup).toEqual(s.setup);
  });
  it('round-trips a swap2 game with choices', () => {
    let s = initial({ rule: 'standard', opening: 'swap2' });
    for (const m of ['h8', 'i9', 'j8', 'swap:place-two', 'h9', 'j9', 'swap:white', 'k10'])
      s = unwrap(gomoku.play(s, unwrap(gomoku.parseMove(m, s))));
    const rec = toJsonRecord(s);
    expect(rec.moves).toContain('swap:white');
    sameGame(s, unwrap(fromJsonRecord(JSON.stringify(rec))));
  });
  it('typed errors', () => {
    const good = toJsonRecord(unwrap(fromMoveString('h8i9')));
    expect(fromJsonRecord('{')).toMatchObject({ ok: false, error: { reason: 'not-json' } });
    expect(fromJsonRecord('[]')).toMatchObject({ ok: false, error: { reason: 'wrong-format' } });
    expect(fromJsonRecord({ ...good, version: 2 })).toMatchObject({
      ok: false,
      error: { reason: 'unsupported-version' },
    });
    expect(fromJsonRecord({ ...good, size: 30 })).toMatchObject({
      ok: false,
      error: { reason: 'invalid-field', path: 'size' },
    });
    expect(fromJsonRecord({ ...good, rule: 'caro' })).toMatchObject({
      ok: false,
      error: { reason: 'invalid-field', path: 'rule' },
    });
    expect(fromJsonRecord({ ...good, moves: 'h8' })).toMatchObject({
      ok: false,
      error: { reason: 'invalid-field', path: 'moves' },
    });
    expect(fromJsonRecord({ ...good, moves: ['h8', '??'] })).toMatchObject({
      ok: false,
      error: { reason: 'bad-move-text', index: 1 },
    });
    expect(fromJsonRecord({ ...good, moves: ['h8', 'h8'] })).toMatchObject({
      ok: false,
      error: { reason: 'illegal-move', index: 1, refusal: 'occupied' },
    });
    expect(fromJsonRecord({ ...good, result: { winner: 'black', reason: 'five' } })).toMatchObject({
      ok: false,
      error: { reason: 'result-mismatch' },
    });
    expect(fromJsonRecord({ ...good, setup: { black: ['h8'] } })).toMatchObject({
      ok: false,
      error: { reason: 'invalid-field', path: 'setup' },
    });
    expect(fromJsonRecord({ ...good, tags: { a: 1 } })).toMatchObject({
      ok: false,
      error: { reason: 'invalid-field', path: 'tags' },
    });
  });
});
