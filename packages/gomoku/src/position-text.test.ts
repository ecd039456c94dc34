import { unwrap } from '@qipan/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { forbiddenPoints } from './game.js';
import { formatForbiddenList, formatPositionText, parsePositionText } from './position-text.js';
import { fromSetup } from './state.js';

describe('position text', () => {
  it('reads rows, top row first', () => {
    const r = unwrap(parsePositionText('\n.....\n.X.O.\n.....\n.....\n....x\n\n'));
    expect(r).toEqual({
      size: 5,
      black: [
        { x: 1, y: 1 },
        { x: 4, y: 4 },
      ],
      white: [{ x: 3, y: 1 }],
    });
  });
  it('typed errors with the line', () => {
    expect(parsePositionText('....\n....\n....\n....')).toMatchObject({
      ok: false,
      error: { reason: 'bad-size' },
    });
    expect(parsePositionText('.....\n.....\n....\n.....\n.....')).toMatchObject({
      ok: false,
      error: { reason: 'bad-row', line: 3 },
    });
    expect(parsePositionText('.....\n.....\n..#..\n.....\n.....')).toMatchObject({
      ok: false,
      error: { reason: 'bad-char', line: 3 },
    });
  });
  it('round-trips', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 25 }).chain((size) =>
          fc.tuple(
            fc.constant(size),
            fc.array(fc.constantFrom('.', 'X', 'O'), {
              minLength: size * size,
              maxLength: size * size,
            }),
          ),
        ),
        ([size, cells]) => {
          const text =
            Array.from({ length: size }, (_, y) =>
              cells.slice(y * size, y * size + size).join(''),
            ).join('\n') + '\n';
          expect(formatPositionText(unwrap(parsePositionText(text)))).toBe(text);
        },
      ),
      { numRuns: 50 },
    );
  });
  it('lists fouls as h8 kind, sorted by column then row', () => {
    // the first renju-forbidden.json case: E14 double-four, F8 overline, K5 double-three
    const file = new URL(
      '../../../testdata/gomoku/renju-forbidden.json',
      import.meta.url,
    );
    const first = (JSON.parse(readFileSync(file, 'utf8')) as { cases: { diagram: string[] }[] })
      .cases[0]!;
    const pos = unwrap(parsePositionText(first.diagram.join('\n')));
    const s = unwrap(fromSetup({ ...pos, rule: 'renju', turn: 'black' }));
    expect(formatForbiddenList(forbiddenPoints(s), 15)).toEqual([
      'e14 double-four',
      'f8 overline',
      'k5 double-three',
    ]);
  });
});
