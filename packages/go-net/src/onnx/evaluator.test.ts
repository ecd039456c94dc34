import { readFileSync } from 'node:fs';
import * as ort from 'onnxruntime-node';
import { beforeAll, describe, expect, it } from 'vitest';
import { whiteView } from '../evaluation.js';
import { parseKataRawNn } from '../katago-raw.test-util.js';
import { parseModel } from '../model.js';
import type { NetPosition } from '../position.js';
import { createOnnxEvaluator, type FeatureEncoder } from './evaluator.js';

const MODEL = new URL('../../model/g170-b6c96-s175395328-d26788732.bin.gz', import.meta.url);
const katago = parseKataRawNn(
  readFileSync(new URL('../fixtures/katago-empty-boards.txt', import.meta.url), 'utf8'),
);

/** An empty board's inputs, written out by hand: the mask, Black's komi, the parity wave. */
const emptyBoard: FeatureEncoder = (pos) => {
  const n = pos.size * pos.size;
  const spatial = new Float32Array(22 * n).fill(1, 0, n);
  const global = new Float32Array(19);
  global[5] = -pos.komi / 20;
  global[18] = pos.size === 19 ? -0.5 : 0; // 361 points, komi 7.5; 81 points, komi 7
  return { spatial, global };
};

const empty = (size: number, komi: number): NetPosition => ({
  size,
  stones: new Array<0>(size * size).fill(0),
  toMove: 'black',
  history: [],
  komi,
  rules: { scoring: 'area', ko: 'simple', suicide: false },
});

const totalVariation = (a: ArrayLike<number>, b: ArrayLike<number>): number => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += Math.abs((a[i] as number) - (b[i] as number));
  return s / 2;
};

describe('the ONNX network on onnxruntime-node', () => {
  let evaluate: (p: NetPosition) => ReturnType<typeof whiteView> & { policy: number[] };
  const results: Record<number, ReturnType<typeof whiteView> & { policy: number[] }> = {};

  beforeAll(async () => {
    const model = parseModel(readFileSync(MODEL), 'g170');
    if (!model.ok) throw new Error(model.error.message);
    const ev = await createOnnxEvaluator(ort, model.value, { encode: emptyBoard });
    const [a, b] = await ev.evaluate([empty(19, 7.5), empty(9, 7)]);
    for (const e of [a, b]) {
      if (e === undefined) throw new Error('no evaluation');
      results[e.size] = { ...whiteView(e, 'black'), policy: [...e.policy, e.pass] };
    }
    evaluate = (p) => results[p.size] as (typeof results)[number];
    await ev.dispose();
  });

  it("gives KataGo's raw outputs on the empty 19×19 and 9×9 boards (Chinese rules)", () => {
    expect(katago).toHaveLength(2);
    for (const [i, size, komi] of [
      [0, 19, 7.5],
      [1, 9, 7],
    ] as const) {
      const want = katago[i];
      if (want === undefined) throw new Error('fixture');
      const got = evaluate(empty(size, komi));
      expect(got.whiteWin).toBeCloseTo(want.whiteWin, 4);
      expect(got.noResult).toBeCloseTo(want.noResult, 4);
      expect(got.whiteLead).toBeCloseTo(want.whiteLead, 2);
      expect(totalVariation(got.policy, [...want.policy, want.policyPass])).toBeLessThan(1e-4);
      expect(totalVariation(got.whiteOwnership, want.whiteOwnership) / (size * size)).toBeLessThan(
        1e-5,
      );
    }
  });
});
