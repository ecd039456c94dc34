/**
 * The Winograd graph (`toOnnx(model, { winograd: true, size })`): its transforms against a
 * direct correlation, the whole network against the direct graph on random inputs, and
 * the Winograd evaluator against KataGo's recorded outputs (testdata/go-net/raw-nn.json,
 * the tolerances of katago-fixtures.test.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as ort from 'onnxruntime-node';
import { beforeAll, describe, expect, it } from 'vitest';
import { whiteView, type NetEvaluation } from '../evaluation.js';
import { encodeFeatures } from '../features.js';
import { parseModel } from '../model.js';
import type { KataModel } from '../model-types.js';
import type { NetPosition } from '../position.js';
import { toOnnx } from './convert.js';
import { createOnnxEvaluator } from './evaluator.js';
import { RAW_NN_FIXTURES, replayFixture, type RawNnFixture } from '../raw-nn-fixtures.test-util.js';
import { WINOGRAD_TILES, winogradMatrices } from './winograd.js';

const MODEL = new URL('../../model/g170-b6c96-s175395328-d26788732.bin.gz', import.meta.url);

function loadModel(): KataModel {
  const model = parseModel(readFileSync(MODEL), 'g170');
  if (!model.ok) throw new Error(model.error.message);
  return model.value;
}

/** A small deterministic generator (mulberry32), for repeatable inputs. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('Winograd F(m, 3) matrices', () => {
  it.each(WINOGRAD_TILES)('F(%i, 3) computes a 1-D correlation', (m) => {
    const { BT, G, AT } = winogradMatrices(m);
    const next = random(m);
    for (let trial = 0; trial < 20; trial++) {
      const d = Array.from({ length: m + 2 }, () => next() * 2 - 1);
      const g = Array.from({ length: 3 }, () => next() * 2 - 1);
      const dot = (row: readonly number[], v: readonly number[]): number =>
        row.reduce((s, x, i) => s + x * (v[i] as number), 0);
      const prod = BT.map((row, k) => dot(row, d) * dot(G[k] as readonly number[], g));
      for (let i = 0; i < m; i++) {
        const want =
          (d[i] as number) * (g[0] as number) +
          (d[i + 1] as number) * (g[1] as number) +
          (d[i + 2] as number) * (g[2] as number);
        expect(dot(AT[i] as readonly number[], prod)).toBeCloseTo(want, 12);
      }
    }
  });
});

describe('the Winograd graph against the direct graph', () => {
  const model = loadModel();
  const sessionOptions = {
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
    graphOptimizationLevel: 'all',
  } as const;
  let direct: ort.InferenceSession;

  beforeAll(async () => {
    direct = await ort.InferenceSession.create(toOnnx(model), sessionOptions);
  });

  /** The largest difference of each output, over the largest magnitude of the direct one. */
  async function relativeErrors(size: number, tile: 2 | 4): Promise<Record<string, number>> {
    const wino = await ort.InferenceSession.create(
      toOnnx(model, { winograd: true, size, tile }),
      sessionOptions,
    );
    const next = random(size * 10 + tile);
    const batch = 2;
    const area = size * size;
    const spatial = new Float32Array(batch * model.inputChannels * area).map(() =>
      next() < 0.3 ? 1 : 0,
    );
    for (let b = 0; b < batch; b++)
      spatial.fill(1, b * model.inputChannels * area, b * model.inputChannels * area + area);
    const global = new Float32Array(batch * model.globalChannels).map(() => next() - 0.5);
    const feeds = {
      spatial: new ort.Tensor('float32', spatial, [batch, model.inputChannels, size, size]),
      global: new ort.Tensor('float32', global, [batch, model.globalChannels]),
    };
    const [want, got] = [await direct.run(feeds), await wino.run(feeds)];
    await wino.release();
    const errors: Record<string, number> = {};
    for (const name of Object.keys(want)) {
      const w = (want[name] as ort.Tensor).data as Float32Array;
      const g = (got[name] as ort.Tensor).data as Float32Array;
      expect(g.length).toBe(w.length);
      let diff = 0;
      let scale = 1;
      for (let i = 0; i < w.length; i++) {
        diff = Math.max(diff, Math.abs((g[i] as number) - (w[i] as number)));
        scale = Math.max(scale, Math.abs(w[i] as number));
      }
      errors[name] = diff / scale;
    }
    return errors;
  }

  it.each([
    [19, 4],
    [13, 4],
    [9, 4],
    [7, 4],
    [2, 4],
    [19, 2],
    [9, 2],
  ] as const)(
    'agrees on boards of %i lines with F(%i, 3) to float rounding',
    async (size, tile) => {
      const errors = await relativeErrors(size, tile);
      expect(Object.keys(errors).sort()).toEqual(['ownership', 'pass', 'policy', 'score', 'value']);
      for (const [name, e] of Object.entries(errors)) expect(e, name).toBeLessThan(2e-5);
    },
  );

  it('leaves the default graph as it was: dynamic board sizes', () => {
    const digest = (b: Uint8Array): string => createHash('sha256').update(b).digest('hex');
    const bytes = toOnnx(model);
    expect(digest(toOnnx(model, {}))).toBe(digest(bytes));
    expect(digest(toOnnx(model, { winograd: false }))).toBe(digest(bytes));
    expect(new TextDecoder().decode(bytes)).toContain('height');
  });
});

describe('the Winograd evaluator on every board size', () => {
  const empty = (size: number): NetPosition => ({
    size,
    stones: new Array<0>(size * size).fill(0),
    toMove: 'black',
    history: [],
    komi: 7,
    rules: { scoring: 'area', ko: 'simple', suicide: false },
  });

  it("gives the direct evaluator's answers on boards of 2 to 19 lines, sizes mixed", async () => {
    const model = loadModel();
    const direct = await createOnnxEvaluator(ort, model, { encode: encodeFeatures });
    const wino = await createOnnxEvaluator(ort, model, { encode: encodeFeatures, winograd: true });
    // More sizes than the sessions kept, some twice, in one call and across calls.
    const sizes = [2, 19, 3, 5, 2, 11, 19, 4, 6, 7, 8, 9, 10, 12, 13, 14, 15, 16, 17, 18];
    const positions = sizes.map(empty);
    const [want, got] = [await direct.evaluate(positions), await wino.evaluate(positions)];
    const again = await wino.evaluate([empty(2), empty(13)]);
    got.push(...again);
    want.push(...(await direct.evaluate([empty(2), empty(13)])));
    await Promise.all([direct.dispose(), wino.dispose()]);
    got.forEach((g, i) => {
      const w = want[i] as NetEvaluation;
      expect(g.size).toBe(w.size);
      expect(Math.abs(g.win - w.win)).toBeLessThan(1e-5);
      expect(Math.abs(g.lead - w.lead)).toBeLessThan(1e-4);
      for (let p = 0; p < g.policy.length; p++)
        expect(Math.abs((g.policy[p] as number) - (w.policy[p] as number))).toBeLessThan(1e-5);
    });
  });
});

interface Errors {
  policyTV: number;
  winrate: number;
  lead: number;
  ownership: number;
}

function compare(f: RawNnFixture, e: NetEvaluation): Errors {
  const w = whiteView(e, f.toMove);
  let tv = Math.abs(e.pass - f.raw.policyPass);
  let own = 0;
  for (let p = 0; p < f.size * f.size; p++) {
    const k = f.raw.policy[p];
    tv += Math.abs((e.policy[p] as number) - (k ?? 0));
    own += Math.abs((w.whiteOwnership[p] as number) - (f.raw.whiteOwnership[p] as number));
  }
  return {
    policyTV: tv / 2,
    winrate: Math.abs(w.whiteWin - f.raw.whiteWin),
    lead: Math.abs(w.whiteLead - f.raw.whiteLead),
    ownership: own / (f.size * f.size),
  };
}

describe("the Winograd evaluator against KataGo's raw outputs", () => {
  const fixtures = RAW_NN_FIXTURES;
  const errors = new Map<string, Errors>();

  beforeAll(async () => {
    const ev = await createOnnxEvaluator(ort, loadModel(), {
      encode: encodeFeatures,
      winograd: true,
    });
    // By size, so that each size's session is made once.
    const sorted = [...fixtures].sort((a, b) => a.size - b.size);
    for (let i = 0; i < sorted.length; i += 16) {
      const group = sorted.slice(i, i + 16);
      const out = await ev.evaluate(group.map((f) => replayFixture(f).position));
      out.forEach((e, j) => {
        const f = group[j] as RawNnFixture;
        errors.set(f.id, compare(f, e));
      });
    }
    await ev.dispose();
  }, 300_000);

  it('covers every fixture of the 9×9, 13×13 and 19×19 boards', () => {
    expect(errors.size).toBe(fixtures.length);
    for (const size of [9, 13, 19]) expect(fixtures.some((f) => f.size === size)).toBe(true);
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
