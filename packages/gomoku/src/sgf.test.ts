import { unwrap } from '@qipan/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gomoku } from './game.js';
import { fromSgf, toSgf } from './sgf.js';
import { fromSetup, initial } from './state.js';

describe('SGF GM[4]', () => {
  it('reads a plain game', () => {
    const s = unwrap(fromSgf('(;GM[4]FF[4]SZ[15]RU[renju];B[hh];W[ii];B[gg])'));
    expect(s.config).toEqual({ size: 15, rule: 'renju', opening: 'none' });
    expect(s.moves).toEqual([
      { x: 7, y: 7 },
      { x: 8, y: 8 },
      { x: 6, y: 6 },
    ]);
    expect(s.turn).toBe('white');
  });
  it('writes root properties, moves and the result', () => {
    let s = initial({ size: 15, rule: 'standard' });
    for (const x of [0, 1, 2, 3, 4]) {
      s = unwrap(gomoku.play(s, { x, y: 0 }));
      if (!s.outcome) s = unwrap(gomoku.play(s, { x, y: 5 }));
    }
    const text = toSgf(s, { PB: 'Ann', PW: 'Bo' });
    expect(text).toContain('GM[4]');
    expect(text).toContain('SZ[15]');
    expect(text).toContain('RU[standard]');
    expect(text).toContain('RE[B+]');
    expect(text).toContain('PB[Ann]');
    expect(text).toContain(';B[aa]');
    expect(text).toContain(';W[af]');
    const back = unwrap(fromSgf(text));
    expect(back.outcome).toEqual(s.outcome);
    expect(back.cells).toEqual(s.cells);
  });
  it('round-trips random games, set-up positions and swap2 choices', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(9, 15, 19),
        fc.constantFrom('freestyle' as const, 'standard' as const, 'renju' as const),
        fc.array(fc.nat(10_000), { maxLength: 30 }),
        (size, rule, picks) => {
          let s = initial({ size, rule });
          for (const k of picks) {
            const moves = gomoku.legalMoves(s);
            if (moves.length === 0) break;
            s = unwrap(gomoku.play(s, moves[k % moves.length]!));
          }
          const back = unwrap(fromSgf(toSgf(s)));
          expect(back.moves).toEqual(s.moves);
          expect(back.config).toEqual(s.config);
          expect(back.outcome).toEqual(s.outcome);
        },
      ),
      { numRuns: 30 },
    );
    const setup = unwrap(
      fromSetup({ size: 15, rule: 'renju', black: [{ x: 7, y: 7 }], white: [], turn: 'white' }),
    );
    const back = unwrap(fromSgf(toSgf(unwrap(gomoku.play(setup, { x: 8, y: 8 })))));
    expect(back.setup).toEqual(setup.setup);
    expect(back.moves).toEqual([{ x: 8, y: 8 }]);
    let sw = initial({ opening: 'swap2' });
    for (const m of ['h8', 'i9', 'j8', 'swap:place-two', 'h9', 'j9', 'swap:black', 'k10'])
      sw = unwrap(gomoku.play(sw, unwrap(gomoku.parseMove(m, sw))));
    const sw2 = unwrap(fromSgf(toSgf(sw)));
    expect(sw2.moves).toEqual(sw.moves);
    expect(sw2.firstPlayerColor).toBe('black');
  });
  it('reads bytes (UTF-8 with names)', () => {
    const bytes = new TextEncoder().encode('(;GM[4]CA[UTF-8]SZ[15]PB[张三];B[hh])');
    expect(unwrap(fromSgf(bytes)).moves).toEqual([{ x: 7, y: 7 }]);
  });
  it('typed errors', () => {
    expect(fromSgf('(;GM[4]SZ[15];B[hh]')).toMatchObject({
      ok: false,
      error: { reason: 'sgf-syntax' },
    });
    expect(fromSgf('(;GM[1]SZ[19];B[dd])')).toMatchObject({
      ok: false,
      error: { reason: 'wrong-game' },
    });
    expect(fromSgf('(;SZ[15];B[hh])')).toMatchObject({
      ok: false,
      error: { reason: 'wrong-game' },
    });
    expect(fromSgf('(;GM[4]SZ[30])')).toMatchObject({ ok: false, error: { reason: 'bad-size' } });
    expect(fromSgf('(;GM[4]SZ[15];B[hh];W[])')).toMatchObject({
      ok: false,
      error: { reason: 'no-pass' },
    });
    expect(fromSgf('(;GM[4]SZ[15];B[h])')).toMatchObject({
      ok: false,
      error: { reason: 'bad-point', node: 1 },
    });
    expect(fromSgf('(;GM[4]SZ[15];B[hh];W[hh])')).toMatchObject({
      ok: false,
      error: { reason: 'illegal-move', node: 2, refusal: 'occupied' },
    });
    expect(fromSgf('(;GM[4]SZ[15];B[hh];B[ii])')).toMatchObject({
      ok: false,
      error: { reason: 'illegal-move', refusal: 'not-your-turn' },
    });
    expect(fromSgf('(;GM[4]SZ[15];B[zz])')).toMatchObject({
      ok: false,
      error: { reason: 'illegal-move', refusal: 'off-board' },
    });
  });
});
