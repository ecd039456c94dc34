/**
 * Qipan's network against KataGo's own: the raw outputs KataGo 1.17 printed
 * (`kata-raw-nn 0`) on a few hundred positions of 9×9, 13×13 and 19×19 games under four
 * rule sets (testdata/go-net/raw-nn.json, made by lab/go/katago-fixtures.ts). Each
 * position is replayed with `@qipan/go`, shown to the net through `netPosition` and the
 * version-7 features, and run on onnxruntime-node.
 */
import { readFileSync } from 'node:fs';
import * as ort from 'onnxruntime-node';
import { beforeAll, describe, expect, it } from 'vitest';
import { whiteView, type NetEvaluation } from './evaluation.js';
import { encodeFeatures } from './features.js';
import { parseModel } from './model.js';
import { createOnnxEvaluator } from './onnx/evaluator.js';
import { RAW_NN_FIXTURES, replayFixture, type RawNnFixture } from './raw-nn-fixtures.test-util.js';

const MODEL = new URL('../model/g170-b6c96-s175395328-d26788732.bin.gz', import.meta.url);

type Fixture = RawNnFixture;
const replay = replayFixture;
const file = { fixtures: RAW_NN_FIXTURES };

interface Errors {
  policyTV: number;
  winrate: number;
  lead: number;
  ownership: number;
  legalMismatch: number;
}

function compare(f: Fixture, e: NetEvaluation): Errors {
  const w = whiteView(e, f.toMove);
  const want = f.raw;
  let tv = Math.abs(e.pass - want.policyPass);
  let legalMismatch = 0;
  for (let p = 0; p < f.size * f.size; p++) {
    const k = want.policy[p];
    const got = e.policy[p] as number;
    if (k === null || k === undefined) {
      if (got > 0) legalMismatch++;
      tv += got;
    } else tv += Math.abs(got - k);
  }
  let own = 0;
  for (let p = 0; p < f.size * f.size; p++)
    own += Math.abs((w.whiteOwnership[p] as number) - (want.whiteOwnership[p] as number));
  return {
    policyTV: tv / 2,
    winrate: Math.abs(w.whiteWin - want.whiteWin),
    lead: Math.abs(w.whiteLead - want.whiteLead),
    ownership: own / (f.size * f.size),
    legalMismatch,
  };
}

describe("Qipan's network against KataGo's raw outputs", () => {
  const errors = new Map<string, Errors>();

  beforeAll(async () => {
    const model = parseModel(readFileSync(MODEL), 'g170');
    if (!model.ok) throw new Error(model.error.message);
    const ev = await createOnnxEvaluator(ort, model.value, { encode: encodeFeatures });
    const positions = file.fixtures.map((f) => replay(f).position);
    for (let i = 0; i < positions.length; i += 16) {
      const out = await ev.evaluate(positions.slice(i, i + 16));
      out.forEach((e, j) => {
        const f = file.fixtures[i + j] as Fixture;
        errors.set(f.id, compare(f, e));
      });
    }
    await ev.dispose();
  }, 300_000);

  it('holds a few hundred positions of every size, rule set and kind', () => {
    expect(file.fixtures.length).toBeGreaterThanOrEqual(200);
    for (const size of [9, 13, 19]) expect(file.fixtures.some((f) => f.size === size)).toBe(true);
    for (const preset of ['chinese', 'japanese', 'tromp-taylor', 'aga'])
      expect(file.fixtures.some((f) => f.preset === preset)).toBe(true);
    for (const tag of ['ko', 'capture', 'after-pass', 'endgame', 'handicap', 'ladder'])
      expect(file.fixtures.some((f) => f.tags.includes(tag))).toBe(true);
  });

  it('allows exactly the moves KataGo allows', () => {
    const bad = [...errors].filter(([, e]) => e.legalMismatch > 0).map(([id]) => id);
    expect(bad).toEqual([]);
  });

  it('gives the policy within a total variation of 0.01 on every position', () => {
    const bad = [...errors]
      .filter(([, e]) => e.policyTV > 0.01)
      .map(([id, e]) => `${id} ${e.policyTV.toFixed(4)}`);
    expect(bad).toEqual([]);
  });

  it('gives the win rate within 0.005 and the score lead within 0.1 point', () => {
    const bad = [...errors]
      .filter(([, e]) => e.winrate > 0.005 || e.lead > 0.1)
      .map(([id, e]) => `${id} ${e.winrate.toFixed(4)} ${e.lead.toFixed(3)}`);
    expect(bad).toEqual([]);
  });

  it('gives the ownership within a mean difference of 0.01 per point', () => {
    const bad = [...errors]
      .filter(([, e]) => e.ownership > 0.01)
      .map(([id, e]) => `${id} ${e.ownership.toFixed(4)}`);
    expect(bad).toEqual([]);
  });
});
