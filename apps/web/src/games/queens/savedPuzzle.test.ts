import { describe, expect, it } from 'vitest';
import { readPuzzle } from './savedPuzzle.js';

describe('readPuzzle', () => {
  it('reads back the queens of a saved puzzle', () => {
    const r = readPuzzle({
      n: 4,
      queens: [
        [1, 0],
        [3, 1],
      ],
    });
    expect(r).toEqual({
      ok: true,
      value: {
        n: 4,
        queens: [
          { x: 1, y: 0 },
          { x: 3, y: 1 },
        ],
      },
    });
  });
  it('refuses bad values with the place that is wrong', () => {
    expect(readPuzzle(null)).toEqual({ ok: false, error: { message: 'payload: not an object' } });
    expect(readPuzzle({ n: 99, queens: [] }).ok).toBe(false);
    expect(
      readPuzzle({
        n: 4,
        queens: [
          [1, 0],
          [1, 0],
        ],
      }),
    ).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/^payload\.queens\[1\]: /) as unknown },
    });
    expect(readPuzzle({ n: 4, queens: [[9, 0]] })).toMatchObject({ ok: false });
    expect(readPuzzle({ n: 4, queens: [['a', 0]] })).toEqual({
      ok: false,
      error: { message: 'payload.queens[0]: not an [x, y] pair' },
    });
  });
});
