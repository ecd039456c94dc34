import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BLACK, EMPTY, FastBoard, WHITE } from './index.js';
import { moveGammaWith, tacticFeature } from './features.js';
import { largeModel } from './large.js';

const proGame = new URL(
  '../../../../testdata/sgf/sabaki-app/pro_game.sgf',
  import.meta.url,
);

/**
 * Per move of a professional game (the 1976 Kisei final in Sabaki's test data): the
 * log-probability of the move played and whether it was the model's favourite, for
 * the small model of features.ts and the large one.
 */
function predictions(text: string): { small: number[]; large: number[]; hits: number[] } {
  const b = FastBoard.create(19);
  const model = largeModel();
  const small: number[] = [];
  const large: number[] = [];
  const hits = [0, 0];
  let last = -1;
  let last2 = -1;
  for (const [, colour, at] of text.matchAll(/;([BW])\[([a-s]{2})\]/g)) {
    const c = colour === 'B' ? BLACK : WHITE;
    const played = b.index((at as string).charCodeAt(0) - 97, (at as string).charCodeAt(1) - 97);
    const sums = [0, 0];
    const best = [-1, -1];
    const bestGamma = [0, 0];
    const chosen = [0, 0];
    for (let p = 0; p < b.cells.length; p++) {
      if (b.cells[p] !== EMPTY || b.check(c, p, 'forbidden') !== undefined) continue;
      const tactic = tacticFeature(b, c, p);
      const gammas = [
        moveGammaWith(b, c, p, last, tactic),
        model.gamma(b, c, p, last, last2, tactic),
      ];
      gammas.forEach((g, m) => {
        sums[m]! += g;
        if (g > bestGamma[m]!) [bestGamma[m], best[m]] = [g, p];
        if (p === played) chosen[m] = g;
      });
    }
    small.push(Math.log(chosen[0]! / sums[0]!));
    large.push(Math.log(chosen[1]! / sums[1]!));
    best.forEach((p, m) => (hits[m]! += p === played ? 1 : 0));
    b.play(c, played);
    last2 = last;
    last = played;
  }
  return { small, large, hits };
}

const mean = (xs: readonly number[]): number => xs.reduce((a, x) => a + x, 0) / xs.length;

describe('the large move model', () => {
  it('opens in the corners, then on the sides, the first line last', () => {
    const b = FastBoard.create(19);
    const g = (x: number, y: number): number =>
      largeModel().gamma(b, BLACK, b.index(x, y), -1, -1, 0);
    for (const corner of [g(3, 3), g(2, 3), g(2, 2)]) {
      expect(corner).toBeGreaterThan(10 * g(0, 0));
      expect(corner).toBeGreaterThan(10 * g(1, 5));
      expect(corner).toBeGreaterThan(g(9, 9));
    }
  });

  it('predicts a professional game better than the small model', () => {
    const { small, large, hits } = predictions(readFileSync(proGame, 'utf8'));
    expect(small.length).toBe(235);
    expect(mean(large)).toBeGreaterThan(mean(small) + 0.1);
    expect(hits[1]).toBeGreaterThan(hits[0]!);
  });
});
