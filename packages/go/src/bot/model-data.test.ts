import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BLACK, EMPTY, FastBoard, WHITE } from './index.js';
import { moveGammaWith, tacticFeature } from './features.js';
import { largeModel } from './large.js';
import { readLargeModel, readSmallModel, type ModelDataError } from './model-data.js';
import LARGE_MODEL from './large-model.json' with { type: 'json' };
import SMALL_MODEL from './small-model.json' with { type: 'json' };

const proGame = readFileSync(
  new URL('../../../../testdata/sgf/sabaki-app/pro_game.sgf', import.meta.url),
  'utf8',
);

/** Sum of ln gamma over every legal point of every position of the pro game, per model. */
function logGammaSums(): { small: number; large: number; points: number } {
  const b = FastBoard.create(19);
  const model = largeModel();
  let small = 0;
  let large = 0;
  let points = 0;
  let last = -1;
  let last2 = -1;
  for (const [, colour, at] of proGame.matchAll(/;([BW])\[([a-s]{2})\]/g)) {
    const c = colour === 'B' ? BLACK : WHITE;
    const played = b.index((at as string).charCodeAt(0) - 97, (at as string).charCodeAt(1) - 97);
    for (let p = 0; p < b.cells.length; p++) {
      if (b.cells[p] !== EMPTY || b.check(c, p, 'forbidden') !== undefined) continue;
      const tactic = tacticFeature(b, c, p);
      small += Math.log(moveGammaWith(b, c, p, last, tactic));
      large += Math.log(model.gamma(b, c, p, last, last2, tactic));
      points++;
    }
    b.play(c, played);
    last2 = last;
    last = played;
  }
  return { small, large, points };
}

describe('the move model data files', () => {
  it('give the gammas the models gave when their tables were source files', () => {
    // Recorded with learned.ts and learned-large.ts (2026-12-03), before the tables moved
    // to small-model.json and large-model.json.
    const sums = logGammaSums();
    expect(sums.points).toBe(58567);
    expect(sums.small).toBeCloseTo(-154122.146618876, 6);
    expect(sums.large).toBeCloseTo(-174822.2066968448, 6);
  });

  it('read the shipped files', () => {
    expect(readSmallModel(SMALL_MODEL).ok).toBe(true);
    expect(readLargeModel(LARGE_MODEL).ok).toBe(true);
  });

  const reason = (r: { ok: true } | { ok: false; error: ModelDataError }): string =>
    r.ok
      ? 'ok'
      : r.error.reason === 'bad-table'
        ? `${r.error.field}: ${r.error.detail}`
        : r.error.reason;

  it('refuse a document that is not a model of the kind asked for', () => {
    expect(reason(readSmallModel('x'))).toBe('not-a-model');
    expect(reason(readSmallModel({ ...SMALL_MODEL, format: 'other' }))).toBe('not-a-model');
    expect(reason(readSmallModel({ ...SMALL_MODEL, version: 2 }))).toBe('unknown-version');
    expect(reason(readSmallModel(LARGE_MODEL))).toBe('wrong-kind');
    expect(reason(readLargeModel(SMALL_MODEL))).toBe('wrong-kind');
  });

  it('refuse a bad table, naming it', () => {
    expect(reason(readSmallModel({ ...SMALL_MODEL, patterns: '0:-4,1:x' }))).toBe(
      'patterns: "1:x" is not a code:q pair',
    );
    expect(reason(readSmallModel({ ...SMALL_MODEL, patterns: '0:-4,0:3' }))).toBe(
      'patterns: code 0 twice',
    );
    expect(reason(readSmallModel({ ...SMALL_MODEL, rarePattern: 0 }))).toBe(
      'rarePattern: not a positive number',
    );
    expect(reason(readSmallModel({ ...SMALL_MODEL, line: [1, 2] }))).toBe(
      'line: not a list of 60 numbers',
    );
    expect(reason(readSmallModel({ ...SMALL_MODEL, tactic: [1, 1, 'a', 1, 1] }))).toBe(
      'tactic: entry 2 is not a positive number',
    );
    expect(reason(readLargeModel({ ...LARGE_MODEL, squares: 5 }))).toBe('squares: not a string');
    const { dist2: _, ...noDist2 } = LARGE_MODEL;
    expect(reason(readLargeModel(noDist2))).toBe('dist2: not a list of 10 numbers');
  });
});
