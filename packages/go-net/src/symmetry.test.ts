import { newGame, parseVertex, play, type GoState } from '@qipan/go';
import { describe, expect, it } from 'vitest';
import type { NetEvaluation, NetEvaluator } from './evaluation.js';
import { SPATIAL_FEATURES, encodeFeatures } from './features.js';
import { netPosition, pastOf } from './from-go.js';
import type { NetPosition } from './position.js';
import {
  hashedSymmetry,
  symmetricEvaluator,
  symmetryMap,
  transformPosition,
  untransformEvaluation,
} from './symmetry.js';

/** A 9×9 game where White has just taken a ko (E4): Black to move, E4 banned. */
function game(): GoState[] {
  const r = newGame({ preset: 'chinese', size: 9, komi: 7 });
  if (!r.ok) throw new Error(r.error.message);
  const states = [r.value];
  for (const v of ['G7', 'B8', 'D5', 'E5', 'C4', 'F4', 'D3', 'E3', 'E4', 'D4']) {
    const m = parseVertex(v, 9);
    if (m === undefined) throw new Error(v);
    const next = play(states[states.length - 1] as GoState, { type: 'play', point: m });
    if (!next.ok) throw new Error(`${v}: ${next.error.message}`);
    states.push(next.value);
  }
  return states;
}

function positionOf(states: GoState[]): NetPosition {
  const { history, previous } = pastOf(states);
  return netPosition(states[states.length - 1] as GoState, history, previous);
}

describe('board symmetries', () => {
  it('maps points as mirrors and a transpose (3×3)', () => {
    expect(Array.from(symmetryMap(3, 0))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(Array.from(symmetryMap(3, 1))).toEqual([2, 1, 0, 5, 4, 3, 8, 7, 6]); // x mirrored
    expect(Array.from(symmetryMap(3, 2))).toEqual([6, 7, 8, 3, 4, 5, 0, 1, 2]); // y mirrored
    expect(Array.from(symmetryMap(3, 4))).toEqual([0, 3, 6, 1, 4, 7, 2, 5, 8]); // transposed
    for (let s = 0; s < 8; s++) expect(new Set(symmetryMap(9, s)).size).toBe(81);
    expect(() => symmetryMap(9, 8)).toThrow(RangeError);
  });

  it('moves every input plane of a position with a ko and captures alike', () => {
    const pos = positionOf(game());
    expect(pos.koBanned?.length ?? 0).toBeGreaterThan(0);
    const base = encodeFeatures(pos);
    for (let s = 1; s < 8; s++) {
      const map = symmetryMap(9, s);
      const seen = encodeFeatures(transformPosition(pos, s));
      for (let c = 0; c < SPATIAL_FEATURES; c++)
        for (let p = 0; p < 81; p++)
          expect(
            seen.spatial[c * 81 + (map[p] as number)],
            `symmetry ${s} plane ${c} point ${p}`,
          ).toBe(base.spatial[c * 81 + p]);
      expect(Array.from(seen.global)).toEqual(Array.from(base.global));
    }
  });

  it('maps an evaluation back point for point, and spreads positions over all eight', async () => {
    // An evaluator that answers each point with its own index in the board it was shown.
    const shown: NetPosition[] = [];
    const inner: NetEvaluator = {
      runtime: 'index',
      dispose: async () => {},
      evaluate: async (ps) =>
        ps.map((p): NetEvaluation => {
          shown.push(p);
          const idx = Float32Array.from({ length: 81 }, (_, i) => i);
          return {
            size: 9,
            policy: idx,
            ownership: idx,
            pass: 0,
            win: 0.5,
            loss: 0.5,
            noResult: 0,
            scoreMean: 0,
            scoreStdev: 0,
            lead: 0,
            varTimeLeft: 0,
          };
        }),
    };
    const states = game();
    const positions = states.slice(1).map((_, i) => positionOf(states.slice(0, i + 2)));
    const evals = await symmetricEvaluator(inner).evaluate(positions);
    const syms = new Set<number>();
    positions.forEach((pos, i) => {
      const s = hashedSymmetry(pos);
      syms.add(s);
      expect(shown[i]?.stones).toEqual(transformPosition(pos, s).stones);
      // Point p of the real board was point map[p] of the board the net saw.
      expect(Array.from(evals[i]?.policy ?? [])).toEqual(Array.from(symmetryMap(9, s)));
      expect(untransformEvaluation(evals[i] as NetEvaluation, 0)).toBe(evals[i]);
    });
    expect(syms.size).toBeGreaterThanOrEqual(5);
  });
});
