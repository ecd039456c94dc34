import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { unwrap } from '@qipan/core';
import { formatPosition, fromSetup, parsePosition, positionState } from './position.js';
import { initial } from './state.js';
import type { Side } from './types.js';

describe('position strings', () => {
  it('the fixed starts', () => {
    expect(formatPosition(initial({ size: 5, start: 'fixed' }))).toBe(
      'BBBBB/BBBBB/...../RRRRR/RRRRR r',
    );
    const s = unwrap(positionState('BBBBB/BBBBB/...../RRRRR/RRRRR r', { start: 'fixed' }));
    expect(s.phase).toBe('movement');
    expect(s.board[0]).toBe('blue');
    expect(s.board[24]).toBe('red');
    expect(s.red).toBe(initial({ size: 5 }).red);
  });

  it('typed errors', () => {
    const reason = (t: string) => {
      const r = parsePosition(t);
      return r.ok ? 'ok' : r.error.reason;
    };
    expect(reason('BBBB/..../..../RRRR r')).toBe('ok');
    expect(reason('BBBB/..../..../RRRR')).toBe('malformed');
    expect(reason('BBB/.../... r')).toBe('bad-size');
    expect(reason('BBBB/.../..../RRRR r')).toBe('bad-row');
    expect(reason('BBBB/..x./..../RRRR r')).toBe('bad-piece');
    expect(reason('BBBB/..../..../RRRR R')).toBe('bad-turn');
    const at = parsePosition('BBBB/..x./..../RRRR r');
    expect(at.ok ? -1 : at.error.at).toBe(7);
    expect(positionState('BBBB/..../..../RRRR r', { size: 5 })).toMatchObject({
      ok: false,
      error: { reason: 'size-mismatch' },
    });
  });

  it('parse then format gives the text back, format then parse the board (property)', () => {
    const cell = fc.constantFrom<Side | undefined>('red', 'blue', undefined);
    const setup = fc.constantFrom(4, 5).chain((n) =>
      fc.record({
        size: fc.constant(n),
        board: fc.array(cell, { minLength: n * n, maxLength: n * n }),
        turn: fc.constantFrom<Side>('red', 'blue'),
      }),
    );
    fc.assert(
      fc.property(setup, (s) => {
        const text = formatPosition(s);
        const back = unwrap(parsePosition(text));
        expect(back).toEqual(s);
        expect(formatPosition(unwrap(fromSetup(back)))).toBe(text);
      }),
    );
  });
});
